"""One question through the whole pipeline (SPEC §4), as plain Python.

The portal, the CLI and ``evaluate`` all call ``run_pipeline``; nothing here imports Django.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from collections.abc import Collection as AbstractCollection
from contextlib import nullcontext
from dataclasses import replace
from datetime import date
from typing import Any

from retrieval.core import gate
from retrieval.core.analysis import analyze
from retrieval.core.answer_gate import is_answer_mode
from retrieval.core.answer_step import answer_step
from retrieval.core.checks import CHECK_TOPIC, run_checks, topic_filter
from retrieval.core.collection import Collection
from retrieval.core.compose import compose_response
from retrieval.core.dates import date_worth_naming, reference_date
from retrieval.core.model_budget import ModelBudgetExceeded, model_seconds, question_budget
from retrieval.core.not_in_force import noted, reading_bar, rules_not_in_force
from retrieval.core.rerank import Reranker, reads_answers, rerank, reranker_name
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
    Decision,
    GateConfig,
    QueryAnalysis,
    Visibility,
)

logger = logging.getLogger(__name__)


class _StageFailed(Exception):
    def __init__(self, reason: str, error: BaseException, found: list[Candidate]) -> None:
        super().__init__(reason)
        self.reason = reason
        self.error = error
        self.found = found  # the candidates found before the stage failed


def apply_dense_floor(found: Sequence[Candidate], floor: float | None) -> list[Candidate]:
    """Drop dense-only hits (no positive BM25) whose cosine is below the floor."""
    if floor is None:
        return list(found)
    return [c for c in found if c.bm25_rank is not None or (c.dense is not None and c.dense >= floor)]


def dense_floor_for(question: str, config: GateConfig) -> float | None:
    """The dense floor, except for a question with no Japanese script under the answerability
    gate: e5's cosines across languages sit lower (an English question and the Japanese rule
    that answers it: 0.79 against a 0.82 floor), BM25 cannot match across scripts, and the
    answerability model — not the floor — judges whether a passage answers."""
    if is_answer_mode(config) and not has_japanese_script(question):
        return None
    return config.dense_floor


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


class _Laps:
    """Stage times in milliseconds into ``timings``, each from the previous lap (the first
    from ``started``); one clock read per lap."""

    def __init__(self, clock: Callable[[], float], timings: dict[str, float]) -> None:
        self.clock = clock
        self.timings = timings
        self.started = self.mark = clock()

    def lap(self, stage: str) -> None:
        now = self.clock()
        self.timings[stage] = round((now - self.mark) * 1000.0, 3)
        self.mark = now


def run_pipeline(
    question: str,
    *,
    reranker: Reranker | None = None,
    model_budget: float | None = None,
    **kwargs: Any,
) -> Decision:
    """Answer, partly answer or hold one question for a user with ``groups`` (``_decide``'s
    arguments). A reader that keeps one question's readings (``AnswerReader.one_question``)
    keeps them while this question is decided, so each pair goes through the model once.

    ``model_budget``: seconds of model time this question may take (``model_budget``; the
    portal's KONKYO_MODEL_BUDGET_SECONDS); past it the question is held ``timed_out`` at its
    next model batch. None (an evaluation, the CLI): not limited. The model time it took is
    ``timings_ms["model"]``."""
    one_question = getattr(reranker, "one_question", None)
    with question_budget(model_budget), one_question() if one_question is not None else nullcontext():
        decision = _decide(question, reranker=reranker, **kwargs)
        spent = model_seconds()
    if spent is not None:
        decision.timings_ms["model"] = round(spent * 1000.0, 3)
    return decision


def _decide(
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
    """``run_pipeline``'s work.

    ``ask_threshold``: the bar a later asking sentence's passage must reach to be cited
    (``analysis.later_asks``; default the configured threshold). An evaluation that runs
    ungated and gates by replay passes the configured threshold here."""
    if config.decision_score not in SCORE_NAMES:
        raise ValueError(f"unknown decision score: {config.decision_score}")
    timings: dict[str, float] = {}
    laps = _Laps(clock, timings)
    analysis: QueryAnalysis = analyze(question, synonyms=synonyms, today=today)
    ref, source = reference_date(analysis.dates, today=today, user_date=user_date)
    laps.lap("analysis")
    decision = _new_decision(
        config=config,
        analysis=analysis,
        reference=(ref, source),
        today=today,
        timings=timings,
        reranker=reranker,
        collection=collection,
    )

    # Step 1: visibility comes first, once: search scores and ranks only inside this mask.
    visible = collection.visible_mask(groups, ref)
    decision.visibility = Visibility(collection.records, visible)
    laps.lap("visibility")

    try:
        found = _retrieve(
            decision,
            question,
            collection=collection,
            groups=groups,
            visible=visible,
            encoder=encoder,
            reranker=reranker,
            synonyms=synonyms,
            laps=laps,
        )
    except _StageFailed as failed:
        decision.candidates = failed.found
        decision.hold_reasons = [failed.reason]
        decision.error = f"{type(failed.error).__name__}: {failed.error}"
        return _finish(decision, question, laps)

    # Steps 5–6: selection, the topic requirement, decision value, non-score checks. Parts of
    # "selection_gate": selection_gate_score (buckets, decision value: the ScoreGate part) and
    # selection_gate_checks (topic requirement, non-score checks).
    ordered = _select(decision, found)
    composed = True
    if is_answer_mode(config):
        composed = _gate_by_answers(
            decision,
            question,
            ordered,
            collection=collection,
            groups=groups,
            reranker=reranker,
            synonyms=synonyms,
            ask_threshold=ask_threshold,
            laps=laps,
        )
    else:
        _score_gate(decision, question, ordered, synonyms=synonyms, laps=laps)
    return _finish(decision, question, laps, composed=composed)


def _select(decision: Decision, found: list[Candidate]) -> list[Candidate]:
    """Step 5: every candidate annotated (bucket, kept or dropped), kept ones first in selection order."""
    ordered = gate.select(found, decision.config)
    decision.candidates = ordered
    decision.selection = gate.selection_label(ordered, decision.config)
    decision.cap_dropped = gate.count_cap_drops(ordered)
    return ordered


def _new_decision(
    *,
    config: GateConfig,
    analysis: QueryAnalysis,
    reference: tuple[date, str],
    today: date,
    timings: dict[str, float],
    reranker: Reranker | None,
    collection: Collection,
) -> Decision:
    """A hold with nothing found yet, on the reference date and its source: the stages fill it in."""
    ref, source = reference
    return Decision(
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


def _retrieve(
    decision: Decision,
    question: str,
    *,
    collection: Collection,
    groups: frozenset[str],
    visible: Any,
    encoder: Any,
    reranker: Reranker | None,
    synonyms: Sequence[AbstractCollection[str]],
    laps: _Laps,
) -> list[Candidate]:
    """Steps 3–4: the candidates inside the visibility mask, past the dense floor, scored by
    the reranker. A failing stage raises ``_StageFailed`` with what was found before it."""
    config, analysis = decision.config, decision.analysis
    dense_used = config.retrieval != "bm25" and encoder is not None and collection.embeddings is not None
    found: list[Candidate] = []
    try:
        found = search_candidates(
            collection,
            analysis,  # type: ignore[arg-type]
            groups=groups,
            as_of=decision.reference_date,
            visible=visible,
            mode=config.retrieval,
            encoder=encoder if config.retrieval != "bm25" else None,
            top_n=config.top_n,
            timings=decision.timings_ms,  # retrieve_bm25 / _dense_encode / _dense_scan / _fusion: parts of "retrieve"
        )
    except Exception as exc:  # encoder or index failure: an outage, not "no evidence"
        raise _StageFailed(_stage_reason(exc), exc, found) from exc
    finally:
        if dense_used:
            decision.dense_model = str(getattr(encoder, "model_id", "unknown"))
        laps.lap("retrieve")
    found = apply_dense_floor(found, dense_floor_for(question, config))
    if reranker is not None and found:
        try:
            rerank(question, found, reranker, synonyms)
        except Exception as exc:
            raise _StageFailed(_stage_reason(exc), exc, found) from exc
        finally:
            laps.lap("rerank")
    return found


def _score_hold_reasons(
    decision: Decision, ordered: Sequence[Candidate], *, value: float | None
) -> list[str]:
    """Why a score gate holds before any check runs (empty when it does not)."""
    config = decision.config
    if not ordered:
        return [NO_CANDIDATES]
    if all(c.score(config.decision_score) is None for c in ordered):
        return [SCORE_MISSING]  # e.g. rerank_prob with no reranker: never scored as 0
    if not decision.kept:
        # Candidates exist but selection kept none, or none that is about the asked subject
        # (the topic requirement, checks.topic_filter): nothing relevant enough to judge.
        return [BELOW_THRESHOLD]
    if value is None:
        return [SCORE_MISSING]
    if not value >= config.threshold:
        return [BELOW_THRESHOLD]
    return []


def _score_gate(
    decision: Decision,
    question: str,
    ordered: list[Candidate],
    *,
    synonyms: Sequence[AbstractCollection[str]],
    laps: _Laps,
) -> None:
    """Steps 5–7 with a score gate: the topic requirement, the decision value against the
    threshold, the non-score checks, then the response."""
    config, analysis, clock = decision.config, decision.analysis, laps.clock
    timings = decision.timings_ms
    checks_ms = 0.0
    topics = {}
    if CHECK_TOPIC in config.checks:
        since = clock()
        topics = topic_filter(analysis, ordered, synonyms)
        checks_ms += clock() - since
    value = gate.decision_value(ordered, config)
    decision.decision_value = value
    reasons = _score_hold_reasons(decision, ordered, value=value)
    evidence: tuple[Candidate, ...] = ()
    check_result = None
    if reasons:
        decision.hold_reasons = reasons
    elif config.checks:
        since = clock()
        check_result = run_checks(
            analysis, decision.kept, reference_date=decision.reference_date, checks=config.checks
        )
        checks_ms += clock() - since
        decision.outcome = check_result.outcome
        decision.hold_reasons = list(check_result.reasons)
        evidence = check_result.evidence
    else:
        decision.outcome = PASS
        evidence = tuple(decision.kept)
    for c in evidence:
        c.cited = True
    laps.lap("selection_gate")
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


def _gate_by_answers(
    decision: Decision,
    question: str,
    ordered: list[Candidate],
    *,
    collection: Collection,
    groups: frozenset[str],
    reranker: Reranker | None,
    synonyms: Sequence[AbstractCollection[str]],
    ask_threshold: float | None,
    laps: _Laps,
) -> bool:
    """Steps 6–7 with the answerability model (``answer_step``), then the rules not in force
    that state what is asked. False when the question's model time ran out while its parts
    and later asks were read: a ``timed_out`` hold, its response left to ``_finish``."""
    timings = decision.timings_ms
    try:
        answer_step(
            decision,
            question,
            ordered,
            reader=reranker,
            clock=laps.clock,
            synonyms=synonyms,
            ask_threshold=ask_threshold,
        )
    except ModelBudgetExceeded as exc:
        laps.lap("selection_gate")
        decision.decision_value = None
        decision.hold_reasons = [TIMED_OUT]
        decision.error = f"{type(exc).__name__}: {exc}"
        return False
    laps.lap("selection_gate")
    timings["selection_gate_score"] = round(
        max(timings["selection_gate"] - timings.get("selection_gate_checks", 0.0), 0.0), 3
    )
    if reads_answers(reranker):
        _note_not_in_force(
            decision,
            question,
            collection=collection,
            groups=groups,
            reader=reranker,
            synonyms=synonyms,
            ask_threshold=ask_threshold,
        )
        laps.lap("not_in_force")
    return True


def _note_not_in_force(
    decision: Decision,
    question: str,
    *,
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
    except ModelBudgetExceeded:
        # The question is decided within its model time: the decision stands, without the note.
        logger.info("the question's model time ran out before rules not in force were read")
        return
    except TimeoutError:
        raise  # a task's time limit (a TimeoutError, hence an OSError) goes on up as from any stage
    except (RetrievalUnavailable, RuntimeError, ValueError, OSError):
        # The decision stands; only the note is lost. Anything else goes on up as it would
        # from any stage.
        logger.warning("reading rules not in force failed; the response names none", exc_info=True)
        return
    if found:
        decision.response = replace(decision.response, not_in_force=tuple(noted(c) for c in found))


def _finish(decision: Decision, question: str, laps: _Laps, *, composed: bool = False) -> Decision:
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
    now = laps.clock()
    decision.timings_ms["compose"] = round((now - laps.mark) * 1000.0, 3)
    decision.timings_ms["total"] = round((now - laps.started) * 1000.0, 3)
    return decision
