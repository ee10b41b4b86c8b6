"""Training pairs from SQuAD-format Wikipedia QA (JaQuAD train, JSQuAD)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np

from retrieval.core.bm25 import BM25Index
from retrieval.core.text import tokenize
from retrieval.training.answer_data.pairs import Pair, without_sentences
from retrieval.training.jaquad import load_squad


class SquadSource:
    """Pairs from SQuAD-format Wikipedia QA (JaQuAD train, JSQuAD)."""

    def __init__(self, folders: Sequence[Path], window_chars: int = 300) -> None:
        self.paragraphs, self.qas = [], []
        for folder in folders:
            paragraphs, qas = load_squad(folder)
            offset, article_offset = (
                len(self.paragraphs),
                (1 + max((p.article for p in self.paragraphs), default=-1)),
            )
            self.paragraphs += [
                type(p)(p.index + offset, p.article + article_offset, p.title, p.text) for p in paragraphs
            ]
            self.qas += [
                type(q)(q.qid, q.question, q.answers, q.paragraph + offset, q.answer_start) for q in qas
            ]
        self.window_chars = window_chars
        self.bm25 = BM25Index.from_texts([f"{p.title}\n{p.text}" for p in self.paragraphs])
        self.everything = np.ones(len(self.paragraphs), dtype=bool)
        self.by_article: dict[int, list[int]] = {}
        for p in self.paragraphs:
            self.by_article.setdefault(p.article, []).append(p.index)

    def _window(self, text: str, rng: random.Random, keep: tuple[int, int] | None = None) -> tuple[str, int]:
        width = self.window_chars
        if len(text) <= width:
            return text, 0
        if keep is not None:
            low = max(0, keep[1] - width)
            high = min(keep[0], len(text) - width)
            start = rng.randint(low, max(low, high))
        else:
            start = rng.randint(0, len(text) - width)
        return text[start : start + width], start

    def pairs(self, qa, rng: random.Random) -> list[Pair]:
        if not qa.answers or qa.answer_start < 0:
            return []
        p = self.paragraphs[qa.paragraph]
        answer = qa.answers[0]
        if p.text[qa.answer_start : qa.answer_start + len(answer)] != answer:
            return []
        span = (qa.answer_start, qa.answer_start + len(answer))
        window, start = self._window(p.text, rng, span)
        out = [
            Pair(
                qa.question,
                p.title,
                window,
                1.0,
                1.0,
                (span[0] - start, span[1] - start),
                kind="squad_positive",
            )
        ]
        removed = without_sentences(p.text, qa.answers)
        if len(removed) > 40 and not any(a in removed for a in qa.answers):
            out.append(
                Pair(qa.question, p.title, self._window(removed, rng)[0], 1.0, 0.0, kind="squad_removed")
            )
        same = [
            i
            for i in self.by_article[p.article]
            if i != p.index and not any(a in self.paragraphs[i].text for a in qa.answers)
        ]
        if same:
            other = self.paragraphs[rng.choice(same)]
            out.append(
                Pair(
                    qa.question,
                    other.title,
                    self._window(other.text, rng)[0],
                    1.0,
                    0.0,
                    kind="squad_same_article",
                )
            )
        scores = self.bm25.scores(tokenize(qa.question), self.everything)
        top = np.argsort(-scores, kind="stable")[:20]
        hits = [int(i) for i in top if self.paragraphs[int(i)].article != p.article and scores[i] > 0]
        hits = [i for i in hits if not any(a in self.paragraphs[i].text for a in qa.answers)]
        if hits:
            other = self.paragraphs[rng.choice(hits[:5])]
            out.append(
                Pair(qa.question, other.title, self._window(other.text, rng)[0], 0.0, 0.0, kind="squad_bm25")
            )
        return out


def squad_stream(source: SquadSource, *, seed: int, limit: int) -> Iterator[list[Pair]]:
    rng = random.Random(seed)
    order = list(range(len(source.qas)))
    rng.shuffle(order)
    n = 0
    for i in order:
        if n >= limit:
            return
        group = source.pairs(source.qas[i], rng)
        if group:
            n += 1
            yield group
