"""Selection (SPEC §4 step 5, ScoreGate) and the decision value of step 6.

``select`` annotates every candidate (bucket, fusion, kept, drop_reason) and returns them
kept-first. ScoreGate: s = dense cosine, r = reranker probability min–max normalized over
this question's candidates, f = α·s + (1−α)·r.

Without a reranker (no candidate has ``rerank_prob``) the gate runs on the dense score
alone: a candidate is B1 (kept) when s ≥ τs and s ≥ max(s) − ``dense_margin`` (the
relative cut stands in for the per-question normalized r), B4 otherwise, and f = s. This is
recorded by ``selection_label`` as ``"scoregate-dense-only"``.
"""

from __future__ import annotations

from collections.abc import Sequence

from retrieval.core.types import Candidate, GateConfig

B1, B2, B3, B4 = "B1", "B2", "B3", "B4"

DROP_B2 = "B2_below_fusion"
DROP_B3 = "B3_below_fusion"
DROP_B4 = "B4"
DROP_CAP = "max_k_cap"
DROP_MISSING = "score_missing"
DROP_NON_POSITIVE = "non_positive_score"
DROP_FUSION_MISSING = "fusion_missing"

AGGREGATES = ("top1", "min_topk", "mean_topk")
SELECTIONS = ("scoregate", "top_k")
B3_POLICIES = ("keep", "fusion")


def has_reranker_scores(candidates: Sequence[Candidate]) -> bool:
    return any(c.rerank_prob is not None for c in candidates)


def selection_label(candidates: Sequence[Candidate], config: GateConfig) -> str:
    """How selection ran for these candidates, for the decision log."""
    if config.selection == "top_k":
        return f"top_k(score={config.decision_score}, k={config.max_k})"
    if not has_reranker_scores(candidates):
        return "scoregate-dense-only"
    return f"scoregate(b3={config.b3_policy})"


def normalize_rerank(candidates: Sequence[Candidate]) -> None:
    """Set ``rerank_norm`` by min–max over this question's reranker probabilities.

    All equal (including a single candidate) gives 1.0: the best candidate always has r = 1.
    """
    probs = [c.rerank_prob for c in candidates if c.rerank_prob is not None]
    if not probs:
        for c in candidates:
            c.rerank_norm = None
        return
    lo, hi = min(probs), max(probs)
    for c in candidates:
        if c.rerank_prob is None:
            c.rerank_norm = None
        elif hi > lo:
            c.rerank_norm = (c.rerank_prob - lo) / (hi - lo)
        else:
            c.rerank_norm = 1.0


def _reset(c: Candidate) -> None:
    c.bucket = None
    c.kept = False
    c.drop_reason = None


def _select_top_k(candidates: list[Candidate], config: GateConfig) -> list[Candidate]:
    kept: list[Candidate] = []
    dropped: list[Candidate] = []
    for c in candidates:
        _reset(c)
        value = c.score(config.decision_score)
        if value is None:
            c.drop_reason = DROP_MISSING
        elif value <= 0:
            c.drop_reason = DROP_NON_POSITIVE
        elif len(kept) >= config.max_k:
            c.drop_reason = DROP_CAP
        else:
            c.kept = True
            kept.append(c)
            continue
        dropped.append(c)
    return kept + dropped


def _bucket(c: Candidate, config: GateConfig, dense_only: bool, dense_cut: float) -> None:
    s, r = c.dense, c.rerank_norm
    if dense_only:
        c.fusion = s
        if s is not None and s >= dense_cut:
            c.bucket, c.kept = B1, True
        else:
            c.bucket, c.drop_reason = B4, (DROP_B4 if s is not None else DROP_MISSING)
        return
    c.fusion = None if s is None or r is None else config.alpha * s + (1 - config.alpha) * r
    if s is None and r is None:
        c.bucket, c.drop_reason = B4, DROP_MISSING
        return
    s_hi = s is not None and s >= config.tau_s
    r_hi = r is not None and r >= config.tau_r
    if s_hi and r_hi:
        c.bucket, c.kept = B1, True
    elif not s_hi and not r_hi:
        c.bucket, c.drop_reason = B4, DROP_B4
    elif s_hi:
        c.bucket = B2
        if c.fusion is None:
            c.drop_reason = DROP_FUSION_MISSING
        elif c.fusion >= config.tau_f:
            c.kept = True
        else:
            c.drop_reason = DROP_B2
    else:
        c.bucket = B3
        if config.b3_policy == "keep":
            c.kept = True
        elif c.fusion is None:
            c.drop_reason = DROP_FUSION_MISSING
        elif c.fusion >= config.tau_f:
            c.kept = True
        else:
            c.drop_reason = DROP_B3


def _select_scoregate(candidates: list[Candidate], config: GateConfig) -> list[Candidate]:
    if config.b3_policy not in B3_POLICIES:
        raise ValueError(f"unknown b3_policy: {config.b3_policy}")
    normalize_rerank(candidates)
    dense_only = not has_reranker_scores(candidates)
    dense_cut = config.tau_s
    dense = [c.dense for c in candidates if c.dense is not None]
    if dense_only and dense and config.dense_margin is not None:
        dense_cut = max(dense_cut, max(dense) - config.dense_margin)
    for c in candidates:
        _reset(c)
        _bucket(c, config, dense_only, dense_cut)
    kept = [c for c in candidates if c.kept]
    # Stable sort by fusion (missing last), ties keep retrieval order.
    kept.sort(key=lambda c: (c.fusion is None, -(c.fusion or 0.0)))
    capped = kept[config.max_k :]
    for c in capped:
        c.kept, c.drop_reason = False, DROP_CAP
    kept = kept[: config.max_k]
    # Kept in fusion order, then what the cap dropped (fusion order), then the rest.
    return kept + capped + [c for c in candidates if not c.kept and c.drop_reason != DROP_CAP]


def select(candidates: Sequence[Candidate], config: GateConfig) -> list[Candidate]:
    """Annotate every candidate and return them all, kept ones first in selection order."""
    if config.selection not in SELECTIONS:
        raise ValueError(f"unknown selection: {config.selection}")
    items = list(candidates)
    if config.selection == "top_k":
        return _select_top_k(items, config)
    return _select_scoregate(items, config)


def count_cap_drops(candidates: Sequence[Candidate]) -> int:
    return sum(1 for c in candidates if c.drop_reason == DROP_CAP)


def decision_value(candidates: Sequence[Candidate], config: GateConfig) -> float | None:
    """Aggregate of ``config.decision_score`` over kept candidates in order.

    None when nothing is kept or a needed score is missing (never 0 in its place).
    """
    if config.aggregate not in AGGREGATES:
        raise ValueError(f"unknown aggregate: {config.aggregate}")
    kept = [c for c in candidates if c.kept]
    if not kept:
        return None
    k = 1 if config.aggregate == "top1" else max(1, config.aggregate_k)
    values = [c.score(config.decision_score) for c in kept[:k]]
    if any(v is None for v in values):
        return None
    present = [float(v) for v in values if v is not None]
    if config.aggregate == "mean_topk":
        return sum(present) / len(present)
    return min(present)
