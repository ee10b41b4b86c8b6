"""Authoring records: documents with versions, answerable, unanswerable and two-part questions.

``doc()`` declares a document with its versions (``V``); ``A()`` an answerable question, ``U()``
an unanswerable one and ``P()`` a two-part question (parts made with ``part()``). Everything is
collected in the module lists ``DOCS`` and ``QS`` (one organization per process).

``P_topic()`` is the two-part flavour whose parts come from ``pa()`` / ``pm()`` and whose topic is
given. With ``default_version_on(date)`` a question's version defaults to the document's version valid
on that date instead of "1".
"""

ALL = ["all-staff"]
MGR = ["all-staff", "managers"]
HR = ["all-staff", "hr"]

DOCS = []
QS = []
GAPS = {"not-defined", "no-value", "condition", "other-number", "part"}
_cur = {"doc": None, "ver": "1", "on": None}


def default_version_on(date):
    """From now on a question's version defaults to the version valid on ``date``."""
    _cur["on"] = date


def derive(text, reps):
    """Copy of text with each (old, new) replaced; each old must occur exactly once."""
    for old, new in reps:
        k = text.count(old)
        if k != 1:
            raise ValueError(f"derive: {old!r} found {k} times")
        text = text.replace(old, new)
    return text


def V(version, valid_from, valid_to, text, groups=None, targets=None):
    return {
        "version": version,
        "valid_from": valid_from,
        "valid_to": valid_to,
        "text": text.strip("\n"),
        "groups": groups,
        "targets": targets,
    }


def doc(doc_id, title, owner, contact, groups, targets, versions):
    DOCS.append(
        {
            "doc_id": doc_id,
            "title": title,
            "owner": owner,
            "contact": contact,
            "groups": groups,
            "targets": targets,
            "versions": versions,
        }
    )
    _cur["doc"] = doc_id
    on = _cur["on"]
    if on is not None:
        cur = [
            v["version"]
            for v in versions
            if v["valid_from"] <= on and (v["valid_to"] is None or on <= v["valid_to"])
        ]
        _cur["ver"] = cur[0] if cur else versions[0]["version"]


def _pair(d, pair):
    if pair and ":" not in pair:
        return f"{d}:{pair}"
    return pair


def _record(d, key, question, groups, asked_date, style, pair, notes, **fields):
    """A question record: what every kind has, and its own ``fields``."""
    return {
        "key": f"{d}:{key}",
        "question": question,
        "groups": groups,
        "asked_date": asked_date,
        "style": style,
        "pair": _pair(d, pair),
        "notes": notes,
        **fields,
    }


def _ver(ver):
    """The version given, else the current document's default one ("1" unless dated)."""
    return ver or _cur["ver"]


def A(
    key,
    question,
    span,
    ver=None,
    ctx=None,
    cat="direct",
    g=ALL,
    date=None,
    style="polite",
    pair=None,
    notes="",
    nm=None,
    doc_id=None,
):
    d = doc_id or _cur["doc"]
    if (cat == "near-miss") != bool(nm):
        raise ValueError(f"{d}:{key}: near-miss needs nm and nm needs near-miss")
    QS.append(
        _record(
            d,
            key,
            question,
            g,
            date,
            style,
            pair,
            notes,
            kind="A",
            answerable=True,
            doc=d,
            ver=_ver(ver),
            span=span,
            ctx=ctx,
            category=cat,
            nm=nm,
        )
    )


def U(
    key,
    question,
    cat,
    ver=None,
    g=ALL,
    date=None,
    style="polite",
    pair=None,
    notes="",
    absent=(),
    absent_topic=(),
    doc_id=None,
    topic=True,
    tdoc=None,
    gap=None,
):
    d = doc_id or _cur["doc"]
    if gap and (cat != "missing-item" or gap not in GAPS):
        raise ValueError(f"{d}:{key}: bad gap {gap} for {cat}")
    if _cur["on"] is not None and cat in ("missing-item", "target-mismatch") and not tdoc:
        ver = _ver(ver)
    QS.append(
        _record(
            d,
            key,
            question,
            g,
            date,
            style,
            pair,
            notes,
            kind="U",
            answerable=False,
            doc=(tdoc or d) if topic else None,
            ver=ver,
            category=cat,
            absent=list(absent),
            absent_topic=list(absent_topic),
            gap=gap,
        )
    )


def part(ask, span=None, ver=None, doc_id=None, ctx=None):
    """One part of a two-part question; span None = the part is stated nowhere."""
    ver = _ver(ver) if span or _cur["on"] is None else None
    return {
        "ask": ask,
        "span": span,
        "ver": ver,
        "doc": doc_id or (_cur["doc"] if span else None),
        "ctx": ctx,
    }


def P(
    key,
    question,
    parts,
    g=ALL,
    date=None,
    style="polite",
    pair=None,
    notes="",
    cat="direct",
    absent=(),
    absent_topic=(),
    doc_id=None,
):
    d = doc_id or _cur["doc"]
    assert len(parts) == 2
    ok = all(p["span"] for p in parts)
    stated = [p for p in parts if p["span"]]
    QS.append(
        _record(
            d,
            key,
            question,
            g,
            date,
            style,
            pair,
            notes,
            kind="P",
            answerable=ok,
            doc=stated[0]["doc"],
            ver=stated[0]["ver"],
            parts=parts,
            category=cat if ok else "missing-item",
            nm=None,
            absent=list(absent),
            absent_topic=list(absent_topic),
            gap=None if ok else "part",
        )
    )


def pa(ask, span, ver="1", ctx=None, doc_id=None):
    """A stated part, for ``P_topic()``."""
    return {
        "ask": ask,
        "answerable": True,
        "span": span,
        "ver": ver,
        "ctx": ctx,
        "doc": doc_id or _cur["doc"],
    }


def pm(ask):
    """A part that no visible version states, for ``P_topic()``."""
    return {"ask": ask, "answerable": False}


def P_topic(
    key,
    question,
    parts,
    g=ALL,
    date=None,
    style="polite",
    pair=None,
    notes="",
    absent=(),
    absent_topic=(),
    tdoc=None,
    cat=None,
    ver=None,
    doc_id=None,
):
    """Two-part question from ``pa()`` / ``pm()`` parts whose topic is ``tdoc`` (default: the
    current document) at ``ver``, not the stated part; category None = from the wording; no
    ``two-part`` in the notes."""
    d = doc_id or _cur["doc"]
    assert len(parts) == 2
    ok = all(p["answerable"] for p in parts)
    QS.append(
        _record(
            d,
            key,
            question,
            g,
            date,
            style,
            pair,
            notes,
            kind="P",
            answerable=ok,
            doc=tdoc or d,
            ver=ver,
            parts=parts,
            category=cat if ok else "missing-item",
            nm=None,
            absent=list(absent),
            absent_topic=list(absent_topic),
            gap=None if ok else "part",
            two_part_note=False,
        )
    )
