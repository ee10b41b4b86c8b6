"""Content-Security-Policy on every response; API tokens expire and their user can revoke
them (issue #15 item 11)."""

import re
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from portal import dispatch, tokens
from portal.models import ApiToken
from tests import demo_world, factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return demo_world.build()


def csp(response) -> dict[str, str]:
    header = response["Content-Security-Policy"]
    return {part.split()[0]: part.strip() for part in header.split(";") if part.strip()}


def test_every_kind_of_response_carries_a_csp_that_allows_no_foreign_or_injected_script(client, world):
    client.force_login(world["tanaka"])
    responses = [
        client.get("/"),
        client.get("/versions/"),
        client.get("/no-such-page/"),
        client.get("/api/questions/"),
        Client().get("/accounts/login/"),
    ]
    for response in responses:
        policy = csp(response)
        script = policy["script-src"]
        assert "'unsafe-inline'" not in script and "*" not in script and "'nonce-" in script
        assert (
            policy["object-src"] == "object-src 'none'"
            and policy["frame-ancestors"] == "frame-ancestors 'none'"
        )
        assert policy["default-src"] == "default-src 'self'"
    # Each request gets its own nonce.
    assert csp(responses[0])["script-src"] != csp(responses[1])["script-src"]


def test_inline_scripts_carry_the_requests_nonce_and_no_event_handler_attributes(client, world):
    client.force_login(world["tanaka"])
    q = dispatch.question_submit(user=world["tanaka"], text="P-20 日本向けの返品は何日以内に申請しますか？")
    page = client.get(f"/questions/{q.pk}/")  # still queued: the page polls with a script
    nonce = re.search(r"'nonce-([^']+)'", page["Content-Security-Policy"]).group(1)
    html = page.content.decode()
    scripts = re.findall(r"<script([^>]*)>", html)
    assert len(scripts) == 2 and all(f'nonce="{nonce}"' in attrs for attrs in scripts)
    assert not re.search(r"\son[a-z]+=", html)  # onchange= would be blocked by the policy


def api_get(key: str):
    return APIClient().get("/api/questions/", HTTP_AUTHORIZATION=f"Token {key}")


def test_a_token_older_than_the_setting_is_refused(world, settings):
    settings.KONKYO_API_TOKEN_DAYS = 30
    token, key = tokens.token_issue(user=world["tanaka"])
    assert api_get(key).status_code == 200
    ApiToken.objects.filter(pk=token.pk).update(created=timezone.now() - timedelta(days=29, hours=23))
    assert api_get(key).status_code == 200
    ApiToken.objects.filter(pk=token.pk).update(created=timezone.now() - timedelta(days=30, minutes=1))
    response = api_get(key)
    assert response.status_code == 401 and "有効期限" in response.json()["detail"]
    settings.KONKYO_API_TOKEN_DAYS = 31
    assert api_get(key).status_code == 200


def test_a_user_revokes_and_reissues_their_own_token_only(client, world):
    tanaka, suzuki = world["tanaka"], world["suzuki"]
    (_mine, mine_key), (_theirs, theirs_key) = (
        tokens.token_issue(user=tanaka),
        tokens.token_issue(user=suzuki),
    )
    client.force_login(tanaka)
    page = client.get("/account/token/").content.decode()
    assert 'id="token-expires"' in page and mine_key not in page  # the key is shown only when issued
    assert client.post("/account/token/", {"action": "revoke"}).status_code == 302
    assert api_get(mine_key).status_code == 401
    assert api_get(theirs_key).status_code == 200  # another user's token is untouched
    assert 'id="no-token"' in client.get("/account/token/").content.decode()
    issued = client.post("/account/token/", {"action": "issue"})
    new_key = re.search(r'id="token-key">([^<]+)<', issued.content.decode()).group(1)
    assert issued.status_code == 200 and ApiToken.objects.get(user=tanaka).prefix == new_key[:8]
    assert api_get(new_key).status_code == 200
    client.post("/account/token/", {"action": "issue"})
    assert api_get(new_key).status_code == 401  # reissuing replaces the old one
    assert client.post("/account/token/", {"action": "bogus"}).status_code == 400
    # No role: no page; anonymous: the login page.
    client.force_login(factories.user("guest"))
    assert client.get("/account/token/").status_code == 403
    assert Client().get("/account/token/").status_code == 302
