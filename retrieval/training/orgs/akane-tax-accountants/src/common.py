"""Shared helpers for authoring the akane-tax-accountants training bundle.

Documents are declared with doc(); questions with A() (answerable) and U()
(unanswerable). build.py turns them into corpus.jsonl / questions.jsonl / checks.jsonl.
"""

ALL = ["all-staff"]
PTN = ["all-staff", "partners"]
HR = ["all-staff", "hr"]
ITA = ["all-staff", "it-admins"]

DOCS = []   # list of dict(doc_id, title, owner, contact, groups, targets, versions=[...])
QS = []     # list of question specs (dicts), in authoring order

_cur = {"doc": None}


def derive(text, reps):
    """Return text with each (old, new) replaced; every old must occur exactly once."""
    for old, new in reps:
        n = text.count(old)
        if n != 1:
            raise ValueError(f"derive: {old!r} occurs {n} times")
        text = text.replace(old, new)
    return text


def V(version, valid_from, valid_to, text, title=None, groups=None, targets=None):
    return {"version": version, "valid_from": valid_from, "valid_to": valid_to,
            "text": text.strip("\n"), "title": title, "groups": groups, "targets": targets}


def doc(doc_id, title, owner, contact, groups, targets, versions):
    DOCS.append({"doc_id": doc_id, "title": title, "owner": owner, "contact": contact,
                 "groups": groups, "targets": targets, "versions": versions})
    _cur["doc"] = doc_id


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
