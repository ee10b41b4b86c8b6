"""An in-memory search collection: passages, their embeddings and a BM25 index."""

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
    ) -> None:
        self.records: list[PassageRecord] = list(records)
        n = len(self.records)
        if embeddings is not None:
            embeddings = np.ascontiguousarray(embeddings, dtype=np.float32)
            if embeddings.ndim != 2 or embeddings.shape[0] != n:
                raise ValueError(f"embeddings shape {embeddings.shape} does not match {n} records")
        self.embeddings = embeddings
        self.index_version = index_version
        if tokens is not None and len(tokens) != n:
            raise ValueError(f"{len(tokens)} token lists for {n} records")
        if tokens is not None:
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
