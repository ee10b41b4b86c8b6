"""Shared helpers for authoring the aoba-pharma training bundle.

Documents are declared with doc(); questions with A() (answerable), U() (unanswerable) and
P() (two-part questions). build.py turns them into corpus.jsonl / questions.jsonl / checks.jsonl.
"""

ALL = ["all-staff"]
MGR = ["all-staff", "managers"]
HR = ["all-staff", "hr"]
QA = ["all-staff", "qa"]

DOCS = []   # list of dict(doc_id, title, owner, contact, groups, targets, versions=[...])
QS = []     # list of question specs (dicts), in authoring order

_cur = {"doc": None}

GAPS = ("not-defined", "no-value", "condition", "other-number", "part")


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


def _pair(d, pair):
    return f"{d}:{pair}" if pair and ":" not in pair else pair


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
               "asked_date": date, "style": style, "pair": _pair(d, pair),
               "notes": notes, "nm": nm, "parts": None})


def U(key, question, cat, ver=None, g=ALL, date=None, style="polite", pair=None,
      notes="", absent=(), absent_topic=(), doc_id=None, topic=True, tdoc=None, gap=None):
    """Unanswerable. gap (missing-item only): 'not-defined' (the rule says it does not define
    the item), 'no-value' (the rule names the item but leaves the value to 別途通知/別途定め),
    'condition' (the rule states the item only under another condition than the one asked),
    'other-number' (the passage has a number of the asked kind that answers something else)."""
    d = doc_id or _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    if gap and gap not in GAPS[:4]:
        raise ValueError(f"{d}:{key}: unknown gap {gap}")
    QS.append({"key": f"{d}:{key}", "answerable": False, "question": question,
               "doc": (tdoc or d) if topic else None, "ver": ver, "category": cat, "groups": g,
               "asked_date": date, "style": style, "pair": _pair(d, pair),
               "notes": notes, "absent": list(absent), "absent_topic": list(absent_topic),
               "gap": gap, "parts": None})


def part(ask, span=None, doc_id=None, ver="1", ctx=None):
    """One part of a two-part question; span None = the part is stated nowhere."""
    return {"ask": ask, "span": span, "doc": doc_id, "ver": ver, "ctx": ctx}


def P(key, question, parts, ver=None, g=ALL, style="polite", pair=None, notes="",
      absent=(), absent_topic=(), tdoc=None, doc_id=None):
    """Two-part question. Parts without doc_id default to the current document. When a part has
    no span, the question is unanswerable (missing-item, gap=part) with topic tdoc (default: the
    current document) at version ver."""
    d = doc_id or _cur["doc"]
    assert len(parts) == 2
    for p in parts:
        if p["span"] is not None and p["doc"] is None:
            p["doc"] = d
    ok = all(p["span"] is not None for p in parts)
    QS.append({"key": f"{d}:{key}", "answerable": ok, "question": question, "doc": (tdoc or d),
               "ver": ver, "category": None if ok else "missing-item", "groups": g,
               "asked_date": None, "style": style, "pair": _pair(d, pair), "notes": notes,
               "absent": list(absent), "absent_topic": list(absent_topic),
               "gap": None if ok else "part", "parts": parts, "span": None, "ctx": None, "nm": None})
