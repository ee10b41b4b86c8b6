"""The question in the passage's words: an admin's synonym groups applied per passage.

The answerability model reads the question as asked. An employee writes 「PW」「定期代」「有休」
where the rule writes 「パスワード」「通勤手当」「年次有給休暇」; the admin's synonym groups (the same
ones search uses) say these are one word. Before a passage is read, each word of the question
that the passage does not contain is replaced by a word of its group that the passage does
contain, so the model compares the rule with the question in the rule's own words. A word the
passage contains, or whose group has no word in the passage, stays as asked.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Sequence

from retrieval.core.spelling import in_passage_spelling
from retrieval.core.text import normalize
from retrieval.core.types import PassageRecord


def _groups(synonyms: Sequence[Collection[str]]) -> list[list[str]]:
    out = []
    for group in synonyms:
        words = list(dict.fromkeys(w for w in (unicodedata.normalize("NFKC", x).strip() for x in group) if w))
        if len(words) >= 2:
            out.append(words)
    return out


_KANJI = re.compile(r"[\u4e00-\u9fff々]")
_ASCII_WORD = re.compile(r"[0-9a-z]")


def _bounded(word: str, text: str, a: int, b: int) -> bool:
    """Is ``text[a:b]`` (== word) a word of its own? A one-kanji word must not be part of a
    longer kanji run (夫 in 丈夫 or 工夫 is not 夫), a Latin word not part of a longer Latin one
    (pc in pcr is not PC); longer Japanese words match inside compounds (有休 in 有休申請)."""
    if len(word) == 1 and _KANJI.match(word):
        pattern = _KANJI
    elif _ASCII_WORD.match(word[0]) and _ASCII_WORD.match(word[-1]):
        pattern = _ASCII_WORD
    else:
        return True
    return not (a > 0 and pattern.match(text[a - 1])) and not (b < len(text) and pattern.match(text[b]))


def _occurrences(word: str, text: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(re.escape(word), text) if _bounded(word, text, *m.span())]


def in_passage_words(question: str, passage_text: str, synonyms: Sequence[Collection[str]]) -> str:
    """``question`` with each synonym-group word the passage lacks replaced by the group's word
    that the passage has (longest words first; a replaced stretch is not replaced again).

    >>> in_passage_words("PWは何日ごとに変える？", "パスワードは90日ごとに変更する。", [["パスワード", "PW"]])
    'パスワードは何日ごとに変える?'
    """
    groups = _groups(synonyms)
    if not groups:
        return question
    asked = unicodedata.normalize("NFKC", question)
    lowered = asked.lower()
    text = normalize(passage_text)
    edits: list[tuple[int, int, str]] = []
    taken: list[tuple[int, int]] = []
    # Only the words the question holds matter; the passage is searched for their groups alone,
    # each group once.
    asked_words = [(w, g) for g in groups for w in g if _occurrences(w.lower(), lowered)]
    in_passage: dict[int, list[str]] = {}
    for word, group in sorted(asked_words, key=lambda wg: -len(wg[0])):
        if id(group) not in in_passage:
            in_passage[id(group)] = [w for w in group if _occurrences(w.lower(), text)]
        present = in_passage[id(group)]
        if not present or word in present:
            continue
        target = max(present, key=len)
        for a, b in _occurrences(word.lower(), lowered):
            if any(a < e and s < b for s, e in taken):
                continue
            taken.append((a, b))
            edits.append((a, b, target))
    if not edits:
        return question
    out, pos = [], 0
    for a, b, w in sorted(edits):
        out += [asked[pos:a], w]
        pos = b
    out.append(asked[pos:])
    return "".join(out)


def in_its_words(question: str, passage: PassageRecord, synonyms: Sequence[Collection[str]]) -> str:
    """``in_passage_words`` against all the model reads of a passage (title, headings, text),
    then each noun the passage spells another way written its way (``in_passage_spelling``)."""
    read = " ".join((passage.title, *passage.heading_path, passage.text))
    phrased = in_passage_words(question, read, synonyms) if synonyms else question
    return in_passage_spelling(phrased, read)
