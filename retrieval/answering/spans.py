"""Token ↔ character spans for the answer head (plain Python + numpy)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

MAX_ANSWER_TOKENS = 40


def passage_token_range(sequence_ids: Sequence[int | None], offsets, text_offset: int) -> list[int]:
    """Token positions that belong to the passage text (second sequence, after its title line)."""
    return [i for i, s in enumerate(sequence_ids) if s == 1 and offsets[i][1] > text_offset]


def char_to_tokens(
    sequence_ids: Sequence[int | None], offsets, text_offset: int, span: tuple[int, int]
) -> tuple[int, int] | None:
    """(start token, end token) covering ``span`` (offsets into the passage text), or None
    when the span was cut off by truncation."""
    lo, hi = span[0] + text_offset, span[1] + text_offset
    start = end = None
    for i in passage_token_range(sequence_ids, offsets, text_offset):
        a, b = offsets[i]
        if start is None and b > lo:
            start = i
        if a < hi:
            end = i
    if start is None or end is None or end < start or offsets[end][1] < hi:
        return None
    return start, end


def _sentence_of(starts: Sequence[int], sentences: Sequence[tuple[int, int]]) -> np.ndarray:
    """1 + the index of the sentence each token starts in (0: before the first sentence; a
    token between two sentences belongs to the one before it)."""
    bounds = np.asarray([a for a, _ in sentences])
    return np.searchsorted(bounds, np.asarray(starts), side="right")


def best_span(
    start_logits: np.ndarray,
    end_logits: np.ndarray,
    sequence_ids: Sequence[int | None],
    offsets,
    text_offset: int,
    text_length: int,
    max_tokens: int = MAX_ANSWER_TOKENS,
    sentences: Sequence[tuple[int, int]] | None = None,
    allowed: Sequence[int] | None = None,
) -> tuple[int, int, float] | None:
    """The highest-scoring span (start ≤ end < start + max_tokens) inside the passage text,
    as [start, end) character offsets into the text with its score (start + end logit).

    With ``sentences`` ([start, end) character offsets of the text's sentences, in order) the
    span stays inside one sentence: an answer is stated by a sentence, and a span that runs
    across a sentence break would put the sentence before the answer first. ``allowed``
    (indices into ``sentences``) keeps it inside those sentences; empty or None: any."""
    tokens = passage_token_range(sequence_ids, offsets, text_offset)
    if not tokens:
        return None
    idx = np.asarray(tokens)
    s = np.asarray(start_logits, dtype=np.float64)[idx]
    e = np.asarray(end_logits, dtype=np.float64)[idx]
    n = len(idx)
    scores = s[:, None] + e[None, :]
    band = np.triu(np.ones((n, n), dtype=bool)) & ~np.triu(np.ones((n, n), dtype=bool), k=max_tokens)
    if sentences:
        which = _sentence_of([offsets[i][0] - text_offset for i in idx], sentences)
        band &= which[:, None] == which[None, :]
        if allowed:
            inside = np.isin(which, np.asarray(allowed) + 1)
            if inside.any():
                band &= inside[:, None]
    scores = np.where(band, scores, -np.inf)
    flat = int(np.argmax(scores))
    i, j = divmod(flat, n)
    a = max(offsets[idx[i]][0] - text_offset, 0)
    b = min(offsets[idx[j]][1] - text_offset, text_length)
    if b <= a:
        return None
    return a, b, float(scores[i, j])


def sentence_span_scores(
    start_logits: np.ndarray,
    end_logits: np.ndarray,
    sequence_ids: Sequence[int | None],
    offsets,
    text_offset: int,
    sentences: Sequence[tuple[int, int]],
    max_tokens: int = MAX_ANSWER_TOKENS,
) -> np.ndarray:
    """Per sentence, the score (start + end logit) of the best span inside it; -inf for a
    sentence the reading does not reach (truncated)."""
    out = np.full(len(sentences), -np.inf)
    tokens = passage_token_range(sequence_ids, offsets, text_offset)
    if not tokens or not sentences:
        return out
    idx = np.asarray(tokens)
    s = np.asarray(start_logits, dtype=np.float64)[idx]
    e = np.asarray(end_logits, dtype=np.float64)[idx]
    which = _sentence_of([offsets[i][0] - text_offset for i in idx], sentences)
    for k in range(len(sentences)):
        inside = np.flatnonzero(which == k + 1)  # consecutive tokens: one small band per sentence
        if inside.size:
            m = inside.size
            band = np.triu(np.ones((m, m), dtype=bool)) & ~np.triu(np.ones((m, m), dtype=bool), k=max_tokens)
            out[k] = np.where(band, s[inside][:, None] + e[inside][None, :], -np.inf).max()
    return out
