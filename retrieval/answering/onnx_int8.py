"""The answerability model's ONNX export with int8 weights (issue #39; ``KONKYO_READER_RUNTIME=onnx-int8``).

ONNX Runtime's dynamic quantization of the fused fp32 export (``onnx_reader``): the fused
Attention (its QKV projection) and the MatMuls get int8 weights, one scale per output channel,
on 7 bits (``reduce_range``: AVX2 without VNNI adds pairs of u8×s8 products in 16 bits, which
8-bit weights can saturate); activations are quantized per tensor at run time, so nothing is
calibrated on data. Except each layer's feed-forward output projection (``FP32_NODES``): its
input, the GELU activations, has the outlier channels BERT-type models are known for, and one
scale per tensor flattens the rest. Measured on 960 (question, passage) pairs of two training
organizations (``bench/int8_recipes.py``): with it quantized, answer logits correlate 0.994
with fp32 and 77% of the answered pairs keep their span; kept in fp32, 0.998 and 93%, for about
7% of the speed-up. Static QDQ calibrated on other training organizations' pairs holds closer
still (0.9997) but runs no faster than fp32 on AVX2. The scores still move, so the reader has its own name (``+int8``) and the gate's threshold is
judged on its own decisions; the fp32 export stays the parity reference.

One activation scale per tensor means one per batch: a pair's int8 scores move a little with the
passages read beside it (the same pair in other batches: |Δ answer logit| median 0.045, p95
0.20). A decision is still reproducible (the same question over the same candidates reads the
same batches), and the batch-mates are the question's own candidates, which the asker may read
(permission and validity filter before any scoring), so nothing crosses users. Reading each pair
alone removes the dependence but costs what the quantization saves (``bench/reader_runtime.py``,
row "one pair per forward": p50 271 ms against 197 ms batched for 20 company-dev passages, fp32
249 ms; ``--bundle ../shared/data/company-dev``, bench/results/NOTES.md): serving stays batched.

The quantized graph lives in its own model-cache folder, keyed by the fp32 export's folder (which
names the weights, the e5 base and the exporter) and this recipe's version, made once, atomically
and under a file lock like the export itself.
"""

from __future__ import annotations

import logging
import os
import re
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from retrieval.answering.onnx_reader import (
    MODEL_FILE,
    OUTPUTS,
    OnnxExportError,
    OnnxNet,
    ensure_folder,
    ensure_onnx_reader,
    parity_max_diff,
    probe_batch,
)

__all__ = ["INT8_SANITY", "QUANT_VERSION", "ensure_onnx_int8_reader", "load_onnx_int8_net", "onnx_int8_dir"]

#: Bump whenever the recipe changes (part of the folder key).
QUANT_VERSION = "konkyo-reader-int8-2"
FOLDER_PREFIX = "konkyo-reader-int8-"
#: A gross-failure guard, not parity: the largest |int8 − fp32| logit allowed on the probe
#: batch, span logits included (the shipped weights move by up to 1.6 there, topic and answer
#: logits by tenths; a broken quantization moves them by many units).
INT8_SANITY = 3.0
#: Nodes left in fp32: every layer's feed-forward output projection (named by the export).
FP32_NODES = re.compile(r"/encoder/layer\.\d+/output/dense/MatMul$")


def onnx_int8_dir(fp32_folder: Path) -> Path:
    """Where the int8 graph of the fp32 export in ``fp32_folder`` lives (nothing is made here)."""
    suffix = fp32_folder.name.removeprefix("konkyo-reader-onnx-")
    return fp32_folder.parent / f"{FOLDER_PREFIX}{suffix}-{QUANT_VERSION.rsplit('-', 1)[-1]}"


def quantize_graph(source: Path, target: Path, *, keep_ffn_output: bool = True) -> list[str]:
    """Write ``target``, ``source`` with int8 weights (this recipe; ``keep_ffn_output=False``
    quantizes the feed-forward outputs too, for ``bench/int8_recipes.py``); the nodes left fp32."""
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    kept = [node.name for node in onnx.load(str(source)).graph.node if FP32_NODES.search(node.name)]
    if keep_ffn_output and not kept:
        raise OnnxExportError(f"{source}: no feed-forward output projection found to keep in fp32")
    kept = kept if keep_ffn_output else []
    with _root_log_quiet():
        quantize_dynamic(
            str(source),
            str(target),
            per_channel=True,
            reduce_range=True,
            weight_type=QuantType.QInt8,
            nodes_to_exclude=kept,
            # The fused contrib operators (Attention, SkipLayerNormalization) carry no type
            # information the quantizer's shape inference can read: their outputs are float.
            extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT},
        )
    return kept


@contextmanager
def _root_log_quiet():
    """ONNX Runtime's quantizer reports every tensor with ``logging.info`` on the root logger
    (hundreds of lines in ``evaluate``'s output the first time): warnings still show."""
    root = logging.getLogger()
    level = root.level
    root.setLevel(max(level, logging.WARNING))
    try:
        yield
    finally:
        root.setLevel(level)


def _quantize(fp32_folder: Path, e5_dir: Path, tmp: Path) -> dict[str, Any]:
    """Write ``tmp/MODEL_FILE`` (int8); the marker's facts, with the probe's distance to fp32."""
    import onnxruntime
    from transformers import AutoTokenizer

    source = fp32_folder / MODEL_FILE
    target = tmp / MODEL_FILE
    kept = quantize_graph(source, target)
    enc = probe_batch(AutoTokenizer.from_pretrained(str(e5_dir)))
    feed = (enc["input_ids"], enc["attention_mask"])
    diff = parity_max_diff(OnnxNet(source)(*feed), OnnxNet(target)(*feed), enc["attention_mask"])
    if diff > INT8_SANITY:
        raise OnnxExportError(
            f"{source}: the int8 graph differs from fp32 by {diff:.3f} on the probe (guard {INT8_SANITY}); "
            "serve it with KONKYO_READER_RUNTIME=onnx"
        )
    return {
        "quantization": QUANT_VERSION,
        "recipe": "onnxruntime quantize_dynamic: Attention + MatMul but the FFN output, int8 weights per channel, reduce_range",
        "fp32_nodes": kept,
        "source": fp32_folder.name,
        "onnxruntime": onnxruntime.__version__,
        "outputs": list(OUTPUTS),
        "probe_max_abs_diff_to_fp32": diff,
        "sanity_guard": INT8_SANITY,
    }


def ensure_onnx_int8_reader(
    weights_dir: str | os.PathLike[str],
    e5_dir: str | os.PathLike[str] | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    *,
    force: bool = False,
) -> Path:
    """The folder holding the int8 graph of ``weights_dir`` (the fp32 export first, then the
    quantization, each made once; ``force`` quantizes again)."""
    from retrieval.modelfiles.e5 import ensure_e5_model

    e5 = Path(e5_dir) if e5_dir is not None else ensure_e5_model(cache_dir)
    fp32 = ensure_onnx_reader(weights_dir, e5, cache_dir)
    return ensure_folder(
        onnx_int8_dir(fp32),
        lambda tmp: _quantize(fp32, e5, tmp),
        force=force,
        what=f"quantizing the answerability model's export {fp32.name} to int8",
    )


def load_onnx_int8_net(
    weights_dir: Path, e5_dir: Path | None = None, cache_dir: str | os.PathLike[str] | None = None
) -> OnnxNet:
    """An ``OnnxNet`` over the int8 graph of these weights (made first when the cache lacks it)."""
    return OnnxNet(ensure_onnx_int8_reader(weights_dir, e5_dir, cache_dir) / MODEL_FILE)
