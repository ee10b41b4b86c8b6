"""Authoring helpers for the hidamari-welfare training bundle.

doc() declares a document with its versions (V); A() an answerable question, U() an
unanswerable one and P() a two-part question with pa()/pm() parts (shared:
retrieval/training/org_authoring/records.py); build.py writes the jsonl files. Here: this
organization's reading groups.
"""
from retrieval.training.org_authoring.records import *  # noqa: F401,F403

ACC = ["all-staff", "accounting"]
ORG = "特定非営利活動法人ひだまり福祉会"
P = P_topic  # noqa: F405  (two-part questions from pa() / pm() parts)
