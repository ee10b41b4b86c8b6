"""Authoring helpers for the hiyoko-nursery training bundle.

doc() declares a document with its versions (V()); A() an answerable question, U() an
unanswerable one, P() a two-part question (parts made with pa() / pm()).
build.py writes corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md.
"""

ALL = ["all-staff"]
MGR = ["all-staff", "managers"]
HR = ["all-staff", "hr"]
HL = ["all-staff", "nurses"]

DOCS = []
QS = []
_state = {"doc": None}

ORG = "社会福祉法人ひよこ会"


def derive(text, reps):
    """text with each (old, new) replaced; every old must occur exactly once."""
    for old, new in reps:
        k = text.count(old)
        if k != 1:
            raise ValueError(f"derive: {old!r} occurs {k} times")
        text = text.replace(old, new)
    return text


def V(version, valid_from, valid_to, text, groups=None, targets=None):
    return {"version": version, "valid_from": valid_from, "valid_to": valid_to,
            "text": text.strip("\n"), "groups": groups, "targets": targets}


def doc(doc_id, title, owner, contact, groups, targets, versions):
    DOCS.append({"doc_id": doc_id, "title": title, "owner": owner, "contact": contact,
                 "groups": groups, "targets": targets, "versions": versions})
    _state["doc"] = doc_id


def _pair(d, pair):
    if pair and ":" not in pair:
        return f"{d}:{pair}"
    return pair


def A(key, question, span, ver="1", ctx=None, cat="direct", g=ALL, date=None, style="polite",
      pair=None, nm=None, notes="", doc_id=None):
    d = doc_id or _state["doc"]
    if (cat == "near-miss") != bool(nm):
        raise ValueError(f"{d}:{key}: near-miss needs nm and nm needs near-miss")
    QS.append({"key": f"{d}:{key}", "kind": "A", "question": question, "doc": d, "ver": ver,
               "span": span, "ctx": ctx, "category": cat, "groups": g, "asked_date": date,
               "style": style, "pair": _pair(d, pair), "nm": nm, "notes": notes})


GAPS = ("not-defined", "no-value", "condition", "other-number", "part")


def U(key, question, cat, ver=None, g=ALL, date=None, style="polite", pair=None, gap=None,
      notes="", absent=(), absent_topic=(), tdoc=None, topic=True, doc_id=None):
    d = doc_id or _state["doc"]
    if gap and (cat != "missing-item" or gap not in GAPS):
        raise ValueError(f"{d}:{key}: bad gap {gap} for {cat}")
    QS.append({"key": f"{d}:{key}", "kind": "U", "question": question,
               "doc": (tdoc or d) if topic else None, "ver": ver, "category": cat, "groups": g,
               "asked_date": date, "style": style, "pair": _pair(d, pair), "gap": gap,
               "notes": notes, "absent": list(absent), "absent_topic": list(absent_topic)})


def pa(ask, span, ver="1", ctx=None, doc_id=None):
    """A stated part."""
    return {"ask": ask, "answerable": True, "span": span, "ver": ver, "ctx": ctx,
            "doc": doc_id or _state["doc"]}


def pm(ask):
    """A part that no visible version states."""
    return {"ask": ask, "answerable": False}


def P(key, question, parts, g=ALL, date=None, style="polite", pair=None, notes="", absent=(),
      absent_topic=(), tdoc=None, cat=None, ver=None, doc_id=None):
    d = doc_id or _state["doc"]
    assert len(parts) == 2
    QS.append({"key": f"{d}:{key}", "kind": "P", "question": question, "doc": tdoc or d,
               "ver": ver, "parts": parts, "groups": g, "asked_date": date, "style": style,
               "pair": _pair(d, pair), "notes": notes, "absent": list(absent),
               "absent_topic": list(absent_topic), "category": cat})
