"""SCIM 2.0 at /scim/v2/ (issue #42 item 3): the identity provider provisions and deprovisions
without waiting for a login. Only its bearer token opens /scim/v2/, and it opens nothing
else; a deactivation ends the user's session and API token at once and holds their pending
questions; a group change applies through the admins' mapping; bad input changes nothing."""

from __future__ import annotations

import json
import logging
import secrets

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.test import APIClient

from portal.identity.models import DirectoryAccount, DirectoryGroup, GroupMapping, IdentityEvent
from portal.models import Question
from portal.services import roles_setup
from portal.tokens import token_issue
from retrieval.selectors import user_reading_groups
from tests import factories

pytestmark = pytest.mark.django_db

SCIM_JSON = "application/scim+json"
PATCH_OP = "urn:ietf:params:scim:api:messages:2.0:PatchOp"
USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User"
GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group"


class Scim:
    """The identity provider: SCIM JSON with a bearer token, through a client that enforces
    CSRF checks as a browser's would (SCIM calls carry no CSRF token)."""

    def __init__(self, token: str | None) -> None:
        self.token = token
        self.client = Client(enforce_csrf_checks=True)

    def call(self, method: str, path: str, body=None, *, token: str | None = "default"):
        token = self.token if token == "default" else token
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        send = getattr(self.client, method)
        if body is None:
            return send(f"/scim/v2/{path}", headers=headers)
        return send(f"/scim/v2/{path}", data=json.dumps(body), content_type=SCIM_JSON, headers=headers)

    def create_user(self, username: str = "suzuki", **extra) -> dict:
        body = {
            "schemas": [USER_SCHEMA],
            "userName": username,
            "name": {"givenName": "Hanako", "familyName": "Suzuki"},
            "emails": [{"value": f"{username}@example.com", "primary": True, "type": "work"}],
            "active": True,
            **extra,
        }
        response = self.call("post", "Users", body)
        assert response.status_code == 201, response.content
        return response.json()

    def create_group(self, name: str, members: tuple[str, ...] = ()) -> dict:
        body = {"schemas": [GROUP_SCHEMA], "displayName": name, "members": [{"value": m} for m in members]}
        response = self.call("post", "Groups", body)
        assert response.status_code == 201, response.content
        return response.json()

    def patch(self, path: str, *operations: dict):
        return self.call("patch", path, {"schemas": [PATCH_OP], "Operations": list(operations)})


@pytest.fixture
def token(settings) -> str:
    roles_setup()  # the role and reading groups, "employee" and "accounting" among them
    settings.KONKYO_SCIM_TOKEN = secrets.token_urlsafe(32)
    return settings.KONKYO_SCIM_TOKEN


@pytest.fixture
def scim(token) -> Scim:
    return Scim(token)


def user_named(username: str):
    return get_user_model().objects.get(username=username)


def group_names(user) -> set[str]:
    return set(user.groups.values_list("name", flat=True))


def events(kind: str) -> list[IdentityEvent]:
    return list(IdentityEvent.objects.filter(kind=kind, source=IdentityEvent.Source.SCIM).order_by("pk"))


# The bearer token ----------------------------------------------------------------------


def test_no_token_or_a_wrong_one_is_401_and_changes_nothing(scim, token):
    created = scim.create_user("tanaka")
    users_before = get_user_model().objects.count()
    deactivate = {"schemas": [PATCH_OP], "Operations": [{"op": "replace", "path": "active", "value": False}]}
    wrong_tokens = [None, token[:-1] + ("A" if token[-1] != "A" else "B"), token + "x", "", token.upper()]
    for wrong in wrong_tokens:
        for method, path, body in [
            ("post", "Users", {"schemas": [USER_SCHEMA], "userName": "intruder"}),
            ("patch", f"Users/{created['id']}", deactivate),
            ("get", "Users", None),
            ("delete", f"Users/{created['id']}", None),
        ]:
            response = scim.call(method, path, body, token=wrong)
            assert response.status_code == 401, (wrong, method, path)
            assert response["WWW-Authenticate"].startswith("Bearer")
    # The right token in another scheme is no bearer token either.
    response = scim.client.get("/scim/v2/Users", headers={"Authorization": f"Token {token}"})
    assert response.status_code == 401
    assert get_user_model().objects.count() == users_before
    assert user_named("tanaka").is_active
    assert not get_user_model().objects.filter(username="intruder").exists()


def test_scim_is_404_while_no_token_is_configured(settings, scim):
    settings.KONKYO_SCIM_TOKEN = ""
    for token in ("", "anything"):
        assert scim.call("get", "Users", token=token).status_code == 404
        assert scim.call("get", "ServiceProviderConfig", token=token).status_code == 404
        response = scim.call("post", "Users", {"userName": "nobody"}, token=token)
        assert response.status_code == 404
    assert not get_user_model().objects.filter(username="nobody").exists()


def test_the_token_opens_no_other_page(scim, token):
    bearer = {"Authorization": f"Bearer {token}"}
    assert APIClient().get("/api/questions/", headers=bearer).status_code in (401, 403)
    for path in ("/", "/questions/", "/account/token/"):
        response = Client().get(path, headers=bearer)
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/"), path
    response = Client().get("/admin/", headers=bearer)
    assert response.status_code == 302 and "/admin/login/" in response["Location"]
    # Under /scim/v2/ but no SCIM view: a 404, not some other page.
    assert scim.call("get", "NotAResource").status_code == 404


def test_a_signed_in_portal_user_without_the_token_cannot_call_scim(scim):
    admin = factories.admin_user("boss")
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(admin)
    assert browser.get("/scim/v2/Users").status_code == 401
    response = browser.post(
        "/scim/v2/Users", data=json.dumps({"userName": "planted"}), content_type=SCIM_JSON
    )
    assert response.status_code == 401
    assert not get_user_model().objects.filter(username="planted").exists()


def test_scim_bodies_are_not_logged(scim, caplog):
    caplog.set_level(logging.DEBUG)
    scim.create_user("sato", password="Secret-Password-123")
    scim.call("get", 'Users?filter=userName eq "sato"')
    assert "Secret-Password-123" not in caplog.text
    assert "sato@example.com" not in caplog.text


# Users ------------------------------------------------------------------------------------


def test_post_users_creates_an_employee_with_no_password_and_no_other_group(scim):
    doc = scim.create_user("suzuki", externalId="ext-42", password="Secret-Password-123")
    user = user_named("suzuki")
    assert group_names(user) == {"employee"}
    assert not user.has_usable_password()
    assert (user.first_name, user.last_name, user.email, user.is_active, user.is_staff) == (
        "Hanako",
        "Suzuki",
        "suzuki@example.com",
        True,
        False,
    )
    account = DirectoryAccount.objects.get(user=user)
    assert doc["id"] == account.scim_id and account.scim_external_id == "ext-42"
    assert doc["userName"] == "suzuki" and doc["active"] is True and doc["externalId"] == "ext-42"
    assert [e.target for e in events(IdentityEvent.Kind.ACCOUNT_CREATED)] == [user]
    assert scim.call("get", f"Users/{doc['id']}").json()["userName"] == "suzuki"


def test_users_are_found_by_username_case_insensitively_and_a_second_post_conflicts(scim):
    doc = scim.create_user("suzuki")
    found = scim.call("get", 'Users?filter=userName eq "SUZUKI"').json()
    assert found["totalResults"] == 1 and found["Resources"][0]["id"] == doc["id"]
    assert scim.call("get", 'Users?filter=userName eq "nobody"').json()["totalResults"] == 0
    # An attribute the filter cannot use is an error, not ignored.
    assert scim.call("get", 'Users?filter=title eq "x" or userName eq "suzuki"').status_code == 400
    response = scim.call("post", "Users", {"schemas": [USER_SCHEMA], "userName": "Suzuki"})
    assert response.status_code == 409
    assert get_user_model().objects.filter(username__iexact="suzuki").count() == 1


def test_local_users_are_no_scim_resources(scim):
    local = factories.admin_user("boss")
    assert scim.call("get", "Users").json()["totalResults"] == 0
    assert scim.call("get", 'Users?filter=userName eq "boss"').json()["totalResults"] == 0
    response = scim.call("post", "Users", {"schemas": [USER_SCHEMA], "userName": "boss", "active": False})
    assert response.status_code == 409
    local.refresh_from_db()
    assert local.is_active and not DirectoryAccount.objects.filter(user=local).exists()


@pytest.mark.parametrize(
    "operation",
    [
        {"op": "replace", "path": "active", "value": False},
        {"op": "replace", "value": {"active": False}},  # Okta
        {"op": "Replace", "path": "active", "value": "False"},  # Microsoft Entra
    ],
    ids=["path", "no-path", "string"],
)
def test_a_deactivation_ends_the_session_and_the_api_token_at_once_and_holds_questions(scim, operation):
    doc = scim.create_user("suzuki")
    user = user_named("suzuki")
    browser = Client()
    browser.force_login(user)
    assert browser.get("/").status_code == 200
    _token, key = token_issue(user=user)
    api = APIClient()
    assert api.get("/api/questions/", headers={"Authorization": f"Token {key}"}).status_code == 200
    question = Question.objects.create(
        user=user, text="出張の日当はいくらですか？", state=Question.State.QUEUED
    )
    answered = Question.objects.create(user=user, text="前の質問", state=Question.State.ANSWERED)

    response = scim.patch(f"Users/{doc['id']}", operation)

    assert response.status_code == 200, response.content
    assert response.json()["active"] is False
    response = browser.get("/")
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")
    assert api.get("/api/questions/", headers={"Authorization": f"Token {key}"}).status_code == 401
    question.refresh_from_db()
    assert question.state == Question.State.HELD
    assert question.response["hold_reasons"] == ["account_inactive"]
    answered.refresh_from_db()
    assert answered.state == Question.State.ANSWERED
    assert not user_named("suzuki").is_active
    (event,) = events(IdentityEvent.Kind.DEACTIVATED)
    assert event.target == user and event.detail["sessions_ended"] == 1 and event.detail["api_token_revoked"]


def test_active_true_reactivates(scim):
    doc = scim.create_user("suzuki")
    scim.patch(f"Users/{doc['id']}", {"op": "replace", "path": "active", "value": False})
    response = scim.patch(f"Users/{doc['id']}", {"op": "replace", "path": "active", "value": True})
    assert response.status_code == 200 and response.json()["active"] is True
    user = user_named("suzuki")
    assert user.is_active
    assert [e.target for e in events(IdentityEvent.Kind.REACTIVATED)] == [user]
    browser = Client()
    browser.force_login(user)
    assert browser.get("/").status_code == 200


def test_patch_and_put_change_names_and_bad_input_changes_nothing(scim):
    doc = scim.create_user("suzuki")
    response = scim.patch(
        f"Users/{doc['id']}",
        {"op": "replace", "path": "name.givenName", "value": "Hana"},
        {
            "op": "add",
            "path": "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
            "value": "x",
        },
    )
    assert response.status_code == 200 and user_named("suzuki").first_name == "Hana"
    response = scim.patch(
        f"Users/{doc['id']}",
        {"op": "replace", "path": "name.givenName", "value": "Changed"},
        {"op": "replace", "path": "active", "value": "maybe"},
    )
    assert response.status_code == 400
    response = scim.call("put", f"Users/{doc['id']}", {"schemas": [USER_SCHEMA], "userName": "bad name!"})
    assert response.status_code == 400
    user = user_named("suzuki")
    assert (user.first_name, user.is_active) == ("Hana", True)
    put = {"schemas": [USER_SCHEMA], "userName": "hsuzuki", "name": {"givenName": "H", "familyName": "S"}}
    assert scim.call("put", f"Users/{doc['id']}", put).status_code == 200
    user.refresh_from_db()
    assert (user.username, user.first_name, user.email, user.is_active) == ("hsuzuki", "H", "", True)


def test_delete_deactivates_and_unlinks_but_keeps_the_user(scim):
    doc = scim.create_user("suzuki")
    user = user_named("suzuki")
    question = Question.objects.create(user=user, text="質問", state=Question.State.QUEUED)
    assert scim.call("delete", f"Users/{doc['id']}").status_code == 204
    user = user_named("suzuki")
    assert not user.is_active
    assert scim.call("get", f"Users/{doc['id']}").status_code == 404
    assert scim.call("get", "Users").json()["totalResults"] == 0
    question.refresh_from_db()
    assert question.state == Question.State.HELD


# Groups -----------------------------------------------------------------------------------


def test_a_group_change_applies_through_the_mapping(scim):
    GroupMapping.objects.create(directory_value="Finance", group=factories.group("accounting"))
    doc = scim.create_user("suzuki")
    finance = scim.create_group("Finance")
    sales = scim.create_group("Sales")  # mapped to nothing
    user = user_named("suzuki")

    response = scim.patch(
        f"Groups/{finance['id']}", {"op": "add", "path": "members", "value": [{"value": doc["id"]}]}
    )
    assert response.status_code == 200, response.content
    assert [m["value"] for m in response.json()["members"]] == [doc["id"]]
    assert group_names(user) == {"employee", "accounting"}
    assert user_reading_groups(user=user_named("suzuki")) == frozenset({"accounting"})
    assert scim.patch(
        f"Groups/{sales['id']}", {"op": "add", "path": "members", "value": [{"value": doc["id"]}]}
    )
    assert group_names(user) == {"employee", "accounting"}
    assert {g["display"] for g in scim.call("get", f"Users/{doc['id']}").json()["groups"]} == {
        "Finance",
        "Sales",
    }

    response = scim.patch(
        f"Groups/{finance['id']}", {"op": "remove", "path": f'members[value eq "{doc["id"]}"]'}
    )
    assert response.status_code == 200 and response.json()["members"] == []
    assert group_names(user) == {"employee"}
    assert user_reading_groups(user=user_named("suzuki")) == frozenset()

    changes = [
        (e.detail["group"], e.detail["added"], e.detail["removed"]) for e in events("directory_group_changed")
    ]
    assert changes[-3:] == [
        ("Finance", ["suzuki"], []),
        ("Sales", ["suzuki"], []),
        ("Finance", [], ["suzuki"]),
    ]
    granted = [
        (e.target, e.detail["added"], e.detail["removed"]) for e in events(IdentityEvent.Kind.GROUPS_CHANGED)
    ]
    assert granted == [(user, ["accounting"], []), (user, [], ["accounting"])]


def test_renaming_or_deleting_a_group_reapplies_the_mapping(scim):
    GroupMapping.objects.create(directory_value="Finance", group=factories.group("accounting"))
    doc = scim.create_user("suzuki")
    group = scim.create_group("Fin", members=(doc["id"],))
    user = user_named("suzuki")
    assert group_names(user) == {"employee"}
    assert (
        scim.patch(
            f"Groups/{group['id']}", {"op": "replace", "value": {"displayName": "Finance"}}
        ).status_code
        == 200
    )
    assert group_names(user) == {"employee", "accounting"}
    assert scim.call("delete", f"Groups/{group['id']}").status_code == 204
    assert group_names(user) == {"employee"} and not DirectoryGroup.objects.exists()


def test_an_unknown_member_is_a_400_naming_it_and_changes_nothing(scim):
    GroupMapping.objects.create(directory_value="Finance", group=factories.group("accounting"))
    doc = scim.create_user("suzuki")
    finance = scim.create_group("Finance")
    events_before = IdentityEvent.objects.count()
    response = scim.patch(
        f"Groups/{finance['id']}",
        {"op": "add", "path": "members", "value": [{"value": doc["id"]}, {"value": "no-such-user"}]},
    )
    assert response.status_code == 400
    assert "no-such-user" in response.json()["detail"]
    response = scim.patch(
        f"Groups/{finance['id']}",
        {"op": "add", "path": "members", "value": [{"value": doc["id"]}]},
        {"op": "replace", "path": "displayName", "value": ""},
    )
    assert response.status_code == 400
    assert not DirectoryGroup.objects.get(name="Finance").members.exists()
    assert group_names(user_named("suzuki")) == {"employee"}
    assert IdentityEvent.objects.count() == events_before


def test_the_service_provider_config_tells_what_is_supported(scim):
    doc = scim.call("get", "ServiceProviderConfig").json()
    assert doc["changePassword"]["supported"] is False
    assert doc["authenticationSchemes"][0]["type"] == "oauthbearertoken"
