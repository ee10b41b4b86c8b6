"""The benchmark corpus generator (bench/synth.py, bench/synth_*.py) is deterministic and its
answers are known.

Structure only: nothing here runs the pipeline or measures a time.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import date
from pathlib import Path

import pytest

from retrieval.core.bundle import read_corpus, read_questions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import synth  # noqa: E402
import synth_corpus  # noqa: E402
import synth_questions  # noqa: E402


@pytest.fixture(scope="module")
def small():
    return synth_corpus.build_corpus(400)


def test_same_seed_same_corpus_and_questions(small):
    again = synth_corpus.build_corpus(400)
    assert again.lines == small.lines
    assert synth_questions.build_questions(again, 45) == synth_questions.build_questions(small, 45)


def test_smaller_corpus_is_a_prefix_of_a_larger_one(small):
    larger = synth_corpus.build_corpus(800)
    assert larger.lines[: len(small.lines)] == small.lines


def test_exactly_the_requested_number_of_passages(small):
    assert small.passages == 400
    assert len(small.lines) == 100


def test_adjacent_versions_do_not_overlap_and_differ(small):
    by_doc: dict[str, list[dict]] = {}
    for line in small.lines:
        by_doc.setdefault(line["doc_id"], []).append(line)
    multi = [v for v in by_doc.values() if len(v) > 1]
    assert multi
    for versions in multi:
        for a, b in zip(versions, versions[1:], strict=False):
            assert date.fromisoformat(a["valid_to"]) < date.fromisoformat(b["valid_from"])
            assert a["text"] != b["text"]


def test_every_category_and_answers_are_in_the_cited_version(small):
    questions = synth_questions.build_questions(small, 90)
    assert Counter(q["category"] for q in questions) == Counter({c: 10 for c in synth_questions.CATEGORIES})
    texts = {(line["doc_id"], line["version"]): line["text"] for line in small.lines}
    groups = {line["doc_id"]: set(line["groups"]) for line in small.lines}
    for q in questions:
        if q["category"] in ("basic", "period", "member"):
            assert q["answerable"] is True
            doc = q["required_doc_ids"][0]
            assert q["expected_answer"] in texts[(doc, q["expected_version"])]
            assert groups[doc] & set(q["groups"])
        else:
            assert q["answerable"] is False
        if q["category"] == "restricted":
            assert not set(q["restricted_to"]) & set(q["groups"])


def test_filler_states_no_item_code_region_or_date():
    from retrieval.core.checks.item import ITEM_VALUE
    from retrieval.core.text import extract_identifiers, extract_regions, parse_date_mentions

    for sentence in synth_corpus.FILLER + synth_corpus.PURPOSE_EXTRA:
        assert not [k for k, r in ITEM_VALUE.items() if r.search(sentence)], sentence
        assert not extract_identifiers(sentence) and not extract_regions(sentence)
        assert not parse_date_mentions(sentence, today=date(2026, 11, 30))


def test_written_bundle_reads_back(tmp_path):
    info = synth.write_bundle(tmp_path, 400, 18)
    folder = Path(info["folder"])
    assert len(read_corpus(folder)) == 100
    assert len(read_questions(folder)) == 18
    assert json.loads((folder / "bundle.json").read_text(encoding="utf-8"))["default_as_of"] == "2026-11-30"
