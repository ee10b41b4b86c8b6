"""Fair sharing across real Celery worker processes (issue #39 item 3): the per-user cap is
counted in the database, so it holds for every worker together; a capped question goes back
to the broker with a short countdown and the worker takes someone else's."""

from __future__ import annotations

import time

import pytest

from portal import dispatch
from portal.models import Question
from tests import demo_world
from tests.workers import Worker, purge_queue, wait_for

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]
HEAVY_SECONDS = 1.5  # every question keeps its worker this long (KONKYO_TEST_TASK_DELAY)
BURST = 6
# The stated bound: the other user's question is answered within this long of being sent,
# its own 1.5 s run included; behind the burst on two workers it would take about 6 s.
BOUND_SECONDS = 3.5


def run_burst(artifacts_dir, *, cap: int) -> float:
    world = demo_world.build()
    env = {"KONKYO_TEST_TASK_DELAY": str(HEAVY_SECONDS), "KONKYO_USER_CONCURRENCY": str(cap)}
    workers = [Worker(artifacts_dir / f"worker-fair-{cap}-{i}.log", **env) for i in range(2)]
    try:
        warm = dispatch.question_submit(user=world["nobody"], text="P-20 の返品期限は？")
        wait_for(lambda: Question.objects.get(pk=warm.pk).is_final, timeout=120, what="a worker to start")
        burst = [
            dispatch.question_submit(user=world["tanaka"], text="P-20 の返品期限は？") for _ in range(BURST)
        ]
        wait_for(
            lambda: Question.objects.filter(pk__in=[q.pk for q in burst], state="running").exists(),
            timeout=30,
            what="the burst to start",
        )
        sent = time.monotonic()
        other = dispatch.question_submit(user=world["suzuki"], text="P-20 の返品期限は？")
        wait_for(lambda: Question.objects.get(pk=other.pk).is_final, timeout=60, what="the other question")
        waited = time.monotonic() - sent
        print(f"cap {cap}: the other user's question took {waited:.2f} s")
        wait_for(
            lambda: all(q.is_final for q in Question.objects.filter(pk__in=[q.pk for q in burst])),
            timeout=90,
            what="the burst to finish",
        )
        assert set(Question.objects.filter(pk__in=[q.pk for q in burst]).values_list("state", flat=True)) == {
            "answered"
        }
        return waited
    finally:
        for worker in workers:
            worker.stop()


@pytest.fixture
def world_ready(settings):
    assert not settings.KONKYO_TASKS_IN_PROCESS, "services tests need REDIS_URL"
    purge_queue()


def test_a_burst_does_not_delay_another_users_question_across_workers(world_ready, artifacts_dir):
    waited = run_burst(artifacts_dir, cap=1)
    assert waited <= BOUND_SECONDS, f"the other user's question took {waited:.2f} s"


def test_control_without_the_cap_it_waits_behind_the_burst(world_ready, artifacts_dir):
    assert run_burst(artifacts_dir, cap=BURST) > BOUND_SECONDS
