"""Evaluation bundles of the company-train questions the answerability trainer never reads.

    bench/heldout_bundles.py --out DIR [--company FOLDER ...] [--dev-share 0.12] [--dev-seed 20261201]

``train_answerability`` holds out a seeded share of each company-train folder's documents for
its dev metric (``CompanySource(folder, dev_share, dev_seed)``, the shipped model's settings by
default). For each folder this writes ``DIR/<folder name>/`` with the folder's bundle.json and
corpus.jsonl linked and only the questions about held-out documents, so
``manage.py evaluate DIR/<name>`` measures the gate on rules the model was not trained on.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrieval.training.answer_data import HELD_OUT_SEED, CompanySource  # noqa: E402

COMPANY = ["../shared/data/company-train/kaede-retail", "../shared/data/company-train/mizuho-medical"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--company", nargs="+", default=COMPANY)
    parser.add_argument("--dev-share", type=float, default=0.12)
    parser.add_argument("--dev-seed", type=int, default=HELD_OUT_SEED)
    args = parser.parse_args()
    for folder in map(Path, args.company):
        source = CompanySource(folder, dev_share=args.dev_share, seed=args.dev_seed)
        out = args.out / folder.name
        out.mkdir(parents=True, exist_ok=True)
        for name in ("bundle.json", "corpus.jsonl"):
            link = out / name
            if link.is_symlink() or link.exists():
                link.unlink()
            os.symlink((folder / name).resolve(), link)
        lines = (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        rows = [json.loads(line) for line in lines if line.strip()]
        kept = [r for r in rows if source._doc_of(r) in source.dev_docs]
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in kept)
        (out / "questions.jsonl").write_text(text, encoding="utf-8")
        answerable = Counter(bool(r.get("answerable")) for r in kept)
        print(
            json.dumps(
                {
                    "bundle": str(out),
                    "documents": sorted(source.dev_docs),
                    "questions": len(kept),
                    "answerable": answerable[True],
                    "unanswerable": answerable[False],
                },
                ensure_ascii=False,
            )
        )


if __name__ == "__main__":
    main()
