"""Do PyTorch and ONNX Runtime make the same decisions? (issue #39)

    .venv/bin/python bench/reader_runtime_decisions.py BUNDLE [BUNDLE …] [--runtimes torch onnx]
        [--work DIR] [--reuse] [--out bench/results/reader_runtime_decisions.json]

Runs ``manage.py evaluate BUNDLE`` twice — ``KONKYO_READER_RUNTIME`` = each of ``--runtimes``
(default torch, then onnx; onnx-int8 is the third), the default gate at its adopted threshold
— and compares ``decisions.jsonl`` question by
question: outcome, hold reasons, cited documents, the whole response (statements, quotes,
answers, citations), the ungated outcome and each candidate's bucket, keep/cite/drop and
answer span. A question differs when any of these does (the model probabilities a response
shows beside a version not in force are scores: compared with the scores). Also records the largest difference
of the model's scores (topic and answer logits, the decision value) and how close any
decision value came to the threshold. ``--reuse`` compares runs already in ``--work``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

RUNTIMES = ("torch", "onnx", "onnx-int8")
CANDIDATE_FIELDS = ("passage_id", "bucket", "kept", "cited", "drop_reason", "answer_span")
SCORES = ("rerank_raw", "answer_raw")
#: Model probabilities a response shows (a version not in force today): scores, not decisions.
RESPONSE_SCORES = ("topic_prob", "answer_prob")


def without_scores(value: Any) -> Any:
    """``value`` with the model probabilities a response shows left out (any depth)."""
    if isinstance(value, dict):
        return {k: without_scores(v) for k, v in value.items() if k not in RESPONSE_SCORES}
    if isinstance(value, list):
        return [without_scores(v) for v in value]
    return value


def evaluate(bundle: Path, out: Path, runtime: str) -> None:
    """``manage.py evaluate`` with the reader on ``runtime`` (its own process)."""
    env = {**os.environ, "KONKYO_READER_RUNTIME": runtime}
    cmd = [sys.executable, str(common.ROOT / "manage.py"), "evaluate", str(bundle), "--out", str(out)]
    subprocess.run(cmd, check=True, env=env, cwd=common.ROOT, stdout=subprocess.DEVNULL)


def decisions(run: Path) -> dict[str, dict]:
    rows = (run / "decisions.jsonl").read_text(encoding="utf-8").splitlines()
    return {row["qid"]: row for row in map(json.loads, rows)}


def decision_key(row: dict) -> dict[str, Any]:
    """What a reader of the decision sees or the evaluation counts (no scores, no timings)."""
    return {
        "outcome": row["outcome"],
        "hold_reasons": row["hold_reasons"],
        "cited_doc_ids": row["cited_doc_ids"],
        "response": without_scores(row["response"]),
        "ungated": row["ungated"],
        "error": row["error"],
        "candidates": [{k: c.get(k) for k in CANDIDATE_FIELDS} for c in row["candidates"]],
    }


def score_diff(a: dict, b: dict) -> float:
    """Largest |difference| of the model's scores between two decisions of one question."""
    worst = abs((a["decision_value"] or 0.0) - (b["decision_value"] or 0.0))
    pairs = [(a["candidates"], b["candidates"], SCORES)]
    pairs.append(
        (
            (a["response"] or {}).get("not_in_force", []),
            (b["response"] or {}).get("not_in_force", []),
            RESPONSE_SCORES,
        )
    )
    for left, right, names in pairs:
        scored = {c["passage_id"]: c for c in right}
        for c in left:
            other = scored.get(c["passage_id"], {})
            for name in names:
                if c.get(name) is not None and other.get(name) is not None:
                    worst = max(worst, abs(c[name] - other[name]))
    return worst


def compare(first: Path, second: Path) -> dict[str, Any]:
    left, right = decisions(first), decisions(second)
    if left.keys() != right.keys():
        raise SystemExit(f"the runs hold different questions: {sorted(left.keys() ^ right.keys())}")
    differing = [qid for qid in left if decision_key(left[qid]) != decision_key(right[qid])]
    outcomes = [qid for qid in left if left[qid]["outcome"] != right[qid]["outcome"]]
    margins = [
        abs(row["decision_value"] - row["threshold"])
        for row in left.values()
        if row["decision_value"] is not None and row.get("threshold") is not None
    ]
    return {
        "questions": len(left),
        "decisions_differing": len(differing),
        "outcomes_differing": len(outcomes),
        "differing_qids": differing,
        "max_abs_score_diff": max((score_diff(left[q], right[q]) for q in left), default=0.0),
        "closest_decision_value_to_threshold": min(margins, default=None),
        "threshold": next(iter(left.values()))["threshold"],
        "runs": [str(first), str(second)],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundles", type=Path, nargs="+")
    parser.add_argument("--runtimes", nargs=2, choices=RUNTIMES, default=["torch", "onnx"])
    parser.add_argument("--work", type=Path, default=common.BENCH_VAR / "reader_runtime")
    parser.add_argument("--reuse", action="store_true", help="compare runs already in --work")
    parser.add_argument("--out", type=Path, default=common.RESULTS / "reader_runtime_decisions.json")
    args = parser.parse_args()
    result: dict[str, Any] = {"machine": common.machine(), "bundles": {}}
    for bundle in args.bundles:
        runs = {name: args.work / bundle.resolve().name / name for name in args.runtimes}
        for name, run in runs.items():
            if not args.reuse:
                evaluate(bundle, run, name)
        result["bundles"][str(bundle)] = found = compare(*runs.values())
        print(
            f"{bundle}: {found['decisions_differing']} of {found['questions']} decisions differ "
            f"(outcomes: {found['outcomes_differing']}); max |Δscore| {found['max_abs_score_diff']:.2e}"
        )
    common.write_json(args.out, result)


if __name__ == "__main__":
    main()
