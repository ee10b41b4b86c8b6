"""A search collection: passages, their embeddings and a BM25 index (in memory, or the arrays
memory-mapped from files the processes of a machine share: ``retrieval.core.index_files``)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import numpy as np

from retrieval.core.bm25 import BM25Index
from retrieval.core.text import tokenize
from retrieval.core.types import PassageRecord

__all__ = ["Collection", "document_text", "document_tokens"]

_NO_START = np.iinfo(np.int64).min
_NO_END = np.iinfo(np.int64).max
_DENSE_CHUNK = 4096  # float16 rows widened to float32 at a time (1.5 MB at 384 dimensions)


def document_text(record: PassageRecord) -> str:
    """What BM25 indexes for a passage: title + " " + text, as in the reference."""
    return f"{record.title} {record.text}"


def document_tokens(record: PassageRecord) -> list[str]:
    """The reference tokens of ``document_text``."""
    return tokenize(document_text(record))


class _DocumentTexts(Sequence[str]):
    """``document_text`` of each record, made when asked: BM25 reads them a chunk at a time,
    so the 100k texts (~70 MB) never exist at once."""

    def __init__(self, records: Sequence[PassageRecord]) -> None:
        self._records = records

    def __len__(self) -> int:
        return len(self._records)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [document_text(r) for r in self._records[i]]
        return document_text(self._records[i])


class Collection:
    """Passages (aligned with optional L2-normalized embeddings) and their BM25 index.

    Built once per index version; ``visible_mask`` is the only way searches see records.
    """

    def __init__(
        self,
        records: Sequence[PassageRecord],
        *,
        embeddings: np.ndarray | None = None,
        index_version: str = "",
        tokens: Sequence[Sequence[str]] | None = None,
        bm25: BM25Index | None = None,
    ) -> None:
        """``embeddings``: float32 (copied if needed) or float16, kept as given (a memory-mapped
        file shared by the processes of a machine: ``retrieval.core.index_files``); ``bm25``:
        an index already built over these records (else built here)."""
        self.records: list[PassageRecord] = list(records)
        n = len(self.records)
        self.embeddings = None
        self.index_version = index_version
        self.embeddings_set(embeddings)
        if tokens is not None and len(tokens) != n:
            raise ValueError(f"{len(tokens)} token lists for {n} records")
        if bm25 is not None:
            if len(bm25) != n:
                raise ValueError(f"BM25 index of {len(bm25)} documents for {n} records")
            self.bm25 = bm25
        elif tokens is not None:
            self.bm25 = BM25Index(tokens)
        else:
            self.bm25 = BM25Index.from_texts(_DocumentTexts(self.records))
        self._valid_from = np.fromiter(
            (r.valid_from.toordinal() if r.valid_from else _NO_START for r in self.records),
            dtype=np.int64,
            count=n,
        )
        self._valid_until = np.fromiter(
            (r.valid_until.toordinal() if r.valid_until else _NO_END for r in self.records),
            dtype=np.int64,
            count=n,
        )
        members: dict[str, list[int]] = {}
        for i, record in enumerate(self.records):
            for group in record.groups:
                members.setdefault(group, []).append(i)
        self._group_members = {g: np.asarray(idx, dtype=np.int64) for g, idx in members.items()}
        self._position = {r.passage_id: i for i, r in enumerate(self.records)}

    def __len__(self) -> int:
        return len(self.records)

    def embeddings_set(self, embeddings: np.ndarray | None) -> None:
        """Use ``embeddings`` (one row per record): float16 as given, anything else as float32."""
        if embeddings is not None:
            if embeddings.dtype != np.float16:
                embeddings = np.ascontiguousarray(embeddings, dtype=np.float32)
            if embeddings.ndim != 2 or embeddings.shape[0] != len(self.records):
                raise ValueError(
                    f"embeddings shape {embeddings.shape} does not match {len(self.records)} records"
                )
        self.embeddings = embeddings

    def dense_scores(self, vector: np.ndarray) -> np.ndarray:
        """Every passage's dot product with ``vector`` (float32 arithmetic, float64 result).

        float16 rows are widened ``_DENSE_CHUNK`` at a time, so no float32 copy of the whole
        matrix is made. einsum keeps each row's dot product independent of the other rows
        (exact non-interference); a BLAS matvec may round a row differently by its position.
        """
        if self.embeddings is None:
            raise ValueError("this collection has no embeddings")
        vector = np.asarray(vector, dtype=np.float32)
        rows = self.embeddings
        if rows.dtype == np.float32:
            return np.einsum("ij,j->i", rows, vector).astype(np.float64)
        out = np.empty(len(rows), dtype=np.float64)
        for first in range(0, len(rows), _DENSE_CHUNK):
            part = rows[first : first + _DENSE_CHUNK].astype(np.float32)
            out[first : first + len(part)] = np.einsum("ij,j->i", part, vector)
        return out

    def index_of(self, passage_id: str) -> int:
        """Position of a passage in ``records`` (KeyError if absent)."""
        return self._position[passage_id]

    def readable_mask(self, groups: frozenset[str]) -> np.ndarray:
        """Passages sharing at least one group with ``groups`` (no groups = nobody)."""
        mask = np.zeros(len(self.records), dtype=bool)
        for group in groups:
            members = self._group_members.get(group)
            if members is not None:
                mask[members] = True
        return mask

    def valid_mask(self, as_of: date) -> np.ndarray:
        """Passages whose version is valid on ``as_of`` (half-open validity)."""
        day = as_of.toordinal()
        return (self._valid_from <= day) & (day < self._valid_until)

    def visible_mask(self, groups: frozenset[str], as_of: date) -> np.ndarray:
        """Readable by a shared group AND valid on ``as_of`` (SPEC §4 step 1)."""
        return self.readable_mask(groups) & self.valid_mask(as_of)
