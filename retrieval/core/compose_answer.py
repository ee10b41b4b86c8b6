"""Responses of the answerability gate (SPEC §4 step 7): the answer leads with the answer.

- ``answers``: per confirmed part, the extracted span (「1泊あたり12,000円（税込）」), verbatim
  from its cited passage, with that citation;
- ``statements``: the sentence(s) that state each span, each with its citation; the
  citation carries that sentence so its link can highlight it;
- ``related``: other kept passages judged on topic, shown collapsed under 関連する規程 —
  never part of the answer;
- a hold (or the unconfirmed parts of a partial answer) names only on-topic passages as
  found instead, and its contact is the owner of the nearest on-topic one, else the
  fallback desk (``compose.compose_hold`` on the parts ``answer_gate`` reported).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from retrieval.core.answer_gate import AnswerGateResult, on_topic
from retrieval.core.compose import _citation, compose_hold
from retrieval.core.sentences import sentence_spans, span_sentences
from retrieval.core.types import (
    HOLD,
    PARTIAL,
    PASS,
    Candidate,
    Citation,
    GateConfig,
    QueryAnalysis,
    Response,
    Statement,
)

MAX_RELATED = 3


def _sentences(c: Candidate, span: tuple[int, int] | None) -> list[str]:
    found = span_sentences(c.passage.text, span)
    if found:
        return found
    return [c.passage.text.strip()] if c.passage.text.strip() else []


def asking_sentence(ask: str) -> str:
    """The asking sentence a later ask's reading starts with (``analysis.later_asks`` moves
    it to the front), without its question mark: 「あと新幹線はグリーン車に乗れますか」."""
    spans = sentence_spans(ask)
    sentence = ask[spans[0][0] : spans[0][1]] if spans else ask
    return sentence.strip().rstrip("?？。")


def compose_answer_response(
    outcome: str,
    reasons: Sequence[str],
    *,
    analysis: QueryAnalysis | None,
    question: str,
    candidates: Sequence[Candidate],
    config: GateConfig,
    result: AnswerGateResult | None,
    reference: tuple[date, str] | None = None,
) -> Response:
    parts = result.checks.parts if result is not None else ()
    answers: list[Statement] = []
    statements: dict[str, list[int]] = {}
    citations: list[Citation] = []
    numbers: dict[str | tuple[str, str], int] = {}
    unconfirmed_asks: list[str] = []

    def state(c: Candidate, span: tuple[int, int] | None, lead: bool) -> None:
        pid = c.passage.passage_id
        sentences = _sentences(c, span)
        first = sentences[0] if sentences else ""
        # A passage cited again for another sentence (a later ask's) gets a citation of its own,
        # so each link highlights the sentence its answer came from.
        key = pid if pid not in numbers or citations[numbers[pid] - 1].sentence == first else (pid, first)
        if key not in numbers:
            numbers[key] = len(citations) + 1
            citations.append(replace(_citation(numbers[key], c.passage), sentence=first))
        number = numbers[key]
        if lead and span is not None:
            answer = Statement(c.passage.text[span[0] : span[1]].strip(), (number,))
            if answer not in answers:
                answers.append(answer)
        for sentence in sentences:
            statements.setdefault(sentence, []).append(number)

    if outcome in (PASS, PARTIAL) and result is not None:
        for part, scores in zip(parts, result.part_scores, strict=True):
            for k, c in enumerate(part.evidence):
                state(c, scores.span.get(c.passage.passage_id), k == 0)
        # Later asks read with their ask first (``analysis.later_asks``), after the parts;
        # one no rule was found to state is named beside the answer, never dropped silently.
        for ask in result.asks:
            if ask.cited and ask.evidence is not None:
                state(ask.evidence, ask.scores.span.get(ask.evidence.passage.passage_id), True)
            else:
                unconfirmed_asks.append(asking_sentence(ask.text))
    related: list[Citation] = []
    if outcome in (PASS, PARTIAL):
        seen = {c.passage.version_id for c in candidates if c.passage.passage_id in numbers}
        for c in candidates:
            if len(related) >= MAX_RELATED:
                break
            if not c.kept or c.passage.version_id in seen or not on_topic(c, config):
                continue
            seen.add(c.passage.version_id)
            related.append(_citation(len(citations) + len(related) + 1, c.passage))
    body = dict(
        statements=tuple(Statement(s, tuple(dict.fromkeys(n))) for s, n in statements.items()),
        citations=tuple(citations),
        answers=tuple(answers),
        related=tuple(related),
        unconfirmed_asks=tuple(dict.fromkeys(unconfirmed_asks)),
    )
    if outcome == PASS:
        return Response(PASS, **body)
    unconfirmed = [p for p in parts if not p.confirmed]
    hold = compose_hold(
        reasons,
        analysis=analysis,
        question=question,
        candidates=[c for c in candidates if on_topic(c, config)],
        config=config,
        unconfirmed_parts=unconfirmed,
        reference=reference,
    )
    if outcome == PARTIAL:
        return Response(PARTIAL, hold=hold, **body)
    return Response(HOLD, hold=hold)
