"""Fixture loaders for the pure retrieval-core tests (no Django, no ../shared reads)."""

from __future__ import annotations

import hashlib
import json
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from retrieval.core.types import PassageRecord

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
REFERENCE_AS_OF = date(2026, 10, 23)
ALL_STAFF = frozenset({"all-staff"})


def reference_gate() -> dict[str, Any]:
    return json.loads((FIXTURES / "reference_gate" / "reference_gate.json").read_text("utf-8"))


def search_exercise() -> dict[str, Any]:
    return json.loads((FIXTURES / "search_exercise" / "search_exercise.json").read_text("utf-8"))


def reference_records() -> list[PassageRecord]:
    """The eight reference documents, one passage each, readable by all-staff, no validity."""
    return [
        PassageRecord(
            passage_id=f"{d['id']}-p0",
            version_id=f"{d['id']}@1",
            doc_id=d["id"],
            version_label="1",
            title=d["title"],
            text=d["text"],
            groups=ALL_STAFF,
        )
        for d in reference_gate()["documents"]
    ]


def corpus_record(row: dict[str, Any]) -> PassageRecord:
    """A bundle corpus line (inclusive valid_to) as a half-open PassageRecord."""
    valid_to = date.fromisoformat(row["valid_to"]) if row.get("valid_to") else None
    return PassageRecord(
        passage_id=f"{row['doc_id']}{row['version']}-p0",
        version_id=f"{row['doc_id']}{row['version']}",
        doc_id=row["doc_id"],
        version_label=row["version"],
        title=row["title"],
        text=row["text"],
        valid_from=date.fromisoformat(row["valid_from"]) if row.get("valid_from") else None,
        valid_until=valid_to + timedelta(days=1) if valid_to else None,
        groups=frozenset(row["groups"]),
        targets=tuple(row.get("targets", ())),
        owner=row.get("owner", ""),
        contact=row.get("contact", ""),
    )


def fake_vector(text: str, dim: int = 384) -> np.ndarray:
    """A deterministic unit vector per text (stands in for e5 in plumbing tests)."""
    seed = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "little")
    vec = np.random.default_rng(seed).standard_normal(dim).astype(np.float32)
    return vec / np.linalg.norm(vec)


def fake_embeddings(records: list[PassageRecord], dim: int = 384) -> np.ndarray:
    if not records:
        return np.zeros((0, dim), dtype=np.float32)
    return np.stack([fake_vector(f"{r.title} {r.text}", dim) for r in records])


class FakeEncoder:
    """Deterministic query encoder with the interface ``candidates`` expects."""

    def __init__(self, dim: int = 384) -> None:
        self.dim = dim
        self.calls = 0

    def encode_queries(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        return np.stack([fake_vector(t, self.dim) for t in texts])


class BrokenEncoder:
    def encode_queries(self, texts: list[str]) -> np.ndarray:
        raise RuntimeError("model file missing")
