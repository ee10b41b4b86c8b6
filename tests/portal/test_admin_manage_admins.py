"""One admin account cannot take over another (issue #40 item 7): another admin's groups,
flags and password, and granting the admin role, need ``portal.manage_admins`` (superusers
have it, the admin role does not); every change of what a user may do is recorded and shown
read-only in the admin. Real posts to the admin through the test client."""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission

from portal.models import RoleChange
from tests import factories

pytestmark = pytest.mark.django_db
User = get_user_model()
NEW_PASSWORD = "x-Long-pass-9931"


@pytest.fixture
def accounts():
    """boss: the first admin; sock: a second admin-role account (admin + accounting + hr),
    as in the report; tanaka: an employee; root: a superuser."""
    boss = factories.admin_user("boss")
    return {
        "boss": boss,
        "sock": factories.staff_user("sock", "admin", "accounting", "hr"),
        "tanaka": factories.user("tanaka", "employee", "all-staff"),
        "root": User.objects.create_superuser("root", password="pw-for-tests-0"),
    }


def group_pks(*names: str) -> list[int]:
    return list(Group.objects.filter(name__in=names).values_list("pk", flat=True))


def groups_of(user) -> list[str]:
    return sorted(user.groups.values_list("name", flat=True))


def change(client, target, groups: list[str], **extra):
    post = {"username": target.username, "is_active": "on", "groups": group_pks(*groups), **extra}
    return client.post(f"/admin/auth/user/{target.pk}/change/", post)


def set_password(client, target):
    return client.post(
        f"/admin/auth/user/{target.pk}/password/",
        {"password1": NEW_PASSWORD, "password2": NEW_PASSWORD, "usable_password": "true"},
    )


def test_a_second_admin_cannot_change_the_first_admins_groups_or_password(client, accounts):
    boss, sock = accounts["boss"], accounts["sock"]
    client.force_login(sock)
    before = groups_of(boss)
    # Read-only at most: no groups to tick, and a post is refused.
    page = client.get(f"/admin/auth/user/{boss.pk}/change/")
    assert page.status_code == 200 and 'name="groups"' not in page.content.decode()
    assert change(client, boss, ["employee"], is_staff="on").status_code == 403
    assert change(client, boss, ["employee", "admin", "hr", "accounting"]).status_code == 403
    boss.refresh_from_db()
    assert groups_of(boss) == before == ["admin", "all-staff"] and boss.is_staff and boss.is_active
    # The password page neither opens nor takes a post.
    assert client.get(f"/admin/auth/user/{boss.pk}/password/").status_code == 403
    assert set_password(client, boss).status_code == 403
    boss.refresh_from_db()
    assert boss.check_password("pw-for-tests-0") and not boss.check_password(NEW_PASSWORD)
    assert not RoleChange.objects.exists()


def test_an_admin_without_the_permission_cannot_grant_the_admin_role(client, accounts):
    sock, tanaka = accounts["sock"], accounts["tanaka"]
    client.force_login(sock)
    page = client.get(f"/admin/auth/user/{tanaka.pk}/change/").content.decode()
    admin_pk = Group.objects.get(name="admin").pk
    assert 'name="groups"' in page and f'name="groups" value="{admin_pk}"' not in page  # not offered
    response = change(client, tanaka, ["employee", "all-staff", "admin"])
    assert response.status_code == 200 and "errornote" in response.content.decode()  # refused
    tanaka.refresh_from_db()
    assert groups_of(tanaka) == ["all-staff", "employee"] and not tanaka.is_staff
    assert not RoleChange.objects.exists()


def test_a_superuser_and_a_holder_of_manage_admins_change_another_admin(client, accounts):
    boss, sock, root = accounts["boss"], accounts["sock"], accounts["root"]
    client.force_login(root)
    response = change(
        client,
        boss,
        ["admin", "all-staff", "hr"],
        is_staff="on",
        date_joined_0="2026-01-01",
        date_joined_1="09:00",
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    assert groups_of(boss) == ["admin", "all-staff", "hr"]
    assert client.get(f"/admin/auth/user/{boss.pk}/password/").status_code == 200
    assert set_password(client, boss).status_code == 302
    boss.refresh_from_db()
    assert boss.check_password(NEW_PASSWORD)

    # An admin-role account the superuser gave the permission may do the same, without the flags.
    sock.user_permissions.add(
        Permission.objects.get(content_type__app_label="portal", codename="manage_admins")
    )
    client.force_login(User.objects.get(pk=sock.pk))  # a fresh object: no cached permissions
    assert change(client, boss, ["admin", "all-staff"]).status_code == 302
    assert groups_of(boss) == ["admin", "all-staff"]
    assert client.get(f"/admin/auth/user/{boss.pk}/password/").status_code == 200
    # ... and grant the admin role, staff following it.
    tanaka = accounts["tanaka"]
    assert change(client, tanaka, ["employee", "all-staff", "admin"]).status_code == 302
    tanaka.refresh_from_db()
    assert groups_of(tanaka) == ["admin", "all-staff", "employee"] and tanaka.is_staff

    # Every one of those changes is on record, the superuser's included.
    rows = list(RoleChange.objects.order_by("pk").values_list("actor__username", "target__username"))
    assert rows == [("root", "boss"), ("sock", "boss"), ("sock", "tanaka")]


def test_an_admin_changes_an_employees_groups_and_the_change_is_audited(client, accounts):
    sock, tanaka = accounts["sock"], accounts["tanaka"]
    client.force_login(sock)
    assert change(client, tanaka, ["employee", "all-staff", "hr"]).status_code == 302
    assert groups_of(tanaka) == ["all-staff", "employee", "hr"]
    record = RoleChange.objects.get()
    assert (record.actor, record.target) == (sock, tanaka)
    assert record.before == {"groups": ["all-staff", "employee"]}
    assert record.after == {"groups": ["all-staff", "employee", "hr"]}
    # Saving without a change records nothing; deactivating is recorded.
    assert change(client, tanaka, ["employee", "all-staff", "hr"]).status_code == 302
    assert RoleChange.objects.count() == 1
    post = {"username": "tanaka", "groups": group_pks("employee", "all-staff", "hr")}  # no is_active
    assert client.post(f"/admin/auth/user/{tanaka.pk}/change/", post).status_code == 302
    latest = RoleChange.objects.order_by("-pk").first()
    assert (latest.before, latest.after) == ({"is_active": True}, {"is_active": False})


def test_the_record_is_read_only_in_the_admin_for_admins_and_superusers(client, accounts):
    sock, tanaka = accounts["sock"], accounts["tanaka"]
    client.force_login(sock)
    change(client, tanaka, ["employee", "all-staff", "hr"])
    record = RoleChange.objects.get()
    for user in (sock, accounts["root"]):
        client.force_login(user)
        listing = client.get("/admin/portal/rolechange/").content.decode()
        assert "tanaka" in listing and "グループ: all-staff, employee → all-staff, employee, hr" in listing
        detail = client.get(f"/admin/portal/rolechange/{record.pk}/change/")
        assert detail.status_code == 200 and 'name="_save"' not in detail.content.decode()
        assert client.post(f"/admin/portal/rolechange/{record.pk}/change/", {}).status_code == 403
        assert (
            client.post(f"/admin/portal/rolechange/{record.pk}/delete/", {"post": "yes"}).status_code == 403
        )
        assert client.get("/admin/portal/rolechange/add/").status_code == 403
    assert RoleChange.objects.get() == record and record.after == RoleChange.objects.get().after
    # English labels for the English admin.
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    english = client.get("/admin/portal/rolechange/").content.decode()
    assert "Role changes" in english and "Groups: all-staff, employee → all-staff, employee, hr" in english
