"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md.

Run from anywhere:  python3 src/build.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(OUT))))
sys.path[:0] = [HERE, ROOT]

import common  # noqa: E402
import ops, svc, hr, extra  # noqa: E402,F401
import readme  # noqa: E402
from retrieval.training.org_authoring.builder import build, ordered_questions  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "RW"
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional regional railway つばめ鉄道株式会社 "
               "(%d documents, %d versions with validity periods and reading groups) and %d labelled questions "
               "with answer spans and evidence sentences; answerable (direct, paraphrase, period, permission, "
               "near-miss) and unanswerable (missing-item, target-mismatch, period, permission, out-of-domain), "
               "some asking two things at once (parts). Written for this project; CC0.")


def pair_two_part_twins(docs, qs):
    """A two-part question with one part stated nowhere pairs with the answerable question on its
    stated part (the first in build order, preferring one with the same span)."""
    ranked, _ = ordered_questions(docs, qs, (), PREFIX)
    for q in ranked:
        if q["parts"] and not q["answerable"] and not q["pair"]:
            stated = [p for p in q["parts"] if p["doc"]][0]
            cands = [o for o in ranked if o["answerable"] and not o["parts"] and o["doc"] == stated["doc"]]
            same = [o for o in cands if o["span"] == stated["span"]]
            q["pair"] = (same or cands)[0]["key"]


if __name__ == "__main__":
    pair_two_part_twins(common.DOCS, common.QS)
    build(OUT, common.DOCS, common.QS, prefix=PREFIX, name="company-train-tsubame-railway",
          description=DESCRIPTION, synonyms=extra.SYNONYMS, default_as_of=DEFAULT_AS_OF,
          drop_keys=(), readme=readme.write)
