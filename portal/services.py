"""Writes of the portal app: roles and demo data."""

from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.core.exceptions import ImproperlyConfigured
from django.db import transaction

from accounts.roles import ADMIN, EMPLOYEE, REVIEWER

DEMO_DIR = Path(__file__).resolve().parent / "demo"
CONTENT_GROUPS = ("all-staff", "accounting", "hr")
ADMIN_APPS = ("retrieval", "grading")


# Users are managed (created, grouped, deactivated), never deleted: the log refers to them.
ADMIN_AUTH_PERMISSIONS = (
    "add_group",
    "change_group",
    "delete_group",
    "view_group",
    "add_user",
    "change_user",
    "view_user",
)


@transaction.atomic
def roles_setup() -> None:
    """Role groups exist; the admin role may manage every model of the content apps, content
    groups and users (portal.admin keeps it from changing any role's permissions). The admin
    role's permissions are set exactly, so anything added to it by hand is taken away."""
    for name in (EMPLOYEE, REVIEWER, ADMIN, *CONTENT_GROUPS):
        Group.objects.get_or_create(name=name)
    admin = Group.objects.get(name=ADMIN)
    perms = Permission.objects.filter(content_type__app_label__in=ADMIN_APPS)
    auth = Permission.objects.filter(content_type__app_label="auth", codename__in=ADMIN_AUTH_PERMISSIONS)
    # The record of role changes, read-only; never portal.manage_admins (issue #40 item 7).
    audit = Permission.objects.filter(
        content_type__app_label="portal",
        codename__in=[
            "view_rolechange",
            # Company sign-in: the mapping is the admins'; the record and the directory's own
            # groups and accounts are read-only (the directory writes them).
            "view_groupmapping",
            "add_groupmapping",
            "change_groupmapping",
            "delete_groupmapping",
            "view_identityevent",
            "view_directorygroup",
            "view_directoryaccount",
        ],
    )
    admin.permissions.set([*perms, *auth, *audit])


@transaction.atomic
def demo_desk_load(path: Path = DEMO_DIR / "desk.json") -> bool:
    """The demo company's general desk, unless admins have set one; True when created."""
    from retrieval.models import GeneralDesk

    if GeneralDesk.objects.exists():
        return False
    GeneralDesk(**json.loads(path.read_text(encoding="utf-8"))).save()
    return True


def demo_users_load(path: Path = DEMO_DIR / "users.json") -> list[dict]:
    """Create the demo users that do not exist yet; each spec comes back with ``created``.

    An existing account with a demo name (from an earlier run, or a real one) is left as
    it is: its password, superuser and staff flags and groups are never reset. Never in
    production, where published demo passwords would be a way in.
    """
    if settings.PRODUCTION:
        raise ImproperlyConfigured("デモ用ユーザーは KONKYO_ENV=production では作成しません。")
    User = get_user_model()
    users = json.loads(path.read_text(encoding="utf-8"))
    for spec in users:
        spec["created"] = not User.objects.filter(username=spec["username"]).exists()
        if not spec["created"]:
            continue
        role = spec["role"]
        user = User(
            username=spec["username"], first_name=spec.get("display_name", ""), is_staff=role == ADMIN
        )
        user.set_password(spec["password"])
        user.save()
        names = [*spec["groups"], role] + ([EMPLOYEE] if role != EMPLOYEE else [])
        user.groups.set(Group.objects.filter(name__in=names))
    return users
