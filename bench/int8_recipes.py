"""How close, and how fast, int8 recipes of the answerability model's ONNX export are (issue #39).

    .venv/bin/python bench/int8_recipes.py [--recipes shipped all-dynamic static-minmax]
        [--eval-orgs tsubame-railway aoba-pharma] [--calibration-orgs ginga-foods hayate-motors]
        [--out bench/results/int8_recipes.json]

Pairs come from organizations the model trains on (``retrieval/training/orgs``; never a dev,
check or evaluation set): per question, the passage holding its evidence, three of its
document's and random others (8 per question, 60 questions per organization). Each recipe
quantizes the fp32 export (``onnx_reader``) and is compared with it on those pairs: answer and
topic logit correlation, pairs whose answer probability changes side of the shipped threshold,
answered pairs (fp32 above it) whose best start and end token stay the same, and the forward time
of 20 pairs. Recipes: ``shipped`` (``onnx_int8``: dynamic, the feed-forward outputs kept fp32),
``all-dynamic`` (every MatMul and Attention dynamic), ``static-minmax`` (QDQ MatMuls with
activation ranges calibrated by MinMax on pairs of ``--calibration-orgs``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

ORGS = common.ROOT / "retrieval" / "training" / "orgs"
RECIPES = ("shipped", "all-dynamic", "static-minmax")


def org_pairs(org: str, questions: int, per_question: int, seed: int) -> list[tuple[str, str]]:
    from retrieval.answering.net import pair_text
    from retrieval.core.bundle import read_corpus, records_from_specs

    folder = ORGS / org
    records = records_from_specs(read_corpus(folder))
    rows = [json.loads(x) for x in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()]
    rng = random.Random(seed)
    rng.shuffle(rows)
    out = []
    for q in rows[:questions]:
        evidence = (q.get("evidence") or "")[:20]
        holding = [r for r in records if evidence and evidence in r.text][:1]
        same_doc = [r for r in records if r.doc_id in (q.get("required_doc_ids") or [])]
        chosen = holding + rng.sample(same_doc, min(3, len(same_doc))) + rng.sample(records, per_question)
        out += [(q["question"], pair_text(r.title, r.heading_path, r.text)[0]) for r in chosen[:per_question]]
    return out


def encoded(tokenizer, pairs: list[tuple[str, str]], batch: int = 16) -> list[dict]:
    import numpy as np

    feeds = []
    for at in range(0, len(pairs), batch):
        chunk = pairs[at : at + batch]
        enc = tokenizer(
            [q for q, _ in chunk],
            [p for _, p in chunk],
            truncation="only_second",
            max_length=256,
            padding=True,
            return_tensors="np",
        )
        feeds.append({k: enc[k].astype(np.int64) for k in ("input_ids", "attention_mask")})
    return feeds


def outputs(path: Path, feeds: list[dict]) -> dict[str, Any]:
    import numpy as np

    from retrieval.answering.onnx_reader import OnnxNet

    net = OnnxNet(path, threads=2)
    topic, answer, start, end = [], [], [], []
    for feed in feeds:
        t, a, s, e = (x.numpy() for x in net(feed["input_ids"], feed["attention_mask"]))
        mask = feed["attention_mask"].astype(bool)
        topic.append(t.reshape(-1))
        answer.append(a.reshape(-1))
        start += [int(np.argmax(np.where(m, row, -1e9))) for m, row in zip(mask, s, strict=True)]
        end += [int(np.argmax(np.where(m, row, -1e9))) for m, row in zip(mask, e, strict=True)]
    return {"topic": np.concatenate(topic), "answer": np.concatenate(answer), "start": start, "end": end}


def forward_ms(path: Path, feeds: list[dict], repeats: int) -> dict[str, float]:
    from retrieval.answering.onnx_reader import OnnxNet

    net = OnnxNet(path, threads=2)
    for feed in feeds:
        net(feed["input_ids"], feed["attention_mask"])
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for feed in feeds:
            net(feed["input_ids"], feed["attention_mask"])
        times.append((time.perf_counter() - t0) * 1000)
    return common.pct(times)


def compare(ref: dict, got: dict, threshold: float) -> dict[str, Any]:
    import numpy as np

    def prob(x):
        return 1 / (1 + np.exp(-x))

    above = prob(ref["answer"]) >= threshold
    same_span = (np.array(ref["start"]) == np.array(got["start"])) & (
        np.array(ref["end"]) == np.array(got["end"])
    )
    return {
        "pairs": len(above),
        "answer_logit_correlation": float(np.corrcoef(ref["answer"], got["answer"])[0, 1]),
        "topic_logit_correlation": float(np.corrcoef(ref["topic"], got["topic"])[0, 1]),
        "answer_side_changes": int((above != (prob(got["answer"]) >= threshold)).sum()),
        "answered_pairs": int(above.sum()),
        "answered_pairs_same_span": float(same_span[above].mean()) if above.any() else None,
    }


def quantize(recipe: str, fp32: Path, out: Path, calibration: list[dict]) -> Path:
    import onnx
    from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static

    from retrieval.answering.onnx_int8 import quantize_graph

    target = out / f"{recipe}.onnx"
    if recipe in ("shipped", "all-dynamic"):
        quantize_graph(fp32, target, keep_ffn_output=recipe == "shipped")
    else:

        class Feeds(CalibrationDataReader):
            def __init__(self) -> None:
                self.left = iter(calibration)

            def get_next(self):
                return next(self.left, None)

        quantize_static(
            str(fp32),
            str(target),
            Feeds(),
            quant_format=QuantFormat.QDQ,
            per_channel=True,
            reduce_range=True,
            activation_type=QuantType.QUInt8,
            weight_type=QuantType.QInt8,
            op_types_to_quantize=["MatMul"],
            extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT},
        )
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--recipes", nargs="+", choices=RECIPES, default=list(RECIPES))
    parser.add_argument("--eval-orgs", nargs="+", default=["tsubame-railway", "aoba-pharma"])
    parser.add_argument("--calibration-orgs", nargs="+", default=["ginga-foods", "hayate-motors"])
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--out", type=Path, default=common.RESULTS / "int8_recipes.json")
    args = parser.parse_args()
    common.django_setup()
    from transformers import AutoTokenizer

    from grading.shipped import shipped_default_config
    from retrieval.answering.onnx_reader import MODEL_FILE, ensure_onnx_reader
    from retrieval.answering.reader import SHIPPED_DIR
    from retrieval.modelfiles import ensure_e5_model

    tokenizer = AutoTokenizer.from_pretrained(str(ensure_e5_model()))
    fp32 = ensure_onnx_reader(SHIPPED_DIR) / MODEL_FILE
    threshold = shipped_default_config(reranker_configured=True, answerability=True).threshold
    pairs = [p for k, org in enumerate(args.eval_orgs) for p in org_pairs(org, 60, 8, 3 + k)]
    calibrating = [p for k, org in enumerate(args.calibration_orgs) for p in org_pairs(org, 40, 8, 1 + k)]
    evaluation, timed = encoded(tokenizer, pairs), encoded(tokenizer, pairs[:20])
    calibration = encoded(tokenizer, calibrating, batch=8)
    reference = outputs(fp32, evaluation)
    result: dict[str, Any] = {
        "machine": common.machine(),
        "threshold": threshold,
        "eval_orgs": args.eval_orgs,
        "calibration_orgs": args.calibration_orgs,
        "fp32": {"forward_ms_20_pairs": forward_ms(fp32, timed, args.repeats)},
    }
    with tempfile.TemporaryDirectory() as tmp:
        for recipe in args.recipes:
            path = quantize(recipe, fp32, Path(tmp), calibration)
            found = compare(reference, outputs(path, evaluation), threshold)
            found["forward_ms_20_pairs"] = forward_ms(path, timed, args.repeats)
            result[recipe] = found
            print(recipe, json.dumps(found), flush=True)
    common.write_json(args.out, result)


if __name__ == "__main__":
    main()
