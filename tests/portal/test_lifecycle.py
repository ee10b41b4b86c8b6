"""Lifecycle edges: poison questions end failed, the sweeper re-enqueues, permissions re-checked."""

from datetime import timedelta

import pytest
from django.utils import timezone

from grading.models import Decision
from portal import dispatch, inprocess, questions, tasks
from portal.models import Question
from tests import demo_world, factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return demo_world.build()


def test_poison_question_ends_failed_with_outage_hold_after_max_attempts(world):
    q = dispatch.question_submit(user=world["tanaka"], text="P-20 の返品期限は？")
    Question.objects.filter(pk=q.pk).update(attempts=questions.MAX_ATTEMPTS, state="running")
    assert questions.question_process(q.pk) == "failed"
    q.refresh_from_db()
    assert q.state == "failed"
    assert q.response["hold"]["reasons"] == ["retrieval_unavailable"]
    assert "もう一度お試しください" in " ".join(q.response["hold"]["next_steps"])  # an outage invites a retry
    assert Decision.objects.get(question=q).hold_reasons == ["retrieval_unavailable"]


def test_timed_out_question_is_failed_with_timed_out_reason(world):
    q = dispatch.question_submit(user=world["tanaka"], text="P-20 の返品期限は？")
    assert questions.question_fail(q.pk, reason="timed_out") is True
    q.refresh_from_db()
    assert q.state == "failed" and q.response["hold_reasons"] == ["timed_out"]
    assert questions.question_fail(q.pk, reason="timed_out") is False  # already final
    assert Decision.objects.filter(question=q).count() == 1


def test_sweeper_re_enqueues_stuck_queued_and_dead_running_questions(world, settings):
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
    assert sorted(questions.questions_requeue_stuck()) == sorted([stuck.pk, dead.pk])
    assert Question.objects.get(pk=dead.pk).state == "queued"
    assert Question.objects.get(pk=alive.pk).state == "running"
    assert Question.objects.get(pk=done.pk).state == "answered"
    assert Question.objects.get(pk=fresh.pk).enqueued_at == fresh.enqueued_at  # not re-stamped
    assert questions.questions_requeue_stuck() == []  # re-stamped: not stuck again at once


def test_in_process_sweeper_submits_what_it_put_back_to_its_pool(monkeypatch):
    sent = []
    monkeypatch.setattr(questions, "questions_requeue_stuck", lambda: [7, 9])
    monkeypatch.setattr(inprocess, "submit", sent.append)
    inprocess.sweep_if_due(period=0)
    assert sent == [7, 9]


def test_celery_sweeper_sends_what_it_put_back_as_tasks(monkeypatch):
    sent = []
    monkeypatch.setattr(questions, "questions_requeue_stuck", lambda: [7, 9])
    monkeypatch.setattr(tasks.answer_question, "delay", sent.append)
    assert tasks.sweep_stuck_questions() == 2
    assert sent == [7, 9]


@pytest.mark.parametrize(("state", "sent_again"), [("queued", True), ("answered", False), (None, False)])
def test_in_process_runner_resubmits_a_question_the_re_check_put_back(monkeypatch, state, sent_again):
    sent = []
    monkeypatch.setattr(questions, "question_process", lambda pk: state)
    monkeypatch.setattr(inprocess, "submit", sent.append)
    monkeypatch.setattr(inprocess, "close_old_connections", lambda: None)  # keep the test's transaction
    inprocess._run(5)
    assert sent == ([5] if sent_again else [])


@pytest.mark.parametrize(("state", "sent_again"), [("queued", True), ("answered", False), (None, False)])
def test_celery_task_resends_a_question_the_re_check_put_back(world, monkeypatch, state, sent_again):
    q = Question.objects.create(user=world["tanaka"], text="a", enqueued_at=timezone.now())
    sent = []
    monkeypatch.setattr(questions, "question_process", lambda pk: state)
    monkeypatch.setattr(tasks.answer_question, "delay", sent.append)
    assert tasks.answer_question(q.pk) == state
    assert sent == ([q.pk] if sent_again else [])


@pytest.mark.parametrize("in_process", [True, False])
def test_dispatch_sends_to_the_configured_runner(monkeypatch, settings, in_process):
    pool, celery = [], []
    monkeypatch.setattr(inprocess, "submit", pool.append)
    monkeypatch.setattr(tasks.answer_question, "delay", celery.append)
    settings.KONKYO_TASKS_IN_PROCESS = in_process
    dispatch.question_dispatch(3)
    assert (pool, celery) == (([3], []) if in_process else ([], [3]))


def test_task_rechecks_permissions_before_publishing(world, monkeypatch):
    """Access revoked while the pipeline ran: nothing is published; the question is re-run."""
    from retrieval import runtime

    q = dispatch.question_submit(user=world["suzuki"], text="取引先への支払は翌月何日ですか？")
    real_decide = runtime.decide

    def decide_then_revoke(**kwargs):
        decision = real_decide(**kwargs)
        world["suzuki"].groups.remove(factories.group("accounting"))
        return decision

    monkeypatch.setattr(runtime, "decide", decide_then_revoke)
    assert questions.question_process(q.pk) == "queued"  # the runner sends it again
    assert Question.objects.get(pk=q.pk).state == "queued"
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
