"""The organizations written for training (retrieval/training/orgs/) pass their checks, and
the checker finds each kind of wrong label it is there to find."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retrieval.training.org_validate import validate, whole_sentence

ORGS = sorted(p.parent for p in Path("retrieval/training/orgs").glob("*/questions.jsonl"))
SPLIT = json.loads(Path("retrieval/training/orgs/split.json").read_text(encoding="utf-8"))

TEXT = (
    "## 第1条（目的）\n本規程は、出張の旅費を定める。\n\n"
    "## 第2条（日当）\n1. 日当は、国内出張では1日2,000円とする。\n2. 日当は、アジアへの出張では1日4,000円とする。\n"
    "宿泊費の上限は本規程では定めない。\n\n## 附則\n本規程は2025年4月1日から施行する。"
)


def _question(qid: str, **fields) -> dict:
    base = {
        "qid": qid,
        "question": f"質問 {qid}",
        "groups": ["all-staff"],
        "as_of": None,
        "asked_date": None,
        "answerable": True,
        "required_doc_ids": ["T-01"],
        "required_versions": ["1"],
        "answer_span": "1日2,000円",
        "evidence": "日当は、国内出張では1日2,000円とする。",
        "category": "direct",
        "pair_of": None,
        "notes": "style=casual",
    }
    return {**base, **fields}


def _twin(**fields) -> dict:
    """T-0001's target-mismatch twin."""
    unanswerable = dict(required_doc_ids=[], required_versions=[], answer_span=None, evidence=None)
    return _question(
        "T-0002", answerable=False, category="target-mismatch", pair_of="T-0001", **unanswerable, **fields
    )


def _bundle(tmp_path: Path, questions: list[dict], checks: list[dict] = (), text: str = TEXT) -> Path:
    (tmp_path / "bundle.json").write_text(json.dumps({"name": "t", "default_as_of": "2026-12-01"}), "utf-8")
    corpus = [
        {
            "doc_id": "T-01",
            "version": "1",
            "title": "旅費規程",
            "text": text,
            "groups": ["all-staff"],
            "valid_from": "2025-04-01",
            "valid_to": None,
        },
        {
            "doc_id": "T-02",
            "version": "1",
            "title": "人事評価規程",
            "text": text,
            "groups": ["hr"],
            "valid_from": "2025-04-01",
            "valid_to": None,
        },
    ]
    for name, rows in (("corpus.jsonl", corpus), ("questions.jsonl", questions), ("checks.jsonl", checks)):
        (tmp_path / name).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return tmp_path


def _errors(tmp_path: Path, questions: list[dict], checks: list[dict] = ()) -> list[str]:
    errors, _ = validate(_bundle(tmp_path, questions, checks))
    return [e for e in errors if "share" not in e]  # the mix of a two-question bundle is not the point


@pytest.mark.parametrize("folder", ORGS, ids=[p.name for p in ORGS])
def test_each_written_organization_passes_its_checks(folder):
    errors, mix = validate(folder)
    assert errors == []
    assert mix["questions"] >= 250


def test_every_written_organization_is_in_exactly_one_part_of_the_split():
    parts = [str(p) for key in ("train", "dev", "check") for p in SPLIT[key]]
    assert len(parts) == len(set(parts))
    written = {str(p) for p in ORGS}
    assert written <= set(parts), written - set(parts)
    assert len(SPLIT["check"]) == 4


def test_a_correct_pair_passes(tmp_path):
    twin = _twin(question="ヨーロッパは？")
    checks = [{"qid": "T-0002", "topic_doc": "T-01", "absent": ["ヨーロッパ"]}]
    assert _errors(tmp_path, [_question("T-0001"), twin], checks) == []


def test_span_outside_the_evidence_is_found(tmp_path):
    errors = _errors(tmp_path, [_question("T-0001", answer_span="1日4,000円")])
    assert any("is not inside evidence" in e and "T-0001" in e for e in errors)


def test_evidence_that_is_half_a_sentence_is_found(tmp_path):
    errors = _errors(
        tmp_path, [_question("T-0001", answer_span="1日2,000円", evidence="国内出張では1日2,000円")]
    )
    assert any("not a whole sentence" in e for e in errors)


def test_a_version_the_asker_cannot_read_is_found(tmp_path):
    errors = _errors(tmp_path, [_question("T-0001", required_doc_ids=["T-02"], category="permission")])
    assert any("is not readable by groups" in e for e in errors)


def test_an_unanswerable_twin_whose_absent_target_is_stated_is_found(tmp_path):
    twin = _twin()
    checks = [{"qid": "T-0002", "topic_doc": "T-01", "absent": ["アジア"]}]
    errors = _errors(tmp_path, [_question("T-0001"), twin], checks)
    assert any("'absent' string 'アジア'" in e for e in errors)


def test_a_part_stated_wrongly_and_a_wrong_top_level_answerable_are_found(tmp_path):
    parts = [
        {
            "ask": "国内の日当",
            "answerable": True,
            "required_doc_ids": ["T-01"],
            "required_versions": ["1"],
            "answer_span": "1日2,000円",
            "evidence": "日当は、国内出張では1日2,000円とする。",
        },
        {
            "ask": "宿泊費の上限",
            "answerable": True,
            "required_doc_ids": ["T-01"],
            "required_versions": ["1"],
            "answer_span": "3万円",
            "evidence": "宿泊費の上限は本規程では定めない。",
        },
    ]
    errors = _errors(tmp_path, [_question("T-0001", parts=parts)])
    assert any("part 2" in e and "is not inside evidence" in e for e in errors)
    parts[1].update(
        answerable=False, answer_span=None, evidence=None, required_doc_ids=[], required_versions=[]
    )
    errors = _errors(tmp_path, [_question("T-0001", parts=parts)])
    assert any("answerable must be true exactly when every part is" in e for e in errors)


def test_whole_sentence_accepts_list_lines_and_refuses_fragments():
    assert whole_sentence(TEXT, "日当は、アジアへの出張では1日4,000円とする。")
    assert whole_sentence(TEXT, "宿泊費の上限は本規程では定めない。")
    assert not whole_sentence(TEXT, "アジアへの出張では1日4,000円とする。")
