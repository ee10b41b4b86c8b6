"""Shared helpers for authoring the sakuragaoka-university training bundle.

Documents: doc(); questions: A() (answerable), U() (unanswerable), T() (two-part, with P()/M() parts).
build.py turns them into corpus.jsonl / questions.jsonl / checks.jsonl / bundle.json / README.md.
A version left as None means the version valid on default_as_of (2026-12-01).
"""

from retrieval.training.org_authoring.records import _cur, _pair  # noqa: F401
from retrieval.training.org_authoring.records import ALL, DOCS, HR, MGR, QS, V, derive, doc  # noqa: F401

ADM = ["all-staff", "admissions"]
STYLES = {"p": "polite", "c": "casual", "e": "english", "t": "typo"}


def A(key, question, span, ver=None, ctx=None, cat="direct", g=ALL, date=None, s="p",
      pair=None, notes="", nm=None, doc_id=None):
    d = doc_id or _cur["doc"]
    if (cat == "near-miss") != bool(nm):
        raise ValueError(f"{d}:{key}: near-miss and nm must go together")
    QS.append({"key": f"{d}:{key}", "answerable": True, "question": question, "doc": d, "ver": ver,
               "span": span, "ctx": ctx, "category": cat, "groups": g, "asked_date": date,
               "style": STYLES[s], "pair": _pair(d, pair), "notes": notes, "nm": nm})


def U(key, question, cat, ver=None, g=ALL, date=None, s="p", pair=None, notes="", absent=(),
      absent_topic=(), doc_id=None, topic=True, tdoc=None, gap=None):
    """gap (missing-item only): not-defined / no-value / condition / other-number."""
    d = doc_id or _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    if cat == "missing-item" and gap not in (None, "not-defined", "no-value", "condition", "other-number"):
        raise ValueError(f"{d}:{key}: bad gap {gap}")
    QS.append({"key": f"{d}:{key}", "answerable": False, "question": question,
               "doc": (tdoc or d) if topic else None, "ver": ver, "category": cat, "groups": g,
               "asked_date": date, "style": STYLES[s], "pair": _pair(d, pair), "notes": notes,
               "absent": list(absent), "absent_topic": list(absent_topic), "gap": gap})


def P(ask, span, doc_id=None, ver=None, ctx=None):
    """A stated part of a two-part question."""
    return {"ask": ask, "answerable": True, "doc": doc_id, "ver": ver, "span": span, "ctx": ctx}


def M(ask):
    """A part that no visible version states."""
    return {"ask": ask, "answerable": False}


def T(key, question, p1, p2, s="p", pair=None, notes="", absent=(), absent_topic=(), doc_id=None,
      tdoc=None, g=ALL, date=None):
    """Two-part question. Both parts stated -> answerable (category from the first part's wording);
    one part missing -> missing-item with gap=part, topic = tdoc or the current document."""
    d = doc_id or _cur["doc"]
    for p in (p1, p2):
        if p["answerable"] and p["doc"] is None:
            p["doc"] = d
    both = p1["answerable"] and p2["answerable"]
    if not both and not pair:
        raise ValueError(f"{d}:{key}: part-missing question needs pair")
    QS.append({"key": f"{d}:{key}", "answerable": both, "question": question, "doc": tdoc or d,
               "ver": None, "category": "direct" if both else "missing-item", "groups": g,
               "asked_date": date, "style": STYLES[s], "pair": _pair(d, pair), "notes": notes,
               "absent": list(absent), "absent_topic": list(absent_topic),
               "gap": None if both else "part", "parts": [p1, p2], "nm": None})
