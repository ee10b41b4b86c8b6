"""The question in the passage's spelling: one word, written another way.

Japanese writes one word several ways. An employee types 「カギ」「ハンコ」「たばこ」「ケータイ」
where the rule writes 「鍵」「判子」「煙草」「携帯」, and the answerability model, which reads
surface forms, takes them for other words (a lost-key question read against the locker rule:
answer probability 0.05 as asked, 0.32 with 「鍵」). Sudachi's dictionary knows each word's
reading and its normalized spelling, so before a passage is read each noun of the question
that the passage writes differently is written the passage's way:

- the same normalized form (ケータイ and 携帯 are both 携帯), or
- a question noun written in kana alone whose reading is the passage noun's reading
  (カギ / 鍵, both カギ): a word spelled out by sound, written as the rule writes it — but not
  a word of one or two hiragana (もの is 物 or 者: the reading does not say which).

Only Japanese words change (an English question's 「off」 is not read as 「オフ」, nor 「it」 as
「IT」). Two words written with different kanji are never merged (期間 and 機関 read alike and differ),
nor are nouns used as adverbs (「とき」「ため」) or a question's one-character nouns. Only the
question changes; the passage is read as it is. This is the dictionary's knowledge of
Japanese spelling, not a list of any rule's words.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

_KANA_ONLY = re.compile(r"^[\u3041-\u309f\u30a0-\u30ffー]+$")
# Two hiragana read like too many words (もの: 物 or 者, もと: 元 or 下): the reading alone
# does not say which.
_SHORT_HIRAGANA = re.compile(r"^[\u3041-\u309f]{1,2}$")
_JAPANESE = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u4e00-\u9fff々]")
_LATIN = re.compile(r"[A-Za-z]")
_LIMIT = 4000  # characters per Sudachi call (its limit is 49,149 bytes)
_local = threading.local()


def _tokenizer():
    tok = getattr(_local, "tokenizer", None)
    if tok is None:
        from sudachipy import dictionary

        tok = _local.tokenizer = dictionary.Dictionary(dict="small").tokenizer()
    return tok


def _nouns(text: str, shortest: int) -> list[tuple[int, int, str, str, str]]:
    """(start, end, surface, reading, normalized form) of each content noun of ``text`` of
    ``shortest`` characters or more."""
    out = []
    tok = _tokenizer()
    for at in range(0, len(text), _LIMIT):
        for m in tok.tokenize(text[at : at + _LIMIT]):
            pos = m.part_of_speech()
            surface = m.surface()
            if (
                pos[0] == "名詞"
                and pos[1] in ("普通名詞", "固有名詞")
                and pos[2] != "副詞可能"
                and len(surface) >= shortest
            ):
                out.append((at + m.begin(), at + m.end(), surface, m.reading_form(), m.normalized_form()))
    return out


@lru_cache(maxsize=4096)
def _passage_spellings(text: str) -> tuple[dict[str, str], dict[str, str | None]]:
    """(normalized form → the passage's spelling, reading → the passage's spelling); a form
    the passage spells two ways keeps the first, a reading of two different words (期間 and
    機関, both キカン) maps to None: the reading does not say which is meant."""
    by_form: dict[str, str] = {}
    by_reading: dict[str, str | None] = {}
    for _, _, surface, reading, form in _nouns(text, 1):
        by_form.setdefault(form, surface)
        if reading in by_reading and by_reading[reading] != surface:
            by_reading[reading] = None
        else:
            by_reading.setdefault(reading, surface)
    return by_form, by_reading


@lru_cache(maxsize=1024)
def _question_nouns(question: str) -> tuple[tuple[int, int, str, str, str], ...]:
    return tuple(_nouns(question, 2))


def in_passage_spelling(question: str, passage_text: str) -> str:
    """``question`` (NFKC) with each noun the passage spells differently written its way.

    >>> in_passage_spelling("ロッカーのカギをなくした", "ロッカーの鍵を紛失した者は再発行費用を負担する。")
    'ロッカーの鍵をなくした'
    """
    asked = unicodedata.normalize("NFKC", question)
    nouns = _question_nouns(asked)
    if not nouns:
        return question
    text = unicodedata.normalize("NFKC", passage_text)
    by_form, by_reading = _passage_spellings(text)
    edits = []
    for a, b, surface, reading, form in nouns:
        if surface in text or not _JAPANESE.search(surface):
            continue
        target = by_form.get(form)
        if target is None and _KANA_ONLY.match(surface) and not _SHORT_HIRAGANA.match(surface):
            target = by_reading.get(reading)
        if target is not None and target != surface and not _LATIN.search(target):
            edits.append((a, b, target))
    if not edits:
        return question
    out, pos = [], 0
    for a, b, word in edits:
        out += [asked[pos:a], word]
        pos = b
    out.append(asked[pos:])
    return "".join(out)
