"""The shipped answerability model behind the adopted default gate, on rules written here
(not from any evaluation set): the answer sentence present vs removed, an out-of-domain
question, an English question, and who a hold names as the contact."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import date

import pytest

from retrieval.core.collection import Collection
from retrieval.core.pipeline import run_pipeline
from retrieval.core.types import HOLD, ITEM_NOT_STATED, PASS, PassageRecord
from tests.retrieval.shipped_answering import adopted_config, shipped_reader

pytestmark = [pytest.mark.slow, pytest.mark.rerank]

TODAY = date(2026, 12, 1)
STAFF = frozenset({"all-staff"})
HOTEL = "国内出張の宿泊費は、1泊あたり12,000円（税込）を上限とする。"
TRAVEL = f"{HOTEL}宿泊先は会社が指定する予約サイトで手配する。\n領収書は帰着後に経費精算システムへ添付する。"
CANTEEN = "社員食堂は平日の11時30分から13時30分まで営業する。食券は1階の券売機で購入する。"
LOCKERS = "更衣室のロッカーは入社時に1人1つ割り当てる。鍵を紛失した場合は総務課に届け出る。"


@pytest.fixture(scope="module")
def reader():
    return shipped_reader()


@pytest.fixture(scope="module")
def adopted():
    return adopted_config(fallback_contact="総務部 規程窓口")


def rule(pid, text, title, heading, owner="", contact=""):
    return PassageRecord(
        passage_id=pid,
        version_id=f"{pid}@1",
        doc_id=pid,
        version_label="1",
        title=title,
        text=text,
        heading_path=(heading,),
        groups=STAFF,
        owner=owner,
        contact=contact,
    )


def corpus(travel_text=TRAVEL):
    return [
        rule("travel", travel_text, "出張旅費規程", "第4条（宿泊費）", "経理部", "内線 2200"),
        rule("canteen", CANTEEN, "社員食堂利用要領", "第2条（営業時間）", "総務部 厚生課", "内線 1100"),
        rule("lockers", LOCKERS, "更衣室利用要領", "第3条（ロッカー）", "総務部 施設課", "内線 1200"),
    ]


def ask(question, records, reader, config, encoder=None, synonyms=()):
    collection = Collection(records, index_version="t")
    if encoder is not None:
        from retrieval.core.embeddings import passage_embedding_text

        vectors = encoder.encode_passages(
            [passage_embedding_text(r.title, r.heading_path, r.text) for r in records]
        )
        collection = Collection(records, embeddings=vectors, index_version="t")
    return run_pipeline(
        question,
        groups=STAFF,
        collection=collection,
        config=config,
        today=TODAY,
        encoder=encoder,
        reranker=reader,
        synonyms=synonyms,
    )


def bm25(config):
    return replace(config, retrieval="bm25", selection="top_k", max_k=5)


def test_the_stated_answer_passes_and_its_span_and_sentence_are_shown(reader, adopted):
    d = ask("国内出張の宿泊費の上限はいくらですか？", corpus(), reader, bm25(adopted))
    assert d.outcome == PASS, (d.hold_reasons, [(c.passage.doc_id, c.answer_prob) for c in d.candidates])
    r = d.response
    assert r.statements[0].text == HOTEL
    assert r.answers and r.answers[0].text in HOTEL and "12,000円" in r.answers[0].text
    assert r.citations[0].doc_id == "travel" and r.citations[0].sentence == HOTEL


def test_the_same_rule_without_the_answer_sentence_holds_with_item_not_stated(reader, adopted):
    removed = TRAVEL.replace(HOTEL, "")
    d = ask("国内出張の宿泊費の上限はいくらですか？", corpus(removed), reader, bm25(adopted))
    assert d.outcome == HOLD
    assert ITEM_NOT_STATED in d.hold_reasons, (
        d.hold_reasons,
        [(c.passage.doc_id, c.rerank_prob, c.answer_prob) for c in d.candidates],
    )
    assert any("出張旅費規程" in f for f in d.response.hold.found_instead)
    assert d.response.hold.contacts == ("経理部（内線 2200）",)


def test_the_admins_synonyms_let_the_model_read_an_employees_word_as_the_rules(reader, adopted):
    """「PW」 where the rule says 「パスワード」: with the synonym group the model reads the question
    in the rule's words and the stated answer passes, read as far more likely stated than the
    question as asked."""
    password = "パスワードは12文字以上とし、90日ごとに変更しなければならない。"
    records = [
        rule("pw", password, "情報セキュリティ規程", "第5条（パスワード）", "情報システム部"),
        *corpus()[1:],
    ]
    question = "PWって何日ごとに変えるんだっけ？"
    d = ask(question, records, reader, bm25(adopted), synonyms=[["パスワード", "PW"]])
    assert d.outcome == PASS, [(c.passage.doc_id, c.answer_prob) for c in d.candidates]
    assert d.response.citations[0].doc_id == "pw" and "90日" in d.response.answers[0].text
    plain = ask(question, records, reader, bm25(adopted))
    phrased_prob = next(c.answer_prob for c in d.candidates if c.passage.doc_id == "pw")
    plain_prob = next(c.answer_prob for c in plain.candidates if c.passage.doc_id == "pw")
    assert phrased_prob >= plain_prob + 0.25, (phrased_prob, plain_prob)


def test_a_word_the_employee_spells_in_kana_is_read_as_the_rule_spells_it(reader, adopted):
    """「カギ」 where the rule writes 「鍵」: read in the rule's spelling (``core.spelling``), the
    lockers rule passes, read as far more likely stated than the question as typed (run 4 held
    it as typed; run all1 reads カギ better, 0.27, still far below the rule's spelling, 0.77)."""
    question = "ロッカーのカギをなくしたら、どこに届け出ればいい？"
    d = ask(question, corpus(), reader, bm25(adopted))
    assert d.outcome == PASS, [(c.passage.doc_id, c.answer_prob) for c in d.candidates]
    assert d.response.citations[0].doc_id == "lockers" and "総務課" in d.response.statements[0].text
    lockers = next(r for r in corpus() if r.passage_id == "lockers")
    as_typed = reader.read(question, [lockers])[0].answer_logit
    spelled = d.candidates[0].answer_prob
    assert 1 / (1 + math.exp(-as_typed)) + 0.25 <= spelled and adopted.threshold < spelled


def test_an_out_of_domain_question_holds_and_names_no_unrelated_owner(reader, adopted):
    d = ask("社員食堂で来週の天気予報は見られますか？", corpus(), reader, bm25(adopted))
    assert d.outcome == HOLD
    hold = d.response.hold
    assert not any("更衣室" in f for f in hold.found_instead)
    assert all("施設課" not in c for c in hold.contacts)


@pytest.mark.dense
def test_an_english_question_is_answered_from_a_japanese_rule(reader, adopted):
    """Found by the dense retriever (no floor for a question without Japanese script) and read
    as stating the answer: run win2 passes it (runs 4 and all1 held it, answer_prob 0.09 and 0.16)."""
    from retrieval.core.embeddings import DenseEncoder

    d = ask(
        "What is the maximum hotel rate per night for a domestic business trip?",
        corpus(),
        reader,
        adopted,
        encoder=DenseEncoder(),
    )
    assert d.outcome == PASS, (
        d.hold_reasons,
        [(c.passage.doc_id, c.dense, c.answer_prob) for c in d.candidates],
    )
    assert d.response.citations[0].doc_id == "travel"
    assert "12,000円" in d.response.statements[0].text


def test_locate_reads_sentence_by_sentence_and_returns_offsets_into_the_passage(reader):
    text = (
        "宿泊先は会社が指定する予約サイトで手配する。\n領収書は帰着後に経費精算システムへ添付する。"
        f"{HOTEL}\n海外出張の宿泊費は別表で定める。"
    )
    passage = rule("travel", text, "出張旅費規程", "第4条（宿泊費）")
    a, b = reader.locate("国内出張の宿泊費の上限はいくらですか？", passage)
    assert "12,000円" in text[a:b] and text[a:b] in HOTEL
    one_sentence = rule("hotel", HOTEL, "出張旅費規程", "第4条（宿泊費）")
    assert reader.locate("国内出張の宿泊費の上限はいくらですか？", one_sentence) is None


def test_a_reading_ranks_the_passage_sentences_the_span_head_prefers(reader):
    text = (
        f"宿泊先は会社が指定する予約サイトで手配する。\n{HOTEL}\n領収書は帰着後に経費精算システムへ添付する。"
    )
    first, second = reader.read_texts(
        "国内出張の宿泊費の上限はいくらですか？",
        [
            ("出張旅費規程", ("第4条（宿泊費）",), text),
            ("出張旅費規程", (), "宿泊先は予約サイトで手配する。"),
        ],
    )
    assert len(first.sentences) == 3 and len(set(first.sentences)) == 3
    assert text[slice(*first.sentences[0])] == HOTEL  # the sentence with the amount ranks first
    assert all(text[a:b] in text.split("\n") for a, b in first.sentences)  # whole sentences
    assert second.sentences == ((0, len("宿泊先は予約サイトで手配する。")),)


def test_locate_shows_a_sentence_holding_the_asked_unit(reader):
    deadline = "宿泊費は帰着後10営業日以内に精算する。"
    text = f"宿泊費の精算は経理部が案内する手順で行う。\n{HOTEL}\n{deadline}"
    passage = rule("travel", text, "出張旅費規程", "第4条（宿泊費）")
    a, b = reader.locate("宿泊費の精算は何日以内にすればいいですか？", passage)
    assert text[a:b] in deadline and "10営業日" in text[a:b]


def test_locate_shows_a_number_for_a_how_much_question(reader):
    """「どのくらい」 names no counter but asks a quantity: the sentence with the number is shown,
    not the one that only repeats the question's words."""
    kept = "健康診断の結果票は人事部が鍵のかかる書庫で保管する。"
    period = "保管期間は受診日から5年とする。"
    passage = rule("health", f"{kept}\n{period}", "健康管理規程", "第6条（記録の保管）")
    a, b = reader.locate("健康診断の結果票はどのくらいの期間保管されますか？", passage)
    assert passage.text[a:b] in period and "5年" in passage.text[a:b]


@pytest.mark.parametrize(
    "question",
    ["How often do I have to change my password?", "パスワードはどのくらいの頻度で変更しますか？"],
)
def test_locate_shows_the_interval_for_a_how_often_question(reader, question):
    """A frequency is stated as an interval too (「180日ごと」), and 「how often」 asks one: the
    sentence with the interval is shown, not the one with a count of failed logins (a bare
    count says how many, not how often: run win2 ranks the lockout sentence first in English)."""
    lock = "ログインに5回続けて失敗するとアカウントがロックされる。"
    mfa = "社外から接続する場合は、パスワードに加えて多要素認証を必ず使用する。"
    interval = "社員は、パスワードを180日ごとに変更しなければならない。"
    passage = rule("pw", f"{lock}\n{mfa}\n{interval}", "パスワード管理規程", "第3条（定期変更）")
    a, b = reader.locate(question, passage)
    assert passage.text[a:b] in interval and "180日" in passage.text[a:b]


def test_locate_shows_the_row_whose_range_holds_the_stated_quantity(reader):
    text = (
        "マイカー通勤者には、片道の通勤距離に応じて次の額を毎月支給する。\n- 2km以上10km未満：月額4,200円\n"
        "- 10km以上15km未満：月額7,100円\n- 15km以上25km未満：月額14,100円\n- 25km以上：月額20,500円"
    )
    passage = rule("commute", text, "通勤手当規程", "第3条（マイカー通勤）")
    a, b = reader.locate("車で片道18キロかけて通勤してます。毎月いくら出ますか？", passage)
    assert "14,100円" in text[a:b] and text[a:b] in "- 15km以上25km未満：月額14,100円"


SCOPE_ENDS = [
    (
        "在宅勤務の通信費の補助は出ますか？",
        "在宅勤務の申請は、開始日の1週間前までに所属長へ行う。在宅勤務の通信費の補助はこの規程では定めていない。",
        "在宅勤務規程",
        "第2条（申請）",
    ),
    (
        "制服のクリーニング代の補助はありますか？",
        "制服は入社時に2着貸与する。退職時は人事課へ返却する。クリーニング代の補助はこの規程では定めない。",
        "制服貸与規程",
        "第3条（貸与）",
    ),
    (
        "社用車のガソリン代の精算方法を教えてください。",
        "社用車の予約は前日17時までに総務課のシステムで行う。ガソリン代の精算方法は本規程では定めない。",
        "社用車使用規程",
        "第5条（予約）",
    ),
]


@pytest.mark.parametrize(("question", "text", "title", "heading"), SCOPE_ENDS)
def test_a_rule_that_says_it_does_not_define_the_asked_item_holds_though_the_model_reads_it_as_stated(
    reader, adopted, question, text, title, heading
):
    """The model reads these passages as answering (their other item is a value of the asked
    kind); the passage's own 「この規程では定めない」 sentence names what is asked, so it holds."""
    passage = rule("scope", text, title, heading, "総務部")
    reading = reader.read(question, [passage])[0]
    assert 1 / (1 + math.exp(-reading.answer_logit)) >= adopted.threshold
    d = ask(question, [passage, *corpus()], reader, adopted)
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED], d.candidates[:2]
