"""Composition: cited answers from passage sentences only; holds that leak nothing."""

from __future__ import annotations

import dataclasses
import re
from datetime import date

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from retrieval.core.analysis import analyze
from retrieval.core.collection import Collection
from retrieval.core.compose import (
    compose_answer,
    compose_hold,
    compose_response,
)
from retrieval.core.configs import KONKYO_DEFAULT
from retrieval.core.messages import TEXTS
from retrieval.core.pipeline import run_pipeline
from retrieval.core.sentences import split_sentences
from retrieval.core.types import (
    BELOW_THRESHOLD,
    HOLD,
    NO_CANDIDATES,
    PASS,
    RETRIEVAL_UNAVAILABLE,
    Decision,
)
from tests.retrieval.core_data import FakeEncoder, fake_embeddings
from tests.retrieval.gate_cases import QUESTIONS, REFERENCE_AS_OF, gate_records, make_candidate, make_record

RECORDS = {r.doc_id: r for r in gate_records()}
CONFIG = dataclasses.replace(KONKYO_DEFAULT, fallback_contact="ヘルプデスク（内線 1234）")
ABSENCE_CLAIMS = re.compile("存在しません|不要です|ありません")


@pytest.fixture(autouse=True)
def _dense_off_by_default():
    """Pure tests: nothing in Django settings to switch off."""


def analysis(question):
    return analyze(question, today=REFERENCE_AS_OF)


def test_sentences_split_on_japanese_stops_and_newlines():
    text = "第一文。第二文！第三文？\n見出し\n最後の文"
    assert split_sentences(text) == ["第一文。", "第二文！", "第三文？", "見出し", "最後の文"]


def test_answer_is_only_relevant_sentences_of_cited_passages_in_order():
    record = make_record(
        "X",
        "国内出張旅費は帰着後10営業日以内に経理窓口へ申請する。詳細は別紙を参照。宿泊費の上限額はこの資料では定めていない。",
        title="出張旅費規程",
    )
    statements, citations = compose_answer([make_candidate(record)], analysis(QUESTIONS["Q07"]["query"]))
    assert [s.text for s in statements] == ["国内出張旅費は帰着後10営業日以内に経理窓口へ申請する。"]
    assert statements[0].citations == (1,)
    (citation,) = citations
    assert (citation.number, citation.doc_id, citation.title, citation.quote) == (
        1,
        "X",
        "出張旅費規程",
        record.text,
    )


def test_a_sentence_in_two_cited_passages_cites_both():
    evidence = [make_candidate(RECORDS["D01"]), make_candidate(RECORDS["D02"])]
    statements, _ = compose_answer(evidence, analysis(QUESTIONS["Q09"]["query"]))
    shared = [s for s in statements if s.text == "2026年10月1日から12月31日まで適用。"]
    assert shared and shared[0].citations == (1, 2)


def test_no_candidates_hold_invites_rephrasing_and_uses_the_fallback_desk():
    hold = compose_hold(
        [NO_CANDIDATES],
        analysis=analysis("海底火山の噴出量を教えて"),
        question="海底火山の噴出量を教えて",
        candidates=[],
        config=CONFIG,
    )
    assert hold.unconfirmed == ("「海底火山の噴出量」を確認できませんでした。",)
    assert hold.found_instead == ()
    assert "言い回しを変えて" in hold.next_steps[0]
    assert hold.contacts == ("ヘルプデスク（内線 1234）",)


@pytest.mark.parametrize("source", ["user", "question"])
def test_a_date_the_asker_set_is_named_when_nothing_valid_on_it_was_found(source):
    day = date(2010, 4, 1)
    for reasons, candidates in (([NO_CANDIDATES], []), ([BELOW_THRESHOLD], [make_candidate(RECORDS["D07"])])):
        hold = compose_hold(
            reasons,
            analysis=analysis("2010年4月1日時点の出張の日当は？"),
            question="2010年4月1日時点の出張の日当は？",
            candidates=candidates,
            config=CONFIG,
            reference=(day, source),
        )
        assert hold.next_steps[0] == (
            "基準日（2010年4月1日）に適用される規程だけを検索しました。基準日が正しいか確認してください。"
        )
        assert hold.messages["next_steps"][0].render("en") == (
            "Only rules in force on the reference date (2010-04-01) were searched. Check that the date is right."
        )
        assert len(hold.next_steps) == 2  # the reason's own next step follows


def test_todays_date_is_not_named_nor_a_date_on_other_holds():
    today = date(2026, 12, 6)
    quiet = compose_hold(
        [NO_CANDIDATES],
        analysis=analysis("出張の日当は？"),
        question="出張の日当は？",
        candidates=[],
        config=CONFIG,
        reference=(today, "today"),
    )
    outage = compose_hold(
        [RETRIEVAL_UNAVAILABLE],
        analysis=None,
        question="出張の日当は？",
        candidates=[],
        config=CONFIG,
        reference=(today, "user"),
    )
    assert not any("基準日" in s for s in (*quiet.next_steps, *outage.next_steps))


def test_below_threshold_names_what_was_found_and_its_owner():
    c = make_candidate(RECORDS["D07"], kept=True)
    hold = compose_hold(
        [BELOW_THRESHOLD], analysis=analysis("出張の話"), question="出張の話", candidates=[c], config=CONFIG
    )
    assert hold.found_instead == (
        "「社内出張旅費の申請期限」が見つかりましたが、質問との一致度が基準に届きませんでした。",
    )
    assert hold.contacts == ("総務部（soumu-desk@example.invalid）",)


def test_outage_says_so_and_invites_a_retry():
    response = compose_response(
        HOLD,
        [RETRIEVAL_UNAVAILABLE],
        analysis=None,
        question="P-20 の返品期限は？",
        candidates=[],
        config=CONFIG,
    )
    hold = response.hold
    assert hold.reasons == (RETRIEVAL_UNAVAILABLE,)
    # Nothing narrower than the whole question was read: it is not quoted back under itself.
    assert hold.unconfirmed == ("検索が一時的に利用できないため、この質問への回答を確認できませんでした。",)
    assert hold.next_steps == ("時間をおいて、もう一度お試しください。",)
    assert "見つかりませんでした" not in "".join(hold.unconfirmed)


def test_no_text_claims_absence():
    for text in TEXTS["ja"].values():
        assert not ABSENCE_CLAIMS.search(text), text


# --- properties over generated collections and users --------------------------------------

GROUPS = ("eng", "sales", "legal")
PRODUCTS = ("P-10", "P-20", "P-30", "M-10")
REGIONS = ("日本向け", "米国向け", "")
BODIES = (
    "{region}製品 {product} の返品は納品後14日以内に受付窓口へ申請する。",
    "{region}製品 {product} の保証期間は購入後1年間。",
    "{product} の返却は次の営業日の午前10時までに総務の窓口へ。",
    "{product} の上限額は1件50,000円。承認者は部長とする。",
)
QUESTION_TEMPLATES = (
    "{region} {product} の返品期限は？",
    "{region} {product} の保証期間は？",
    "{product} はいつどこへ返却する？",
    "{product} の上限額はいくら？承認者は誰？",
    "{region} {product} と {other} の返品期限を両方知りたい",
    "{product} の2027年10月の返品期限は？",
    "まったく関係のない質問",
)


@st.composite
def worlds(draw):
    n = draw(st.integers(2, 6))
    versions = []
    for i in range(n):
        groups = draw(st.sets(st.sampled_from(GROUPS), max_size=2))
        product, region = draw(st.sampled_from(PRODUCTS)), draw(st.sampled_from(REGIONS))
        body = draw(st.sampled_from(BODIES)).format(product=product, region=region)
        versions.append((i, frozenset(groups), product, region, body))
    user = frozenset(draw(st.sets(st.sampled_from(GROUPS), min_size=1, max_size=2)))
    q = draw(st.sampled_from(QUESTION_TEMPLATES)).format(
        product=draw(st.sampled_from(PRODUCTS)),
        other=draw(st.sampled_from(PRODUCTS)),
        region=draw(st.sampled_from(REGIONS)),
    )
    return versions, user, q.strip()


def build(versions, user):
    """Records; versions the user cannot read carry canary title, doc id, owner, contact."""
    records, canaries = [], []
    for i, groups, product, region, body in versions:
        readable = bool(groups & user)
        doc = f"DOC{i}" if readable else f"SECRETDOC{i}"
        title = f"{product} {region}規程{i}" if readable else f"CANARYTITLE{i} {product} {region}規程"
        owner = f"部署{i}" if readable else f"CANARYOWNER{i}"
        contact = f"desk{i}@example.invalid" if readable else f"canary{i}@secret.invalid"
        if not readable:
            canaries += [doc, f"CANARYTITLE{i}", owner, contact]
        records.append(
            make_record(f"v{i}", body, title=title, doc_id=doc, groups=groups, owner=owner, contact=contact)
        )
    return records, canaries


def everything_shown(decision: Decision) -> str:
    r = decision.response
    parts = [s.text for s in r.statements]
    parts += [f"{c.doc_id} {c.title} {c.quote} {c.passage_id} {c.version_id}" for c in r.citations]
    if r.hold is not None:
        h = r.hold
        parts += [*h.reasons, *h.unconfirmed, *h.found_instead, *h.next_steps, *h.contacts]
    return "\n".join(parts)


CONFIGS = (
    dataclasses.replace(CONFIG, retrieval="bm25", selection="top_k", decision_score="bm25", threshold=0.0),
    dataclasses.replace(CONFIG, dense_floor=None, tau_s=-1.0, dense_margin=None, threshold=-1.0),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(world=worlds(), config_index=st.integers(0, len(CONFIGS) - 1))
def test_responses_never_reveal_versions_the_asker_cannot_read(world, config_index):
    versions, user, question = world
    records, canaries = build(versions, user)
    collection = Collection(records, embeddings=fake_embeddings(records), index_version="gen")
    decision = run_pipeline(
        question,
        groups=user,
        collection=collection,
        config=CONFIGS[config_index],
        today=date(2026, 10, 23),
        encoder=FakeEncoder(),
    )
    shown = everything_shown(decision)
    event(f"{decision.outcome}:{','.join(decision.hold_reasons)}:{bool(canaries)}")
    for canary in canaries:
        assert canary not in shown
    assert all(c.passage.readable_by(user) for c in decision.candidates)
    assert not ABSENCE_CLAIMS.search(shown)
    if decision.outcome == HOLD:
        assert decision.response.hold.unconfirmed
        assert decision.response.hold.contacts  # nearest owner's desk or the fallback


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(world=worlds(), config_index=st.integers(0, len(CONFIGS) - 1))
def test_a_cited_answer_contains_only_sentences_of_its_cited_passages(world, config_index):
    versions, _, question = world
    user = frozenset(GROUPS)
    records, _ = build([(i, frozenset(GROUPS), p, r, b) for i, _, p, r, b in versions], user)
    collection = Collection(records, embeddings=fake_embeddings(records), index_version="gen")
    decision = run_pipeline(
        question,
        groups=user,
        collection=collection,
        config=CONFIGS[config_index],
        today=date(2026, 10, 23),
        encoder=FakeEncoder(),
    )
    response = decision.response
    quotes = {c.number: c.quote for c in response.citations}
    for statement in response.statements:
        assert statement.citations
        for number in statement.citations:
            assert statement.text in split_sentences(quotes[number])
    if decision.outcome == PASS:
        assert response.statements and response.hold is None
        cited = {c.passage_id for c in response.citations}
        assert cited == {c.passage.passage_id for c in decision.candidates if c.cited}
        assert all(c.kept for c in decision.candidates if c.cited)


@pytest.mark.parametrize(
    ("valid", "stated", "shown"),
    [
        # The body says when it starts and nothing of the end; the version ends 9月30日.
        ((date(2026, 4, 1), date(2026, 10, 1)), (date(2026, 4, 1), None), "2026年4月1日〜2026年9月30日"),
        # The body narrows an open version: a temporary measure inside it.
        ((date(2026, 1, 1), None), (date(2026, 1, 1), date(2026, 4, 1)), "2026年1月1日〜2026年3月31日"),
        ((date(2025, 4, 1), None), (None, None), "2025年4月1日〜"),
        ((None, None), (None, None), "期限なし"),
    ],
)
def test_a_period_hold_names_the_version_period_narrowed_by_the_period_its_text_states(valid, stated, shown):
    from retrieval.core.compose import _validity

    record = make_record(
        "T",
        "本文。",
        valid_from=valid[0],
        valid_until=valid[1],
        stated_from=stated[0],
        stated_until=stated[1],
    )
    assert _validity(record).render() == shown
