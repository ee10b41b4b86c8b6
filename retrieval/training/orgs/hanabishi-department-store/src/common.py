"""Authoring helpers for the hanabishi-department-store training bundle.

doc() declares a document with its versions (V); A() an answerable question, U() an
unanswerable one and P() a two-part question.  build.py writes the jsonl files.
"""

ALL = ["all-staff"]
MGR = ["all-staff", "managers"]
HR = ["all-staff", "hr"]
DATA = ["all-staff", "data-admins"]

DOCS = []
QS = []
_cur = {"doc": None}


def derive(text, reps):
    """Copy of text with each (old, new) replaced; each old must occur exactly once."""
    for old, new in reps:
        k = text.count(old)
        if k != 1:
            raise ValueError(f"derive: {old!r} found {k} times")
        text = text.replace(old, new)
    return text


def V(version, valid_from, valid_to, text, groups=None, targets=None):
    return {"version": version, "valid_from": valid_from, "valid_to": valid_to,
            "text": text.strip("\n"), "groups": groups, "targets": targets}


def doc(doc_id, title, owner, contact, groups, targets, versions):
    DOCS.append({"doc_id": doc_id, "title": title, "owner": owner, "contact": contact,
                 "groups": groups, "targets": targets, "versions": versions})
    _cur["doc"] = doc_id


def _pair(d, pair):
    if pair and ":" not in pair:
        return f"{d}:{pair}"
    return pair


def A(key, question, span, ver="1", ctx=None, cat="direct", g=ALL, date=None,
      style="polite", pair=None, notes="", nm=None, doc_id=None):
    d = doc_id or _cur["doc"]
    if (cat == "near-miss") != bool(nm):
        raise ValueError(f"{d}:{key}: near-miss needs nm and nm needs near-miss")
    QS.append({"key": f"{d}:{key}", "kind": "A", "answerable": True, "question": question,
               "doc": d, "ver": ver, "span": span, "ctx": ctx, "category": cat, "groups": g,
               "asked_date": date, "style": style, "pair": _pair(d, pair), "notes": notes,
               "nm": nm})


GAPS = {"not-defined", "no-value", "condition", "other-number", "part"}


def U(key, question, cat, ver=None, g=ALL, date=None, style="polite", pair=None, notes="",
      absent=(), absent_topic=(), doc_id=None, topic=True, tdoc=None, gap=None):
    d = doc_id or _cur["doc"]
    if gap and (cat != "missing-item" or gap not in GAPS):
        raise ValueError(f"{d}:{key}: bad gap {gap} for {cat}")
    QS.append({"key": f"{d}:{key}", "kind": "U", "answerable": False, "question": question,
               "doc": (tdoc or d) if topic else None, "ver": ver, "category": cat, "groups": g,
               "asked_date": date, "style": style, "pair": _pair(d, pair), "notes": notes,
               "absent": list(absent), "absent_topic": list(absent_topic), "gap": gap})


def part(ask, span=None, ver="1", doc_id=None, ctx=None):
    """One part of a two-part question; span None = the part is stated nowhere."""
    return {"ask": ask, "span": span, "ver": ver, "doc": doc_id or (_cur["doc"] if span else None),
            "ctx": ctx}


def P(key, question, parts, g=ALL, date=None, style="polite", pair=None, notes="",
      cat="direct", absent=(), absent_topic=(), doc_id=None):
    d = doc_id or _cur["doc"]
    assert len(parts) == 2
    ok = all(p["span"] for p in parts)
    stated = [p for p in parts if p["span"]]
    QS.append({"key": f"{d}:{key}", "kind": "P", "answerable": ok, "question": question,
               "doc": stated[0]["doc"], "ver": stated[0]["ver"], "parts": parts,
               "category": cat if ok else "missing-item", "groups": g, "asked_date": date,
               "style": style, "pair": _pair(d, pair), "notes": notes, "nm": None,
               "absent": list(absent), "absent_topic": list(absent_topic),
               "gap": None if ok else "part"})
