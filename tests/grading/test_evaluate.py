"""manage.py evaluate: the published reference table, bundle errors, and replay = re-running."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from grading.evaluation import evaluation_questions, evaluation_run, metrics, question_dates, table, wilson
from grading.replay import ReplayError, replay
from retrieval.bundle_store import bundle_store_load
from retrieval.core.configs import ALL_CHECKS, REFERENCE_BM25
from retrieval.core.pipeline import run_pipeline
from tests.retrieval.core_data import reference_gate

DATA = reference_gate()
EXPECTED_ROWS = {row["threshold"]: row for row in DATA["summaries"]}


def write_bundle(
    folder: Path, *, corpus_lines: list[str] | None = None, question_lines: list[str] | None = None
) -> Path:
    """The reference experiment as an evaluation bundle (SPEC §8), optionally with bad lines."""
    folder.mkdir(parents=True, exist_ok=True)
    corpus = corpus_lines or [
        json.dumps(
            {
                "doc_id": d["id"],
                "version": "1",
                "title": d["title"],
                "text": d["text"],
                "valid_from": None,
                "valid_to": None,
                "groups": DATA["groups"],
            },
            ensure_ascii=False,
        )
        for d in DATA["documents"]
    ]
    questions = question_lines or [
        json.dumps(
            {
                "qid": q["id"],
                "question": q["query"],
                "groups": DATA["groups"],
                "as_of": DATA["as_of"],
                "answerable": q["answerable"],
                "required_doc_ids": q["required_doc_ids"],
                "category": "answerable" if q["answerable"] else "unanswerable",
            },
            ensure_ascii=False,
        )
        for q in DATA["questions"]
    ]
    (folder / "corpus.jsonl").write_text("\n".join(corpus) + "\n", encoding="utf-8")
    (folder / "questions.jsonl").write_text("\n".join(questions) + "\n", encoding="utf-8")
    (folder / "bundle.json").write_text(json.dumps({"name": "reference", "default_as_of": DATA["as_of"]}))
    return folder


def evaluate(bundle: Path, out: Path, *options: str) -> str:
    stdout = io.StringIO()
    call_command("evaluate", str(bundle), "--out", str(out), *options, stdout=stdout, stderr=io.StringIO())
    return stdout.getvalue()


@pytest.fixture(scope="module")
def reference_run(tmp_path_factory) -> tuple[dict, list[dict], str]:
    root = tmp_path_factory.mktemp("reference")
    bundle = write_bundle(root / "bundle")
    table = evaluate(bundle, root / "out", "--gate-config", "reference-bm25", "--sweep", "bm25:0,2,4,8")
    summary = json.loads((root / "out" / "summary.json").read_text("utf-8"))
    decisions = [
        json.loads(line) for line in (root / "out" / "decisions.jsonl").read_text("utf-8").splitlines()
    ]
    return summary, decisions, table


# --- the published table ------------------------------------------------------------------


@pytest.mark.parametrize("threshold", [0.0, 2.0, 4.0, 8.0])
def test_sweep_reproduces_the_published_row(reference_run, threshold):
    summary, _, _ = reference_run
    block = next(b for b in summary["sweep"]["blocks"] if b["threshold"] == threshold)
    row = EXPECTED_ROWS[threshold]
    assert (block["questions"], block["answerable"], block["unanswerable"]) == (18, 10, 8)
    assert block["passed"] == row["passed"]
    assert block["held"] == row["held"]
    assert block["false_pass"] == row["false_pass_count"]
    assert block["false_pass_ids"] == row["false_pass_ids"]
    assert block["excess_hold"] == row["excess_hold_count"]
    assert block["excess_hold_ids"] == row["excess_hold_ids"]
    assert block["passed_with_required_evidence"] == row["passed_with_required_evidence_count"]
    assert (
        block["passed_without_required_evidence"]
        == row["passed"] - row["passed_with_required_evidence_count"]
    )
    assert block["false_pass_interval"]["denominator"] == 8
    assert block["excess_hold_interval"]["denominator"] == 10


def test_sweep_table_is_passed_16_16_16_14_false_pass_6_6_6_5_excess_hold_0_0_0_1(reference_run):
    blocks = reference_run[0]["sweep"]["blocks"]
    assert [b["passed"] for b in blocks] == [16, 16, 16, 14]
    assert [b["held"] for b in blocks] == [2, 2, 2, 4]
    assert [b["false_pass"] for b in blocks] == [6, 6, 6, 5]
    assert [b["excess_hold"] for b in blocks] == [0, 0, 0, 1]
    assert [b["passed_with_required_evidence"] for b in blocks] == [10, 10, 10, 9]
    assert blocks[3]["hold_reasons"] == {"below_threshold": 2, "no_candidates": 2}


def test_summary_at_the_configured_threshold_has_rates_intervals_and_config(reference_run):
    summary, _, table = reference_run
    assert summary["passed"] == 16 and summary["held"] == 2 and summary["partial"] == 0
    assert summary["unverified"] == 0
    assert summary["false_pass_rate"] == pytest.approx(6 / 8)
    assert summary["excess_hold_rate"] == 0.0
    low, high = summary["false_pass_interval"]["wilson95"]
    assert low == pytest.approx(0.4093, abs=1e-4) and high == pytest.approx(0.9285, abs=1e-4)
    assert summary["hold_reasons"] == {"no_candidates": 2}
    assert summary["gate_config"]["name"] == "reference-bm25"
    assert summary["gate_config"]["checks"] == []
    assert summary["by_category"]["unanswerable"]["false_pass"] == 6
    assert summary["by_category"]["answerable"]["false_pass_rate"] is None  # no denominator
    assert set(summary["latency_ms"]) >= {"retrieve", "selection_gate", "total"}
    assert "sweep bm25≥8" in table and "14/18" in table


def test_unknown_words_hold_with_no_candidates_not_a_zero_score(reference_run):
    _, decisions, _ = reference_run
    by_qid = {d["qid"]: d for d in decisions}
    for qid in ("Q17", "Q18"):
        assert by_qid[qid]["outcome"] == "hold"
        assert by_qid[qid]["hold_reasons"] == ["no_candidates"]
        assert by_qid[qid]["decision_value"] is None
        assert by_qid[qid]["candidates"] == []


def test_decisions_carry_the_published_top3_scores(reference_run):
    _, decisions, _ = reference_run
    assert [d["qid"] for d in decisions] == [q["id"] for q in DATA["questions"]]
    for d in decisions:
        expected = DATA["expected"][d["qid"]]
        assert [c["doc_id"] for c in d["candidates"]] == [doc for doc, _ in expected]
        for cand, (_, score) in zip(d["candidates"], expected, strict=True):
            assert cand["bm25"] == pytest.approx(score, abs=1e-9, rel=0)
        if d["outcome"] == "pass":
            assert d["cited_doc_ids"] == [doc for doc, _ in expected]


# --- malformed bundles --------------------------------------------------------------------

GOOD_Q = {
    "qid": "Q1",
    "question": "返品期限は？",
    "groups": ["all-staff"],
    "as_of": None,
    "answerable": True,
    "required_doc_ids": ["D01"],
}


@pytest.mark.parametrize(
    ("bad_line", "where", "field"),
    [
        (
            {k: v for k, v in GOOD_Q.items() if k != "question"} | {"qid": "Q2"},
            "questions.jsonl:2",
            "'question'",
        ),
        (GOOD_Q | {"qid": "Q2", "as_of": "2026-13-40"}, "questions.jsonl:2", "'as_of'"),
        (GOOD_Q | {"qid": "Q2", "answerable": "yes"}, "questions.jsonl:2", "'answerable'"),
        ('{"qid": "Q2", "question": ', "questions.jsonl:2", "malformed JSON"),
    ],
    ids=["missing-field", "bad-date", "bad-answerable", "bad-json"],
)
def test_malformed_question_line_names_file_line_and_field(tmp_path, bad_line, where, field):
    raw = bad_line if isinstance(bad_line, str) else json.dumps(bad_line, ensure_ascii=False)
    bundle = write_bundle(tmp_path / "b", question_lines=[json.dumps(GOOD_Q, ensure_ascii=False), raw])
    with pytest.raises(CommandError) as err:
        evaluate(bundle, tmp_path / "out", "--gate-config", "reference-bm25")
    assert where in str(err.value)
    assert field in str(err.value)
    assert not (tmp_path / "out").exists()


def test_malformed_corpus_line_names_file_line_and_field(tmp_path):
    good = {"doc_id": "D01", "title": "規程", "text": "本文。", "groups": ["all-staff"]}
    bad = {
        "doc_id": "D02",
        "title": "規程",
        "text": "本文。",
        "groups": ["all-staff"],
        "valid_from": "2026/10/01",
    }
    bundle = write_bundle(tmp_path / "b", corpus_lines=[json.dumps(good), json.dumps(bad)])
    with pytest.raises(CommandError) as err:
        evaluate(bundle, tmp_path / "out", "--gate-config", "reference-bm25")
    assert "corpus.jsonl:2" in str(err.value) and "'valid_from'" in str(err.value)


@pytest.mark.parametrize(
    "options",
    [
        ["--gate-config", "no-such-config"],
        ["--sweep", "bm25"],
        ["--sweep", "nope:1,2"],
        ["--sweep", "dense:0.8"],
    ],
)
def test_bad_options_are_command_errors(tmp_path, options):
    bundle = write_bundle(tmp_path / "b")
    extra = [] if options[0] == "--gate-config" else ["--gate-config", "reference-bm25"]
    with pytest.raises(CommandError):
        evaluate(bundle, tmp_path / "out", *extra, *options)


def test_gate_config_from_json_file(tmp_path):
    bundle = write_bundle(tmp_path / "b")
    config = tmp_path / "strict.json"
    config.write_text(
        json.dumps(
            {
                "name": "strict-bm25",
                "retrieval": "bm25",
                "selection": "top_k",
                "decision_score": "bm25",
                "threshold": 8.0,
                "max_k": 3,
                "top_n": 3,
                "checks": [],
            }
        )
    )
    evaluate(bundle, tmp_path / "out", "--gate-config", str(config), "--limit", "10")
    summary = json.loads((tmp_path / "out" / "summary.json").read_text("utf-8"))
    assert summary["gate_config"]["name"] == "strict-bm25"
    assert summary["questions"] == 10
    assert summary["excess_hold_ids"] == ["Q10"]


# --- replay == running the pipeline at each threshold ----------------------------------------

CHECKED_BM25 = replace(REFERENCE_BM25, name="reference-bm25-checked", checks=ALL_CHECKS)


@pytest.mark.parametrize("config", [REFERENCE_BM25, CHECKED_BM25], ids=lambda c: c.name)
def test_replay_equals_running_the_pipeline_at_each_threshold(tmp_path, config):
    bundle = write_bundle(tmp_path / "b")
    store = bundle_store_load(bundle)
    questions = evaluation_questions(bundle)
    run = evaluation_run(
        questions,
        collection=store.collection,
        config=config,
        today=store.meta.default_as_of,
        default_as_of=store.meta.default_as_of,
    )
    outcomes = set()
    for threshold in (0.0, 2.0, 4.0, 8.0, 9.0, 20.0, 25.1, 40.0):
        at = replace(config, threshold=threshold)
        for q, record in zip(questions, run.records, strict=True):
            today, user_date = question_dates(q, store.meta.default_as_of, store.meta.default_as_of)
            d = run_pipeline(
                q.question,
                groups=frozenset(q.groups),
                collection=store.collection,
                config=at,
                today=today,
                user_date=user_date,
            )
            got = replay(record, threshold)
            cited = tuple(dict.fromkeys(c.passage.doc_id for c in d.candidates if c.cited))
            assert (got.outcome, list(got.hold_reasons), got.decision_value, got.cited_doc_ids) == (
                d.outcome,
                d.hold_reasons,
                d.decision_value,
                cited,
            ), (q.qid, threshold)
            outcomes.add((got.outcome, tuple(got.hold_reasons)))
    # The comparison covered passes, score holds and, with checks on, check holds.
    assert ("pass", ()) in outcomes and ("hold", ("below_threshold",)) in outcomes
    if config.checks:
        assert any(o[1] and o[1][0] not in ("below_threshold", "no_candidates") for o in outcomes)


def test_replay_of_a_record_without_check_results_refuses_to_guess():
    logged = {
        "outcome": "hold",
        "hold_reasons": ["below_threshold"],
        "decision_value": 5.0,
        "decision_score": "bm25",
        "threshold": 8.0,
        "candidates": [{"doc_id": "D01", "kept": True, "bm25": 5.0}],
    }
    assert replay(logged, 9.0).hold_reasons == ("below_threshold",)
    with pytest.raises(ReplayError):
        replay(logged, 4.0)


# --- metric definitions ------------------------------------------------------------------


def test_partial_counts_as_held_and_unverified_is_in_neither_rate():
    rows = [
        {
            "qid": "a",
            "outcome": "partial",
            "hold_reasons": ["item_not_stated"],
            "answerable": True,
            "required_doc_ids": ["D1"],
            "cited_doc_ids": ["D1"],
        },
        {
            "qid": "b",
            "outcome": "pass",
            "hold_reasons": [],
            "answerable": None,
            "required_doc_ids": [],
            "cited_doc_ids": ["D2"],
        },
        {
            "qid": "c",
            "outcome": "pass",
            "hold_reasons": [],
            "answerable": True,
            "required_doc_ids": ["D1", "D2"],
            "cited_doc_ids": ["D1"],
        },
    ]
    m = metrics(rows)
    assert (m["passed"], m["held"], m["partial"], m["unverified"]) == (2, 1, 1, 1)
    assert (m["excess_hold"], m["excess_hold_rate"]) == (1, 0.5)
    assert m["false_pass_rate"] is None and m["false_pass_interval"]["wilson95"] is None
    assert m["passed_with_required_evidence"] == 0  # c cites only one of its two documents
    assert m["passed_without_required_evidence_ids"] == ["b", "c"]


def test_wilson_interval_known_values():
    assert wilson(0, 10) == pytest.approx([0.0, 0.2775], abs=1e-4)
    assert wilson(5, 10) == pytest.approx([0.2366, 0.7634], abs=1e-4)
    assert wilson(0, 0) is None


def test_a_pass_with_another_answer_is_an_error_and_answered_right_counts_the_rest():
    """SPEC §8 / #38 item 5: a pass is answered right when its first statement holds the
    expected answer; a pass showing another answer counts among the errors."""

    def row(qid, outcome, first, expected="1泊あたり12,000円", answerable=True):
        return {
            "qid": qid,
            "outcome": outcome,
            "hold_reasons": [] if outcome == "pass" else ["below_threshold"],
            "answerable": answerable,
            "required_doc_ids": ["EXP-TRAVEL"],
            "cited_doc_ids": ["EXP-TRAVEL"] if outcome == "pass" else [],
            "expected_answer": expected,
            "response": {"statements": [{"text": first, "citations": [1]}]} if first else {},
        }

    rows = [
        row("right", "pass", "国内出張の宿泊上限額は、1泊あたり12,000円（税込）とする。"),
        row("wrong", "pass", "海外出張の宿泊上限額は、アジア地域が1泊15,000円とする。"),
        row("held", "hold", ""),
        row("no-expected", "pass", "何か", expected=None),
        row("unanswerable", "pass", "何か", expected=None, answerable=False),
    ]
    m = metrics(rows, with_categories=False)
    assert (m["answered_right"], m["answerable_with_expected_answer"], m["passed_wrong_answer"]) == (1, 3, 1)
    assert m["passed_wrong_answer_ids"] == ["wrong"]
    assert m["errors"] == 1 + 1 + 1  # a false pass, an excess hold, a wrong answer
    assert "right" in table({**m, "gate_config": {"name": "g", "decision_score": "s", "threshold": 0.5}})
