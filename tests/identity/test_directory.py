"""Directory groups through the admins' mapping (issue #42 item 2) and what deactivation ends
(item 3), below the protocols: the same functions serve OpenID Connect logins and SCIM."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group
from django.test import Client

from accounts.roles import ADMIN
from portal import questions
from portal.identity import directory
from portal.identity.models import DirectoryGroup, GroupMapping, IdentityEvent
from portal.models import Question
from portal.tokens import token_issue
from tests import demo_world, factories

pytestmark = pytest.mark.django_db


def names(user) -> set[str]:
    return set(user.groups.values_list("name", flat=True))


def mapping(value: str, group: str) -> GroupMapping:
    return GroupMapping.objects.create(directory_value=value, group=factories.group(group))


def test_mapped_directory_groups_grant_and_a_removed_one_takes_away():
    mapping("Finance", "accounting")
    user = factories.user("dana", "employee", "all-staff")
    directory.memberships_set(user, ["Finance", "Sales"])
    assert directory.groups_apply(user, source=IdentityEvent.Source.OIDC) == (["accounting"], [])
    assert names(user) == {"employee", "all-staff", "accounting"}  # Sales maps to nothing
    directory.memberships_set(user, ["Sales"])
    assert directory.groups_apply(user, source=IdentityEvent.Source.OIDC) == ([], ["accounting"])
    assert names(user) == {"employee", "all-staff"}  # groups nobody maps stay as set by hand
    events = IdentityEvent.objects.filter(kind=IdentityEvent.Kind.GROUPS_CHANGED, target=user)
    assert [(e.detail["added"], e.detail["removed"]) for e in events.order_by("pk")] == [
        (["accounting"], []),
        ([], ["accounting"]),
    ]


def test_unknown_directory_groups_grant_nothing():
    user = factories.user("erin", "employee")
    directory.memberships_set(user, ["accounting", "admin", "Domain Admins"])  # names, not mappings
    assert directory.groups_apply(user, source=IdentityEvent.Source.SCIM) == ([], [])
    assert names(user) == {"employee"} and not user.is_staff


def test_a_mapped_group_given_by_hand_is_the_directorys_to_take_away():
    mapping("Finance", "accounting")
    user = factories.user("fred", "employee", "accounting")
    directory.groups_apply(user, source=IdentityEvent.Source.OIDC)
    assert "accounting" not in names(user)


def test_a_group_the_directory_gave_goes_when_its_mapping_is_deleted():
    rule = mapping("Finance", "accounting")
    user = factories.user("gina", "employee")
    directory.memberships_set(user, ["Finance"])
    directory.groups_apply(user, source=IdentityEvent.Source.OIDC)
    rule.delete()
    assert directory.groups_apply_all(source=IdentityEvent.Source.ADMIN) == 1
    assert names(user) == {"employee"}


def test_the_admin_role_from_the_directory_makes_staff_and_its_loss_unmakes_it():
    factories.admin_user("root")  # the roles exist
    mapping("IT-Admins", ADMIN)
    user = factories.user("hana", "employee")
    directory.memberships_set(user, ["IT-Admins"])
    directory.groups_apply(user, source=IdentityEvent.Source.OIDC)
    user.refresh_from_db()
    assert ADMIN in names(user) and user.is_staff
    directory.memberships_set(user, [])
    directory.groups_apply(user, source=IdentityEvent.Source.OIDC)
    user.refresh_from_db()
    assert ADMIN not in names(user) and not user.is_staff


def test_external_ids_map_like_names():
    mapping("8f2c-finance-object-id", "accounting")
    user = factories.user("ivan", "employee")
    directory.memberships_set(user, ["Finance"])
    DirectoryGroup.objects.filter(name="Finance").update(scim_external_id="8f2c-finance-object-id")
    directory.groups_apply(user, source=IdentityEvent.Source.SCIM)
    assert "accounting" in names(user)


@pytest.mark.parametrize(
    ("raw", "error"),
    [
        ({"a": 1}, "list of strings"),
        (["ok", 3], "list of strings"),
        (["x" * 256], "longer than 255"),
        ([f"g{i}" for i in range(501)], "at most 500"),
    ],
)
def test_a_malformed_groups_claim_is_refused_by_name(raw, error):
    with pytest.raises(ValueError, match=error):
        directory.clean_group_names(raw)


def test_groups_claim_names_are_cleaned():
    assert directory.clean_group_names(" Finance ") == ["Finance"]
    assert directory.clean_group_names(["b", "a", "b", " "]) == ["a", "b"]
    assert directory.clean_group_names(None) == []


def test_deactivation_ends_sessions_token_and_holds_pending_questions():
    world = demo_world.build()
    user = world["suzuki"]
    browser = Client()
    browser.force_login(user)
    other = Client()
    other.force_login(world["tanaka"])
    _token, key = token_issue(user=user)
    assert browser.get("/").status_code == 200
    assert Client().get("/api/questions/", HTTP_AUTHORIZATION=f"Token {key}").status_code == 200
    pending = questions.question_create(user=user, text="取引先への支払日はいつですか？")

    directory.account_deactivate(user, source=IdentityEvent.Source.SCIM)

    response = browser.get("/")
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")
    assert Client().get("/api/questions/", HTTP_AUTHORIZATION=f"Token {key}").status_code == 401
    assert other.get("/").status_code == 200  # nobody else is signed out
    pending.refresh_from_db()
    assert pending.state == Question.State.HELD
    assert pending.response["hold_reasons"] == ["account_inactive"]
    assert "アカウントが無効になったため" in pending.response["hold"]["unconfirmed"][0]
    assert "CANARY" not in str(pending.response)  # nothing of the accounting rule was searched
    event = IdentityEvent.objects.get(kind=IdentityEvent.Kind.DEACTIVATED)
    assert (event.target, event.detail["sessions_ended"], event.detail["api_token_revoked"]) == (
        user,
        1,
        True,
    )


def test_a_question_whose_asker_is_deactivated_mid_run_is_held_not_answered(monkeypatch):
    world = demo_world.build()
    user = world["suzuki"]
    q = questions.question_create(user=user, text="取引先への支払日はいつですか？")
    real_decide = questions.runtime.decide

    def deactivated_meanwhile(**kwargs):
        decision = real_decide(**kwargs)
        type(user).objects.filter(pk=user.pk).update(is_active=False)
        return decision

    monkeypatch.setattr(questions.runtime, "decide", deactivated_meanwhile)
    assert questions.question_process(q.pk) == Question.State.HELD
    q.refresh_from_db()
    assert q.response["hold_reasons"] == ["account_inactive"] and not q.response["citations"]


def test_deactivating_in_the_admin_ends_sessions_too():
    boss = factories.admin_user()
    user = factories.user("jun", "employee", "all-staff")
    session = Client()
    session.force_login(user)
    admin = Client()
    admin.force_login(boss)
    form = {
        "username": "jun",
        "first_name": "",
        "last_name": "",
        "email": "",
        "groups": [g.pk for g in user.groups.all()],
        "is_active": "",
    }
    response = admin.post(f"/admin/auth/user/{user.pk}/change/", form)
    assert response.status_code == 302, response.content.decode()[:2000]
    user.refresh_from_db()
    assert not user.is_active
    assert session.get("/").status_code == 302
    assert IdentityEvent.objects.filter(
        kind=IdentityEvent.Kind.DEACTIVATED, source="admin", actor=boss
    ).exists()
    assert Group.objects.filter(name="employee").exists()
