"""One rate limit for every way of asking: the API and the ask form share it (issue #15 item 4)."""

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient
from rest_framework.throttling import SimpleRateThrottle

from portal.models import Question
from tests import demo_world

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def two_questions_an_hour(monkeypatch):
    monkeypatch.setitem(SimpleRateThrottle.THROTTLE_RATES, "questions", "2/hour")
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def world():
    return demo_world.build()


def ask_api(user):
    api = APIClient()
    api.force_authenticate(user)
    return api.post("/api/questions/", {"question": "P-20 の返品期限は？"}, format="json")


def ask_form(client, user):
    client.force_login(user)
    return client.post("/", {"question": "P-20 の返品期限は？", "reference_date": ""})


def test_the_ask_form_is_refused_once_the_api_has_used_the_limit(world, client):
    assert [ask_api(world["tanaka"]).status_code for _ in range(3)] == [202, 202, 429]
    refused = ask_form(client, world["tanaka"])
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 0
    assert "質問の送信が多すぎます" in refused.content.decode()
    assert Question.objects.filter(user=world["tanaka"]).count() == 2


def test_the_api_is_refused_once_the_ask_form_has_used_the_limit(world, client):
    assert [ask_form(client, world["tanaka"]).status_code for _ in range(2)] == [302, 302]
    assert ask_api(world["tanaka"]).status_code == 429
    assert ask_form(client, world["tanaka"]).status_code == 429
    assert Question.objects.filter(user=world["tanaka"]).count() == 2


def test_the_limit_is_per_user(world, client):
    for _ in range(2):
        ask_api(world["tanaka"])
    assert ask_form(client, world["suzuki"]).status_code == 302
    assert ask_api(world["suzuki"]).status_code == 202


def test_the_refusal_is_in_english_for_english_readers(world, client):
    for _ in range(2):
        ask_api(world["tanaka"])
    client.cookies["django_language"] = "en"
    refused = ask_form(client, world["tanaka"])
    assert refused.status_code == 429
    assert "Too many questions" in refused.content.decode()


def test_an_unreachable_cache_lets_the_question_through_and_logs_it(
    rf, django_user_model, monkeypatch, caplog
):
    """A Redis outage must not turn asking into a 500 (chaos: a question asked while Redis is
    down is stored and published later); the limit is not checked and the outage is logged."""
    from redis.exceptions import ConnectionError as RedisConnectionError

    from portal.throttles import QuestionRateThrottle, question_rate_wait

    class DownCache:
        def get(self, *args, **kwargs):
            raise RedisConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

        set = get

    monkeypatch.setattr(QuestionRateThrottle, "cache", DownCache())
    request = rf.post("/")
    request.user = django_user_model.objects.create_user("outage")
    with caplog.at_level("WARNING", logger="portal.throttles"):
        assert question_rate_wait(request) is None
    assert "cache unavailable" in caplog.text
