"""What the place check (retrieval/core/places.py) objects to, read against labels, no model:

    .venv/bin/python bench/place_check_impact.py FOLDER [FOLDER …]

For every answerable question, each passage of its required version that holds its evidence:
an objection there would hold a right answer (a risk of excess hold). For every unanswerable
question of category target-mismatch, the passages of its topic version (``topic=DOC@V`` in
notes): a sentence there that names places and objects is one the check holds the twin on, should the
model read its answer there.
Writes JSON to stdout: per folder and in all, the counts and every objection to an answerable
question with the names, so each can be read. Never run it on check organizations.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrieval.core.places import missing_places, place_mentions, places  # noqa: E402
from retrieval.core.sentences import split_sentences  # noqa: E402
from retrieval.training.answer_data.company import _training_fields, company_passages  # noqa: E402

_TOPIC = re.compile(r"topic=([A-Za-z0-9-]+)(?:@(\w+))?")


def _objects(question: str, text: str) -> tuple[str, ...]:
    return missing_places(places(question), text)


def folder_impact(folder: Path) -> dict:
    passages = company_passages(folder / "corpus.jsonl")
    rows = [
        json.loads(line)
        for line in (folder / "questions.jsonl").read_text("utf-8").splitlines()
        if line.strip()
    ]
    out = {
        "answerable": 0,
        "answerable_asking_a_place": 0,
        "answerable_objected": [],
        "twins": 0,
        "twins_held": 0,
    }
    for raw in rows:
        if raw.get("split") == "check":
            continue  # company-dev's spent split stays unread here too
        q = _training_fields(raw)
        if q.get("answerable"):
            out["answerable"] += 1
            asked = place_mentions(q["question"])
            out["answerable_asking_a_place"] += bool(asked)
            evidence = q.get("evidence") or []
            needles = evidence if isinstance(evidence, list) else [evidence]
            docs = set(zip(q["required_doc_ids"], map(str, q.get("required_versions") or []), strict=False))
            gold = [
                p
                for p in passages
                if (p.doc_id, p.version) in docs and any(n and n in p.text for n in needles)
            ]
            for p in gold:
                sentence = next(
                    (n for n in needles if n and n in p.text and n != q.get("answer_span")), needles[0]
                )
                text = f"{p.title}\n{sentence}"
                miss = _objects(q["question"], text)
                if miss:
                    named = [n for _, n in place_mentions(text)]
                    out["answerable_objected"].append(
                        {"qid": q["qid"], "question": q["question"], "named": named}
                    )
                    break
        elif q.get("category") == "target-mismatch":
            m = _TOPIC.search(q.get("notes") or "")
            if not m:
                continue
            topic = [
                p
                for p in passages
                if p.doc_id == m.group(1) and (m.group(2) is None or p.version == m.group(2))
            ]
            out["twins"] += 1
            sentences = [f"{p.title}\n{s}" for p in topic for s in split_sentences(p.text)]
            out["twins_held"] += any(places(s) and _objects(q["question"], s) for s in sentences)
    return out


def main(argv: list[str]) -> int:
    report = {Path(f).name: folder_impact(Path(f)) for f in argv}
    report["all"] = {
        k: sum(r[k] for r in report.values())
        if k != "answerable_objected"
        else sum(len(r[k]) for r in report.values())
        for k in ("answerable", "answerable_asking_a_place", "answerable_objected", "twins", "twins_held")
    }
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
