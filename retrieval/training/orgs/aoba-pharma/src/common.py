"""Authoring helpers for the aoba-pharma training bundle.

doc() declares a document with its versions (V); A() an answerable question, U() an
unanswerable one and P() (parts part()) a two-part question (shared:
retrieval/training/org_authoring/records_t.py); build.py writes the jsonl files. Here:
this organization's reading groups.
"""
from retrieval.training.org_authoring.records_t import *  # noqa: F401,F403

QA = ["all-staff", "qa"]
