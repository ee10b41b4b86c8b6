"""End to end with real Celery worker processes on Redis and PostgreSQL (not eager mode)."""

import pytest
from django.test import Client

from grading.log import decision_log_verify
from grading.models import Decision
from portal.models import Question
from tests import demo_world
from tests.workers import Worker, purge_queue, wait_for

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def world(settings):
    assert not settings.KONKYO_TASKS_IN_PROCESS, "services tests need REDIS_URL"
    purge_queue()
    return demo_world.build()


def test_submit_poll_final_state_and_decision(world, artifacts_dir):
    worker = Worker(artifacts_dir / "worker-e2e.log")
    try:
        client = Client()
        client.force_login(world["tanaka"])
        response = client.post(
            "/api/questions/",
            {"question": "P-20 日本向けの返品は何日以内に申請しますか？"},
            content_type="application/json",
        )
        assert response.status_code == 202
        url = response["Location"]
        body = wait_for(
            lambda: (b := client.get(url).json())["state"] in {"answered", "held", "partial", "failed"} and b,
            timeout=90,
            what="the worker to answer",
        )
        assert body["state"] == "answered"
        assert "14日以内" in " ".join(s["text"] for s in body["response"]["statements"])
        q = Question.objects.get(pk=body["id"])
        assert q.attempts == 1
        assert Decision.objects.filter(question=q).count() == 1
    finally:
        worker.stop()


def test_worker_killed_mid_question_then_restarted_gives_exactly_one_decision(world, artifacts_dir):
    # The task sleeps 6 s once running; visibility timeout 12 s > hard limit 10 s.
    env = {
        "KONKYO_TEST_TASK_DELAY": "6",
        "KONKYO_TASK_SOFT_TIME_LIMIT": "9",
        "KONKYO_TASK_HARD_TIME_LIMIT": "10",
        "KONKYO_VISIBILITY_TIMEOUT": "12",
    }
    first = Worker(artifacts_dir / "worker-kill-1.log", **env)
    second = None
    try:
        client = Client()
        client.force_login(world["tanaka"])
        response = client.post(
            "/api/questions/",
            {"question": "P-20 日本向けの返品は何日以内に申請しますか？"},
            content_type="application/json",
        )
        pk = response.json()["id"]
        wait_for(
            lambda: Question.objects.get(pk=pk).state == "running", timeout=90, what="the question to start"
        )
        first.kill()
        assert Question.objects.get(pk=pk).state == "running"
        assert not Decision.objects.filter(question_id=pk).exists()
        second = Worker(artifacts_dir / "worker-kill-2.log", **env)
        q = wait_for(
            lambda: (q := Question.objects.get(pk=pk)).is_final and q,
            timeout=120,
            what="redelivery after the kill",
        )
        assert q.state == "answered"
        assert q.attempts == 2
        assert Decision.objects.filter(question_id=pk).count() == 1
        assert decision_log_verify().ok
    finally:
        first.stop()
        if second is not None:
            second.stop()
