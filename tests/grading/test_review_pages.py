"""Reviewer pages: permissions, redaction, labels, agreement, metrics, held-out bookkeeping."""

import copy
import json
import re

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.test import override_settings
from django.urls import reverse

from grading.families import document_family
from grading.labels import redaction, selectors, services
from grading.log import decision_append
from grading.metrics import statistics
from grading.models import (
    AdoptionProposal,
    AdoptionRecord,
    Decision,
    HeldOutLook,
    Label,
    LabelledItem,
    LabelResolution,
)
from portal.models import Question
from retrieval.models import GateConfiguration
from tests import demo_world, factories
from tests.grading import worked_example

pytestmark = pytest.mark.django_db

PAYDAY = "取引先への支払日はいつですか？"


def ask(user, text):
    return Decision.objects.get(question_id=demo_world.finished(user, text).pk)


@pytest.fixture(scope="module")
def shared_world(django_db_setup, django_db_blocker):
    """The world with three answered questions (three pipeline runs), built once per module as
    ``setUpTestData`` would: inside a transaction rolled back when the module ends. Each test
    runs in a savepoint of its own, so what a test writes is gone before the next one. Tests
    that only read use it as is."""
    with django_db_blocker.unblock(), transaction.atomic():
        # The autouse per-test settings (tests/conftest.py) are not in force at module scope.
        with override_settings(KONKYO_DENSE_ENABLED=False, KONKYO_RERANKER=""):
            w = demo_world.build()
            w["reviewer_acc"] = factories.user("kato", "reviewer", "all-staff", "accounting")
            w["returns_q"] = ask(w["tanaka"], "P-20 日本向けの返品は何日以内に申請しますか？")
            w["unknown_q"] = ask(w["tanaka"], "P-30 の保証期間は何年ですか？")
            w["payday_q"] = ask(w["suzuki"], PAYDAY)
        yield w
        transaction.set_rollback(True)


@pytest.fixture
def world(shared_world):
    """A per-test world for tests that write: the module's rows (rolled back after each test)
    and objects of its own (deep copies, as ``setUpTestData`` gives each test)."""
    return copy.deepcopy(shared_world)


def client_for(client, user):
    client.force_login(user)
    return client


def reviewer_urls(decision_pk: int) -> list[str]:
    return [
        reverse("review-queue"),
        reverse("review-decision", args=[decision_pk]),
        reverse("review-agreement"),
        reverse("review-disagreements"),
        reverse("review-metrics"),
        reverse("review-metrics-csv"),
        reverse("review-metrics-json"),
        reverse("review-sets"),
        reverse("review-adoptions"),
    ]


# --- permissions -------------------------------------------------------------------------------


def test_every_reviewer_page_is_403_for_an_employee_and_login_for_anonymous(client, shared_world):
    pk = shared_world["returns_q"].pk
    urls = reviewer_urls(pk)
    for url in urls:
        response = client.get(url)
        assert response.status_code == 302 and reverse("login") in response["Location"], url
    client.force_login(shared_world["suzuki"])  # an employee who even reads accounting
    for url in urls:
        assert client.get(url).status_code == 403, url
    for url in (
        reverse("review-decision", args=[pk]),
        reverse("review-resolve", args=[pk]),
        reverse("review-sets"),
    ):
        assert client.post(url, {"evidence": "contains", "label": 1, "name": "x"}).status_code == 403, url
    assert not Label.objects.exists()


def test_every_reviewer_page_opens_for_a_reviewer(client, shared_world):
    client.force_login(shared_world["reviewer"])
    for url in reviewer_urls(shared_world["returns_q"].pk):
        assert client.get(url).status_code == 200, url


# --- the decision page -------------------------------------------------------------------------


def test_decision_page_shows_everything_logged(client, shared_world):
    d = shared_world["returns_q"]
    html = (
        client_for(client, shared_world["reviewer"])
        .get(reverse("review-decision", args=[d.pk]))
        .content.decode()
    )
    assert d.question_text in html and "all-staff" in html and "2026" in html
    assert "P-20 日本向け返品規程" in html and "RET-P20" in html
    c = d.candidates[0]
    assert str(c["bm25"]) in html and (c.get("bucket") or "—") in html
    # Decision value and threshold print through the one threshold format (issue #17 item 10).
    value, threshold = statistics.threshold_text(d.decision_value), statistics.threshold_text(d.threshold)
    assert (
        f'{d.decision_score} = <span title="{d.decision_value}">{value}</span>' in html
        and f'閾値 <span title="{d.threshold}">{threshold}</span>' in html
    )
    assert d.response["statements"][0]["text"] in html


def test_decision_page_redacts_versions_the_reviewer_cannot_read(client, shared_world):
    d = shared_world["payday_q"]
    logged = json.dumps(d.candidates, ensure_ascii=False) + json.dumps(d.response, ensure_ascii=False)
    assert "CANARY-TITLE" in logged  # the log holds it: the page must withhold it
    html = (
        client_for(client, shared_world["reviewer"])
        .get(reverse("review-decision", args=[d.pk]))
        .content.decode()
    )
    assert "CANARY" not in html and "ACC-7781" not in html and "翌月25日" not in html
    assert "閲覧権限のない版のため非表示" in html
    # suzuki asked with accounting, which sato lacks: the question is out of sato's scope too
    # (issue #15 item 5; tests/grading/test_reviewer_scope.py).
    assert d.question_text not in html
    # A reviewer who reads accounting sees it (so the check above can fail).
    client.force_login(shared_world["reviewer_acc"])
    assert "CANARY-TITLE" in client.get(reverse("review-decision", args=[d.pk])).content.decode()


def test_redaction_covers_hold_texts_naming_an_unreadable_version(shared_world):
    d = shared_world["payday_q"]
    fake = Decision(
        candidates=d.candidates,
        response={
            "hold": {
                "reasons": ["below_threshold"],
                "unconfirmed": ["支払日"],
                "found_instead": ["「CANARY-TITLE 支払処理要領」には記載がありません"],
                "next_steps": [],
                "contacts": ["経理部 支払担当 CANARY-OWNER（CANARY-CONTACT 内線 3300）"],
            }
        },
        outcome="hold",
    )
    shown = redaction.decision_for_reviewer(decision=fake, reviewer=shared_world["reviewer"])
    assert "CANARY" not in json.dumps(shown, ensure_ascii=False)
    assert shown["hold"]["unconfirmed"] == ["支払日"]


def test_other_reviewers_labels_appear_after_ones_own_and_their_notes_are_screened(client, world):
    d = world["payday_q"]
    services.label_save(
        decision=d,
        reviewer=world["reviewer_acc"],
        evidence="contains",
        verdict="correct",
        note="CANARY-TITLE 第1条に記載あり",
        evidence_scope="経理の規程すべて",
    )
    client.force_login(world["reviewer"])
    url = reverse("review-decision", args=[d.pk])
    html = client.get(url).content.decode()
    assert 'class="other-label"' not in html and "kato" not in html  # independent first
    services.label_save(
        decision=d, reviewer=world["reviewer"], evidence="not_checked", verdict="unverifiable"
    )
    html = client.get(url).content.decode()
    assert 'class="other-label"' in html and "kato" in html
    assert "CANARY" not in html and "経理の規程すべて" not in html
    # Where every version is readable, the other reviewer's note is shown.
    ret = world["returns_q"]
    services.label_save(
        decision=ret,
        reviewer=world["reviewer_acc"],
        evidence="contains",
        verdict="correct",
        note="第1条で確認",
    )
    services.label_save(decision=ret, reviewer=world["reviewer"], evidence="contains", verdict="correct")
    assert "第1条で確認" in client.get(reverse("review-decision", args=[ret.pk])).content.decode()


def test_label_form_saves_one_label_per_reviewer_and_revises_it(client, world):
    d = world["returns_q"]
    client.force_login(world["reviewer"])
    url = reverse("review-decision", args=[d.pk])
    passage = d.candidates[0]["passage_id"]
    post = {"evidence": "contains", "verdict": "correct", "hold_appropriate": "n/a", "needed": [passage]}
    assert client.post(url, post).status_code == 302
    assert client.post(url, {**post, "verdict": "confirmed_wrong"}).status_code == 302
    label = Label.objects.get(decision=d, reviewer=world["reviewer"])
    assert label.verdict == "confirmed_wrong" and label.needed_passages == [passage]
    # A hold takes a hold judgement, not a verdict.
    held = world["unknown_q"]
    assert held.outcome == "hold"
    response = client.post(reverse("review-decision", args=[held.pk]), {**post, "needed": []})
    assert response.status_code == 200 and "保留には回答の判定を付けません" in response.content.decode()
    assert not Label.objects.filter(decision=held).exists()


def test_needed_passages_must_be_readable_by_the_reviewer(shared_world):
    acc_passage = next(c["passage_id"] for c in shared_world["payday_q"].candidates if "CANARY" in c["title"])
    with pytest.raises(ValidationError) as exc:
        services.label_save(
            decision=shared_world["returns_q"],
            reviewer=shared_world["reviewer"],
            evidence="contains",
            verdict="correct",
            needed_passages=[acc_passage],
        )
    assert "needed_passages" in str(exc.value)


def test_label_is_unique_per_decision_and_reviewer_in_the_database(world):
    d = world["returns_q"]
    Label.objects.create(decision=d, reviewer=world["reviewer"], evidence="contains", verdict="correct")
    with pytest.raises(IntegrityError), transaction.atomic():
        Label.objects.create(
            decision=d, reviewer=world["reviewer"], evidence="not_checked", verdict="correct"
        )
    Label.objects.create(
        decision=d, reviewer=world["reviewer_acc"], evidence="not_checked", verdict="correct"
    )
    assert Label.objects.filter(decision=d).count() == 2


def test_label_choices_are_check_constraints(world):
    with pytest.raises(IntegrityError), transaction.atomic():
        Label.objects.create(decision=world["returns_q"], reviewer=world["reviewer"], evidence="unverified")


# --- agreement ---------------------------------------------------------------------------------


def test_agreement_page_shows_kappa_and_disagreements_can_be_resolved(client, world):
    a, b = world["reviewer"], world["reviewer_acc"]
    for d, ea, eb in (
        (world["returns_q"], "contains", "contains"),
        (world["unknown_q"], "does_not_contain", "not_checked"),
    ):
        verdict = "correct" if d.outcome == "pass" else ""
        services.label_save(decision=d, reviewer=a, evidence=ea, verdict=verdict)
        services.label_save(decision=d, reviewer=b, evidence=eb, verdict=verdict)
    client.force_login(a)
    html = client.get(reverse("review-agreement"), {"a": a.pk, "b": b.pk}).content.decode()
    expected = selectors.reviewer_agreement(first=a, second=b).kappa
    assert expected.n == 2 and expected.kappa == pytest.approx(1 / 3)  # po 0.5, pe 0.25
    assert 'id="kappa-value">0.333<' in html and html.count('class="disagreement"') == 1
    assert "両者が評価した判定: 2 件 /" in html
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    english = client.get(reverse("review-agreement"), {"a": a.pk, "b": b.pk}).content.decode()
    assert "Decisions labelled by both: 2 decisions /" in english
    client.post("/i18n/setlang/", {"language": "ja", "next": "/"})
    page = client.get(reverse("review-disagreements")).content.decode()
    assert "未解決" in page and world["unknown_q"].question_text in page
    # Disputed: metrics treat the evidence as not checked until someone resolves it.
    row = {r.key: r for r in selectors.labelled_rows(Decision.objects.all())}[str(world["unknown_q"].pk)]
    assert row.judgement.evidence == "not_checked"
    label_b = Label.objects.get(decision=world["unknown_q"], reviewer=b)
    label_a = Label.objects.get(decision=world["unknown_q"], reviewer=a)
    client.force_login(factories.user("ito", "reviewer", "all-staff"))  # outside the dispute (#40 item 6)
    client.post(reverse("review-resolve", args=[world["unknown_q"].pk]), {"label": label_a.pk})
    assert LabelResolution.objects.get(decision=world["unknown_q"]).label == label_a != label_b
    row = {r.key: r for r in selectors.labelled_rows(Decision.objects.all())}[str(world["unknown_q"].pk)]
    assert row.judgement.evidence == "does_not_contain"


# --- queue -------------------------------------------------------------------------------------


def test_queue_puts_unlabelled_first_and_filters(client, world):
    services.label_save(
        decision=world["payday_q"], reviewer=world["reviewer"], evidence="contains", verdict="correct"
    )
    client.force_login(world["reviewer"])
    html = client.get(reverse("review-queue")).content.decode()
    seqs = [int(s) for s in re.findall(r'/reviews/decisions/\d+/">#(\d+)<', html)]
    assert seqs[-1] == world["payday_q"].seq and len(seqs) == 3
    held = client.get(reverse("review-queue"), {"outcome": "hold"}).content.decode()
    assert world["unknown_q"].question_text in held and world["returns_q"].question_text not in held
    sample = client.get(reverse("review-queue"), {"mode": "sample", "size": 2, "seed": 3}).content.decode()
    assert sample.count('class="decision-row"') == 2 and "閾値付近" in sample and "無作為" in sample


def verdict_for(d) -> str:
    return "correct" if d.outcome in ("pass", "partial") else ""


def test_labelled_category_drives_the_breakdown_and_the_queue_filter(client, world):
    ret, unknown, payday = world["returns_q"], world["unknown_q"], world["payday_q"]
    a, b = world["reviewer"], world["reviewer_acc"]
    client.force_login(a)
    # Through the label form: the category is saved with the label.
    post = {
        "evidence": "contains",
        "verdict": verdict_for(ret),
        "hold_appropriate": "n/a",
        "category": "period",
    }
    assert client.post(reverse("review-decision", args=[ret.pk]), post).status_code == 302
    assert Label.objects.get(decision=ret, reviewer=a).category == "period"
    # A second reviewer who gives no category does not undo the agreed one.
    services.label_save(decision=ret, reviewer=b, evidence="contains", verdict=verdict_for(ret))
    # No category given: the derived one (first hold reason, else outcome) stays.
    services.label_save(
        decision=unknown, reviewer=a, evidence="does_not_contain", verdict=verdict_for(unknown)
    )
    derived = selectors.decision_category(unknown)
    assert derived == (unknown.hold_reasons[0] if unknown.hold_reasons else unknown.outcome) != "period"
    # Reviewers giving different categories: derived, until a resolution picks one.
    services.label_save(
        decision=payday, reviewer=a, evidence="contains", verdict=verdict_for(payday), category="target"
    )
    services.label_save(
        decision=payday, reviewer=b, evidence="contains", verdict=verdict_for(payday), category="item"
    )
    assert selectors.decision_category(payday) not in ("target", "item")
    outside = factories.user("ito", "reviewer", "all-staff", "accounting")  # not a party (#40 item 6)
    services.label_resolve(label=Label.objects.get(decision=payday, reviewer=b), user=outside)
    assert selectors.decision_category(payday) == "item" and selectors.decision_category(ret) == "period"

    data = json.loads(client.get(reverse("review-metrics-json")).content)
    by_category = data["recorded"]["by_category"]
    assert by_category["period"]["gate"]["questions"] == 1
    assert by_category["item"]["gate"]["questions"] == 1 and "target" not in by_category
    assert by_category[derived]["gate"]["questions"] == 1
    assert 'id="by-category"' in client.get(reverse("review-metrics")).content.decode()

    def queued(**params) -> list[int]:
        html = client.get(reverse("review-queue"), params).content.decode()
        return sorted(int(s) for s in re.findall(r'/reviews/decisions/\d+/(?:\?[^"]*)?">#(\d+)<', html))

    assert queued(category="period") == [ret.seq]
    assert queued(category="item") == [payday.seq]
    assert queued(category=derived) == [unknown.seq]
    assert queued(category="target") == [] and len(queued()) == 3
    assert list(selectors.decisions_filtered(category="period")) == [ret]


def test_label_category_is_validated_and_a_check_constraint(world):
    d = world["returns_q"]
    with pytest.raises(ValidationError, match="category"):
        services.label_save(
            decision=d, reviewer=world["reviewer"], evidence="contains", verdict="correct", category="x"
        )
    with pytest.raises(IntegrityError), transaction.atomic():
        Label.objects.create(decision=d, reviewer=world["reviewer"], evidence="contains", category="bogus")
    assert not Label.objects.exists()


# --- metrics -----------------------------------------------------------------------------------


def worked_example_in_the_log(reviewer) -> None:
    """The 100 labelled questions of the worked example as real decision-log rows."""
    asker = factories.user("asker", "employee", "all-staff")
    for row in worked_example.labelled():
        question = Question.objects.create(user=asker, text=f"質問 {row.key}", state="answered")
        record = {
            **row.record,
            "reference_date": "2026-11-30",
            "reference_date_source": "today",
            "gate_config": "example",
            "gate_config_version": 1,
        }
        with transaction.atomic():
            decision = decision_append(
                question=question, user=asker, groups=["all-staff"], record=record, attempts=1
            )
        j = row.judgement
        Label.objects.create(
            decision=decision,
            reviewer=reviewer,
            evidence=j.evidence,
            verdict=j.verdict or "",
            hold_appropriate="n/a",
            needed_passages=[],
        )


def test_metrics_page_renders_the_worked_example_without_an_accuracy_claim(client, world):
    worked_example_in_the_log(world["reviewer"])
    client.force_login(world["reviewer"])
    response = client.get(reverse("review-metrics"), {"gate_config": "example", "thresholds": "0.40,0.70"})
    html = response.content.decode()
    assert response.status_code == 200
    for figure in (
        "閾値 0.40",
        "閾値 0.70",
        "80/100 = 80.0%",
        "50/100 = 50.0%",
        "20/30",
        "5/30",
        "10/70 = 14.3%",
        "25/70 = 35.7%",
        "21/75 = 28.0%",
        "6/48 = 12.5%",
        "21/80 = 26.3%",
        "6/50 = 12.0%",
        "21/100 = 21.0%",
        "6/100 = 6.0%",
        "42 / 6 / 2 / 0",
        "54 / 21 / 5 / 0",
    ):
        assert figure in html, figure
    assert 'id="sweep-plot"' in html and "data:image/png;base64," in html
    assert not re.search(r"94(\.\d+)?\s*%", html) and "正答率" not in html


def test_metrics_exports_csv_and_json(client, world):
    worked_example_in_the_log(world["reviewer"])
    client.force_login(world["reviewer"])
    params = {"gate_config": "example", "thresholds": "0.40,0.70"}
    data = json.loads(client.get(reverse("review-metrics-json"), params).content)
    assert data["labelled_decisions"] == 100
    high = data["sweep"][1]
    assert high["threshold"] == 0.7 and high["gate"]["excess_hold"]["numerator"] == 25
    assert high["gate"]["excess_hold"]["denominator"] == 70 and high["gate"]["excess_hold"]["wilson_low"] > 0
    assert "below_threshold" in data["recorded"]["by_category"]
    csv_text = client.get(reverse("review-metrics-csv"), params).content.decode()
    assert "0.7,,responses.confirmed_wrong_over_judged,6,48,0.125," in csv_text
    assert csv_text.startswith("threshold,category,metric,numerator,denominator,rate,wilson_low,wilson_high")


# --- labelled sets, held-out looks, adoption ---------------------------------------------------


def test_labelled_set_splits_by_document_family_deterministically(world):
    worked_example_in_the_log(world["reviewer"])
    one = services.labelled_set_create(
        name="s1", user=world["reviewer"], gate_config="example", held_out_fraction=0.5
    )
    items = list(LabelledItem.objects.filter(labelled_set=one))
    assert len(items) == 100 and {i.split for i in items} == {"tuning", "held_out"}
    by_family: dict[str, set[str]] = {}
    for i in items:
        by_family.setdefault(i.family, set()).add(i.split)
    assert all(len(s) == 1 for s in by_family.values())  # no family straddles the split
    assert document_family("RET-P20") == "RET" and document_family("ACCPAY") == "ACCPAY"
    assert selectors.split_for("RET", salt="s1", held_out_fraction=0.5) == selectors.split_for(
        "RET", salt="s1", held_out_fraction=0.5
    )


def test_every_held_out_look_is_recorded_and_a_look_used_to_choose_makes_it_tuning(client, world):
    worked_example_in_the_log(world["reviewer"])
    s = services.labelled_set_create(
        name="s2", user=world["reviewer"], gate_config="example", held_out_fraction=0.5
    )
    held_out = LabelledItem.objects.filter(labelled_set=s, split="held_out").count()
    assert held_out > 0
    client.force_login(world["reviewer"])
    url = reverse("review-metrics") + f"?labelled_set={s.pk}&split=held_out&thresholds=0.4"
    page = client.get(url).content.decode()
    assert "検証用データを見る前に" in page and 'id="report"' not in page  # no numbers before a look
    assert not HeldOutLook.objects.exists()
    page = client.post(url, {"action": "look", "purpose": "最終確認", "format": "html"}).content.decode()
    look = HeldOutLook.objects.get()
    assert look.purpose == "最終確認" and look.user == world["reviewer"] and not look.used_to_choose
    assert f'id="n-labelled">{held_out}<' in page and 'id="report"' in page
    assert LabelledItem.objects.filter(labelled_set=s, split="held_out").count() == held_out
    client.post(url, {"action": "look", "purpose": "閾値を選ぶ", "used_to_choose": "on", "format": "json"})
    assert HeldOutLook.objects.count() == 2
    spent = HeldOutLook.objects.get(used_to_choose=True)
    assert not LabelledItem.objects.filter(labelled_set=s, split="held_out").exists()
    assert LabelledItem.objects.filter(labelled_set=s, spent_by=spent).count() == held_out
    detail = client.get(reverse("review-set", args=[s.pk])).content.decode()
    assert "最終確認" in detail and "閾値を選ぶ" in detail


def test_adoption_records_what_it_was_chosen_on_and_is_flagged_when_models_change(client, world):
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
    s = services.labelled_set_create(
        name="s4", user=world["reviewer"], gate_config="example", held_out_fraction=0.5
    )
    client.force_login(world["reviewer"])
    # The only way to adopt: propose on tuning → evaluate once on held-out → adopt.
    assert (
        client.post(reverse("review-propose", args=[s.pk]), {"excess_hold_budget": "0.5"}).status_code == 302
    )
    proposal = AdoptionProposal.objects.get()
    assert client.post(reverse("review-proposal-evaluate", args=[proposal.pk])).status_code == 302
    assert client.post(reverse("review-proposal-adopt", args=[proposal.pk])).status_code == 302
    record = AdoptionRecord.objects.get(shipped_from={})
    proposal.refresh_from_db()
    assert record.gate_config == "example" and record.threshold == proposal.threshold
    assert record.labelled_set == s and record.split == "tuning"
    assert record.metrics["tuning"] == proposal.tuning_metrics
    assert record.metrics["held_out"] == proposal.held_out_metrics and record.metrics["held_out_look"]
    assert record.score_definition.startswith("rerank_prob")
    assert selectors.adoption_changes(record) == []
    # The record's stored wording reads in the page's language.
    page = client.get(reverse("review-adoptions")).content.decode()
    assert "決定値 ≥ 閾値 で通過 (同点は通過)" in page and "のうち誤通過率が最小" in page
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    page = client.get(reverse("review-adoptions")).content.decode()
    assert (
        f"rerank_prob (top1, k=1) ≥ threshold (selection: scoregate; proposal #{proposal.pk}, from version 1)"
        in page
    )
    assert (
        "pass when value ≥ threshold (a tie passes)" in page
        and "lowest false pass with excess hold ≤" in page
    )
    assert "≥ 閾値" not in page and "同点は通過" not in page and "min false_pass" not in page
    client.post("/i18n/setlang/", {"language": "ja", "next": "/"})
    assert "再評価が必要" not in client.get(reverse("review-adoptions")).content.decode()
    asker = factories.user("late", "employee", "all-staff")
    question = Question.objects.create(user=asker, text="後の質問", state="answered")
    with transaction.atomic():
        decision_append(
            question=question,
            user=asker,
            groups=[],
            attempts=1,
            record={
                **worked_example.record(0.9, "X-1"),
                "reference_date": "2026-12-01",
                "reference_date_source": "today",
                "gate_config": "example",
                "gate_config_version": 1,
                "index_version": "99",
            },
        )
    assert selectors.adoption_changes(record) == ["index_version: - → 99"]
    assert "再評価が必要" in client.get(reverse("review-adoptions")).content.decode()


def test_the_metrics_page_no_longer_records_adoptions(client, world):
    """Adoption goes only through a proposal, so none can skip the held-out evaluation."""
    worked_example_in_the_log(world["reviewer"])
    client.force_login(world["reviewer"])
    url = reverse("review-metrics") + "?gate_config=example"
    page = client.get(url).content.decode()
    assert 'id="adopt"' not in page and 'value="adopt"' not in page and 'id="adopt-via-proposal"' in page
    response = client.post(
        url,
        {"action": "adopt", "threshold": "0.70", "tie_handling": "同点は通過", "missing_handling": "保留"},
    )
    assert response.status_code == 200
    assert not AdoptionRecord.objects.filter(shipped_from={}).exists() and not HeldOutLook.objects.exists()
    assert not any(hasattr(module, "adoption_record_create") for module in (services, selectors, redaction))


def test_the_labels_package_still_names_what_moved_into_its_modules():
    import grading.labels

    assert grading.labels.label_save is services.label_save
    assert grading.labels.labelled_rows is selectors.labelled_rows
    assert grading.labels.decision_for_reviewer is redaction.decision_for_reviewer
    assert grading.labels.REDACTED == redaction.REDACTED
