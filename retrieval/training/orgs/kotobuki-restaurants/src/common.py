"""Shared helpers for authoring the kotobuki-restaurants training bundle.

Documents are declared with doc(); questions with A() (answerable), U() (unanswerable) and
P() (two-part questions). build.py turns them into corpus.jsonl / questions.jsonl / checks.jsonl.
"""

ALL = ["all-staff"]
MGR = ["all-staff", "managers"]
HR = ["all-staff", "hr"]

DOCS = []   # list of dict(doc_id, title, owner, contact, groups, targets, versions=[...])
QS = []     # list of question specs (dicts), in authoring order

_cur = {"doc": None}

GAPS = {"not-defined", "no-value", "condition", "other-number"}


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
    """Unanswerable. gap (missing-item only): 'not-defined' (the rule says 「本規程では定めない」),
    'no-value' (the rule names the item but leaves the value to 別途通知/別途定め), 'condition'
    (the rule states the item only under another condition), 'other-number' (the passage holds a
    number of the asked kind that answers something else)."""
    d = doc_id or _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    if gap and gap not in GAPS:
        raise ValueError(f"{d}:{key}: unknown gap {gap}")
    if cat == "missing-item" and not gap:
        pass
    QS.append({"key": f"{d}:{key}", "answerable": False, "question": question,
               "doc": (tdoc or d) if topic else None, "ver": ver, "category": cat, "groups": g,
               "asked_date": date, "style": style, "pair": _pair(d, pair),
               "notes": notes, "absent": list(absent), "absent_topic": list(absent_topic),
               "gap": gap, "parts": None})


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
