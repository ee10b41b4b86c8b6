"""The answerability model served by ONNX Runtime (issue #39) reads as PyTorch does.

Fixed set: every passage of the demo corpus (as the evaluation store chunks it) against six
questions — demo questions that pass, hold on an item, ask two parts, are off-topic or
gibberish, and an English one. Tolerance: ``PARITY_TOLERANCE`` (1e-3) on the largest
|ONNX − PyTorch| of any logit (topic and answer per pair, start and end per attended token);
measured on the shipped weights 3.0e-5. Readings (``read_texts``) must give the same spans
and sentence rankings. A retrained reader gets its own export with the one command.
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path

import pytest

from retrieval.answering.onnx_int8 import onnx_int8_dir
from retrieval.answering.onnx_reader import (
    MARKER_FILE,
    PARITY_TOLERANCE,
    OnnxNet,
    ensure_onnx_reader,
    export_facts,
    onnx_reader_dir,
    parity_max_diff,
)
from retrieval.answering.reader import SHIPPED_DIR, AnswerReader, weights_fingerprint
from retrieval.core.bundle import read_corpus, records_from_specs

DEMO = Path(__file__).resolve().parents[2] / "portal" / "demo"
QUESTIONS = (
    "国内出張の宿泊上限額はいくらですか？",  # DEMO-01: pass
    "出張時の手土産の購入費用の上限額はいくらですか？",  # DEMO-14: hold (item not stated)
    "P-20 と P-30 の保証期間はそれぞれ何年ですか？",  # DEMO-47: two parts
    "社員食堂の今週のメニューを教えてください。",  # DEMO-50: off-topic
    "zzqv xyzk",  # DEMO-53: gibberish
    "How much is the daily allowance for a domestic business trip?",
)


@functools.cache
def demo_items() -> list[tuple[str, tuple[str, ...], str]]:
    return [(r.title, r.heading_path, r.text) for r in records_from_specs(read_corpus(DEMO))]


@pytest.fixture(scope="module")
def readers() -> dict[str, AnswerReader]:
    """The shipped reader in both runtimes (the ONNX one exported into the model cache on first
    use, as serving does)."""
    return {name: AnswerReader(SHIPPED_DIR, runtime=name) for name in ("torch", "onnx")}


@pytest.mark.slow
def test_logits_match_pytorch_within_tolerance(readers):
    import torch

    from retrieval.answering.net import pair_text

    texts = [pair_text(*item)[0] for item in demo_items()]
    worst = 0.0
    for question in QUESTIONS:
        for at in range(0, len(texts), 32):
            batch = texts[at : at + 32]
            with torch.inference_mode():
                enc, reference = readers["torch"]._forward([question] * len(batch), batch)
                _, outputs = readers["onnx"]._forward([question] * len(batch), batch)
            assert all(
                o.dtype == r.dtype and o.shape == r.shape for o, r in zip(outputs, reference, strict=True)
            )
            worst = max(worst, parity_max_diff(reference, outputs, enc["attention_mask"]))
    print(f"max |ONNX - PyTorch| logit over {len(QUESTIONS)}×{len(texts)} pairs: {worst:.2e}")
    assert worst <= PARITY_TOLERANCE


@pytest.mark.slow
def test_readings_give_the_same_spans(readers):
    items = demo_items()
    for question in QUESTIONS:
        expected = readers["torch"].read_texts(question, items)
        got = readers["onnx"].read_texts(question, items)
        for e, g in zip(expected, got, strict=True):
            assert g.span == e.span
            assert g.sentences == e.sentences
            assert abs(g.topic_logit - e.topic_logit) <= PARITY_TOLERANCE
            assert abs(g.answer_logit - e.answer_logit) <= PARITY_TOLERANCE


@pytest.mark.slow
def test_the_shipped_export_is_cached_with_its_parity(readers):
    readers["onnx"]._load()
    from retrieval.modelfiles import ensure_e5_model

    folder = onnx_reader_dir(SHIPPED_DIR, ensure_e5_model())
    facts = export_facts(folder)
    assert facts["weights_fingerprint"] == weights_fingerprint(SHIPPED_DIR)
    assert facts["optimizer"] == "bert-fusion"  # the fused graph kept parity
    assert facts["fused"]["Attention"] == facts["fused"]["BiasGelu"] == 6  # every layer fused
    assert facts["probe_max_abs_diff"] <= PARITY_TOLERANCE
    assert ensure_onnx_reader(SHIPPED_DIR) == folder  # reused, not exported again


@pytest.fixture(scope="module")
def one_layer_reader(tmp_path_factory) -> Path:
    """A "retrained" reader: the shipped weights cut to their first layer (another fingerprint)."""
    from safetensors.torch import load_file, save_file

    out = tmp_path_factory.mktemp("weights") / "retrained"
    state = load_file(str(SHIPPED_DIR / "weights.fp16.safetensors"))
    kept = {k: v for k, v in state.items() if not k.startswith("bert.encoder.layer.") or ".layer.0." in k}
    out.mkdir()
    save_file(kept, str(out / "weights.fp16.safetensors"), metadata={"format": "pt"})
    config = json.loads((SHIPPED_DIR / "config.json").read_text(encoding="utf-8"))
    (out / "config.json").write_text(json.dumps({**config, "num_hidden_layers": 1}), encoding="utf-8")
    (out / "training.json").write_bytes((SHIPPED_DIR / "training.json").read_bytes())
    return out


def _cache_with_e5(tmp_path: Path) -> tuple[Path, Path]:
    """An empty model cache holding (a link to) the converted e5, not converted again."""
    from retrieval.modelfiles import ensure_e5_model

    e5 = ensure_e5_model()
    cache = tmp_path / "cache"
    cache.mkdir()
    os.symlink(e5, cache / e5.name)
    return cache, e5


@pytest.mark.slow
def test_a_retrained_reader_gets_its_own_export_with_one_command(one_layer_reader, tmp_path, settings):
    import torch
    from django.core.management import call_command

    from retrieval.answering.net import load_net

    cache, e5 = _cache_with_e5(tmp_path)
    settings.KONKYO_MODEL_CACHE = str(cache)
    weights = one_layer_reader
    call_command("export_reader_onnx", "--weights", str(weights))

    folder = onnx_reader_dir(weights, e5, cache)
    assert folder.name.startswith(f"konkyo-reader-onnx-{weights_fingerprint(weights)}-")
    assert folder != onnx_reader_dir(SHIPPED_DIR, e5, cache)
    facts = export_facts(folder)
    assert facts["fused"]["Attention"] == 1 and facts["probe_max_abs_diff"] <= PARITY_TOLERANCE
    assert sorted(p.name for p in folder.iterdir()) == sorted(["model.onnx", MARKER_FILE])
    assert not [p for p in cache.iterdir() if ".tmp-" in p.name]  # no temp folder left
    int8 = onnx_int8_dir(folder)  # the same command quantizes the export for onnx-int8
    assert export_facts(int8)["source"] == folder.name and (int8 / "model.onnx").is_file()

    net, onnx_net = load_net(weights, e5), OnnxNet(folder / "model.onnx")
    ids = torch.tensor([[0, 6, 7, 8, 2, 2, 9, 10, 2], [0, 6, 7, 2, 2, 9, 2, 1, 1]])
    mask = (ids != 1).long()
    with torch.inference_mode():
        assert parity_max_diff(net(ids, mask), onnx_net(ids, mask), mask) <= PARITY_TOLERANCE


@pytest.mark.slow
def test_without_the_fusion_ort_optimizes_and_without_parity_nothing_is_published(
    one_layer_reader, tmp_path, monkeypatch
):
    from retrieval.answering import onnx_reader

    cache, e5 = _cache_with_e5(tmp_path)

    def broken(*args):
        raise RuntimeError("fusion failed")

    monkeypatch.setattr(onnx_reader, "_optimize_bert", broken)
    folder = ensure_onnx_reader(one_layer_reader, e5, cache)
    facts = export_facts(folder)
    assert facts["optimizer"] == "ort-offline" and facts["fused"] == {}
    assert facts["tried"]["bert-fusion"] == float("inf")
    assert facts["probe_max_abs_diff"] <= PARITY_TOLERANCE

    monkeypatch.setattr(onnx_reader, "PARITY_TOLERANCE", -1.0)  # no graph can match
    with pytest.raises(onnx_reader.OnnxExportError, match="KONKYO_READER_RUNTIME=torch"):
        ensure_onnx_reader(one_layer_reader, e5, cache, force=True)
    assert export_facts(folder) == facts  # the earlier export stands
    assert not [p for p in cache.iterdir() if ".tmp-" in p.name]


def test_the_runtime_is_checked():
    with pytest.raises(ValueError, match="runtime"):
        AnswerReader(SHIPPED_DIR, runtime="tensorflow")


def test_the_setting_picks_the_runtime(settings):
    from retrieval import runtime

    settings.KONKYO_RERANKER = "konkyo"
    for name in ("torch", "onnx"):
        settings.KONKYO_READER_RUNTIME = name
        reader = runtime.reranker_current()
        assert reader.runtime == name
        assert reader.name == AnswerReader(SHIPPED_DIR).name  # what decisions record: unchanged
