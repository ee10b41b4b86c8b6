"""Labelled decisions as items, as logged and replayed at other thresholds (SPEC §7).

Retrieval is never re-run: the stored candidates and decision value stay, only the
threshold moves (``grading.replay``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from grading.metrics.statistics import ANSWER_OUTCOMES, Item, Judgement, Metrics, metrics, threshold_text
from grading.replay import ReplayError, replay


def category_of(record: Mapping[str, Any]) -> str:
    """The first hold reason, or the outcome where there is none."""
    reasons = record.get("hold_reasons") or ()
    return str(reasons[0]) if reasons else str(record.get("outcome") or "")


def item_category(record: Mapping[str, Any], labelled_category: str = "") -> str:
    """The category a decision is broken down and filtered by: the reviewers' category where
    they gave one, else the derived one (``category_of``). The one place this is decided."""
    return labelled_category or category_of(record)


def cited_doc_ids(record: Mapping[str, Any]) -> tuple[str, ...]:
    citations = (record.get("response") or {}).get("citations") or []
    if citations:
        return tuple(dict.fromkeys(c["doc_id"] for c in citations))
    return tuple(dict.fromkeys(c["doc_id"] for c in record.get("candidates") or () if c.get("cited")))


def item_from_record(key: str, record: Mapping[str, Any], judgement: Judgement) -> Item:
    """The item as the gate actually decided it."""
    return Item(
        key=key,
        outcome=str(record["outcome"]),
        evidence=judgement.evidence,
        verdict=judgement.verdict if record["outcome"] in ANSWER_OUTCOMES else None,
        hold_appropriate=judgement.hold_appropriate if record["outcome"] not in ANSWER_OUTCOMES else None,
        category=item_category(record, judgement.category),
        needed_doc_ids=judgement.needed_doc_ids,
        cited_doc_ids=cited_doc_ids(record),
    )


def item_replayed(key: str, record: Mapping[str, Any], judgement: Judgement, threshold: float) -> Item | None:
    """The item had the threshold been ``threshold`` (None: the log cannot tell).

    Retrieval is not re-run: the stored candidates and decision value stay, only the
    threshold moves. A label belongs to the response the reviewer saw, so the verdict and
    hold judgement carry over only where the replayed outcome is the stored one.
    """
    try:
        got = replay(record, threshold)
    except ReplayError:
        return None
    same = got.outcome == record["outcome"]
    answered = got.outcome in ANSWER_OUTCOMES
    return Item(
        key=key,
        outcome=got.outcome,
        evidence=judgement.evidence,
        verdict=judgement.verdict if same and answered else None,
        hold_appropriate=judgement.hold_appropriate if same and not answered else None,
        category=item_category(record, judgement.category),
        needed_doc_ids=judgement.needed_doc_ids,
        cited_doc_ids=tuple(got.cited_doc_ids) if answered else (),
    )


# --- sweep ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Labelled:
    """A stored decision record (the log's candidate dicts etc.) with its effective label."""

    key: str
    record: Mapping[str, Any]
    judgement: Judgement


@dataclass(frozen=True)
class SweepPoint:
    threshold: float
    metrics: Metrics
    unreplayable: tuple[str, ...]  # keys the log cannot replay at this threshold

    @property
    def complete(self) -> bool:
        return not self.unreplayable

    @property
    def label(self) -> str:
        return threshold_text(self.threshold)


def sweep(labelled: Sequence[Labelled], thresholds: Iterable[float]) -> list[SweepPoint]:
    """Replay every labelled decision at each threshold; retrieval is never re-run.

    A logged decision held below its own threshold never ran the non-score checks, so at a
    threshold its value passes the log cannot say what the gate would have done: it is left
    out of that point and listed in ``unreplayable`` (the point is then incomplete).
    """
    points = []
    for t in sorted(set(thresholds)):
        items, missing = [], []
        for row in labelled:
            item = item_replayed(row.key, row.record, row.judgement, t)
            if item is None:
                missing.append(row.key)
            else:
                items.append(item)
        points.append(SweepPoint(threshold=t, metrics=metrics(items), unreplayable=tuple(missing)))
    return points


def default_thresholds(records: Iterable[Mapping[str, Any]], steps: int = 20) -> list[float]:
    """The stored thresholds plus an even grid over the stored decision values."""
    records = list(records)
    values = [float(r["decision_value"]) for r in records if r.get("decision_value") is not None]
    stored = {float(r["threshold"]) for r in records if r.get("threshold") is not None}
    if not values:
        return sorted(stored)
    lo, hi = min(values + list(stored)), max(values + list(stored))
    if hi == lo:
        return sorted(stored | {lo})
    grid = {round(lo + (hi - lo) * i / steps, 6) for i in range(steps + 1)}
    # A grid point that is only a stored threshold rounded would show it twice (0.053278 beside 0.0532784).
    grid = {g for g in grid if all(abs(g - s) > 1e-6 for s in stored)}
    return sorted(grid | stored)
