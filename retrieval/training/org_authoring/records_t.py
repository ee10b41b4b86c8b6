"""Authoring records without a ``kind``: ``parts`` is None unless the question is two-part.

Documents are declared with ``doc()`` (shared with ``records``); versions with ``V()``, which
here may carry their own title; questions with ``A()`` (answerable) and ``U()`` (unanswerable).
Two-part questions come in two styles, as the organizations wrote them: ``T()`` with parts from
``PA()`` (stated) and ``PM()`` (stated nowhere), whose top level is its first part or the part
stated nowhere; or ``P()`` with parts from ``part()`` (span None = stated nowhere), whose top
level is the on-topic document and whose category follows the first part's wording; or
``P_halves()`` with two ``half()``s (doc None = stated nowhere), whose top level is as ``T()``'s.
"""

from .records import ALL, DOCS, HR, MGR, QS, _cur, _pair, _record, derive, doc  # noqa: F401

GAPS = ("not-defined", "no-value", "condition", "other-number", "part")


def V(version, valid_from, valid_to, text, title=None, groups=None, targets=None):
    return {
        "version": version,
        "valid_from": valid_from,
        "valid_to": valid_to,
        "text": text.strip("\n"),
        "title": title,
        "groups": groups,
        "targets": targets,
    }


def A(
    key,
    question,
    span,
    ver="1",
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
    """Answerable. cat: direct/paraphrase (decided from wording by the builder), period,
    permission or near-miss (nm = the wrong value of the same kind found in the passage)."""
    d = doc_id or _cur["doc"]
    if cat == "near-miss" and not nm:
        raise ValueError(f"{d}:{key}: near-miss without nm")
    if nm and cat != "near-miss":
        raise ValueError(f"{d}:{key}: nm given but category {cat}")
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
            answerable=True,
            doc=d,
            ver=ver,
            span=span,
            ctx=ctx,
            category=cat,
            nm=nm,
            parts=None,
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
    """Unanswerable. gap (missing-item only): 'not-defined' (the rule says it does not define
    the item), 'no-value' (the rule names the item but leaves the value to 別途通知/別途定め),
    'condition' (the rule states the item only under another condition than the one asked),
    'other-number' (the passage holds a number of the asked kind that answers something else)."""
    d = doc_id or _cur["doc"]
    if gap and cat != "missing-item":
        raise ValueError(f"{d}:{key}: gap on {cat}")
    if gap and gap not in GAPS[:4]:
        raise ValueError(f"{d}:{key}: unknown gap {gap}")
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
            answerable=False,
            doc=(tdoc or d) if topic else None,
            ver=ver,
            category=cat,
            absent=list(absent),
            absent_topic=list(absent_topic),
            gap=gap,
            parts=None,
        )
    )


def PA(ask, span, doc_id=None, ver="1", ctx=None):
    """A stated part of a two-part question."""
    return {
        "ask": ask,
        "answerable": True,
        "doc": doc_id or _cur["doc"],
        "ver": ver,
        "span": span,
        "ctx": ctx,
    }


def PM(ask, tdoc=None, ver=None):
    """A part that no visible version states (tdoc@ver: the on-topic document)."""
    return {"ask": ask, "answerable": False, "doc": tdoc or _cur["doc"], "ver": ver}


def T(
    key,
    question,
    parts,
    g=ALL,
    date=None,
    style="polite",
    pair=None,
    notes="",
    cat=None,
    absent=(),
    absent_topic=(),
    doc_id=None,
):
    """Two-part question. Both parts stated -> answerable (category from wording unless cat);
    one part missing -> missing-item with gap=part, topic = the missing part's document."""
    d = doc_id or _cur["doc"]
    assert len(parts) == 2
    head = (d, key, question, g, date, style, pair, notes)
    if all(p["answerable"] for p in parts):
        first = parts[0]
        QS.append(
            _record(
                *head,
                parts=parts,
                answerable=True,
                doc=first["doc"],
                ver=first["ver"],
                span=first["span"],
                ctx=first["ctx"],
                category=cat or "direct",
                nm=None,
            )
        )
    else:
        miss = [p for p in parts if not p["answerable"]]
        assert len(miss) == 1
        QS.append(
            _record(
                *head,
                parts=parts,
                answerable=False,
                doc=miss[0]["doc"],
                ver=miss[0]["ver"],
                category="missing-item",
                absent=list(absent),
                absent_topic=list(absent_topic),
                gap="part",
            )
        )


def part(ask, span=None, doc_id=None, ver="1", ctx=None):
    """One part of a two-part question for ``P()``; span None = the part is stated nowhere."""
    return {"ask": ask, "span": span, "doc": doc_id, "ver": ver, "ctx": ctx}


def P(
    key,
    question,
    parts,
    ver=None,
    g=ALL,
    style="polite",
    pair=None,
    notes="",
    absent=(),
    absent_topic=(),
    tdoc=None,
    doc_id=None,
):
    """Two-part question. Parts without doc_id default to the current document. When a part has
    no span, the question is unanswerable (missing-item, gap=part) with topic tdoc (default: the
    current document) at version ver."""
    d = doc_id or _cur["doc"]
    assert len(parts) == 2
    for p in parts:
        if p["span"] is not None and p["doc"] is None:
            p["doc"] = d
    ok = all(p["span"] is not None for p in parts)
    QS.append(
        _record(
            d,
            key,
            question,
            g,
            None,
            style,
            pair,
            notes,
            answerable=ok,
            doc=(tdoc or d),
            ver=ver,
            category=None if ok else "missing-item",
            absent=list(absent),
            absent_topic=list(absent_topic),
            gap=None if ok else "part",
            parts=parts,
            span=None,
            ctx=None,
            nm=None,
        )
    )


def half(ask, doc_id=None, ver="1", span=None, ctx=None):
    """One half of a two-part question for ``P_halves()``; doc_id None = stated nowhere."""
    return {"ask": ask, "doc": doc_id, "ver": ver, "span": span, "ctx": ctx}


def P_halves(
    key,
    question,
    p1,
    p2,
    style="polite",
    g=ALL,
    date=None,
    pair=None,
    notes="",
    absent=(),
    tdoc=None,
    tver=None,
    cat=None,
):
    """Two-part question from two ``half()``s. Both stated -> answerable, its top level the first
    half (like ``T()``); one stated nowhere -> missing-item with gap=part, topic tdoc@tver."""
    d = _cur["doc"]
    ok = p1["doc"] is not None and p2["doc"] is not None
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
            answerable=ok,
            doc=p1["doc"] if ok else (tdoc or d),
            ver=p1["ver"] if ok else tver,
            span=p1["span"],
            ctx=p1["ctx"],
            category=(cat or "direct") if ok else "missing-item",
            nm=None,
            absent=list(absent),
            absent_topic=[],
            gap=None if ok else "part",
            parts=[p1, p2],
        )
    )
