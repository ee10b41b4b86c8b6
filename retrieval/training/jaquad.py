"""JaQuAD (SQuAD format) as reranker training pairs, with hard negatives.

Positives are (question, its paragraph). Hard negatives are other paragraphs of the
same article and BM25 top hits from other articles; a paragraph that contains one of
the question's answers is never used as a negative (it may well answer it too).
The passage text is what the portal's reranker reads: ``title\\ntext``.

Plain Python (no Django, no torch).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from retrieval.core.bm25 import BM25Index
from retrieval.core.text import tokenize


@dataclass(frozen=True)
class Paragraph:
    index: int
    article: int
    title: str
    text: str

    @property
    def reranker_text(self) -> str:
        return f"{self.title}\n{self.text}"


@dataclass(frozen=True)
class QA:
    qid: str
    question: str
    answers: tuple[str, ...]
    paragraph: int  # index into the paragraph list
    answer_start: int = -1  # character offset of the first answer in the paragraph


@dataclass(frozen=True)
class Example:
    """One question with its positive paragraph and hard negative paragraphs."""

    question: str
    positive: int
    negatives: tuple[int, ...]
    answer_start: int = -1
    answer_len: int = 0


def load_squad(folder: str | Path) -> tuple[list[Paragraph], list[QA]]:
    """Every ``*.json`` file of a SQuAD-format folder, in file-name order."""
    files = sorted(Path(folder).glob("*.json"))
    if not files:
        raise FileNotFoundError(f"{folder}: no *.json files (SQuAD format expected)")
    paragraphs: list[Paragraph] = []
    qas: list[QA] = []
    article = 0
    for path in files:
        for entry in json.loads(path.read_text(encoding="utf-8"))["data"]:
            for para in entry["paragraphs"]:
                p = Paragraph(len(paragraphs), article, entry["title"], para["context"])
                paragraphs.append(p)
                for qa in para["qas"]:
                    given = [a for a in qa.get("answers", ()) if a.get("text")]
                    answers = tuple(a["text"] for a in given)
                    start = int(given[0].get("answer_start", -1)) if given else -1
                    qas.append(QA(qa["id"], qa["question"], answers, p.index, start))
            article += 1
    return paragraphs, qas


def split_by_article(qas: Sequence[QA], paragraphs: Sequence[Paragraph], dev_articles: int, seed: int):
    """(train, dev) question lists; the dev articles are drawn at random, whole."""
    articles = sorted({p.article for p in paragraphs})
    rng = random.Random(seed)
    dev = set(rng.sample(articles, min(dev_articles, len(articles))))
    train = [q for q in qas if paragraphs[q.paragraph].article not in dev]
    held = [q for q in qas if paragraphs[q.paragraph].article in dev]
    return train, held


class NegativeMiner:
    """Hard negatives from the same article and from BM25 over the other articles."""

    def __init__(self, paragraphs: Sequence[Paragraph], bm25_depth: int = 30) -> None:
        self.paragraphs = paragraphs
        self.bm25 = BM25Index.from_texts([p.reranker_text for p in paragraphs])
        self.everything = np.ones(len(paragraphs), dtype=bool)
        self.bm25_depth = bm25_depth
        self.by_article: dict[int, list[int]] = {}
        for p in paragraphs:
            self.by_article.setdefault(p.article, []).append(p.index)

    def _usable(self, idx: int, qa: QA) -> bool:
        if idx == qa.paragraph:
            return False
        text = self.paragraphs[idx].text
        return not any(a in text for a in qa.answers)

    def same_article(self, qa: QA) -> list[int]:
        article = self.paragraphs[qa.paragraph].article
        return [i for i in self.by_article[article] if self._usable(i, qa)]

    def other_articles(self, qa: QA) -> list[int]:
        """BM25 top hits (best first) from articles other than the question's."""
        article = self.paragraphs[qa.paragraph].article
        scores = self.bm25.scores(tokenize(qa.question), self.everything)
        depth = min(self.bm25_depth * 3, len(scores))
        top = np.argpartition(-scores, depth - 1)[:depth]
        top = top[np.argsort(-scores[top], kind="stable")]
        hits = [int(i) for i in top if scores[i] > 0 and self.paragraphs[int(i)].article != article]
        return [i for i in hits if self._usable(i, qa)][: self.bm25_depth]

    def example(
        self, qa: QA, rng: random.Random, n_same: int, n_bm25: int, n_random: int = 0
    ) -> Example | None:
        """Negatives: up to n_same from the article, the rest from BM25, plus n_random paragraphs
        of random other articles (the unrelated passages an unanswerable question retrieves)."""
        same = self.same_article(qa)
        other = self.other_articles(qa)
        picked = rng.sample(same, min(n_same, len(same)))
        want = n_same + n_bm25 - len(picked)
        # Mostly the strongest BM25 confusers, with some variety below the top.
        pool = [i for i in other[: max(want * 3, 6)] if i not in picked]
        picked += rng.sample(pool, min(want, len(pool)))
        article = self.paragraphs[qa.paragraph].article
        tries = 0
        while n_random and tries < 20 * n_random and len(picked) < n_same + n_bm25 + n_random:
            tries += 1
            idx = rng.randrange(len(self.paragraphs))
            if self.paragraphs[idx].article != article and idx not in picked and self._usable(idx, qa):
                picked.append(idx)
        if not picked:
            return None
        length = len(qa.answers[0]) if qa.answers else 0
        return Example(qa.question, qa.paragraph, tuple(picked), qa.answer_start, length)


def window(text: str, width: int, rng: random.Random, must_start: int = -1, must_len: int = 0) -> str:
    """A ``width``-character slice of ``text`` (all of it when shorter); when ``must_start`` is
    given the slice contains text[must_start:must_start+must_len] (the answer stays visible)."""
    if width <= 0 or len(text) <= width:
        return text
    if 0 <= must_start < len(text) and must_len <= width:
        low = max(0, must_start + must_len - width)
        high = min(must_start, len(text) - width)
        start = rng.randint(low, max(low, high))
    else:
        start = rng.randint(0, len(text) - width)
    return text[start : start + width]


def examples(
    qas: Sequence[QA], miner: NegativeMiner, *, seed: int, n_same: int = 1, n_bm25: int = 2, n_random: int = 0
) -> Iterator[Example]:
    """One example per question, in a seeded random order."""
    rng = random.Random(seed)
    order = list(range(len(qas)))
    rng.shuffle(order)
    for i in order:
        ex = miner.example(qas[i], rng, n_same, n_bm25, n_random)
        if ex is not None:
            yield ex
