"""Reranker measurements from `manage.py evaluate` outputs (decisions.jsonl).

For each run directory given:
- ranking (answerable questions with required passages): MRR@10 and Recall@1 of the
  hybrid candidates in fusion order (before) and in reranker order (after);
- separation of answerable from unanswerable by the top-1 score over the candidates,
  as AUROC (Mann-Whitney, ties count one half; Hanley-McNeil 95% interval), for the
  reranker probability, the dense cosine and BM25; a question with no candidate gets
  the lowest possible score;
- rerank cost from the per-stage timings: p50/p95 ms per question and pairs per second.

    python bench/reranker_eval.py var/eval/jaquad-rerank var/eval/nomiracl-judged-rerank --out bench/results/reranker.json
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

import numpy as np
from scipy.stats import mannwhitneyu

SCORES = {"reranker": "rerank_prob", "dense": "dense", "bm25": "bm25", "fusion": "fusion"}


def read(run: Path) -> list[dict]:
    with (run / "decisions.jsonl").open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def auroc(pos: list[float], neg: list[float]) -> dict:
    """P(score of an answerable > score of an unanswerable), ties one half, with a 95% interval."""
    if not pos or not neg:
        return {"auroc": None, "answerable": len(pos), "unanswerable": len(neg)}
    p = np.asarray(pos, dtype=np.float64)
    n = np.asarray(neg, dtype=np.float64)
    # U of the answerable sample over average ranks (ties one half); -inf (no candidate) ranks lowest.
    u = mannwhitneyu(p, n, alternative="two-sided", method="asymptotic").statistic
    a = float(u / (len(p) * len(n)))
    q1, q2 = a / (2 - a), 2 * a * a / (1 + a)
    se = math.sqrt(
        (a * (1 - a) + (len(p) - 1) * (q1 - a * a) + (len(n) - 1) * (q2 - a * a)) / (len(p) * len(n))
    )
    return {
        "auroc": round(a, 4),
        "ci95": [round(max(0.0, a - 1.96 * se), 4), round(min(1.0, a + 1.96 * se), 4)],
        "answerable": len(p),
        "unanswerable": len(n),
    }


def top1(record: dict, score: str) -> float:
    values = [c.get(score) for c in record["candidates"] if c.get(score) is not None]
    return max(values) if values else -math.inf


def ranking(records: list[dict]) -> dict:
    """MRR@10 / Recall@1 before (fusion order) and after (reranker order)."""
    out: dict = {}
    rows = [r for r in records if r["answerable"] and r["required_doc_ids"] and r["candidates"]]
    if not rows:
        return {"questions": 0}
    for label, key in (("before", "rrf"), ("after", "rerank_prob")):
        rr, r1 = [], []
        for r in rows:
            required = set(r["required_doc_ids"])
            ordered = sorted(
                r["candidates"], key=lambda c: -(c.get(key) if c.get(key) is not None else -math.inf)
            )
            rank = next((i + 1 for i, c in enumerate(ordered[:10]) if c["doc_id"] in required), None)
            rr.append(1.0 / rank if rank else 0.0)
            r1.append(rank == 1)
        out[label] = {"mrr_at_10": round(float(np.mean(rr)), 4), "recall_at_1": round(float(np.mean(r1)), 4)}
    # questions whose answer is not among the candidates at all (no reranker can fix those)
    out["answer_in_candidates"] = round(
        float(
            np.mean([any(c["doc_id"] in set(r["required_doc_ids"]) for c in r["candidates"]) for r in rows])
        ),
        4,
    )
    out["questions"] = len(rows)
    return out


def cost(records: list[dict]) -> dict:
    ms = [r["timings_ms"]["rerank"] for r in records if "rerank" in r.get("timings_ms", {})]
    pairs = [len(r["candidates"]) for r in records if "rerank" in r.get("timings_ms", {})]
    if not ms:
        return {}
    twenty = [m for m, n in zip(ms, pairs, strict=True) if n == 20]
    return {
        "questions": len(ms),
        "rerank_ms_p50": round(float(np.percentile(ms, 50)), 1),
        "rerank_ms_p95": round(float(np.percentile(ms, 95)), 1),
        "pairs_per_second": round(sum(pairs) / (sum(ms) / 1000), 1),
        "with_20_candidates": {
            "questions": len(twenty),
            "p50_ms": round(float(np.percentile(twenty, 50)), 1) if twenty else None,
            "p95_ms": round(float(np.percentile(twenty, 95)), 1) if twenty else None,
        },
    }


def measure(run: Path) -> dict:
    records = read(run)
    summary = json.loads((run / "summary.json").read_text(encoding="utf-8"))
    result = {"run": str(run), "bundle": summary.get("bundle"), "questions": len(records)}
    result["ranking"] = ranking(records)
    result["separation"] = {
        name: auroc(
            [top1(r, key) for r in records if r["answerable"] is True],
            [top1(r, key) for r in records if r["answerable"] is False],
        )
        for name, key in SCORES.items()
    }
    result["false_pass_at_excess_hold"] = operating_points(records)
    result["cost"] = cost(records)
    return result


def operating_points(records: list[dict], rates=(0.044, 0.1, 0.2)) -> dict:
    """False-pass rate of a top-1 threshold set so that about ``rate`` of answerable fall below it."""
    out = {}
    for name, key in SCORES.items():
        pos = np.array([top1(r, key) for r in records if r["answerable"] is True])
        neg = np.array([top1(r, key) for r in records if r["answerable"] is False])
        if not len(pos) or not len(neg) or not np.isfinite(pos).any():
            continue
        out[name] = {
            f"{rate:g}": {
                "threshold": round(float(np.quantile(pos, rate)), 4),
                "false_pass": round(float((neg >= np.quantile(pos, rate)).mean()), 4),
                "excess_hold": round(float((pos < np.quantile(pos, rate)).mean()), 4),
            }
            for rate in rates
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description="Reranker metrics from evaluate outputs")
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    results = [measure(run) for run in args.runs]
    text = json.dumps(results, ensure_ascii=False, indent=1)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
