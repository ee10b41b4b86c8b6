"""bench/topic_floor.py: precision and recall of the documents a hold would show per floor."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import topic_floor  # noqa: E402


def cand(doc, prob):
    return {"doc_id": doc, "rerank_prob": prob, "kept": True}


ROWS = [
    ({"qid": "a", "required_doc_ids": ["T"], "category": "direct"}, [cand("T", 0.9), cand("X", 0.6)]),
    (
        {"qid": "b", "notes": "style=casual; topic=U@1; …", "category": "missing-item"},
        [cand("X", 0.95), cand("U", 0.7)],
    ),
    ({"qid": "c", "category": "out-of-domain"}, [cand("X", 0.75)]),
]


def test_floor_trades_what_is_shown_for_what_is_missed():
    low, high = topic_floor.measure(ROWS, 0.5), topic_floor.measure(ROWS, 0.8)
    assert low["shown_on_topic"]["numerator"] == 2 and low["shown_on_topic"]["denominator"] == 4
    assert low["on_topic_shown"]["numerator"] == 2 and low["out_of_domain_nothing_shown"]["numerator"] == 0
    assert low["first_on_topic"]["numerator"] == 1  # question b shows X first
    # At 0.8: U (0.7) is no longer shown, X (0.6) neither; the out-of-domain question shows nothing.
    assert (high["shown_on_topic"]["numerator"], high["shown_on_topic"]["denominator"]) == (1, 2)
    assert (high["on_topic_shown"]["numerator"], high["on_topic_shown"]["denominator"]) == (1, 2)
    assert high["out_of_domain_nothing_shown"]["numerator"] == 1


def test_the_rule_chooses_the_highest_floor_keeping_recall_and_skips_check_questions(tmp_path, capsys):
    bundle, run = tmp_path / "bundle", tmp_path / "run"
    bundle.mkdir()
    run.mkdir()
    questions = [q for q, _ in ROWS] + [{"qid": "d", "required_doc_ids": ["T"], "split": "check"}]
    (bundle / "questions.jsonl").write_text("\n".join(json.dumps(q) for q in questions) + "\n")
    decisions = [{"qid": q["qid"], "candidates": c} for q, c in ROWS]
    decisions.append({"qid": "d", "candidates": [cand("X", 0.99)]})
    (run / "decisions.jsonl").write_text("\n".join(json.dumps(d) for d in decisions) + "\n")
    topic_floor.main([str(run), "--bundle", str(bundle), "--floors", "0.5,0.65,0.8", "--min-recall", "1.0"])
    out = json.loads(capsys.readouterr().out)
    assert out["questions"] == 3  # the check question is not read
    assert out["chosen"] == 0.65
