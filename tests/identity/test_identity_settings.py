"""Company sign-in's settings fail loudly on a configuration that cannot work (issue #42)."""

from __future__ import annotations

import secrets

from tests.portal.test_settings import manage


def test_an_issuer_without_a_client_is_refused():
    result = manage("check", KONKYO_OIDC_ISSUER="https://login.example.jp")
    assert result.returncode != 0 and "KONKYO_OIDC_CLIENT_ID" in result.stderr


def test_passwords_off_without_a_provider_is_refused():
    result = manage("check", KONKYO_LOCAL_LOGIN="0")
    assert result.returncode != 0 and "nobody could sign in" in result.stderr


def test_production_needs_an_https_issuer(tmp_path):
    secret = tmp_path / "client-secret"
    secret.write_text("s3cret\n")
    common = {
        "KONKYO_ENV": "production",
        "SECRET_KEY": secrets.token_urlsafe(60),
        "ALLOWED_HOSTS": "konkyo.example.co.jp",
        "KONKYO_OIDC_CLIENT_ID": "konkyo",
        "KONKYO_OIDC_CLIENT_SECRET_FILE": str(secret),
    }
    refused = manage("check", KONKYO_OIDC_ISSUER="http://login.example.jp", **common)
    assert refused.returncode != 0 and "https://" in refused.stderr
    accepted = manage("check", KONKYO_OIDC_ISSUER="https://login.example.jp", **common)
    assert accepted.returncode == 0, accepted.stderr


def test_a_short_scim_token_is_refused(tmp_path):
    token = tmp_path / "scim-token"
    token.write_text("short\n")
    result = manage("check", KONKYO_SCIM_TOKEN_FILE=str(token))
    assert result.returncode != 0 and "at least 32 characters" in result.stderr
