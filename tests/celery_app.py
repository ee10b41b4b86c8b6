"""The portal's Celery app for the worker processes tests start (``celery -A tests.celery_app``).

With ``KONKYO_TEST_TASK_DELAY`` seconds in the environment, each pool process slows
``retrieval.runtime.decide`` by that much (``tests.task_delay``), so a test can kill a worker
while its question is running."""

from __future__ import annotations

import os

from celery.signals import worker_process_init

from portal.celery import app
from tests.task_delay import ENV, slowed

__all__ = ["app"]


@worker_process_init.connect(weak=False)
def _delay_decide(**kwargs) -> None:
    seconds = float(os.environ.get(ENV) or 0)
    if seconds:
        from retrieval import runtime

        runtime.decide = slowed(runtime.decide, seconds)
