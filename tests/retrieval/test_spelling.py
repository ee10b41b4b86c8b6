"""The question in the passage's spelling (retrieval.core.spelling): a noun the question writes
another way than the rule is read in the rule's spelling, from Sudachi's dictionary."""

from __future__ import annotations

from retrieval.core.phrasing import in_its_words
from retrieval.core.spelling import _passage_spellings, in_passage_spelling
from tests.retrieval.gate_cases import make_record

LOCKERS = "更衣室のロッカーは入社時に割り当てる。鍵を紛失した場合は総務課に届け出る。"


def test_a_noun_spelled_out_in_kana_is_read_in_the_rules_kanji():
    assert in_passage_spelling("ロッカーのカギをなくしたら？", LOCKERS) == "ロッカーの鍵をなくしたら?"
    assert in_passage_spelling("めがねは必要？", "製造エリアでは保護眼鏡を着用する。") == "眼鏡は必要?"


def test_one_words_other_spellings_are_read_as_the_rule_writes_them():
    # the same normalized form: katakana slang, kana variants, loanword misspellings
    assert (
        in_passage_spelling("ケータイを落としたら？", "貸与の携帯電話を紛失した場合") == "携帯を落としたら?"
    )
    assert (
        in_passage_spelling("タバコを吸える場所は？", "たばこは指定場所で吸う。") == "たばこを吸える場所は?"
    )
    assert in_passage_spelling("シュミレーションの期限は？", "シミュレーションは月末までに行う。") == (
        "シミュレーションの期限は?"
    )


def test_other_words_and_words_the_rule_has_stay_as_asked():
    # 印鑑 is another word than ハンコ (判子): no spelling makes them one
    assert in_passage_spelling("ハンコはどこで押す？", "押印は印鑑で行う。") == "ハンコはどこで押す？"
    # two kanji words that read alike are never merged
    assert in_passage_spelling("試用期間は何か月？", "外部機関の審査を受ける。") == "試用期間は何か月？"
    # the rule spells it the question's way; an adverbial noun (とき) is left alone
    assert in_passage_spelling("PCのパスワードは？", "パスワードは12桁以上とする。") == "PCのパスワードは？"
    assert in_passage_spelling("休むときの連絡は？", "休む時は上長に連絡する。") == "休むときの連絡は？"
    assert in_passage_spelling("カギの再発行は？", "社員食堂は11時から営業する。") == "カギの再発行は？"
    # a reading the rule gives two words (駐車, 注射) does not say which one is meant
    assert (
        in_passage_spelling("ちゅうしゃ代は？", "予防接種の注射は無料。駐車は有料とする。")
        == "ちゅうしゃ代は？"
    )
    # one or two hiragana read like too many words: もの is not the rule's 者, nor respelled 物
    assert in_passage_spelling("誰が書いたものか？", "その者は王に仕えた。") == "誰が書いたものか？"
    assert in_passage_spelling("誰が書いたものか？", "物を通路に置かない。") == "誰が書いたものか？"
    # loanwords are not kanji words that read alike: the dictionary spells ジム, ミス in katakana
    assert (
        in_passage_spelling("ジムの利用補助はありますか", "事務手続きは総務課が行う。")
        == "ジムの利用補助はありますか"
    )
    assert (
        in_passage_spelling("ボタンを押しても反応しない", "牡丹の花を飾る。") == "ボタンを押しても反応しない"
    )
    # a kana word the dictionary reads as one kanji word is not another kanji word of its reading
    assert (
        in_passage_spelling("きかいの操作は誰ができる？", "研修の機会を与える。")
        == "きかいの操作は誰ができる？"
    )
    # a word spelled out by sound takes the rule's spelling; a name is no spelling of a word
    assert in_passage_spelling("ちゅうしゃ場代は？", "駐車場は無料とする。") == "駐車場代は?"
    assert "ヤサカ" not in _passage_spellings("八坂さんに相談する。")[1]
    # a noun used as an adverb stays (ところ is not the rule's 所)
    assert in_passage_spelling("確認したところ、どうなる？", "届出の受付は総務の所で行う。") == (
        "確認したところ、どうなる？"
    )
    # a bracketed gloss stays: it is not part of the word
    assert (
        in_passage_spelling("休暇（なんにち）取れる？", "休暇は年20日とする。") == "休暇（なんにち）取れる？"
    )
    # only Japanese words: an English question's words are not read as katakana or acronyms
    english = "Is it cut off after 60 minutes in the office?"
    assert in_passage_spelling(english, "オフィスのIT機器は60分でオフになる。") == english
    assert in_passage_spelling("電源をオフにしてよい？", "電源はOFFにしない。") == "電源をオフにしてよい？"


def test_a_long_rule_is_read_in_pieces_that_keep_its_words_whole():
    filler = "あ。" * 1999  # 3,998 characters
    for pad in ("", "あ"):
        assert in_passage_spelling(
            "ケータイの補助は？", f"{filler}{pad}携帯電話の補助は月額1,000円とする。"
        ) == ("携帯の補助は?")


def test_the_model_reads_the_question_in_the_passages_words_and_spelling():
    record = make_record("lockers", LOCKERS)
    assert in_its_words("ロッカーのカギをなくしたら？", record, []) == "ロッカーの鍵をなくしたら?"
    # synonym groups first, then the spelling
    synonyms = [["紛失", "落とした"]]
    assert in_its_words("カギを落とした", record, synonyms) == "鍵を紛失"
