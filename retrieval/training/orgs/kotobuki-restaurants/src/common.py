"""Authoring helpers for the kotobuki-restaurants training bundle.

doc() declares a document with its versions (V); A() an answerable question and U() an
unanswerable one (shared: retrieval/training/org_authoring/records_t.py). Here: this
organization's two-part questions, P() with parts S() (stated) and N() (stated nowhere).
"""
from retrieval.training.org_authoring.records import _cur, _pair
from retrieval.training.org_authoring.records_t import *  # noqa: F401,F403
from retrieval.training.org_authoring.records_t import ALL, QS


def S(ask, span, ver="1", ctx=None, doc_id=None):
    """A stated part of a two-part question."""
    return {"ask": ask, "answerable": True, "doc": doc_id or _cur["doc"], "ver": ver,
            "span": span, "ctx": ctx}


def N(ask):
    """A part that no visible version states."""
    return {"ask": ask, "answerable": False}


def P(key, question, parts, g=ALL, date=None, style="polite", pair=None, notes="",
      absent=(), cat=None):
    """Two-part question. Both parts stated -> answerable (category from wording unless cat);
    one part missing -> missing-item with gap=part (pair_of required)."""
    d = _cur["doc"]
    ok = all(p["answerable"] for p in parts)
    first = next(p for p in parts if p["answerable"])
    QS.append({"key": f"{d}:{key}", "answerable": ok, "question": question,
               "doc": first["doc"], "ver": first["ver"], "span": first["span"], "ctx": first["ctx"],
               "category": cat or ("direct" if ok else "missing-item"), "groups": g,
               "asked_date": date, "style": style, "pair": _pair(d, pair), "notes": notes,
               "nm": None, "absent": list(absent), "absent_topic": [],
               "gap": None if ok else "part", "parts": parts})
