"""Shared helpers for authoring the minori-agri-coop training bundle.

doc() declares a document, A() an answerable question, U() an unanswerable one, P() a
two-part question. build.py turns them into corpus.jsonl / questions.jsonl / checks.jsonl.
"""

ALL = ["all-staff"]
MGR = ["all-staff", "managers"]
HR = ["all-staff", "hr"]
CR = ["all-staff", "credit"]

DOCS = []
QS = []
_cur = {"doc": None}


def derive(text, reps):
    for old, new in reps:
        n = text.count(old)
        if n != 1:
            raise ValueError(f"derive: {old!r} occurs {n} times")
        text = text.replace(old, new)
    return text


def V(version, valid_from, valid_to, text):
    return {"version": version, "valid_from": valid_from, "valid_to": valid_to, "text": text.strip("\n")}


def doc(doc_id, title, owner, contact, groups, targets, versions):
    DOCS.append({"doc_id": doc_id, "title": title, "owner": owner, "contact": contact,
                 "groups": groups, "targets": targets, "versions": versions})
    _cur["doc"] = doc_id


def _pair(d, pair):
    return f"{d}:{pair}" if pair and ":" not in pair else pair


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
