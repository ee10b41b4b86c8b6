"""Deterministic choices for the synthetic benchmark corpus: ``hashlib`` over the seed and a
key drives every choice (no ``hash()``, no global RNG)."""

from __future__ import annotations

import hashlib
from typing import Any

SEED = "konkyo-bench-synth-1"


def hashed(*parts: object) -> int:
    blob = "\x1f".join(str(p) for p in (SEED, *parts)).encode("utf-8")
    return int.from_bytes(hashlib.sha256(blob).digest()[:8], "big")


def pick(options: list[Any] | tuple[Any, ...], *key: object) -> Any:
    return options[hashed(*key) % len(options)]


def fraction(*key: object) -> float:
    return (hashed(*key) % 1_000_000) / 1_000_000


def yen(n: int) -> str:
    return f"{n:,}円"
