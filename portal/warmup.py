"""Load the models before the first question, so nobody waits ~10-20 s for it."""

from __future__ import annotations

import logging
import threading

log = logging.getLogger(__name__)


def warm_up() -> None:
    from django.db import close_old_connections

    from retrieval import runtime
    from retrieval.dense import get_encoder

    try:
        encoder = get_encoder()
        if encoder is not None:
            encoder.encode_queries(["ウォームアップ"])
        runtime.portal_collection()
        log.info("models and index loaded")
    except Exception:  # warm-up is an optimisation; the first question retries for real
        log.exception("warm-up failed")
    finally:
        close_old_connections()


def warm_up_in_background() -> None:
    threading.Thread(target=warm_up, name="konkyo-warmup", daemon=True).start()
