"""Gate quality on every evaluation bundle next to two baselines, as one table.

    .venv/bin/python bench/quality.py [--out bench/results/quality.json] [--max-questions 400]
        [--bundles NAME,…] [--configs default,bm25-top1,dense-top1]

For each bundle (the reference experiment, JaQuAD dev-open, the demo set, the synthetic 1k
corpus, company-dev's tune split and NoMIRACL-ja's held-out part) it runs the real
``manage.py evaluate`` three times:

- ``default``: the gate a fresh database runs (``grading.shipped.shipped_default_config``: the
  latest shipped adoption of konkyo-default-answer when the answerability model is configured,
  which KONKYO_RERANKER=konkyo is by default; konkyo-default without a model);
- ``bm25-top1``: BM25 retrieval, the single best passage, pass when its BM25 ≥ 2.0, no checks;
- ``dense-top1``: dense retrieval, the single best passage, pass when its cosine ≥ 0.83, no checks.

Baselines run with KONKYO_RERANKER=none (they do not use it) and with a ``--sweep`` over
their score, kept in the JSON, so a reader can also compare at equal excess hold (the
"matched" rows pick the sweep threshold whose excess-hold rate is closest to the default's:
tuned on the same data, i.e. an optimistic baseline). Bundles with more than
``--max-questions`` questions are evaluated on a deterministic stride subset (every k-th
question, order kept) written under var/bench/quality/subsets/ with the same corpus (so the
embedding cache applies). Bundles in ``PARTS`` are read in part the same way: only the
questions of one split (company-dev's ``tune``; NoMIRACL-ja's held-out part), so company-dev's
check split, the one recorded held-out look, is never evaluated here. Recall@10 / MRR@10 are over answerable questions with required
documents: the first candidate whose document is required, in the candidate list ordered by
the reranker score when there is one, else by the retrieval score (rrf, dense or bm25).
Writes the JSON and QUALITY.md next to it.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

sys.path.insert(0, str(common.ROOT))
from retrieval.training.nomiracl_data import nomiracl_part  # noqa: E402

SHARED = common.ROOT.parent / "shared" / "data"
BUNDLES = {
    "reference-gate": SHARED / "reference-gate-experiment" / "bundle",
    "demo": common.ROOT / "portal" / "demo",
    "synth-1k": common.SYNTH / "1k",
    "company-dev-tune": SHARED / "company-dev",
    "nomiracl-ja-held-out": SHARED / "nomiracl-ja",
    "jaquad-dev-open": SHARED / "jaquad" / "dev-open",
}
# Bundles read in part: only the questions a predicate keeps are evaluated (the rest are never
# run, so no metric of them exists), with a line saying which part and why.
PARTS: dict[str, tuple[Callable[[dict[str, Any]], bool], str]] = {
    "company-dev-tune": (
        lambda q: q.get("split") == "tune",
        "its tune split only (the answerability model and the default's threshold were fitted on it; "
        "the check split is the one recorded held-out look and is never run here)",
    ),
    "nomiracl-ja-held-out": (
        lambda q: nomiracl_part(q["qid"]) == "held_out",
        "dev questions of this project's held-out part (retrieval.training.nomiracl_data.nomiracl_part; "
        "never trained or tuned on — the tuning part joined the default's adoption set)",
    ),
}
NOT_BUNDLES = {
    "reference-search-exercise": "a search-only exercise (corpus + expected.tsv, no questions.jsonl): "
    "not an evaluate bundle; covered by tests/retrieval/test_search_exercise.py",
}
BASELINES = {
    "bm25-top1": (
        {
            "retrieval": "bm25",
            "selection": "top_k",
            "decision_score": "bm25",
            "threshold": 2.0,
            "max_k": 1,
            "top_n": 20,
            "checks": [],
        },
        "bm25:0,1,2,4,6,8,12,16,24",
    ),
    "dense-top1": (
        {
            "retrieval": "dense",
            "selection": "top_k",
            "decision_score": "dense",
            "threshold": 0.83,
            "max_k": 1,
            "top_n": 20,
            "checks": [],
        },
        "dense:0.78,0.80,0.82,0.83,0.84,0.85,0.86,0.88,0.90",
    ),
}
OUT_DIR = common.BENCH_VAR / "quality"


def subset(name: str, folder: Path, max_questions: int) -> tuple[Path, dict[str, Any] | None]:
    lines = (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    lines = [x for x in lines if x.strip()]
    part = PARTS.get(name)
    kept = [x for x in lines if part[0](json.loads(x))] if part else lines
    if len(kept) <= max_questions and not part:
        return folder, None
    stride = max(1, -(-len(kept) // max_questions))
    chosen = kept[::stride]
    target = OUT_DIR / "subsets" / name
    target.mkdir(parents=True, exist_ok=True)
    for fname in ("corpus.jsonl", "bundle.json"):
        link = target / fname
        if (folder / fname).is_file() and not link.exists():
            link.symlink_to((folder / fname).resolve())
    (target / "questions.jsonl").write_text("\n".join(chosen) + "\n", encoding="utf-8")
    cut = {"of": len(lines), "kept": len(chosen), "stride": stride, "folder": str(target)}
    return target, {**cut, "part": part[1]} if part else cut


def evaluate(
    folder: Path, out: Path, *, gate: str | None, sweep: str | None, reranker: str
) -> dict[str, Any]:
    cmd = [sys.executable, "manage.py", "evaluate", str(folder), "--out", str(out)]
    if gate:
        cmd += ["--gate-config", gate]
    if sweep:
        cmd += ["--sweep", sweep]
    env = dict(os.environ, KONKYO_RERANKER=reranker)
    env.pop("DATABASE_URL", None)  # evaluate needs no database (isolated in-memory store)
    env.pop("REDIS_URL", None)
    t = time.perf_counter()
    proc = subprocess.run(cmd, cwd=common.ROOT, env=env, capture_output=True, text=True)
    if proc.returncode:
        sys.stderr.write(proc.stdout[-2000:] + proc.stderr[-4000:])
        raise SystemExit(f"evaluate failed: {' '.join(cmd)}")
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    summary["_seconds"] = round(time.perf_counter() - t, 1)
    summary["_table"] = proc.stdout
    return summary


def ranking(out: Path) -> dict[str, Any] | None:
    """Recall@10 and MRR@10 over answerable questions with required documents."""
    hits, n = [], 0
    for line in (out / "decisions.jsonl").read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        required = set(r.get("required_doc_ids") or [])
        if r.get("answerable") is not True or not required:
            continue
        n += 1
        cands = r["candidates"]
        key = next(
            (k for k in ("rerank_raw", "rrf", "dense", "bm25") if any(c.get(k) is not None for c in cands)),
            None,
        )
        if key is not None:
            cands = sorted(cands, key=lambda c: -(c.get(key) if c.get(key) is not None else float("-inf")))
        rank = next((i for i, c in enumerate(cands[:10], start=1) if c["doc_id"] in required), None)
        hits.append(rank)
    if not n:
        return None
    return {
        "questions": n,
        "recall_at_10": round(sum(h is not None for h in hits) / n, 4),
        "mrr_at_10": round(sum(1 / h for h in hits if h) / n, 4),
        "ordered_by": "reranker score if present, else retrieval score",
    }


def row(summary: dict[str, Any], label: str, threshold: Any = None) -> dict[str, Any]:
    return {
        "label": label,
        "threshold": threshold,
        "questions": summary["questions"],
        "answerable": summary["answerable"],
        "unanswerable": summary["unanswerable"],
        "unverified": summary["unverified"],
        "passed": summary["passed"],
        "held": summary["held"],
        "partial": summary["partial"],
        "false_pass": summary["false_pass_interval"],
        "excess_hold": summary["excess_hold_interval"],
        "passed_without_required_evidence": summary["passed_without_required_evidence"],
        "hold_reasons": summary["hold_reasons"],
    }


def matched(summary: dict[str, Any], target_rate: float | None) -> dict[str, Any] | None:
    """The sweep block whose excess-hold rate is closest to ``target_rate`` (ties: lower false pass)."""
    blocks = (summary.get("sweep") or {}).get("blocks") or []
    if target_rate is None or not blocks:
        return None
    best = min(
        blocks, key=lambda b: (abs((b["excess_hold_rate"] or 0) - target_rate), b["false_pass_rate"] or 0)
    )
    return row(best, "matched", best["threshold"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=common.RESULTS / "quality.json")
    parser.add_argument("--max-questions", type=int, default=400)
    parser.add_argument("--bundles", default=",".join(BUNDLES))
    parser.add_argument("--configs", default="default,bm25-top1,dense-top1")
    args = parser.parse_args(argv)
    reranker, note = common.reranker_choice()
    configs = args.configs.split(",")
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    gate_files = {}
    for name, (fields, _) in BASELINES.items():
        path = OUT_DIR / "configs" / f"{name}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(fields, indent=1) + "\n", encoding="utf-8")
        gate_files[name] = path
    result: dict[str, Any] = {
        "kind": "quality",
        "reranker": note,
        "started": common.machine(),
        "bundles": {},
        "not_bundles": NOT_BUNDLES,
        "max_questions": args.max_questions,
    }
    previous = json.loads(args.out.read_text(encoding="utf-8")) if args.out.is_file() else {}
    for name in args.bundles.split(","):
        folder = BUNDLES[name]
        if not (folder / "questions.jsonl").is_file():
            result["bundles"][name] = {"skipped": f"{folder} has no questions.jsonl"}
            continue
        used, cut = subset(name, folder, args.max_questions)
        block: dict[str, Any] = {"folder": str(folder), "subset": cut, "configs": {}}
        for config in configs:
            out = OUT_DIR / name / config
            print(f"[quality] {name} / {config} …", file=sys.stderr, flush=True)
            if config == "default":
                summary = evaluate(used, out, gate=None, sweep=None, reranker=reranker)
            else:
                summary = evaluate(
                    used, out, gate=str(gate_files[config]), sweep=BASELINES[config][1], reranker="none"
                )
            block["configs"][config] = {
                "gate": f"{summary['gate_config']['name']} v{summary['gate_config'].get('version', 1)}",
                "decision": f"{summary['gate_config']['decision_score']} ≥ {summary['gate_config']['threshold']:g}",
                "models": summary.get("models"),
                "row": row(summary, config, summary["gate_config"]["threshold"]),
                "ranking": ranking(out),
                "sweep": [
                    row(b, "sweep", b["threshold"]) for b in (summary.get("sweep") or {}).get("blocks", [])
                ],
                "latency_ms": summary.get("latency_ms"),
                "seconds": summary["_seconds"],
                "by_category": {k: row(v, k) for k, v in summary.get("by_category", {}).items()},
            }
        default_rate = (
            (block["configs"].get("default") or {}).get("row", {}).get("excess_hold", {}).get("rate")
        )
        for config in configs:
            if config != "default":
                summary_path = OUT_DIR / name / config / "summary.json"
                summary = json.loads(summary_path.read_text(encoding="utf-8"))
                block["configs"][config]["matched_to_default_excess_hold"] = matched(summary, default_rate)
        result["bundles"][name] = block
        common.write_json(args.out, {**previous, **result})
    result["finished"] = common.machine()
    common.write_json(args.out, result)
    md = markdown(result)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    (args.out.parent / "QUALITY.md").write_text(md, encoding="utf-8")
    print(md)
    return 0


def _rate(block: dict[str, Any] | None) -> str:
    if not block or not block.get("denominator"):
        return "—"
    lo, hi = block["wilson95"]
    return f"{block['numerator']}/{block['denominator']} = {block['rate'] * 100:.1f}% [{lo * 100:.1f}–{hi * 100:.1f}]"


def markdown(result: dict[str, Any]) -> str:
    lines = [
        "# Gate quality: Konkyo's default gate vs BM25-top-1 and dense-top-1",
        "",
        f"Reranker: {result['reranker']}. Taken {result['started']['taken_at_utc']} "
        f"(load {result['started']['loadavg_1_5_15']}). Rates with 95% Wilson intervals; false pass over "
        "unanswerable, excess hold over answerable; `partial` counts as held. Generated by `make bench-quality`.",
        "",
        "| bundle | gate | decision | questions | passed | false pass | excess hold | passed w/o required | "
        "Recall@10 | MRR@10 | hold reasons |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, block in result["bundles"].items():
        if "skipped" in block:
            lines.append(f"| {name} | — | {block['skipped']} | | | | | | | | |")
            continue
        cut = block.get("subset")
        qn = f" ({'part' if cut.get('part') else 'subset'} {cut['kept']}/{cut['of']})" if cut else ""
        for config, c in block["configs"].items():
            r, rk = c["row"], c.get("ranking") or {}
            reasons = ", ".join(
                f"{k} {v}" for k, v in sorted(r["hold_reasons"].items(), key=lambda kv: -kv[1])
            )
            lines.append(
                f"| {name}{qn} | {config} ({c['gate']}) | {c['decision']} | {r['questions']} | {r['passed']} | "
                f"{_rate(r['false_pass'])} | {_rate(r['excess_hold'])} | {r['passed_without_required_evidence']} | "
                f"{rk.get('recall_at_10', '—')} | {rk.get('mrr_at_10', '—')} | {reasons or '—'} |"
            )
            m = c.get("matched_to_default_excess_hold")
            if m:
                lines.append(
                    f"| {name}{qn} | ↳ {config} at matched excess hold | ≥ {m['threshold']:g} | {m['questions']} | "
                    f"{m['passed']} | {_rate(m['false_pass'])} | {_rate(m['excess_hold'])} | "
                    f"{m['passed_without_required_evidence']} | | | |"
                )
    for name, why in result.get("not_bundles", {}).items():
        lines.append(f"| {name} | — | {why} | | | | | | | | |")
    lines.append("")
    parts = [
        (n, b["subset"]["part"]) for n, b in result["bundles"].items() if (b.get("subset") or {}).get("part")
    ]
    lines += [f"- **{name}**: {why}." for name, why in parts]
    lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
