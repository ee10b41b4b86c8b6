"""Authoring helpers for the tokiwa-insurance training bundle.

doc() declares a document with its versions (V); A() an answerable question, U() an
unanswerable one and part() a part of a two-part question (shared:
retrieval/training/org_authoring/records_t.py). Here: this organization's reading groups and its
own P(), whose topic is the question's document and which may carry a near-miss.
"""
from retrieval.training.org_authoring.records import _cur, _pair
from retrieval.training.org_authoring.records_t import *  # noqa: F401,F403
from retrieval.training.org_authoring.records_t import ALL, QS

CLM = ["all-staff", "claims"]


def P(key, question, parts, cat="direct", g=ALL, date=None, style="polite", pair=None,
      notes="", nm=None, absent=(), absent_topic=(), doc_id=None):
    """Two-part question. When both parts are stated it is answerable (span/evidence of the
    first part); when one part is stated nowhere it is missing-item with gap=part."""
    d = doc_id or _cur["doc"]
    assert len(parts) == 2
    for p in parts:
        if p["span"] is not None and p["doc"] is None:
            p["doc"] = d
    ok = all(p["span"] is not None for p in parts)
    if not ok and not any(p["span"] is not None for p in parts):
        raise ValueError(f"{d}:{key}: no stated part")
    if cat == "near-miss" and not nm:
        raise ValueError(f"{d}:{key}: near-miss without nm")
    stated = [p for p in parts if p["span"] is not None][0]
    # answerable: the first part is the topic (checks.jsonl); otherwise this document
    QS.append({"key": f"{d}:{key}", "answerable": ok, "question": question,
               "doc": parts[0]["doc"] if ok else d, "ver": stated["ver"], "parts": parts,
               "span": None, "ctx": None,
               "category": cat if ok else "missing-item", "groups": g, "asked_date": date,
               "style": style, "pair": _pair(d, pair), "notes": notes, "nm": nm if ok else None,
               "absent": list(absent), "absent_topic": list(absent_topic),
               "gap": None if ok else "part"})
