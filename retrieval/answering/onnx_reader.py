"""Serve the answerability model with ONNX Runtime (CPU inference; issue #39).

PyTorch stays the training path; serving can run the same network as an ONNX graph.
``ensure_onnx_reader`` exports the network that ``load_net`` builds (any answerability
weights folder: the shipped one or a retrained one) once into the model cache, in a folder
keyed by the weights' fingerprint, the e5 base model and this exporter's and ONNX Runtime's
versions, so a retrained reader gets its own export. Like the e5 conversion it is offline,
atomic (temp folder, fsync, marker written last, ``os.replace``) and guarded by a file lock.

The export is the TorchScript-based ``torch.onnx.export`` (``dynamo=False``: it needs no
onnxscript) of the network with eager attention — ONNX Runtime's transformer optimizer
recognises that pattern and fuses it into its ``Attention`` operator; the SDPA graph is not
fused. The optimizer's BERT fusions (embedding + layer norm, attention, bias + GELU,
skip + layer norm) are kept only when the exported graph still matches PyTorch on a fixed
probe batch within ``PARITY_TOLERANCE``; otherwise ONNX Runtime's own offline-optimized graph
is saved; if neither matches, the export fails. Never quantized: dynamic int8 flipped 115 of
240 demo pairs when it was tried.

``OnnxNet`` has the torch network's call signature and returns its four outputs as torch
tensors, so ``AnswerReader`` reads either runtime with the same code.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import tempfile
import threading
import warnings
from pathlib import Path
from typing import Any

from filelock import FileLock

from retrieval.answering.net import load_net, pair_text, weights_fingerprint
from retrieval.modelfiles.cache import (
    default_cache_dir,
    fsync_dir,
    fsync_tree,
    move_aside,
    remove_stale_tmp,
    set_modes,
)
from retrieval.modelfiles.e5 import ensure_e5_model, model_id

__all__ = [
    "EXPORTER_VERSION",
    "PARITY_TOLERANCE",
    "OnnxExportError",
    "OnnxNet",
    "ensure_onnx_reader",
    "load_onnx_net",
    "onnx_reader_dir",
]

#: Bump whenever the export's output changes (part of the folder key).
EXPORTER_VERSION = "konkyo-reader-onnx-1"
FOLDER_PREFIX = "konkyo-reader-onnx-"
MARKER_FILE = "konkyo_reader_onnx.json"
MODEL_FILE = "model.onnx"
OPSET = 17
INPUTS = ("input_ids", "attention_mask")
OUTPUTS = ("topic", "answer", "start", "end")
#: The largest |ONNX − PyTorch| allowed on any logit of the probe batch (topic and answer per
#: pair, start and end per attended token). Measured on the shipped weights: 1.4e-5 on the
#: probe, 3e-5 over the demo corpus × six questions (tests/retrieval/test_onnx_reader.py).
PARITY_TOLERANCE = 1e-3
#: (question, passage) pairs the export is traced and checked on: a long passage (truncated
#: at 256 tokens), short ones (padding) and an English question.
PROBE = (
    (
        "国内出張の宿泊費の上限はいくらですか？",
        "国内出張旅費規程",
        "宿泊費は1泊あたり12,000円を上限として実費を支給する。",
    ),
    (
        "返品の申請期限は？",
        "P-20 日本向け返品規程",
        "日本向け製品 P-20 の返品は、納品後14日以内に受付窓口へ申請する。" * 16,
    ),
    ("What is the taxi fare limit?", "タクシー利用規程", "タクシー代は1回あたり5,000円までとする。"),
)
_lock = threading.Lock()
log = logging.getLogger(__name__)


class OnnxExportError(RuntimeError):
    """The ONNX graph could not be made to match the PyTorch network."""


def onnx_reader_dir(weights_dir: Path, e5_dir: Path, cache_dir: str | os.PathLike[str] | None = None) -> Path:
    """Where the export of these weights on this e5 lives (nothing is exported here)."""
    import onnxruntime

    key = f"{EXPORTER_VERSION}:{model_id(e5_dir)}:onnxruntime-{onnxruntime.__version__}"
    digest = hashlib.sha256(key.encode()).hexdigest()[:8]
    root = Path(cache_dir).expanduser() if cache_dir is not None else default_cache_dir()
    return root / f"{FOLDER_PREFIX}{weights_fingerprint(Path(weights_dir))}-{digest}"


def _is_complete(folder: Path) -> bool:
    """The marker is written last and lists every file's size."""
    try:
        files = json.loads((folder / MARKER_FILE).read_text(encoding="utf-8"))["files"]
        return all((folder / name).stat().st_size == size for name, size in files.items())
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False


def session_options(threads: int | None = None):
    """ONNX Runtime options for serving: every graph optimization, ``threads`` intra-op
    threads (default: this process's torch thread count, which ``portal.warmup`` sets per
    process), one inter-op thread (the graph is one chain)."""
    import onnxruntime as ort
    import torch

    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.intra_op_num_threads = max(1, threads or torch.get_num_threads())
    options.inter_op_num_threads = 1
    return options


class OnnxNet:
    """The answerability network as an ONNX Runtime session, called like the torch network."""

    def __init__(self, model_path: Path, threads: int | None = None) -> None:
        import onnxruntime as ort

        self.model_path = Path(model_path)
        self.session = ort.InferenceSession(
            str(self.model_path), session_options(threads), providers=["CPUExecutionProvider"]
        )

    def __call__(self, input_ids, attention_mask, token_type_ids=None, **_ignored) -> tuple:
        """(topic, answer, start, end) logits as float32 torch tensors, like ``AnswerabilityNet``."""
        import numpy as np
        import torch

        feed = {
            "input_ids": np.ascontiguousarray(np.asarray(input_ids), dtype=np.int64),
            "attention_mask": np.ascontiguousarray(np.asarray(attention_mask), dtype=np.int64),
        }
        return tuple(torch.from_numpy(out) for out in self.session.run(list(OUTPUTS), feed))


def probe_batch(tokenizer, rows=PROBE) -> dict:
    """The probe pairs tokenized as ``AnswerReader._forward`` tokenizes (torch tensors)."""
    pairs = [pair_text(title, (), text)[0] for _, title, text in rows]
    return tokenizer(
        [q for q, _, _ in rows],
        pairs,
        truncation="only_second",
        max_length=256,
        padding=True,
        return_tensors="pt",
    )


def parity_max_diff(reference: tuple, outputs: tuple, attention_mask) -> float:
    """The largest |difference| between two networks' (topic, answer, start, end) logits:
    topic and answer per pair, start and end on attended tokens (padding is never read)."""
    import numpy as np

    mask = np.asarray(attention_mask).astype(bool)
    worst = 0.0
    for k, (ref, out) in enumerate(zip(reference, outputs, strict=True)):
        diff = np.abs(np.asarray(ref, dtype=np.float64) - np.asarray(out, dtype=np.float64))
        worst = max(worst, float(diff[mask].max() if k >= 2 else diff.max()))
    return worst


def _reference(net, batches: list[dict]) -> list[tuple]:
    """The torch network's outputs on ``batches``, as ``AnswerReader`` computes them."""
    import torch

    with torch.inference_mode():
        return [net(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"]) for enc in batches]


def _check(reference: list[tuple], model_path: Path, batches: list[dict]) -> float:
    """Max |ONNX − torch| over ``batches`` (inf when the graph does not load or run)."""
    try:
        onnx_net = OnnxNet(model_path)
        outputs = [onnx_net(enc["input_ids"], enc["attention_mask"]) for enc in batches]
    except Exception:  # a graph ONNX Runtime cannot load or run fails the check, not the export
        log.warning("ONNX graph %s does not run", model_path, exc_info=True)
        return float("inf")
    return max(
        parity_max_diff(ref, out, enc["attention_mask"])
        for ref, out, enc in zip(reference, outputs, batches, strict=True)
    )


def _trace(net, enc: dict, path: Path) -> None:
    """``torch.onnx.export`` with dynamic batch and sequence axes (TorchScript exporter)."""
    import torch

    axes: dict[str, dict[int, str]] = {
        name: {0: "batch", 1: "sequence"} for name in (*INPUTS, "start", "end")
    }
    axes.update(topic={0: "batch"}, answer={0: "batch"})
    with warnings.catch_warnings():
        # The exporter's deprecation notice, and tracer notes on Python conditions over
        # shapes (transformers' padding of the mask to the key length, a no-op for an
        # encoder): the probe check below runs other shapes than the traced one.
        warnings.simplefilter("ignore")
        torch.onnx.export(
            net,
            (enc["input_ids"], enc["attention_mask"]),
            str(path),
            input_names=list(INPUTS),
            output_names=list(OUTPUTS),
            dynamic_axes=axes,
            opset_version=OPSET,
            do_constant_folding=True,
            dynamo=False,
        )


def _optimize_bert(raw: Path, out: Path, config) -> dict[str, int]:
    """ONNX Runtime's transformer optimizer (Python fusions only: ``opt_level=0`` keeps the
    graph portable; the session applies its own optimizations at load). The fused operators."""
    from onnxruntime.transformers.optimizer import optimize_model

    model = optimize_model(
        str(raw),
        model_type="bert",
        num_heads=config.num_attention_heads,
        hidden_size=config.hidden_size,
        opt_level=0,
    )
    model.save_model_to_file(str(out))
    return {k: v for k, v in model.get_fused_operator_statistics().items() if v}


def _optimize_ort(raw: Path, out: Path) -> None:
    """ONNX Runtime's own graph optimizations, saved offline up to ``ORT_ENABLE_EXTENDED``
    (ONNX Runtime warns that a graph saved at ``ORT_ENABLE_ALL`` holds layout changes for this
    CPU only; the session applies those at load, so the served graph is the same)."""
    import onnxruntime as ort

    options = session_options()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
    options.optimized_model_filepath = str(out)
    ort.InferenceSession(str(raw), options, providers=["CPUExecutionProvider"])


def _export(weights_dir: Path, e5_dir: Path, out: Path) -> dict[str, Any]:
    """Write ``out/MODEL_FILE`` (the fused graph when it keeps parity, else ONNX Runtime's
    offline-optimized one); the marker's facts about it."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(e5_dir))
    net = load_net(weights_dir, e5_dir)
    full = probe_batch(tokenizer)
    batches = [full, probe_batch(tokenizer, PROBE[::2]), probe_batch(tokenizer, PROBE[:1])]
    reference = _reference(net, batches)  # the network as served by PyTorch
    # Eager attention: the pattern the BERT fusion recognises (the same function as SDPA).
    net.bert.set_attn_implementation("eager")
    raw, model = out / "raw.onnx", out / MODEL_FILE  # raw: deleted before the marker lists files
    tried: dict[str, float] = {}
    fused: dict[str, int] = {}
    try:
        _trace(net, full, raw)
        try:
            fused = _optimize_bert(raw, model, net.config)
            tried["bert-fusion"] = _check(reference, model, batches)
        except Exception:  # a fusion that fails falls back like one that loses parity
            log.warning("ONNX Runtime's BERT fusion failed for %s", weights_dir, exc_info=True)
            tried["bert-fusion"] = float("inf")
        if tried["bert-fusion"] > PARITY_TOLERANCE:
            fused = {}
            _optimize_ort(raw, model)
            tried["ort-offline"] = _check(reference, model, batches)
    finally:
        raw.unlink(missing_ok=True)
    optimizer, diff = list(tried.items())[-1]
    if diff > PARITY_TOLERANCE:
        raise OnnxExportError(
            f"{weights_dir}: the ONNX graph differs from PyTorch by up to {tried} (tolerance "
            f"{PARITY_TOLERANCE}); serve it with KONKYO_READER_RUNTIME=torch"
        )
    return {"optimizer": optimizer, "fused": fused, "probe_max_abs_diff": diff, "tried": tried}


def publish_folder(final: Path, build) -> None:
    """Build into a temp folder next to ``final`` (``build(tmp)`` writes the files and returns
    the marker's facts), mark it complete (every file's size, written last), rename it into
    place. Shared by the export and its int8 quantization (``onnx_int8``)."""
    parent = final.parent
    remove_stale_tmp(parent, final.name)
    tmp = Path(tempfile.mkdtemp(prefix=f".{final.name}.tmp-", dir=parent))
    try:
        facts = build(tmp)
        fsync_tree(tmp)
        marker = {
            **facts,
            "files": {p.name: p.stat().st_size for p in sorted(tmp.iterdir()) if p.is_file()},
        }
        (tmp / MARKER_FILE).write_text(json.dumps(marker, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        fsync_tree(tmp)
        set_modes(tmp)
        if final.exists():  # a leftover without a complete marker
            move_aside(final)
        os.replace(tmp, final)
        fsync_dir(parent)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def _export_with_facts(weights_dir: Path, e5_dir: Path, tmp: Path) -> dict[str, Any]:
    """Export into ``tmp``; the marker's facts, with the versions it was made with."""
    import onnxruntime
    import torch

    return {
        "exporter": EXPORTER_VERSION,
        "weights": str(weights_dir),
        "weights_fingerprint": weights_fingerprint(weights_dir),
        "base_model": model_id(e5_dir),
        "onnxruntime": onnxruntime.__version__,
        "torch": torch.__version__,
        "opset": OPSET,
        "parity_tolerance": PARITY_TOLERANCE,
        **_export(weights_dir, e5_dir, tmp),
    }


def ensure_folder(final: Path, build, *, force: bool, what: str) -> Path:
    """``final`` once complete, built by ``publish_folder(final, build)`` when it is not (or
    ``force``); safe against concurrent threads and processes."""
    if not force and _is_complete(final):
        return final
    final.parent.mkdir(parents=True, exist_ok=True)
    with _lock, FileLock(final.parent / f".{final.name}.lock"):
        if force or not _is_complete(final):
            log.info("%s into %s (once)", what, final)
            publish_folder(final, build)
    if not _is_complete(final):
        raise OnnxExportError(f"the export into {final} did not complete")
    return final


def ensure_onnx_reader(
    weights_dir: str | os.PathLike[str],
    e5_dir: str | os.PathLike[str] | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    *,
    force: bool = False,
) -> Path:
    """The folder holding the ONNX export of ``weights_dir`` (exported once, then reused;
    ``force`` exports again). Safe against concurrent threads and processes."""
    weights = Path(weights_dir)
    e5 = Path(e5_dir) if e5_dir is not None else ensure_e5_model(cache_dir)
    final = onnx_reader_dir(weights, e5, cache_dir)
    return ensure_folder(
        final,
        lambda tmp: _export_with_facts(weights, e5, tmp),
        force=force,
        what=f"exporting the answerability model {weights} to ONNX",
    )


def export_facts(folder: Path) -> dict[str, Any]:
    """What the marker of an export records (optimizer, probe difference, versions)."""
    return json.loads((Path(folder) / MARKER_FILE).read_text(encoding="utf-8"))


def load_onnx_net(
    weights_dir: Path, e5_dir: Path | None = None, cache_dir: str | os.PathLike[str] | None = None
) -> OnnxNet:
    """An ``OnnxNet`` for these weights, exporting them first when the cache lacks them."""
    return OnnxNet(ensure_onnx_reader(weights_dir, e5_dir, cache_dir) / MODEL_FILE)
