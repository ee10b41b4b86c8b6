"""Shared helpers for authoring the minori-agri-coop training bundle.

doc() declares a document (shared: retrieval/training/org_authoring/records.py); V() a version
without groups of its own, A() an answerable question, U() an unanswerable one, P() a two-part
question (this organization's own). build.py turns them into the jsonl files.
"""

from retrieval.training.org_authoring.records import ALL, DOCS, HR, MGR, QS, _cur, _pair, derive, doc  # noqa: F401

CR = ["all-staff", "credit"]


def V(version, valid_from, valid_to, text):
    return {"version": version, "valid_from": valid_from, "valid_to": valid_to, "text": text.strip("\n")}


def A(key, question, span, ver="2", ctx=None, cat="direct", g=ALL, date=None, style="polite",
      pair=None, notes="", nm=None, doc_id=None):
    d = doc_id or _cur["doc"]
    if (cat == "near-miss") != bool(nm):
        raise ValueError(f"{d}:{key}: near-miss and nm go together")
    QS.append({"key": f"{d}:{key}", "answerable": True, "question": question, "doc": d, "ver": ver,
               "span": span, "ctx": ctx, "category": cat, "groups": g, "asked_date": date,
               "style": style, "pair": _pair(d, pair), "notes": notes, "nm": nm})


def U(key, question, cat, ver="2", g=ALL, date=None, style="polite", pair=None, notes="",
      absent=(), absent_topic=(), doc_id=None, topic=True, gap=None):
    """gap (missing-item only): not-defined, no-value, condition, other-number."""
    d = doc_id or _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    if cat == "missing-item" and not gap and not notes:
        raise ValueError(f"{d}:{key}: missing-item needs a reason")
    QS.append({"key": f"{d}:{key}", "answerable": False, "question": question,
               "doc": d if topic else None, "ver": ver if topic else None, "category": cat,
               "groups": g, "asked_date": date, "style": style, "pair": _pair(d, pair),
               "notes": notes, "absent": list(absent), "absent_topic": list(absent_topic), "gap": gap})


def P(key, question, parts, style="polite", pair=None, notes="", g=ALL, absent=(), doc_id=None):
    """Two-part question. parts: two tuples (ask, doc, ver, span, ctx) for a stated part or
    (ask, None) for a part no visible version states."""
    d = doc_id or _cur["doc"]
    QS.append({"key": f"{d}:{key}", "two": True, "question": question, "doc": d, "parts": parts,
               "groups": g, "asked_date": None, "style": style, "pair": _pair(d, pair),
               "notes": notes, "absent": list(absent), "absent_topic": [], "gap": None,
               "answerable": all(p[1] for p in parts)})
