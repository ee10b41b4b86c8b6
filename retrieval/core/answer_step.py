"""Steps 6–7 of the pipeline with the answerability model (``pipeline.run_pipeline`` in answer
mode): the topic requirement, the gate over the kept candidates, the citations and the response."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Collection as AbstractCollection

from retrieval.core.answer_gate import AnswerGateResult, run_answer_gate
from retrieval.core.checks import CHECK_TOPIC, DROP_OFF_TOPIC, topic_filter, topic_words
from retrieval.core.compose_answer import compose_answer_response
from retrieval.core.phrasing import in_its_words
from retrieval.core.rerank import Reranker, read_passages, reads_answers
from retrieval.core.types import (
    BELOW_THRESHOLD,
    HOLD,
    NO_CANDIDATES,
    SCORE_MISSING,
    Candidate,
    Decision,
    PassageRecord,
)


def _nothing_to_judge(decision: Decision, ordered: Sequence[Candidate]) -> list[str]:
    """Why the answerability gate holds without reading (empty when it reads)."""
    if not ordered:
        return [NO_CANDIDATES]
    if all(c.score(decision.config.decision_score) is None for c in ordered):
        return [SCORE_MISSING]
    if not decision.kept:
        return [BELOW_THRESHOLD]
    return []


def answer_step(
    decision: Decision,
    question: str,
    ordered: list[Candidate],
    *,
    reader: Reranker | None,
    clock: Callable[[], float],
    synonyms: Sequence[AbstractCollection[str]],
    ask_threshold: float | None,
) -> None:
    """Steps 6–7 with the answerability model: each part confirmed on answerability of the
    kept evidence (``answer_gate``), then the answer led by the extracted span.

    With the ``topic`` check on, kept passages whose version does not mention the asked
    subject (``checks.topic_filter``) leave first — except for a question whose content words
    are all Latin-script (an English question read against Japanese rules shares no words
    with them; the model's own topic judgement stands)."""
    config, timings = decision.config, decision.timings_ms
    if CHECK_TOPIC in config.checks and decision.analysis is not None and ordered:
        since = clock()
        words = topic_words(decision.analysis, synonyms)
        if any(not w.surface.isascii() for w in words):
            topic_filter(decision.analysis, ordered, synonyms)
        timings["selection_gate_topic"] = round((clock() - since) * 1000.0, 3)
    reasons = _nothing_to_judge(decision, ordered)
    result = None
    if not reasons:
        since = clock()
        result = _read_and_confirm(
            decision, ordered, reader=reader, synonyms=synonyms, ask_threshold=ask_threshold
        )
        timings["selection_gate_checks"] = round(
            (clock() - since) * 1000.0 + timings.get("selection_gate_topic", 0.0), 3
        )
        decision.decision_value = result.value
        decision.outcome = result.checks.outcome
        reasons = list(result.checks.reasons)
        _cite(result)
    else:
        decision.decision_value = None
    decision.hold_reasons = reasons
    decision.response = compose_answer_response(
        decision.outcome if result is not None else HOLD,
        reasons,
        analysis=decision.analysis,
        question=question,
        candidates=ordered,
        config=config,
        result=result,
        reference=decision.hold_reference,
    )


def _read_and_confirm(
    decision: Decision,
    ordered: list[Candidate],
    *,
    reader: Reranker | None,
    synonyms: Sequence[AbstractCollection[str]],
    ask_threshold: float | None,
) -> AnswerGateResult:
    """``answer_gate.run_answer_gate`` over the kept candidates, reading with ``reader``."""

    def read(text: str, cands: Sequence[Candidate]):
        return read_passages(reader, text, [c.passage for c in cands], synonyms)  # type: ignore[arg-type]

    def locate(text: str, passage: PassageRecord):
        return reader.locate(in_its_words(text, passage, synonyms), passage)  # type: ignore[union-attr]

    return run_answer_gate(
        decision.analysis,  # type: ignore[arg-type]
        decision.kept,
        reference_date=decision.reference_date,
        config=decision.config,
        threshold=decision.config.threshold,
        read=read if reads_answers(reader) else None,
        locate=locate if reads_answers(reader) and hasattr(reader, "locate") else None,
        ask_threshold=ask_threshold,
        # A later ask reads every candidate found (visible ones only: step 1), not only
        # those selection kept for the question as asked; the topic check's drops stay out.
        ask_pool=[c for c in ordered if c.drop_reason != DROP_OFF_TOPIC],
    )


def _cite(result: AnswerGateResult) -> None:
    """Mark the parts' evidence cited, and each later ask's passage with its reading."""
    for c in result.checks.evidence:
        c.cited = True
    whole = {c.passage.doc_id for c in result.checks.evidence}
    for ask in result.asks:
        c = ask.evidence
        if c is None or ask.value is None:
            continue
        c.cited = c.cited or ask.cited
        c.ask_value = ask.value if c.ask_value is None else max(c.ask_value, ask.value)
        c.ask_only = c.passage.doc_id not in whole
