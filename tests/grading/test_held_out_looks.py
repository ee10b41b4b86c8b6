"""Held-out looks are counted by the questions they saw, on any set, not by the set's name
(issue #38 item 5): importing the same questions again under a new name is a repeated look."""

import json
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.urls import reverse
from django.utils import timezone

from grading import adoption
from grading.labels import selectors, services
from grading.models import HeldOutLook, LabelledSet
from tests import factories
from tests.grading.test_adoption import example_set  # noqa: F401
from tests.grading.test_import_labelled_set import line
from tests.grading.test_review_pages import shared_world, world  # noqa: F401

TUNING = [(True, 0.9), (True, 0.8), (True, 0.45), (False, 0.3), (False, 0.42), (False, 0.1)]


def bundle(folder, held_out_qids):
    """An evaluate run: six tuning questions t0–t5 and the given held-out questions."""
    folder.mkdir()
    rows = [line(f"t{i}", a, v, split="tuning") for i, (a, v) in enumerate(TUNING)]
    rows += [line(q, i % 2 == 0, 0.7, split="held_out") for i, q in enumerate(held_out_qids)]
    (folder / "decisions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (folder / "summary.json").write_text(
        json.dumps(
            {"bundle": "b", "gate_config": {"name": "g", "version": 1, "decision_score": "rerank_prob"}}
        ),
        encoding="utf-8",
    )
    return folder


def evaluate(folder, name, user):
    call_command("import_labelled_set", str(folder), "--name", name, "--user", user.username)
    labelled_set = LabelledSet.objects.get(name=name)
    proposal = adoption.proposal_create(labelled_set=labelled_set, user=user, excess_hold_budget=0.5)
    return adoption.proposal_evaluate(proposal=proposal, user=user)


@pytest.mark.django_db
def test_the_same_questions_imported_under_another_name_are_a_repeated_look(tmp_path):
    reviewer = factories.user("rev", "reviewer")
    run = bundle(tmp_path / "run", ["h0", "h1", "h2"])
    first = evaluate(run, "first", reviewer)
    second = evaluate(run, "second-name", reviewer)  # the old count was per set: 0 here
    assert second.held_out_metrics["repeated_look"] is True
    assert "繰り返しの閲覧" in second.held_out_look.purpose
    assert first.held_out_metrics["repeated_look"] is False and first.held_out_metrics["earlier_looks"] == 0
    assert first.held_out_look.question_ids == ["bundle:h0", "bundle:h1", "bundle:h2"]
    metrics = second.held_out_metrics
    assert (metrics["earlier_looks"], metrics["earlier_look_sets"], metrics["questions_seen_before"]) == (
        1,
        ["first"],
        3,
    )
    assert "3 件のうち 3 件は既に 1 回見られています (評価セット: first)" in second.held_out_look.purpose
    # A third look counts both earlier ones, whichever set they were on.
    third = evaluate(run, "third", reviewer).held_out_metrics
    assert (third["earlier_looks"], third["earlier_look_sets"]) == (2, ["first", "second-name"])


@pytest.mark.django_db
def test_a_set_of_other_questions_has_no_earlier_look(tmp_path):
    reviewer = factories.user("rev", "reviewer")
    evaluate(bundle(tmp_path / "a", ["h0", "h1", "h2"]), "a", reviewer)
    other = evaluate(bundle(tmp_path / "b", ["k0", "k1"]), "b", reviewer)
    metrics = other.held_out_metrics
    assert metrics["repeated_look"] is False
    assert (metrics["earlier_looks"], metrics["earlier_look_sets"], metrics["questions_seen_before"]) == (
        0,
        [],
        0,
    )
    assert "繰り返し" not in other.held_out_look.purpose


@pytest.mark.django_db
def test_a_partial_overlap_counts_and_says_how_many_questions_were_seen(client, tmp_path):
    reviewer = factories.user("rev", "reviewer")
    evaluate(bundle(tmp_path / "a", ["h0", "h1", "h2"]), "a", reviewer)
    evaluate(bundle(tmp_path / "b", ["k0", "k1"]), "b", reviewer)
    mixed = evaluate(bundle(tmp_path / "c", ["h2", "k1", "new"]), "c", reviewer)
    metrics = mixed.held_out_metrics
    assert metrics["repeated_look"] is True
    assert (metrics["earlier_looks"], metrics["earlier_look_sets"], metrics["questions_seen_before"]) == (
        2,
        ["a", "b"],
        2,
    )
    assert "3 件のうち 2 件は既に 2 回見られています (評価セット: a, b)" in mixed.held_out_look.purpose
    # The set page and the proposal page say so too.
    client.force_login(reviewer)
    page = client.get(reverse("review-set", args=[mixed.labelled_set.pk])).content.decode()
    assert 'id="n-seeing">3<' in page  # a's, b's and c's own look
    assert 'id="seeing-sets">a, b, c<' in page
    seeing = page.split('id="looks-seeing"')[1].split("</table>")[0]
    assert seeing.count("<tr>") == 4  # header + three looks
    proposal = client.get(reverse("review-proposal", args=[mixed.pk])).content.decode()
    assert "これらの質問のうち 2 件を見た閲覧が 2 回あります (評価セット: a, b)" in proposal
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    english = client.get(reverse("review-proposal", args=[mixed.pk])).content.decode()
    assert "2 of these questions were seen in 2 earlier views (labelled sets: a, b)." in english


@pytest.mark.django_db
def test_a_set_built_again_from_the_log_under_another_name_counts_the_first_sets_look(world, example_set):  # noqa: F811
    reviewer = world["reviewer"]
    again = services.labelled_set_create(
        name="flow-again", user=reviewer, gate_config="example", held_out_fraction=0.5
    )
    first_questions = selectors.held_out_questions(example_set)
    shared = set(first_questions) & set(selectors.held_out_questions(again))
    assert shared and all(q.startswith("question:") for q in first_questions)
    first = adoption.proposal_create(labelled_set=example_set, user=reviewer, excess_hold_budget=0.5)
    first = adoption.proposal_evaluate(proposal=first, user=reviewer)
    assert first.held_out_look.question_ids == first_questions
    second = adoption.proposal_create(labelled_set=again, user=reviewer, excess_hold_budget=0.5)
    metrics = adoption.proposal_evaluate(proposal=second, user=reviewer).held_out_metrics
    assert (metrics["repeated_look"], metrics["earlier_looks"], metrics["earlier_look_sets"]) == (
        True,
        1,
        ["flow"],
    )
    assert metrics["questions_seen_before"] == len(shared)


@pytest.mark.django_db
def test_a_look_from_the_metrics_page_records_the_questions_it_showed(client, world, example_set):  # noqa: F811
    client.force_login(world["reviewer"])
    url = reverse("review-metrics") + f"?labelled_set={example_set.pk}&split=held_out&thresholds=0.4"
    client.post(url, {"action": "look", "purpose": "確認", "used_to_choose": "on", "format": "json"})
    look = HeldOutLook.objects.get()
    assert look.question_ids == sorted(
        selectors.question_key(q)
        for q in example_set.items.filter(spent_by=look).values_list("decision__question_id", flat=True)
    )
    assert len(look.question_ids) > 0
    # Spent, the questions are tuning now: the set's held-out split has nothing left to look at.
    assert selectors.held_out_questions(example_set) == []


# --- migration 0015 backfills the looks recorded before -------------------------------------

BEFORE = [("grading", "0014_decision_question_reference")]
AFTER = [("grading", "0015_heldoutlook_question_ids")]


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def _decision(Decision, user, seq):
    return Decision.objects.create(
        seq=seq,
        question_id=1000 + seq,
        user=user,
        username=user.username,
        question_text=f"質問{seq}",
        reference_date="2026-11-30",
        reference_date_source="today",
        gate_config="g",
        gate_config_version=1,
        decision_score="bm25",
        threshold=1.0,
        outcome="pass",
        created_at=timezone.now(),
        prev_hash="0" * 64,
        row_hash=f"{seq:064d}",
    )


@pytest.mark.django_db(transaction=True)
def test_migration_backfills_each_look_with_the_held_out_questions_of_its_time():
    try:
        apps = migrate(BEFORE)
        User = apps.get_model("auth", "User")
        Decision = apps.get_model("grading", "Decision")
        LabelledSet = apps.get_model("grading", "LabelledSet")
        LabelledItem = apps.get_model("grading", "LabelledItem")
        BundleItem = apps.get_model("grading", "BundleItem")
        Look = apps.get_model("grading", "HeldOutLook")
        user = User.objects.create(username="mig-0015")
        log_set = LabelledSet.objects.create(name="log", created_by=user, salt="log")
        d = [_decision(Decision, user, seq) for seq in range(1, 5)]
        t = timezone.now()
        looks = []
        for minutes, used in ((1, False), (2, True), (3, False)):
            look = Look.objects.create(labelled_set=log_set, user=user, purpose="p", used_to_choose=used)
            Look.objects.filter(pk=look.pk).update(looked_at=t + timedelta(minutes=minutes))
            looks.append(look)
        # d1, d2 were held out until the second look spent them; d3 was always tuning.
        for decision in d[:2]:
            LabelledItem.objects.create(
                labelled_set=log_set, decision=decision, family="F", split="tuning", spent_by=looks[1]
            )
        LabelledItem.objects.create(labelled_set=log_set, decision=d[2], family="G", split="tuning")
        bundle_set = LabelledSet.objects.create(name="bundle", created_by=user, salt="b")
        for qid, split in (("TX-1", "held_out"), ("TX-2", "tuning")):
            BundleItem.objects.create(
                labelled_set=bundle_set, qid=qid, evidence="contains", record={}, family="TX", split=split
            )
        bundle_look = Look.objects.create(labelled_set=bundle_set, user=user, purpose="p")

        apps = migrate(AFTER)
        Look = apps.get_model("grading", "HeldOutLook")
        got = {pk: Look.objects.get(pk=pk).question_ids for pk in [*(x.pk for x in looks), bundle_look.pk]}
        assert got == {
            looks[0].pk: ["question:1001", "question:1002"],
            looks[1].pk: ["question:1001", "question:1002"],
            looks[2].pk: [],  # after the split was spent: it saw nothing held out
            bundle_look.pk: ["bundle:TX-1"],
        }
    finally:
        migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())
