"""API tokens are stored as hashes and shown once (issue #40 item 9): the database never holds
a key, the key works until it expires or is revoked, and later visits show only its prefix."""

import importlib
import re
from datetime import timedelta

import pytest
from django.apps import apps
from django.db import connection
from django.utils import timezone
from rest_framework.test import APIClient

from tests import demo_world

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return demo_world.build()


def api_get(key: str):
    return APIClient().get("/api/questions/", HTTP_AUTHORIZATION=f"Token {key}")


def issue_on_the_page(client, user) -> tuple[str, str]:
    """(the key the page shows after issuing, that page)."""
    client.force_login(user)
    response = client.post("/account/token/", {"action": "issue"})
    assert response.status_code == 200
    html = response.content.decode()
    return re.search(r'id="token-key">([^<]+)<', html).group(1), html


def database_values() -> list[str]:
    """Every value of every column of every table, as text."""
    values = []
    with connection.cursor() as cursor:
        for table in connection.introspection.table_names():
            cursor.execute(f"SELECT * FROM {connection.ops.quote_name(table)}")  # noqa: S608 - table names from introspection
            values += [str(v) for row in cursor.fetchall() for v in row if v is not None]
    return values


def test_the_database_never_holds_an_issued_key(client, world):
    key, _page = issue_on_the_page(client, world["tanaka"])
    assert len(key) >= 40
    assert api_get(key).status_code == 200  # the key the page showed is the real one
    assert not [v for v in database_values() if key in v]
    from portal.models import ApiToken

    stored = ApiToken.objects.get(user=world["tanaka"])
    assert key not in {stored.prefix, stored.digest} and key.startswith(stored.prefix)


def test_only_the_issued_key_authenticates(client, world):
    key, _page = issue_on_the_page(client, world["tanaka"])
    assert api_get(key).status_code == 200
    from portal.models import ApiToken

    stored = ApiToken.objects.get(user=world["tanaka"])
    wrong_end = key[:-1] + ("A" if key[-1] != "A" else "B")  # same prefix, so the digest decides
    for wrong in (wrong_end, stored.digest, stored.prefix, key + "x", key[1:]):
        response = api_get(wrong)
        assert response.status_code == 401, wrong
    # An inactive user's token stops working too.
    world["tanaka"].is_active = False
    world["tanaka"].save(update_fields=["is_active"])
    assert api_get(key).status_code == 401


def test_expiry_and_revocation_still_hold_for_hashed_tokens(client, world, settings):
    settings.KONKYO_API_TOKEN_DAYS = 30
    key, _page = issue_on_the_page(client, world["tanaka"])
    from portal.models import ApiToken

    ApiToken.objects.filter(user=world["tanaka"]).update(created=timezone.now() - timedelta(days=31))
    response = api_get(key)
    assert response.status_code == 401 and "有効期限" in response.json()["detail"]
    key, _page = issue_on_the_page(client, world["tanaka"])
    assert api_get(key).status_code == 200
    assert client.post("/account/token/", {"action": "revoke"}).status_code == 302
    assert api_get(key).status_code == 401 and not ApiToken.objects.filter(user=world["tanaka"]).exists()


def test_the_key_is_shown_once_and_later_visits_show_its_prefix_and_expiry(client, world):
    key, issued_page = issue_on_the_page(client, world["tanaka"])
    assert 'id="token-key"' in issued_page
    later = client.get("/account/token/").content.decode()
    assert key not in later and 'id="token-key"' not in later
    assert f'id="token-prefix">{key[:8]}…<' in later and 'id="token-expires"' in later


def test_plain_tokens_from_before_are_hashed_by_the_migration_and_keep_working(world):
    from rest_framework.authtoken.models import Token

    from portal.models import ApiToken

    plain = Token.objects.create(user=world["suzuki"])
    Token.objects.filter(pk=plain.pk).update(created=timezone.now() - timedelta(days=3))
    migration = importlib.import_module("portal.migrations.0005_api_token")
    migration.hash_plain_tokens(apps, None)
    assert not Token.objects.exists()
    assert not [v for v in database_values() if plain.key in v]
    migrated = ApiToken.objects.get(user=world["suzuki"])
    assert abs(migrated.created - (timezone.now() - timedelta(days=3))) < timedelta(minutes=1)  # date kept
    assert api_get(plain.key).status_code == 200


def test_the_admin_lists_tokens_by_prefix_and_offers_no_plain_token_table(admin_client):
    """DRF's token table is not read any more: its admin page, where a token that would never
    authenticate could be created, is gone; issued tokens are listed by prefix, never by key."""
    from portal.tokens import token_issue
    from tests import factories

    token, key = token_issue(user=factories.user("tok-admin-view", "employee"))
    assert admin_client.get("/admin/authtoken/tokenproxy/").status_code == 404
    listed = admin_client.get("/admin/portal/apitoken/").content.decode()
    assert token.prefix in listed and key not in listed and token.digest not in listed
    assert admin_client.get("/admin/portal/apitoken/add/").status_code == 403
