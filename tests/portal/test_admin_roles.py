"""The admin role manages users and content groups but cannot change any role's permissions
or make anyone superuser or staff (issue #15 item 7)."""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission

from portal.services import roles_setup
from tests import factories

pytestmark = pytest.mark.django_db
User = get_user_model()


@pytest.fixture
def boss(client):
    u = factories.admin_user()
    client.force_login(u)
    return u


def change_user_perm() -> Permission:
    return Permission.objects.get(content_type__app_label="auth", codename="change_user")


def test_the_admin_role_cannot_give_its_own_group_permissions_and_then_become_superuser(client, boss):
    admin_group = Group.objects.get(name="admin")
    before = set(admin_group.permissions.all())
    url = f"/admin/auth/group/{admin_group.pk}/change/"
    every = [p.pk for p in Permission.objects.all()]
    client.post(url, {"name": "admin", "permissions": every})
    assert set(admin_group.permissions.all()) == before
    assert not admin_group.permissions.filter(codename__in=["change_permission", "delete_user"]).exists()
    # A content group cannot be given permissions either (the field is read-only).
    hr = Group.objects.get(name="hr")
    assert client.get(f"/admin/auth/group/{hr.pk}/change/").status_code == 200
    client.post(f"/admin/auth/group/{hr.pk}/change/", {"name": "hr", "permissions": every})
    assert not hr.permissions.exists()
    # Own account: no superuser or staff flags, no own groups, no per-user permissions.
    client.post(
        f"/admin/auth/user/{boss.pk}/change/",
        {
            "username": "boss",
            "is_active": "on",
            "is_staff": "on",
            "is_superuser": "on",
            "groups": [g.pk for g in Group.objects.all()],
            "user_permissions": every,
        },
    )
    boss.refresh_from_db()
    assert not boss.is_superuser and not boss.user_permissions.exists()
    assert sorted(boss.groups.values_list("name", flat=True)) == ["admin", "all-staff"]


def test_the_admin_role_creates_groups_and_deactivates_users_without_the_flags(client, boss):
    response = client.post(
        "/admin/auth/user/add/",
        {
            "username": "newbie",
            "usable_password": "true",
            "password1": "a-Long-password-4417",
            "password2": "a-Long-password-4417",
            "is_superuser": "on",
            "is_staff": "on",
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    newbie = User.objects.get(username="newbie")
    assert not newbie.is_superuser and not newbie.is_staff
    url = f"/admin/auth/user/{newbie.pk}/change/"
    page = client.get(url).content.decode()
    assert 'name="groups"' in page and 'name="is_active"' in page
    assert (
        'name="is_superuser"' not in page
        and 'name="is_staff"' not in page
        and 'name="user_permissions"' not in page
    )
    groups = Group.objects.filter(name__in=["employee", "accounting"])
    post = {"username": "newbie", "groups": [g.pk for g in groups], "is_superuser": "on", "is_staff": "on"}
    assert client.post(url, post).status_code == 302  # no is_active: deactivated
    newbie.refresh_from_db()
    assert not newbie.is_active and not newbie.is_superuser and not newbie.is_staff
    assert sorted(newbie.groups.values_list("name", flat=True)) == ["accounting", "employee"]
    # Staff follows the admin role, which only a holder of portal.manage_admins grants (#40 item 7).
    admin_group = Group.objects.get(name="admin")
    client.post(url, {"username": "newbie", "is_active": "on", "groups": [admin_group.pk]})
    newbie.refresh_from_db()
    assert not newbie.is_active and not newbie.is_staff
    assert sorted(newbie.groups.values_list("name", flat=True)) == ["accounting", "employee"]  # unchanged
    boss.user_permissions.add(Permission.objects.get(codename="manage_admins"))
    client.force_login(User.objects.get(pk=boss.pk))  # a fresh object: no cached permissions
    client.post(url, {"username": "newbie", "is_active": "on", "groups": [admin_group.pk]})
    newbie.refresh_from_db()
    assert newbie.is_active and newbie.is_staff and not newbie.is_superuser


def test_the_admin_role_cannot_touch_superusers_or_role_groups(client, boss):
    root = User.objects.create_superuser("root", password="pw-for-tests-0")
    for url in (f"/admin/auth/user/{root.pk}/change/", f"/admin/auth/user/{root.pk}/password/"):
        assert client.get(url).status_code in (302, 403, 404), url
    client.post(
        f"/admin/auth/user/{root.pk}/password/",
        {"password1": "x-Long-pass-9931", "password2": "x-Long-pass-9931"},
    )
    root.refresh_from_db()
    assert root.check_password("pw-for-tests-0")
    reviewer_group = Group.objects.get(name="reviewer")
    url = f"/admin/auth/group/{reviewer_group.pk}/change/"
    assert 'name="name"' not in client.get(url).content.decode()  # view only
    assert client.post(url, {"name": "renamed"}).status_code == 403
    assert client.post(f"/admin/auth/group/{reviewer_group.pk}/delete/", {"post": "yes"}).status_code == 403
    assert Group.objects.filter(name="reviewer").exists()


def test_a_superuser_still_edits_permissions_and_an_employee_reaches_no_admin(client, boss):
    hr = Group.objects.get(name="hr")
    root = User.objects.create_superuser("root", password="pw-for-tests-0")
    client.force_login(root)
    client.post(f"/admin/auth/group/{hr.pk}/change/", {"name": "hr", "permissions": [change_user_perm().pk]})
    assert list(hr.permissions.all()) == [change_user_perm()]
    staff_employee = factories.staff_user("tanaka", "employee", "all-staff")
    client.force_login(staff_employee)
    assert client.get("/admin/auth/user/").status_code == 302  # to the admin login


def test_setup_roles_takes_back_what_was_added_to_the_admin_role_by_hand():
    roles_setup()
    admin_group = Group.objects.get(name="admin")
    admin_group.permissions.add(Permission.objects.get(codename="delete_user"))
    roles_setup()
    assert not admin_group.permissions.filter(codename="delete_user").exists()
    assert admin_group.permissions.filter(codename="change_user").exists()
