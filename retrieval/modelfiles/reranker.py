"""Rebuild Konkyo's shipped cross-encoder reranker into the model cache from the fp16 weights in git and the
converted e5 embeddings (docs/design-notes.md)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import threading
from pathlib import Path

from filelock import FileLock

from retrieval.modelfiles.cache import (
    default_cache_dir,
    fsync_dir,
    fsync_tree,
    move_aside,
    remove_stale_tmp,
    set_modes,
)
from retrieval.modelfiles.e5 import ensure_e5_model, model_id

__all__ = ["SHIPPED_DIR", "BUILDER_VERSION", "RerankerBuildError", "ensure_konkyo_reranker", "reranker_dir"]

SHIPPED_DIR = Path(__file__).resolve().parent.parent / "shipped" / "konkyo-reranker-ja"
BUILDER_VERSION = "konkyo-reranker-build-2"
MAX_SEQ_LENGTH = 256
FOLDER_PREFIX = "konkyo-reranker-ja-"
MARKER_FILE = "konkyo_reranker.json"
WEIGHTS = "weights.fp16.safetensors"
CONFIG = "config.json"
WORD_EMBEDDINGS = "bert.embeddings.word_embeddings.weight"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")
_lock = threading.Lock()


class RerankerBuildError(RuntimeError):
    """The shipped weights are missing, damaged or belong to another base model."""


def _shipped_digest(weights_dir: Path) -> str:
    digest = hashlib.sha256(BUILDER_VERSION.encode())
    for name in (CONFIG, WEIGHTS):
        path = weights_dir / name
        if not path.is_file():
            raise RerankerBuildError(f"{path}: missing (the reranker ships {CONFIG} and {WEIGHTS})")
        digest.update(name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def reranker_dir(weights_dir: Path, e5_dir: Path, cache_dir: str | os.PathLike[str] | None = None) -> Path:
    """Where the rebuilt folder for these shipped files and this base model lives."""
    digest = hashlib.sha256(f"{_shipped_digest(weights_dir)}:{model_id(e5_dir)}".encode()).hexdigest()
    root = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    return root / f"{FOLDER_PREFIX}{digest[:12]}"


def _is_complete(folder: Path) -> bool:
    return (folder / MARKER_FILE).is_file()


def _build(weights_dir: Path, e5_dir: Path, out: Path) -> None:
    """Write a sentence-transformers CrossEncoder folder: Transformer (BertModel with the
    shipped layers and e5's word embeddings) → Pooling(mean) → Dense(hidden→1, identity)."""
    import torch
    from safetensors import safe_open
    from safetensors.torch import load_file, save_file
    from sentence_transformers import CrossEncoder
    from sentence_transformers.base.modules import Dense, Transformer
    from sentence_transformers.sentence_transformer.modules import Pooling

    with safe_open(str(weights_dir / WEIGHTS), "pt") as fh:
        meta = fh.metadata() or {}
    base = model_id(e5_dir)
    if meta.get("base_model") != base:
        raise RerankerBuildError(
            f"{weights_dir / WEIGHTS}: trained on base model {meta.get('base_model')!r}, but the bundled e5 is {base!r}"
        )
    shipped = load_file(str(weights_dir / WEIGHTS))
    if WORD_EMBEDDINGS in shipped or "head.weight" not in shipped:
        raise RerankerBuildError(
            f"{weights_dir / WEIGHTS}: not a Konkyo reranker export ({meta.get('format')})"
        )
    with safe_open(str(e5_dir / "model.safetensors"), "pt") as fh:
        words = fh.get_tensor("embeddings.word_embeddings.weight")
        # Unused by mean pooling, but AutoModel builds a pooler: give it e5's (fixed)
        # weights instead of a random initialisation, so the folder is deterministic.
        pooler = {name: fh.get_tensor(name) for name in ("pooler.dense.weight", "pooler.dense.bias")}
    config = json.loads((weights_dir / CONFIG).read_text(encoding="utf-8"))
    if tuple(words.shape) != (config["vocab_size"], config["hidden_size"]):
        raise RerankerBuildError(f"word embeddings {tuple(words.shape)} do not fit {CONFIG}")
    encoder = {
        name[len("bert.") :]: tensor.to(torch.float32).contiguous()
        for name, tensor in shipped.items()
        if name.startswith("bert.")
    }
    encoder["embeddings.word_embeddings.weight"] = words.to(torch.float32).contiguous()
    encoder.update({name: t.to(torch.float32).contiguous() for name, t in pooler.items()})
    stage = out.parent / f"{out.name}-encoder"
    stage.mkdir()
    try:
        save_file(encoder, str(stage / "model.safetensors"), metadata={"format": "pt"})
        (stage / CONFIG).write_text(json.dumps(config, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        for name in TOKENIZER_FILES:
            shutil.copyfile(e5_dir / name, stage / name)
        transformer = Transformer(
            str(stage), transformer_task="feature-extraction", max_seq_length=MAX_SEQ_LENGTH
        )
        hidden = config["hidden_size"]
        dense = Dense(
            hidden,
            1,
            activation_function=torch.nn.Identity(),
            module_input_name="sentence_embedding",
            module_output_name="scores",
        )
        with torch.no_grad():
            dense.linear.weight.copy_(shipped["head.weight"].to(torch.float32))
            dense.linear.bias.copy_(shipped["head.bias"].to(torch.float32))
        model = CrossEncoder(modules=[transformer, Pooling(hidden, pooling_mode="mean"), dense], device="cpu")
        model.save(str(out))
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    (out / "README.md").unlink(missing_ok=True)  # generated model card: not deterministic, not needed
    fsync_tree(out)
    marker = {"builder": BUILDER_VERSION, "base_model": base, "layers": config["num_hidden_layers"]}
    (out / MARKER_FILE).write_text(json.dumps(marker, sort_keys=True) + "\n", encoding="utf-8")
    fsync_dir(out)


def ensure_konkyo_reranker(
    weights_dir: str | os.PathLike[str] | None = None, cache_dir: str | os.PathLike[str] | None = None
) -> Path:
    """The CrossEncoder folder rebuilt from the shipped weights (built once, then reused)."""
    weights = Path(weights_dir) if weights_dir is not None else SHIPPED_DIR
    e5_dir = ensure_e5_model(cache_dir)
    final = reranker_dir(weights, e5_dir, cache_dir)
    if _is_complete(final):
        return final
    parent = final.parent
    parent.mkdir(parents=True, exist_ok=True)
    with _lock, FileLock(parent / f".{final.name}.lock"):
        if _is_complete(final):
            return final
        remove_stale_tmp(parent, final.name)
        tmp = Path(tempfile.mkdtemp(prefix=f".{final.name}.tmp-", dir=parent))
        try:
            _build(weights, e5_dir, tmp)
            set_modes(tmp)
            if final.exists():  # a leftover without a marker
                move_aside(final)
            os.replace(tmp, final)
            fsync_dir(parent)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
    return final
