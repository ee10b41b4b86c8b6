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
import hr, care, ops, misc, restricted, extra, extra2  # noqa: E402,F401
import ood  # noqa: E402,F401
from selection import DROP_KEYS  # noqa: E402
from synonyms import SYNONYMS  # noqa: E402
import readme  # noqa: E402
from retrieval.training.org_authoring.builder import build  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "NS"
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional nursery-school operator "
               + common.ORG + " (%d documents, %d versions with "
               "validity periods and reading groups) and "
               "%d labelled questions with answer spans and evidence sentences; "
               "answerable (direct, paraphrase, period, permission, near-miss; some two-part) and "
               "unanswerable (missing-item, target-mismatch, period, permission, out-of-domain). "
               "Written for this project; CC0.")


if __name__ == "__main__":
    build(OUT, common.DOCS, common.QS, prefix=PREFIX, name="company-train-hiyoko-nursery",
          description=DESCRIPTION, synonyms=SYNONYMS, default_as_of=DEFAULT_AS_OF,
          drop_keys=DROP_KEYS, readme=readme.write)
