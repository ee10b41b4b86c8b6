"""Hold lines as template keys and arguments (``retrieval.core.messages``): every Japanese
text has an English one with the same arguments, neither claims that something does not
exist, and a stored message renders the same after a round trip through JSON."""

import json
import re
import string
from datetime import date

import pytest

from retrieval.core.messages import TEXTS, day_or_text, message, render_message, verbatim


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_english_has_every_japanese_text_with_the_same_arguments():
    assert set(TEXTS["en"]) == set(TEXTS["ja"])
    for key, ja in TEXTS["ja"].items():
        assert placeholders(TEXTS["en"][key]) == placeholders(ja), key
        assert not re.search(r"[\u3040-\u309f\u4e00-\u9fff]", TEXTS["en"][key]), key


def test_no_english_text_claims_absence():
    claims = re.compile(r"does not exist|do not exist|not required|not needed|there is no", re.I)
    assert [key for key, text in TEXTS["en"].items() if claims.search(text)] == []


def test_a_stored_message_renders_as_composed_in_both_languages():
    m = message(
        "found.period",
        title="出張旅費規程",
        validity=message("validity.range", start=date(2026, 4, 1), end=date(2027, 3, 31)),
        asked=day_or_text("2027年4月1日"),
    )
    stored = json.loads(json.dumps(m.to_dict(), ensure_ascii=False))
    assert stored["args"]["asked"] == {"day": "2027-04-01"}
    ja = "「出張旅費規程」は見つかりましたが、適用期間（2026年4月1日〜2027年3月31日）に2027年4月1日が含まれません。"
    assert m.render() == render_message(stored) == ja
    assert render_message(stored, "en", write_day=lambda d: d.strftime("%b %d, %Y")) == (
        "“出張旅費規程” was found, but its period of validity (Apr 01, 2026 – Mar 31, 2027)"
        " does not include Apr 01, 2027."
    )
    # A language without texts reads Japanese.
    assert render_message(stored, "fr") == ja


def test_a_verbatim_line_is_its_text_in_every_language():
    line = verbatim("総務部 規程管理窓口（内線 2100）").to_dict()
    assert render_message(line, "ja") == render_message(line, "en") == "総務部 規程管理窓口（内線 2100）"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2027年4月1日", date(2027, 4, 1)),
        ("2027年4月", "2027年4月"),  # a month, as the asker wrote it
        ("2027年2月30日", "2027年2月30日"),  # not a day: kept as written
        ("4月1日", "4月1日"),
    ],
)
def test_only_a_whole_written_day_becomes_a_date(text, expected):
    assert day_or_text(text) == expected


def test_a_malformed_message_raises_rather_than_showing_a_template():
    with pytest.raises(KeyError):
        render_message({"key": "found.weak", "args": {}}, "en")
    with pytest.raises(KeyError):
        render_message({"key": "no.such.key", "args": {}}, "en")
