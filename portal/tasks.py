"""Thin Celery tasks: they take primary keys and call portal.questions."""

from __future__ import annotations

import logging

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
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
        return questions.question_process(question_id)
    except SoftTimeLimitExceeded:
        questions.question_fail(question_id, reason=TIMED_OUT)
        return Question.State.FAILED


@shared_task(acks_late=True)
def sweep_stuck_questions() -> int:
    return len(questions.questions_sweep())
