"""Dates named in questions and validity stated in body text (Japanese forms), and the
reference date a question is answered for."""

from __future__ import annotations

import calendar
import re
import unicodedata
from collections.abc import Sequence
from datetime import date, timedelta

from retrieval.core.types import DateMention

_YEAR = r"(?:\d{4}|令和(?:\d{1,2}|元))"
# Words counted from today (来月, 去年). 翌- words (翌月, 翌年, 翌年度, 翌日, 翌営業日) count from
# an event the sentence names (「精算分は翌月の何日に」: the month after the claim), so they
# describe a rule's own timing, never the point in time the asker is at: they name no date.
_REL_YEAR = {"今年": 0, "本年": 0, "来年": 1, "再来年": 2, "昨年": -1, "去年": -1, "一昨年": -2}
_DATE_PATTERNS = re.compile(
    # 「翌年の4月1日」「翌月10日」: counted from an event, consumed so that no part of it is read
    # as a date of this year.
    r"(?P<anaphoric>翌(?:年度|年|月|日|週)の?(?:\d{1,2}月)?(?:\d{1,2}日)?)"
    # 「去年の10月」「来年4月1日」: a month (and day) of a year named relative to today.
    r"|(?P<rym>(?P<ry>再来年|一昨年|今年|本年|来年|昨年|去年)の?(?P<rm>\d{1,2})月(?:(?P<rd>\d{1,2})日)?(?![\d末]))"
    rf"|(?P<ymd>(?P<y1>{_YEAR})年(?P<m1>\d{{1,2}})月(?P<d1>\d{{1,2}})日)"
    r"|(?P<iso>(?<!\d)(?P<y2>\d{4})[/.-](?P<m2>\d{1,2})[/.-](?P<d2>\d{1,2})(?!\d))"
    rf"|(?P<fy>(?P<y3>{_YEAR})年度)"
    rf"|(?P<ym>(?P<y4>{_YEAR})年(?P<m4>\d{{1,2}})月(?!\d))"
    r"|(?P<ym2>(?<!\d)(?P<y5>\d{4})/(?P<m5>\d{1,2})(?![/\d]))"
    rf"|(?P<y>(?P<y6>{_YEAR})年(?![\d度間]))"
    r"|(?P<md>(?<![\d年/])(?P<m7>\d{1,2})月(?P<d7>\d{1,2})日)"
    r"|(?P<m>(?<![\d年/])(?P<m8>\d{1,2})月(?![\d末]))"
    r"|(?P<rel>今年度|本年度|来年度|昨年度|前年度|今日|本日|明日|昨日"
    r"|今月|来月|先月|前月|再来年|一昨年|今年|本年|来年|昨年|去年|今週|来週|先週)"
)


def _year(raw: str) -> int:
    if raw.startswith("令和"):
        num = raw[2:]
        return 2018 + (1 if num == "元" else int(num))
    return int(raw)


def _month_start(year: int, month: int, shift: int = 0) -> date:
    index = year * 12 + (month - 1) + shift
    return date(index // 12, index % 12 + 1, 1)


def _fiscal_start(day: date) -> int:
    # Japanese fiscal year: April to March.
    return day.year if day.month >= 4 else day.year - 1


def _relative(word: str, today: date) -> tuple[date, date]:
    if word in ("今日", "本日", "明日", "昨日"):
        day = today + timedelta(days={"今日": 0, "本日": 0, "明日": 1, "昨日": -1}[word])
        return day, day + timedelta(days=1)
    if word.endswith("年度"):
        fy = _fiscal_start(today) + {"今": 0, "本": 0, "来": 1, "昨": -1, "前": -1}[word[0]]
        return date(fy, 4, 1), date(fy + 1, 4, 1)
    if word.endswith("月"):
        shift = {"今": 0, "来": 1, "先": -1, "前": -1}[word[0]]
        start = _month_start(today.year, today.month, shift)
        return start, _month_start(start.year, start.month, 1)
    if word.endswith("週"):
        monday = today - timedelta(days=today.weekday())
        start = monday + timedelta(weeks={"今": 0, "来": 1, "先": -1}[word[0]])
        return start, start + timedelta(days=7)
    year = today.year + _REL_YEAR[word]
    return date(year, 1, 1), date(year + 1, 1, 1)


def _span(m: re.Match[str], today: date) -> tuple[date, date]:
    g = m.group
    if g("rym"):
        year = today.year + _REL_YEAR[g("ry")]
        if g("rd"):
            day = date(year, int(g("rm")), int(g("rd")))
            return day, day + timedelta(days=1)
        return date(year, int(g("rm")), 1), _month_start(year, int(g("rm")), 1)
    if g("ymd"):
        day = date(_year(g("y1")), int(g("m1")), int(g("d1")))
        return day, day + timedelta(days=1)
    if g("iso"):
        day = date(int(g("y2")), int(g("m2")), int(g("d2")))
        return day, day + timedelta(days=1)
    if g("fy"):
        fy = _year(g("y3"))
        return date(fy, 4, 1), date(fy + 1, 4, 1)
    if g("ym") or g("ym2"):
        year, month = (_year(g("y4")), int(g("m4"))) if g("ym") else (int(g("y5")), int(g("m5")))
        return date(year, month, 1), _month_start(year, month, 1)
    if g("y"):
        year = _year(g("y6"))
        return date(year, 1, 1), date(year + 1, 1, 1)
    if g("md"):
        day = date(today.year, int(g("m7")), int(g("d7")))
        return day, day + timedelta(days=1)
    if g("m"):
        month = int(g("m8"))
        return date(today.year, month, 1), _month_start(today.year, month, 1)
    return _relative(g("rel"), today)


def parse_date_mentions(text: str, *, today: date) -> list[DateMention]:
    """Dates and periods named in ``text``, half-open, in order of appearance.

    2027年10月 → [2027-10-01, 2027-11-01); 10月18日 → that day in ``today``'s year;
    2026年10月1日 / 2026/10/1 → one day; 2026年度 / 来年度 → April–March; 来月, 今日 …
    relative to ``today``; 翌月, 翌年の4月 (counted from an event) name none. Impossible
    dates (2月30日) are skipped.
    """
    nfkc = unicodedata.normalize("NFKC", text)
    out: list[DateMention] = []
    for m in _DATE_PATTERNS.finditer(nfkc):
        if m.group("anaphoric"):
            continue
        try:
            start, end = _span(m, today)
        except ValueError:
            continue
        out.append(DateMention(text=m.group(0), start=start, end=end))
    return out


# --- validity stated in body text --------------------------------------------------------

_FULL = (
    rf"(?:{_YEAR}年\d{{1,2}}月(?:\d{{1,2}}日|末日?)|\d{{4}}/\d{{1,2}}/\d{{1,2}}|\d{{4}}-\d{{1,2}}-\d{{1,2}})"
)
_END = rf"(?:{_FULL}|\d{{1,2}}月(?:\d{{1,2}}日|末日?))"
_VERB = r"(?:適用|施行|有効|実施)"
_TO = r"\s*(?:から|より|~|〜|～)\s*"
_WINDOW = r"[^。\n]{0,15}?"
_STATED = re.compile(
    rf"(?P<range>(?P<a1>{_FULL}){_TO}(?P<b1>{_END})\s*(?:まで)?{_WINDOW}{_VERB})"
    rf"|(?P<from>(?P<a2>{_FULL})\s*(?:から|より|以降|以後)(?:(?!まで)[^。\n]){{0,15}}?{_VERB})"
    rf"|(?P<until>(?P<b3>{_FULL})\s*(?:まで|以前){_WINDOW}{_VERB})"
    rf"|(?P<vrange>{_VERB}期間\s*[:は]?\s*(?P<a4>{_FULL}){_TO}(?P<b4>{_END}))"
    rf"|(?P<vfrom>{_VERB}(?:開始)?日\s*[:は]?\s*(?P<a5>{_FULL}))"
)
_PARTS = re.compile(
    rf"(?:(?P<y>{_YEAR})年)?(?P<m>\d{{1,2}})月(?:(?P<d>\d{{1,2}})日|(?P<eom>末))"
    r"|(?P<iy>\d{4})[/-](?P<im>\d{1,2})[/-](?P<id>\d{1,2})"
)


def _parse_day(raw: str, default_year: int | None) -> date:
    m = _PARTS.search(raw)
    if m is None:
        raise ValueError(raw)
    if m.group("iy"):
        return date(int(m.group("iy")), int(m.group("im")), int(m.group("id")))
    year = _year(m.group("y")) if m.group("y") else default_year
    if year is None:
        raise ValueError(raw)
    month = int(m.group("m"))
    if m.group("eom"):
        return date(year, month, calendar.monthrange(year, month)[1])
    return date(year, month, int(m.group("d")))


def _range(raw_from: str, raw_to: str) -> tuple[date, date]:
    start = _parse_day(raw_from, None)
    last = _parse_day(raw_to, start.year)
    if last < start and not re.search(r"\d{4}", raw_to):
        last = _parse_day(raw_to, start.year + 1)  # 「12月1日から3月31日まで」
    return start, last + timedelta(days=1)


def stated_validity(text: str) -> tuple[date | None, date | None] | None:
    """The first validity statement in body text as a half-open (from, until), else None.

    「2026年10月1日から12月31日まで適用」 → (2026-10-01, 2027-01-01);
    「2026年9月30日までの販売品に適用」 → (None, 2026-10-01);
    「2026年4月1日から適用」/「…以降に適用」 → (2026-04-01, None).
    """
    nfkc = unicodedata.normalize("NFKC", text)
    for m in _STATED.finditer(nfkc):
        g = m.group
        try:
            if g("range"):
                return _range(g("a1"), g("b1"))
            if g("vrange"):
                return _range(g("a4"), g("b4"))
            if g("from") or g("vfrom"):
                return _parse_day(g("a2") or g("a5"), None), None
            return None, _parse_day(g("b3"), None) + timedelta(days=1)
        except ValueError:
            continue
    return None


# --- the reference date (the pipeline's step 0) ------------------------------------------


def reference_date(
    mentions: Sequence[DateMention], *, today: date, user_date: date | None
) -> tuple[date, str]:
    """Step 0: the user's date, else the first date stated in the question (its parsed
    ``mentions``, e.g. ``QueryAnalysis.dates``), else today."""
    if user_date is not None:
        return user_date, "user"
    if mentions:
        return mentions[0].start, "question"
    return today, "today"


# A date the question names within this many days of today (明日, 明後日, 来週の月曜) is
# everyday wording, not a question about another period: a hold does not ask to check it.
NEAR_DAYS = 7


def date_worth_naming(ref: date, source: str, today: date) -> bool:
    """Whether a hold that found nothing should name the 基準日 it searched on: one the asker
    set in the form, or a date the question names more than ``NEAR_DAYS`` from today. It
    depends on the dates alone, never on what exists (a hold says nothing about versions the
    asker cannot search)."""
    if source == "user":
        return True
    return source == "question" and abs((ref - today).days) > NEAR_DAYS
