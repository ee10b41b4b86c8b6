"""The question lifecycle: create, claim, decide, finalize — each step safe to repeat.

Which runner answers a question (a Celery worker or the in-process pool) is
``portal.dispatch``'s choice; nothing here sends work anywhere, so the runners can import
this module without a circle. A step that puts a question back in the queue says so, and
the runner that called it sends it again."""

from __future__ import annotations

import logging
import threading
from datetime import date, timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone

from grading.log import decision_append
from portal.models import Question
from portal.question_input import question_input_clean
from retrieval import runtime, selectors
from retrieval.core.compose import compose_hold
from retrieval.core.pipeline import reference_date
from retrieval.core.serialize import decision_to_dict
from retrieval.core.text import parse_date_mentions
from retrieval.core.types import (
    ACCOUNT_INACTIVE,
    HOLD,
    PARTIAL,
    PASS,
    RETRIEVAL_UNAVAILABLE,
    TIMED_OUT,
    Decision,
    Response,
)
from retrieval.models import IndexState

log = logging.getLogger(__name__)
MAX_ATTEMPTS = 3
# question_claim's answer while the asker's other questions take their share of the workers.
BUSY = "busy"
_claim_lock = threading.Lock()
STATE_FOR_OUTCOME = {
    PASS: Question.State.ANSWERED,
    HOLD: Question.State.HELD,
    PARTIAL: Question.State.PARTIAL,
}


def question_create(*, user, text: str, user_date: date | None = None) -> Question:
    """Store the question as queued (``portal.dispatch.question_submit`` also sends it)."""
    cleaned, user_date = question_input_clean(text=text, user_date=user_date)
    return Question.objects.create(user=user, text=cleaned, user_date=user_date, enqueued_at=timezone.now())


def _running_abandoned(*, now, after: timedelta) -> Q:
    """Running, but started longer than ``after`` ago (or never stamped): no run of it can
    still be going on."""
    return Q(state=Question.State.RUNNING) & (Q(started_at__isnull=True) | Q(started_at__lt=now - after))


def _running_for(user_id: int, *, now, other_than: int) -> int:
    """The user's questions running now (started within the hard time limit), but ``other_than``."""
    since = now - timedelta(seconds=settings.TASK_HARD_TIME_LIMIT)
    return (
        Question.objects.filter(user_id=user_id, state=Question.State.RUNNING, started_at__gte=since)
        .exclude(pk=other_than)
        .count()
    )


def question_claim(pk: int) -> Question | None | str:
    """Conditional UPDATE that counts the attempt: a queued question, or a running one whose
    run started longer ago than the hard time limit (its worker died; the broker redelivered
    it). A duplicate delivery while the first run is still within its limit claims nothing.

    ``BUSY`` (nothing claimed, no attempt counted) while the asker already has
    ``KONKYO_USER_CONCURRENCY`` questions running: one person's burst never takes every
    worker, and the runner sends the question again shortly. Claims of one user are
    serialized (their user row locked; within a process, a lock) so two workers cannot
    both take the last slot."""
    now = timezone.now()
    claimable = Q(state=Question.State.QUEUED) | _running_abandoned(
        now=now, after=timedelta(seconds=settings.TASK_HARD_TIME_LIMIT)
    )
    with _claim_lock, transaction.atomic():
        owner = Question.objects.filter(Q(pk=pk) & claimable).values_list("user_id", flat=True).first()
        if owner is None:
            return None
        list(get_user_model().objects.select_for_update().filter(pk=owner).values_list("pk", flat=True))
        if _running_for(owner, now=now, other_than=pk) >= settings.KONKYO_USER_CONCURRENCY:
            return BUSY
        claimed = Question.objects.filter(Q(pk=pk) & claimable).update(
            state=Question.State.RUNNING, stage="retrieving", attempts=F("attempts") + 1, started_at=now
        )
    if not claimed:
        return None
    return Question.objects.select_related("user").get(pk=pk)


def question_release(pk: int) -> bool:
    """Put a running question back in the queue (its run stopped on a transient error and
    the runner retries it); False when it is no longer running."""
    return bool(
        Question.objects.filter(pk=pk, state=Question.State.RUNNING).update(state=Question.State.QUEUED)
    )


def _finalize(question: Question, *, state: str, record: dict, groups: list[str]) -> bool:
    """Final state + its decision in one transaction; False when it was already final.

    ``record`` is ``decision_to_dict``'s: JSON-ready, except the reference date, which stays
    a date for the two date columns and becomes text only in the stored response."""
    try:
        with transaction.atomic():
            locked = Question.objects.select_for_update().get(pk=question.pk)
            if locked.is_final:
                return False
            locked.state = state
            locked.stage = ""
            locked.finished_at = timezone.now()
            locked.reference_date = record["reference_date"]
            locked.reference_date_source = record["reference_date_source"]
            locked.response = {
                **record["response"],
                "hold_reasons": record["hold_reasons"],
                "reference_date": record["reference_date"].isoformat(),
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
                response={**locked.response, "decision_id": decision.pk}, decision=decision
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
    runner) must send the question again; ``BUSY`` that the asker's other questions are
    running: the runner sends it again a little later."""
    question = question_claim(pk)
    if question is None or question == BUSY:
        return question  # type: ignore[return-value]
    if question.attempts > MAX_ATTEMPTS:
        question_fail(pk, reason=RETRIEVAL_UNAVAILABLE)
        return Question.State.FAILED
    if not question.user.is_active:  # deactivated after asking: nothing is searched for them
        question_fail(pk, reason=ACCOUNT_INACTIVE)
        return Question.State.HELD
    groups = selectors.user_reading_groups(user=question.user)
    decision = runtime.decide(
        text=question.text, groups=groups, today=timezone.localdate(), user_date=question.user_date
    )
    # Permissions may have changed while the pipeline ran, or an admin change may not have
    # reached this worker's index yet: publish only what was searched under current ones.
    changed = selectors.user_reading_groups(user=question.user) != groups
    if not changed and not _index_shows_what_user_may_read(decision, user=question.user):
        runtime.collection_cache_clear()  # the re-run rebuilds the index from the database
        changed = True
    if changed:
        question_release(pk)
        return Question.State.QUEUED
    if not type(question.user).objects.filter(pk=question.user_id, is_active=True).exists():
        question_fail(pk, reason=ACCOUNT_INACTIVE)  # deactivated while the pipeline ran
        return Question.State.HELD
    state = STATE_FOR_OUTCOME[decision.outcome]
    _finalize(question, state=state, record=decision_to_dict(decision), groups=sorted(groups))
    return state


def _used_version_ids(decision: Decision) -> set[int]:
    """The versions a decision shows or was decided on: its candidates (the log names them
    all) and whatever its response cites, relates or names as found instead."""
    ids = {c.passage.version_id for c in decision.candidates}
    response = decision.response
    if response is not None:
        ids.update(c.version_id for c in (*response.citations, *response.related))
    return {int(v) for v in ids}


def _not_in_force_version_ids(decision: Decision) -> set[int]:
    """The versions a response names as stating the asked item but not in force on the day."""
    response = decision.response
    return {int(n.citation.version_id) for n in (response.not_in_force if response else ())}


def _index_shows_what_user_may_read(decision: Decision, *, user) -> bool:
    """Whether what the pipeline searched agrees with what the database lets the user read
    on the reference date. A version's groups, validity or deletion reach a worker's
    in-memory index only with the next index refresh (a task, possibly still queued), so a
    stale index could cite, or be swayed by, what the user lost.

    Checked over what the question used: the index version, and the versions among its
    candidates and citations (one query over their ids, whatever the corpus size). Only
    while an admin change's refresh is still pending can the index show the user something
    the candidates do not name (BM25's statistics are over every visible passage); then the
    whole visible set the pipeline searched is compared with the database."""
    state = IndexState.objects.filter(pk=1).values("version", "pending").first() or {
        "version": 0,
        "pending": False,
    }
    if str(state["version"]) != decision.index_version:
        return False  # the index changed while the pipeline ran
    day = decision.reference_date
    used = _used_version_ids(decision)
    if used:
        readable = set(
            selectors.visible_versions(user=user, as_of=day).filter(pk__in=used).values_list("pk", flat=True)
        )
        if readable != used:
            return False
    named = _not_in_force_version_ids(decision)
    if named:
        # Named beside the answer or hold though not in force on the day: readable, not valid.
        readable = selectors.versions_readable(groups=selectors.user_reading_groups(user=user))
        if set(readable.filter(pk__in=named).values_list("pk", flat=True)) != named:
            return False
    if not state["pending"]:
        return True
    if named:
        return False  # which rule the stale index named may have been swayed by one the user lost
    if decision.visibility is None:
        return False
    readable_passages = selectors.visible_passages(user=user, as_of=day).values_list("pk", flat=True)
    return decision.visibility.passage_ids() == {str(pk) for pk in readable_passages}


def question_fail(pk: int, *, reason: str) -> bool:
    """End a question that cannot be answered with a hold that ran no pipeline: an outage
    (poison, time-out: state failed) or an asker whose account was deactivated (held)."""
    assert reason in (RETRIEVAL_UNAVAILABLE, TIMED_OUT, ACCOUNT_INACTIVE)
    question = Question.objects.select_related("user").get(pk=pk)
    config = runtime.gate_config_active()
    hold = compose_hold([reason], analysis=None, question=question.text, candidates=[], config=config)
    today = timezone.localdate()
    day, source = reference_date(
        parse_date_mentions(question.text, today=today), today=today, user_date=question.user_date
    )
    decision = Decision(
        outcome=HOLD,
        hold_reasons=[reason],
        decision_value=None,
        threshold=config.threshold,
        config=config,
        analysis=None,
        reference_date=day,
        reference_date_source=source,
        response=Response(HOLD, (), (), hold),
        reranker="",
        dense_model="",
    )
    groups = sorted(selectors.user_reading_groups(user=question.user))
    state = Question.State.HELD if reason == ACCOUNT_INACTIVE else Question.State.FAILED
    return _finalize(question, state=state, record=decision_to_dict(decision), groups=groups)


def questions_hold_for_inactive(*, user) -> list[int]:
    """Hold every question of a deactivated user that has no answer yet; those held."""
    pending = Question.objects.filter(user=user).exclude(state__in=Question.FINAL_STATES)
    return [pk for pk in pending.values_list("pk", flat=True) if question_fail(pk, reason=ACCOUNT_INACTIVE)]


def questions_requeue_stuck(*, older_than: timedelta | None = None) -> list[int]:
    """Put back in the queue questions stuck in queued (lost publish, broker restart), and
    running questions whose worker died long enough ago that no time limit can still be
    pending; returns those it put back, for the runner's sweeper to send again."""
    now = timezone.now()
    if older_than is None:
        older_than = timedelta(seconds=settings.KONKYO_SWEEP_STUCK_AFTER)
    # Twice the hard limit: past the limit at which ``question_claim`` lets a redelivered
    # task take the question over, so the sweeper only sends what no redelivery has taken.
    dead_after = timedelta(seconds=settings.TASK_HARD_TIME_LIMIT * 2)
    stuck_q = Q(state=Question.State.QUEUED, enqueued_at__lt=now - older_than) | _running_abandoned(
        now=now, after=dead_after
    )
    stuck = list(Question.objects.filter(stuck_q).values_list("pk", flat=True)[:500])
    return [
        pk
        for pk in stuck
        if Question.objects.filter(Q(pk=pk) & stuck_q).update(enqueued_at=now, state=Question.State.QUEUED)
    ]
