"""Login throttling: repeated failures lock the name out, for existing and unknown names alike."""

import pytest
from django.core.cache import cache
from django.test import Client

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


# --- one lockout for every login path, per name and client address (issue #15 items 2, 3) ---


def admin_attempt(client, username, password):
    # The admin's own login form: open to anonymous visitors (Django marks it public) and to
    # signed-in users, who could try another account's password there.
    return client.post("/admin/login/?next=/admin/", {"username": username, "password": password})


def test_admin_login_is_locked_out_too(client):
    factories.staff_user("kanri", "admin", "employee", "all-staff")
    employee = factories.user("tanaka", "employee", "all-staff")
    client.force_login(employee)
    for _ in range(3):
        assert admin_attempt(client, "kanri", "wrong").status_code == 200
    locked = admin_attempt(client, "kanri", "pw-for-tests-0")
    assert locked.status_code == 200
    assert "一時的にロック" in locked.content.decode()
    assert client.session["_auth_user_id"] == str(employee.pk)


def test_failures_on_the_admin_login_count_on_the_login_page(client):
    factories.user("tanaka", "employee", "all-staff")
    insider = Client()
    insider.force_login(factories.user("suzuki", "employee", "all-staff"))
    admin_attempt(insider, "tanaka", "wrong")
    admin_attempt(insider, "tanaka", "wrong")
    attempt(client, "tanaka", "wrong")
    assert "一時的にロック" in attempt(client, "tanaka", "pw-for-tests-0").content.decode()
    assert "_auth_user_id" not in client.session


def test_every_authenticate_call_is_refused_while_locked(client, rf):
    from django.contrib.auth import authenticate

    factories.user("tanaka", "employee", "all-staff")
    for _ in range(3):
        attempt(client, "tanaka", "wrong")
    assert (
        authenticate(rf.post("/", REMOTE_ADDR="127.0.0.1"), username="tanaka", password="pw-for-tests-0")
        is None
    )


def test_failures_from_one_address_do_not_lock_the_name_from_another(client):
    tanaka = factories.user("tanaka", "employee", "all-staff")
    for _ in range(4):
        client.post("/accounts/login/", {"username": "tanaka", "password": "x"}, REMOTE_ADDR="203.0.113.9")
    locked = client.post(
        "/accounts/login/", {"username": "tanaka", "password": "pw-for-tests-0"}, REMOTE_ADDR="203.0.113.9"
    )
    assert "一時的にロック" in locked.content.decode()
    own = client.post(
        "/accounts/login/", {"username": "tanaka", "password": "pw-for-tests-0"}, REMOTE_ADDR="198.51.100.7"
    )
    assert own.status_code == 302 and client.session["_auth_user_id"] == str(tanaka.pk)


def test_the_client_address_comes_from_the_proxy_header_when_configured(client, settings):
    settings.KONKYO_CLIENT_ADDRESS_HEADER = "X-Forwarded-For"
    factories.user("tanaka", "employee", "all-staff")
    for _ in range(3):  # the attacker's proxy-appended address is the last entry
        client.post(
            "/accounts/login/",
            {"username": "tanaka", "password": "x"},
            HTTP_X_FORWARDED_FOR="198.51.100.7, 203.0.113.9",
        )
    ok = client.post(
        "/accounts/login/",
        {"username": "tanaka", "password": "pw-for-tests-0"},
        HTTP_X_FORWARDED_FOR="203.0.113.10",
    )
    assert ok.status_code == 302


def test_an_admin_unlocks_a_name_with_the_command(client):
    from django.core.management import call_command

    factories.user("tanaka", "employee", "all-staff")
    for _ in range(3):
        attempt(client, "tanaka", "wrong")
    assert "一時的にロック" in attempt(client, "tanaka", "pw-for-tests-0").content.decode()
    call_command("unlock_login", "Tanaka")  # the name as typed, any case
    assert attempt(client, "tanaka", "pw-for-tests-0").status_code == 302
