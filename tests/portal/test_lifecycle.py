"""Lifecycle edges: poison questions end failed, the sweeper re-enqueues, permissions re-checked."""

from datetime import timedelta

import pytest
from django.utils import timezone

from grading.models import Decision
from portal import questions
from portal.models import Question
from tests import demo_world, factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return demo_world.build()


def test_poison_question_ends_failed_with_outage_hold_after_max_attempts(world):
    q = questions.question_submit(user=world["tanaka"], text="P-20 の返品期限は？")
    Question.objects.filter(pk=q.pk).update(attempts=questions.MAX_ATTEMPTS, state="running")
    assert questions.question_process(q.pk) == "failed"
    q.refresh_from_db()
    assert q.state == "failed"
    assert q.response["hold"]["reasons"] == ["retrieval_unavailable"]
    assert "もう一度お試しください" in " ".join(q.response["hold"]["next_steps"])  # an outage invites a retry
    assert Decision.objects.get(question=q).hold_reasons == ["retrieval_unavailable"]


def test_timed_out_question_is_failed_with_timed_out_reason(world):
    q = questions.question_submit(user=world["tanaka"], text="P-20 の返品期限は？")
    assert questions.question_fail(q.pk, reason="timed_out") is True
    q.refresh_from_db()
    assert q.state == "failed" and q.response["hold_reasons"] == ["timed_out"]
    assert questions.question_fail(q.pk, reason="timed_out") is False  # already final
    assert Decision.objects.filter(question=q).count() == 1


def test_sweeper_re_enqueues_stuck_queued_and_dead_running_questions(world, monkeypatch, settings):
    sent = []
    monkeypatch.setattr(questions, "question_dispatch", sent.append)
    fresh = Question.objects.create(user=world["tanaka"], text="a", enqueued_at=timezone.now())
    stuck = Question.objects.create(
        user=world["tanaka"], text="b", enqueued_at=timezone.now() - timedelta(minutes=5)
    )
    dead = Question.objects.create(
        user=world["tanaka"],
        text="c",
        state="running",
        started_at=timezone.now() - timedelta(seconds=settings.TASK_HARD_TIME_LIMIT * 3),
    )
    alive = Question.objects.create(
        user=world["tanaka"], text="d", state="running", started_at=timezone.now()
    )
    done = Question.objects.create(
        user=world["tanaka"], text="e", state="answered", enqueued_at=timezone.now() - timedelta(hours=1)
    )
    assert sorted(questions.questions_sweep()) == sorted([stuck.pk, dead.pk])
    assert sorted(sent) == sorted([stuck.pk, dead.pk])
    assert Question.objects.get(pk=dead.pk).state == "queued"
    assert {fresh.pk, alive.pk, done.pk}.isdisjoint(sent)


def test_task_rechecks_permissions_before_publishing(world, monkeypatch):
    """Access revoked while the pipeline ran: nothing is published; the question is re-run."""
    from retrieval import runtime

    q = questions.question_submit(user=world["suzuki"], text="取引先への支払は翌月何日ですか？")
    real_decide = runtime.decide
    redispatched = []
    monkeypatch.setattr(questions, "question_dispatch", redispatched.append)

    def decide_then_revoke(**kwargs):
        decision = real_decide(**kwargs)
        world["suzuki"].groups.remove(factories.group("accounting"))
        return decision

    monkeypatch.setattr(runtime, "decide", decide_then_revoke)
    assert questions.question_process(q.pk) == "queued"
    assert redispatched == [q.pk]
    assert not Decision.objects.filter(question=q).exists()
    monkeypatch.setattr(runtime, "decide", real_decide)
    questions.question_process(q.pk)
    q.refresh_from_db()
    assert q.state == "held"
    assert "CANARY" not in str(q.response) and "25日" not in str(q.response)


def test_warm_up_loads_the_index_before_the_first_question(world):
    from portal.warmup import warm_up
    from retrieval import runtime

    runtime.collection_cache_clear()
    warm_up()
    assert runtime._cache["collection"] is not None
    assert len(runtime._cache["collection"].records) == 3  # the demo world's passages
