"""Sending a question to the runner that answers it: a Celery worker, or the embedded
default's in-process pool (``KONKYO_TASKS_IN_PROCESS``).

Above ``portal.questions`` and both runners, so that none of them imports this module:
a runner that puts a question back in the queue sends it again on itself."""

from __future__ import annotations

from datetime import date

from django.conf import settings
from django.db import transaction

from portal import inprocess, questions
from portal.models import Question
from portal.tasks import answer_question


def question_submit(*, user, text: str, user_date: date | None = None) -> Question:
    """Store the question as queued and send it after the transaction commits."""
    with transaction.atomic():
        question = questions.question_create(user=user, text=text, user_date=user_date)
        # Stored is accepted: if the broker is down the publish failure is only logged, and the
        # sweeper re-publishes the queued question (otherwise the client would see an error).
        transaction.on_commit(lambda: question_dispatch(question.pk), robust=True)
    return question


def question_dispatch(pk: int) -> None:
    if settings.KONKYO_TASKS_IN_PROCESS:
        inprocess.submit(pk)
    else:
        answer_question.delay(pk)
