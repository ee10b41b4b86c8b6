"""django-scim2 adapters for the directory's users and groups (settings USER_ADAPTER and
GROUP_ADAPTER): SCIM resources in and out, every change through ``directory``'s service
functions.

A request is read whole into a state (``UserState``, ``GroupState``) and checked before
anything is written; the writes then run in one transaction, so bad input changes nothing.
The parsing of values, PATCH paths and a user's state is in ``scim_values``; a group's
state is here, as its members are looked up in the database.
Attributes Konkyo does not keep (titles, phone numbers, an extension schema's) are accepted
and ignored, as providers send many; a value Konkyo keeps must be valid, and a member
reference must name a known account. Users are never deleted (their questions and the
decision log refer to them): a DELETE deactivates the account and unlinks it from SCIM.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import transaction
from django_scim import exceptions
from django_scim.adapters import SCIMGroup, SCIMUser

from accounts.roles import EMPLOYEE
from portal.identity import directory
from portal.identity.models import DirectoryAccount, DirectoryGroup, IdentityEvent
from portal.identity.scim import CORE_GROUP_URN, CORE_USER_URN
from portal.identity.scim_values import (
    Target,
    UserState,
    invalid,
    operations_parse,
    optional_parse,
    text_parse,
    user_state_from,
    user_step,
    value_eq_parse,
)

SCIM = IdentityEvent.Source.SCIM
USER_FIELDS = ("username", "first_name", "last_name", "email")


# Users ----------------------------------------------------------------------------------


def _username_free(username: str, *, but=None) -> None:
    taken = get_user_model().objects.filter(username__iexact=username)
    if but is not None:
        taken = taken.exclude(pk=but.pk)
    if taken.exists():
        raise exceptions.IntegrityError(f'userName "{username}" is already taken', scim_type="uniqueness")


def account_create(account: DirectoryAccount, state: UserState) -> None:
    """A new user (no password: they sign in through the identity provider) with the
    employee role and nothing else, and its directory account."""
    _username_free(state.username)
    user = get_user_model()(is_active=state.active, **{key: getattr(state, key) for key in USER_FIELDS})
    user.set_unusable_password()
    user.save()
    user.groups.add(Group.objects.get_or_create(name=EMPLOYEE)[0])
    account.user = user
    account.scim_external_id = state.external_id
    account.save()
    directory.event_record(
        IdentityEvent.Kind.ACCOUNT_CREATED,
        source=SCIM,
        target=user,
        scim_id=account.scim_id,
        active=user.is_active,
    )


def account_update(account: DirectoryAccount, state: UserState) -> None:
    """Names, address and external id as the state says; a change of ``active``
    deactivates (sessions, API token, pending questions) or reactivates the account."""
    user = account.user
    if state.username != user.username:
        _username_free(state.username, but=user)
    changed = [key for key in USER_FIELDS if getattr(user, key) != getattr(state, key)]
    for key in changed:
        setattr(user, key, getattr(state, key))
    if changed:
        user.save(update_fields=changed)
    if account.scim_external_id != state.external_id:
        account.scim_external_id = state.external_id
        account.save(update_fields=["scim_external_id"])
        changed.append("external_id")
    if changed:
        directory.event_record(IdentityEvent.Kind.ACCOUNT_UPDATED, source=SCIM, target=user, fields=changed)
    if user.is_active and not state.active:
        directory.account_deactivate(user, source=SCIM)
    elif not user.is_active and state.active:
        directory.account_reactivate(user, source=SCIM)


def account_unlink(account: DirectoryAccount) -> None:
    """SCIM DELETE: the user leaves every directory group (and the groups those gave), is
    deactivated, and is no SCIM resource any more; the user itself stays."""
    user = account.user
    left = sorted(user.directory_groups.values_list("name", flat=True))
    directory.memberships_set(user, [])
    directory.groups_apply(user, source=SCIM)
    if user.is_active:
        directory.account_deactivate(user, source=SCIM)
    DirectoryAccount.objects.filter(pk=account.pk).update(scim_id=None, scim_external_id=None)
    directory.event_record(
        IdentityEvent.Kind.ACCOUNT_UPDATED,
        source=SCIM,
        target=user,
        unlinked=True,
        directory_groups_left=left,
    )


class DirectoryUserAdapter(SCIMUser):
    """A SCIM User: a ``DirectoryAccount`` (``self.obj``; its ``scim_id`` is the id) and its
    user."""

    def __init__(self, obj: DirectoryAccount, request=None) -> None:
        super().__init__(obj, request)
        self.state: UserState | None = None

    @property
    def display_name(self) -> str:
        return self.obj.user.get_full_name() or self.obj.user.get_username()

    def current_state(self) -> UserState:
        user = self.obj.user
        return UserState(
            **{key: getattr(user, key) for key in USER_FIELDS},
            active=user.is_active,
            external_id=self.obj.scim_external_id,
        )

    def to_dict(self) -> dict:
        user, account = self.obj.user, self.obj
        groups = user.directory_groups.exclude(scim_id=None).order_by("name")
        return {
            "schemas": [CORE_USER_URN],
            "id": self.id,
            "externalId": account.scim_external_id,
            "userName": user.username,
            "name": {
                "givenName": user.first_name,
                "familyName": user.last_name,
                "formatted": self.display_name,
            },
            "displayName": self.display_name,
            "emails": [{"value": user.email, "primary": True, "type": "work"}] if user.email else [],
            "active": user.is_active,
            "groups": [
                {
                    "value": g.scim_id,
                    "display": g.name,
                    "$ref": DirectoryGroupAdapter(g, self.request).location,
                }
                for g in groups
            ],
            "meta": {
                "resourceType": self.resource_type,
                "created": account.created_at.isoformat(),
                "lastModified": account.created_at.isoformat(),
                "location": self.location,
            },
        }

    def validate_dict(self, d: Any) -> None:
        if not isinstance(d, dict):
            raise invalid("the body must be a JSON object", "invalidSyntax")

    def from_dict(self, d: dict) -> None:
        self.state = user_state_from(d, self.current_state() if self.obj.pk else None)

    def _lock(self) -> None:
        """Read the account and its user again under a row lock: concurrent requests for
        one user apply one after the other, each to what the previous one left."""
        self.obj = (
            DirectoryAccount.objects.select_for_update(no_key=True).select_related("user").get(pk=self.obj.pk)
        )

    def handle_operations(self, operations: Any) -> None:
        steps = operations_parse(operations, CORE_USER_URN)
        with transaction.atomic():
            self._lock()
            self.state = self.current_state()
            for op, target, value in steps:
                user_step(self.state, op, target, value)
            account_update(self.obj, self.state)

    def save(self) -> None:
        with transaction.atomic():
            if self.obj.pk is None:
                account_create(self.obj, self.state)
            else:
                self._lock()
                account_update(self.obj, self.state)

    def delete(self) -> None:
        with transaction.atomic():
            self._lock()
            account_unlink(self.obj)


# Groups ---------------------------------------------------------------------------------


@dataclass
class GroupState:
    """What a SCIM Group says: its name, external id and members (user ids)."""

    name: str = ""
    external_id: str | None = None
    members: set[int] = field(default_factory=set)


def member_pks(ids: list[str]) -> set[int]:
    """The users SCIM ids name; an id that names no account is a 400 naming it."""
    found = dict(DirectoryAccount.objects.filter(scim_id__in=ids).values_list("scim_id", "user_id"))
    unknown = [value for value in ids if value not in found]
    if unknown:
        raise invalid("unknown member: " + ", ".join(value[:100] for value in unknown[:5]))
    return set(found.values())


def members_resolve(value: Any) -> set[int]:
    """The users of a ``members`` value: ``[{"value": "<User id>"}, ...]``."""
    if value is None:
        return set()
    if isinstance(value, dict):
        value = [value]
    if not isinstance(value, list) or not all(
        isinstance(item, dict) and isinstance(item.get("value"), str) for item in value
    ):
        raise invalid('"members" must be a list of {"value": "<User id>"}')
    return member_pks([item["value"] for item in value])


def _members_step(state: GroupState, op: str, target: Target, value: Any) -> None:
    if target.filter:
        value = value_eq_parse(target.filter)
        if value is None or op != "remove" or target.sub:
            raise invalid(f"unsupported members filter: {target.filter[:200]}", "invalidFilter")
        state.members -= member_pks([value])
    elif target.sub:
        raise invalid(f"unsupported path: members.{target.sub}", "invalidPath")
    elif op == "remove":
        state.members -= members_resolve(value) if value is not None else set(state.members)
    elif op == "add":
        state.members |= members_resolve(value)
    else:
        state.members = members_resolve(value)


def group_step(state: GroupState, op: str, target: Target, value: Any) -> None:
    """Apply one PATCH step to a group's state."""
    if target.foreign:
        return
    if target.attr == "members":
        _members_step(state, op, target, value)
    elif target.attr == "displayname":
        if op == "remove":
            raise invalid('"displayName" cannot be removed', "mutability")
        state.name = text_parse(value, "displayName", 255, required=True)
    elif target.attr == "externalid":
        state.external_id = None if op == "remove" else optional_parse(value, "externalId")


def _usernames(pks: set[int]) -> list[str]:
    return sorted(get_user_model().objects.filter(pk__in=pks).values_list("username", flat=True))


def group_write(group: DirectoryGroup, state: GroupState) -> None:
    """Save the group as the state says and re-apply the mapping to every user whose
    groups may change: those added or removed, and all members when the name or external
    id (what mappings match) changed."""
    is_new = group.pk is None
    before = (
        GroupState() if is_new else GroupState(group.name, group.scim_external_id, group_member_pks(group))
    )
    if DirectoryGroup.objects.filter(name=state.name).exclude(pk=group.pk).exists():
        raise exceptions.IntegrityError(
            f'displayName "{state.name}" is already taken', scim_type="uniqueness"
        )
    added, removed = state.members - before.members, before.members - state.members
    renamed = (state.name, state.external_id) != (before.name, before.external_id)
    if not (is_new or renamed or added or removed):
        return
    group.name, group.scim_external_id = state.name, state.external_id
    group.save()
    group.members.add(*added)
    group.members.remove(*removed)
    for user in get_user_model().objects.filter(
        pk__in=(state.members | removed) if renamed else (added | removed)
    ):
        directory.groups_apply(user, source=SCIM)
    detail = {"created": is_new, "added": _usernames(added), "removed": _usernames(removed)}
    if renamed and not is_new and before.name != state.name:
        detail["renamed_from"] = before.name
    directory.event_record(
        IdentityEvent.Kind.DIRECTORY_GROUP_CHANGED, source=SCIM, group=state.name, **detail
    )


def group_member_pks(group: DirectoryGroup) -> set[int]:
    return set(group.members.values_list("pk", flat=True))


def group_delete(group: DirectoryGroup) -> None:
    """The group goes; its former members lose what it gave them."""
    members = group_member_pks(group)
    name = group.name
    group.delete()
    for user in get_user_model().objects.filter(pk__in=members):
        directory.groups_apply(user, source=SCIM)
    directory.event_record(
        IdentityEvent.Kind.DIRECTORY_GROUP_CHANGED,
        source=SCIM,
        group=name,
        deleted=True,
        removed=_usernames(members),
    )


class DirectoryGroupAdapter(SCIMGroup):
    """A SCIM Group: a ``DirectoryGroup``; its members are directory accounts."""

    def __init__(self, obj: DirectoryGroup, request=None) -> None:
        super().__init__(obj, request)
        self.state: GroupState | None = None

    def current_state(self) -> GroupState:
        return GroupState(self.obj.name, self.obj.scim_external_id, group_member_pks(self.obj))

    def to_dict(self) -> dict:
        accounts = (
            DirectoryAccount.objects.filter(user__directory_groups=self.obj)
            .exclude(scim_id=None)
            .select_related("user")
            .order_by("scim_id")
        )
        return {
            "schemas": [CORE_GROUP_URN],
            "id": self.id,
            "externalId": self.obj.scim_external_id,
            "displayName": self.obj.name,
            "members": [
                {
                    "value": account.scim_id,
                    "display": account.user.get_username(),
                    "$ref": DirectoryUserAdapter(account, self.request).location,
                }
                for account in accounts
            ],
            "meta": {
                "resourceType": self.resource_type,
                "lastModified": self.obj.updated_at.isoformat(),
                "location": self.location,
            },
        }

    def validate_dict(self, d: Any) -> None:
        if not isinstance(d, dict):
            raise invalid("the body must be a JSON object", "invalidSyntax")

    def from_dict(self, d: dict) -> None:
        self.state = GroupState(
            name=text_parse(d.get("displayName"), "displayName", 255, required=True),
            external_id=optional_parse(d.get("externalId"), "externalId"),
            members=members_resolve(d.get("members")),
        )

    def _lock(self) -> None:
        """Read the group again under a row lock (as ``DirectoryUserAdapter._lock``)."""
        self.obj = DirectoryGroup.objects.select_for_update(no_key=True).get(pk=self.obj.pk)

    def handle_operations(self, operations: Any) -> None:
        steps = operations_parse(operations, CORE_GROUP_URN)
        with transaction.atomic():
            self._lock()
            self.state = self.current_state()
            for op, target, value in steps:
                group_step(self.state, op, target, value)
            group_write(self.obj, self.state)

    def save(self) -> None:
        with transaction.atomic():
            if self.obj.pk is not None:
                self._lock()
            group_write(self.obj, self.state)

    def delete(self) -> None:
        with transaction.atomic():
            self._lock()
            group_delete(self.obj)
