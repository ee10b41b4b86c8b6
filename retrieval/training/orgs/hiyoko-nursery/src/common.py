"""Authoring helpers for the hiyoko-nursery training bundle.

doc() declares a document with its versions (V); A() an answerable question, U() an
unanswerable one and P() a two-part question with pa()/pm() parts (shared:
retrieval/training/org_authoring/records.py); build.py writes the jsonl files. Here: this
organization's reading groups.
"""
from retrieval.training.org_authoring.records import *  # noqa: F401,F403

HL = ["all-staff", "nurses"]
ORG = "社会福祉法人ひよこ会"
P = P_topic  # noqa: F405  (two-part questions from pa() / pm() parts)
