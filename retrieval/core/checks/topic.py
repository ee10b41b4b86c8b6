"""The topic check: are a version's kept passages about the asked subject at all?"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from retrieval.core.analysis import ASK_WORDS
from retrieval.core.checks.common import contains, passage_text
from retrieval.core.text import identifier_spans, normalize, region_spans
from retrieval.core.types import Candidate, PassageRecord, QueryAnalysis

DROP_OFF_TOPIC = "off_topic"
# Share of the question's content bigrams a version's kept passages must cover. Measured on
# the reference experiment and the demo bundle (not a tuning set: re-measure on labelled
# data): the required evidence covers ≥ 0.5 — the lowest, reference Q10
# 「国内出張のレシートを出す締切」 asked without synonyms, is exactly 0.5 (国内出張 yes,
# レシート no) — while rules about another subject cover ≤ 0.4 (通勤手当規程 for
# 在宅勤務手当: 勤務・手当 of 5 bigrams; 経費精算規程 for 給与改定案の提出: 給与・提出 of 5).
# Synonym groups (レシート/領収書) are the way to lift paraphrases, not a lower bar.
TOPIC_MIN_COVERAGE = 0.5
_CONTENT_RUN = re.compile(
    r"[a-z0-9]+|[\u3005-\u3007\u30a1-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+"
)


@dataclass(frozen=True)
class TopicWord:
    """One content word of the question and its bigrams, each with its synonyms."""

    surface: str  # as asked (NFKC), for hold texts: 「在宅勤務手当」
    grams: tuple[frozenset[str], ...]  # one OR-group per bigram: {資料, 文書, ドキュメント}


def _lower_keep_length(text: str) -> str:
    """Lower case, character by character, keeping offsets (İ stays İ)."""
    return "".join(low if len(low := ch.lower()) == 1 else ch for ch in text)


@lru_cache(maxsize=4096)
def _synonym_words(group: tuple[str, ...]) -> tuple[str, ...]:
    """A synonym group's words, normalized, blanks and repeats dropped (once per group)."""
    return tuple(dict.fromkeys(w for w in (normalize(x).strip() for x in group) if w))


def topic_words(analysis: QueryAnalysis, synonyms: Sequence[Collection[str]] = ()) -> tuple[TopicWord, ...]:
    """The question's content words: runs of kanji/katakana/latin letters that are not
    identifiers, regions, dates or ask words (``analysis.ASK_WORDS``), cut into reference
    bigrams. A bigram inside a synonym word of the question (「資料」 in ["資料", "文書"])
    may be matched by the group's other words, whole (「文書」, never a bigram of it).
    Single characters (verb stems: 壊れた, 出す) and runs of digits are left out;
    hiragana are function words and never part of a run."""
    nfkc = unicodedata.normalize("NFKC", analysis.text)
    blank = list(nfkc)
    spans = [(a, b) for _, a, b in identifier_spans(nfkc)]
    spans += [(a, b) for _, _, a, b in region_spans(nfkc)]
    for mention in analysis.dates:
        start = nfkc.find(mention.text)
        while start >= 0:
            spans.append((start, start + len(mention.text)))
            start = nfkc.find(mention.text, start + 1)
    for a, b in spans:
        blank[a:b] = " " * (b - a)
    text = ASK_WORDS.sub(lambda m: " " * len(m.group(0)), "".join(blank))
    lowered, text = _lower_keep_length(nfkc), _lower_keep_length(text)
    # Synonym words occurring in the question: [start, end) → the group's other words.
    occurrences: list[tuple[int, int, frozenset[str]]] = []
    for group in synonyms:
        words = _synonym_words(tuple(group))
        for word in words:
            others = frozenset(w for w in words if w != word)
            start = lowered.find(word)
            while start >= 0:
                occurrences.append((start, start + len(word), others))
                start = lowered.find(word, start + 1)
    out: dict[str, TopicWord] = {}
    for m in _CONTENT_RUN.finditer(text):
        run = m.group(0)
        if len(run) < 2 or run.isdigit():
            continue
        grams: list[frozenset[str]] = []
        pieces = (
            [(run, m.start(), m.end())]
            if run.isascii()
            else [(run[i : i + 2], m.start() + i, m.start() + i + 2) for i in range(len(run) - 1)]
        )
        for gram, a, b in pieces:
            alts = {gram}
            inside = [o for s_, e_, o in occurrences if s_ <= a and b <= e_]
            inside = inside or [o for s_, e_, o in occurrences if e_ - s_ == 1 and s_ < b and e_ > a]
            for others in inside:
                alts.update(others)
            grams.append(frozenset(alts))
        surface = nfkc[m.start() : m.end()]
        out.setdefault(surface, TopicWord(surface, tuple(dict.fromkeys(grams))))
    return tuple(out.values())


@dataclass(frozen=True)
class TopicCoverage:
    coverage: float  # covered bigrams / all content bigrams (1.0 when there are none)
    missing: tuple[str, ...]  # content words (as asked) with a bigram not covered

    @property
    def on_topic(self) -> bool:
        return self.coverage >= TOPIC_MIN_COVERAGE


def topic_coverage(words: Sequence[TopicWord], passages: Iterable[PassageRecord]) -> TopicCoverage:
    """How much of the question's subject the passages (one version's kept passages: title,
    headings, text) mention. Bigrams are counted once across words (国内出張・出張費)."""
    text = "\n".join(passage_text(p) for p in passages)
    seen: dict[frozenset[str], bool] = {}
    missing = []
    for word in words:
        complete = True
        for group in word.grams:
            if group not in seen:
                seen[group] = any(contains(alt, text) for alt in group)
            complete = complete and seen[group]
        if not complete:
            missing.append(word.surface)
    if not seen:
        return TopicCoverage(1.0, ())
    return TopicCoverage(sum(seen.values()) / len(seen), tuple(missing))


def topic_filter(
    analysis: QueryAnalysis, candidates: Sequence[Candidate], synonyms: Sequence[Collection[str]] = ()
) -> dict[str, TopicCoverage]:
    """Drop the kept candidates of versions that are not about the asked subject.

    A version is judged on all of its kept passages together (the answer sentence and the
    passage naming the subject may be different articles of one rule). Off-topic passages
    get ``kept = False`` and ``drop_reason = DROP_OFF_TOPIC``; the order is kept. Returns
    each judged version's coverage (version_id → TopicCoverage), for the hold texts.
    """
    words = topic_words(analysis, synonyms)
    by_version: dict[str, list[PassageRecord]] = {}
    for c in candidates:
        if c.kept:
            by_version.setdefault(c.passage.version_id, []).append(c.passage)
    report = {vid: topic_coverage(words, passages) for vid, passages in by_version.items()}
    for c in candidates:
        if c.kept and not report[c.passage.version_id].on_topic:
            c.kept, c.drop_reason = False, DROP_OFF_TOPIC
    return report
