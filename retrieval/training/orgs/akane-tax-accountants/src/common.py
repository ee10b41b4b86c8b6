"""Shared helpers for authoring the akane-tax-accountants training bundle.

Documents are declared with doc() and V() (shared: retrieval/training/org_authoring/records_t.py);
questions with A() (answerable), U() (unanswerable) and P() (two-part, parts as tuples), this
organization's own. build.py turns them into corpus.jsonl / questions.jsonl / checks.jsonl.
"""

from retrieval.training.org_authoring.records import _cur
from retrieval.training.org_authoring.records_t import ALL, DOCS, HR, QS, V, derive, doc  # noqa: F401

PTN = ["all-staff", "partners"]
ITA = ["all-staff", "it-admins"]


def A(key, question, span, ver="1", ctx=None, cat="direct", g=ALL, date=None,
      style="polite", pair=None, notes="", nm=None, doc_id=None):
    """Answerable. cat: direct/paraphrase (decided from wording by build.py), period,
    permission or near-miss (nm = the wrong value of the same kind found in the passage)."""
    d = doc_id or _cur["doc"]
    if cat == "near-miss" and not nm:
        raise ValueError(f"{d}:{key}: near-miss without nm")
    if nm and cat != "near-miss":
        raise ValueError(f"{d}:{key}: nm given but category {cat}")
    QS.append({"key": f"{d}:{key}", "answerable": True, "question": question, "doc": d,
               "ver": ver, "span": span, "ctx": ctx, "category": cat, "groups": g,
               "asked_date": date, "style": style,
               "pair": (f"{d}:{pair}" if pair and ":" not in pair else pair),
               "notes": notes, "nm": nm})


def U(key, question, cat, ver=None, g=ALL, date=None, style="polite", pair=None,
      notes="", absent=(), absent_topic=(), doc_id=None, topic=True, tdoc=None, gap=None):
    """Unanswerable. gap (missing-item only): 'not-defined' (the rule says it does not define
    the item) or 'no-value' (the rule names the item but leaves the value to 別途通知/別表/別途定め)."""
    d = doc_id or _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    QS.append({"key": f"{d}:{key}", "answerable": False, "question": question,
               "doc": (tdoc or d) if topic else None, "ver": ver, "category": cat, "groups": g,
               "asked_date": date, "style": style,
               "pair": (f"{d}:{pair}" if pair and ":" not in pair else pair),
               "notes": notes, "absent": list(absent), "absent_topic": list(absent_topic),
               "gap": gap})


def P(key, question, parts, style="polite", pair=None, notes="", cat=None, g=ALL, date=None):
    """Two-part question. parts: list of (ask, doc_id, ver, span, ctx) for stated parts, or
    (ask, None) for a part stated nowhere."""
    QS.append({"key": f"{_cur['doc']}:{key}", "answerable": all(p[1] for p in parts),
               "question": question, "doc": _cur["doc"], "parts": parts, "category": cat,
               "groups": g, "asked_date": date, "style": style,
               "pair": (f"{_cur['doc']}:{pair}" if pair and ":" not in pair else pair),
               "notes": notes, "absent": [], "absent_topic": [], "gap": "part", "ver": None})
