"""Agreement of a second reader with the first labels of an organization written for training:

    .venv/bin/python bench/org_agreement.py retrieval/training/orgs/<slug> [...]

Each folder's ``second_reader.jsonl`` holds an independent reader's labels of a seeded 5%
sample (the reader saw the rules and the questions, never the labels). Prints JSON per folder
and in all: how often the two agree on answerable or not (and Cohen's kappa), and, where both
say answerable, on the document and on the answer (one span inside the other, after NFKC and
without blanks). The disagreements are listed so each can be read.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path


def _norm(text: str | None) -> str:
    return "".join(unicodedata.normalize("NFKC", text or "").split())


def _kappa(pairs: list[tuple[bool, bool]]) -> float | None:
    n = len(pairs)
    if not n:
        return None
    observed = sum(a == b for a, b in pairs) / n
    pa, pb = sum(a for a, _ in pairs) / n, sum(b for _, b in pairs) / n
    expected = pa * pb + (1 - pa) * (1 - pb)
    return round((observed - expected) / (1 - expected), 3) if expected < 1 else None


def folder_agreement(folder: Path) -> dict:
    first = {q["qid"]: q for q in map(json.loads, filter(str.strip, (folder / "questions.jsonl").open()))}
    second = [json.loads(line) for line in (folder / "second_reader.jsonl").open() if line.strip()]
    pairs, same_doc, same_span, both, differ = [], 0, 0, 0, []
    for s in second:
        f = first[s["qid"]]
        pairs.append((bool(f["answerable"]), bool(s["answerable"])))
        if f["answerable"] and s["answerable"]:
            both += 1
            same_doc += s.get("doc_id") in f["required_doc_ids"]
            a, b = _norm(f["answer_span"]), _norm(s.get("answer_span"))
            same_span += bool(a and b and (a in b or b in a))
        elif bool(f["answerable"]) != bool(s["answerable"]):
            differ.append(
                {"qid": s["qid"], "first": f["category"], "second_reason": s.get("reason", "")[:160]}
            )
    return {
        "sample": len(second),
        "answerable_agree": sum(a == b for a, b in pairs),
        "kappa": _kappa(pairs),
        "both_answerable": both,
        "same_document": same_doc,
        "same_answer": same_span,
        "disagreements": differ,
    }


def main(argv: list[str]) -> int:
    report = {Path(f).name: folder_agreement(Path(f)) for f in argv}
    rows = list(report.values())
    report["all"] = {
        k: sum(r[k] for r in rows)
        for k in ("sample", "answerable_agree", "both_answerable", "same_document", "same_answer")
    }
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
