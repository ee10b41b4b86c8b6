"""Authoring helpers for the tsubame-railway training bundle (つばめ鉄道株式会社, fictional).

doc() declares a document with its versions; A() an answerable question, U() an unanswerable one,
P() a two-part question. build.py turns them into corpus.jsonl / questions.jsonl / checks.jsonl.
"""

ALL = ["all-staff"]
MGR = ["all-staff", "managers"]
HR = ["all-staff", "hr"]
SAFE = ["all-staff", "safety"]

DOCS = []
QS = []
_cur = {"doc": None}


def derive(text, reps):
    """Copy text replacing each (old, new); every old must occur exactly once."""
    for old, new in reps:
        k = text.count(old)
        if k != 1:
            raise ValueError(f"derive: {old!r} occurs {k} times")
        text = text.replace(old, new)
    return text


def V(version, valid_from, valid_to, text, groups=None):
    return {"version": version, "valid_from": valid_from, "valid_to": valid_to,
            "text": text.strip("\n"), "groups": groups}


def doc(doc_id, title, owner, contact, groups, targets, versions):
    DOCS.append({"doc_id": doc_id, "title": title, "owner": owner, "contact": contact,
                 "groups": groups, "targets": targets, "versions": versions})
    _cur["doc"] = doc_id


def _pair(d, pair):
    return f"{d}:{pair}" if pair and ":" not in pair else pair


def A(key, question, span, ver="1", ctx=None, cat="direct", g=ALL, date=None, style="polite",
      pair=None, notes="", nm=None, doc_id=None):
    """Answerable. ctx: a longer exact string locating the span when the span alone is ambiguous.
    cat: direct/paraphrase (build.py decides from wording), period, permission, near-miss (nm=wrong value)."""
    d = doc_id or _cur["doc"]
    if (cat == "near-miss") != bool(nm):
        raise ValueError(f"{d}:{key}: near-miss and nm go together")
    QS.append({"key": f"{d}:{key}", "answerable": True, "question": question, "doc": d, "ver": ver,
               "span": span, "ctx": ctx, "category": cat, "groups": g, "asked_date": date,
               "style": style, "pair": _pair(d, pair), "notes": notes, "nm": nm, "parts": None})


def U(key, question, cat, ver=None, g=ALL, date=None, style="polite", pair=None, notes="",
      absent=(), absent_topic=(), doc_id=None, topic=True, tdoc=None, gap=None):
    """Unanswerable. gap (missing-item only): not-defined / no-value / condition / other-number / part."""
    d = doc_id or _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    if cat == "missing-item" and not gap:
        pass
    QS.append({"key": f"{d}:{key}", "answerable": False, "question": question,
               "doc": (tdoc or d) if topic else None, "ver": ver, "category": cat, "groups": g,
               "asked_date": date, "style": style, "pair": _pair(d, pair), "notes": notes,
               "absent": list(absent), "absent_topic": list(absent_topic), "gap": gap, "parts": None})


def part(ask, doc_id=None, ver="1", span=None, ctx=None):
    """One half of a two-part question; doc_id=None means the item is stated nowhere."""
    return {"ask": ask, "doc": doc_id, "ver": ver, "span": span, "ctx": ctx}


def P(key, question, p1, p2, style="polite", g=ALL, date=None, pair=None, notes="", absent=(),
      tdoc=None, tver=None, cat=None):
    """Two-part question. Both parts stated -> answerable (direct/paraphrase from the first part);
    one part stated nowhere -> missing-item with gap=part, topic tdoc (the on-topic document)."""
    d = _cur["doc"]
    ok = p1["doc"] is not None and p2["doc"] is not None
    QS.append({"key": f"{d}:{key}", "answerable": ok, "question": question,
               "doc": p1["doc"] if ok else (tdoc or d), "ver": p1["ver"] if ok else tver,
               "span": p1["span"], "ctx": p1["ctx"], "category": (cat or "direct") if ok else "missing-item",
               "groups": g, "asked_date": date, "style": style, "pair": _pair(d, pair), "notes": notes,
               "nm": None, "absent": list(absent), "absent_topic": [], "gap": None if ok else "part",
               "parts": [p1, p2]})
