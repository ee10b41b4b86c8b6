"""Role groups (who may do what) as opposed to content groups (what one may read).

The bottom of the dependency arrows: ``portal``, ``grading`` and ``retrieval`` all import
these names, and this module imports none of them.
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

EMPLOYEE = "employee"
REVIEWER = "reviewer"
ADMIN = "admin"
ROLE_NAMES = (EMPLOYEE, REVIEWER, ADMIN)


def has_role(user: AbstractBaseUser | AnonymousUser, role: str) -> bool:
    if not user.is_authenticated or not user.is_active:
        return False
    names = set(user.groups.values_list("name", flat=True))
    if role == EMPLOYEE:
        # Reviewers and admins are employees too: they may ask questions.
        return bool(names & {EMPLOYEE, REVIEWER, ADMIN})
    return role in names
