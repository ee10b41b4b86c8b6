"""The model-time budget (KONKYO_MODEL_BUDGET_SECONDS) ends a heavy question with a ``timed_out``
hold in both runners: the embedded default's task threads and a Celery worker's task. The
reader is the real ``AnswerReader`` whose network forward really sleeps
(``tests.retrieval.test_model_budget.SlowNet``); the soft time limit stays at its default."""

from __future__ import annotations

import time

import pytest
from django.utils import timezone

from grading.models import Decision
from portal import inprocess, tasks
from portal.models import Question
from retrieval import runtime
from retrieval.gate_models import GateConfiguration
from tests import demo_world
from tests.retrieval.test_answer_gate import CONFIG
from tests.retrieval.test_model_budget import BATCH, BUDGET, SPLIT, slow_reader

HEAVY = "P-20 の返品期限と返品の問い合わせ先はそれぞれ何ですか？返品はどこに申請しますか？"


@pytest.fixture
def world(settings, monkeypatch):
    settings.KONKYO_MODEL_BUDGET_SECONDS = BUDGET
    assert settings.TASK_SOFT_TIME_LIMIT >= 60
    built = demo_world.build()
    GateConfiguration.objects.filter(is_active=True).update(is_active=False)
    fields = {**GateConfiguration.fields_from_core(CONFIG), "name": "test-answer-bm25"}
    GateConfiguration.objects.create(version=1, is_active=True, **fields)  # the answerability gate, on BM25
    reader = slow_reader()
    monkeypatch.setattr(runtime, "reranker_current", lambda: reader)
    built["reader"] = reader
    return built


def ask(user) -> Question:
    return Question.objects.create(user=user, text=HEAVY, enqueued_at=timezone.now())


def assert_held_timed_out(question: Question, reader) -> None:
    question.refresh_from_db()
    assert question.state == Question.State.HELD  # decided by the pipeline, not failed by a limit
    assert question.response["hold_reasons"] == ["timed_out"]
    assert any(SPLIT in step for step in question.response["hold"]["next_steps"])
    decision = Decision.objects.get(question=question)
    assert decision.hold_reasons == ["timed_out"]
    assert decision.error.startswith("ModelBudgetExceeded")
    assert decision.timings_ms["model"] < (BUDGET + BATCH) * 1000
    assert reader._net.batches == 2  # the third batch was refused


@pytest.mark.django_db(transaction=True)  # the task thread reads what the test wrote
def test_in_process_a_heavy_question_ends_timed_out_at_its_model_budget(world):
    question = ask(world["tanaka"])
    started = time.monotonic()
    inprocess.submit(question.pk).result(timeout=30)
    assert time.monotonic() - started < 10  # the soft time limit is 120 s
    assert_held_timed_out(question, world["reader"])


@pytest.mark.django_db
def test_in_a_celery_task_a_heavy_question_ends_timed_out_at_its_model_budget(world):
    question = ask(world["tanaka"])
    started = time.monotonic()
    assert tasks.answer_question.apply(args=(question.pk,)).get() == Question.State.HELD
    assert time.monotonic() - started < 10
    assert_held_timed_out(question, world["reader"])
