"""Reviewer scope (SPEC §7, issue #15 items 5, 9, 10): a reviewer sees a decision in full only
when the asker's groups are within their own; resolving needs a dispute; bad ids are 400/404."""

import json
import re

import pytest
from django.urls import reverse

from grading.labels import redaction, services
from grading.models import Label, LabelResolution
from grading.scope import FAMILY_WITHHELD, OUT_OF_SCOPE
from tests import factories
from tests.grading.test_review_pages import (
    PAYDAY,
    ask,
    shared_world,  # noqa: F401  (a fixture)
)
from tests.grading.test_review_pages import world as review_world  # noqa: F401  (a fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture
def world(review_world):  # noqa: F811
    return review_world


def derived_strings(decision) -> list[str]:
    """Every string of the logged decision that comes from the question or what it found."""
    strings = [decision.question_text]
    strings += [c["title"] for c in decision.candidates]
    strings += [c["quote"] for c in decision.response.get("citations") or ()]
    strings += [s["text"] for s in decision.response.get("statements") or ()]
    hold = decision.response.get("hold") or {}
    for key in ("unconfirmed", "found_instead", "next_steps", "contacts"):
        strings += list(hold.get(key) or ())
    return [s for s in strings if s]


def page(client, user, url, **params) -> str:
    client.force_login(user)
    response = client.get(url, params)
    assert response.status_code == 200, url
    return response.content.decode()


def test_a_decision_beyond_the_reviewers_groups_shows_counts_only(client, world):
    payday = world["payday_q"]  # asked by suzuki (all-staff + accounting)
    assert len(derived_strings(payday)) > 3  # title, quote, statement besides the question
    url = reverse("review-decision", args=[payday.pk])

    outside = page(client, world["reviewer"], url)  # sato: all-staff only
    for s in derived_strings(payday):
        assert s not in outside, s
    assert OUT_OF_SCOPE in outside and 'id="scope-note"' in outside
    assert outside.count('class="candidate redacted"') == len(payday.candidates)  # counted, not named
    assert 'id="label-form"' not in outside
    before = Label.objects.count()
    assert (
        client.post(
            url, {"evidence": "contains", "verdict": "correct", "hold_appropriate": "n/a"}
        ).status_code
        == 403
    )
    assert Label.objects.count() == before

    inside = page(client, world["reviewer_acc"], url)  # kato: all-staff + accounting
    assert payday.question_text in inside and "CANARY-TITLE" in inside and 'id="label-form"' in inside

    # A question asked with fewer groups than the reviewer's is in scope.
    returns = world["returns_q"]
    assert returns.question_text in page(
        client, world["reviewer"], reverse("review-decision", args=[returns.pk])
    )

    # Anyone else: no page at all.
    client.force_login(world["nobody"])
    assert client.get(url).status_code == 403


def test_queue_agreement_and_disagreements_withhold_the_question_text(client, world):
    payday = world["payday_q"]
    sato, kato = world["reviewer"], world["reviewer_acc"]
    services.label_save(decision=payday, reviewer=sato, evidence="contains", verdict="correct")
    services.label_save(decision=payday, reviewer=kato, evidence="not_checked", verdict="unverifiable")
    urls = [
        (reverse("review-queue"), {}),
        (reverse("review-queue"), {"mode": "sample", "size": 10, "seed": 1}),
        (reverse("review-agreement"), {"a": sato.pk, "b": kato.pk}),
        (reverse("review-disagreements"), {}),
    ]
    for url, params in urls:
        outside = page(client, sato, url, **params)
        assert PAYDAY not in outside and OUT_OF_SCOPE in outside, url
        if url == reverse("review-queue"):
            assert world["unknown_q"].question_text in outside  # tanaka's groups are within sato's
        assert PAYDAY in page(client, kato, url, **params), url
    # Exports and plots are counts only, in scope or not.
    for name in ("review-metrics-json", "review-metrics-csv", "review-metrics"):
        body = page(client, sato, reverse(name))
        assert all(s not in body for s in derived_strings(payday)), name


def test_set_page_names_no_family_of_a_document_the_reviewer_cannot_read(client, world):
    payday, returns = world["payday_q"], world["returns_q"]
    assert payday.outcome == "pass" and payday.response["citations"][0]["doc_id"] == "ACC-PAY"
    kato = world["reviewer_acc"]
    for d in (payday, returns):
        services.label_save(decision=d, reviewer=kato, evidence="contains", verdict="correct")
    labelled_set = services.labelled_set_create(name="scope", user=kato, held_out_fraction=0.5)
    assert set(labelled_set.items.values_list("family", flat=True)) == {"ACC", "RET"}
    url = reverse("review-set", args=[labelled_set.pk])

    def families(html: str) -> list[str]:
        table = html.split("文書ファミリー", 1)[1]
        return re.findall(r"<tr><td>([^<]*)</td>", table)

    assert sorted(families(page(client, kato, url))) == ["ACC", "RET"]
    outside = page(client, world["reviewer"], url)
    assert sorted(families(outside)) == sorted([FAMILY_WITHHELD, "RET"]) and "ACC" not in families(outside)


def test_the_scope_holds_when_the_reviewer_reads_the_version_but_not_all_the_askers_groups(client, world):
    # The asker's hr group reaches nothing here; still, sato does not share it.
    factories.group("hr")
    hr_asker = factories.user("yamada", "employee", "all-staff", "hr")
    d = ask(hr_asker, "P-20 日本向けの返品は何日以内に申請しますか？")
    assert d.groups == ["all-staff", "hr"] and d.outcome == "pass"
    shown = redaction.decision_for_reviewer(decision=d, reviewer=world["reviewer"])
    assert shown["in_scope"] is False and shown["question_text"] == OUT_OF_SCOPE
    text = json.dumps(shown, ensure_ascii=False)
    assert all(s not in text for s in derived_strings(d))
    assert len(shown["candidates"]) == len(d.candidates) and len(shown["citations"]) == len(
        d.response["citations"]
    )


# --- resolving (item 9) and malformed reviewer input (item 10) ---------------------------------


def test_resolving_a_decision_nobody_disputes_is_refused(client, world):
    d = world["returns_q"]
    sato, kato = world["reviewer"], world["reviewer_acc"]
    client.force_login(factories.user("ito", "reviewer", "all-staff"))  # outside the dispute (item 6)
    url = reverse("review-resolve", args=[d.pk])
    single = services.label_save(decision=d, reviewer=sato, evidence="contains", verdict="correct")
    response = client.post(url, {"label": single.pk})
    assert response.status_code == 409 and "食い違っていない" in response.content.decode()
    services.label_save(decision=d, reviewer=kato, evidence="contains", verdict="correct")  # agreed
    assert client.post(url, {"label": single.pk}).status_code == 409
    assert not LabelResolution.objects.exists()
    services.label_save(decision=d, reviewer=kato, evidence="not_checked", verdict="unverifiable")  # disputed
    assert client.post(url, {"label": single.pk}).status_code == 302
    assert LabelResolution.objects.get(decision=d).label == single


@pytest.mark.parametrize("params", [{"a": "abc"}, {"b": "1 OR 1=1"}, {"a": "999999", "b": "1"}])
def test_agreement_with_a_malformed_or_unknown_reviewer_is_400(client, world, params):
    services.label_save(
        decision=world["returns_q"], reviewer=world["reviewer"], evidence="contains", verdict="correct"
    )
    client.force_login(world["reviewer"])
    response = client.get(reverse("review-agreement"), params)
    assert response.status_code == 400 and 'id="agreement-errors"' in response.content.decode()


@pytest.mark.parametrize(("label", "status"), [("abc", 400), ("", 400), (None, 400), ("999999", 404)])
def test_resolve_with_a_bad_label_is_400_or_404(client, world, label, status):
    client.force_login(world["reviewer"])
    data = {} if label is None else {"label": label}
    assert client.post(reverse("review-resolve", args=[world["returns_q"].pk]), data).status_code == status
    assert not LabelResolution.objects.exists()


def test_withheld_placeholders_read_in_the_page_language_and_nothing_else_changes():
    from collections import namedtuple

    from django.utils import translation

    from grading.scope import REDACTED, in_page_language

    pair = namedtuple("pair", "a b")(OUT_OF_SCOPE, 1)
    shown = {"q": OUT_OF_SCOPE, "rows": [{"title": REDACTED, "n": 2}], "f": (FAMILY_WITHHELD, "x"), "p": pair}
    with translation.override("ja"):
        assert in_page_language(shown) == shown
    with translation.override("en"):
        english = in_page_language(shown)
    assert english["q"] == "Withheld: the asker's reading scope goes beyond yours"
    assert english["rows"] == [{"title": "Withheld: a version you may not read", "n": 2}]
    assert english["f"] == ("(withheld: a document family you cannot read)", "x")
    assert english["p"] is pair  # only plain lists and tuples are walked
    assert shown["q"] == OUT_OF_SCOPE  # the input is not changed
