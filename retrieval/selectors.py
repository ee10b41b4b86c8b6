"""Reads: what a user may see. Permission and validity are applied here, first."""

from __future__ import annotations

from datetime import date

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db.models import Q, QuerySet

from accounts.roles import ROLE_NAMES
from retrieval.models import DocumentVersion, Passage


def user_reading_groups(*, user: AbstractBaseUser | AnonymousUser) -> frozenset[str]:
    """The content groups a user reads with (role groups grant no reading)."""
    if not user.is_authenticated or not user.is_active:
        return frozenset()
    names = user.groups.values_list("name", flat=True)
    return frozenset(n for n in names if n not in ROLE_NAMES)


def _valid_on(as_of: date) -> Q:
    return (Q(valid_from__isnull=True) | Q(valid_from__lte=as_of)) & (
        Q(valid_until__isnull=True) | Q(valid_until__gt=as_of)
    )


def versions_readable(*, groups: frozenset[str]) -> QuerySet[DocumentVersion]:
    """Versions sharing a group with `groups` on some date (no groups = nobody)."""
    ids = DocumentVersion.objects.filter(groups__name__in=list(groups)).values("pk")
    return DocumentVersion.objects.filter(pk__in=ids).select_related("document")


def visible_versions(*, user: AbstractBaseUser | AnonymousUser, as_of: date) -> QuerySet[DocumentVersion]:
    """Versions the user may read that are valid on `as_of`."""
    groups = user_reading_groups(user=user)
    return versions_readable(groups=groups).filter(_valid_on(as_of))


def visible_passages(*, user: AbstractBaseUser | AnonymousUser, as_of: date) -> QuerySet[Passage]:
    versions = visible_versions(user=user, as_of=as_of)
    return Passage.objects.filter(version__in=versions.values("pk")).select_related("version__document")


def version_for_reader(*, user: AbstractBaseUser | AnonymousUser, version_pk: int) -> DocumentVersion | None:
    """The version if the user may read it on some date, else None (same for nonexistent)."""
    groups = user_reading_groups(user=user)
    return versions_readable(groups=groups).filter(pk=version_pk).prefetch_related("passages").first()
