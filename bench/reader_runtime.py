"""The answerability model's forward pass, PyTorch vs ONNX Runtime (fp32 and int8), side by side (issue #39).

    .venv/bin/python bench/reader_runtime.py [--pairs 20] [--repeats 30] [--threads 2]
        [--bundle portal/demo] [--longest] [--out bench/results/reader_runtime.json]

One question against ``--pairs`` passages of an evaluation bundle (the demo's by default:
real passages, truncated at 256 tokens like the pipeline), tokenized and batched exactly as
``AnswerReader`` does (sorted by length, batches of 16). One repetition = the forward passes
of all its batches (what one question's reading costs in the models); PyTorch and ONNX
Runtime (the fp32 export and its int8 quantization, ``onnx_int8``) alternate repetition by
repetition after one warm-up each, on the same thread count, so load drift hits all alike.
Also times the whole ``read_texts`` (tokenizing and span decoding included; int8 also one pair per
forward, which makes its scores independent of the batch) and records how far
each runtime's logits are from PyTorch's on these inputs.
Nothing here asserts a time; check ``uptime`` first, the JSON records the load.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

QUESTION = "国内出張の宿泊費の上限はいくらですか？"
ONE_PAIR = "onnx-int8 one pair per forward"


def bundle_items(bundle: Path, pairs: int, longest: bool = False) -> list[tuple[str, tuple[str, ...], str]]:
    """(title, heading path, text) of the bundle's first ``pairs`` passages (cycled when it
    has fewer; ``longest``: its longest ones), as the evaluation store chunks them."""
    from retrieval.core.bundle import read_corpus, records_from_specs

    records = records_from_specs(read_corpus(bundle))
    if longest:
        records.sort(key=lambda r: -len(r.text))
    return [(r.title, r.heading_path, r.text) for r in (records * pairs)[:pairs]]


def batches(reader, question: str, items) -> list[dict]:
    """The encoded batches ``AnswerReader.read_texts`` would run for these passages."""
    import torch

    from retrieval.answering.net import pair_text

    texts = [pair_text(*item)[0] for item in items]
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    out = []
    for at in range(0, len(order), reader.batch_size):
        idx = order[at : at + reader.batch_size]
        with torch.inference_mode():
            enc, _ = reader._forward([question] * len(idx), [texts[i] for i in idx])
        out.append(enc)
    return out


def alternate(runs: dict[str, Callable[[], Any]], repeats: int) -> dict[str, list[float]]:
    """Milliseconds per call of each function, called in turn ``repeats`` times after a warm-up."""
    for fn in runs.values():
        fn()
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(repeats):
        for name, fn in runs.items():
            t0 = time.perf_counter()
            fn()
            times[name].append((time.perf_counter() - t0) * 1000)
    return times


def forward_all(net, encoded: list[dict]) -> Callable[[], list]:
    import torch

    def run() -> list:
        with torch.inference_mode():
            return [net(input_ids=e["input_ids"], attention_mask=e["attention_mask"]) for e in encoded]

    return run


def batch_dependence(reader, question: str, items: list) -> float:
    """The largest |Δ answer logit| of a pair read among ``items`` and read again among others
    (the first half of ``items`` with the second half reversed and cut: other batch-mates)."""
    half = len(items) // 2
    alone = reader.read_texts(question, items)
    other = reader.read_texts(question, items[:half] + items[half:][::-1][: max(1, half // 2)])
    return max(abs(a.answer_logit - b.answer_logit) for a, b in zip(alone[:half], other[:half], strict=True))


def logit_diff(torch_out: list, onnx_out: list, encoded: list[dict]) -> float:
    from retrieval.answering.onnx_reader import parity_max_diff

    return max(
        parity_max_diff(t, o, e["attention_mask"])
        for t, o, e in zip(torch_out, onnx_out, encoded, strict=True)
    )


def measure(args: argparse.Namespace) -> dict[str, Any]:
    import onnxruntime
    import torch

    from retrieval.answering.onnx_int8 import ensure_onnx_int8_reader
    from retrieval.answering.onnx_reader import ensure_onnx_reader, export_facts
    from retrieval.answering.reader import RUNTIMES, SHIPPED_DIR, AnswerReader

    torch.set_num_threads(args.threads)
    weights = Path(args.weights) if args.weights else SHIPPED_DIR
    export = ensure_onnx_reader(weights)  # outside the timings: a first run exports
    int8 = ensure_onnx_int8_reader(weights)  # and quantizes
    readers = {name: AnswerReader(weights, runtime=name) for name in RUNTIMES}
    items = bundle_items(args.bundle, args.pairs, args.longest)
    encoded = batches(readers["torch"], args.question, items)
    nets = {name: reader._load()[0] for name, reader in readers.items()}
    forward = {name: forward_all(net, encoded) for name, net in nets.items()}
    started = common.machine()
    forward_ms = alternate(forward, args.repeats)
    # int8 reads one pair per forward too: its activations are quantized per tensor, so in a
    # batch a pair's scores move with its batch-mates (``batch_dependence``); alone they do not.
    one_pair = AnswerReader(weights, runtime="onnx-int8", batch_size=1)
    read_ms = alternate(
        {
            **{
                name: (lambda r=reader: r.read_texts(args.question, items))
                for name, reader in readers.items()
            },
            ONE_PAIR: lambda: one_pair.read_texts(args.question, items),
        },
        args.repeats,
    )
    summary = {
        name: {"forward_ms": common.pct(forward_ms[name]), "read_texts_ms": common.pct(read_ms[name])}
        for name in readers
    }
    summary[ONE_PAIR] = {"read_texts_ms": common.pct(read_ms[ONE_PAIR])}
    ratio = {
        name: {
            key: round(summary["torch"][key]["p50"] / summary[name][key]["p50"], 2)
            for key in ("forward_ms", "read_texts_ms")
            if key in summary[name]
        }
        for name in summary
        if name != "torch"
    }
    reference = forward["torch"]()
    return {
        "what": "answerability model forward: PyTorch vs ONNX Runtime fp32 and int8 (bench/reader_runtime.py)",
        "question": args.question,
        "bundle": str(args.bundle),
        "pairs": len(items),
        "longest_passages": args.longest,
        "batch_sizes": [int(e["input_ids"].shape[0]) for e in encoded],
        "tokens_per_batch": [int(e["input_ids"].shape[1]) for e in encoded],
        "repeats": args.repeats,
        "threads": {
            "torch": torch.get_num_threads(),
            "onnxruntime_intra_op": nets["onnx"].session.get_session_options().intra_op_num_threads,
        },
        "onnxruntime": onnxruntime.__version__,
        "export": {k: v for k, v in export_facts(export).items() if k not in ("files", "weights")},
        "int8": {k: v for k, v in export_facts(int8).items() if k != "files"},
        "max_abs_logit_diff_to_torch": {
            name: logit_diff(reference, forward[name](), encoded) for name in readers if name != "torch"
        },
        "batch_dependence_max_abs_answer_logit": {
            name: batch_dependence(reader, args.question, items) for name, reader in readers.items()
        }
        | {ONE_PAIR: batch_dependence(one_pair, args.question, items)},
        "runtimes": summary,
        "p50_speedup_over_torch": ratio,
        "machine_start": started,
        "loadavg_end": [round(x, 2) for x in os.getloadavg()],
        "cpu_model": _cpu_model(),
    }


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=common.ROOT / "portal" / "demo")
    parser.add_argument("--pairs", type=int, default=20)
    parser.add_argument("--longest", action="store_true", help="the bundle's longest passages, not its first")
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--question", default=QUESTION)
    parser.add_argument("--weights", help="an answerability weights folder (default: the shipped one)")
    parser.add_argument("--out", type=Path, default=common.RESULTS / "reader_runtime.json")
    args = parser.parse_args()
    result = measure(args)
    common.write_json(args.out, result)
    rows = result["runtimes"]
    speedup = result["p50_speedup_over_torch"]
    for key in ("forward_ms", "read_texts_ms"):
        cells = "  ".join(
            f"{n} p50 {rows[n][key]['p50']:.0f} p95 {rows[n][key]['p95']:.0f}" for n in rows if key in rows[n]
        )
        ratios = ", ".join(f"{n} ×{speedup[n][key]}" for n in speedup if key in speedup[n])
        print(f"{key}: {cells}  p50 speed-up over torch: {ratios}")
    moved = ", ".join(f"{n} {d:.3f}" for n, d in result["batch_dependence_max_abs_answer_logit"].items())
    print(f"same pair, other batch-mates, max |Δ answer logit|: {moved}")
    print(f"load {result['machine_start']['loadavg_1_5_15']} → {result['loadavg_end']}; → {args.out}")


if __name__ == "__main__":
    main()
