"""What the decision page adds to the logged decision: each candidate passage's text with the
cited sentences marked (only where the reviewer may read it), and the next decision to label."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from grading import scope
from grading.models import Decision
from retrieval.models import Passage
from retrieval.selectors import user_reading_groups, versions_readable


def text_segments(text: str, sentences: Iterable[tuple[str, int | None]]) -> list[dict[str, Any]]:
    """``text`` cut into plain and cited pieces, in order. Each (sentence, citation number) marks
    the sentence's first occurrence; overlapping marks merge; a sentence not in the text is
    ignored (the passage may have been cut differently since)."""
    spans: list[tuple[int, int, int | None]] = []
    for sentence, number in sentences:
        sentence = (sentence or "").strip()
        at = text.find(sentence) if sentence else -1
        if at >= 0:
            spans.append((at, at + len(sentence), number))
    spans.sort(key=lambda s: (s[0], s[1]))
    out: list[dict[str, Any]] = []
    pos = 0
    for start, end, number in spans:
        numbers = [number] if number is not None else []
        if start < pos:  # overlaps the previous mark: extend it
            last = out[-1]
            if end > pos:
                last["text"] += text[pos:end]
                pos = end
            last["numbers"] = sorted({*last["numbers"], *numbers})
            continue
        if start > pos:
            out.append({"text": text[pos:start], "cited": False, "numbers": []})
        out.append({"text": text[start:end], "cited": True, "numbers": numbers})
        pos = end
    if pos < len(text):
        out.append({"text": text[pos:], "cited": False, "numbers": []})
    return out


def _cited_sentences(shown: dict[str, Any]) -> dict[str, list[tuple[str, int | None]]]:
    """passage id → (sentence, citation number) for the shown, unredacted citations: the
    citation's ``sentence``; where the log has none, the statements that cite it (they are
    verbatim sentences of the cited passage)."""
    by_number: dict[Any, list[str]] = {}
    for s in shown["statements"]:
        if not s.get("redacted"):
            for n in s.get("citations") or ():
                by_number.setdefault(n, []).append(s.get("text") or "")
    out: dict[str, list[tuple[str, int | None]]] = {}
    for c in shown["citations"]:
        if c.get("redacted") or not c.get("passage_id"):
            continue
        number = c.get("number")
        sentences = [c["sentence"]] if c.get("sentence") else by_number.get(number, [])
        out.setdefault(str(c["passage_id"]), []).extend((s, number) for s in sentences)
    return out


def candidate_passages(*, shown: dict[str, Any], reviewer) -> list[dict[str, Any]]:
    """One row per shown candidate, numbered as in the candidates table. A row has the passage
    (heading and text pieces) only when the decision is in the reviewer's scope, the candidate
    is not redacted and its version is readable by the reviewer now (checked again here, so a
    version the reviewer lost access to fails closed); otherwise the row carries no text."""
    if not shown.get("in_scope"):
        return []
    wanted = {
        str(c["passage_id"]): str(c.get("version_id"))
        for c in shown["candidates"]
        if not c.get("redacted") and str(c.get("passage_id") or "").isdigit()
    }
    readable = versions_readable(groups=user_reading_groups(user=reviewer)).values("pk")
    passages = {
        str(p.pk): p
        for p in Passage.objects.filter(pk__in=[int(x) for x in wanted], version__in=readable)
        if str(p.version_id) == wanted[str(p.pk)]  # the logged passage of the logged version only
    }
    cited = _cited_sentences(shown)
    rows = []
    for number, c in enumerate(shown["candidates"], start=1):
        pid = str(c.get("passage_id") or "")
        passage = None if c.get("redacted") else passages.get(pid)
        segments = text_segments(passage.text, cited.get(pid, ())) if passage else []
        rows.append(
            {
                "number": number,
                "candidate": c,
                "passage": passage,
                "segments": segments,
                "highlighted": any(s["cited"] for s in segments),
                "sentence": next((s for s, _n in cited.get(pid, ()) if s), ""),
            }
        )
    return rows


def next_unlabelled(*, reviewer, after: Decision, among=None) -> Decision | None:
    """The queue's next decision to label: nobody has labelled it, the reviewer may judge it
    (in scope), newest first as the queue lists them; never ``after`` itself. ``among``: the
    queue's filtered decisions (its outcome, feedback … filter), else all."""
    groups = scope.reviewer_groups(reviewer)
    rows = (
        (Decision.objects.all() if among is None else among)
        .filter(labels__isnull=True)
        .exclude(pk=after.pk)
        .order_by("-seq")
        .only("pk", "seq", "groups")
    )
    for d in rows.iterator(chunk_size=200):
        if scope.decision_in_scope(d, groups):
            return d
    return None
