"""The in-process runner's time limits: no question holds a task thread past its budget."""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future

import pytest
from django.utils import timezone

from grading.models import Decision
from portal import inprocess
from portal.models import Question
from retrieval import runtime
from tests import demo_world

pytestmark = pytest.mark.django_db(transaction=True)  # the task thread reads what the test wrote


@pytest.fixture
def world(settings):
    settings.TASK_SOFT_TIME_LIMIT = 0.5
    settings.TASK_HARD_TIME_LIMIT = 1.5
    return demo_world.build()


class StuckStage:
    """A pipeline that runs on in Python until released (or for 8 s, then fails)."""

    def __init__(self, *, ignores_interrupts: bool = False) -> None:
        self.ignores_interrupts = ignores_interrupts
        self.release = threading.Event()
        self.interrupts: list[str] = []

    def __call__(self, **kwargs):
        give_up = time.monotonic() + 8
        while time.monotonic() < give_up and not self.release.is_set():
            try:
                while time.monotonic() < give_up and not self.release.is_set():
                    pass
            except BaseException as exc:  # noqa: BLE001 - the point is to see what arrives
                self.interrupts.append(type(exc).__name__)
                if not self.ignores_interrupts:
                    raise
        raise RuntimeError("the stage gave up on its own")


def ask_in_process(user) -> tuple[Question, Future]:
    question = Question.objects.create(user=user, text="P-20 の返品期限は？", enqueued_at=timezone.now())
    return question, inprocess.submit(question.pk)


def final(question: Question, *, within: float) -> Question:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        question.refresh_from_db()
        if question.is_final:
            return question
        time.sleep(0.05)
    pytest.fail(f"question still {question.state} after {within} s")


def test_a_question_past_the_soft_limit_ends_timed_out_and_frees_its_thread(world, monkeypatch):
    stage = StuckStage()
    monkeypatch.setattr(runtime, "decide", stage)
    try:
        question, task = ask_in_process(world["tanaka"])
        question = final(question, within=5)
        task.result(timeout=2)  # the thread is back in the pool while the stage is not released
    finally:
        stage.release.set()
    assert stage.interrupts == ["TaskTimeLimitExceeded"]
    assert question.state == Question.State.FAILED
    assert question.response["hold_reasons"] == ["timed_out"]
    assert Decision.objects.get(question=question).hold_reasons == ["timed_out"]


def test_a_thread_that_ignores_the_soft_limit_still_ends_its_question_at_the_hard_limit(world, monkeypatch):
    stage = StuckStage(ignores_interrupts=True)
    monkeypatch.setattr(runtime, "decide", stage)
    try:
        question, task = ask_in_process(world["tanaka"])
        question = final(question, within=5)
        assert not task.done()  # the stage still holds the thread; the question is ended anyway
    finally:
        stage.release.set()
    task.result(timeout=5)
    assert stage.interrupts == ["TaskTimeLimitExceeded"]
    assert question.state == Question.State.FAILED
    assert question.response["hold_reasons"] == ["timed_out"]
    # The released stage then failed: the question keeps its one timed_out decision.
    assert Decision.objects.filter(question=question).count() == 1
    assert Question.objects.get(pk=question.pk).response["hold_reasons"] == ["timed_out"]
