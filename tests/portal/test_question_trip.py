"""One question's trip (issue #16): the claim takes only what no live run holds, the
pre-publish re-check looks only at what the question used, the log gets the decision's own
date, and the test-only delay lives in tests/."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from django.db import OperationalError, connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from grading.models import Decision
from portal import dispatch, questions, tasks
from portal.models import Question
from retrieval import runtime, selectors
from retrieval.models import DocumentVersion, IndexState
from tests import demo_world, factories

pytestmark = pytest.mark.django_db
PAYMENT = "取引先への支払は翌月何日ですか？"


@pytest.fixture
def world():
    return demo_world.build()


def running(world, *, started_ago: timedelta | None) -> Question:
    return Question.objects.create(
        user=world["tanaka"],
        text="P-20 の返品期限は？",
        state="running",
        attempts=1,
        started_at=None if started_ago is None else timezone.now() - started_ago,
    )


# --- the claim ---------------------------------------------------------------------------


def test_claim_takes_a_queued_question_and_counts_the_attempt(world):
    q = dispatch.question_submit(user=world["tanaka"], text="P-20 の返品期限は？")
    claimed = questions.question_claim(q.pk)
    assert claimed is not None and (claimed.state, claimed.attempts) == ("running", 1)


def test_duplicate_delivery_while_the_first_run_is_running_claims_nothing(world, settings):
    q = running(world, started_ago=timedelta(seconds=settings.TASK_HARD_TIME_LIMIT - 5))
    assert questions.question_claim(q.pk) is None
    assert questions.question_process(q.pk) is None  # no second run
    q.refresh_from_db()
    assert (q.state, q.attempts) == ("running", 1)
    assert not Decision.objects.filter(question=q).exists()


def test_redelivery_after_the_hard_time_limit_takes_the_question_over(world, settings):
    q = running(world, started_ago=timedelta(seconds=settings.TASK_HARD_TIME_LIMIT + 1))
    claimed = questions.question_claim(q.pk)
    assert claimed is not None and (claimed.state, claimed.attempts) == ("running", 2)
    assert timezone.now() - claimed.started_at < timedelta(seconds=5)  # re-stamped
    assert questions.question_claim(q.pk) is None  # and now held by this run


@pytest.mark.parametrize("state", ["answered", "held", "partial", "failed"])
def test_claim_never_takes_a_final_question(world, state):
    q = running(world, started_ago=timedelta(days=1))
    Question.objects.filter(pk=q.pk).update(state=state)
    assert questions.question_claim(q.pk) is None


def test_sweeper_puts_back_only_running_questions_a_redelivery_could_take_too(world, settings):
    hard = settings.TASK_HARD_TIME_LIMIT
    redeliverable = running(world, started_ago=timedelta(seconds=hard + 1))
    dead = running(world, started_ago=timedelta(seconds=2 * hard + 1))
    assert questions.questions_requeue_stuck() == [dead.pk]
    assert Question.objects.get(pk=redeliverable.pk).state == "running"
    assert questions.question_claim(dead.pk) is not None  # put back: claimable at once


def test_a_transient_error_puts_the_question_back_for_the_retry(world, monkeypatch):
    q = dispatch.question_submit(user=world["tanaka"], text="P-20 の返品期限は？")

    def claim_then_lose_the_database(pk):
        questions.question_claim(pk)
        raise OperationalError("connection lost")

    monkeypatch.setattr(questions, "question_process", claim_then_lose_the_database)
    with pytest.raises(OperationalError):
        tasks.answer_question(q.pk)
    assert Question.objects.get(pk=q.pk).state == "queued"
    assert questions.question_claim(q.pk) is not None  # the retry can run it


# --- the pre-publish re-check --------------------------------------------------------------


def test_a_candidate_version_the_user_lost_during_the_run_re_queues_the_question(world, monkeypatch):
    """Lost between the commit and the index's pending mark (no refresh known yet): only the
    versions the question used can show it."""
    q = dispatch.question_submit(user=world["suzuki"], text=PAYMENT)
    accounting = world["accounting"]
    real_decide = runtime.decide
    used = []

    def decide_then_end_the_version(**kwargs):
        decision = real_decide(**kwargs)
        used.extend(c.passage.version_id for c in decision.candidates)
        # update(): no signal, so the index is neither refreshed nor marked pending.
        DocumentVersion.objects.filter(pk=accounting.pk).update(valid_until=date(2026, 1, 2))
        return decision

    monkeypatch.setattr(runtime, "decide", decide_then_end_the_version)
    assert questions.question_process(q.pk) == "queued"
    assert str(accounting.pk) in used
    assert not IndexState.objects.get(pk=1).pending
    assert Question.objects.get(pk=q.pk).state == "queued"
    assert not Decision.objects.filter(question=q).exists()


def test_the_re_check_of_an_unchanged_world_publishes(world):
    q = dispatch.question_submit(user=world["suzuki"], text=PAYMENT)
    assert questions.question_process(q.pk) in ("answered", "held", "partial")  # published, not re-queued
    assert Decision.objects.filter(question=q).count() == 1


def _decision_for(user, text):
    return runtime.decide(
        text=text,
        groups=selectors.user_reading_groups(user=user),
        today=timezone.localdate(),
        user_date=None,
    )


def test_the_re_check_costs_a_few_queries_whatever_the_corpus_size(world, django_assert_max_num_queries):
    suzuki = world["suzuki"]
    counts = []
    for extra in (0, 40):
        for i in range(extra):
            doc = factories.document(f"EXTRA-{extra}-{i}")
            factories.version(
                doc, title=f"雑則 {i}", body=f"第{i}条 備品は総務部が管理する。", groups=("accounting",)
            )
        if extra:
            from retrieval import indexing

            indexing.index_refresh()
        decision = _decision_for(suzuki, PAYMENT)
        assert decision.candidates  # it used something to check
        with django_assert_max_num_queries(3), CaptureQueriesContext(connection) as queries:
            assert questions._index_shows_what_user_may_read(decision, user=suzuki)
        assert not any("retrieval_passage" in q["sql"] for q in queries.captured_queries)  # no passage loaded
        counts.append(len(queries.captured_queries))
    assert counts[0] == counts[1]


def test_while_a_refresh_is_pending_the_whole_searched_set_is_compared(world):
    """A version the user lost that no candidate names still sways BM25's statistics."""
    suzuki = world["suzuki"]
    doc = factories.document("ACC-OTHER")
    other = factories.version(doc, title="備品規程", body="備品は総務部が管理する。", groups=("accounting",))
    from retrieval import indexing

    indexing.index_refresh()
    decision = _decision_for(suzuki, PAYMENT)
    assert str(other.pk) not in {c.passage.version_id for c in decision.candidates}
    assert questions._index_shows_what_user_may_read(decision, user=suzuki)
    # An admin takes it from accounting; its refresh is pending (on commit, as the signal
    # would mark it), so the worker's index still shows it to suzuki.
    other.groups.set([factories.group("hr")])
    IndexState.objects.filter(pk=1).update(pending=True)
    assert not questions._index_shows_what_user_may_read(decision, user=suzuki)


# --- the log gets the decision's own values -------------------------------------------------


def test_a_failed_question_takes_its_reference_date_like_the_pipeline(world):
    q = dispatch.question_submit(user=world["tanaka"], text="2026年1月10日時点の P-20 の返品期限は？")
    assert questions.question_fail(q.pk, reason="timed_out")
    q.refresh_from_db()
    assert (q.reference_date, q.reference_date_source) == (date(2026, 1, 10), "question")
    assert q.response["reference_date"] == "2026-01-10"
    logged = Decision.objects.get(question=q)
    assert (logged.reference_date, logged.reference_date_source) == (date(2026, 1, 10), "question")


def test_the_log_gets_the_pipelines_date_not_text_parsed_back(world, monkeypatch):
    appended = []
    real_append = questions.decision_append

    def spy(**kwargs):
        appended.append(kwargs["record"]["reference_date"])
        return real_append(**kwargs)

    monkeypatch.setattr(questions, "decision_append", spy)
    q = dispatch.question_submit(user=world["tanaka"], text="P-20 の返品期限は？", user_date=date(2026, 3, 1))
    assert questions.question_process(q.pk) in ("answered", "held", "partial")
    assert appended == [date(2026, 3, 1)] and type(appended[0]) is date
    q.refresh_from_db()
    assert q.reference_date == date(2026, 3, 1) and q.response["reference_date"] == "2026-03-01"
    assert Decision.objects.get(question=q).reference_date == date(2026, 3, 1)


# --- the test-only delay ----------------------------------------------------------------------


def test_no_production_code_knows_the_test_delay():
    root = Path(__file__).resolve().parents[2]
    for package in ("portal", "retrieval", "grading", "accounts"):
        for path in (root / package).rglob("*.py"):
            assert "KONKYO_TEST_TASK_DELAY" not in path.read_text(encoding="utf-8"), path


def test_test_workers_slow_decide_from_the_environment(monkeypatch):
    from tests import celery_app

    monkeypatch.setattr(runtime, "decide", runtime.decide)  # restored after the test
    real = runtime.decide
    monkeypatch.setenv("KONKYO_TEST_TASK_DELAY", "0.01")
    celery_app._delay_decide()
    assert runtime.decide is not real and runtime.decide.__wrapped__ is real
