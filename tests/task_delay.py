"""A delay before the pipeline runs, given from the test side (no production code knows of
it): it keeps a question running long enough to kill its worker, or to see its progress."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable

# Read by ``tests.celery_app`` in the worker processes the tests start.
ENV = "KONKYO_TEST_TASK_DELAY"


def slowed(decide: Callable, seconds: float) -> Callable:
    """``decide`` that first sleeps ``seconds`` (the question is claimed and running by then)."""

    @functools.wraps(decide)
    def slow_decide(**kwargs):
        time.sleep(seconds)
        return decide(**kwargs)

    return slow_decide


def delay_decide(monkeypatch, seconds: float) -> None:
    """In this process (the in-process runner's threads included), until the test ends."""
    from retrieval import runtime

    monkeypatch.setattr(runtime, "decide", slowed(runtime.decide, seconds))
