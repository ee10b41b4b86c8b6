"""The int8 runtime of the answerability model (issue #39): a real int8 graph, made once per
export, scores close to fp32 (not equal: its own reader name and adopted threshold), and a
quantization that breaks the model is refused with nothing published.

Stated tolerance on the demo corpus × the questions of test_onnx_reader: answer and topic
logits correlate ≥ 0.98 with the fp32 export's, and no answer logit moves by more than 1.5.
"""

from __future__ import annotations

import numpy as np
import pytest

from retrieval.answering.onnx_int8 import (
    INT8_SANITY,
    QUANT_VERSION,
    ensure_onnx_int8_reader,
    onnx_int8_dir,
)
from retrieval.answering.onnx_reader import MARKER_FILE, MODEL_FILE, OnnxExportError, export_facts
from retrieval.answering.reader import SHIPPED_DIR, AnswerReader
from tests.retrieval.test_onnx_reader import QUESTIONS, _cache_with_e5, demo_items, one_layer_reader  # noqa: F401

INT8_OPS = {"DynamicQuantizeLinear", "MatMulInteger", "QAttention"}


@pytest.fixture(scope="module")
def readers() -> dict[str, AnswerReader]:
    return {name: AnswerReader(SHIPPED_DIR, runtime=name) for name in ("onnx", "onnx-int8")}


def _logits(reader: AnswerReader) -> tuple[np.ndarray, np.ndarray]:
    from retrieval.answering.net import pair_text

    texts = [pair_text(*item)[0] for item in demo_items()]
    topic, answer = [], []
    for question in QUESTIONS:
        for at in range(0, len(texts), 32):
            batch = texts[at : at + 32]
            _, (t, a, _, _) = reader._forward([question] * len(batch), batch)
            topic.append(t.numpy().reshape(-1))
            answer.append(a.numpy().reshape(-1))
    return np.concatenate(topic), np.concatenate(answer)


@pytest.mark.slow
def test_int8_scores_stay_close_to_fp32(readers):
    fp_topic, fp_answer = _logits(readers["onnx"])
    q_topic, q_answer = _logits(readers["onnx-int8"])
    assert not np.array_equal(fp_answer, q_answer)  # really another graph
    assert np.corrcoef(fp_answer, q_answer)[0, 1] >= 0.98
    assert np.corrcoef(fp_topic, q_topic)[0, 1] >= 0.98
    assert np.abs(fp_answer - q_answer).max() <= 1.5


@pytest.mark.slow
def test_the_int8_graph_is_int8_has_its_own_name_and_is_made_once(readers):
    import onnx

    readers["onnx-int8"]._load()
    folder = ensure_onnx_int8_reader(SHIPPED_DIR)
    assert folder.name.startswith("konkyo-reader-int8-")
    ops = {node.op_type for node in onnx.load(str(folder / MODEL_FILE)).graph.node}
    assert INT8_OPS <= ops, ops  # weights int8, activations quantized at run time
    facts = export_facts(folder)
    assert facts["quantization"] == QUANT_VERSION
    assert len(facts["fp32_nodes"]) == 6  # each layer's feed-forward output stays fp32
    assert 0 < facts["probe_max_abs_diff_to_fp32"] <= INT8_SANITY
    assert ensure_onnx_int8_reader(SHIPPED_DIR) == folder  # reused
    assert readers["onnx-int8"].name == readers["onnx"].name + "+int8"


@pytest.mark.slow
def test_a_broken_quantization_is_refused_and_nothing_is_published(one_layer_reader, tmp_path, monkeypatch):  # noqa: F811
    from retrieval.answering import onnx_int8
    from retrieval.answering.onnx_reader import ensure_onnx_reader

    cache, e5 = _cache_with_e5(tmp_path)
    monkeypatch.setattr(onnx_int8, "INT8_SANITY", -1.0)  # no graph is close enough
    with pytest.raises(OnnxExportError, match="KONKYO_READER_RUNTIME=onnx"):
        ensure_onnx_int8_reader(one_layer_reader, e5, cache)
    folder = onnx_int8_dir(ensure_onnx_reader(one_layer_reader, e5, cache))
    assert not folder.exists()
    assert not [p for p in cache.iterdir() if ".tmp-" in p.name]

    monkeypatch.setattr(onnx_int8, "INT8_SANITY", 3.0)
    made = ensure_onnx_int8_reader(one_layer_reader, e5, cache)
    assert made == folder and sorted(p.name for p in made.iterdir()) == sorted([MODEL_FILE, MARKER_FILE])


def test_the_setting_accepts_the_int8_runtime(settings):
    from retrieval import runtime

    settings.KONKYO_RERANKER = "konkyo"
    settings.KONKYO_READER_RUNTIME = "onnx-int8"
    reader = runtime.reranker_current()
    assert reader.runtime == "onnx-int8"
    assert reader.name == AnswerReader(SHIPPED_DIR).name + "+int8"  # decisions say which ran


@pytest.mark.slow
def test_quantizing_does_not_flood_the_log(one_layer_reader, tmp_path, caplog):  # noqa: F811
    """ONNX Runtime's quantizer logs each tensor at INFO on the root logger; a first
    ``evaluate`` printed hundreds of those lines. Warnings would still show, and the root
    logger's level is given back."""
    import logging

    cache, e5 = _cache_with_e5(tmp_path)
    caplog.set_level(logging.INFO)
    ensure_onnx_int8_reader(one_layer_reader, e5, cache)
    assert [r.getMessage() for r in caplog.records if r.name == "root" and r.levelno < logging.WARNING] == []
    assert logging.getLogger().level == logging.INFO
