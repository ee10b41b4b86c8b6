"""Production hardening (issue #9 part 4), the parts tests/portal/test_settings.py does not cover:

- with DEBUG off, an exception in a page or the API gives the 500 page / a JSON 500 with no
  stack trace, exception text or SQL; a database error does not reach the API client;
- secrets come only from the environment: importing the production settings without a
  SECRET_KEY (or with a short one) fails with a message naming it; with one, that key is used,
  DEBUG is off and passwords are hashed with Argon2;
- CSRF: a session-authenticated POST to the API or the ask form without the token is 403 and
  creates nothing (and the same POST with the token is accepted, so the 403 is the token's);
- the security headers are sent on pages and API answers.
"""

from __future__ import annotations

import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import OperationalError
from django.db.backends import utils as db_utils
from django.test import Client, override_settings

from tests.fuzz.conftest import db_counts

pytestmark = [pytest.mark.fuzz]

ROOT = Path(__file__).resolve().parents[2]
SECRET_SQL = 'SELECT "portal_question"."text" FROM "portal_question" WHERE "canary_col_x9" = 1'
LEAKS = re.compile(
    r"Traceback|File \"|portal_question|SELECT|canary_col_x9|OperationalError|RuntimeError|"
    r"kaboom-x9|django\.|/work/|site-packages"
)


@pytest.fixture
def failing_question_queries(monkeypatch):
    """Every SQL statement that touches the questions table fails as a broken database would,
    with the SQL in the exception message (as PostgreSQL/SQLite errors often carry it)."""
    real_execute = db_utils.CursorWrapper.execute

    def execute(self, sql, params=None):
        if "portal_question" in sql:
            raise OperationalError(f"no such column: canary_col_x9 in {SECRET_SQL}")
        return real_execute(self, sql, params)

    monkeypatch.setattr(db_utils.CursorWrapper, "execute", execute)


def _client(world, **kwargs) -> Client:
    client = Client(raise_request_exception=False, **kwargs)
    client.force_login(world["low"])
    return client


@pytest.mark.django_db
@override_settings(DEBUG=False, DEBUG_PROPAGATE_EXCEPTIONS=False)
@pytest.mark.parametrize("path", ["/", "/questions/", "/api/questions/", "/api/questions/1/"])
def test_database_error_shows_no_sql_or_trace(fuzz_world, failing_question_queries, path, caplog):
    client = _client(fuzz_world)
    response = client.get(path)
    assert response.status_code == 500
    body = response.content.decode()
    assert not LEAKS.search(body), body[:500]
    if path.startswith("/api/"):
        assert response["Content-Type"].startswith("application/json")
        assert set(response.json()) == {"detail"}
    else:
        assert "一時的なエラーが発生しました" in body and "A temporary error occurred" in body
    # The operator still gets the whole story in the log.
    assert any(
        "canary_col_x9" in (r.exc_text or "") or (r.exc_info and "canary_col_x9" in str(r.exc_info[1]))
        for r in caplog.records
        if r.name == "django.request"
    )


@pytest.mark.django_db
@override_settings(DEBUG=False, DEBUG_PROPAGATE_EXCEPTIONS=False)
def test_database_error_on_post_leaks_nothing_and_stores_nothing(fuzz_world, monkeypatch):
    client = _client(fuzz_world)
    before = db_counts()
    real_execute = db_utils.CursorWrapper.execute

    def execute(self, sql, params=None):  # only the INSERT of the question fails
        if sql.lstrip().upper().startswith("INSERT") and "portal_question" in sql:
            raise OperationalError(f"disk I/O error in {SECRET_SQL}")
        return real_execute(self, sql, params)

    with monkeypatch.context() as patch:
        patch.setattr(db_utils.CursorWrapper, "execute", execute)
        response = client.post("/api/questions/", {"question": "日当は？"}, content_type="application/json")
    assert response.status_code == 500
    assert response["Content-Type"].startswith("application/json")
    assert not LEAKS.search(response.content.decode())
    assert db_counts() == before


@pytest.mark.django_db
@override_settings(DEBUG=False, DEBUG_PROPAGATE_EXCEPTIONS=False)
@pytest.mark.parametrize("path", ["/questions/", "/api/questions/"])
def test_unexpected_exception_gives_plain_500(fuzz_world, monkeypatch, path):
    def boom(*args, **kwargs):
        raise RuntimeError(f"kaboom-x9 {SECRET_SQL} password=hunter2")

    # Something both views call while building the answer.
    monkeypatch.setattr("portal.views.Paginator", boom)
    monkeypatch.setattr("portal.api.QuestionsApi.get_queryset", boom)
    response = _client(fuzz_world).get(path)
    assert response.status_code == 500
    body = response.content.decode()
    assert not LEAKS.search(body) and "hunter2" not in body


def _python(code: str, **env: str) -> subprocess.CompletedProcess:
    full = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DATABASE_URL", "REDIS_URL", "SECRET_KEY", "DEBUG", "KONKYO_ENV", "ALLOWED_HOSTS"}
    }
    full.update({"DJANGO_SETTINGS_MODULE": "portal.settings", **env})
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=full, capture_output=True, text=True, timeout=120
    )


SETUP = "import django; django.setup(); from django.conf import settings; "


@pytest.mark.parametrize(
    "key",
    [None, "", "short-key-from-env", "konkyo-development-only-secret-key-do-not-use-in-production"],
    ids=["unset", "empty", "too-short", "development-key"],
)
def test_production_will_not_start_without_a_secret_key_from_the_environment(key):
    env = {"KONKYO_ENV": "production", "ALLOWED_HOSTS": "konkyo.example.co.jp"}
    if key is not None:
        env["SECRET_KEY"] = key
    result = _python(SETUP + "print('STARTED')", **env)
    assert result.returncode != 0
    assert "STARTED" not in result.stdout
    assert "ImproperlyConfigured" in result.stderr
    assert "SECRET_KEY from the environment" in result.stderr


def test_production_uses_the_environment_key_debug_off_and_argon2():
    key = secrets.token_urlsafe(60)
    code = SETUP + (
        "from django.contrib.auth.hashers import make_password; import os; "
        "print(settings.SECRET_KEY == os.environ['SECRET_KEY'], settings.DEBUG, "
        "make_password('pw').split('$')[0], settings.SESSION_COOKIE_SECURE, settings.CSRF_COOKIE_SECURE)"
    )
    result = _python(code, KONKYO_ENV="production", SECRET_KEY=key, ALLOWED_HOSTS="konkyo.example.co.jp")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "False", "argon2", "True", "True"]


@pytest.mark.django_db
def test_session_post_without_csrf_token_is_403_and_creates_nothing(fuzz_world, no_dispatch):
    client = _client(fuzz_world, enforce_csrf_checks=True)
    before = db_counts()
    api = client.post("/api/questions/", {"question": "日当は？"}, content_type="application/json")
    assert api.status_code == 403 and "CSRF" in api.json()["detail"]
    form = client.post("/", {"question": "日当は？", "reference_date": ""})
    assert form.status_code == 403
    wrong = client.post(
        "/api/questions/",
        {"question": "日当は？"},
        content_type="application/json",
        HTTP_X_CSRFTOKEN="x" * 32,
    )
    assert wrong.status_code == 403
    assert db_counts() == before
    # Control: with the token from the ask page the same session POST is accepted.
    client.get("/")
    token = client.cookies["csrftoken"].value
    ok = client.post(
        "/api/questions/", {"question": "日当は？"}, content_type="application/json", HTTP_X_CSRFTOKEN=token
    )
    assert ok.status_code == 202
    assert db_counts()["questions"] == before["questions"] + 1


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path", ["/", "/questions/", "/api/questions/", "/api/questions/999999/", "/accounts/login/"]
)
def test_security_headers_on_pages_and_api(fuzz_world, path):
    client = _client(fuzz_world)
    response = client.get(path)
    assert response.status_code in (200, 302, 404)
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "same-origin"
    assert "Server" not in response and "X-Powered-By" not in response
    if "sessionid" in response.cookies:
        assert response.cookies["sessionid"]["httponly"]
