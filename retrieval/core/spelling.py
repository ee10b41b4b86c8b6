"""The question in the passage's spelling: a noun the passage writes another way (カギ/鍵, ケータイ/携帯) is
read as the passage writes it, from Sudachi's dictionary (docs/design-notes.md)."""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

_KANA_ONLY = re.compile(r"[\u3041-\u309f\u30a0-\u30ffー]+")
_HIRAGANA_ONLY = re.compile(r"[\u3041-\u309fー]+")
# Two hiragana read like too many words (もの: 物 or 者, もと: 元 or 下).
_SHORT_HIRAGANA = re.compile(r"[\u3041-\u309f]{1,2}")
_WORD = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u4e00-\u9fff々ー]+")
_LIMIT = 4000  # characters per Sudachi call (its limit is 49,149 bytes)
_local = threading.local()


def _tokenizer():
    tok = getattr(_local, "tokenizer", None)
    if tok is None:
        from sudachipy import dictionary

        tok = _local.tokenizer = dictionary.Dictionary(dict="small").tokenizer()
    return tok


def _nouns(text: str, shortest: int) -> list[tuple[int, int, str, str, str, bool]]:
    """(start, end, surface, reading, normalized form, common noun?) of each content noun of
    ``text`` of ``shortest`` characters or more, written in kana and kanji alone."""
    out = []
    tok = _tokenizer()
    at = 0
    while at < len(text):
        end = _chunk_end(text, at)
        for m in tok.tokenize(text[at:end]):
            pos = m.part_of_speech()
            surface = m.surface()
            if (
                pos[0] == "名詞"
                and pos[1] in ("普通名詞", "固有名詞")
                and pos[2] != "副詞可能"
                and len(surface) >= shortest
                and _WORD.fullmatch(surface)
            ):
                common = pos[1] == "普通名詞"
                out.append(
                    (at + m.begin(), at + m.end(), surface, m.reading_form(), m.normalized_form(), common)
                )
        at = end
    return out


def _chunk_end(text: str, at: int) -> int:
    """Where the Sudachi call starting at ``at`` ends: after the last 。 or line break within
    ``_LIMIT`` characters (so no word is cut), else at the limit."""
    end = at + _LIMIT
    if end >= len(text):
        return len(text)
    cut = max(text.rfind("。", at, end), text.rfind("\n", at, end))
    return cut + 1 if cut > at else end


@lru_cache(maxsize=4096)
def _passage_spellings(text: str) -> tuple[dict[str, str], dict[str, str | None]]:
    """(normalized form → the passage's spelling, reading → the passage's spelling); a form
    the passage spells two ways keeps the first, a reading of two different words (期間 and
    機関, both キカン) maps to None: the reading does not say which is meant."""
    by_form: dict[str, str] = {}
    by_reading: dict[str, str | None] = {}
    for _, _, surface, reading, form, common in _nouns(text, 1):
        by_form.setdefault(form, surface)
        if not common:  # a name (a surname read ミス) is no spelling of a word
            continue
        if reading in by_reading and by_reading[reading] != surface:
            by_reading[reading] = None
        else:
            by_reading.setdefault(reading, surface)
    return by_form, by_reading


@lru_cache(maxsize=1024)
def _question_nouns(question: str) -> tuple[tuple[int, int, str, str, str, bool], ...]:
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
    for a, b, surface, reading, form, _ in nouns:
        if surface in text or _SHORT_HIRAGANA.fullmatch(surface):
            continue
        target = by_form.get(form)
        if target is None and _KANA_ONLY.fullmatch(surface) and _HIRAGANA_ONLY.fullmatch(form):
            target = by_reading.get(reading)
        if target is not None and target != surface:
            edits.append((a, b, target))
    if not edits:
        return question
    out, pos = [], 0
    for a, b, word in edits:
        out += [asked[pos:a], word]
        pos = b
    out.append(asked[pos:])
    return "".join(out)
