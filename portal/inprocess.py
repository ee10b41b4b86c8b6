"""The embedded default's task runner: a small thread pool inside the web process.

The page never waits on it; questions left queued by a restart are re-dispatched by the
sweeper, which also runs here once a minute, and a question the pre-publish re-check puts
back in the queue is submitted here again. Each task gets the time limits a Celery
worker applies (``TASK_SOFT_TIME_LIMIT`` / ``TASK_HARD_TIME_LIMIT``), so that no question
holds one of the two threads beyond its budget.
"""

from __future__ import annotations

import ctypes
import logging
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor

from django.conf import settings
from django.db import close_old_connections, connections

from portal import questions
from portal.models import Question
from retrieval.core.types import RETRIEVAL_UNAVAILABLE, TIMED_OUT

log = logging.getLogger(__name__)
_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="konkyo-task")
_last_sweep = 0.0
_sweep_lock = threading.Lock()


class TaskTimeLimitExceeded(TimeoutError):
    """Raised inside a task thread that ran past the soft time limit.

    A TimeoutError, so a pipeline stage it interrupts records ``timed_out`` (pipeline
    ``_stage_reason``) instead of an outage."""


class _Budget:
    """The soft and hard time limits of one task running in ``thread_id``.

    Soft: the task's thread gets ``TaskTimeLimitExceeded`` at its next Python instruction
    (CPython's ``PyThreadState_SetAsyncExc``; Celery's soft limit is a signal, which only
    the main thread can receive). Hard: a thread still busy (inside one long C call, or
    swallowing the exception) cannot be stopped, but its question is ended from here with
    a ``timed_out`` hold, so the page shows a result and the sweeper never re-sends it.
    """

    def __init__(self, pk: int, thread_id: int) -> None:
        self.pk, self.thread_id = pk, thread_id
        self._lock = threading.Lock()
        self._finished = False
        self._timers = [
            threading.Timer(settings.TASK_SOFT_TIME_LIMIT, self._soft),
            threading.Timer(settings.TASK_HARD_TIME_LIMIT, self._hard),
        ]
        for timer in self._timers:
            timer.daemon = True
            timer.start()

    def finish(self) -> None:
        with self._lock:
            self._finished = True
        for timer in self._timers:
            timer.cancel()

    def _soft(self) -> None:
        with self._lock:
            if self._finished:
                return
            log.warning(
                "question %s passed the soft time limit (%ss)", self.pk, settings.TASK_SOFT_TIME_LIMIT
            )
            ctypes.pythonapi.PyThreadState_SetAsyncExc(
                ctypes.c_ulong(self.thread_id), ctypes.py_object(TaskTimeLimitExceeded)
            )

    def _hard(self) -> None:
        with self._lock:
            if self._finished:
                return
        log.error(
            "question %s passed the hard time limit (%ss); its thread is still busy",
            self.pk,
            settings.TASK_HARD_TIME_LIMIT,
        )
        _fail(self.pk, timed_out=True)


def _fail(pk: int, *, timed_out: bool) -> None:
    try:
        if Question.objects.filter(pk=pk).exclude(state__in=Question.FINAL_STATES).exists():
            questions.question_fail(pk, reason=TIMED_OUT if timed_out else RETRIEVAL_UNAVAILABLE)
    finally:
        connections.close_all()  # this thread's connections only


def _run(pk: int) -> None:
    close_old_connections()
    budget = _Budget(pk, threading.get_ident())
    try:
        state = questions.question_process(pk)
        budget.finish()
    except TaskTimeLimitExceeded:
        budget.finish()
        log.error("question %s stopped at the soft time limit", pk)
        connections.close_all()  # the connection may have been mid-query
        _fail(pk, timed_out=True)
    except Exception:
        budget.finish()
        log.exception("question %s failed in process", pk)
        _fail(pk, timed_out=False)
    else:
        if state == Question.State.QUEUED:
            submit(pk)  # permissions changed while it ran: answer it again under the new ones
        elif state == questions.BUSY:
            _submit_later(pk)  # the asker's other question has this user's share of the pool
    finally:
        close_old_connections()


def submit(pk: int) -> Future:
    return _pool.submit(_run, pk)


def _submit_later(pk: int) -> None:
    """Send the question again after KONKYO_BUSY_RETRY_SECONDS, leaving the thread to others."""
    timer = threading.Timer(settings.KONKYO_BUSY_RETRY_SECONDS, submit, args=(pk,))
    timer.daemon = True
    timer.start()


def sweep_if_due(period: float = 60.0) -> None:
    global _last_sweep
    with _sweep_lock:
        if time.monotonic() - _last_sweep < period:
            return
        _last_sweep = time.monotonic()
    for pk in questions.questions_requeue_stuck():
        submit(pk)
