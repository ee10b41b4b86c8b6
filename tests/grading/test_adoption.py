"""Adoption workflow: propose on tuning, evaluate once on held-out, adopt as a new version."""

import pytest
from django.urls import reverse

from grading import adoption
from grading.labels import services
from grading.models import AdoptionProposal, AdoptionRecord, HeldOutLook
from retrieval.models import GateConfiguration
from tests.grading.test_review_pages import shared_world, worked_example_in_the_log, world  # noqa: F401

pytestmark = pytest.mark.django_db


@pytest.fixture
def example_set(world):  # noqa: F811
    worked_example_in_the_log(world["reviewer"])
    GateConfiguration.objects.create(
        name="example",
        version=1,
        is_active=False,
        retrieval="hybrid",
        selection="scoregate",
        decision_score="rerank_prob",
        threshold=0.40,
        checks=["target"],
    )
    return services.labelled_set_create(
        name="flow", user=world["reviewer"], gate_config="example", held_out_fraction=0.5
    )


def test_employee_gets_403_on_every_adoption_step(client, world, example_set):  # noqa: F811
    proposal = adoption.proposal_create(
        labelled_set=example_set, user=world["reviewer"], excess_hold_budget=0.5
    )
    client.force_login(world["tanaka"])
    assert (
        client.post(reverse("review-propose", args=[example_set.pk]), {"excess_hold_budget": 0.5}).status_code
        == 403
    )
    assert client.get(reverse("review-proposal", args=[proposal.pk])).status_code == 403
    assert client.post(reverse("review-proposal-evaluate", args=[proposal.pk])).status_code == 403
    assert client.post(reverse("review-proposal-adopt", args=[proposal.pk])).status_code == 403
    assert not HeldOutLook.objects.exists() and not AdoptionRecord.objects.filter(shipped_from={}).exists()
    assert AdoptionProposal.objects.count() == 1


def test_propose_evaluate_adopt_end_to_end(client, world, example_set):  # noqa: F811
    reviewer = world["reviewer"]
    client.force_login(reviewer)
    page = client.get(reverse("review-set", args=[example_set.pk])).content.decode()
    assert "確率は表示しません" in page and 'id="ece"' not in page  # nothing checked on held-out yet
    families = page.split("文書ファミリー")[-1]
    assert "<td>調整用</td>" in families and "<td>tuning</td>" not in families
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    english = client.get(reverse("review-set", args=[example_set.pk])).content.decode()
    assert "No probability is shown." in english and "確率は表示しません" not in english
    assert "<td>Tuning</td>" in english
    client.post("/i18n/setlang/", {"language": "ja", "next": "/"})

    response = client.post(reverse("review-propose", args=[example_set.pk]), {"excess_hold_budget": "0.5"})
    assert response.status_code == 302
    proposal = AdoptionProposal.objects.get()
    # The rule, recomputed independently on the tuning split's sweep.
    rows = adoption.set_rows(example_set, "tuning")
    from grading.metrics import sweeps

    eligible = [
        p
        for p in sweeps.sweep(rows, adoption.candidate_thresholds(rows))
        if p.complete and p.metrics.gate.excess_hold.rate <= 0.5
    ]
    best = min(p.metrics.gate.false_pass.rate for p in eligible)
    assert proposal.threshold == 0.8 and proposal.tuning_metrics["gate"]["false_pass"]["rate"] == best
    assert proposal.tuning_metrics["gate"]["excess_hold"]["rate"] <= 0.5
    assert not HeldOutLook.objects.exists()  # proposing looks at tuning only

    detail = client.get(response["Location"]).content.decode()
    # Thresholds print one way on every page (grading_format.threshold): 0.8 → 0.80.
    assert 'id="threshold">0.80<' in detail and 'id="held-out"' not in detail

    assert client.post(reverse("review-proposal-evaluate", args=[proposal.pk])).status_code == 302
    look = HeldOutLook.objects.get()
    assert (
        look.purpose.startswith("evaluate proposal #") and look.user == reviewer and not look.used_to_choose
    )
    proposal.refresh_from_db()
    held_out_n = example_set.items.filter(split="held_out").count()
    assert proposal.held_out_look == look and proposal.held_out_metrics["items"] == held_out_n
    # A second evaluation of the same proposal is refused and writes no look.
    again = client.post(reverse("review-proposal-evaluate", args=[proposal.pk]))
    assert again.status_code == 409 and "一度だけ" in again.content.decode()
    assert HeldOutLook.objects.count() == 1

    old_active = GateConfiguration.objects.get(is_active=True)
    response = client.post(reverse("review-proposal-adopt", args=[proposal.pk]), {"note": "週次見直し"})
    assert response.status_code == 302
    active = GateConfiguration.objects.get(is_active=True)
    assert active.pk != old_active.pk and (active.name, active.version, active.threshold) == (
        "example",
        2,
        0.8,
    )
    base = GateConfiguration.objects.get(name="example", version=1)
    assert (active.decision_score, active.checks, active.selection) == (
        base.decision_score,
        base.checks,
        base.selection,
    )
    assert base.threshold == 0.40 and not base.is_active  # the old version is untouched

    record = AdoptionRecord.objects.get(shipped_from={})
    assert f"採用記録 #{record.pk}" in active.note
    assert (record.gate_config, record.gate_config_version, record.threshold) == ("example", 2, 0.8)
    assert record.labelled_set == example_set and record.split == "tuning"
    assert record.data_from is not None and record.data_to is not None
    assert record.score_definition.startswith("rerank_prob")
    logged = example_set.items.first().decision
    assert (record.dense_model, record.reranker, record.index_version) == (
        logged.dense_model,
        logged.reranker,
        logged.index_version,
    )
    assert "≥" in record.tie_handling and "score_missing" in record.missing_handling
    assert record.metrics["tuning"]["threshold"] == 0.8 and record.metrics["held_out"]["items"] == held_out_n
    assert record.metrics["held_out_look"] == look.pk
    assert record.adopted_by == reviewer and record.adopted_at is not None and record.note == "週次見直し"

    # Adopting twice is refused; the set page now shows the calibration and every look.
    assert client.post(reverse("review-proposal-adopt", args=[proposal.pk])).status_code == 409
    assert GateConfiguration.objects.filter(name="example").count() == 2
    page = client.get(reverse("review-set", args=[example_set.pk])).content.decode()
    assert 'id="ece">ECE = ' in page and "data:image/png;base64," in page and look.purpose in page


def test_adopt_before_held_out_evaluation_is_refused(client, world, example_set):  # noqa: F811
    proposal = adoption.proposal_create(
        labelled_set=example_set, user=world["reviewer"], excess_hold_budget=0.5
    )
    client.force_login(world["reviewer"])
    response = client.post(reverse("review-proposal-adopt", args=[proposal.pk]))
    assert response.status_code == 409 and "検証用データで一度評価" in response.content.decode()
    assert (
        not AdoptionRecord.objects.filter(shipped_from={}).exists()
        and GateConfiguration.objects.filter(name="example").count() == 1
    )


def test_a_second_proposal_on_the_same_set_is_recorded_as_a_repeated_look(world, example_set):  # noqa: F811
    first = adoption.proposal_create(labelled_set=example_set, user=world["reviewer"], excess_hold_budget=0.5)
    adoption.proposal_evaluate(proposal=first, user=world["reviewer"])
    second = adoption.proposal_create(
        labelled_set=example_set, user=world["reviewer"], excess_hold_budget=0.2
    )
    second = adoption.proposal_evaluate(proposal=second, user=world["reviewer"])
    assert HeldOutLook.objects.count() == 2
    assert "繰り返しの閲覧" in second.held_out_look.purpose and second.held_out_metrics["repeated_look"]


def test_no_threshold_within_the_budget_is_refused(world, example_set):  # noqa: F811
    from django.core.exceptions import ValidationError

    with pytest.raises(ValidationError, match="過剰保留率"):
        adoption.proposal_create(labelled_set=example_set, user=world["reviewer"], excess_hold_budget=0.0)
    assert not AdoptionProposal.objects.exists()
