"""Authoring helpers for the hoshikuzu-games training bundle.

doc() declares a document, A() an answerable question, U() an unanswerable one and P() a
two-part question. Versions left as None are resolved by build.py to the version valid on the
question's reference date (asked_date, else 2026-12-01).
"""

from retrieval.training.org_authoring.records import _cur
from retrieval.training.org_authoring.records import ALL, DOCS, HR, MGR, QS, V, derive, doc  # noqa: F401

STY = {"p": "polite", "c": "casual", "e": "english", "t": "typo"}


def _pair(p):
    return f"{_cur['doc']}:{p}" if p and ":" not in p else p


def A(key, q, span, ctx=None, cat="direct", g=ALL, date=None, s="p", pair=None, nm=None, ver=None, d=None):
    d = d or _cur["doc"]
    if (cat == "near-miss") != bool(nm):
        raise ValueError(f"{d}:{key}: near-miss needs nm")
    QS.append({"key": f"{d}:{key}", "answerable": True, "question": q, "doc": d, "ver": ver,
               "span": span, "ctx": ctx, "category": cat, "groups": g, "asked_date": date,
               "style": STY[s], "pair": _pair(pair), "notes": "", "nm": nm})


def U(key, q, cat, g=ALL, date=None, s="p", pair=None, gap=None, absent=(), notes="", tdoc=None,
      topic=True, absent_topic=()):
    d = _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    QS.append({"key": f"{d}:{key}", "answerable": False, "question": q,
               "doc": (tdoc or d) if topic else None, "ver": None, "category": cat, "groups": g,
               "asked_date": date, "style": STY[s], "pair": _pair(pair), "notes": notes,
               "absent": list(absent), "absent_topic": list(absent_topic), "gap": gap})


def P(key, q, parts, cat=None, g=ALL, date=None, s="p", pair=None, notes="", absent=(), absent_topic=()):
    """Two-part question. parts: two tuples, (ask, doc_id, span[, ctx]) for a stated part
    ('.' = current document) or (ask, None) for a part no visible version states."""
    d = _cur["doc"]
    ps = []
    for p in parts:
        if p[1] is None:
            ps.append({"ask": p[0], "answerable": False})
        else:
            ps.append({"ask": p[0], "answerable": True, "doc": d if p[1] == "." else p[1],
                       "span": p[2], "ctx": p[3] if len(p) > 3 else None})
    QS.append({"key": f"{d}:{key}", "answerable": all(p["answerable"] for p in ps), "question": q,
               "doc": d, "ver": None, "parts": ps, "category": cat, "groups": g, "asked_date": date,
               "style": STY[s], "pair": _pair(pair), "notes": notes, "absent": list(absent),
               "absent_topic": list(absent_topic), "gap": None, "nm": None})


def at(doc_id):
    """Attach the following questions to doc_id (used by extra.py)."""
    _cur["doc"] = doc_id
