"""The question lifecycle: create, claim, decide, finalize — each step safe to repeat.

Which runner answers a question (a Celery worker or the in-process pool) is
``portal.dispatch``'s choice; nothing here sends work anywhere, so the runners can import
this module without a circle. A step that puts a question back in the queue says so, and
the runner that called it sends it again."""

from __future__ import annotations

import logging
from datetime import date, timedelta

import numpy as np
from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from grading.log import decision_append
from portal.models import Question
from retrieval import runtime, selectors
from retrieval.core.compose import compose_hold
from retrieval.core.serialize import decision_to_dict, response_to_dict
from retrieval.core.types import HOLD, PARTIAL, PASS, RETRIEVAL_UNAVAILABLE, TIMED_OUT, Response

log = logging.getLogger(__name__)
MAX_LENGTH = 1000
MAX_ATTEMPTS = 3
STATE_FOR_OUTCOME = {
    PASS: Question.State.ANSWERED,
    HOLD: Question.State.HELD,
    PARTIAL: Question.State.PARTIAL,
}


def question_validate(*, text: str, user_date: date | None) -> str:
    cleaned = (text or "").strip()
    if not cleaned:
        raise ValidationError({"question": "質問を入力してください。"})
    if len(cleaned) > MAX_LENGTH:
        raise ValidationError(
            {"question": f"質問は{MAX_LENGTH}文字以内で入力してください (現在 {len(cleaned)} 文字)。"}
        )
    if any(ord(ch) < 32 and ch not in "\n\t\r" for ch in cleaned):
        raise ValidationError({"question": "質問に制御文字が含まれています。"})
    if user_date is not None and not (date(1900, 1, 1) <= user_date <= date(2200, 12, 31)):
        raise ValidationError({"reference_date": "基準日は1900年から2200年の間で指定してください。"})
    return cleaned


def question_create(*, user, text: str, user_date: date | None = None) -> Question:
    """Store the question as queued (``portal.dispatch.question_submit`` also sends it)."""
    cleaned = question_validate(text=text, user_date=user_date)
    return Question.objects.create(user=user, text=cleaned, user_date=user_date, enqueued_at=timezone.now())


def question_claim(pk: int) -> Question | None:
    """Conditional UPDATE: only a non-final question is claimed; counts the attempt."""
    from django.db.models import F

    now = timezone.now()
    claimed = Question.objects.filter(
        pk=pk, state__in=[Question.State.QUEUED, Question.State.RUNNING]
    ).update(state=Question.State.RUNNING, stage="retrieving", attempts=F("attempts") + 1, started_at=now)
    if not claimed:
        return None
    return Question.objects.select_related("user").get(pk=pk)


def _finalize(question: Question, *, state: str, record: dict, groups: list[str]) -> bool:
    """Final state + its decision in one transaction; False when it was already final."""
    try:
        with transaction.atomic():
            locked = Question.objects.select_for_update().get(pk=question.pk)
            if locked.is_final:
                return False
            locked.state = state
            locked.stage = ""
            locked.finished_at = timezone.now()
            locked.reference_date = date.fromisoformat(record["reference_date"])
            locked.reference_date_source = record["reference_date_source"]
            locked.response = {
                **record["response"],
                "hold_reasons": record["hold_reasons"],
                "reference_date": record["reference_date"],
                "reference_date_source": record["reference_date_source"],
                "gate_config": record["gate_config"],
                "gate_config_version": record["gate_config_version"],
                "timings_ms": record["timings_ms"],
            }
            locked.save()
            decision = decision_append(
                question=locked, user=locked.user, groups=groups, record=record, attempts=locked.attempts
            )
            Question.objects.filter(pk=locked.pk).update(
                response={**locked.response, "decision_id": decision.pk}
            )
        return True
    except IntegrityError:
        # A concurrent completion won the one-decision-per-question constraint.
        log.info("question %s already has its decision", question.pk)
        return False


def question_process(pk: int) -> str | None:
    """Run the pipeline for a question and publish the result (idempotent).

    Returns the new state, or None when the question was not claimable. ``queued`` means
    permissions changed while the pipeline ran: nothing was published, and the caller (a
    runner) must send the question again."""
    question = question_claim(pk)
    if question is None:
        return None
    if question.attempts > MAX_ATTEMPTS:
        question_fail(pk, reason=RETRIEVAL_UNAVAILABLE)
        return Question.State.FAILED
    if settings.KONKYO_TEST_TASK_DELAY:
        import time

        time.sleep(settings.KONKYO_TEST_TASK_DELAY)
    groups = selectors.user_reading_groups(user=question.user)
    decision = runtime.decide(
        text=question.text, groups=groups, today=timezone.localdate(), user_date=question.user_date
    )
    # Permissions may have changed while the pipeline ran, or an admin change may not have
    # reached this worker's index yet: publish only what was searched under current ones.
    changed = selectors.user_reading_groups(user=question.user) != groups
    if not changed and not _index_shows_what_user_may_read(decision, user=question.user, groups=groups):
        runtime.collection_cache_clear()  # the re-run rebuilds the index from the database
        changed = True
    if changed:
        Question.objects.filter(pk=pk, state=Question.State.RUNNING).update(state=Question.State.QUEUED)
        return Question.State.QUEUED
    record = decision_to_dict(decision)
    state = STATE_FOR_OUTCOME[decision.outcome]
    _finalize(question, state=state, record=record, groups=sorted(groups))
    return state


def _index_shows_what_user_may_read(decision, *, user, groups: frozenset[str]) -> bool:
    """Whether the index the pipeline searched showed the user exactly the passages the
    database lets them read on the reference date. A version's groups, validity or deletion
    reach a worker's in-memory index only with the next index refresh (a task, possibly
    still queued), so a stale index could cite, or be swayed by, what the user lost."""
    collection = runtime.portal_collection()
    if collection.index_version != decision.index_version:
        return False  # the index changed while the pipeline ran
    day = decision.reference_date
    searched = {
        collection.records[i].passage_id for i in np.flatnonzero(collection.visible_mask(groups, day))
    }
    readable = selectors.visible_passages(user=user, as_of=day).values_list("pk", flat=True)
    return searched == {str(pk) for pk in readable}


def question_fail(pk: int, *, reason: str) -> bool:
    """End a question that cannot be answered (poison, time-out) with an outage hold."""
    assert reason in (RETRIEVAL_UNAVAILABLE, TIMED_OUT)
    question = Question.objects.select_related("user").get(pk=pk)
    config = runtime.gate_config_active()
    hold = compose_hold([reason], analysis=None, question=question.text, candidates=[], config=config)
    today = timezone.localdate()
    record = {
        "outcome": HOLD,
        "hold_reasons": [reason],
        "decision_value": None,
        "decision_score": config.decision_score,
        "threshold": config.threshold,
        "gate_config": config.name,
        "gate_config_version": config.version,
        "reference_date": (question.user_date or today).isoformat(),
        "reference_date_source": "user" if question.user_date else "today",
        "reranker": "",
        "dense_model": "",
        "index_version": "",
        "candidates": [],
        "response": response_to_dict(Response(HOLD, (), (), hold)),
        "timings_ms": {},
    }
    groups = sorted(selectors.user_reading_groups(user=question.user))
    return _finalize(question, state=Question.State.FAILED, record=record, groups=groups)


def questions_requeue_stuck(*, older_than: timedelta | None = None) -> list[int]:
    """Put back in the queue questions stuck in queued (lost publish, broker restart), and
    running questions whose worker died long enough ago that no time limit can still be
    pending; returns those it put back, for the runner's sweeper to send again."""
    from django.db.models import Q

    now = timezone.now()
    if older_than is None:
        older_than = timedelta(seconds=settings.KONKYO_SWEEP_STUCK_AFTER)
    dead_after = timedelta(seconds=settings.TASK_HARD_TIME_LIMIT * 2)
    stuck_q = Q(state=Question.State.QUEUED, enqueued_at__lt=now - older_than) | Q(
        state=Question.State.RUNNING, started_at__lt=now - dead_after
    )
    stuck = list(Question.objects.filter(stuck_q).values_list("pk", flat=True)[:500])
    return [
        pk
        for pk in stuck
        if Question.objects.filter(Q(pk=pk) & stuck_q).update(enqueued_at=now, state=Question.State.QUEUED)
    ]
