"""A training pair of the answerability model, and what every source of pairs shares."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from retrieval.answering.net import pair_text
from retrieval.core.sentences import split_sentences


@dataclass(frozen=True)
class Pair:
    question: str
    title: str  # title and heading path, as the model reads them
    text: str
    topic: float | None  # None: not judged (the topic loss skips the pair)
    answer: float
    span: tuple[int, int] | None = None  # [start, end) in ``text``
    kind: str = ""

    def model_input(self) -> tuple[str, int]:
        return pair_text(self.title, (), self.text)


def without_sentences(text: str, needles: Sequence[str]) -> str:
    """``text`` without the sentences (or lines) that contain any of ``needles``."""
    kept = []
    for line in text.split("\n"):
        sentences = [
            s for s in split_sentences(line, keep_stray_marks=True) if not any(n and n in s for n in needles)
        ]
        if sentences:
            kept.append("".join(sentences))
    return "\n".join(kept)


def interleave(
    streams: Sequence[Iterator[list[Pair]]], weights: Sequence[float], seed: int
) -> Iterator[list[Pair]]:
    """Groups drawn from the streams in proportion to ``weights`` until all are spent."""
    rng = random.Random(seed)
    live = list(zip(streams, weights, strict=True))
    while live:
        total = sum(w for _, w in live)
        pick = rng.random() * total
        for k, (stream, w) in enumerate(live):
            pick -= w
            if pick <= 0 or k == len(live) - 1:
                try:
                    yield next(stream)
                except StopIteration:
                    live.pop(k)
                break
