"""The directory decides what its people may read: its groups, through the admins' mapping,
become Konkyo groups; a deactivated account stops at once.

Two writers keep a user's directory groups (``DirectoryGroup.members``): every OpenID Connect
login (the groups claim, the whole list) and SCIM (one change at a time). After either,
``groups_apply`` recomputes the Konkyo groups the directory gives: groups it gave before or
that any mapping names are taken away unless a current directory group maps to them; groups
nobody maps (set by hand in the admin) are left alone.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.sessions.models import Session
from django.db import transaction
from django.utils import timezone

from accounts.roles import ADMIN
from portal.identity.models import DirectoryAccount, DirectoryGroup, IdentityEvent

log = logging.getLogger(__name__)
# A name longer than this is not a group name; more groups than this in one claim is refused.
MAX_GROUP_NAME = 255
MAX_GROUPS = 500


def event_record(kind: str, *, source: str, target=None, actor=None, **detail) -> IdentityEvent:
    return IdentityEvent.objects.create(
        kind=kind,
        source=source,
        target=target,
        target_name=target.get_username() if target is not None else "",
        actor=actor,
        detail=detail,
    )


def account_of(user) -> DirectoryAccount:
    return DirectoryAccount.objects.get_or_create(user=user)[0]


def clean_group_names(raw) -> list[str]:
    """The group names a claim carries: a list of strings (a single string is one group);
    anything else, or an oversized list, is a ValueError naming what is wrong."""
    if raw is None:
        return []
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list) or not all(isinstance(item, str) for item in raw):
        raise ValueError("the groups claim must be a list of strings")
    if len(raw) > MAX_GROUPS:
        raise ValueError(f"the groups claim lists {len(raw)} groups (at most {MAX_GROUPS})")
    names = [item.strip() for item in raw if item.strip()]
    if any(len(name) > MAX_GROUP_NAME for name in names):
        raise ValueError(f"a group name is longer than {MAX_GROUP_NAME} characters")
    return sorted(set(names))


def memberships_set(user, names: Iterable[str]) -> bool:
    """Make ``user`` a member of exactly the directory groups ``names`` (created as needed;
    an unknown group grants nothing until an admin maps it). True when they changed."""
    wanted = set(names)
    current = set(user.directory_groups.values_list("name", flat=True))
    if wanted == current:
        return False
    for name in sorted(wanted - current):
        DirectoryGroup.objects.get_or_create(name=name)[0].members.add(user)
    for group in DirectoryGroup.objects.filter(name__in=current - wanted):
        group.members.remove(user)
    return True


def mapped_groups(user) -> set[Group]:
    """The Konkyo groups the user's directory groups map to."""
    names = list(user.directory_groups.values_list("name", flat=True))
    externals = list(
        user.directory_groups.exclude(scim_external_id=None).values_list("scim_external_id", flat=True)
    )
    return set(Group.objects.filter(directory_mappings__directory_value__in=names + externals).distinct())


def groups_apply(user, *, source: str, actor=None) -> tuple[list[str], list[str]]:
    """Give ``user`` the Konkyo groups their directory groups map to and take away those the
    directory gave or controls that no longer apply; (added, removed) names, recorded as one
    ``groups_changed`` event when anything changed. Staff follows the admin role."""
    with transaction.atomic():
        account = account_of(user)
        granted = mapped_groups(user)
        controlled = set(account.granted_groups.all()) | set(
            Group.objects.filter(directory_mappings__isnull=False).distinct()
        )
        current = set(user.groups.all())
        removed = (current & controlled) - granted
        added = granted - current
        if removed:
            user.groups.remove(*removed)
        if added:
            user.groups.add(*added)
        account.granted_groups.set(granted)
        staff = user.is_superuser or user.groups.filter(name=ADMIN).exists()
        if user.is_staff != staff:
            user.is_staff = staff
            user.save(update_fields=["is_staff"])
        added_names = sorted(g.name for g in added)
        removed_names = sorted(g.name for g in removed)
        if added or removed:
            event_record(
                IdentityEvent.Kind.GROUPS_CHANGED,
                source=source,
                target=user,
                actor=actor,
                added=added_names,
                removed=removed_names,
                directory_groups=sorted(user.directory_groups.values_list("name", flat=True)),
            )
    return added_names, removed_names


def groups_apply_all(*, source: str, actor=None) -> int:
    """Re-apply the mapping to every directory account (after an admin changed it); the
    number of users whose groups changed."""
    changed = 0
    for account in DirectoryAccount.objects.select_related("user"):
        added, removed = groups_apply(account.user, source=source, actor=actor)
        changed += bool(added or removed)
    return changed


def sessions_end(user) -> int:
    """Delete every session signed in as ``user``; how many. (Sessions of an inactive user
    are refused anyway by every backend's ``get_user``; this also drops their data.)"""
    ended = 0
    for session in Session.objects.filter(expire_date__gt=timezone.now()).iterator():
        if session.get_decoded().get("_auth_user_id") == str(user.pk):
            session.delete()
            ended += 1
    return ended


def account_deactivate(user, *, source: str, actor=None) -> None:
    """The directory (or an admin) ended this account: it cannot sign in, its sessions and
    API token stop working now, and its questions without an answer are held."""
    from portal.questions import questions_hold_for_inactive
    from portal.tokens import token_revoke

    with transaction.atomic():
        get_user_model().objects.filter(pk=user.pk).update(is_active=False)
        user.is_active = False
        token = token_revoke(user=user)
        sessions = sessions_end(user)
        event_record(
            IdentityEvent.Kind.DEACTIVATED,
            source=source,
            target=user,
            actor=actor,
            sessions_ended=sessions,
            api_token_revoked=token,
        )
    held = questions_hold_for_inactive(user=user)
    if held:
        log.info("held %d pending questions of deactivated user %s", len(held), user.pk)


def account_reactivate(user, *, source: str, actor=None) -> None:
    get_user_model().objects.filter(pk=user.pk).update(is_active=True)
    user.is_active = True
    event_record(IdentityEvent.Kind.REACTIVATED, source=source, target=user, actor=actor)
