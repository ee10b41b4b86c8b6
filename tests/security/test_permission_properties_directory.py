"""The permission state machine again, with users the company's directory provisioned
(issue #42): each account is created by the first OpenID Connect sign-in (just in time,
``DirectoryBackend``), and every grant or revocation of a reading group is a change of the
user's directory groups applied through the admins' mapping (as a new login's groups claim or
a SCIM change would), never a direct edit of ``user.groups``. The invariants are
``PermissionWorld``'s: nothing a user may not read reaches them.
"""

from __future__ import annotations

import os

import pytest
from django.contrib.auth.models import Group
from django.test import Client, RequestFactory
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from hypothesis.stateful import rule, run_state_machine_as_test

from portal.identity import directory
from portal.identity.models import DirectoryAccount, GroupMapping, IdentityEvent
from portal.identity.oidc import DirectoryBackend
from tests.security import test_permission_properties as base
from tests.security.conftest import PROFILE_ENV
from tests.security.test_permission_properties import world_env  # noqa: F401  (the fixture)

pytestmark = pytest.mark.django_db
ISSUER = "https://idp.example.test"
# Fewer runs than the hand-managed machine in CI (it shares its rules and checks); the soak
# profile runs this one at its full count too.
CI_EXAMPLES = 100


def directory_name(group: str) -> str:
    return f"dir-{group}"


class DirectoryPermissionWorld(base.PermissionWorld):
    def _set_directory_groups(self, user: str, groups: frozenset[str]) -> None:
        account = self.env.users[user]
        role = base.USERS[user]
        directory.memberships_set(account, [directory_name(role), *map(directory_name, sorted(groups))])
        directory.groups_apply(account, source=IdentityEvent.Source.OIDC)

    @rule(user=base.usernames, group=st.sampled_from(base.GROUPS))
    def grant_group(self, user, group):
        self._set_directory_groups(user, self.user_groups[user] | {group})
        self.user_groups[user] |= {group}
        self.note("directory: group granted")

    @rule(user=base.usernames, group=st.sampled_from(base.GROUPS))
    def revoke_group(self, user, group):
        self._set_directory_groups(user, self.user_groups[user] - {group})
        self.user_groups[user] -= {group}
        self.note("directory: group revoked")


def _provisioned(name: str, role: str):
    """The account the first sign-in of ``name`` creates, with its role from the mapping."""
    backend = DirectoryBackend()
    backend.request = RequestFactory().get("/oidc/callback/")
    backend.OIDC_OP_USER_ENDPOINT = ""  # the ID token's claims only
    payload = {"sub": f"sub-{name}", "preferred_username": name, "groups": [directory_name(role)]}
    return backend.get_or_create_user("access-token", "id-token", payload)


@pytest.fixture
def directory_env(world_env, settings):  # noqa: F811  (world_env is the imported fixture)
    """``world_env`` with its users replaced by directory-provisioned ones."""
    settings.KONKYO_OIDC_ISSUER = ISSUER
    for group in (*base.GROUPS, *set(base.USERS.values())):
        GroupMapping.objects.create(
            directory_value=directory_name(group), group=Group.objects.get(name=group)
        )
    for name, role in base.USERS.items():
        world_env.users[name].delete()
        user = _provisioned(name, role)
        world_env.users[name] = user
        world_env.clients[name] = Client()
        world_env.clients[name].force_login(user)
    return world_env


def test_directory_provisioned_accounts_are_provisioned_as_the_machine_assumes(directory_env):
    """The starting point the oracle assumes: each user exactly their role, from the directory."""
    for name, role in base.USERS.items():
        user = directory_env.users[name]
        assert DirectoryAccount.objects.get(user=user).subject == f"sub-{name}"
        # Exactly the role its directory group maps to: the employee role the first sign-in
        # gives is the directory's to control here (a mapping names it), so rita has none.
        assert set(user.groups.values_list("name", flat=True)) == {role}


def test_nothing_a_directory_provisioned_user_may_not_read_reaches_them(directory_env, hypothesis_profile):
    base.PermissionWorld.env = directory_env
    DirectoryPermissionWorld.env = directory_env
    profile = hypothesis_profile
    if profile.max_examples > CI_EXAMPLES and os.environ.get(PROFILE_ENV, "ci") != "soak":
        profile = hypothesis_settings(profile, max_examples=CI_EXAMPLES)
    run_state_machine_as_test(DirectoryPermissionWorld, settings=profile)
    counters = directory_env.counters
    print("exercised:", dict(sorted(counters.items())))
    assert counters.get("directory: group granted") and counters.get("directory: group revoked")
    assert counters.get("ask: answered") and counters.get("ask: held")


@pytest.fixture
def directory_machine(directory_env):
    DirectoryPermissionWorld.env = directory_env
    world = DirectoryPermissionWorld()
    yield world
    world.teardown()


def test_control_a_directory_that_never_takes_a_group_away_is_caught(directory_machine, monkeypatch):
    """A revocation at the directory that leaves the reading group in place is a leak the
    machine reports (its oracle has taken the group away)."""
    machine = directory_machine
    base._travel_rules(machine, groups=frozenset({"grp-a"}))
    machine.grant_group(user="alice", group="grp-a")
    ask = {"user": "alice", "question": "出張の日当はいくらですか？", "prefix": "", "user_date": None}
    machine.ask(**ask, via_page=False)
    assert next(iter(machine.asked.values())).response["citations"]  # answered while a member
    real_apply = directory.groups_apply

    def never_removes(user, *, source, actor=None):
        kept = set(user.groups.all())
        result = real_apply(user, source=source, actor=actor)
        user.groups.add(*kept)
        return result

    monkeypatch.setattr(directory, "groups_apply", never_removes)
    machine.revoke_group(user="alice", group="grp-a")
    with pytest.raises(AssertionError, match="outside the visible collection"):
        machine.ask(**ask, via_page=False)
