"""Nothing that carries an API token or an answer fetched through the API is kept by a
browser or proxy cache: every /api/ response and the page that shows a newly issued token
say ``Cache-Control: no-store`` (issue #40 item 9)."""

import pytest
from rest_framework.test import APIClient

from portal import dispatch
from tests import demo_world

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return demo_world.build()


def no_store(response) -> bool:
    directives = {part.strip().split("=")[0] for part in response.get("Cache-Control", "").split(",")}
    return "no-store" in directives


def test_every_kind_of_api_response_says_no_store(world, monkeypatch):
    monkeypatch.setattr(dispatch, "question_dispatch", lambda pk: None)  # no background thread
    signed_in = APIClient()
    signed_in.force_login(world["tanaka"])
    responses = {
        "list": signed_in.get("/api/questions/"),
        "created": signed_in.post("/api/questions/", {"question": "日当は？"}, format="json"),
        "bad input": signed_in.post("/api/questions/", {"question": ""}, format="json"),
        "not found": signed_in.get("/api/questions/999999/"),
        "no route": signed_in.get("/api/no-such-endpoint/"),
        "schema": signed_in.get("/api/schema/"),
        "anonymous": APIClient().get("/api/questions/"),
        "bad token": APIClient().get("/api/questions/", HTTP_AUTHORIZATION="Token not-a-token"),
    }
    assert {name: r.status_code for name, r in responses.items()} == {
        "list": 200,
        "created": 202,
        "bad input": 400,
        "not found": 404,
        "no route": 404,
        "schema": 200,
        "anonymous": 401,
        "bad token": 401,
    }
    assert [name for name, r in responses.items() if not no_store(r)] == []


def test_the_page_that_shows_a_new_api_token_says_no_store(client, world):
    client.force_login(world["tanaka"])
    issued = client.post("/account/token/", {"action": "issue"})
    assert issued.status_code == 200 and 'id="token-key">' in issued.content.decode()
    assert no_store(issued)
    assert no_store(client.get("/account/token/"))
