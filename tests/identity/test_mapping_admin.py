"""The group mapping in /admin/ (issue #42 items 2 and 4): admins manage it, a change applies
to directory accounts at once and is recorded; mapping the admin role needs
portal.manage_admins; the record and the directory's own rows are read-only."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission
from django.test import Client

from portal.identity import directory
from portal.identity.models import GroupMapping, IdentityEvent
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client():
    boss = factories.admin_user("boss")
    client = Client()
    client.force_login(boss)
    client.boss = boss
    return client


@pytest.fixture
def finance_member():
    user = factories.user("kana", "employee")
    directory.memberships_set(user, ["Finance"])
    directory.account_of(user)
    return user


def names(user) -> set[str]:
    return set(user.groups.values_list("name", flat=True))


def test_adding_a_mapping_applies_it_at_once_and_records_who(admin_client, finance_member):
    accounting = factories.group("accounting")
    response = admin_client.post(
        "/admin/portal/groupmapping/add/", {"directory_value": " Finance ", "group": accounting.pk}
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    assert GroupMapping.objects.get().directory_value == "Finance"
    assert "accounting" in names(finance_member)
    event = IdentityEvent.objects.get(kind=IdentityEvent.Kind.MAPPING_CHANGED)
    assert (event.actor, event.source, event.detail["action"]) == (admin_client.boss, "admin", "added")
    assert event.detail["users_changed"] == 1


def test_deleting_a_mapping_takes_its_group_away(admin_client, finance_member):
    rule = GroupMapping.objects.create(directory_value="Finance", group=factories.group("accounting"))
    directory.groups_apply(finance_member, source=IdentityEvent.Source.OIDC)
    assert "accounting" in names(finance_member)
    response = admin_client.post(f"/admin/portal/groupmapping/{rule.pk}/delete/", {"post": "yes"})
    assert response.status_code == 302
    assert "accounting" not in names(finance_member)
    assert IdentityEvent.objects.filter(kind="mapping_changed", detail__action="deleted").count() == 1


def test_the_admin_role_is_mapped_only_by_those_who_may_manage_admins(admin_client, finance_member):
    admin_role = factories.group("admin")
    refused = admin_client.post(
        "/admin/portal/groupmapping/add/", {"directory_value": "IT", "group": admin_role.pk}
    )
    assert refused.status_code == 200 and "管理者の役割を対応付けられるのは" in refused.content.decode()
    assert not GroupMapping.objects.exists()
    admin_client.boss.user_permissions.add(Permission.objects.get(codename="manage_admins"))
    allowed = admin_client.post(
        "/admin/portal/groupmapping/add/", {"directory_value": "IT", "group": admin_role.pk}
    )
    assert allowed.status_code == 302 and GroupMapping.objects.filter(group=admin_role).exists()


def test_an_empty_directory_value_is_refused_by_name(admin_client):
    response = admin_client.post(
        "/admin/portal/groupmapping/add/",
        {"directory_value": "  ", "group": factories.group("accounting").pk},
    )
    assert response.status_code == 200 and not GroupMapping.objects.exists()
    assert "directory_value" in response.context["adminform"].form.errors


def test_the_record_is_read_only_for_admins(admin_client, finance_member):
    directory.event_record(IdentityEvent.Kind.LOGIN, source=IdentityEvent.Source.OIDC, target=finance_member)
    event = IdentityEvent.objects.get()
    assert admin_client.get("/admin/portal/identityevent/").status_code == 200
    assert "kana" in admin_client.get("/admin/portal/identityevent/").content.decode()
    assert (
        admin_client.post(f"/admin/portal/identityevent/{event.pk}/delete/", {"post": "yes"}).status_code
        == 403
    )
    assert admin_client.get("/admin/portal/identityevent/add/").status_code == 403
    assert admin_client.get("/admin/portal/directorygroup/").status_code == 200


def test_employees_do_not_reach_the_mapping(finance_member):
    client = Client()
    client.force_login(finance_member)
    response = client.get("/admin/portal/groupmapping/")
    assert response.status_code == 302 and response["Location"].startswith("/admin/login/")
