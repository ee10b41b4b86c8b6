"""Non-score checks: target, period, item, parts — what failed and what was found instead."""

from __future__ import annotations

from datetime import date

import pytest

from retrieval.core.analysis import analyze
from retrieval.core.checks import (
    ALL_CHECKS,
    check_item,
    check_period,
    check_target,
    item_asks,
    passage_targets,
    run_checks,
    states_nothing_here,
)
from retrieval.core.text import extract_employment, normalize
from retrieval.core.types import (
    HOLD,
    ITEM_NOT_STATED,
    PARTIAL,
    PASS,
    PERIOD_NOT_COVERED,
    TARGET_NOT_FOUND,
    DateMention,
)
from tests.retrieval.gate_cases import QUESTIONS, REFERENCE_AS_OF, gate_records, make_candidate, make_record

RECORDS = {r.doc_id: r for r in gate_records()}


@pytest.fixture(autouse=True)
def _dense_off_by_default():
    """Pure tests: nothing in Django settings to switch off."""


def check(question, doc_ids, *, checks=ALL_CHECKS, ref=REFERENCE_AS_OF, records=None):
    source = records or RECORDS
    kept = [make_candidate(source[d], kept=True) for d in doc_ids]
    return run_checks(analyze(question, today=REFERENCE_AS_OF), kept, reference_date=ref, checks=checks)


# --- target --------------------------------------------------------------------------------


def test_p30_evidence_does_not_answer_a_p20_question():
    assert check_target(["P-20"], [], RECORDS["D02"]) == ("P-20",)
    assert check_target(["P-20"], [], RECORDS["D01"]) == ()


def test_region_must_match_and_an_excluded_region_does_not_count():
    # D04 is 米国向け and says 「日本向けには適用しない」: it is not 日本向け evidence.
    assert passage_targets(RECORDS["D04"]) == (("P-20",), ("米国向け",))
    assert check_target(["P-20"], ["日本向け"], RECORDS["D04"]) == ("日本向け",)
    assert check_target(["P-20"], ["米国向け"], RECORDS["D04"]) == ()


def test_region_in_body_counts_when_title_and_targets_name_none():
    record = make_record("X", "本規程は日本向け製品に適用する。", title="返品規程")
    assert check_target([], ["日本向け"], record) == ()


def test_declared_targets_count():
    record = make_record("X", "返品は14日以内。", title="返品規程", targets=("p-20", "日本向け"))
    assert check_target(["P-20"], ["日本向け"], record) == ()


def test_employment_types_named_in_a_question_and_words_that_are_not_them():
    assert extract_employment("パートの有給休暇は何日もらえますか？") == ["パートタイマー"]
    assert extract_employment("嘱託で再雇用された者と正社員の違い") == ["嘱託社員", "正社員"]
    assert extract_employment("ｱﾙﾊﾞｲﾄでも社割は使えますか") == ["アルバイト"]
    assert extract_employment("派遣スタッフの通勤手当") == ["派遣社員"]
    for not_one in (
        "社宅のアパートの家賃",
        "パートナー企業との契約",
        "嘱託医の来社日",
        "海外に派遣される社員の手当",
    ):
        assert extract_employment(not_one) == [], not_one


def test_a_version_declared_for_some_employment_types_does_not_answer_another():
    leave = make_record(
        "L", "年次有給休暇は入社6か月後に10日付与する。", title="休暇規程", targets=("正社員", "契約社員")
    )
    assert check_target([], [], leave, ["パートタイマー"]) == ("パートタイマー",)
    assert check_target([], [], leave, ["正社員"]) == ()
    assert check_target([], [], leave, ["正社員", "パートタイマー"]) == ()  # one of them is covered
    assert check_target([], [], leave) == ()  # no type asked: nothing to check
    # A version that declares no type applies to everyone; a body mention is not a declaration.
    everyone = make_record("E", "パートタイマーについては別に定める。", title="休暇規程")
    assert check_target([], [], everyone, ["嘱託社員"]) == ()
    # The title declares too: 「パートタイマー就業規則」.
    part_rule = make_record(
        "P", "年次有給休暇は所定労働日数に応じて付与する。", title="パートタイマー就業規則"
    )
    assert check_target([], [], part_rule, ["正社員"]) == ("正社員",)
    assert check_target([], [], part_rule, ["パートタイマー"]) == ()
    # So does an article's heading: 第2条 is for 正社員・契約社員, 第3条 for パート and アルバイト, and
    # the rule's other articles (no type in their headings) for everyone.
    full_time = make_record(
        "F",
        "入社6か月経過時に10日を付与する。",
        title="年次有給休暇規程",
        heading_path=("第2条（付与日数：正社員・契約社員）",),
    )
    assert check_target([], [], full_time, ["パートタイマー"]) == ("パートタイマー",)
    assert check_target([], [], full_time, ["契約社員"]) == ()
    part_time = make_record(
        "T",
        "週4日勤務は7日とする。",
        title="年次有給休暇規程",
        heading_path=("第3条（付与日数：パートタイマー・アルバイト）",),
    )
    assert check_target([], [], part_time, ["アルバイト"]) == ()
    assert check_target([], [], part_time, ["正社員"]) == ("正社員",)
    general = make_record(
        "G", "有休は1日単位で取得する。", title="年次有給休暇規程", heading_path=("第5条（取得）",)
    )
    assert check_target([], [], general, ["パートタイマー"]) == ()


def test_canada_asked_with_only_japan_and_us_found_is_target_not_found():
    result = check(QUESTIONS["Q13"]["query"], ["D04", "D01", "D08"])
    assert result.outcome == HOLD
    assert result.reasons == (TARGET_NOT_FOUND,)
    part = result.parts[0]
    assert part.missing == ("カナダ向け",)
    assert "カナダ向け" in part.label
    assert [f.candidate.passage.doc_id for f in part.findings] == ["D04", "D01", "D08"]
    assert part.findings[0].found_targets == ("米国向け", "P-20")


def test_wrong_product_holds_naming_the_asked_one():
    result = check(QUESTIONS["Q14"]["query"], ["D06", "D05"])
    assert result.reasons == (TARGET_NOT_FOUND,)
    assert result.parts[0].missing == ("M-30",)


def test_nearest_prefers_evidence_that_states_the_asked_item():
    """Q16: P-20's warranty (wrong product) is nearer than P-30's return rule (no warranty)."""
    for order in (["D08", "D02"], ["D02", "D08"]):
        result = check(QUESTIONS["Q16"]["query"], order)
        assert result.reasons == (TARGET_NOT_FOUND,)
        assert result.parts[0].findings[0].candidate.passage.doc_id == "D08"
        assert result.parts[0].label == "日本向け P-30 の保証期間"


# --- period --------------------------------------------------------------------------------


def test_period_uses_the_validity_stated_in_the_body():
    mention = DateMention("2027年10月", date(2027, 10, 1), date(2027, 11, 1))
    assert check_period([mention], REFERENCE_AS_OF, RECORDS["D01"]) == ("2027年10月",)
    inside = DateMention("2026年10月", date(2026, 10, 1), date(2026, 11, 1))
    assert check_period([inside], REFERENCE_AS_OF, RECORDS["D01"]) == ()


def test_period_needs_structured_and_stated_validity():
    record = make_record(
        "X",
        "2026年10月1日から12月31日まで適用。",
        valid_from=date(2026, 11, 1),
        stated_from=date(2026, 10, 1),
        stated_until=date(2027, 1, 1),
    )
    october = DateMention("2026年10月", date(2026, 10, 1), date(2026, 11, 1))
    assert check_period([october], REFERENCE_AS_OF, record) == ("2026年10月",)


def test_period_without_a_date_in_the_question_uses_the_reference_date():
    assert check_period([], date(2026, 10, 23), RECORDS["D03"]) == ("2026年10月23日",)
    assert check_period([], date(2026, 9, 15), RECORDS["D03"]) == ()


def test_q12_is_period_not_covered():
    result = check(QUESTIONS["Q12"]["query"], ["D01", "D04", "D08"])
    assert result.reasons == (PERIOD_NOT_COVERED,)
    assert result.parts[0].missing == ("2027年10月",)


# --- item ----------------------------------------------------------------------------------


def asks(question):
    return item_asks(analyze(question, today=REFERENCE_AS_OF))


@pytest.mark.parametrize(
    ("question", "text", "stated"),
    [
        ("申請の期限は？", "帰着後10営業日以内に申請する。", True),
        ("申請の期限は？", "毎月25日までに申請する。", True),
        ("申請の期限は？", "申請は金曜日に締め切る。", True),
        ("申請の期限は？", "午後5時までに申請する。", True),
        ("申請の期限は？", "申請書は経理に提出する。", False),
        ("保証期間は何年？", "保証は購入後1年間。", True),
        ("保証期間は何年？", "保証の対象は通常使用の故障。", False),
        ("宿泊費の上限額はいくら？", "宿泊費は1泊12,000円まで。", True),
        ("宿泊費の上限額はいくら？", "宿泊費の上限額はこの資料では定めていない。", False),
        (
            "宿泊費の上限額はいくら？",
            "宿泊費は実費。なお上限額は本規程では定めていない。1泊12,000円の例がある。",
            False,
        ),
        ("どこへ返却する？", "総務の受付窓口へ返却する。", True),
        ("どこへ返却する？", "速やかに返却する。", False),
        ("承認者は誰？", "部長が承認する。", True),
        ("承認者は誰？", "申請は速やかに行う。", False),
        # A deadline needs an office date: a bare year is no deadline.
        ("申請はいつまでに出す？", "2026年から電子申請になった。", False),
    ],
)
def test_item_is_stated_only_by_the_right_kind_of_value(question, text, stated):
    record = make_record("X", text, title="規程")
    assert (check_item(asks(question), [record]) == ()) is stated


def test_item_topic_must_be_mentioned():
    # 「保証期間」 asks about 保証: a return deadline in days does not state it.
    assert check_item(asks(QUESTIONS["Q16"]["query"]), [RECORDS["D02"]]) == ("保証期間",)
    assert check_item(asks(QUESTIONS["Q08"]["query"]), [RECORDS["D08"]]) == ()


def test_explicitly_undefined_item_is_item_not_stated():
    result = check(QUESTIONS["Q15"]["query"], ["D07"])
    assert result.reasons == (ITEM_NOT_STATED,)
    assert result.parts[0].missing == ("宿泊費上限額",)


def test_undefined_other_item_does_not_block_the_asked_one():
    result = check(QUESTIONS["Q07"]["query"], ["D07"])
    assert result.outcome == PASS


# --- parts ---------------------------------------------------------------------------------


def test_each_part_needs_its_own_evidence():
    result = check(QUESTIONS["Q09"]["query"], ["D02", "D04", "D01"])
    assert result.outcome == PASS
    assert [[c.passage.doc_id for c in p.evidence] for p in result.parts] == [["D01"], ["D02"]]
    assert [c.passage.doc_id for c in result.evidence] == ["D01", "D02"]


def test_some_parts_confirmed_is_partial():
    result = check(QUESTIONS["Q09"]["query"], ["D01", "D04"])
    assert result.outcome == PARTIAL
    confirmed, missing = result.parts
    assert confirmed.confirmed and not missing.confirmed
    assert missing.reasons == (TARGET_NOT_FOUND,)
    assert "P-30" in missing.label


def test_checks_that_are_off_are_not_run():
    assert check(QUESTIONS["Q16"]["query"], ["D08"], checks=frozenset({"item"})).outcome == PASS
    assert check(QUESTIONS["Q12"]["query"], ["D01"], checks=frozenset({"target", "item"})).outcome == PASS
    # parts off: the whole question's identifiers must be in one version.
    assert check(QUESTIONS["Q09"]["query"], ["D01", "D02"], checks=frozenset({"target"})).outcome == HOLD


@pytest.mark.parametrize(
    ("sentence", "says_nothing"),
    [
        # Not defined here, or delegated to another rule, table or body: nothing stated here.
        ("手土産代は本規程では定めない。", True),
        ("割増賃金の計算方法および率は賃金規程で定める。", True),
        ("社宅の家賃の本人負担額は、社宅規程に定めます。", True),
        ("海外出張の旅費は別に定める。", True),
        ("慶弔見舞金の額および申請手続は人事部で別に定める。", True),
        ("市町村への報告の基準は別途定める。", True),
        ("第1工場の施設利用については、各工場の施設管理要領による。", True),
        ("- 結婚、出産、忌引等の慶弔：慶弔休暇規程による。", True),
        ("付与日数は別表による。", True),
        # This rule itself, a distribution word, a lead-in to what follows, a value: stated here.
        ("この規程は、社員の出張旅費について定める。", False),
        ("この規程で定める手当は毎月25日に支給する。", False),
        ("本規程は、振替休日および代休の取扱いを職種別に定める。", False),
        ("手当の額は次のとおり定める。", False),
        ("支給額は別表に定めるとおりとする。", False),
        ("宿泊費は1泊12,000円とする。", False),
    ],
)
def test_a_sentence_saying_the_item_is_defined_elsewhere_states_nothing_here(sentence, says_nothing):
    assert states_nothing_here(normalize(sentence)) is says_nothing
