"""The asked unit: a question that asks 「何日」「何時」「いくら」 is answered by a number in that unit
(「10営業日」「午後4時30分」「12,000円」), so a sentence without one does not state it (docs/design-notes.md)."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_NUM = r"[0-9〇一二三四五六七八九十百千万半]"
_MONTHS = r"(?:か|ヶ|カ|ヵ|ケ|箇)月"
_DAYS = rf"(?:営業日|日|週間|週|{_MONTHS})"
# Unit asked → what states it (after a number, unless the pattern says otherwise).
_STATED = {
    "money": rf"{_NUM}\s*(?:円|ドル|ユーロ)|[$€¥]\s*\d|実費|全額|無料|無償",
    "count": _NUM,
    "clock": rf"{_NUM}\s*(?:時|分)|\d:\d\d|正午",
    "hours": rf"{_NUM}\s*(?:時間|分)",
    "minutes": rf"{_NUM}\s*(?:分|秒|時間)",
    "days": rf"{_NUM}\s*{_DAYS}",
    "months": rf"{_NUM}\s*(?:{_MONTHS}|年)",
    "years": rf"{_NUM}\s*年",
    # 「月2回」「毎月」, and an interval: 「180日ごと」「3か月おき」「1年毎」.
    "times": rf"{_NUM}\s*回|毎(?:日|週|月|年)|{_NUM}\s*(?:{_DAYS}|年)\s*(?:ごと|毎|おき)",
    # How often (「頻度」「how often」): a count in a period (「年1回」「月に2回」「3回/月」), 毎月, or
    # an interval; a bare count (「5回続けて失敗すると」) says how many, not how often.
    "frequency": rf"(?:[年月週日]間?|毎[日週月年])\s*(?:に|あたり|当たり)?\s*{_NUM}+\s*回"
    rf"|{_NUM}+\s*回\s*/\s*[年月週日]|毎(?:日|週|月|年)|隔(?:日|週|月|年)"
    rf"|{_NUM}\s*(?:{_DAYS}|年)\s*(?:ごと|毎|おき)",
    "people": rf"{_NUM}\s*(?:人|名)",
    "percent": rf"{_NUM}\s*(?:%|パーセント|割)",
    "nights": rf"{_NUM}\s*泊",
    "age": rf"{_NUM}\s*歳",
    "floor": rf"{_NUM}\s*階",
}
_STATED_RE = {unit: re.compile(pattern) for unit, pattern in _STATED.items()}
# 「1回の予約で」「1日あたり」「1人につき」: one of the unit as the basis of another quantity (per
# booking, per day, per person), not a quantity in that unit. A frequency keeps its period
# before the one (「年1回」「月に1回の面談で」), and 「1回のみ」 is a count.
_ONE = re.compile(r"(?:1|一)\s*\D+$")
_PERIOD_BEFORE = re.compile(r"(?:[年月週日毎期度]\s*(?:に|で)?|[0-9〇一二三四五六七八九十百千万.,])\s*$")
_BASIS_AFTER = re.compile(r"\s*(?:あたり|当たり|につき)")
_OCCASION_AFTER = re.compile(r"\s*の(?!み)[^、。の]{1,8}?(?:で|につき|あたり|当たり)")
# 何 + counter → unit (longer counters first: 何時間 before 何時, 何営業日 before 何日).
_COUNTERS = (
    ("営業日", "days"),
    ("日間", "days"),
    ("時間", "hours"),
    ("週間", "days"),
    ("か月", "months"),
    ("ヶ月", "months"),
    ("カ月", "months"),
    ("ヵ月", "months"),
    ("ケ月", "months"),
    ("箇月", "months"),
    ("パーセント", "percent"),
    ("日", "days"),
    ("週", "days"),
    ("年", "years"),
    ("時", "clock"),
    ("分", "minutes"),
    ("秒", "minutes"),
    ("回", "times"),
    ("人", "people"),
    ("名", "people"),
    ("%", "percent"),
    ("割", "percent"),
    ("円", "money"),
    ("泊", "nights"),
    ("歳", "age"),
    ("階", "floor"),
    ("個", "count"),
    ("枚", "count"),
    ("台", "count"),
    ("本", "count"),
    ("冊", "count"),
    ("件", "count"),
    ("箱", "count"),
)
_ASK = re.compile(r"何\s*(" + "|".join(re.escape(c) for c, _ in _COUNTERS) + ")|(いくら)|(いくつ)")
_UNIT_OF = dict(_COUNTERS)


def last_ask(question: str) -> tuple[int, int, str] | None:
    """Where the question's last ask is (start, end in ``question`` as written) and its unit,
    or None. The training data swaps it for an ask of another unit (``answer_data``)."""
    found = list(_ASK.finditer(question))
    if not found:
        return None
    m = found[-1]
    unit = _UNIT_OF[m.group(1)] if m.group(1) else "money" if m.group(2) else "count"
    return m.start(), m.end(), unit


# 「どのくらい」「どれぐらい」 ask for a quantity without naming its counter (「どのくらいの頻度」 →
# 毎月1回, 「どれくらいの期間」 → 10年, 「どのくらいかかる」 → 5営業日): a number answers. (「どれほど」
# asks a degree as often: 「どれほど重い処分か」.)
_HOW_MUCH = re.compile(r"(?:どれ|どの)(?:くらい|ぐらい)")
# The same asks in English (a question read against Japanese rules): 「How often」 asks a
# frequency (like 「どのくらいの頻度」), 「how many」 + a unit noun asks that unit. (「How much」 asks money or an amount
# of anything: left unasked.)
_EN_UNITS = {
    "days": "days", "weeks": "days", "hours": "hours", "minutes": "minutes", "times": "times",
    "people": "people", "persons": "people", "months": "months", "years": "years", "nights": "nights",
}  # fmt: skip
_EN_ASK = re.compile(r"\bhow\s+(?:(often)|many\s+(" + "|".join(_EN_UNITS) + r")\b)", re.IGNORECASE)


@lru_cache(maxsize=1024)
def asked_unit(question: str) -> str | None:
    """The unit the question asks for (its last 何+counter, いくら or いくつ: in a part
    that carries earlier sentences, 「…繰り越せますか？上限は何日？」, the part's own ask comes
    last; in English 「how often」「how many days」), else for 「どのくらい…」 a count (any number states it) or, when it asks a 頻度,
    a frequency (月1回, 毎月, 180日ごと; not a bare count), else None. (The training data's swapped asks use ``last_ask`` alone.)"""
    normalized = unicodedata.normalize("NFKC", question)
    found = last_ask(normalized)
    if found:
        return found[2]
    english = list(_EN_ASK.finditer(normalized))
    if english:
        often, noun = english[-1].groups()
        return "frequency" if often else _EN_UNITS[noun.lower()]
    if not _HOW_MUCH.search(normalized):
        return None
    return "frequency" if "頻度" in normalized else "count"  # 「どのくらいの頻度」: 月1回, 毎月


def _is_basis(text: str, m: re.Match[str]) -> bool:
    """Is the match 「1<counter>」 used as a basis (「1回の予約で」「1日あたり」), not a quantity?"""
    if not _ONE.fullmatch(m.group()) or _PERIOD_BEFORE.search(text, 0, m.start()):
        return False
    after = text[m.end() :]
    if _BASIS_AFTER.match(after):
        return True
    return m.group().rstrip().endswith("回") and _OCCASION_AFTER.match(after) is not None


def states_unit(unit: str, sentence: str) -> bool:
    """Does the sentence hold a number in the asked unit (or a form that states it)? One of
    the unit as the basis of another quantity (「1回の予約で4時間まで」) does not state it."""
    text = unicodedata.normalize("NFKC", sentence)
    return any(not _is_basis(text, m) for m in _STATED_RE[unit].finditer(text))
