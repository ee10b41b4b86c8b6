"""Authoring helpers for the tsukumo-telecom training bundle.

doc() declares a document with its versions (V); A() an answerable question, U() an
unanswerable one and T() (parts PA()/PM()) a two-part question (shared:
retrieval/training/org_authoring/records_t.py); build.py writes the jsonl files. Here:
this organization's reading groups.
"""
from retrieval.training.org_authoring.records_t import *  # noqa: F401,F403

NET = ["all-staff", "netops"]
