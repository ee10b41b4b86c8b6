"""Who may change an admin's account, and the record of every change of what a user may do
(issue #40 item 7).

Changing another admin's groups, flags or password, or granting the admin role, needs the
``portal.manage_admins`` permission: superusers have it, the admin role does not, so one admin
account cannot take over another. Every change of a user's groups, flags or per-user
permissions made in the admin is recorded (``RoleChange``), by whomever.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from accounts.roles import ADMIN
from portal.models import RoleChange

MANAGE_ADMINS = "portal.manage_admins"


def is_admin_account(user: AbstractBaseUser) -> bool:
    """Staff, superuser or in the admin role (active or not: a deactivated admin is
    one reactivation away from being one again)."""
    return user.is_staff or user.is_superuser or user.groups.filter(name=ADMIN).exists()


def may_manage_admins(user: AbstractBaseUser) -> bool:
    return user.has_perm(MANAGE_ADMINS)


def role_snapshot(user: AbstractBaseUser | None) -> dict[str, Any]:
    """What ``user`` may do, as plain data; that of an account not yet saved for None."""
    if user is None:
        return {"groups": [], "is_staff": False, "is_superuser": False, "is_active": True, "permissions": []}
    return {
        "groups": sorted(user.groups.values_list("name", flat=True)),
        "is_staff": user.is_staff,
        "is_superuser": user.is_superuser,
        "is_active": user.is_active,
        "permissions": sorted(
            f"{app}.{codename}"
            for app, codename in user.user_permissions.values_list("content_type__app_label", "codename")
        ),
    }


def role_change_record(*, actor: AbstractBaseUser, target: AbstractBaseUser, before: dict[str, Any]):
    """Record what changed in ``target``'s snapshot since ``before`` (only what changed);
    None when nothing did."""
    after = role_snapshot(target)
    changed = [key for key in after if before.get(key) != after[key]]
    if not changed:
        return None
    return RoleChange.objects.create(
        actor=actor,
        target=target,
        before={key: before.get(key) for key in changed},
        after={key: after[key] for key in changed},
    )
