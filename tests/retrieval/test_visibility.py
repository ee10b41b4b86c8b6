"""Who sees which version on which day: reader's group, another group, nobody."""

from datetime import date

import pytest

from retrieval import selectors
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    doc = factories.document("HR-1")
    v = factories.version(
        doc, "1", valid_from=date(2026, 4, 1), valid_to=date(2026, 9, 30), groups=("hr",), title="人事規程"
    )
    alice = factories.user("alice", "hr")
    bob = factories.user("bob", "accounting")
    charlie = factories.user("charlie")
    return v, alice, bob, charlie


@pytest.mark.parametrize(
    ("day", "visible"),
    [
        (date(2026, 3, 31), False),  # the day before
        (date(2026, 4, 1), True),  # first day (inclusive)
        (date(2026, 6, 15), True),
        (date(2026, 9, 30), True),  # last day (inclusive)
        (date(2026, 10, 1), False),  # the day after: half-open end
    ],
)
def test_reader_group_sees_version_only_inside_validity(world, day, visible):
    v, alice, bob, charlie = world
    assert list(selectors.visible_versions(user=alice, as_of=day)) == ([v] if visible else [])
    assert list(
        selectors.visible_passages(user=alice, as_of=day).values_list("version_id", flat=True).distinct()
    ) == ([v.pk] if visible else [])


@pytest.mark.parametrize("day", [date(2026, 3, 31), date(2026, 4, 1), date(2026, 9, 30), date(2026, 10, 1)])
def test_other_group_and_no_group_never_see_it(world, day):
    v, alice, bob, charlie = world
    assert not selectors.visible_versions(user=bob, as_of=day).exists()
    assert not selectors.visible_versions(user=charlie, as_of=day).exists()
    assert not selectors.visible_passages(user=bob, as_of=day).exists()


def test_version_with_no_groups_is_readable_by_nobody(world):
    v, alice, *_ = world
    v.groups.clear()
    assert not selectors.visible_versions(user=alice, as_of=date(2026, 6, 1)).exists()
    assert selectors.version_for_reader(user=alice, version_pk=v.pk) is None


def test_role_groups_grant_no_reading(world):
    v, *_ = world
    admin = factories.user("root", "admin", "reviewer", "employee")
    assert selectors.user_reading_groups(user=admin) == frozenset()
    assert selectors.version_for_reader(user=admin, version_pk=v.pk) is None


def test_version_for_reader_any_date_and_same_none_for_missing(world):
    v, alice, bob, _ = world
    assert selectors.version_for_reader(user=alice, version_pk=v.pk) == v
    assert selectors.version_for_reader(user=bob, version_pk=v.pk) is None
    assert selectors.version_for_reader(user=alice, version_pk=v.pk + 999) is None
