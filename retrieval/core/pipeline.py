"""One question through the whole pipeline (SPEC §4), as plain Python.

The portal, the CLI and ``evaluate`` all call ``run_pipeline``; nothing here imports Django.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from collections.abc import Collection as AbstractCollection
from dataclasses import replace
from datetime import date
from typing import Any

from retrieval.core import gate
from retrieval.core.analysis import analyze
from retrieval.core.answer_gate import is_answer_mode, run_answer_gate
from retrieval.core.checks import CHECK_TOPIC, DROP_OFF_TOPIC, run_checks, topic_filter, topic_words
from retrieval.core.collection import Collection
from retrieval.core.compose import compose_response
from retrieval.core.compose_answer import compose_answer_response
from retrieval.core.not_in_force import noted, reading_bar, rules_not_in_force
from retrieval.core.phrasing import in_its_words
from retrieval.core.rerank import Reranker, reranker_name, sigmoid
from retrieval.core.search import RetrievalUnavailable
from retrieval.core.search import candidates as search_candidates
from retrieval.core.text import has_japanese_script
from retrieval.core.types import (
    BELOW_THRESHOLD,
    HOLD,
    NO_CANDIDATES,
    PASS,
    RETRIEVAL_UNAVAILABLE,
    SCORE_MISSING,
    SCORE_NAMES,
    TIMED_OUT,
    Candidate,
    DateMention,
    Decision,
    GateConfig,
    PassageRecord,
    QueryAnalysis,
    Visibility,
)

logger = logging.getLogger(__name__)


class _StageFailed(Exception):
    def __init__(self, reason: str, error: BaseException) -> None:
        super().__init__(reason)
        self.reason = reason
        self.error = error


def reference_date(
    mentions: Sequence[DateMention], *, today: date, user_date: date | None
) -> tuple[date, str]:
    """Step 0: the user's date, else the first date stated in the question (its parsed
    ``mentions``, e.g. ``QueryAnalysis.dates``), else today."""
    if user_date is not None:
        return user_date, "user"
    if mentions:
        return mentions[0].start, "question"
    return today, "today"


# A date the question names within this many days of today (明日, 明後日, 来週の月曜) is
# everyday wording, not a question about another period: a hold does not ask to check it.
NEAR_DAYS = 7


def date_worth_naming(ref: date, source: str, today: date) -> bool:
    """Whether a hold that found nothing should name the 基準日 it searched on: one the asker
    set in the form, or a date the question names more than ``NEAR_DAYS`` from today. It
    depends on the dates alone, never on what exists (a hold says nothing about versions the
    asker cannot search)."""
    if source == "user":
        return True
    return source == "question" and abs((ref - today).days) > NEAR_DAYS


def reranker_input(c: Candidate) -> str:
    """What the cross-encoder reads for a passage (title, then the passage text)."""
    return f"{c.passage.title}\n{c.passage.text}"


def apply_dense_floor(found: Sequence[Candidate], floor: float | None) -> list[Candidate]:
    """Drop dense-only hits (no positive BM25) whose cosine is below the floor."""
    if floor is None:
        return list(found)
    return [c for c in found if c.bm25_rank is not None or (c.dense is not None and c.dense >= floor)]


def reads_answers(reranker: Reranker | None) -> bool:
    """Is this an answerability model (topic + answer + span) rather than a plain reranker?"""
    return reranker is not None and callable(getattr(reranker, "read", None))


def dense_floor_for(question: str, config: GateConfig) -> float | None:
    """The dense floor, except for a question with no Japanese script under the answerability
    gate: e5's cosines across languages sit lower (an English question and the Japanese rule
    that answers it: 0.79 against a 0.82 floor), BM25 cannot match across scripts, and the
    answerability model — not the floor — judges whether a passage answers."""
    if is_answer_mode(config) and not has_japanese_script(question):
        return None
    return config.dense_floor


def read_passages(
    reader: Reranker,
    question: str,
    passages: Sequence[PassageRecord],
    synonyms: Sequence[AbstractCollection[str]],
):
    """The answerability model's readings, each passage read against the question in its own
    words when the reader can (``AnswerReader.read_phrased``: the admin's synonym groups and
    the passage's spelling of the question's nouns)."""
    phrased = getattr(reader, "read_phrased", None)
    if phrased is not None:
        return phrased(question, passages, synonyms)
    return reader.read(question, passages)  # type: ignore[attr-defined]


def rerank(
    question: str,
    found: Sequence[Candidate],
    reranker: Reranker,
    synonyms: Sequence[AbstractCollection[str]] = (),
) -> None:
    """Fill rerank_raw (logit) and rerank_prob (sigmoid) on every candidate; an answerability
    model fills them from its topic head and answer_raw/answer_prob/answer_span too."""
    if reads_answers(reranker):
        readings = read_passages(reranker, question, [c.passage for c in found], synonyms)
        if len(readings) != len(found):
            raise ValueError(
                f"answerability model returned {len(readings)} readings for {len(found)} passages"
            )
        topic = sigmoid([r.topic_logit for r in readings])
        answer = sigmoid([r.answer_logit for r in readings])
        for c, r, tp, ap in zip(found, readings, topic, answer, strict=True):
            c.rerank_raw, c.rerank_prob = float(r.topic_logit), float(tp)
            c.answer_raw, c.answer_prob, c.answer_span = float(r.answer_logit), float(ap), r.span
            c.answer_sentences = r.sentences
        return
    logits = reranker.predict(question, [reranker_input(c) for c in found])
    if len(logits) != len(found):
        raise ValueError(f"reranker returned {len(logits)} scores for {len(found)} passages")
    for c, raw, prob in zip(found, logits, sigmoid(logits), strict=True):
        c.rerank_raw, c.rerank_prob = float(raw), float(prob)


def _stage_reason(error: BaseException) -> str:
    """timed_out when a TimeoutError is anywhere in the cause chain, else an outage."""
    seen: BaseException | None = error
    visited: set[int] = set()
    while seen is not None and id(seen) not in visited:
        if isinstance(seen, TimeoutError):
            return TIMED_OUT
        visited.add(id(seen))
        seen = seen.__cause__ or seen.__context__
    return RETRIEVAL_UNAVAILABLE


def run_pipeline(
    question: str,
    *,
    groups: frozenset[str],
    collection: Collection,
    config: GateConfig,
    today: date,
    user_date: date | None = None,
    encoder: Any = None,
    reranker: Reranker | None = None,
    synonyms: Sequence[AbstractCollection[str]] = (),
    clock: Callable[[], float] = time.perf_counter,
    ask_threshold: float | None = None,
) -> Decision:
    """Answer, partly answer or hold one question for a user with ``groups``.

    ``ask_threshold``: the bar a later asking sentence's passage must reach to be cited
    (``answer_gate.later_asks``; default the configured threshold). An evaluation that runs
    ungated and gates by replay passes the configured threshold here."""
    if config.decision_score not in SCORE_NAMES:
        raise ValueError(f"unknown decision score: {config.decision_score}")
    timings: dict[str, float] = {}
    started = clock()

    def lap(stage: str, since: float) -> float:
        now = clock()
        timings[stage] = round((now - since) * 1000.0, 3)
        return now

    analysis: QueryAnalysis = analyze(question, synonyms=synonyms, today=today)
    ref, source = reference_date(analysis.dates, today=today, user_date=user_date)
    mark = lap("analysis", started)
    dense_used = config.retrieval != "bm25" and encoder is not None and collection.embeddings is not None
    decision = Decision(
        outcome=HOLD,
        hold_reasons=[],
        decision_value=None,
        threshold=config.threshold,
        config=config,
        analysis=analysis,
        reference_date=ref,
        reference_date_source=source,
        hold_reference=(ref, source) if date_worth_naming(ref, source, today) else None,
        timings_ms=timings,
        reranker=reranker_name(reranker),
        dense_model="none",
        index_version=collection.index_version,
    )

    # Step 1: visibility comes first, once: search scores and ranks only inside this mask.
    visible = collection.visible_mask(groups, ref)
    decision.visibility = Visibility(collection.records, visible)
    mark = lap("visibility", mark)

    found: list[Candidate] = []
    try:
        try:
            found = search_candidates(
                collection,
                analysis,
                groups=groups,
                as_of=ref,
                visible=visible,
                mode=config.retrieval,
                encoder=encoder if config.retrieval != "bm25" else None,
                top_n=config.top_n,
                timings=timings,  # retrieve_bm25 / _dense_encode / _dense_scan / _fusion: parts of "retrieve"
            )
        except Exception as exc:  # encoder or index failure: an outage, not "no evidence"
            raise _StageFailed(_stage_reason(exc), exc) from exc
        finally:
            if dense_used:
                decision.dense_model = str(getattr(encoder, "model_id", "unknown"))
            mark = lap("retrieve", mark)
        found = apply_dense_floor(found, dense_floor_for(question, config))
        if reranker is not None and found:
            try:
                rerank(question, found, reranker, synonyms)
            except Exception as exc:
                raise _StageFailed(_stage_reason(exc), exc) from exc
            finally:
                mark = lap("rerank", mark)
    except _StageFailed as failed:
        decision.candidates = found
        decision.hold_reasons = [failed.reason]
        decision.error = f"{type(failed.error).__name__}: {failed.error}"
        return _finish(decision, question, clock, mark, started)

    # Steps 5–6: selection, the topic requirement, decision value, non-score checks. Parts of
    # "selection_gate": selection_gate_score (buckets, decision value: the ScoreGate part) and
    # selection_gate_checks (topic requirement, non-score checks).
    gate_started = mark
    checks_ms = 0.0
    ordered = gate.select(found, config)
    decision.candidates = ordered
    decision.selection = gate.selection_label(ordered, config)
    decision.cap_dropped = gate.count_cap_drops(ordered)
    if is_answer_mode(config):
        _answer_gate(decision, question, ordered, reranker, ref, clock, timings, synonyms, ask_threshold)
        mark = lap("selection_gate", gate_started)
        timings["selection_gate_score"] = round(
            max(timings["selection_gate"] - timings.get("selection_gate_checks", 0.0), 0.0), 3
        )
        if reads_answers(reranker):
            _note_not_in_force(decision, question, collection, groups, reranker, synonyms, ask_threshold)
            mark = lap("not_in_force", mark)
        return _finish(decision, question, clock, mark, started, composed=True)
    topics = {}
    if CHECK_TOPIC in config.checks:
        since = clock()
        topics = topic_filter(analysis, ordered, synonyms)
        checks_ms += clock() - since
    value = gate.decision_value(ordered, config)
    decision.decision_value = value
    reasons: list[str] = []
    if not ordered:
        reasons.append(NO_CANDIDATES)
    elif all(c.score(config.decision_score) is None for c in ordered):
        reasons.append(SCORE_MISSING)  # e.g. rerank_prob with no reranker: never scored as 0
    elif not decision.kept:
        # Candidates exist but selection kept none, or none that is about the asked subject
        # (the topic requirement, checks.topic_filter): nothing relevant enough to judge.
        reasons.append(BELOW_THRESHOLD)
    elif value is None:
        reasons.append(SCORE_MISSING)
    elif not value >= config.threshold:
        reasons.append(BELOW_THRESHOLD)
    evidence: tuple[Candidate, ...] = ()
    check_result = None
    if reasons:
        decision.hold_reasons = reasons
    elif config.checks:
        since = clock()
        check_result = run_checks(analysis, decision.kept, reference_date=ref, checks=config.checks)
        checks_ms += clock() - since
        decision.outcome = check_result.outcome
        decision.hold_reasons = list(check_result.reasons)
        evidence = check_result.evidence
    else:
        decision.outcome = PASS
        evidence = tuple(decision.kept)
    for c in evidence:
        c.cited = True
    mark = lap("selection_gate", gate_started)
    timings["selection_gate_checks"] = round(checks_ms * 1000.0, 3)
    timings["selection_gate_score"] = round(
        max(timings["selection_gate"] - timings["selection_gate_checks"], 0.0), 3
    )
    decision.response = compose_response(
        decision.outcome,
        decision.hold_reasons,
        analysis=analysis,
        question=question,
        candidates=ordered,
        config=config,
        checks=check_result,
        evidence=evidence,
        topics=topics,
        reference=decision.hold_reference,
    )
    return _finish(decision, question, clock, mark, started, composed=True)


def _answer_gate(
    decision: Decision,
    question: str,
    ordered: list[Candidate],
    reader: Reranker | None,
    ref: date,
    clock: Callable[[], float],
    timings: dict[str, float],
    synonyms: Sequence[AbstractCollection[str]] = (),
    ask_threshold: float | None = None,
) -> None:
    """Steps 6–7 with the answerability model: each part confirmed on answerability of the
    kept evidence (``answer_gate``), then the answer led by the extracted span.

    With the ``topic`` check on, kept passages whose version does not mention the asked
    subject (``checks.topic_filter``) leave first — except for a question whose content words
    are all Latin-script (an English question read against Japanese rules shares no words
    with them; the model's own topic judgement stands)."""
    config = decision.config
    if CHECK_TOPIC in config.checks and decision.analysis is not None and ordered:
        since = clock()
        words = topic_words(decision.analysis, synonyms)
        if any(not w.surface.isascii() for w in words):
            topic_filter(decision.analysis, ordered, synonyms)
        timings["selection_gate_topic"] = round((clock() - since) * 1000.0, 3)
    reasons: list[str] = []
    if not ordered:
        reasons.append(NO_CANDIDATES)
    elif all(c.score(config.decision_score) is None for c in ordered):
        reasons.append(SCORE_MISSING)
    elif not decision.kept:
        reasons.append(BELOW_THRESHOLD)
    result = None
    if not reasons:
        since = clock()

        def read(text: str, cands: Sequence[Candidate]):
            return read_passages(reader, text, [c.passage for c in cands], synonyms)  # type: ignore[arg-type]

        def locate(text: str, passage: PassageRecord):
            return reader.locate(in_its_words(text, passage, synonyms), passage)  # type: ignore[union-attr]

        result = run_answer_gate(
            decision.analysis,  # type: ignore[arg-type]
            decision.kept,
            reference_date=ref,
            config=config,
            threshold=config.threshold,
            read=read if reads_answers(reader) else None,
            locate=locate if reads_answers(reader) and hasattr(reader, "locate") else None,
            ask_threshold=ask_threshold,
            # A later ask reads every candidate found (visible ones only: step 1), not only
            # those selection kept for the question as asked; the topic check's drops stay out.
            ask_pool=[c for c in ordered if c.drop_reason != DROP_OFF_TOPIC],
        )
        timings["selection_gate_checks"] = round(
            (clock() - since) * 1000.0 + timings.get("selection_gate_topic", 0.0), 3
        )
        decision.decision_value = result.value
        decision.outcome = result.checks.outcome
        reasons = list(result.checks.reasons)
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


def _note_not_in_force(
    decision: Decision,
    question: str,
    collection: Collection,
    groups: frozenset[str],
    reader: Reranker,
    synonyms: Sequence[AbstractCollection[str]],
    ask_threshold: float | None,
) -> None:
    """A readable rule not in force on the reference date that states what is asked, named
    in the response (``not_in_force``; it decides nothing)."""
    if decision.analysis is None or decision.response is None:
        return
    threshold = decision.config.threshold if ask_threshold is None else ask_threshold
    # The evidence's reading: for a passage cited for a later ask, that ask's (``ask_value``).
    cited = [
        max(c.answer_prob or 0.0, c.ask_value or 0.0)
        for c in decision.candidates
        if c.cited and decision.outcome == PASS
    ]
    try:
        found = rules_not_in_force(
            decision.analysis,
            collection=collection,
            groups=groups,
            as_of=decision.reference_date,
            config=decision.config,
            read=lambda cands: rerank(question, cands, reader, synonyms),
            bar=reading_bar(threshold, cited),
        )
    except (RetrievalUnavailable, RuntimeError, ValueError, OSError):
        # The decision stands; only the note is lost. Anything else (a task's time limit)
        # goes on up as it would from any stage.
        logger.warning("reading rules not in force failed; the response names none", exc_info=True)
        return
    if found:
        decision.response = replace(decision.response, not_in_force=tuple(noted(c) for c in found))


def _finish(
    decision: Decision,
    question: str,
    clock: Callable[[], float],
    mark: float,
    started: float,
    *,
    composed: bool = False,
) -> Decision:
    if not composed:
        decision.outcome = HOLD
        decision.response = compose_response(
            HOLD,
            decision.hold_reasons,
            analysis=decision.analysis,
            question=question,
            candidates=decision.candidates,
            config=decision.config,
            reference=decision.hold_reference,
        )
    now = clock()
    decision.timings_ms["compose"] = round((now - mark) * 1000.0, 3)
    decision.timings_ms["total"] = round((now - started) * 1000.0, 3)
    return decision
