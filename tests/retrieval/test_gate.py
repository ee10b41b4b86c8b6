"""ScoreGate selection, the top-k reference selection, decision values, reranker plumbing."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from retrieval.core import gate
from retrieval.core.rerank import CrossEncoderReranker, reranker_name, sigmoid
from retrieval.core.types import GateConfig
from tests.retrieval.gate_cases import make_candidate, make_record

PAPER = GateConfig()  # τs 0.70, τr 0.08, α 0.3, τf 0.255, MAX-K 10, B3 keep


@pytest.fixture(autouse=True)
def _dense_off_by_default():
    """Pure tests: nothing in Django settings to switch off."""


def cands(*pairs):
    """Candidates from (dense, rerank_prob) pairs, named c0, c1, …"""
    return [
        make_candidate(make_record(f"c{i}", "本文"), dense=s, rerank_prob=p) for i, (s, p) in enumerate(pairs)
    ]


def by_id(candidates):
    return {c.passage.doc_id: c for c in candidates}


def test_rerank_probabilities_are_min_max_normalized_per_question():
    cs = cands((0.9, 0.2), (0.9, 0.6), (0.9, 1.0))
    gate.normalize_rerank(cs)
    assert [c.rerank_norm for c in cs] == pytest.approx([0.0, 0.5, 1.0])


def test_single_candidate_normalizes_to_one():
    cs = cands((0.9, 0.01))
    gate.normalize_rerank(cs)
    assert cs[0].rerank_norm == 1.0


def test_buckets_follow_the_paper_rules():
    # r after normalization over [0.0, 1.0]: c0 r=1, c1 r=0, c2 r=0.5, c3 r=0, c4 r=0.05
    cs = cands((0.80, 1.0), (0.80, 0.0), (0.50, 0.5), (0.50, 0.0), (0.90, 0.05))
    out = by_id(gate.select(cs, PAPER))
    assert (out["c0"].bucket, out["c0"].kept) == ("B1", True)
    assert (out["c3"].bucket, out["c3"].kept, out["c3"].drop_reason) == ("B4", False, "B4")
    # B2 keeps only when f = 0.3·s + 0.7·r ≥ τf: c1 f=0.24 drops, c4 f=0.305 stays.
    assert (out["c1"].bucket, out["c1"].kept, out["c1"].drop_reason) == ("B2", False, "B2_below_fusion")
    assert out["c1"].fusion == pytest.approx(0.24)
    assert (out["c4"].bucket, out["c4"].kept) == ("B2", True)
    # B3 is kept unconditionally under the figure's policy.
    assert (out["c2"].bucket, out["c2"].kept) == ("B3", True)


def test_b3_fusion_policy_applies_the_fusion_test():
    cs = cands((0.10, 1.0), (0.10, 0.0), (0.10, 0.2))  # c2: r=0.2, f=0.03+0.14=0.17
    out = by_id(gate.select(cs, dataclasses.replace(PAPER, b3_policy="fusion")))
    assert (out["c2"].bucket, out["c2"].kept, out["c2"].drop_reason) == ("B3", False, "B3_below_fusion")
    assert out["c0"].kept  # f = 0.73
    assert gate.selection_label(cs, dataclasses.replace(PAPER, b3_policy="fusion")) == "scoregate(b3=fusion)"


def test_kept_sorted_by_fusion_and_capped_at_max_k():
    cs = cands((0.75, 0.5), (0.95, 1.0), (0.85, 0.9), (0.80, 0.7), (0.72, 0.0))
    out = gate.select(cs, dataclasses.replace(PAPER, max_k=2))
    kept = [c for c in out if c.kept]
    assert [c.passage.doc_id for c in kept] == ["c1", "c2"]
    assert [c.passage.doc_id for c in out[:2]] == ["c1", "c2"]  # kept first
    capped = [c.passage.doc_id for c in out if c.drop_reason == "max_k_cap"]
    assert capped == ["c3", "c0"]  # the cap drops in fusion order
    assert gate.count_cap_drops(out) == 2
    assert all(c.bucket is not None for c in out)


def test_every_candidate_gets_a_bucket_and_a_verdict():
    cs = cands((0.9, 0.9), (0.1, 0.1), (None, 0.5), (None, None))
    out = gate.select(cs, PAPER)
    for c in out:
        assert c.bucket in {"B1", "B2", "B3", "B4"}
        assert c.kept or c.drop_reason
    missing = by_id(out)["c3"]
    assert (missing.bucket, missing.drop_reason, missing.fusion) == ("B4", "score_missing", None)


def test_without_a_reranker_selection_uses_dense_alone():
    cs = cands((0.95, None), (0.93, None), (0.90, None), (0.60, None))
    config = dataclasses.replace(PAPER, tau_s=0.70, dense_margin=0.03)
    out = by_id(gate.select(cs, config))
    assert [out[k].kept for k in ("c0", "c1", "c2", "c3")] == [True, True, False, False]
    assert out["c2"].drop_reason == "B4"
    assert all(c.fusion == c.dense and c.rerank_norm is None for c in out.values())
    assert gate.selection_label(cs, config) == "scoregate-dense-only"
    no_margin = by_id(gate.select(cs, dataclasses.replace(config, dense_margin=None)))
    assert [no_margin[k].kept for k in ("c0", "c1", "c2", "c3")] == [True, True, True, False]


def test_top_k_keeps_positive_scores_in_their_order():
    records = [make_record(f"c{i}", "本文") for i in range(5)]
    scores = [9.0, 0.0, 7.0, 5.0, 3.0]
    cs = [make_candidate(r, bm25=s) for r, s in zip(records, scores, strict=True)]
    config = GateConfig(selection="top_k", decision_score="bm25", max_k=2)
    out = gate.select(cs, config)
    assert [c.passage.doc_id for c in out if c.kept] == ["c0", "c2"]
    reasons = {c.passage.doc_id: c.drop_reason for c in out if not c.kept}
    assert reasons == {"c1": "non_positive_score", "c3": "max_k_cap", "c4": "max_k_cap"}
    assert all(c.bucket is None for c in out)


@pytest.mark.parametrize(
    ("aggregate", "k", "expected"),
    [("top1", 1, 0.9), ("min_topk", 2, 0.7), ("mean_topk", 3, 0.7), ("min_topk", 10, 0.5)],
)
def test_decision_value_aggregates_kept_candidates_in_order(aggregate, k, expected):
    cs = cands((0.9, None), (0.7, None), (0.5, None), (0.1, None))
    config = dataclasses.replace(PAPER, tau_s=0.4, decision_score="dense", aggregate=aggregate, aggregate_k=k)
    assert gate.decision_value(gate.select(cs, config), config) == pytest.approx(expected)


def test_decision_value_is_none_when_the_score_is_missing_never_zero():
    cs = cands((0.9, None), (0.8, None))
    config = dataclasses.replace(PAPER, decision_score="rerank_prob")
    assert gate.decision_value(gate.select(cs, config), config) is None
    assert gate.decision_value([], config) is None


def test_unknown_settings_are_rejected():
    with pytest.raises(ValueError):
        gate.select(cands((0.9, 0.9)), dataclasses.replace(PAPER, selection="magic"))
    with pytest.raises(ValueError):
        gate.decision_value(cands((0.9, 0.9)), dataclasses.replace(PAPER, aggregate="median"))


# --- reranker -----------------------------------------------------------------------------


def test_sigmoid_is_stable_for_large_logits():
    assert sigmoid([-1000.0, 0.0, 1000.0]) == pytest.approx([0.0, 0.5, 1.0])


def test_no_reranker_is_recorded_as_none():
    assert reranker_name(None) == "none"


class _StubCrossEncoder:
    """Scores a pair by passage length; records batch sizes."""

    def __init__(self):
        self.batches = []

    def predict(self, pairs, **kwargs):
        self.batches.append([len(p) for _, p in pairs])
        return np.array([float(len(p)) for _, p in pairs])


def test_cross_encoder_batches_by_length_and_restores_order(tmp_path):
    folder = tmp_path / "ja-reranker"
    folder.mkdir()
    (folder / "config.json").write_text('{"a": 1}')
    reranker = CrossEncoderReranker(str(folder), batch_size=2)
    reranker._model = _StubCrossEncoder()
    passages = ["aaaa", "a", "aaa", "aa", "aaaaa"]
    logits = reranker.predict("q", passages)
    assert logits.tolist() == [4.0, 1.0, 3.0, 2.0, 5.0]
    assert reranker._model.batches == [[1, 2], [3, 4], [5]]
    assert reranker.predict("q", []).shape == (0,)


def test_cross_encoder_name_is_basename_and_content_hash(tmp_path):
    folder = tmp_path / "ja-reranker"
    folder.mkdir()
    (folder / "config.json").write_text('{"a": 1}')
    first = CrossEncoderReranker(str(folder)).name
    assert first.startswith("ja-reranker@") and len(first.split("@")[1]) == 8
    (folder / "config.json").write_text('{"a": 2}')
    assert CrossEncoderReranker(str(folder) + "/").name != first
