"""What a target check objects to, read against labels, no model:

    .venv/bin/python bench/target_check_impact.py places|siblings FOLDER [FOLDER …]

``places`` is the country/region check (retrieval/core/places.py, over the version's title and
the evidence sentence), ``siblings`` the listed-sibling check (retrieval/core/siblings.py,
over the passage holding the evidence). For every answerable question, the passage of its
required version that holds its evidence: an objection there would hold a right answer (a
risk of excess hold). For every unanswerable question of category target-mismatch, the same
for its answerable source (``pair_of``): an objection is a twin the check holds should the model
read the source's answer for it. Writes JSON to stdout: per folder and in all, the counts and
every objection to an answerable question, so each can be read. Never run it on check
organizations.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrieval.core.places import missing_places, places  # noqa: E402
from retrieval.core.siblings import missing_siblings  # noqa: E402
from retrieval.training.answer_data.company import _training_fields, company_passages  # noqa: E402


def objection(check: str, question: str, title: str, passage: str, sentence: str) -> tuple[str, ...]:
    if check == "places":
        return missing_places(places(question), f"{title}\n{sentence}")
    return missing_siblings(question, f"{title}\n{passage}")[0]


def _gold(q: dict, passages) -> tuple[str, str, str] | None:
    """(title, passage text, evidence sentence) of the passage holding ``q``'s evidence."""
    evidence = q.get("evidence") or []
    needles = [n for n in (evidence if isinstance(evidence, list) else [evidence]) if n]
    docs = set(zip(q["required_doc_ids"], map(str, q.get("required_versions") or []), strict=False))
    for p in passages:
        if (p.doc_id, p.version) in docs:
            for n in needles:
                if n in p.text:
                    return p.title, p.text, n
    return None


def folder_impact(check: str, folder: Path) -> dict:
    passages = company_passages(folder / "corpus.jsonl")
    lines = (folder / "questions.jsonl").read_text("utf-8").splitlines()
    # company-dev's spent check split stays unread here too.
    rows = [_training_fields(json.loads(line)) for line in lines if line.strip()]
    rows = [q for q in rows if q.get("split") != "check"]
    by_id = {q["qid"]: q for q in rows}
    out = {"answerable": 0, "answerable_objected": [], "twins": 0, "twins_held": 0}
    for q in rows:
        source = q if q.get("answerable") else by_id.get(q.get("pair_of") or "")
        if q.get("answerable") or (
            q.get("category") == "target-mismatch" and source and source.get("answerable")
        ):
            gold = _gold(source, passages)
            if gold is None:
                continue
            miss = objection(check, q["question"], *gold)
            if q.get("answerable"):
                out["answerable"] += 1
                if miss:
                    out["answerable_objected"].append(
                        {"qid": q["qid"], "question": q["question"], "missing": miss}
                    )
            else:
                out["twins"] += 1
                out["twins_held"] += bool(miss)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("check", choices=("places", "siblings"))
    ap.add_argument(
        "folders", nargs="+", help="company-train style bundle folders (never check organizations)"
    )
    args = ap.parse_args(argv)
    report = {Path(f).name: folder_impact(args.check, Path(f)) for f in args.folders}
    report["all"] = {
        "answerable": sum(r["answerable"] for r in report.values()),
        "answerable_objected": sum(len(r["answerable_objected"]) for r in report.values()),
        "twins": sum(r["twins"] for r in report.values()),
        "twins_held": sum(r["twins_held"] for r in report.values()),
    }
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
