"""Sentence-window pairs (issue #38 item 2): one sentence of a passage and the sentence after it,
read with the passage's title, so the model learns to judge the answer sentence itself and not
topic words elsewhere in the passage. ``AnswerReader.locate`` reads a passage's best sentences
alone in the same way; the windows are cut by the same splitter (``sentence_spans``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from retrieval.core.sentences import sentence_spans, window_spans
from retrieval.core.text import tokenize
from retrieval.training.answer_data.pairs import Pair

# The unanswerable variants whose passage pairs get a window (kinds ``window_<category>``).
WINDOW_CATEGORIES = ("missing-item", "target-mismatch")


def _windows(text: str) -> list[tuple[int, int]]:
    """[start, end) of each sentence's window: the sentence and the one after it (the last
    sentence alone); none for a passage of one sentence (the passage pair reads it already)."""
    sentences = sentence_spans(text)
    if len(sentences) < 2:
        return []
    return window_spans(sentences, 1)


def _sentence_at(text: str, at: int) -> int | None:
    """The index of the sentence of ``text`` that holds offset ``at``."""
    return next((k for k, (a, b) in enumerate(sentence_spans(text)) if a <= at < b), None)


def _answer_windows(q: dict, positive: Pair, needles: Sequence[str], rng: random.Random) -> list[Pair]:
    """``window_positive``: the window of the sentence that holds the evidence (else the span),
    its span re-based into it; ``window_other``: a window of another sentence that holds none of
    ``needles``."""
    text, span = positive.text, positive.span
    windows = _windows(text)
    if not windows:
        return []
    evidence = q.get("evidence")
    if isinstance(evidence, list):
        evidence = evidence[0] if evidence else None
    at = text.find(evidence) if evidence else -1
    if at < 0:
        at = span[0] if span else -1
    anchor = _sentence_at(text, at) if at >= 0 else None
    if anchor is None:
        return []
    a, b = windows[anchor]
    inside = span is not None and a <= span[0] and span[1] <= b
    out = [
        Pair(
            positive.question,
            positive.title,
            text[a:b],
            1.0,
            1.0,
            (span[0] - a, span[1] - a) if inside else None,
            "window_positive",
        )
    ]
    others = [
        (s, e) for k, (s, e) in enumerate(windows) if k != anchor and not any(n in text[s:e] for n in needles)
    ]
    if others:
        s, e = rng.choice(others)
        out.append(Pair(positive.question, positive.title, text[s:e], 1.0, 0.0, None, "window_other"))
    return out


def _variant_window(passage: Pair, kind: str) -> Pair | None:
    """The window of the passage sentence that shares the most question tokens (the first of
    equals), or None when the passage has one sentence or no sentence shares a token."""
    windows = _windows(passage.text)
    if not windows:
        return None
    asked = set(tokenize(passage.question))
    shared = [len(asked & set(tokenize(passage.text[a:b]))) for a, b in sentence_spans(passage.text)]
    best = max(range(len(shared)), key=lambda k: (shared[k], -k))
    if not shared[best]:
        return None
    a, b = windows[best]
    return Pair(passage.question, passage.title, passage.text[a:b], 1.0, 0.0, None, kind)


def window_pairs(q: dict, own: Sequence[Pair], needles: Sequence[str], rng: random.Random) -> list[Pair]:
    """The sentence windows of one question's own pairs (``CompanySource._own_pairs``): for an
    answerable question those of its ``positive`` passage (``needles``: the strings that state
    its answer), for a missing-item / target-mismatch variant one per passage it is paired with
    (``window_<category>``, answer 0). Other questions give none."""
    if q.get("answerable"):
        positive = next((p for p in own if p.kind == "positive"), None)
        return _answer_windows(q, positive, needles, rng) if positive is not None else []
    category = q.get("category")
    if category not in WINDOW_CATEGORIES:
        return []
    read = [p for p in own if p.kind in (category, f"{category}_nearest")]
    found = (_variant_window(p, f"window_{category}") for p in read)
    return [p for p in found if p is not None]
