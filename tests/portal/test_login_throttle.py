"""Login throttling: repeated failures lock the name out, for existing and unknown names alike."""

import pytest
from django.core.cache import cache

from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_cache(settings):
    settings.KONKYO_LOGIN_MAX_FAILURES = 3
    cache.clear()
    yield
    cache.clear()


def attempt(client, username, password):
    return client.post("/accounts/login/", {"username": username, "password": password})


def test_lockout_after_repeated_failures_even_with_the_right_password(client):
    factories.user("tanaka", "employee", "all-staff")
    for _ in range(3):
        response = attempt(client, "tanaka", "wrong")
        assert response.status_code == 200 and "正しくありません" in response.content.decode()
    locked = attempt(client, "tanaka", "pw-for-tests-0")
    assert locked.status_code == 200
    assert "一時的にロック" in locked.content.decode()
    assert "_auth_user_id" not in client.session


def test_unknown_name_gets_the_same_lockout_so_existence_does_not_leak(client):
    for _ in range(3):
        attempt(client, "nobody-here", "x")
    assert "一時的にロック" in attempt(client, "nobody-here", "x").content.decode()


def test_success_before_the_limit_clears_the_count(client):
    factories.user("tanaka", "employee", "all-staff")
    attempt(client, "tanaka", "wrong")
    attempt(client, "tanaka", "wrong")
    assert attempt(client, "tanaka", "pw-for-tests-0").status_code == 302
    client.logout()
    for _ in range(2):
        attempt(client, "tanaka", "wrong")
    assert attempt(client, "tanaka", "pw-for-tests-0").status_code == 302
