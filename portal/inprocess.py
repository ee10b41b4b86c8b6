"""The embedded default's task runner: a small thread pool inside the web process.

The page never waits on it; questions left queued by a restart are re-dispatched by the
sweeper, which also runs here once a minute.
"""

from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from django.db import close_old_connections

log = logging.getLogger(__name__)
_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="konkyo-task")
_last_sweep = 0.0
_sweep_lock = threading.Lock()


def _run(pk: int) -> None:
    from portal import questions
    from portal.models import Question
    from retrieval.core.types import RETRIEVAL_UNAVAILABLE

    close_old_connections()
    try:
        questions.question_process(pk)
    except Exception:
        log.exception("question %s failed in process", pk)
        if Question.objects.filter(pk=pk).exclude(state__in=Question.FINAL_STATES).exists():
            questions.question_fail(pk, reason=RETRIEVAL_UNAVAILABLE)
    finally:
        close_old_connections()


def submit(pk: int) -> None:
    _pool.submit(_run, pk)


def sweep_if_due(period: float = 60.0) -> None:
    global _last_sweep
    with _sweep_lock:
        if time.monotonic() - _last_sweep < period:
            return
        _last_sweep = time.monotonic()
    from portal import questions

    questions.questions_sweep()
