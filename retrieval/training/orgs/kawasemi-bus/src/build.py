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
import ops, maint, hr, extra  # noqa: E402,F401
import readme  # noqa: E402
from retrieval.training.org_authoring.builder import build  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "KB"
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional bus and coach company かわせみ交通株式会社 "
               "(%d documents, %d versions with validity periods and reading groups) and %d labelled questions "
               "with answer spans and evidence sentences; answerable (direct, paraphrase, period, permission, "
               "near-miss) and unanswerable (missing-item, target-mismatch, period, permission, out-of-domain), "
               "some asking two things at once (parts). Written for this project; CC0.")


if __name__ == "__main__":
    build(OUT, common.DOCS, common.QS, prefix=PREFIX, name="company-train-kawasemi-bus",
          description=DESCRIPTION, synonyms=extra.SYNONYMS, default_as_of=DEFAULT_AS_OF,
          drop_keys=(), readme=readme.write)
