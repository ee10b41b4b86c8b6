"""Load the models before the first question, so nobody waits ~10-20 s for it."""

from __future__ import annotations

import logging
import os
import threading

log = logging.getLogger(__name__)


def torch_threads_set(threads: int) -> None:
    """Fix the process's torch thread count (model forward passes are the cost)."""
    import torch

    torch.set_num_threads(max(1, threads))
    log.info("torch threads: %d", torch.get_num_threads())


def worker_threads(concurrency: int | None) -> int:
    """KONKYO_TORCH_THREADS, else the cores shared out between the pool processes."""
    from django.conf import settings

    if settings.KONKYO_TORCH_THREADS > 0:
        return settings.KONKYO_TORCH_THREADS
    return max(1, (os.cpu_count() or 1) // max(1, concurrency or 1))


def warm_up() -> None:
    from django.db import close_old_connections

    from retrieval import runtime
    from retrieval.dense import get_encoder

    try:
        encoder = get_encoder()
        if encoder is not None:
            encoder.encode_queries(["ウォームアップ"])
        reranker = runtime.reranker_current()
        if reranker is not None:
            reranker.predict("ウォームアップ", ["規程\nウォームアップ"])
        runtime.portal_collection()
        log.info("models and index loaded")
    except Exception:  # warm-up is an optimisation; the first question retries for real
        log.exception("warm-up failed")
    finally:
        close_old_connections()


def warm_up_in_background() -> None:
    threading.Thread(target=warm_up, name="konkyo-warmup", daemon=True).start()
