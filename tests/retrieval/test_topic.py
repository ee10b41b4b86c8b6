"""The topic requirement (evidence must be about the asked subject) and the item fixes.

Pure: hand-built PassageRecords, BM25 retrieval, no Django, no model.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date

import pytest

from retrieval.core import configs
from retrieval.core.analysis import analyze
from retrieval.core.checks import (
    ALL_CHECKS,
    CHECK_TOPIC,
    DROP_OFF_TOPIC,
    NEGATION,
    TOPIC_MIN_COVERAGE,
    check_item,
    item_asks,
    run_checks,
    topic_coverage,
    topic_filter,
    topic_words,
)
from retrieval.core.collection import Collection
from retrieval.core.compose import compose_hold, contact_line
from retrieval.core.configs import KONKYO_DEFAULT, REFERENCE_BM25
from retrieval.core.pipeline import run_pipeline
from retrieval.core.types import BELOW_THRESHOLD, HOLD, PASS, PassageRecord
from tests.retrieval.gate_cases import make_candidate, make_record

TODAY = date(2026, 11, 30)
ALL_STAFF = frozenset({"all-staff"})
HR = frozenset({"all-staff", "hr"})
# The demo bundle's synonym groups that the paraphrase questions rely on.
SYNONYMS = [
    ["資料", "文書", "ドキュメント"],
    ["修正", "改訂"],
    ["精算", "清算"],
    ["返却", "返納"],
    ["PC", "パソコン", "端末"],
    ["宿泊費", "ホテル代", "宿泊料"],
]
# Decide on BM25 so that no model is needed; every check of the default is on.
BM25_DEFAULT = dataclasses.replace(
    KONKYO_DEFAULT,
    name="bm25-default",
    retrieval="bm25",
    selection="top_k",
    decision_score="bm25",
    threshold=0.0,
)


@pytest.fixture(autouse=True)
def _dense_off_by_default():
    """Pure tests: nothing in Django settings to switch off."""


def record(pid, text, *, title, doc_id=None, heading=(), **kwargs) -> PassageRecord:
    return make_record(pid, text, title=title, doc_id=doc_id, heading_path=tuple(heading), **kwargs)


def words_of(question, synonyms=()):
    return topic_words(analyze(question, synonyms=synonyms, today=TODAY), synonyms)


def coverage(question, passages, synonyms=()):
    return topic_coverage(words_of(question, synonyms), passages)


COMMUTE = record(
    "COMMUTE-2",
    "転居または勤務地の変更によって通勤経路が変わった場合は、変更の日から14日以内に通勤経路変更届を"
    "人事部労務課へ提出する。",
    title="通勤手当規程",
    doc_id="COMMUTE",
    heading=("第3条 届出",),
    owner="人事部",
    contact="人事部 労務課 (内線 6200)",
)
COMMUTE_AMOUNT = record(
    "COMMUTE-1",
    "通勤手当は、自宅から勤務地までの最も経済的な経路の定期券代を支給する。支給の上限額は月額50,000円とする。",
    title="通勤手当規程",
    doc_id="COMMUTE",
    heading=("第2条 支給額",),
    owner="人事部",
    contact="人事部 労務課 (内線 6200)",
)
SETTLE = record(
    "SETTLE-3",
    "承認を受けた経費精算書は、本館3階の経理部精算窓口に提出する。毎月月末までに受け付けた精算分は、"
    "翌月10日に給与振込口座へ振り込む。",
    title="経費精算規程",
    doc_id="SETTLE",
    heading=("第4条 提出先と振込日",),
    owner="経理部",
    contact="経理部 精算窓口 (内線 3100)",
)
SALARY = record(  # readable by hr only
    "SALARY-3",
    "各部の部長は、所属社員の給与改定案を5月末日までに人事部人事企画課へ提出する。",
    title="給与改定手続",
    doc_id="SALARY",
    heading=("第3条 改定案の提出",),
    groups=("hr",),
    owner="人事企画課",
    contact="人事企画課 (内線 6100)",
)
REMOTE = record(  # valid 2025-04-01 .. 2026-03-31 only
    "REMOTE-2",
    "在宅勤務手当は月額3,000円とする。支給の対象は、その月に在宅勤務を8日以上行った社員とする。",
    title="在宅勤務手当の臨時措置",
    doc_id="REMOTE",
    heading=("第2条 支給額と対象",),
    valid_from=date(2025, 4, 1),
    valid_until=date(2026, 4, 1),
    owner="労務課",
    contact="労務課 在宅勤務担当 (内線 6250)",
)
COLLECTION = Collection([COMMUTE, COMMUTE_AMOUNT, SETTLE, SALARY, REMOTE], index_version="topic")


def ask(question, *, groups=ALL_STAFF, as_of=TODAY, config=BM25_DEFAULT):
    return run_pipeline(
        question, groups=groups, collection=COLLECTION, config=config, today=TODAY, user_date=as_of
    )


def hold_text(decision) -> str:
    hold = decision.response.hold
    return "\n".join((*hold.unconfirmed, *hold.found_instead, *hold.next_steps, *hold.contacts))


# --- content words ---------------------------------------------------------------------


def test_content_words_leave_out_ask_words_identifiers_regions_and_dates():
    assert [w.surface for w in words_of("給与改定案の提出期限はいつですか？")] == ["給与改定案", "提出"]
    assert [w.surface for w in words_of("在宅勤務手当は月額いくらですか？")] == ["在宅勤務手当"]
    assert [w.surface for w in words_of("P-20 米国向けの返品の申出期限は何日以内ですか？")] == [
        "返品",
        "申出",
    ]
    assert [w.surface for w in words_of("2026年9月の国内出張の日当はいくらですか？")] == ["国内出張", "日当"]
    assert [w.surface for w in words_of("日本向け P-20 と P-30 の返品期限を両方知りたい")] == ["返品"]
    # verb stems (壊れた) are single characters and no subject
    assert [w.surface for w in words_of("パソコンが壊れたらどこに連絡すればよいですか？")] == [
        "パソコン",
        "連絡",
    ]


def test_a_question_of_ask_words_only_has_no_topic_to_check():
    assert words_of("期限はいつですか？") == ()
    assert coverage("期限はいつですか？", [COMMUTE]).on_topic


# --- coverage ---------------------------------------------------------------------------


def test_another_allowance_is_not_the_asked_one():
    # 通勤手当 shares 勤務・手当 with 在宅勤務手当: 2 of 5 bigrams.
    got = coverage("在宅勤務手当は月額いくらですか？", [COMMUTE_AMOUNT])
    assert got.coverage == pytest.approx(0.4) and got.coverage < TOPIC_MIN_COVERAGE
    assert got.missing == ("在宅勤務手当",)
    assert coverage("在宅勤務手当は月額いくらですか？", [REMOTE]).coverage == 1.0


def test_a_passage_that_only_shares_a_date_and_a_verb_is_off_topic():
    got = coverage("給与改定案の提出期限はいつですか？", [SETTLE])
    assert got.coverage == pytest.approx(0.4)  # 給与 (給与振込口座) and 提出 of 5
    assert not got.on_topic
    assert coverage("給与改定案の提出期限はいつですか？", [SALARY]).on_topic


def test_okurigana_between_kanji_match_but_particles_do_not():
    passage = record("US", "製品の到着日から30日以内に申し出があったものに限り受け付ける。", title="返品規程")
    assert coverage("返品の申出期限は？", [passage]).coverage == 1.0
    # 「自宅から勤務地」 does not contain 宅勤, 「勤務地の手当」 not 務手
    other = record("X", "自宅から勤務地までの通勤の手当", title="規程")
    assert coverage("在宅勤務手当は？", [other]).coverage == pytest.approx(0.4)


def test_headings_and_title_count_as_what_a_passage_is_about():
    passage = record(
        "V",
        "来訪日の前日17時までに来客登録画面で登録する。",
        title="来客受付要領",
        heading=("第2条 事前登録",),
    )
    assert coverage("来客の事前登録の締切はいつですか？", [passage]).coverage == 1.0
    bare = dataclasses.replace(passage, heading_path=())
    assert coverage("来客の事前登録の締切はいつですか？", [bare]).coverage == pytest.approx(0.5)


PARAPHRASES = [
    # (question, title, text) — the demo bundle's paraphrase questions, shortened rules
    (
        "パソコンが壊れたらどこに連絡すればよいですか？",
        "業務用PC管理要領",
        "業務用PCが故障した場合は、ヘルプデスクへ連絡する。",
    ),
    (
        "M-10 を返納する窓口はどこですか？",
        "M-10 貸出規程",
        "M-10 は返却期限日の17時までに、機材受付へ返却する。",
    ),
    (
        "出張費の清算書はいつまでに出せばいいですか？",
        "経費精算規程",
        "出張旅費は支出日から20日以内に経費精算書を提出する。",
    ),
    (
        "社内の資料を修正するときは誰の承認が必要ですか？",
        "社内文書管理規程",
        "社内文書を改訂する場合は、文書管理責任者の承認を得る。",
    ),
    (
        "国内出張のホテル代はいくらまで出ますか？",
        "国内出張旅費規程",
        "宿泊費は実費を支給する。1泊あたりの宿泊上限額は12,000円とする。",
    ),
]


@pytest.mark.parametrize(("question", "title", "text"), PARAPHRASES, ids=lambda v: v[:8])
def test_paraphrases_are_on_topic_through_the_synonym_groups(question, title, text):
    passage = record("P", text, title=title)
    assert coverage(question, [passage], SYNONYMS).on_topic


def test_synonyms_are_what_carries_a_paraphrase():
    passage = record("P", "業務用PCが故障した場合は、ヘルプデスクへ連絡する。", title="業務用PC管理要領")
    assert not coverage("パソコンが壊れたらどこに連絡すればよいですか？", [passage]).on_topic
    returning = record("R", "M-10 は機材受付へ返却する。", title="M-10 貸出規程")
    assert coverage("M-10 を返納する窓口はどこですか？", [returning]).coverage == 0.0


def test_a_synonym_counts_as_a_whole_word_never_as_a_bigram_of_it():
    # ["資料", "ドキュメント"]: 「アカウント」 shares the bigram ント, not the word.
    passage = record("A", "アカウントは申請書で申し込む。", title="アカウント申請手続")
    assert coverage("資料はどこですか？", [passage], SYNONYMS).coverage == 0.0
    document = record("D", "ドキュメントは共有フォルダに置く。", title="共有手順")
    assert coverage("資料はどこですか？", [document], SYNONYMS).coverage == 1.0


# --- filter ------------------------------------------------------------------------------


def test_filter_drops_off_topic_versions_and_keeps_order():
    analysis = analyze("給与改定案の提出期限はいつですか？", today=TODAY)
    cands = [make_candidate(r, kept=True) for r in (COMMUTE, SALARY, SETTLE)]
    report = topic_filter(analysis, cands)
    assert [c.kept for c in cands] == [False, True, False]
    assert [c.drop_reason for c in cands] == [DROP_OFF_TOPIC, None, DROP_OFF_TOPIC]
    assert set(report) == {"COMMUTE@1", "SALARY@1", "SETTLE@1"}
    assert report["COMMUTE@1"].missing == ("給与改定案",)


def test_a_version_is_judged_on_all_its_kept_passages():
    # The answer sentence (支払日) does not repeat the subject; the 目的 article does.
    answer = record(
        "PAY-3",
        "締切日までに受け付けた請求書の代金は、翌月25日に支払う。",
        title="支払処理規程",
        doc_id="PAY",
    )
    purpose = record(
        "PAY-1", "この規程は、取引先への代金の支払処理の手順を定める。", title="支払処理規程", doc_id="PAY"
    )
    analysis = analyze("取引先への代金は毎月いつ支払いますか？", today=TODAY)
    alone = [make_candidate(answer, kept=True)]
    topic_filter(analysis, alone)
    assert not alone[0].kept
    both = [make_candidate(answer, kept=True), make_candidate(purpose, kept=True)]
    topic_filter(analysis, both)
    assert all(c.kept for c in both)


def test_candidates_selection_dropped_stay_as_they_were():
    analysis = analyze("給与改定案の提出期限はいつですか？", today=TODAY)
    dropped = make_candidate(COMMUTE, kept=False, drop_reason="B4")
    topic_filter(analysis, [dropped])
    assert dropped.drop_reason == "B4"


# --- pipeline ----------------------------------------------------------------------------


def test_topic_is_a_check_of_every_product_default_and_not_of_the_reference_baseline():
    assert CHECK_TOPIC in ALL_CHECKS and configs.ALL_CHECKS == ALL_CHECKS
    for config in (configs.KONKYO_DEFAULT, configs.KONKYO_DEFAULT_RERANK, configs.KONKYO_BM25):
        assert CHECK_TOPIC in config.checks, config.name
    assert REFERENCE_BM25.checks == frozenset()


def test_another_groups_rule_is_not_answered_by_any_passage_with_a_date():
    without = dataclasses.replace(BM25_DEFAULT, checks=BM25_DEFAULT.checks - {CHECK_TOPIC})
    gap = ask("給与改定案の提出期限はいつですか？", config=without)
    assert gap.outcome == PASS  # what the topic check is for: 通勤手当 / 経費精算 "answer" it

    decision = ask("給与改定案の提出期限はいつですか？")
    assert decision.outcome == HOLD
    assert decision.hold_reasons == [BELOW_THRESHOLD]
    assert decision.decision_value is None and not decision.kept
    assert {c.drop_reason for c in decision.candidates} == {DROP_OFF_TOPIC}
    text = hold_text(decision)
    assert "「給与改定案の提出期限」を確認できませんでした。" in text
    assert "「給与改定案」についての記載は確認できませんでした" in text
    # nothing about the hr-only rule: not its title, owner, contact or words
    assert not re.search("給与改定手続|人事企画課|6100|5月末日", text)
    assert not re.search("存在しません|不要です|ありません", text)


def test_the_same_question_passes_for_a_user_who_may_read_the_rule():
    decision = ask("給与改定案の提出期限はいつですか？", groups=HR)
    assert decision.outcome == PASS
    assert {c.doc_id for c in decision.response.citations} == {"SALARY"}


def test_an_expired_rule_is_not_replaced_by_another_allowance():
    decision = ask("在宅勤務手当は月額いくらですか？")
    assert decision.outcome == HOLD
    assert decision.hold_reasons == [BELOW_THRESHOLD]
    text = hold_text(decision)
    assert "「在宅勤務手当」を確認できませんでした。" in text
    assert (
        "「通勤手当規程」は見つかりましたが、「在宅勤務手当」についての記載は確認できませんでした。" in text
    )
    # the expired version is invisible on the reference date: never named
    assert not re.search("臨時措置|在宅勤務担当|6250|3,000円", text)

    then = ask("在宅勤務手当は月額いくらですか？", as_of=date(2025, 10, 1))
    assert then.outcome == PASS
    assert {c.doc_id for c in then.response.citations} == {"REMOTE"}


def test_a_hold_with_the_topic_found_but_not_the_item_still_says_item_not_stated():
    passage = record(
        "TRAVEL-6",
        "出張時の手土産の購入費用については、この規程では定めていない。",
        title="国内出張旅費規程",
        heading=("第6条 この規程で定めない事項",),
    )
    collection = Collection([passage], index_version="item")
    decision = run_pipeline(
        "出張時の手土産の購入費用の上限額はいくらですか？",
        groups=ALL_STAFF,
        collection=collection,
        config=BM25_DEFAULT,
        today=TODAY,
        user_date=TODAY,
    )
    assert decision.hold_reasons == ["item_not_stated"]
    assert "「出張時の手土産の購入費用については、この規程では定めていない。」" in hold_text(decision)


# --- item fixes ---------------------------------------------------------------------------


def asks(question):
    return item_asks(analyze(question, today=TODAY))


def test_a_deadline_stated_as_the_day_before_at_a_time_is_a_deadline():
    passage = record(
        "VISITOR-2",
        "来客を迎える社員は、来訪日の前日17時までに社内ポータルの来客登録画面で来客者の氏名と会社名を登録する。",
        title="来客受付要領",
        heading=("第2条 事前登録",),
    )
    assert check_item(asks("来客の事前登録の締切はいつですか？"), [passage]) == ()


@pytest.mark.parametrize(
    ("question", "text"),
    [
        (
            "会議室の予約の取消期限はいつですか？",
            "予約を取り消す場合は、利用日の前日までに予約画面で取り消す。",
        ),
        ("アカウントの申請期限はいつですか？", "受入部署は入社日の5営業日前までにアカウントを申請する。"),
        ("届出の期限はいつですか？", "異動の届出は当日中に行う。"),
    ],
)
def test_relative_days_state_a_deadline(question, text):
    assert check_item(asks(question), [record("R", text, title="手続")]) == ()


def test_a_relative_day_without_a_deadline_is_not_one():
    passage = record("R", "前日の会議で決めた内容を共有する。", title="議事録の扱い")
    assert check_item(asks("議事録の共有期限はいつですか？"), [passage]) == ("共有期限",)


def test_the_asked_topic_may_be_written_with_okurigana_in_the_rule():
    us = record(
        "RET-US-2",
        "米国向けの P-20 の返品は、製品の到着日から30日以内に申し出があったものに限り受け付ける。",
        title="製品返品規程（P-20 米国向け）",
        targets=("P-20", "米国向け"),
    )
    question = "P-20 米国向けの返品の申出期限は何日以内ですか？"
    assert check_item(asks(question), [us]) == ()
    result = run_checks(
        analyze(question, today=TODAY),
        [make_candidate(us, kept=True)],
        reference_date=TODAY,
        checks=ALL_CHECKS,
    )
    assert result.outcome == PASS


def test_a_negation_after_a_comma_still_says_the_item_is_not_here():
    text = "返品時の送料の負担については、この規程では定めていない。"
    assert NEGATION.search(text)
    passage = record("RET-P30-4", text, title="製品返品規程（P-30 日本向け）", targets=("P-30", "日本向け"))
    assert check_item(asks("P-30 日本向けの返品の送料はいくらですか？"), [passage]) != ()


@pytest.mark.parametrize(
    "text",
    [
        "返品時の送料の負担については、この規程では定めていない。返品期限は30日とする。",
        "海外出張の日当は本規程では扱わない。国内の宿泊費は本資料では定めない。上限は1万円。",
        "日本向けでは30日以内。米国向けでは45日以内とする。",  # では, no negation tail
        "この規程では送料を定める。",  # the tail's words, but not a negation
        "",
    ],
)
def test_negation_split_is_finditer_and_sub_in_one_pass(text):
    from retrieval.core.checks.item import _negation_split

    expected = (tuple(m.group(0) for m in NEGATION.finditer(text)), NEGATION.sub("", text))
    assert _negation_split(text) == expected


# --- composer ------------------------------------------------------------------------------


def test_contact_does_not_repeat_its_owner():
    assert contact_line("品質保証部", "品質保証部 返品窓口 (内線 4100)") == "品質保証部 返品窓口 (内線 4100)"
    assert contact_line("総務部", "soumu-desk@example.invalid") == "総務部（soumu-desk@example.invalid）"
    assert contact_line("", "内線 2100") == "内線 2100"
    hold = compose_hold(
        [BELOW_THRESHOLD],
        analysis=analyze("返品の窓口は？", today=TODAY),
        question="返品の窓口は？",
        candidates=[
            make_candidate(
                record(
                    "Q",
                    "本文",
                    title="返品規程",
                    owner="品質保証部",
                    contact="品質保証部 返品窓口 (内線 4100)",
                )
            )
        ],
        config=BM25_DEFAULT,
    )
    assert hold.contacts == ("品質保証部 返品窓口 (内線 4100)",)
