"""Cross-encoder reranking (SPEC §4 step 4): raw logits per (question, passage) pair, or the
answerability model's readings, filled in on the candidates (``rerank``).

No reranker is ``None`` and is recorded as ``"none"``; the gate then selects on the
bi-encoder similarity alone (see ``gate.select``).
"""

from __future__ import annotations

import hashlib
import math
import os
from collections.abc import Collection as AbstractCollection
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from retrieval.core.model_budget import model_time
from retrieval.core.types import Candidate, PassageRecord

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


def reranker_input(c: Candidate) -> str:
    """What the cross-encoder reads for a passage (title, then the passage text)."""
    return f"{c.passage.title}\n{c.passage.text}"


def reads_answers(reranker: Reranker | None) -> bool:
    """Is this an answerability model (topic + answer + span) rather than a plain reranker?"""
    return reranker is not None and callable(getattr(reranker, "read", None))


def read_passages(
    reader: Reranker,
    question: str,
    passages: Sequence[PassageRecord],
    synonyms: Sequence[AbstractCollection[str]],
):
    """The answerability model's readings, each passage read against the question in its own
    words when the reader can (``AnswerReader.read_phrased``: the admin's synonym groups and
    the passage's spelling of the question's nouns)."""
    phrased = getattr(reader, "read_phrased", None)
    if phrased is not None:
        return phrased(question, passages, synonyms)
    return reader.read(question, passages)  # type: ignore[attr-defined]


def rerank(
    question: str,
    found: Sequence[Candidate],
    reranker: Reranker,
    synonyms: Sequence[AbstractCollection[str]] = (),
) -> None:
    """Fill rerank_raw (logit) and rerank_prob (sigmoid) on every candidate; an answerability
    model fills them from its topic head and answer_raw/answer_prob/answer_span too."""
    if reads_answers(reranker):
        readings = read_passages(reranker, question, [c.passage for c in found], synonyms)
        if len(readings) != len(found):
            raise ValueError(
                f"answerability model returned {len(readings)} readings for {len(found)} passages"
            )
        topic = sigmoid([r.topic_logit for r in readings])
        answer = sigmoid([r.answer_logit for r in readings])
        for c, r, tp, ap in zip(found, readings, topic, answer, strict=True):
            c.rerank_raw, c.rerank_prob = float(r.topic_logit), float(tp)
            c.answer_raw, c.answer_prob, c.answer_span = float(r.answer_logit), float(ap), r.span
            c.answer_sentences = r.sentences
        return
    logits = reranker.predict(question, [reranker_input(c) for c in found])
    if len(logits) != len(found):
        raise ValueError(f"reranker returned {len(logits)} scores for {len(found)} passages")
    for c, raw, prob in zip(found, logits, sigmoid(logits), strict=True):
        c.rerank_raw, c.rerank_prob = float(raw), float(prob)


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
            with model_time():  # the question's model time (model_budget)
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
