"""Authoring helpers for the tsumugi-staffing training bundle.

doc() declares a document with its versions (V); A() an answerable question, U() an
unanswerable one and P() a two-part question with part() parts (shared:
retrieval/training/org_authoring/records.py); build.py writes the jsonl files. Here: this
organization's reading groups.
"""
from retrieval.training.org_authoring.records import *  # noqa: F401,F403

