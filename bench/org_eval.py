"""The gate on organizations the answerability model never trained on (issue #38).

    .venv/bin/python bench/org_eval.py dev --purpose "baseline v6" [--weights DIR] [--reuse]
        [--gate-config FILE]
    .venv/bin/python bench/org_eval.py check --purpose "closing claim" --weights DIR

Reads ``retrieval/training/orgs/split.json``: ``dev`` organizations may be read as often as
runs need choosing between (each look is recorded); a ``check`` question set is read once —
a second look at the same questions (same ids) is refused. Each organization goes through
``manage.py evaluate`` (the real pipeline, the default gate; ``--weights`` sets
KONKYO_RERANKER; ``--gate-config`` passes a gate configuration to it), then this prints, per organization and over all:

- false pass (unanswerable questions answered), excess hold (answerable ones held), answered
  right (passes whose first statement holds the question's ``answer_span``: grading.answers), the casual
  questions' excess hold, and two-part questions ending ``partial``;
- separation: question-level AUROC of the gate's deciding value between answerable questions
  and the on-topic unanswerable ones (missing-item, target-mismatch) — threshold-free.

Every look is appended to ``retrieval/training/orgs/looks.jsonl`` (when, part, organization,
sha256 of the sorted question ids, weights, purpose, the numbers).
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from grading.answers import answer_shown, first_statement  # noqa: E402
from retrieval.training.answer_fit import auroc  # noqa: E402

ORGS = ROOT / "retrieval" / "training" / "orgs"
LOOKS = ORGS / "looks.jsonl"
ON_TOPIC_UNANSWERABLE = ("missing-item", "target-mismatch")


def question_ids(folder: Path) -> list[str]:
    lines = (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    return sorted(json.loads(line)["qid"] for line in lines if line.strip())


def ids_digest(qids: list[str]) -> str:
    return hashlib.sha256("\n".join(qids).encode()).hexdigest()


def earlier_looks(digest: str) -> list[dict]:
    if not LOOKS.is_file():
        return []
    rows = [json.loads(line) for line in LOOKS.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if r["qids_sha256"] == digest]


def _rate(hits: int, total: int) -> dict:
    return {"n": hits, "of": total, "rate": round(hits / total, 3) if total else None}


def org_metrics(decisions: list[dict], questions: dict[str, dict]) -> dict:
    """The numbers of one organization's (or several's) decisions against its labels."""
    answerable = [d for d in decisions if questions[d["qid"]]["answerable"]]
    unanswerable = [d for d in decisions if not questions[d["qid"]]["answerable"]]
    passed = [d for d in answerable if d["outcome"] == "pass"]
    right = [
        d for d in passed if answer_shown(questions[d["qid"]]["answer_span"], first_statement(d["response"]))
    ]
    casual = [d for d in answerable if "style=casual" in (questions[d["qid"]].get("notes") or "")]
    parts = [d for d in decisions if questions[d["qid"]].get("parts")]
    separation = [
        d for d in decisions if questions[d["qid"]]["answerable"] or d["category"] in ON_TOPIC_UNANSWERABLE
    ]
    values = [d["decision_value"] if d["decision_value"] is not None else -1.0 for d in separation]
    return {
        "questions": len(decisions),
        "false_pass": _rate(sum(d["outcome"] != "hold" for d in unanswerable), len(unanswerable)),
        "excess_hold": _rate(sum(d["outcome"] == "hold" for d in answerable), len(answerable)),
        "answered_right": _rate(len(right), len(answerable)),
        "casual_excess_hold": _rate(sum(d["outcome"] == "hold" for d in casual), len(casual)),
        "two_part_partial": _rate(sum(d["outcome"] == "partial" for d in parts), len(parts)),
        "separation_auroc": round(
            auroc([float(questions[d["qid"]]["answerable"]) for d in separation], values), 3
        )
        if separation
        else None,
    }


def evaluate(
    folder: Path, out: Path, weights: str | None, reuse: bool, gate_config: str | None = None
) -> list[dict]:
    decisions = out / "decisions.jsonl"
    if not (reuse and decisions.is_file()):
        env = {**os.environ, "KONKYO_ENV": os.environ.get("KONKYO_ENV", "test")}
        if weights:
            env["KONKYO_RERANKER"] = weights
        cmd = [sys.executable, "manage.py", "evaluate", str(folder), "--out", str(out)]
        if gate_config:
            cmd += ["--gate-config", gate_config]
        subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    return [json.loads(line) for line in decisions.read_text(encoding="utf-8").splitlines() if line.strip()]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("part", choices=("dev", "check"))
    ap.add_argument("--purpose", required=True, help="why this look (recorded)")
    ap.add_argument("--weights", help="answerability weights folder (default: the shipped model)")
    ap.add_argument("--out", default="var/org-eval", help="where each evaluation run is written")
    ap.add_argument("--reuse", action="store_true", help="reuse an existing run's decisions (still a look)")
    ap.add_argument("--only", nargs="*", help="these organizations of the part (folder names)")
    ap.add_argument(
        "--gate-config", help="a gate configuration for evaluate (default: the adopted default gate)"
    )
    args = ap.parse_args(argv)
    split = json.loads((ORGS / "split.json").read_text(encoding="utf-8"))
    label = Path(args.weights).name if args.weights else "shipped"
    if args.gate_config:
        label += "@" + Path(args.gate_config).stem
    all_decisions, all_questions, report = [], {}, {}
    for name in split[args.part]:
        folder = (ROOT / name).resolve()
        if args.only and folder.name not in args.only:
            continue
        qids = question_ids(folder)
        digest = ids_digest(qids)
        if args.part == "check" and earlier_looks(digest):
            raise SystemExit(f"{name}: its {len(qids)} check questions were looked at already (looks.jsonl)")
        rows = (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        questions = {q["qid"]: q for q in map(json.loads, filter(str.strip, rows))}
        out = ROOT / args.out / label / folder.name
        decisions = evaluate(folder, out, args.weights, args.reuse, args.gate_config)
        report[folder.name] = org_metrics(decisions, questions)
        all_decisions += decisions
        all_questions.update(questions)
        # Every reading of the numbers is a look, a reused run's too.
        look = {
            "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "part": args.part,
            "organization": name,
            "questions": len(qids),
            "qids_sha256": digest,
            "weights": args.weights or "shipped",
            "gate_config": args.gate_config or "default",
            "purpose": args.purpose,
            "metrics": report[folder.name],
        }
        with LOOKS.open("a", encoding="utf-8") as f:
            f.write(json.dumps(look, ensure_ascii=False) + "\n")
    report["all"] = org_metrics(all_decisions, all_questions)
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
