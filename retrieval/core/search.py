"""Candidate retrieval (SPEC §4 step 3) and the term-match search exercise.

Everything starts from ``Collection.visible_mask``: nothing the user may not read, or
that is not valid on the reference date, is scored, ranked or counted.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, MutableMapping, Sequence
from datetime import date
from typing import Protocol

import numpy as np

from retrieval.core.collection import Collection
from retrieval.core.text import normalize
from retrieval.core.types import Candidate, PassageRecord, QueryAnalysis

__all__ = ["MODES", "QueryEncoder", "RetrievalUnavailable", "candidates", "term_filter"]

MODES = ("hybrid", "bm25", "dense")


class RetrievalUnavailable(Exception):
    """A retrieval stage failed (encoder error, bad vector); hold with retrieval_unavailable."""


class QueryEncoder(Protocol):
    def encode_queries(self, texts: list[str]) -> np.ndarray: ...


def _ranked(scores: np.ndarray, pool: np.ndarray) -> np.ndarray:
    """Indices of ``pool`` sorted by score descending, ties by passage order."""
    # ``pool`` is ascending, so a stable sort keeps passage order among equal scores.
    return pool[np.argsort(-scores[pool], kind="stable")]


def _query_vector(encoder: QueryEncoder, text: str, dim: int) -> np.ndarray:
    try:
        vector = np.asarray(encoder.encode_queries([text])[0], dtype=np.float32)
    except Exception as exc:  # any encoder failure is an outage, not "no evidence"
        raise RetrievalUnavailable(f"query encoder failed: {exc!r}") from exc
    if vector.shape != (dim,) or not np.all(np.isfinite(vector)):
        raise RetrievalUnavailable(f"query encoder returned shape {vector.shape}, expected ({dim},)")
    norm = float(np.linalg.norm(vector))
    if norm == 0.0:
        raise RetrievalUnavailable("query encoder returned a zero vector")
    if abs(norm - 1.0) > 1e-3:
        vector = vector / norm
    return vector


def candidates(
    collection: Collection,
    analysis: QueryAnalysis,
    *,
    groups: frozenset[str],
    as_of: date,
    visible: np.ndarray | None = None,
    mode: str = "hybrid",
    encoder: QueryEncoder | None = None,
    top_n: int = 20,
    rrf_k: int = 60,
    timings: MutableMapping[str, float] | None = None,
) -> list[Candidate]:
    """The top ``top_n`` visible passages for a question, each with every score it got.

    - bm25: passages with a positive BM25 score over ``analysis.expanded_tokens`` (equal to
      ``analysis.tokens`` when no synonym group applies), by score, ties by passage order.
      The encoder is not called.
    - dense: every visible passage ranked by cosine; BM25 is filled in too (it is cheap).
    - hybrid: reciprocal rank fusion ``Σ 1/(rrf_k + rank)`` of the BM25 list (positive
      scores) and the full dense ranking; without an encoder or embeddings, BM25 alone.
    ``rrf`` fuses the lists the mode used; ranks are 1-based within the visible set.
    ``visible``, when given, is ``collection.visible_mask(groups, as_of)`` already computed
    by the caller (the pipeline's step 1), so one question computes its mask once.
    Raises ``RetrievalUnavailable`` when the encoder fails or dense mode cannot run.
    ``timings``, when given, receives the milliseconds of the parts of this call
    (``retrieve_bm25`` incl. the visibility mask, ``retrieve_dense_encode``,
    ``retrieve_dense_scan``, ``retrieve_fusion``) for benchmarks and the decision log.
    """
    if mode not in MODES:
        raise ValueError(f"unknown retrieval mode: {mode!r}")
    laps = _Laps(timings)
    if visible is None:
        visible = collection.visible_mask(groups, as_of)
    elif visible.shape != (len(collection),):
        raise ValueError(f"visible mask has shape {visible.shape}, expected ({len(collection)},)")
    pool = np.flatnonzero(visible)
    if len(pool) == 0 or top_n <= 0:
        return []

    bm25 = collection.bm25.scores(analysis.expanded_tokens, visible)
    positive = pool[bm25[pool] > 0.0]
    bm25_order = _ranked(bm25, positive)
    bm25_rank = np.zeros(len(collection), dtype=np.int64)
    bm25_rank[bm25_order] = np.arange(1, len(bm25_order) + 1)
    laps.lap("retrieve_bm25")

    use_dense = mode == "dense" or (
        mode == "hybrid" and encoder is not None and collection.embeddings is not None
    )
    dense: np.ndarray | None = None
    dense_rank = np.zeros(len(collection), dtype=np.int64)
    if use_dense:
        dense = _dense_scores(collection, analysis, encoder=encoder, pool=pool, ranks=dense_rank, laps=laps)

    rrf, chosen = _fused(
        mode,
        pool=pool,
        bm25_order=bm25_order,
        bm25_rank=bm25_rank,
        dense=dense,
        dense_rank=dense_rank,
        rrf_k=rrf_k,
        top_n=top_n,
    )
    out = [
        Candidate(
            passage=collection.records[i],
            bm25=float(bm25[i]),
            bm25_rank=int(bm25_rank[i]) or None,
            dense=float(dense[i]) if dense is not None else None,
            dense_rank=int(dense_rank[i]) or None,
            rrf=float(rrf[i]) if rrf[i] > 0.0 else None,
        )
        for i in chosen.tolist()
    ]
    laps.lap("retrieve_fusion")
    return out


def _fused(
    mode: str,
    *,
    pool: np.ndarray,
    bm25_order: np.ndarray,
    bm25_rank: np.ndarray,
    dense: np.ndarray | None,
    dense_rank: np.ndarray,
    rrf_k: int,
    top_n: int,
) -> tuple[np.ndarray, np.ndarray]:
    """(each passage's reciprocal rank fusion of the lists ``mode`` uses, the top ``top_n``)."""
    rrf = np.zeros(len(bm25_rank), dtype=np.float64)
    if mode != "dense":
        rrf[bm25_order] += 1.0 / (rrf_k + bm25_rank[bm25_order])
    if dense is not None and mode != "bm25":
        rrf[pool] += 1.0 / (rrf_k + dense_rank[pool])

    if mode == "bm25" or dense is None:
        chosen = bm25_order[:top_n]
    elif mode == "dense":
        chosen = _ranked(dense, pool)[:top_n]
    else:
        chosen = _ranked(rrf, pool)[:top_n]
    return rrf, chosen


class _Laps:
    """Milliseconds of each part of a call into ``timings`` (when given), each from the last lap."""

    def __init__(self, timings: MutableMapping[str, float] | None) -> None:
        self.timings = timings
        self.mark = time.perf_counter()

    def lap(self, part: str) -> None:
        now = time.perf_counter()
        if self.timings is not None:
            self.timings[part] = round((now - self.mark) * 1000.0, 3)
        self.mark = now


def _dense_scores(
    collection: Collection,
    analysis: QueryAnalysis,
    *,
    encoder: QueryEncoder | None,
    pool: np.ndarray,
    ranks: np.ndarray,
    laps: _Laps,
) -> np.ndarray:
    """Every passage's cosine to the question (``ranks`` gets the 1-based ranks within ``pool``)."""
    if encoder is None or collection.embeddings is None:
        raise RetrievalUnavailable("dense retrieval needs an encoder and passage embeddings")
    vector = _query_vector(encoder, analysis.text, collection.embeddings.shape[1])
    laps.lap("retrieve_dense_encode")
    dense = collection.dense_scores(vector)  # row by row (exact non-interference)
    dense_order = _ranked(dense, pool)
    ranks[dense_order] = np.arange(1, len(dense_order) + 1)
    laps.lap("retrieve_dense_scan")
    return dense


def term_filter(
    collection: Collection,
    terms: Sequence[str],
    *,
    groups: frozenset[str],
    as_of: date,
    synonyms: Iterable[Iterable[str]] = (),
    mode: str = "exact",
) -> list[PassageRecord]:
    """The reference search exercise: permission → validity → term match on body text.

    Each term matches as a substring of the normalized body (title excluded); in
    "synonyms" mode any word of a synonym group containing the term matches too (OR
    inside a group); every term must match (AND). One record per version, in
    collection order. No terms finds nothing.
    """
    if mode not in ("exact", "synonyms"):
        raise ValueError(f"unknown term filter mode: {mode!r}")
    wanted = [normalize(t).strip() for t in terms if normalize(t).strip()]
    if not wanted:
        return []
    groups_norm = [{normalize(w).strip() for w in g} - {""} for g in synonyms]
    alternatives: list[set[str]] = []
    for term in wanted:
        alts = {term}
        if mode == "synonyms":
            for group in groups_norm:
                if term in group:
                    alts |= group
        alternatives.append(alts)

    out: list[PassageRecord] = []
    seen_versions: set[str] = set()
    for i in np.flatnonzero(collection.visible_mask(groups, as_of)).tolist():
        record = collection.records[i]
        if record.version_id in seen_versions:
            continue
        body = normalize(record.text)
        if all(any(alt in body for alt in alts) for alts in alternatives):
            seen_versions.add(record.version_id)
            out.append(record)
    return out
