"""Feedback through the API (issue #17 item 7): POST /api/questions/<id>/feedback/, and the
question's representation carries the caller's own feedback."""

import pytest
from rest_framework.test import APIClient

from grading.models import Decision
from portal import dispatch
from portal.models import Feedback
from tests import demo_world, factories
from tests.demo_world import finished
from tests.portal.test_feedback import HELD_Q, RETURNS_Q

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return demo_world.build()


def as_user(user) -> APIClient:
    api = APIClient()
    api.force_authenticate(user)
    return api


def test_asker_gives_feedback_and_sees_it_on_the_question(world):
    q = finished(world["tanaka"], RETURNS_Q)
    api = as_user(world["tanaka"])
    assert api.get(f"/api/questions/{q.pk}/").json()["feedback"] is None

    response = api.post(
        f"/api/questions/{q.pk}/feedback/", {"helpful": False, "comment": "期限が違います"}, format="json"
    )
    assert response.status_code == 200
    assert response.json()["helpful"] is False and response.json()["comment"] == "期限が違います"
    row = Feedback.objects.get()
    assert (row.question_id, row.decision_id, row.user_id) == (q.pk, q.decision.pk, world["tanaka"].pk)

    shown = api.get(f"/api/questions/{q.pk}/").json()["feedback"]
    assert (shown["helpful"], shown["comment"]) == (False, "期限が違います")
    listed = api.get("/api/questions/").json()["results"]
    assert [item["feedback"]["comment"] for item in listed if item["id"] == q.pk] == ["期限が違います"]


def test_posting_again_changes_the_one_row_and_leaves_the_log_alone(world):
    q = finished(world["tanaka"], HELD_Q)
    logged = Decision.objects.get(question=q)
    api = as_user(world["tanaka"])
    api.post(f"/api/questions/{q.pk}/feedback/", {"helpful": False, "comment": "x"}, format="json")
    second = api.post(f"/api/questions/{q.pk}/feedback/", {"helpful": True}, format="json")
    assert second.status_code == 200 and second.json()["helpful"] is True and second.json()["comment"] == ""
    assert Feedback.objects.count() == 1 and Feedback.objects.get().helpful is True
    assert Decision.objects.get(question=q).row_hash == logged.row_hash


@pytest.mark.parametrize("who", ["suzuki", "nobody"])
def test_another_user_can_neither_give_nor_see_feedback_404_like_nonexistent(world, who):
    q = finished(world["tanaka"], RETURNS_Q)
    as_user(world["tanaka"]).post(
        f"/api/questions/{q.pk}/feedback/", {"helpful": True, "comment": "本人の感想"}, format="json"
    )
    other = as_user(world[who])
    given = other.post(f"/api/questions/{q.pk}/feedback/", {"helpful": False}, format="json")
    missing = other.post(f"/api/questions/{q.pk + 1000}/feedback/", {"helpful": False}, format="json")
    assert given.status_code == missing.status_code == 404
    assert given.json() == missing.json()
    assert other.get(f"/api/questions/{q.pk}/").status_code == 404
    assert "本人の感想" not in other.get("/api/questions/").content.decode()
    row = Feedback.objects.get()
    assert row.helpful is True and row.comment == "本人の感想"


def test_each_user_sees_only_their_own_feedback_in_the_list(world):
    mine, theirs = finished(world["tanaka"], RETURNS_Q), finished(world["suzuki"], RETURNS_Q)
    as_user(world["suzuki"]).post(
        f"/api/questions/{theirs.pk}/feedback/", {"helpful": False, "comment": "鈴木"}, format="json"
    )
    listed = as_user(world["tanaka"]).get("/api/questions/").json()["results"]
    assert [(item["id"], item["feedback"]) for item in listed] == [(mine.pk, None)]


def test_anonymous_is_401_and_an_account_without_a_role_is_403(world):
    q = finished(world["tanaka"], RETURNS_Q)
    assert (
        APIClient().post(f"/api/questions/{q.pk}/feedback/", {"helpful": True}, format="json").status_code
        == 401
    )
    guest = as_user(factories.user("guest"))
    assert guest.post(f"/api/questions/{q.pk}/feedback/", {"helpful": True}, format="json").status_code == 403
    assert not Feedback.objects.exists()


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({}, "helpful"),
        ({"helpful": "yes"}, "helpful"),
        ({"helpful": 1}, "helpful"),
        ({"helpful": None}, "helpful"),
        ({"helpful": False, "comment": 42}, "comment"),
        ({"helpful": False, "comment": "あ" * 1001}, "comment"),
        ({"helpful": False, "comment": "ベル\x07"}, "comment"),
        ({"helpful": False, "comment": "ヌル\x00"}, "comment"),
    ],
)
def test_bad_input_is_400_naming_the_field_and_changes_nothing(world, payload, field):
    q = finished(world["tanaka"], RETURNS_Q)
    api = as_user(world["tanaka"])
    api.post(f"/api/questions/{q.pk}/feedback/", {"helpful": True, "comment": "前"}, format="json")
    response = api.post(f"/api/questions/{q.pk}/feedback/", payload, format="json")
    assert response.status_code == 400
    assert list(response.json()) == [field]
    row = Feedback.objects.get()
    assert row.helpful is True and row.comment == "前"


def test_a_form_body_is_415_and_changes_nothing(world):
    # helpful is a JSON boolean; a form's "true" is a string, so only JSON is accepted.
    q = finished(world["tanaka"], RETURNS_Q)
    response = as_user(world["tanaka"]).post(f"/api/questions/{q.pk}/feedback/", {"helpful": "true"})
    assert response.status_code == 415
    assert not Feedback.objects.exists()


def test_feedback_on_a_question_still_running_is_409_naming_the_question(world):
    q = dispatch.question_submit(user=world["tanaka"], text="P-20 の返品期限は？")
    response = as_user(world["tanaka"]).post(
        f"/api/questions/{q.pk}/feedback/", {"helpful": True}, format="json"
    )
    # Valid input refused for the question's state: a conflict, not a malformed request.
    assert response.status_code == 409 and list(response.json()) == ["question"]
    assert not Feedback.objects.exists()


def test_the_schema_documents_the_feedback_endpoint(world, client):
    from openapi_spec_validator import validate

    client.force_login(world["tanaka"])
    schema = client.get("/api/schema/?format=json").json()
    validate(schema)
    post = schema["paths"]["/api/questions/{id}/feedback/"]["post"]
    assert set(post["responses"]) >= {"200", "400", "404", "409", "415"}
    assert set(post["requestBody"]["content"]) == {"application/json"}
    question = schema["components"]["schemas"]["QuestionOutput"]["properties"]
    assert "feedback" in question
