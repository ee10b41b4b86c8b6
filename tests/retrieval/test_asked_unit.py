"""The asked unit (retrieval.core.checks.asked_unit): 何 + counter / いくら / いくつ in a
question, and which sentences state a number in that unit."""

from __future__ import annotations

import pytest

from retrieval.core.checks.asked_unit import asked_unit, states_unit


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("国内出張の宿泊費の上限はいくらですか？", "money"),
        ("会議室は何時まで使えますか", "clock"),
        ("残業は月に何時間までですか", "hours"),  # 何時間 is not 何時
        ("保証って何か月？", "months"),
        ("申請は何営業日前までに出せばいい？", "days"),  # 何営業日 is not 何日
        ("返品は何日以内ですか", "days"),
        ("割増率は何％ですか", "percent"),  # full-width ％ reads as %
        ("一人何個まで買えますか", "count"),
        ("参加できるのは何名までですか", "people"),
        ("候補はいくつありますか", "count"),
        ("契約書の原本はどれくらいの期間保管されますか？", "count"),  # a quantity, no counter named
        ("研修はどのくらいの頻度で受けるの？", "frequency"),  # 月1回, 毎月, 180日ごと
        ("研修は年に何回受けるの？", "times"),  # how many, not how often
        ("処分はどれほど重くなりますか？", None),  # a degree, not a quantity
        ("承認後どれぐらいかかりますか", "count"),
        ("上限は何日？どのくらい前に申請する？", "days"),  # a named counter says more
        ("経費精算の窓口はどこですか", None),
        ("How much is the hotel allowance?", None),  # money or an amount of anything
        ("How often do I have to change my password?", "frequency"),
        ("How many days of paid leave can I carry over?", "days"),
        ("How many hours of overtime are allowed?", "hours"),
    ],
)
def test_the_asked_unit_comes_from_the_question_word(question, unit):
    assert asked_unit(question) == unit


@pytest.mark.parametrize(
    ("unit", "sentence", "stated"),
    [
        ("money", "1泊あたり12,000円（税込）を上限とする。", True),
        ("money", "交通費は実費を支給する。", True),
        ("money", "領収書を添付して精算する。", False),
        ("clock", "宅配便は午後4時30分までに郵便室へ持ち込む。", True),
        ("clock", "始業時刻の30分前までに所属長へ連絡する。", True),  # a time stated relative to another
        ("clock", "巡回健診は5月第3週に実施する。", False),
        ("days", "帰着後10営業日以内に申請する。", True),
        ("days", "1週間前までに申し込む。", True),
        ("days", "申請は所属長の承認を得て行う。", False),
        ("months", "保証期間は出荷日から1年とする。", True),  # a year states months
        ("years", "秘密保持期間は契約終了後三年とする。", True),  # kanji numerals
        ("years", "NDAの審査期間は標準3営業日とする。", False),
        ("percent", "割増率は2割5分とする。", True),
        ("count", "検査水準はAQL 1.0とする。", True),  # any number counts for object counters
        ("people", "1回の参加は5名までとする。", True),
        # An interval states a frequency.
        ("times", "社員は、パスワードを180日ごとに変更しなければならない。", True),
        ("times", "点検は3か月おきに行う。", True),
        # One of the unit as the basis of another quantity is not a quantity in that unit…
        ("times", "1回の予約で利用できる時間は4時間までとする。", False),
        ("times", "タクシー代の上限額は1回あたり5,000円とする。", False),
        ("days", "日当は1日につき4,000円とする。", False),
        # …but a frequency, a count of one and a larger number are.
        ("times", "年1回の健康診断を受診する。", True),
        ("times", "月に1回の面談で進捗を確認する。", True),
        ("times", "再受験は1回のみとする。", True),
        ("times", "11回の講義で構成する。", True),
        ("hours", "休憩は1時間とする。", True),
        # How often: a count in a period, every …, or an interval; a bare count is how many.
        ("frequency", "社員は、パスワードを180日ごとに変更しなければならない。", True),
        ("frequency", "点検は3か月おきに行う。", True),
        ("frequency", "年1回の健康診断を受診する。", True),
        ("frequency", "面談は月に2回行う。", True),
        ("frequency", "定例会は3回/月とする。", True),
        ("frequency", "バックアップは毎週取得する。", True),
        ("frequency", "棚卸しは隔月で行う。", True),
        ("frequency", "ログインに5回続けて失敗するとアカウントがロックされる。", False),
        ("frequency", "11回の講義で構成する。", False),
        ("frequency", "1回の予約で利用できる時間は4時間までとする。", False),
    ],
)
def test_a_sentence_states_the_unit_only_with_a_number_in_it(unit, sentence, stated):
    assert states_unit(unit, sentence) is stated
