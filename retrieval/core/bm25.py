"""BM25 over an inverted index whose statistics are computed per query over a visible set.

N, df and the average length come only from the documents the caller may see, so an
invisible document can never change a visible one's score (SPEC §4 step 3, §12).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

import numpy as np

from retrieval.core.text import batch_token_keys, token_key

__all__ = ["BM25Index"]

_CHUNK = 4096  # documents aggregated at a time while building (bounds memory)
# (first document, number of documents, owner within the chunk per token, token keys)
_Chunk = tuple[int, int, np.ndarray, np.ndarray]


def _smallest_uint(bound: int) -> type:
    """The smallest unsigned dtype holding 0 … bound − 1."""
    for dtype in (np.uint8, np.uint16, np.uint32):
        if bound <= np.iinfo(dtype).max + 1:
            return dtype
    return np.uint64


class BM25Index:
    """Postings in CSR layout over integer token keys (``text.token_key``).

    Term ``t`` (position of its key in the sorted ``keys``) occurs in documents
    ``doc_ids[indptr[t]:indptr[t+1]]`` (ascending) with frequencies ``tfs[...]``.
    """

    def __init__(self, docs: Sequence[Sequence[str]], *, k1: float = 1.2, b: float = 0.75) -> None:
        """Index documents given as token lists (see ``from_texts`` for raw text)."""
        strings: dict[str, int] = {}

        def chunks() -> Iterable[_Chunk]:
            for first in range(0, len(docs), _CHUNK):
                part = docs[first : first + _CHUNK]
                keys = [token_key(tok, strings, grow=True) for tokens in part for tok in tokens]
                owners = np.repeat(np.arange(len(part)), [len(t) for t in part])
                yield first, len(part), owners, np.asarray(keys, dtype=np.int64)

        self._build(len(docs), chunks(), strings, k1=k1, b=b)

    @classmethod
    def from_texts(cls, texts: Sequence[str], *, k1: float = 1.2, b: float = 0.75) -> BM25Index:
        """Index raw document texts with the reference tokenization, vectorized."""
        index = cls.__new__(cls)
        strings: dict[str, int] = {}

        def chunks() -> Iterable[_Chunk]:
            for first in range(0, len(texts), _CHUNK):
                part = texts[first : first + _CHUNK]
                yield first, len(part), *batch_token_keys(part, strings)

        index._build(len(texts), chunks(), strings, k1=k1, b=b)
        return index

    def _build(
        self,
        n_docs: int,
        chunks: Iterable[_Chunk],
        strings: dict[str, int],
        *,
        k1: float,
        b: float,
    ) -> None:
        self.k1, self.b = k1, b
        self._strings = strings
        lengths = np.zeros(n_docs, dtype=np.float64)
        # Per chunk, compactly (6 bytes a posting instead of 16: 22.6M postings at 100k
        # passages): the chunk's distinct keys, each posting's index into them, its document
        # within the chunk (< _CHUNK) and its frequency.
        parts: list[tuple[int, np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
        for first, count, owners, keys in chunks:
            lengths[first : first + count] = np.bincount(owners, minlength=count)
            # One value per (key, document) pair of this chunk; unique() sorts and counts.
            pairs, counts = np.unique(keys * _CHUNK + owners, return_counts=True)
            chunk_keys, local = np.unique(pairs // _CHUNK, return_inverse=True)
            parts.append(
                (
                    first,
                    chunk_keys,
                    local.astype(_smallest_uint(len(chunk_keys))),
                    (pairs % _CHUNK).astype(_smallest_uint(_CHUNK)),
                    counts.astype(_smallest_uint(int(counts.max(initial=0)) + 1)),
                )
            )
        self.doc_len = lengths
        # Counting sort into CSR, chunk by chunk: each chunk's postings are sorted by key then
        # document, and chunks come in document order, so writing every chunk's run of a term
        # after the previous chunks' keeps documents ascending within each term. Peak memory
        # is the compact chunks plus the result (sorting all postings at once took ~1.4 GB of
        # temporaries at 100k passages; bench/results/SUMMARY.md).
        self.keys = np.unique(np.concatenate([p[1] for p in parts])) if parts else np.zeros(0, dtype=np.int64)
        counts = np.zeros(len(self.keys), dtype=np.int64)
        for _, chunk_keys, local, _, _ in parts:
            counts[np.searchsorted(self.keys, chunk_keys)] += np.bincount(local, minlength=len(chunk_keys))
        self.indptr = np.concatenate(([0], np.cumsum(counts)))
        self.doc_ids = np.empty(int(self.indptr[-1]), dtype=np.int32)
        self.tfs = np.empty(int(self.indptr[-1]), dtype=np.int32)
        cursor = self.indptr[:-1].copy()
        parts.reverse()
        while parts:  # popped so that each chunk is freed once written
            first, chunk_keys, local, docs, tfs = parts.pop()
            if not len(local):
                continue
            terms = np.searchsorted(self.keys, chunk_keys)[local]
            starts = np.flatnonzero(np.concatenate(([True], terms[1:] != terms[:-1])))
            runs = np.diff(np.append(starts, len(terms)))
            pos = cursor[terms] + (np.arange(len(terms)) - np.repeat(starts, runs))
            self.doc_ids[pos] = docs.astype(np.int32) + first
            self.tfs[pos] = tfs
            cursor[terms[starts]] += runs

    #: The arrays that make an index (with the ASCII token strings and k1, b): what
    #: ``retrieval.core.index_files`` writes once and every process maps read-only.
    ARRAYS = ("keys", "indptr", "doc_ids", "tfs", "doc_len")

    def arrays(self) -> dict[str, np.ndarray]:
        """The index's arrays by name (views, not copies)."""
        return {name: getattr(self, name) for name in self.ARRAYS}

    def strings(self) -> list[str]:
        """The ASCII token strings in key order (``token_key``'s string ids are 0, 1, …)."""
        return sorted(self._strings, key=self._strings.__getitem__)

    @classmethod
    def from_arrays(
        cls, arrays: Mapping[str, np.ndarray], strings: Sequence[str], *, k1: float = 1.2, b: float = 0.75
    ) -> BM25Index:
        """An index over arrays written by another process (memory-mapped, read-only)."""
        index = cls.__new__(cls)
        index.k1, index.b = k1, b
        index._strings = {s: i for i, s in enumerate(strings)}
        for name in cls.ARRAYS:
            setattr(index, name, arrays[name])
        n_terms = len(index.keys)
        if len(index.indptr) != n_terms + 1 or len(index.doc_ids) != len(index.tfs):
            raise ValueError("BM25 arrays do not fit together")
        if len(index.doc_ids) != int(index.indptr[-1]):
            raise ValueError("BM25 postings do not fit their offsets")
        return index

    def __len__(self) -> int:
        return len(self.doc_len)

    @property
    def vocabulary_size(self) -> int:
        return len(self.keys)

    def postings(self, term: str) -> tuple[np.ndarray, np.ndarray]:
        """(doc indices, term frequencies) of one token; empty arrays if unknown."""
        key = token_key(term, self._strings)
        if key is not None:
            t = int(np.searchsorted(self.keys, key))
            if t < len(self.keys) and self.keys[t] == key:
                lo, hi = self.indptr[t], self.indptr[t + 1]
                return self.doc_ids[lo:hi], self.tfs[lo:hi]
        return self.doc_ids[:0], self.tfs[:0]

    def scores(self, query_tokens: Iterable[str], visible: np.ndarray) -> np.ndarray:
        """BM25 of every document, statistics over ``visible`` only; invisible ones score 0.

        Each distinct query token counts once. IDF = ln(1 + (N − df + 0.5)/(df + 0.5));
        weight = idf·f·(k1+1)/(f + k1·(1 − b + b·len/avglen)).
        """
        visible = np.asarray(visible, dtype=bool)
        if visible.shape != self.doc_len.shape:
            raise ValueError(f"visible mask has shape {visible.shape}, expected {self.doc_len.shape}")
        out = np.zeros(len(self.doc_len), dtype=np.float64)
        n_visible = int(np.count_nonzero(visible))
        if n_visible == 0:
            return out
        avg_len = float(self.doc_len[visible].mean())
        if avg_len == 0.0:
            return out
        k1, b = self.k1, self.b
        for term in dict.fromkeys(query_tokens):
            docs, tfs = self.postings(term)
            if len(docs) == 0:
                continue
            seen = visible[docs]
            df = int(np.count_nonzero(seen))
            if df == 0:
                continue
            idf = math.log(1.0 + (n_visible - df + 0.5) / (df + 0.5))
            hit = docs[seen]
            f = tfs[seen].astype(np.float64)
            norm = k1 * (1.0 - b + b * self.doc_len[hit] / avg_len)
            out[hit] += idf * f * (k1 + 1.0) / (f + norm)
        return out
