"""Reference tokenization (SPEC §9) and the other text helpers."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from retrieval.core.text import (
    batch_token_keys,
    extract_identifiers,
    extract_regions,
    has_japanese_script,
    normalize,
    token_key,
    token_spans,
    tokenize,
)


@pytest.fixture(autouse=True)
def _dense_off_by_default():
    """Pure tests: nothing in Django settings to switch off."""


def test_normalize_is_nfkc_then_lower_case():
    assert normalize("ＰＤＦ　Ｐ－２０ ｶﾅ") == "pdf p-20 カナ"


def test_ascii_runs_are_whole_tokens_and_punctuation_is_dropped():
    assert tokenize("zzqv xyzk") == ["zzqv", "xyzk"]
    assert tokenize("P-20, M10!") == ["p", "20", "m10"]


def test_kana_kanji_runs_become_overlapping_bigrams():
    assert tokenize("返品期限") == ["返品", "品期", "期限"]
    assert tokenize("日本向け P-20 の返品。") == ["日本", "本向", "向け", "p", "20", "の返", "返品"]


def test_a_lone_character_stays_a_unigram():
    assert tokenize("2026年10月") == ["2026", "年", "10", "月"]
    assert tokenize("の") == ["の"]


def test_digits_split_japanese_runs():
    assert tokenize("納品後14日以内") == ["納品", "品後", "14", "日以", "以内"]


def test_long_vowel_mark_and_iteration_mark_belong_to_the_run():
    # ー continues a katakana word and 々 a kanji word; the middle dot ・ is punctuation.
    assert tokenize("レシート") == ["レシ", "シー", "ート"]
    assert tokenize("人々") == ["人々"]
    assert tokenize("日本・米国") == ["日本", "米国"]


def test_full_width_and_half_width_forms_are_normalized_first():
    assert tokenize("ＡＢＣ１２３") == ["abc123"]
    assert tokenize("ｶﾅﾀﾞ") == ["カナ", "ナダ"]


def test_other_scripts_are_dropped():
    assert tokenize("café 한국") == ["caf"]


def test_token_spans_point_into_the_normalized_text():
    norm = normalize("Ｐ-20 の 返品")
    assert [(t, a, b) for t, a, b in token_spans(norm)] == [
        ("p", 0, 1),
        ("20", 2, 4),
        ("の", 5, 6),
        ("返品", 7, 9),
    ]
    assert all(norm[a:b] == t for t, a, b in token_spans(norm))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("日本向け P-20 の返品", ["P-20"]),
        ("P-20とP-30の保証期間", ["P-20", "P-30"]),
        ("p-20 と P20 と Ｐ－２０", ["P-20"]),
        ("管理番号 FIN-FICTION-001。", ["FIN-FICTION-001"]),
        ("伝票 ACC-7781 を参照", ["ACC-7781"]),
        ("M－30 と Mー10", ["M-30", "M-10"]),  # full-width hyphen, IME long-vowel mark
        ("p20 や mp3 や covid-19 や PM2.5", []),  # lower-case without hyphen, long words, decimals
        ("2026年10月1日から", []),
    ],
)
def test_identifiers_are_canonical_upper_case_codes(text, expected):
    assert extract_identifiers(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("日本向け製品 P-20 の返品", ["日本向け"]),
        ("米国向け製品。日本向けには適用しない。", ["米国向け", "日本向け"]),
        ("国内向けと海外向け", ["日本向け", "海外向け"]),
        ("アメリカ向け・ヨーロッパ向け", ["米国向け", "欧州向け"]),
        ("カナダ向け P-20", ["カナダ向け"]),
        ("日本と米国向けの P-20", ["日本向け", "米国向け"]),
        ("国内出張旅費は帰着後10営業日以内", []),  # bare 国内 is not a market
        ("全社員向けの範囲", []),
        ("ユーザー向けマニュアル", []),
    ],
)
def test_regions_are_x_muke_forms_with_canonical_names(text, expected):
    assert extract_regions(text) == expected


# --- integer keys used to build the index ------------------------------------------------

MIXED = st.text(
    alphabet=st.sampled_from(
        list("aZ9 -、。・ー々〆あアｱ漢字日本向け返品ＡＢ１２") + ["\U0002000b", "é", "\x00", "\n"]
    ),
    max_size=40,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(texts=st.lists(MIXED, max_size=5))
def test_batch_keys_are_the_reference_tokens(texts):
    strings: dict[str, int] = {}
    owners, keys = batch_token_keys(texts, strings)
    for i, text in enumerate(texts):
        expected = sorted(token_key(tok, strings, grow=True) for tok in tokenize(text))
        assert sorted(keys[owners == i].tolist()) == expected


def test_token_keys_distinguish_unigrams_bigrams_and_other_tokens():
    strings: dict[str, int] = {}
    keys = {token_key(t, strings, grow=True) for t in ["日", "日本", "本日", "本", "ab", "20", "𠀋"]}
    assert len(keys) == 7
    assert token_key("zz", strings) is None  # unknown non-kana/kanji tokens are not invented


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What is the hotel limit for a domestic trip?", False),
        ("P-20 return within 30 days (ＡＢＣ 123)", False),
        ("P-20 の返品は？", True),
        ("ホテル", True),
        ("宿泊", True),
        ("What does 日当 mean?", True),
    ],
)
def test_japanese_script_is_kana_or_kanji_anywhere(text, expected):
    assert has_japanese_script(text) is expected
