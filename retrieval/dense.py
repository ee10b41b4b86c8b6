"""The process's dense encoder, from settings (offline e5 converted into the model cache)."""

from __future__ import annotations

import threading

from django.conf import settings

_lock = threading.Lock()
_encoder = None


def get_encoder():
    """The shared DenseEncoder, or None when dense retrieval is switched off."""
    global _encoder
    if not settings.KONKYO_DENSE_ENABLED:
        return None
    with _lock:
        if _encoder is None:
            from retrieval.core.embeddings import DenseEncoder
            from retrieval.modelfiles import ensure_e5_model

            _encoder = DenseEncoder(ensure_e5_model(settings.KONKYO_MODEL_CACHE))
        return _encoder
