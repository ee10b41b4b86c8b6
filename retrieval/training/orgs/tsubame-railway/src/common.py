"""Authoring helpers for the tsubame-railway training bundle.

doc() declares a document with its versions (V); A() an answerable question, U() an
unanswerable one and P() (two halves part()) a two-part question (shared:
retrieval/training/org_authoring/records_t.py); build.py writes the jsonl files. Here:
this organization's reading groups.
"""
from retrieval.training.org_authoring.records_t import *  # noqa: F401,F403

SAFE = ["all-staff", "safety"]
from retrieval.training.org_authoring.records import _cur  # noqa: E402,F401 (set by extra.py)
part = half  # noqa: F405
P = P_halves  # noqa: F405
