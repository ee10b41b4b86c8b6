"""Who settles a reviewers' dispute (issue #40 item 6): never a party to it (a reviewer who
labelled the decision), nor a reviewer who may not see the decision; a reviewer outside the
dispute who sees the decision in full, or an admin, does. The service enforces it, the page
offers the form only to them."""

import pytest
from django.core.exceptions import PermissionDenied
from django.urls import reverse

from grading.labels import services
from grading.models import Label, LabelResolution
from tests import factories
from tests.grading.test_review_pages import shared_world  # noqa: F401  (a fixture)
from tests.grading.test_review_pages import world as review_world  # noqa: F401  (a fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture
def world(review_world):  # noqa: F811
    return review_world


def dispute(decision, first, second) -> tuple[Label, Label]:
    """Two labels of ``decision`` that disagree on the evidence."""
    verdicts = ("correct", "unverifiable") if decision.outcome == "pass" else ("", "")
    a = services.label_save(decision=decision, reviewer=first, evidence="contains", verdict=verdicts[0])
    b = services.label_save(decision=decision, reviewer=second, evidence="not_checked", verdict=verdicts[1])
    return a, b


def resolve(client, user, decision, label_pk):
    client.force_login(user)
    return client.post(reverse("review-resolve", args=[decision.pk]), {"label": label_pk})


def resolve_forms(client, user, decision) -> int:
    """How many 「これを採用」 forms the disagreements page offers ``user`` for ``decision``."""
    client.force_login(user)
    html = client.get(reverse("review-disagreements")).content.decode()
    return html.count(f'action="{reverse("review-resolve", args=[decision.pk])}"')


def test_a_party_to_the_dispute_cannot_resolve_it_with_either_label(client, world):
    d = world["returns_q"]  # asked by tanaka (all-staff): in both reviewers' scope
    sato, kato = world["reviewer"], world["reviewer_acc"]
    own, theirs = dispute(d, sato, kato)
    for user, label in ((sato, own), (sato, theirs), (kato, theirs), (kato, own)):
        assert resolve(client, user, d, label.pk).status_code == 403, (user, label)
        with pytest.raises(PermissionDenied):
            services.label_resolve(label=label, user=user)
        assert resolve_forms(client, user, d) == 0
    # An admin who labelled is a party too.
    boss = factories.user("boss", "reviewer", "admin", "all-staff")
    services.label_save(decision=d, reviewer=boss, evidence="contains", verdict="correct")
    assert resolve(client, boss, d, own.pk).status_code == 403
    assert not LabelResolution.objects.exists()
    assert Label.objects.filter(decision=d).count() == 3  # nothing else changed either


def test_a_reviewer_who_may_not_see_the_decision_is_refused_as_when_labelling_it(client, world):
    payday = world["payday_q"]  # asked by suzuki (all-staff + accounting)
    kato = world["reviewer_acc"]
    ito = factories.user("ito", "reviewer", "all-staff", "accounting")
    first, _second = dispute(payday, kato, ito)
    sato = world["reviewer"]  # all-staff only: the question is withheld from him
    client.force_login(sato)
    labelling = client.post(
        reverse("review-decision", args=[payday.pk]),
        {"evidence": "contains", "verdict": "correct", "hold_appropriate": "n/a"},
    )
    resolving = resolve(client, sato, payday, first.pk)
    assert resolving.status_code == labelling.status_code == 403
    # The same answer whether or not the label exists: nothing is learnt by probing ids.
    assert resolve(client, sato, payday, 999999).status_code == 403
    with pytest.raises(PermissionDenied):
        services.label_resolve(label=first, user=sato)
    assert resolve_forms(client, sato, payday) == 0
    assert not LabelResolution.objects.exists()
    assert not Label.objects.filter(reviewer=sato).exists()


def test_a_reviewer_outside_the_dispute_who_sees_the_decision_resolves_it(client, world):
    payday = world["payday_q"]
    kato = world["reviewer_acc"]
    ito = factories.user("ito", "reviewer", "all-staff", "accounting")
    mori = factories.user("mori", "reviewer", "all-staff", "accounting")
    _first, second = dispute(payday, kato, ito)
    assert resolve_forms(client, mori, payday) == 2  # one per label
    response = resolve(client, mori, payday, second.pk)
    assert response.status_code == 302 and response["Location"] == reverse("review-disagreements")
    resolution = LabelResolution.objects.get(decision=payday)
    assert resolution.label == second and resolution.resolved_by == mori


def test_an_admin_outside_the_dispute_resolves_it_even_beyond_their_reading_groups(client, world):
    payday = world["payday_q"]
    kato = world["reviewer_acc"]
    ito = factories.user("ito", "reviewer", "all-staff", "accounting")
    first, _second = dispute(payday, kato, ito)
    boss = factories.user("boss", "reviewer", "admin", "all-staff")  # reads no accounting
    assert resolve_forms(client, boss, payday) == 2
    assert resolve(client, boss, payday, first.pk).status_code == 302
    resolution = LabelResolution.objects.get(decision=payday)
    assert resolution.label == first and resolution.resolved_by == boss
