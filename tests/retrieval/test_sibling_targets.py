"""A site, plan or office the rule lists others of, but not the asked one, holds (issue #38
item 3): the check reads compound nouns (modifier + head), never a list of words."""

from __future__ import annotations

from retrieval.core.siblings import compounds, missing_siblings
from retrieval.core.types import HOLD, PASS, TARGET_NOT_FOUND
from tests.retrieval.test_answer_gate import ScriptedReader, ask, record

HEALTH = (
    "第3条（健康相談）\n本庁舎では毎月第1火曜日、北支所では毎月第2木曜日、東支所では毎月第3水曜日に、"
    "保健師による健康相談を行う。"
)


def _ask(question):
    reader = ScriptedReader({"健康相談": "健康相談"}, {"北支所": "毎月第2木曜日", "南支所": "毎月第2木曜日"})
    return ask(question, [record("health", HEALTH, title="職員健康管理規程")], reader)


def test_an_office_the_rule_does_not_list_holds_naming_the_listed_ones():
    d = _ask("南支所で保健師の健康相談ってある？何曜日？")
    assert d.outcome == HOLD and d.hold_reasons == [TARGET_NOT_FOUND]
    found = " ".join(d.response.hold.found_instead)
    assert "この規程が定めるのは" in found and "北支所" in found and "東支所" in found and "南支所" in found
    assert not d.response.answers  # 北支所's day is not given as 南支所's


def test_a_listed_office_passes():
    assert _ask("北支所で保健師の健康相談ってある？何曜日？").outcome == PASS


def test_compounds_and_their_heads():
    assert ("南", "支所", ("南",)) in compounds("南支所の健康相談")
    assert ("福岡", "市", ("福岡",)) in compounds("福岡市への出張")  # a one-character head after a name
    assert not any(head == "後" for _, head, _ in compounds("解約後のデータ"))  # not after a common noun


def test_one_sibling_or_the_asked_word_anywhere_objects_to_nothing():
    assert missing_siblings("南支所の健康相談", "本庁舎および北支所で健康相談を行う。") == (
        (),
        (),
    )  # one sibling
    assert missing_siblings("南支所の健康相談", HEALTH + "南口の掲示板に日程を掲示する。") == ((), ())
    missing, siblings = missing_siblings("南支所の健康相談", HEALTH)
    assert missing == ("南支所",) and set(siblings) == {"北支所", "東支所"}


def test_the_title_names_what_its_articles_leave_unnamed():
    """「法人カードでギフトカードを買っていい？」 against 法人カード利用規程's 「金券・ギフトカード・
    プリペイドカードの購入には利用できない」: the card is the rule's own (its title), not a missing
    sibling (company-dev CD-018 was held by the first version of this check)."""
    article = "第3条（利用できない支出）\n私的な支出、キャッシング、金券・ギフトカード・プリペイドカードの購入には利用できない。"
    reader = ScriptedReader({"カード": "カード"}, {"ギフトカード": "利用できない"})
    d = ask(
        "法人カードでギフトカードを購入してもいいですか？",
        [record("card", article, title="法人カード利用規程")],
        reader,
    )
    assert d.outcome == PASS
