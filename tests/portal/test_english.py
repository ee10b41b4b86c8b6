"""The UI is Japanese first; with the language cookie set to English, pages render in English."""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group

pytestmark = pytest.mark.django_db


def _employee():
    u = get_user_model().objects.create_user("u", password="pw-for-tests-0")
    u.groups.add(*(Group.objects.get_or_create(name=n)[0] for n in ("employee", "all-staff")))
    return u


def test_ask_page_renders_in_english(client):
    client.force_login(_employee())
    client.cookies["django_language"] = "en"
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="en">' in html
    assert "<h1>Ask about company rules</h1>" in html
    assert "Reference date (optional)" in html
    assert "Log out" in html
    assert "社内規程について質問する" not in html


def test_login_page_renders_in_english_when_logged_out(client):
    client.cookies["django_language"] = "en"
    response = client.get("/accounts/login/")
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="en">' in html
    assert "<h1>Log in</h1>" in html
    assert "Username" in html and "Password" in html
    assert "ログイン" not in html
