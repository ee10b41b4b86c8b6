"""The asked country or region is checked, not guessed (issue #38 item 3): a rule whose
answering sentence lists other places and not the asked one holds, naming what it lists."""

from __future__ import annotations

import pytest

from retrieval.core.places import covers, missing_places, place_mentions, places
from retrieval.core.types import HOLD, PASS, TARGET_NOT_FOUND
from tests.retrieval.test_answer_gate import ScriptedReader, ask, record

PER_DIEM = (
    "第6条（海外出張の日当）\n海外出張の日当は、アジア地域は1日4,000円、北米は1日6,000円とする。"
    "日当は出発日から帰着日まで支給する。"
)


def _reader():
    return ScriptedReader(
        {"出張": "出張", "per diem": "日当"}, {"日当": "1日4,000円", "per diem": "1日4,000円"}
    )


def _per_diem(question, text=PER_DIEM):
    return ask(
        question,
        [record("travel", text, title="海外出張旅費規程", owner="経理部", contact="内線 2200")],
        _reader(),
    )


def test_europe_against_a_rule_listing_asia_and_north_america_holds_naming_them():
    d = _per_diem("ヨーロッパへの海外出張の日当は1日いくらですか？")
    assert d.outcome == HOLD and d.hold_reasons == [TARGET_NOT_FOUND]
    found = " ".join(d.response.hold.found_instead)
    assert "この規程が定めるのは アジア・北米 で、ヨーロッパ は含まれていません" in found
    assert not d.response.answers  # the Asia rate is not shown as Europe's


@pytest.mark.parametrize("question", ["南米出張の日当はいくら？", "オーストラリアに出張するときの日当は？"])
def test_another_continent_holds(question):
    d = _per_diem(question)
    assert d.outcome == HOLD and TARGET_NOT_FOUND in d.hold_reasons


def test_an_english_question_is_checked_too():
    # (This harness searches with BM25, which finds no Japanese rule for English words: the
    # check itself is what is tested here; the portal finds the rule by dense retrieval.)
    asked = places("What is the per diem for a business trip to Europe?")
    assert asked == ("150",)
    assert missing_places(asked, "海外出張の日当は、アジア地域は1日4,000円、北米は1日6,000円とする。") == (
        "150",
    )
    assert missing_places(places("And for Thailand?"), "アジア地域は1日4,000円とする。") == ()


@pytest.mark.parametrize(
    "question",
    [
        "タイへの出張の日当はいくらですか？",  # Thailand is in Asia
        "アメリカ出張の日当は？",  # the United States is in North America
        "アジアへの出張の日当は？",  # the region itself
    ],
)
def test_a_place_the_rule_covers_passes(question):
    assert _per_diem(question).outcome == PASS


def test_a_catch_all_or_a_sentence_naming_no_place_passes():
    catch_all = PER_DIEM.replace(
        "北米は1日6,000円とする。", "北米は1日6,000円、その他の地域は1日4,000円とする。"
    )
    assert _per_diem("ヨーロッパへの出張の日当は？", catch_all).outcome == PASS
    anywhere = "第6条（海外出張の日当）\n海外出張の日当は、国・地域を問わず1日4,000円とする。"
    assert _per_diem("ヨーロッパへの出張の日当は？", anywhere).outcome == PASS


def test_names_are_whole_words_and_places():
    assert places("タイムカードの打刻") == ()
    assert places("ネクタイの着用") == ()
    assert places("日本語の資料") == ()
    assert [name for _, name in place_mentions("東南アジアとヨーロッパ")] == ["東南アジア", "ヨーロッパ"]
    assert places("a trip to the United Kingdom or France") == ("GB", "FR")


def test_containment_follows_the_world_regions():
    assert covers("FR", {"150"})  # France in Europe
    assert covers("035", {"142"})  # South-eastern Asia in Asia
    assert covers("150", {"FR"})  # a rule for France may answer for Europe: not this check's call
    assert not covers("005", {"021"})  # South America is not North America
    assert covers("BR", {"021"})  # time zones do not say north or south in the Americas
    assert not covers("BR", {"US"})  # but another country is never the asked one
    assert not covers("FR", {"DE"})
    assert missing_places(("JP",), "アジア地域は4,000円") == ()  # Japan asked is left to the model


def test_a_domestic_rule_does_not_answer_for_a_foreign_place():
    hotel = "第4条（宿泊費）\n1泊あたりの宿泊上限額は12,000円（税込）とする。"
    reader = ScriptedReader({"ホテル": "宿泊"}, {"ホテル": "12,000円（税込）"})
    domestic = [record("travel", hotel, title="国内出張旅費規程")]
    d = ask("オーストラリアに出張するときのホテル代の上限はいくらですか？", domestic, reader)
    assert d.outcome == HOLD and d.hold_reasons == [TARGET_NOT_FOUND]
    # A rule for every trip abroad, or one that names no place at all, may answer it.
    for title in ("海外出張旅費規程", "出張旅費規程"):
        d = ask(
            "オーストラリアに出張するときのホテル代の上限はいくらですか？",
            [record("travel", hotel, title=title)],
            reader,
        )
        assert d.outcome == PASS, title
