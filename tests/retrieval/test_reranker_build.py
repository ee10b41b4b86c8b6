"""The shipped reranker: fp16 export without word embeddings, deterministic atomic rebuild."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from retrieval.core.rerank import CrossEncoderReranker
from retrieval.modelfiles.e5 import ensure_e5_model
from retrieval.modelfiles.reranker import (
    SHIPPED_DIR,
    WEIGHTS,
    RerankerBuildError,
    ensure_konkyo_reranker,
    reranker_dir,
)

pytestmark = pytest.mark.slow

PAIRS = [
    ("P-20 の保証期間は何年ですか？", "保証規程\nP-20 の保証期間は購入日から2年間とする。"),
    ("P-20 の保証期間は何年ですか？", "旅費規程\n国内出張の宿泊費の上限は1泊12,000円とする。"),
    ("ヒンドゥー教を信仰している国はどこ？", "インド\nインドでは国民の約8割がヒンドゥー教を信仰している。"),
]


@pytest.fixture(scope="module")
def tiny_export(tmp_path_factory):
    """A 1-layer model initialised from e5, exported the way train_reranker exports."""
    import torch
    from transformers import AutoTokenizer

    from retrieval.training.trainer import base_model, export_shipped, score_pairs

    e5 = ensure_e5_model()
    torch.manual_seed(0)
    model = base_model(e5, layers=1)
    with torch.no_grad():
        model.head.weight.normal_(0, 0.5)
    out = tmp_path_factory.mktemp("export")
    from retrieval.modelfiles.e5 import model_id

    export_shipped(model, out, {"base_model": model_id(e5), "settings": {}})
    # What the trained model itself says, with its weights rounded to fp16 as shipped.
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name != "bert.embeddings.word_embeddings.weight":
                p.copy_(p.half().float())
    tokenizer = AutoTokenizer.from_pretrained(str(e5))
    expected = score_pairs(model, tokenizer, [q for q, _ in PAIRS], [p for _, p in PAIRS], max_length=256)
    return out, expected


def test_export_ships_fp16_weights_without_word_embeddings(tiny_export):
    from safetensors import safe_open

    out, _ = tiny_export
    with safe_open(str(out / WEIGHTS), "pt") as fh:
        names = list(fh.keys())
        dtypes = {str(fh.get_tensor(n).dtype) for n in names}
    assert "bert.embeddings.word_embeddings.weight" not in names
    assert "head.weight" in names and "bert.encoder.layer.0.output.dense.weight" in names
    assert not any(n.startswith("bert.encoder.layer.1.") for n in names)
    assert dtypes == {"torch.float16"}
    config = json.loads((out / "config.json").read_text())
    assert config["num_hidden_layers"] == 1 and config["architectures"] == ["BertModel"]


def test_rebuilt_cross_encoder_scores_like_the_trained_model(tiny_export, tmp_path):
    out, expected = tiny_export
    folder = ensure_konkyo_reranker(out, cache_dir=tmp_path)
    logits = CrossEncoderReranker(str(folder)).predict(PAIRS[0][0], [PAIRS[0][1], PAIRS[1][1]])
    np.testing.assert_allclose(logits, expected[:2], atol=1e-4)


def test_rebuild_is_deterministic_and_reused(tiny_export, tmp_path):
    out, _ = tiny_export
    a = ensure_konkyo_reranker(out, cache_dir=tmp_path / "a")
    b = ensure_konkyo_reranker(out, cache_dir=tmp_path / "b")
    assert a.name == b.name
    for name in (
        "model.safetensors",
        "config.json",
        "tokenizer.json",
        "modules.json",
        "2_Dense/model.safetensors",
        "konkyo_reranker.json",
    ):
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    stamp = os.stat(a / "model.safetensors").st_mtime_ns
    assert ensure_konkyo_reranker(out, cache_dir=tmp_path / "a") == a
    assert os.stat(a / "model.safetensors").st_mtime_ns == stamp  # reused, not rebuilt
    assert not [p for p in a.parent.iterdir() if ".tmp-" in p.name]


def test_a_folder_without_marker_is_rebuilt(tiny_export, tmp_path):
    out, _ = tiny_export
    final = reranker_dir(out, ensure_e5_model(), tmp_path)
    final.mkdir(parents=True)
    (final / "model.safetensors").write_bytes(b"half-written")
    folder = ensure_konkyo_reranker(out, cache_dir=tmp_path)
    assert folder == final and (folder / "konkyo_reranker.json").is_file()
    assert (folder / "model.safetensors").stat().st_size > 1_000_000


def test_weights_for_another_base_model_are_refused(tiny_export, tmp_path):
    from safetensors.torch import load_file, save_file

    out, _ = tiny_export
    other = tmp_path / "other"
    other.mkdir()
    (other / "config.json").write_bytes((out / "config.json").read_bytes())
    save_file(
        load_file(str(out / WEIGHTS)), str(other / WEIGHTS), metadata={"base_model": "someone-else@000"}
    )
    with pytest.raises(RerankerBuildError, match="someone-else@000"):
        ensure_konkyo_reranker(other, cache_dir=tmp_path / "cache")


def test_missing_shipped_files_are_named(tmp_path):
    with pytest.raises(RerankerBuildError, match="weights.fp16.safetensors"):
        ensure_konkyo_reranker(tmp_path, cache_dir=tmp_path / "cache")


def test_shipped_weights_are_small_and_complete():
    weights = SHIPPED_DIR / WEIGHTS
    assert weights.is_file(), "the trained reranker ships with the repository"
    assert weights.stat().st_size <= 30 * 1024 * 1024
    assert (SHIPPED_DIR / "config.json").is_file() and (SHIPPED_DIR / "MODEL_CARD.md").is_file()


@pytest.mark.rerank
def test_shipped_reranker_prefers_the_answering_passage():
    folder = ensure_konkyo_reranker()
    reranker = CrossEncoderReranker(str(folder))
    right, wrong = reranker.predict(PAIRS[0][0], [PAIRS[0][1], PAIRS[1][1]])
    assert right > wrong
    india, travel = reranker.predict(PAIRS[2][0], [PAIRS[2][1], PAIRS[1][1]])
    assert india > travel
