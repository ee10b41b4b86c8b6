"""The login page with company sign-in configured or not, and local passwords switched off
(issue #42 item 1)."""

from __future__ import annotations

import pytest
from django.contrib.auth import authenticate
from django.test import Client, RequestFactory

from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def company(settings):
    settings.KONKYO_OIDC_ISSUER = "https://login.example.jp"
    settings.OIDC_RP_CLIENT_ID, settings.OIDC_RP_CLIENT_SECRET = "konkyo", "secret"


def test_without_a_provider_the_page_is_the_password_form_only():
    page = Client().get("/accounts/login/").content.decode()
    assert 'id="id_password"' in page and "会社のアカウントでログイン" not in page


def test_with_a_provider_both_ways_are_offered_and_next_is_kept(company):
    page = Client().get("/accounts/login/?next=/questions/").content.decode()
    assert 'href="/oidc/authenticate/?next=/questions/"' in page
    assert "会社のアカウントでログイン" in page and 'id="id_password"' in page


def test_english_page_names_the_company_button_in_english(company):
    client = Client()
    client.cookies["django_language"] = "en"
    assert "Sign in with your company account" in client.get("/accounts/login/").content.decode()


def test_passwords_off_refuse_a_correct_password_everywhere(company, settings):
    factories.user("tanaka", "employee")
    settings.KONKYO_LOCAL_LOGIN = False
    browser = Client()
    page = browser.get("/accounts/login/").content.decode()
    assert 'id="id_password"' not in page
    posted = browser.post("/accounts/login/", {"username": "tanaka", "password": "pw-for-tests-0"})
    assert posted.status_code == 403
    assert "パスワードでのログインは無効です" in posted.content.decode()
    assert browser.get("/", follow=False).status_code == 302  # not signed in
    # Every other path that checks a password (the admin's form, any authenticate()) too.
    assert authenticate(RequestFactory().get("/"), username="tanaka", password="pw-for-tests-0") is None
    admin_login = browser.get("/admin/login/?next=/admin/auth/user/")
    assert admin_login.status_code == 302
    assert admin_login["Location"] == "/accounts/login/?next=/admin/auth/user/"


def test_passwords_on_still_sign_in(company):
    factories.user("tanaka", "employee")
    assert authenticate(RequestFactory().get("/"), username="tanaka", password="pw-for-tests-0") is not None


def test_an_unknown_error_code_shows_nothing(company):
    page = Client().get("/accounts/login/?sso_error=<script>").content.decode()
    assert 'id="sso-error"' not in page and "<script>" not in page.split("<main")[1]
