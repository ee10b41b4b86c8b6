"""NoMIRACL with each question seeing exactly its ten judged passages.

NoMIRACL's labels are about the ten judged passages of each question (answerable = at
least one of them is relevant), and the strong-LLM reference was given those ten. To
measure the portal on the same footing, this writes a derived bundle in which every
judged passage is readable only by the questions that judged it (one reading group per
question), so the real pipeline — permission filter first — retrieves, reranks and
gates over those ten and nothing else.

    python bench/judged_bundle.py ../shared/data/nomiracl-ja var/bundles/nomiracl-ja-judged
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def group_of(index: int) -> str:
    return f"q{index:04d}"


def derive(source: Path, out: Path) -> dict:
    questions = [
        json.loads(line) for line in (source / "questions.jsonl").open(encoding="utf-8") if line.strip()
    ]
    readers: dict[str, list[str]] = {}
    for i, q in enumerate(questions):
        for doc_id in q["candidate_doc_ids"]:
            readers.setdefault(doc_id, []).append(group_of(i))
    out.mkdir(parents=True, exist_ok=True)
    kept = 0
    with (out / "corpus.jsonl").open("w", encoding="utf-8") as fh:
        for line in (source / "corpus.jsonl").open(encoding="utf-8"):
            if not line.strip():
                continue
            row = json.loads(line)
            if row["doc_id"] in readers:
                row["groups"] = readers[row["doc_id"]]
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
                kept += 1
    with (out / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for i, q in enumerate(questions):
            fh.write(json.dumps({**q, "groups": [group_of(i)]}, ensure_ascii=False) + "\n")
    meta = (
        json.loads((source / "bundle.json").read_text(encoding="utf-8"))
        if (source / "bundle.json").is_file()
        else {}
    )
    meta["name"] = f"{meta.get('name', source.name)}-judged"
    meta["description"] = "Each question sees only its ten judged passages (bench/judged_bundle.py)."
    (out / "bundle.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return {"questions": len(questions), "passages": kept, "judged_ids": len(readers)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    print(json.dumps(derive(args.source, args.out)))


if __name__ == "__main__":
    main()
