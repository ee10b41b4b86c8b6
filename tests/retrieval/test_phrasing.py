"""The question in the passage's words (retrieval.core.phrasing): the admin's synonym groups
applied per passage before the answerability model reads it."""

from __future__ import annotations

from retrieval.core.phrasing import in_its_words, in_passage_words
from tests.retrieval.gate_cases import make_record

SYNONYMS = [
    ["有給休暇", "有休", "有給", "年休", "年次有給休暇"],
    ["パスワード", "PW"],
    ["通勤手当", "定期代"],
    ["健康診断", "健診"],
]


def test_a_word_the_passage_lacks_is_read_as_the_groups_word_it_has():
    rule = "パスワードは90日ごとに変更する。"
    assert in_passage_words("PWって定期的に変えないといけない？", rule, SYNONYMS) == (
        "パスワードって定期的に変えないといけない?"
    )
    assert in_passage_words("pwの桁数は？", rule, SYNONYMS) == "パスワードの桁数は?"  # case and width folded
    commute = "転居した場合は14日以内に通勤手当の変更を届け出る。"
    assert in_passage_words("定期代の変更はいつまで？", commute, SYNONYMS) == "通勤手当の変更はいつまで?"


def test_the_longest_word_wins_and_a_replaced_stretch_is_not_replaced_again():
    rule = "年次有給休暇は入社6か月後に10日付与する。"
    assert in_passage_words("有休は何日？", rule, SYNONYMS) == "年次有給休暇は何日?"
    # 「有給休暇」 is inside the rule's 「年次有給休暇」: the rule has it, so it stays.
    assert in_passage_words("有給休暇は何日？", rule, SYNONYMS) == "有給休暇は何日？"


def test_words_the_passage_has_or_whose_group_it_lacks_stay_as_asked():
    assert in_passage_words("健診の日程は？", "健診は5月に行う。", SYNONYMS) == "健診の日程は？"
    assert in_passage_words("PWの桁数は？", "社員食堂は11時から営業する。", SYNONYMS) == "PWの桁数は？"
    assert in_passage_words("PWの桁数は？", "パスワードは12桁以上とする。", []) == "PWの桁数は？"


def test_title_and_headings_count_as_the_passages_words():
    passage = make_record(
        "d", "再検査の費用は1万円まで補助する。", title="健康診断実施要領", heading_path=("第3条 再検査",)
    )
    assert in_its_words("健診の再検査はいくら出る？", passage, SYNONYMS) == "健康診断の再検査はいくら出る?"
    assert in_its_words("健診の再検査はいくら出る？", passage, []) == "健診の再検査はいくら出る？"


def test_a_one_kanji_or_latin_word_is_replaced_only_where_it_is_a_word_of_its_own():
    spouse = [["配偶者", "妻", "夫", "嫁"], ["PC", "パソコン"]]
    leave = "配偶者が出産した場合は3日の特別休暇を与える。"
    assert in_passage_words("妻が出産したら休める？", leave, spouse) == "配偶者が出産したら休める?"
    assert in_passage_words("丈夫な傘は借りられますか？", leave, spouse) == "丈夫な傘は借りられますか？"
    laptop = "パソコンは情報システム部が貸与する。"
    assert in_passage_words("PCが壊れた", laptop, spouse) == "パソコンが壊れた"
    assert in_passage_words("PCR検査の費用は？", laptop, spouse) == "PCR検査の費用は？"
    # 夫 inside 工夫 is not the passage using the word 夫.
    assert in_passage_words("配偶者の出産", "手順を工夫する。", spouse) == "配偶者の出産"
