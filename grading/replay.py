"""Replay the sufficiency gate over stored decisions at other thresholds (SPEC §7): only "decision value ≥
threshold" is re-applied to what the pipeline recorded (rules: docs/design-notes.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

BELOW_THRESHOLD = "below_threshold"
SCORE_MISSING = "score_missing"
# Holds decided before the threshold is looked at; mirrors retrieval.core.types.
STAGE_HOLDS = frozenset(
    {"no_candidates", "score_missing", "retrieval_unavailable", "timed_out", "account_inactive"}
)
AGGREGATES = ("top1", "min_topk", "mean_topk")


class ReplayError(ValueError):
    """The record lacks what is needed to replay it at the asked threshold."""


@dataclass(frozen=True)
class Replayed:
    outcome: str  # "pass" | "hold" | "partial"
    hold_reasons: tuple[str, ...]
    decision_value: float | None
    cited_doc_ids: tuple[str, ...]


def cited_doc_ids(record: Mapping[str, Any]) -> tuple[str, ...]:
    """Documents cited by a record: ``cited_doc_ids``, else the response's citations."""
    if "cited_doc_ids" in record:
        return tuple(record["cited_doc_ids"])
    citations = (record.get("response") or {}).get("citations") or []
    return tuple(dict.fromkeys(c["doc_id"] for c in citations))


def aggregate_value(
    candidates: Sequence[Mapping[str, Any]], score: str, *, aggregate: str = "top1", k: int = 1
) -> float | None:
    """The decision value over the kept candidates in order (as ``gate.decision_value``)."""
    if aggregate not in AGGREGATES:
        raise ValueError(f"unknown aggregate: {aggregate}")
    kept = [c for c in candidates if c.get("kept")]
    if not kept:
        return None
    n = 1 if aggregate == "top1" else max(1, k)
    values = [c.get(score) for c in kept[:n]]
    if any(v is None for v in values):
        return None
    floats = [float(v) for v in values]
    return sum(floats) / len(floats) if aggregate == "mean_topk" else min(floats)


def replay(
    record: Mapping[str, Any],
    threshold: float,
    *,
    score: str | None = None,
    aggregate: str = "top1",
    aggregate_k: int = 1,
) -> Replayed:
    """The gate's outcome for ``record`` had the threshold been ``threshold``.

    ``score`` (default: the record's ``decision_score``) may name another candidate score;
    the decision value is then recomputed over the kept candidates with ``aggregate``.
    Selection is not re-run, so this is exact only where selection does not depend on the
    score (ScoreGate; ``top_k`` selection filters on its own decision score).
    """
    base: Mapping[str, Any] = record.get("ungated") or record
    reasons = tuple(base.get("hold_reasons") or ())
    candidates = record.get("candidates") or []
    same_score = score is None or score == record.get("decision_score")
    value = (
        record.get("decision_value")
        if same_score
        else aggregate_value(candidates, score or "", aggregate=aggregate, k=aggregate_k)
    )
    fixed = set(reasons) & (STAGE_HOLDS if same_score else STAGE_HOLDS - {SCORE_MISSING})
    if fixed:
        return Replayed("hold", reasons, value, ())
    if not same_score and SCORE_MISSING in reasons:
        raise ReplayError("the recorded decision score was missing; the checks never ran")
    if not any(c.get("kept") for c in candidates):
        return Replayed("hold", (BELOW_THRESHOLD,), value, ())
    parts = part_values(candidates) if same_score else None
    if parts is not None:
        return _replay_parts(reasons, value, candidates, parts, threshold)
    if value is None:
        # Nothing kept was eligible (the answer gate: every candidate failed target, period
        # or a stated-item check): the checks' reasons hold whatever the threshold.
        held = base.get("outcome") == "hold" and reasons
        return Replayed("hold", reasons if held else (SCORE_MISSING,), None, ())
    if not value >= threshold:
        return Replayed("hold", (BELOW_THRESHOLD,), value, ())
    if BELOW_THRESHOLD in reasons:
        raise ReplayError(
            f"value {value} passes threshold {threshold} but the record was held below its own "
            "threshold, so the non-score checks never ran (record it with an 'ungated' block)"
        )
    return Replayed(
        str(base["outcome"]), reasons, value, _with_asks(cited_doc_ids(base), candidates, threshold)
    )


def part_values(candidates: Sequence[Mapping[str, Any]]) -> list[float | None] | None:
    """A multi-part question's best eligible answer probability per part (None: no kept
    passage is eligible for it), from the kept candidates' ``part_values``; None for a
    question of one part (or a record from before parts were recorded)."""
    rows = [c["part_values"] for c in candidates if c.get("kept") and c.get("part_values") is not None]
    if not rows:
        return None
    best: list[float | None] = [None] * len(rows[0])
    for row in rows:
        for i, v in enumerate(row):
            if v is not None and (best[i] is None or float(v) > best[i]):
                best[i] = float(v)
    return best


def _replay_parts(
    reasons: tuple[str, ...],
    value: float | None,
    candidates: Sequence[Mapping[str, Any]],
    parts: Sequence[float | None],
    threshold: float,
) -> Replayed:
    """Each part confirmed where its best eligible passage reaches ``threshold`` (as the live
    gate does): all → pass, some → partial, none → hold. A part with no eligible passage failed
    the checks (the recorded reasons say which); one below the threshold adds below_threshold.
    Cited: each confirmed part's best passage's document."""
    confirmed = [v is not None and v >= threshold for v in parts]
    why = (
        *(reasons if any(v is None for v in parts) else ()),
        *((BELOW_THRESHOLD,) if any(v is not None and v < threshold for v in parts) else ()),
    )
    if not any(confirmed):
        return Replayed("hold", tuple(dict.fromkeys(why)) or (BELOW_THRESHOLD,), value, ())
    kept = [c for c in candidates if c.get("kept") and c.get("part_values") is not None]
    cited = []
    for i, ok in enumerate(confirmed):
        if ok:
            best = max(
                kept, key=lambda c: -1.0 if c["part_values"][i] is None else float(c["part_values"][i])
            )
            cited.append(best["doc_id"])
    outcome = "pass" if all(confirmed) else "partial"
    return Replayed(
        outcome,
        () if outcome == "pass" else tuple(dict.fromkeys(why)),
        value,
        _with_asks(tuple(dict.fromkeys(cited)), candidates, threshold),
    )


def _with_asks(
    cited: Sequence[str], candidates: Sequence[Mapping[str, Any]], threshold: float
) -> tuple[str, ...]:
    """The cited documents at ``threshold``: a later asking sentence's best passage
    (``ask_value``, from ``analysis.later_asks``) cites its document where its value reaches
    the threshold; one the whole question does not cite (``ask_only``) is cited nowhere else."""
    asks = [c for c in candidates if c.get("ask_value") is not None]
    if not asks:
        return tuple(cited)
    only = {c["doc_id"] for c in asks if c.get("ask_only")}
    reached = [c["doc_id"] for c in asks if float(c["ask_value"]) >= threshold]
    return tuple(dict.fromkeys((*(d for d in cited if d not in only), *reached)))


def replay_all(
    records: Sequence[Mapping[str, Any]], thresholds: Sequence[float], **options: Any
) -> dict[float, list[Replayed]]:
    """``replay`` every record at every threshold, keyed by threshold."""
    return {t: [replay(r, t, **options) for r in records] for t in thresholds}
