"""Which rows of a rule apply to the quantity a question states (retrieval.core.ranges)."""

from __future__ import annotations

import pytest

from retrieval.core.ranges import other_cases_only, range_sentences
from retrieval.core.sentences import sentence_spans

COMMUTE = (
    "マイカー通勤者には、片道の通勤距離に応じて次の額を毎月支給する。\n"
    "- 2km未満：支給しない\n"
    "- 2km以上10km未満：月額4,200円\n"
    "- 10km以上15km未満：月額7,100円\n"
    "- 15km以上25km未満：月額14,100円\n"
    "- 25km以上：月額20,500円"
)
CASH = "過不足額が1,000円未満の場合は翌営業日までに確認する。過不足額が1,000円以上の場合は当日中に報告する。"


def rows(question, text):
    spans = sentence_spans(text)
    found = range_sentences(question, text, spans)
    return None if found is None else [text[a:b] for a, b in (spans[k] for k in found)]


def test_the_row_whose_range_holds_the_stated_quantity_and_sentences_without_a_range_stay():
    intro = "マイカー通勤者には、片道の通勤距離に応じて次の額を毎月支給する。"
    assert rows("片道18キロで通勤しています。毎月いくら出ますか？", COMMUTE) == [
        intro,
        "- 15km以上25km未満：月額14,100円",
    ]
    assert rows("片道12kmの場合は？", COMMUTE) == [intro, "- 10km以上15km未満：月額7,100円"]
    assert rows("片道1.5kmでも出ますか？", COMMUTE) == [intro, "- 2km未満：支給しない"]
    assert rows("片道25kmなら？", COMMUTE) == [intro, "- 25km以上：月額20,500円"]  # 以上 includes the bound


def test_bounds_of_one_sentence_that_are_separate_cases_each_count():
    sentences = [
        "過不足額が1,000円未満の場合は翌営業日までに確認する。",
        "過不足額が1,000円以上の場合は当日中に報告する。",
    ]
    assert rows("過不足が1,200円ありました。いつまでに報告しますか？", CASH) == sentences[1:]
    assert rows("過不足が800円でした", CASH) == sentences[:1]
    both = "過不足額が1,000円未満なら確認し、1,000円以上なら報告する。"
    assert rows("過不足が1,200円ありました", both) == [both]


def test_no_stated_quantity_or_an_ambiguous_one_filters_nothing():
    assert rows("マイカー通勤の手当はいくら？", COMMUTE) is None
    assert rows("片道8kmと片道20kmの人の差額は？", COMMUTE) is None  # two distances: not one quantity
    assert rows("2027年1月以降の手当は？", COMMUTE) is None  # a date is not a quantity of years
    leave = "勤続5日以上の者に付与する。"
    assert rows("4月1日入社の場合は？", leave) is None  # nor a number of days
    assert rows("入社して3日の場合は？", leave) == []


def test_half_units_count_as_half():
    text = "実労働時間が6時間以下の場合、休憩は任意とする。ただし、5時間を超えて勤務する者には15分の小休憩を与える。"
    # 5.5 hours: within 6時間以下 and above 5時間を超え (read as 5 hours, the second would drop).
    assert rows("5時間半のシフトだと休憩はある？", text) == [
        "実労働時間が6時間以下の場合、休憩は任意とする。",
        "ただし、5時間を超えて勤務する者には15分の小休憩を与える。",
    ]
    assert rows("4時間のシフトだと休憩はある？", text) == ["実労働時間が6時間以下の場合、休憩は任意とする。"]


GRANTS = "入社6か月経過時の付与日数は、週4日勤務は7日、週3日勤務は5日、週2日勤務は3日、週1日勤務は1日とする。"


@pytest.mark.parametrize(
    ("question", "sentence", "others"),
    [
        ("週5日勤務で週28時間のパートは、半年で有休が何日付与されますか？", GRANTS, True),
        ("週3日勤務のパートは、半年で有休が何日付与されますか？", GRANTS, False),
        ("パートの有休は半年で何日付与されますか？", GRANTS, False),  # no case stated
        ("週5日勤務の場合は何日？", "週4日勤務は7日とする。", False),  # one case is no list
        ("週5日勤務の場合は何日？", "週4日勤務は7日、週3日勤務は5日、週5日以上は10日とする。", False),
        # The listed values are of another quantity (「45分」「60分」 follow no 日).
        ("1日8時間勤務の休憩は何分？", "休憩は45分または60分とする。", False),
        # Numbers that name, not count: an ordinal, an era year.
        ("第5回の受賞者は誰ですか。", "第38回は落選し、第39回で受賞した。", False),
        ("明治22年の人口は？", "人口は明治4年に1万人、明治10年に2万人だった。", False),
    ],
)
def test_a_sentence_listing_a_quantitys_cases_without_the_askers_states_other_cases_only(
    question, sentence, others
):
    assert other_cases_only(question, sentence) is others
