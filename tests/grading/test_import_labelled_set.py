"""manage.py import_labelled_set: evaluate's decisions.jsonl as a labelled set of bundle items."""

import json

import pytest
from django.core.management import CommandError, call_command

from grading import adoption
from grading.models import BundleItem, LabelledSet
from tests import factories

pytestmark = pytest.mark.django_db


def line(qid, answerable, value, **extra):
    passed = value is not None and value >= 0.5
    return {
        "qid": qid,
        "question": f"質問 {qid}",
        "category": "target",
        "answerable": answerable,
        "required_doc_ids": [f"D{qid}-1"] if answerable else [],
        "decision_score": "rerank_prob",
        "reference_date": "2026-04-01",
        "decision_value": value,
        "threshold": 0.5,
        "outcome": "pass" if passed else "hold",
        "hold_reasons": [] if passed else ["below_threshold"],
        "cited_doc_ids": [f"D{qid}-1"] if passed else [],
        "candidates": [{"doc_id": f"D{qid}-1", "rerank_prob": value, "kept": True, "cited": passed}],
        "ungated": {"outcome": "pass", "hold_reasons": [], "cited_doc_ids": [f"D{qid}-1"]},
        **extra,
    }


def write(folder, rows, raw_tail=""):
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows) + raw_tail
    (folder / "decisions.jsonl").write_text(text, encoding="utf-8")
    (folder / "summary.json").write_text(
        json.dumps(
            {
                "bundle": "b",
                "gate_config": {"name": "bundle-gate", "version": 3, "decision_score": "rerank_prob"},
            }
        ),
        encoding="utf-8",
    )


def test_import_maps_answerable_to_evidence_and_keeps_given_splits(tmp_path):
    admin = factories.user("admin", "reviewer")
    admin.is_superuser = True
    admin.save(update_fields=["is_superuser"])
    write(
        tmp_path,
        [
            line("q1", True, 0.9, split="tuning"),
            line("q2", False, 0.7, split="held_out"),
            line("q3", None, 0.2),
            line("q4", True, None),
        ],
    )
    call_command("import_labelled_set", str(tmp_path), "--name", "bundle-set")
    s = LabelledSet.objects.get(name="bundle-set")
    items = {i.qid: i for i in BundleItem.objects.filter(labelled_set=s)}
    assert {q: i.evidence for q, i in items.items()} == {
        "q1": "contains",
        "q2": "does_not_contain",
        "q3": "not_checked",
        "q4": "contains",
    }
    assert items["q1"].split == "tuning" and items["q2"].split == "held_out"
    assert items["q1"].required_doc_ids == ["Dq1-1"] and items["q1"].family == "Dq1"
    assert s.source["gate_config"]["name"] == "bundle-gate" and s.gate_config == "bundle-gate"
    # The rows feed the same sweep / calibration machinery as log-backed sets.
    tuning = adoption.set_rows(s, "tuning")
    assert any(r.key == "bundle:q1" and r.judgement.evidence == "contains" for r in tuning)
    provenance = adoption.set_provenance(s)
    assert (provenance.gate_config, provenance.gate_config_version, provenance.decision_score) == (
        "bundle-gate",
        3,
        "rerank_prob",
    )


def test_tune_and_check_splits_of_a_bundle_are_tuning_and_held_out(tmp_path):
    admin = factories.user("admin", "reviewer")
    admin.is_superuser = True
    admin.save(update_fields=["is_superuser"])
    # Many questions of one family: a family split would put them all on one side.
    rows = [line(f"q{i}", i % 2 == 0, 0.9, split="tune" if i < 6 else "check") for i in range(10)]
    for r in rows:
        r["required_doc_ids"] = ["SAME-1"] if r["answerable"] else []
    write(tmp_path, rows)
    call_command("import_labelled_set", str(tmp_path), "--name", "company-set")
    items = {i.qid: i.split for i in BundleItem.objects.filter(labelled_set__name="company-set")}
    assert items == {f"q{i}": "tuning" if i < 6 else "held_out" for i in range(10)}


@pytest.mark.parametrize(
    ("bad", "field"),
    [
        ('{"qid": "q9", "answerable": "yes"}\n', "answerable"),
        ("not json\n", "not valid JSON"),
        (json.dumps({**line("q9", True, 0.4), "outcome": "maybe"}) + "\n", "outcome"),
        (json.dumps(line("q1", True, 0.4)) + "\n", "duplicate"),
    ],
)
def test_a_malformed_line_is_rejected_naming_file_and_line(tmp_path, bad, field):
    user = factories.user("imp", "reviewer")
    write(tmp_path, [line("q1", True, 0.9), line("q2", False, 0.1)], raw_tail=bad)
    with pytest.raises(CommandError) as exc:
        call_command("import_labelled_set", str(tmp_path), "--name", "broken", "--user", user.username)
    assert f"{tmp_path / 'decisions.jsonl'}:3: " in str(exc.value) and field in str(exc.value)
    assert not LabelledSet.objects.exists()  # nothing half-imported
