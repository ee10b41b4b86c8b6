"""bench/answer_report.py: the answer-side numbers of an evaluate run."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import answer_report  # noqa: E402


def row(qid, first_sentence, value=0.9):
    return {
        "qid": qid,
        "answerable": True,
        "required_doc_ids": ["D"],
        "threshold": 0.5,
        "decision_value": value,
        "candidates": [{"doc_id": "D", "kept": True}],
        "ungated": {"outcome": "pass", "hold_reasons": [], "cited_doc_ids": ["D"]},
        "response": {"statements": [{"text": first_sentence}]},
    }


QUESTIONS = {
    # Stated in the rule's words: the first sentence shown holds it.
    "a": {"expected_answer": "1泊12,000円（税込）", "evidence": {"D": ["宿泊費は1泊12,000円とする"]}},
    # Stated in the rule's words, but a neighbouring sentence is shown first.
    "b": {"expected_answer": "無料", "evidence": {"D": ["自転車の駐輪は無料とする"]}},
    # Written in other words than the rule (と for および): no sentence can hold it.
    "c": {
        "expected_answer": "防毒マスクと化学防護手袋",
        "evidence": {"D": ["防毒マスクおよび化学防護手袋を着用する"]},
    },
}


def test_first_sentence_share_is_also_counted_where_the_evidence_states_the_answer():
    rows = [
        row("a", "宿泊費は1泊12,000円とする。"),
        row("b", "バイクの駐輪は月額500円とする。"),
        row("c", "防毒マスクおよび化学防護手袋を着用する。"),
    ]
    result = answer_report.report(rows, QUESTIONS)
    assert result["expected_answer_in_first_sentence"] == [1, 3, 0.3333]
    assert result["expected_answer_in_first_sentence_where_evidence_states_it"] == [1, 2, 0.5]
    assert result["first_sentence_is_evidence"] == [2, 3, 0.6667]


def test_a_held_answerable_question_is_not_judged_for_its_first_sentence():
    rows = [row("a", "宿泊費は1泊12,000円とする。"), row("b", "", value=0.1)]
    result = answer_report.report(rows, QUESTIONS)
    assert result["excess_hold"][:2] == [1, 2]
    assert result["expected_answer_in_first_sentence_where_evidence_states_it"] == [1, 1, 1.0]
