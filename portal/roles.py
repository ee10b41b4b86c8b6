"""Role groups (who may do what) as opposed to content groups (what one may read)."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

EMPLOYEE = "employee"
REVIEWER = "reviewer"
ADMIN = "admin"


def has_role(user: AbstractBaseUser | AnonymousUser, role: str) -> bool:
    if not user.is_authenticated or not user.is_active:
        return False
    names = set(user.groups.values_list("name", flat=True))
    if role == EMPLOYEE:
        # Reviewers and admins are employees too: they may ask questions.
        return bool(names & {EMPLOYEE, REVIEWER, ADMIN})
    return role in names
