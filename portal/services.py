"""Writes of the portal app: roles and demo data."""

from __future__ import annotations

import json
from pathlib import Path

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.db import transaction

from portal.roles import ADMIN, EMPLOYEE, REVIEWER

DEMO_DIR = Path(__file__).resolve().parent / "demo"
CONTENT_GROUPS = ("all-staff", "accounting", "hr")
ADMIN_APPS = ("retrieval", "grading")


@transaction.atomic
def roles_setup() -> None:
    """Role groups exist; the admin role may manage every model of the content apps."""
    for name in (EMPLOYEE, REVIEWER, ADMIN, *CONTENT_GROUPS):
        Group.objects.get_or_create(name=name)
    admin = Group.objects.get(name=ADMIN)
    perms = Permission.objects.filter(content_type__app_label__in=ADMIN_APPS)
    admin.permissions.add(*perms)
    admin.permissions.add(*Permission.objects.filter(content_type__app_label="auth", codename__endswith="_group"))


@transaction.atomic
def demo_users_load(path: Path = DEMO_DIR / "users.json") -> list[dict]:
    User = get_user_model()
    users = json.loads(path.read_text(encoding="utf-8"))
    for spec in users:
        user, _ = User.objects.get_or_create(username=spec["username"])
        user.set_password(spec["password"])
        user.first_name = spec.get("display_name", "")
        role = spec["role"]
        user.is_staff = role == ADMIN
        user.is_superuser = False
        user.save()
        names = [*spec["groups"], role] + ([EMPLOYEE] if role != EMPLOYEE else [])
        user.groups.set(Group.objects.filter(name__in=names))
    return users
