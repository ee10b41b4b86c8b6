"""The reranker measurements: AUROC with ties, ranking before/after, judged-ten bundle."""

import json
import math
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import judged_bundle  # noqa: E402
import reranker_eval  # noqa: E402


def test_auroc_counts_ties_as_half_and_orders_correctly():
    assert reranker_eval.auroc([3, 2], [1, 2])["auroc"] == 0.875
    assert reranker_eval.auroc([5, 6], [1, 2])["auroc"] == 1.0
    assert reranker_eval.auroc([1, 2], [5, 6])["auroc"] == 0.0
    assert reranker_eval.auroc([1], [])["auroc"] is None
    low, high = reranker_eval.auroc([3, 2, 4, 1.5], [1, 2, 0.5])["ci95"]
    assert 0 <= low < 0.9167 < high <= 1


def _cand(doc, rrf, prob, dense=0.8, bm25=1.0):
    return {"doc_id": doc, "rrf": rrf, "rerank_prob": prob, "dense": dense, "bm25": bm25}


def test_ranking_before_and_after_reranking():
    records = [
        {
            "answerable": True,
            "required_doc_ids": ["a"],
            "candidates": [_cand("b", 0.9, 0.1), _cand("a", 0.5, 0.9)],
        },
        {
            "answerable": True,
            "required_doc_ids": ["c"],
            "candidates": [_cand("c", 0.9, 0.2), _cand("d", 0.5, 0.8)],
        },
        {"answerable": True, "required_doc_ids": ["z"], "candidates": [_cand("e", 0.9, 0.2)]},
        {"answerable": False, "required_doc_ids": [], "candidates": [_cand("f", 0.9, 0.9)]},
    ]
    out = reranker_eval.ranking(records)
    assert out["questions"] == 3
    assert out["before"] == {"mrr_at_10": round((0.5 + 1 + 0) / 3, 4), "recall_at_1": round(1 / 3, 4)}
    assert out["after"] == {"mrr_at_10": round((1 + 0.5 + 0) / 3, 4), "recall_at_1": round(1 / 3, 4)}
    assert out["answer_in_candidates"] == round(2 / 3, 4)


def test_top1_without_candidates_is_lowest():
    assert reranker_eval.top1({"candidates": []}, "rerank_prob") == -math.inf
    assert reranker_eval.top1({"candidates": [_cand("a", 1, None), _cand("b", 1, 0.3)]}, "rerank_prob") == 0.3


def test_judged_bundle_gives_each_question_exactly_its_ten(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    rows = [{"doc_id": f"d{i}", "version": "1", "title": "t", "text": f"text {i}"} for i in range(5)]
    (src / "corpus.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    qs = [
        {
            "qid": "x",
            "question": "?",
            "groups": ["all-staff"],
            "answerable": True,
            "candidate_doc_ids": ["d0", "d1"],
        },
        {
            "qid": "y",
            "question": "?",
            "groups": ["all-staff"],
            "answerable": False,
            "candidate_doc_ids": ["d1", "d3"],
        },
    ]
    (src / "questions.jsonl").write_text("".join(json.dumps(q) + "\n" for q in qs))
    out = tmp_path / "out"
    assert judged_bundle.derive(src, out) == {"questions": 2, "passages": 3, "judged_ids": 3}
    corpus = {
        r["doc_id"]: r["groups"] for r in map(json.loads, (out / "corpus.jsonl").read_text().splitlines())
    }
    assert corpus == {"d0": ["q0000"], "d1": ["q0000", "q0001"], "d3": ["q0001"]}
    questions = [json.loads(line) for line in (out / "questions.jsonl").read_text().splitlines()]
    assert [q["groups"] for q in questions] == [["q0000"], ["q0001"]]
    assert json.loads((out / "bundle.json").read_text())["name"] == "src-judged"


@pytest.mark.parametrize("bad", [[], [1.0]])
def test_auroc_needs_both_classes(bad):
    assert reranker_eval.auroc(bad, [])["auroc"] is None
