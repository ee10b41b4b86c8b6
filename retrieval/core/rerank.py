"""Cross-encoder reranking (SPEC §4 step 4): raw logits per (question, passage) pair.

No reranker is ``None`` and is recorded as ``"none"``; the gate then selects on the
bi-encoder similarity alone (see ``gate.select``).
"""

from __future__ import annotations

import hashlib
import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

NO_RERANKER = "none"

# Files whose contents identify a cross-encoder folder (weights, config, tokenizer).
_IDENTITY_FILES = (
    "config.json",
    "model.safetensors",
    "pytorch_model.bin",
    "tokenizer.json",
    "vocab.txt",
    "sentencepiece.bpe.model",
)


@runtime_checkable
class Reranker(Protocol):
    """Anything that scores (query, passage) pairs with raw logits."""

    name: str

    def predict(self, query: str, passages: list[str]) -> np.ndarray: ...


def reranker_name(reranker: Reranker | None) -> str:
    """The name recorded on a decision ("none" when no reranker is configured)."""
    return NO_RERANKER if reranker is None else reranker.name


def sigmoid(logits: Sequence[float] | np.ndarray) -> np.ndarray:
    """Numerically stable logistic function."""
    x = np.asarray(logits, dtype=np.float64)
    e = np.exp(-np.abs(x))
    return np.where(x >= 0, 1.0 / (1.0 + e), e / (1.0 + e))


def _fingerprint(path_or_name: str) -> str:
    """A short content hash of a local model folder, else of the name itself."""
    digest = hashlib.sha256()
    path = Path(path_or_name)
    if path.is_dir():
        for fname in _IDENTITY_FILES:
            fpath = path / fname
            if fpath.is_file():
                digest.update(fname.encode())
                with fpath.open("rb") as fh:
                    for block in iter(lambda: fh.read(1 << 20), b""):
                        digest.update(block)
    else:
        digest.update(path_or_name.encode())
    return digest.hexdigest()[:8]


class CrossEncoderReranker:
    """A sentence-transformers ``CrossEncoder`` loaded lazily and offline.

    ``predict`` returns raw logits (no activation); the pipeline applies the sigmoid.
    Pairs are scored in batches of similar length to limit padding.
    """

    def __init__(self, path_or_name: str, max_length: int = 256, batch_size: int = 16) -> None:
        self.path_or_name = str(path_or_name)
        self.max_length = max_length
        self.batch_size = batch_size
        self._model: Any = None
        self._name: str | None = None

    @property
    def name(self) -> str:
        if self._name is None:
            base = os.path.basename(self.path_or_name.rstrip("/\\")) or self.path_or_name
            self._name = f"{base}@{_fingerprint(self.path_or_name)}"
        return self._name

    def _load(self) -> Any:
        if self._model is None:
            # Offline: never reach a model hub at run time (SPEC §10).
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            from sentence_transformers import CrossEncoder

            self._model = CrossEncoder(
                self.path_or_name, max_length=self.max_length, local_files_only=True, device="cpu"
            )
        return self._model

    def predict(self, query: str, passages: list[str]) -> np.ndarray:
        """Raw logits, one per passage, in the order given."""
        if not passages:
            return np.zeros(0, dtype=np.float64)
        import torch

        model = self._load()
        order = sorted(range(len(passages)), key=lambda i: len(passages[i]))
        out = np.empty(len(passages), dtype=np.float64)
        for start in range(0, len(order), self.batch_size):
            idx = order[start : start + self.batch_size]
            scores = model.predict(
                [(query, passages[i]) for i in idx],
                batch_size=self.batch_size,
                activation_fn=torch.nn.Identity(),
                show_progress_bar=False,
                convert_to_numpy=True,
            )
            scores = np.asarray(scores, dtype=np.float64).reshape(len(idx), -1)[:, 0]
            out[idx] = scores
        if not all(math.isfinite(v) for v in out):
            raise ValueError("reranker produced a non-finite score")
        return out
