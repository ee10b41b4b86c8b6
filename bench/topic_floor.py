"""Which candidates a hold may show: the topic probability floor, measured on labelled runs.

    bench/topic_floor.py RUN --bundle BUNDLE [--floors 0.5,0.7,0.8,0.82,0.85,0.9]
                         [--min-recall 0.97]

RUN is ``manage.py evaluate`` output on BUNDLE. A question's on-topic documents are its
``required_doc_ids``, its ``related_doc_ids`` (company-dev) and the ``topic=DOC@V`` of its
notes (company-train's unanswerable variants); an ``out-of-domain`` question has none. For
each floor, over the kept candidates whose topic probability (``rerank_prob``) reaches it:

- ``shown_on_topic``: of the distinct documents shown, how many are on topic (precision);
- ``on_topic_shown``: of the questions where an on-topic document was retrieved, in how many
  one is shown (recall);
- ``first_on_topic``: the highest-ranked document shown is on topic;
- ``out_of_domain_nothing_shown``: out-of-domain questions that show nothing (the hold falls
  back to the admin's contact).

``--min-recall`` names the floor this rule would choose: the highest floor whose recall is at
least that. Questions of a ``check`` split are skipped: the held-out look is the adoption's.
Writes JSON to stdout.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

TOPIC_NOTE = re.compile(r"topic=([^@;\s]+)@")


def on_topic_docs(question: dict) -> set[str]:
    docs = set(question.get("required_doc_ids") or []) | set(question.get("related_doc_ids") or [])
    return docs | set(TOPIC_NOTE.findall(question.get("notes") or ""))


def _ratio(n: int, d: int) -> dict:
    return {"numerator": n, "denominator": d, "rate": round(n / d, 4) if d else None}


def measure(rows: list[tuple[dict, list[dict]]], floor: float) -> dict:
    shown_on = shown = recall = recall_n = first = first_n = ood_empty = ood_n = 0
    for question, candidates in rows:
        docs = list(
            dict.fromkeys(
                c["doc_id"]
                for c in sorted(candidates, key=lambda c: -c["rerank_prob"])
                if c["rerank_prob"] >= floor
            )
        )
        if question.get("category") == "out-of-domain":
            ood_n += 1
            ood_empty += not docs
            continue
        on = on_topic_docs(question)
        if not on:
            continue
        shown += len(docs)
        shown_on += sum(d in on for d in docs)
        if any(c["doc_id"] in on for c in candidates):
            recall_n += 1
            recall += any(d in on for d in docs)
            if docs:
                first_n += 1
                first += docs[0] in on
    return {
        "floor": floor,
        "shown_on_topic": _ratio(shown_on, shown),
        "on_topic_shown": _ratio(recall, recall_n),
        "first_on_topic": _ratio(first, first_n),
        "out_of_domain_nothing_shown": _ratio(ood_empty, ood_n),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run", type=Path)
    ap.add_argument("--bundle", type=Path, required=True)
    ap.add_argument("--floors", default="0.5,0.7,0.75,0.8,0.82,0.85,0.9")
    ap.add_argument("--min-recall", type=float, default=0.97)
    a = ap.parse_args(argv)
    questions = {}
    for line in (a.bundle / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            q = json.loads(line)
            questions[q["qid"]] = q
    rows = []
    for line in (a.run / "decisions.jsonl").read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        q = questions[r["qid"]]
        if q.get("split") == "check":
            continue
        kept = [c for c in r["candidates"] if c.get("kept") and c.get("rerank_prob") is not None]
        rows.append((q, kept))
    table = [measure(rows, float(f)) for f in a.floors.split(",")]
    ok = [m["floor"] for m in table if (m["on_topic_shown"]["rate"] or 0) >= a.min_recall]
    out = {"run": str(a.run), "questions": len(rows), "floors": table, "chosen": max(ok, default=None)}
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
