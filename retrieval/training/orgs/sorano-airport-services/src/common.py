"""Authoring helpers for the sorano-airport-services training bundle.

doc() declares a document with versions V() (shared: retrieval/training/org_authoring/records.py);
A() answerable, U() unanswerable, T() two-part
questions (parts from PA() = stated, PM() = not stated). Each returns a key usable as pair=.
build.py writes corpus.jsonl / questions.jsonl / checks.jsonl / bundle.json / README.md.
"""

from retrieval.training.org_authoring.records import ALL, DOCS, HR, MGR, QS, V, _cur, derive, doc  # noqa: F401

SEC = ["all-staff", "security"]

_cur["n"] = 0  # questions numbered within their document
STY = {"p": "polite", "c": "casual", "e": "english", "t": "typo"}


def _key():
    _cur["n"] += 1
    return f"{_cur['doc']}:{_cur['n']}"


def A(question, span, ver="1", ctx=None, cat="direct", g=ALL, date=None, s="p", pair=None,
      notes="", nm=None, doc_id=None):
    d = doc_id or _cur["doc"]
    if (cat == "near-miss") != bool(nm):
        raise ValueError(f"{question}: near-miss needs nm and vice versa")
    k = _key()
    QS.append({"key": k, "answerable": True, "question": question, "doc": d, "ver": ver,
               "span": span, "ctx": ctx, "category": cat, "groups": g, "asked_date": date,
               "style": STY[s], "pair": pair, "notes": notes, "nm": nm, "parts": None})
    return k


def U(question, cat, ver=None, g=ALL, date=None, s="p", pair=None, notes="", absent=(),
      absent_topic=(), tdoc=None, topic=True, gap=None):
    d = tdoc or _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{question}: gap on {cat}")
    if cat == "missing-item" and not gap:
        raise ValueError(f"{question}: missing-item needs gap")
    k = _key()
    QS.append({"key": k, "answerable": False, "question": question, "doc": d if topic else None,
               "ver": ver, "category": cat, "groups": g, "asked_date": date, "style": STY[s],
               "pair": pair, "notes": notes, "absent": list(absent),
               "absent_topic": list(absent_topic), "gap": gap, "parts": None})
    return k


def PA(ask, span, ver="1", ctx=None, doc_id=None):
    return {"ask": ask, "answerable": True, "doc": doc_id or _cur["doc"], "ver": ver,
            "span": span, "ctx": ctx}


def PM(ask):
    return {"ask": ask, "answerable": False}


def T(question, parts, g=ALL, date=None, s="p", pair=None, notes="", absent=(), cat=None):
    """Two-part question: answerable when both parts are stated; else missing-item, gap=part."""
    assert len(parts) == 2
    ok = all(p["answerable"] for p in parts)
    k = _key()
    if ok:
        first = parts[0]
        QS.append({"key": k, "answerable": True, "question": question, "doc": first["doc"],
                   "ver": first["ver"], "span": first["span"], "ctx": first["ctx"],
                   "category": cat or "direct", "groups": g, "asked_date": date, "style": STY[s],
                   "pair": pair, "notes": notes, "nm": None, "parts": parts})
    else:
        stated = [p for p in parts if p["answerable"]]
        assert pair, question
        QS.append({"key": k, "answerable": False, "question": question,
                   "doc": stated[0]["doc"] if stated else _cur["doc"], "ver": None,
                   "category": "missing-item", "groups": g, "asked_date": date, "style": STY[s],
                   "pair": pair, "notes": notes, "absent": list(absent), "absent_topic": [],
                   "gap": "part", "parts": parts})
    return k


def at(doc_id):
    """Continue authoring questions for an already declared document."""
    _cur["doc"] = doc_id
