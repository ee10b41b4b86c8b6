"""Thin Celery tasks: they take primary keys and call portal.questions.

A question they put back in the queue (re-check, sweeper) is sent again as a task here."""

from __future__ import annotations

import logging

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import InterfaceError, OperationalError
from kombu.exceptions import OperationalError as BrokerError
from redis.exceptions import ConnectionError as RedisConnectionError

from portal import questions
from portal.models import Question
from retrieval.core.types import TIMED_OUT

log = logging.getLogger(__name__)
TRANSIENT = (OperationalError, InterfaceError, BrokerError, RedisConnectionError)


@shared_task(
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=TRANSIENT,
    retry_backoff=2,
    retry_backoff_max=60,
    retry_jitter=True,
    max_retries=5,
)
def answer_question(self, question_id: int) -> str | None:
    if not Question.objects.filter(pk=question_id).exists():
        log.warning("question %s is gone; nothing to do", question_id)
        return None
    try:
        state = questions.question_process(question_id)
    except SoftTimeLimitExceeded:
        questions.question_fail(question_id, reason=TIMED_OUT)
        return Question.State.FAILED
    except TRANSIENT:
        # The retry must be able to claim it again: a running question is claimable only
        # after the hard time limit. Best effort (the database may be what failed); the
        # sweeper puts back what stays running.
        try:
            questions.question_release(question_id)
        except TRANSIENT:
            log.warning("question %s could not be put back in the queue before its retry", question_id)
        raise
    if state == Question.State.QUEUED:
        answer_question.delay(question_id)  # permissions changed while it ran: answer it again
    elif state == questions.BUSY:
        # The asker's other questions are running: this worker takes someone else's instead.
        answer_question.apply_async((question_id,), countdown=settings.KONKYO_BUSY_RETRY_SECONDS)
    return state


@shared_task(acks_late=True)
def sweep_stuck_questions() -> int:
    requeued = questions.questions_requeue_stuck()
    for pk in requeued:
        answer_question.delay(pk)
    return len(requeued)
