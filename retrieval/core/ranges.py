"""Which sentences of a passage apply to the quantity a question states.

Company rules give one value per range of a quantity: 「- 15km以上25km未満：月額14,100円」
「- 25km以上：月額20,500円」, 「過不足額が1,000円未満の場合は…」. A question that states the
quantity (「片道18キロで通勤しています。通勤手当はいくら？」) is answered by the row whose range
holds it, and a row whose range does not hold it states another case's answer. Arithmetic on
the rule's own range words (以上・以下・未満・超・を超え), no vocabulary of rules: a sentence
without a range in the question's unit stays eligible. The gate reads the same arithmetic
(``other_cases_only``): a sentence listing a quantity's cases without the asker's answers
someone else's case.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

# Units a range is stated in (the question and the rule may write one differently: キロ ~ km).
_UNITS = {
    "km": r"km|キロメートル|キロ(?!グラム)",
    "yen": r"円",
    "days": r"日間|日(?!本)",
    "hours": r"時間",
    "minutes": r"分間|分",
    "age": r"歳",
    "people": r"人|名",
    "times": r"回",
    "months": r"か月|ヶ月|カ月|ヵ月",
    "years": r"年(?![\d月度])",
    "percent": r"%",
    "items": r"件|通|個|枚|台",
}
_NUMBER = r"(\d[\d,]*(?:\.\d+)?)"
_QUANTITY = re.compile(_NUMBER + r"\s*(?:" + "|".join(f"(?P<{k}>{v})" for k, v in _UNITS.items()) + ")")
_BOUND = re.compile(r"\s*(以上|以下|未満|を超え|超)")


def _quantities(text: str) -> list[tuple[str, float, int, int]]:
    """(unit, value, start, end) of each number with a unit in NFKC ``text``."""
    out = []
    for m in _QUANTITY.finditer(text):
        unit = next(k for k in _UNITS if m.group(k))
        if unit == "days" and text[max(m.start() - 1, 0)] == "月":
            continue  # 4月1日 is a date, not a number of days
        value, end = float(m.group(1).replace(",", "")), m.end()
        if text.startswith("半", end):  # 5時間半, 1年半
            value, end = value + 0.5, end + 1
        out.append((unit, value, m.start(), end))
    return out


def _intervals(sentence: str) -> dict[str, list[tuple[float, float, bool, bool]]]:
    """Per unit, the ranges the sentence states: a bound alone (「25km以上」) or a lower bound
    followed by an upper one (「15km以上25km未満」), as (low, high, low closed, high closed)."""
    found: dict[str, list[tuple[float, float, bool, bool]]] = {}
    pending: tuple[str, float, bool, int] | None = None  # an open lower bound: unit, value, closed, end
    for unit, value, start, end in _quantities(sentence):
        m = _BOUND.match(sentence, end)
        if m is None:
            continue
        word = m.group(1)
        if word in ("以上", "を超え", "超"):
            if pending is not None:
                found.setdefault(pending[0], []).append((pending[1], math.inf, pending[2], False))
            pending = (unit, value, word == "以上", m.end())
            continue
        closed = word == "以下"
        if pending is not None and pending[0] == unit and start - pending[3] <= 2:
            found.setdefault(unit, []).append((pending[1], value, pending[2], closed))
            pending = None
        else:
            if pending is not None:
                found.setdefault(pending[0], []).append((pending[1], math.inf, pending[2], False))
                pending = None
            found.setdefault(unit, []).append((-math.inf, value, False, closed))
    if pending is not None:
        found.setdefault(pending[0], []).append((pending[1], math.inf, pending[2], False))
    return found


def _holds(interval: tuple[float, float, bool, bool], x: float) -> bool:
    low, high, low_closed, high_closed = interval
    above = x >= low if low_closed else x > low
    below = x <= high if high_closed else x < high
    return above and below


@lru_cache(maxsize=256)
def _asked(question: str) -> dict[str, float]:
    """The quantities the question states, one per unit (a unit named twice is ambiguous)."""
    seen: dict[str, list[float]] = {}
    for unit, value, _, _ in _quantities(unicodedata.normalize("NFKC", question)):
        seen.setdefault(unit, []).append(value)
    return {unit: values[0] for unit, values in seen.items() if len(values) == 1}


def range_sentences(question: str, text: str, sentences: Sequence[tuple[int, int]]) -> list[int] | None:
    """Indices of the sentences whose ranges (in a unit the question states a quantity in)
    hold that quantity, or that state no such range; None when the question states none."""
    asked = _asked(question)
    if not asked:
        return None
    out = []
    for k, (a, b) in enumerate(sentences):
        ranges = _intervals(unicodedata.normalize("NFKC", text[a:b]))
        if all(any(_holds(r, asked[u]) for r in ranges[u]) for u in asked if u in ranges):
            out.append(k)
    return out


_KANJI = re.compile(r"[\u4e00-\u9fff]")
# Numbers that name rather than count: ordinals (第5回) and era years (明治22年).
_NAMING = ("第", "明治", "大正", "昭和", "平成", "令和")


def _keyed(text: str) -> list[tuple[tuple[str, str], float, bool]]:
    """((the kanji before the number, unit), value, followed by a range word) of each quantity
    of NFKC ``text`` that a kanji introduces: 「週5日」 → (("週", "days"), 5, False)."""
    out = []
    for unit, value, start, end in _quantities(text):
        before = text[start - 1] if start else ""
        if _KANJI.match(before) and not text[:start].endswith(_NAMING):
            out.append(((before, unit), value, _BOUND.match(text, end) is not None))
    return out


def other_cases_only(question: str, sentence: str) -> bool:
    """Does the sentence list the cases of a quantity the question states — two or more values
    in the same words (「週4日勤務は7日、週3日勤務は5日、週2日勤務は3日…」) — without the
    asker's (「週5日勤務で…何日？」), and no range of it holds the asker's? Then it states
    other cases' answers, not the asker's."""
    sentence = unicodedata.normalize("NFKC", sentence)
    asked: dict[tuple[str, str], list[float]] = {}
    for key, value, _ in _keyed(unicodedata.normalize("NFKC", question)):
        asked.setdefault(key, []).append(value)
    listed = _keyed(sentence)
    for key, values in asked.items():
        cases = {value for k, value, bounded in listed if k == key and not bounded}
        if len(values) == 1 and len(cases) >= 2 and values[0] not in cases:
            if not any(_holds(r, values[0]) for r in _intervals(sentence).get(key[1], [])):
                return True
    return False
