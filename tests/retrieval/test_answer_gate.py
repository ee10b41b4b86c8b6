"""The answerability gate (retrieval.core.answer_gate) and its responses, with a scripted
reader standing in for the model: these tests are about what the gate and the composer do
with the model's readings (the real model is tested in test_answerability_model.py)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from grading.evaluation import decision_record
from grading.replay import replay
from retrieval.core.analysis import coordinated_parts, later_asks, sentence_parts
from retrieval.core.answer_gate import Reading, says_not_defined, states_nothing
from retrieval.core.bundle import QuestionSpec
from retrieval.core.collection import Collection
from retrieval.core.configs import KONKYO_DEFAULT_ANSWER
from retrieval.core.pipeline import run_pipeline
from retrieval.core.sentences import sentence_spans
from retrieval.core.serialize import decision_to_dict
from retrieval.core.types import (
    BELOW_THRESHOLD,
    HOLD,
    ITEM_NOT_STATED,
    PARTIAL,
    PASS,
    TARGET_NOT_FOUND,
    PassageRecord,
)

TODAY = date(2026, 12, 1)
STAFF = frozenset({"all-staff"})
CONFIG = replace(
    KONKYO_DEFAULT_ANSWER,
    retrieval="bm25",
    selection="top_k",
    max_k=5,
    threshold=0.5,
    fallback_contact="総務部 規程窓口",
)

TRAVEL = (
    "第5条（宿泊費）\n国内出張の宿泊費は、1泊あたり12,000円（税込）を上限とする。領収書を添付して精算する。"
)
TRAVEL_NO_ITEM = (
    "第5条（宿泊費）\n国内出張の宿泊は、会社が指定する予約サイトで手配する。領収書を添付して精算する。"
)
TAXI = "第7条（タクシー）\nタクシー代は1回あたり5,000円を上限とする。深夜の帰宅に限り利用できる。"
EXPENSE = "第3条（精算）\n経費は所定の様式で申請する。経費精算の方法は経理部が案内する。"
GIFT = "第9条（手土産）\n出張時の手土産代は本規程では定めない。"
WARRANTY = "第2条（保証期間）\nP-20 の保証期間は出荷日から3年とする。"
CANTEEN = "社員食堂は11時30分から13時30分まで営業する。"


def record(
    pid: str,
    text: str,
    *,
    doc: str | None = None,
    title: str = "規程",
    owner: str = "",
    contact: str = "",
    targets: tuple[str, ...] = (),
):
    return PassageRecord(
        passage_id=pid,
        version_id=f"{doc or pid}@1",
        doc_id=doc or pid,
        version_label="1",
        title=title,
        text=text,
        groups=STAFF,
        owner=owner,
        contact=contact,
        targets=targets,
    )


class ScriptedReader:
    """Reads like a model would, by script: a passage is on topic when it shares one of the
    question's ``topic`` words; it states the answer when it contains the ``answers`` string
    scripted for a word of the question (the span is that string)."""

    name = "scripted@test"

    def __init__(self, topics: dict[str, str], answers: dict[str, str]) -> None:
        self.topics, self.answers = topics, answers
        self.calls: list[str] = []

    def read(self, question, passages):
        self.calls.append(question)
        out = []
        for p in passages:
            topic = any(k in question and w in p.text for k, w in self.topics.items())
            span = None
            for key, answer in self.answers.items():
                at = p.text.find(answer)
                if key in question and at >= 0:
                    span = (at, at + len(answer))
                    break
            out.append(Reading(3.0 if topic else -3.0, 3.0 if span else -3.0, span))
        return out

    def predict(self, query, passages):  # the Reranker protocol; unused by the answer gate
        raise AssertionError("the answer gate reads, it does not call predict")


def ask(question, records, reader, config=CONFIG):
    return run_pipeline(
        question,
        groups=STAFF,
        collection=Collection(records, index_version="t"),
        config=config,
        today=TODAY,
        reranker=reader,
    )


def test_answer_leads_with_the_span_and_cites_the_sentence_that_states_it():
    records = [
        record("travel", TRAVEL, title="出張旅費規程", owner="経理部", contact="内線 2200"),
        record(
            "travel-2", "第6条（日当）\n国内出張の日当は2,000円とする。", doc="travel", title="出張旅費規程"
        ),
        record("canteen", CANTEEN, title="食堂"),
    ]
    records[1] = replace(records[1], version_id="travel@1")
    reader = ScriptedReader({"出張": "出張"}, {"宿泊": "1泊あたり12,000円（税込）"})
    d = ask("国内出張の宿泊上限額はいくらですか？", records, reader)
    assert d.outcome == PASS and d.hold_reasons == []
    r = d.response
    assert [a.text for a in r.answers] == ["1泊あたり12,000円（税込）"]
    assert r.statements[0].text == "国内出張の宿泊費は、1泊あたり12,000円（税込）を上限とする。"
    assert len(r.statements) == 1  # only the sentence that states it, not the whole passage
    assert [c.passage_id for c in r.citations] == ["travel"]
    assert r.citations[0].sentence == r.statements[0].text
    # The other on-topic passage of another version is related, never in the answer.
    assert all("日当" not in s.text for s in r.statements)


def test_related_rules_are_on_topic_kept_passages_outside_the_answer():
    records = [
        record("travel", TRAVEL, title="出張旅費規程"),
        record("daily", "国内出張の日当は2,000円とする。", title="日当基準"),
        record("canteen", CANTEEN, title="食堂"),
    ]
    reader = ScriptedReader({"出張": "出張"}, {"宿泊": "1泊あたり12,000円"})
    d = ask("国内出張の宿泊費の上限は？", records, reader)
    assert d.outcome == PASS
    assert [c.doc_id for c in d.response.related] == ["daily"]
    assert "canteen" not in [c.doc_id for c in (*d.response.citations, *d.response.related)]


def test_topical_passage_without_the_item_holds_with_item_not_stated_and_names_it():
    records = [
        record("travel", TRAVEL_NO_ITEM, title="出張旅費規程", owner="経理部", contact="内線 2200"),
        record("canteen", CANTEEN, title="食堂", owner="総務部", contact="内線 1000"),
    ]
    reader = ScriptedReader({"出張": "出張"}, {"宿泊": "1泊あたり12,000円"})
    d = ask("国内出張の宿泊上限額はいくらですか？", records, reader)
    assert d.outcome == HOLD
    assert d.hold_reasons == [ITEM_NOT_STATED]
    hold = d.response.hold
    assert any("出張旅費規程" in f for f in hold.found_instead)
    assert not any("食堂" in f for f in hold.found_instead)
    assert hold.contacts == ("経理部（内線 2200）",)


@pytest.mark.parametrize(
    ("clause", "span", "about_it"),
    [
        (
            "この規程は、社員が業務のために立て替えた経費の精算手続を定める。",
            "立て替えた経費の精算手続を定める",
            "経費精算規程の目的は何ですか？",
        ),
        (
            "この規程は2026年10月1日から適用する。",
            "2026年10月1日から",
            "経費精算規程はいつから適用されますか？",
        ),
    ],
)
def test_a_span_in_the_rules_purpose_or_commencement_clause_answers_only_a_question_about_it(
    clause, span, about_it
):
    records = [
        record(
            "settle",
            f"第1条（経費精算）\n{clause}",
            title="経費精算規程",
            owner="経理部",
            contact="内線 3100",
        )
    ]
    reader = ScriptedReader({"精算": "精算", "経費": "経費"}, {"精算": span, "経費": span})
    d = ask("出張の手土産代は経費で精算できますか？", records, reader)
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED]
    assert d.response.hold.contacts == ("経理部（内線 3100）",)  # on topic: its owner is the contact
    assert ask(about_it, records, reader).outcome == PASS
    # The same span in a sentence of the rule's content answers.
    plain = [record("settle", f"第3条\n精算の様式は{span}ものを使う。")]
    assert ask("出張の手土産代は経費で精算できますか？", plain, reader).outcome == PASS


class LukewarmReader(ScriptedReader):
    """Reads every passage as somewhat about the question (topic probability 0.75: what the
    shipped model gives a weather question against an equipment rule) and none as answering it."""

    def read(self, question, passages):
        self.calls.append(question)
        return [Reading(1.0986, -3.0, None) for _ in passages]


def test_the_configured_topic_floor_decides_what_a_hold_shows_and_whose_contact_it_gives():
    records = [record("canteen", CANTEEN, title="社員食堂の案内", owner="総務部 食堂係", contact="内線 1000")]
    question = "社員食堂は明日混みますか？"
    low = ask(question, records, LukewarmReader({}, {}), replace(CONFIG, topic_floor=0.5))
    high = ask(question, records, LukewarmReader({}, {}), replace(CONFIG, topic_floor=0.82))
    assert low.outcome == high.outcome == HOLD and low.decision_value == high.decision_value
    assert low.hold_reasons == [ITEM_NOT_STATED]
    assert low.response.hold.found_instead[0].startswith("「社員食堂の案内」は見つかりましたが")
    assert low.response.hold.contacts == ("総務部 食堂係（内線 1000）",)
    assert high.hold_reasons == [BELOW_THRESHOLD]
    assert high.response.hold.found_instead == ()
    assert high.response.hold.contacts == ("総務部 規程窓口",)


def test_an_asked_item_read_only_as_the_whole_question_is_not_quoted_back():
    records = [record("travel", TRAVEL_NO_ITEM, title="出張旅費規程", owner="経理部", contact="内線 2200")]
    reader = ScriptedReader({"出張": "出張"}, {"宿泊": "1泊あたり12,000円"})
    d = ask("出張の宿泊費はいくらもらえますか？", records, reader)
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED]
    hold = d.response.hold
    # The whole sentence is all that could be read as the asked item: the hold says 「この質問」
    # (the question is on the page above it), not 「出張の宿泊費はいくらもらえますか」について…
    assert hold.unconfirmed == ("この質問への回答を確認できませんでした。",)
    assert (
        hold.found_instead[0]
        == "「出張旅費規程」は見つかりましたが、この質問への答えは確認できませんでした。"
    )
    assert hold.next_steps[0] == "この質問について定めた資料がほかにないか、担当窓口に確認してください。"
    assert "もらえますか" not in "".join((*hold.unconfirmed, *hold.found_instead, *hold.next_steps))
    # A noun phrase keeps the plain form.
    d = ask("国内出張の宿泊上限額はいくらですか？", records, reader)
    assert d.response.hold.found_instead[0] == (
        "「出張旅費規程」は見つかりましたが、国内出張の宿泊上限額の記載は確認できませんでした。"
    )


def test_off_topic_candidates_are_not_found_instead_and_the_contact_falls_back():
    records = [record("canteen", CANTEEN, title="社員食堂の案内", owner="総務部 食堂係", contact="内線 1000")]
    reader = ScriptedReader({"出張": "出張"}, {"宿泊": "1泊あたり12,000円"})
    d = ask("社員食堂の宿泊上限額はいくらですか？", records, reader)  # BM25 finds the canteen rule
    assert d.candidates, "the canteen passage must be a candidate for this test to mean anything"
    assert d.outcome == HOLD and d.hold_reasons == [BELOW_THRESHOLD]
    hold = d.response.hold
    assert hold.found_instead == ()
    assert hold.contacts == ("総務部 規程窓口",)
    assert all("食堂係" not in c for c in hold.contacts)


def taxi_and_expense():
    return [
        record("taxi", TAXI, title="タクシー利用基準"),
        record("expense", EXPENSE, title="経費精算規程", owner="経理部", contact="内線 2300"),
    ]


def test_two_part_question_with_one_part_stated_is_partial():
    records = taxi_and_expense()
    reader = ScriptedReader({"タクシー": "タクシー", "経費": "経費"}, {"タクシー": "1回あたり5,000円"})
    d = ask("タクシー代の上限と経費精算の期限を教えて", records, reader)
    assert d.outcome == PARTIAL
    assert [a.text for a in d.response.answers] == ["1回あたり5,000円"]
    assert d.response.hold.unconfirmed == ("「経費精算の期限」を確認できませんでした。",)
    assert d.hold_reasons == [ITEM_NOT_STATED]
    # Each part was read by the model on its own.
    assert "タクシー代の上限を教えて" in reader.calls and "経費精算の期限を教えて" in reader.calls


def test_a_span_inside_an_explicit_not_defined_sentence_states_nothing():
    records = [record("gift", GIFT, title="出張旅費規程", owner="経理部", contact="内線 2200")]
    reader = ScriptedReader({"手土産": "手土産"}, {"手土産": "手土産代は本規程では定めない"})
    d = ask("出張の手土産代は経費で精算できますか？", records, reader)
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED]
    assert any("定めない" in f for f in d.response.hold.found_instead)


def test_a_span_inside_a_delegation_to_another_rule_states_nothing_and_the_hold_quotes_it():
    overtime = "第8条（割増賃金）\n割増賃金の計算方法および率は賃金規程で定める。時間外勤務は所属長が命じる。"
    records = [record("work", overtime, title="就業規則", owner="人事部", contact="内線 2300")]
    reader = ScriptedReader({"残業": "割増"}, {"割増率": "賃金規程で定める"})
    d = ask("残業代の割増率は何パーセントですか？", records, reader)
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED]
    assert d.decision_value is None  # the only candidate states nothing: no answer probability
    assert "「就業規則」には「割増賃金の計算方法および率は賃金規程で定める。」とあります。" in (
        d.response.hold.found_instead
    )
    # The same rule stating the rate answers.
    stated = overtime.replace("賃金規程で定める", "25%とする")
    reader = ScriptedReader({"残業": "割増"}, {"割増率": "25%とする"})
    d = ask("残業代の割増率は何パーセントですか？", [record("work", stated, title="就業規則")], reader)
    assert d.outcome == PASS and [a.text for a in d.response.answers] == ["25%とする"]


def test_a_rule_for_another_product_holds_with_target_not_found():
    records = [record("warranty", WARRANTY, title="製品保証規程")]
    reader = ScriptedReader({"保証": "保証"}, {"保証": "出荷日から3年"})
    d = ask("P-30 の保証期間は何年ですか？", records, reader)
    assert d.outcome == HOLD and d.hold_reasons == [TARGET_NOT_FOUND]
    assert d.decision_value is None  # nothing eligible: no answer probability to compare
    # A replay at any threshold keeps the checks' reason (not score_missing).
    q = QuestionSpec("q", "P-30 の保証期間は何年ですか？", ("all-staff",), None, False, ())
    ungated = ask(q.question, records, reader, replace(CONFIG, threshold=float("-inf")))
    rec = decision_record(q, ungated, CONFIG)
    assert [replay(rec, t).hold_reasons for t in (0.1, 0.9)] == [(TARGET_NOT_FOUND,)] * 2


def test_a_rule_declared_for_other_employment_types_holds_with_target_not_found():
    leave = "第3条（年次有給休暇）\n年次有給休暇は、入社6か月後に10日を付与する。"
    records = [record("leave", leave, title="休暇規程", owner="人事部", targets=("正社員", "契約社員"))]
    reader = ScriptedReader({"有給": "有給"}, {"有給": "10日"})
    d = ask("パートの有給休暇は何日もらえますか？", records, reader)
    assert d.outcome == HOLD and d.hold_reasons == [TARGET_NOT_FOUND]
    hold = d.response.hold
    assert hold.found_instead == (
        "「休暇規程」は見つかりましたが、この資料の対象の雇用区分は 正社員・契約社員 で、パートタイマー は含まれていません。",
    )
    assert "ご自身の雇用区分に適用される規程を担当窓口に確認してください。" in hold.next_steps
    # The type the rule declares, and a rule declaring none, answer.
    assert ask("正社員の有給休暇は何日もらえますか？", records, reader).outcome == PASS
    undeclared = [record("leave", leave, title="休暇規程", owner="人事部")]
    assert ask("パートの有給休暇は何日もらえますか？", undeclared, reader).outcome == PASS


def test_an_asked_code_no_rule_names_is_not_called_another_product_of_a_rule_without_targets():
    rooms = "第2条（予約）\n会議室は、利用日の2週間前から予約できる。"
    records = [record("rooms", rooms, title="会議室利用規程", owner="総務部")]
    reader = ScriptedReader({"予約": "予約"}, {"予約": "2週間前"})
    d = ask("ACC-7781 の予約はいつからできますか？", records, reader)
    assert d.outcome == HOLD and d.hold_reasons == [TARGET_NOT_FOUND]
    hold = d.response.hold
    assert hold.found_instead == (
        "「会議室利用規程」は見つかりましたが、ACC-7781 についての記載は確認できませんでした。",
    )
    assert hold.next_steps[0] == "質問した番号（ACC-7781）と、適用する規程の版を確認してください。"


def test_replay_of_an_ungated_run_matches_a_run_at_each_threshold():
    records = [record("travel", TRAVEL, title="出張旅費規程")]

    class Graded(ScriptedReader):
        def read(self, question, passages):
            return [replace(r, answer_logit=0.4) for r in super().read(question, passages)]  # p ≈ 0.599

    reader = Graded({"出張": "出張"}, {"宿泊": "1泊あたり12,000円"})
    q = QuestionSpec(
        qid="q1",
        question="国内出張の宿泊上限額はいくらですか？",
        groups=("all-staff",),
        as_of=None,
        answerable=True,
        required_doc_ids=("travel",),
    )
    ungated = ask(q.question, records, reader, replace(CONFIG, threshold=float("-inf")))
    rec = decision_record(q, ungated, CONFIG)
    for t in (0.3, 0.59, 0.6, 0.9):
        direct = ask(q.question, records, reader, replace(CONFIG, threshold=t))
        assert replay(rec, t).outcome == direct.outcome, t


def test_coordinated_questions_split_into_parts_with_shared_words_carried():
    assert coordinated_parts("タクシー代の上限と経費精算の期限を教えて") == [
        ("タクシー代の上限を教えて", "タクシー代の上限"),
        ("経費精算の期限を教えて", "経費精算の期限"),
    ]
    assert [s for _, s in coordinated_parts("M-20 の貸出期間と貸出料金は？")] == [
        "M-20 の貸出期間",
        "M-20 の貸出料金",
    ]
    assert [s for _, s in coordinated_parts("国内出張と海外出張の日当はいくらですか？")] == [
        "国内出張の日当",
        "海外出張の日当",
    ]
    # A comma after と, and a shared head carried up to its first の (the product, not the test).
    assert coordinated_parts("欧州向けQ-10の耐電圧試験の電圧と、保証期間を教えてください。") == [
        ("欧州向けQ-10の耐電圧試験の電圧を教えてください。", "Q-10の耐電圧試験の電圧"),
        ("欧州向けQ-10の保証期間を教えてください。", "Q-10の保証期間"),
    ]
    assert coordinated_parts("上司と面談する時間は？") == []  # a verb phrase is not a coordinated item
    assert coordinated_parts("深夜勤務をする場合、誰の承認が必要ですか？") == []


def test_sentence_spans_and_negation():
    text = "宿泊費は12,000円とする。\n手土産代は本規程では定めない。"
    spans = sentence_spans(text)
    assert [text[a:b] for a, b in spans] == ["宿泊費は12,000円とする。", "手土産代は本規程では定めない。"]
    assert states_nothing(text, (text.index("手土産"), text.index("手土産") + 3))
    assert not states_nothing(text, (4, 11))
    delegated = "割増賃金の率は賃金規程で定める。\n深夜勤務は午後10時から午前5時までとする。"
    assert states_nothing(delegated, (0, 7))
    assert not states_nothing(delegated, (delegated.index("午後10時"), delegated.index("午後10時") + 5))


class LocatingReader(ScriptedReader):
    """A scripted reader whose whole-passage span lands on the wrong sentence and whose
    sentence-by-sentence ``locate`` finds ``located`` (a string of the passage)."""

    def __init__(self, *args, wrong: str, located: str) -> None:
        super().__init__(*args)
        self.wrong, self.located = wrong, located
        self.located_for: list[tuple[str, str]] = []

    def read(self, question, passages):
        readings = super().read(question, passages)
        out = []
        for p, r in zip(passages, readings, strict=True):
            at = p.text.find(self.wrong)
            out.append(replace(r, span=(at, at + len(self.wrong))) if r.span and at >= 0 else r)
        return out

    def locate(self, question, passage):
        self.located_for.append((question, passage.passage_id))
        at = passage.text.find(self.located)
        return (at, at + len(self.located)) if at >= 0 else None


def test_the_answer_shows_the_sentence_locate_finds_not_the_whole_passage_span():
    text = "第5条（宿泊費）\n宿泊先は会社が指定する予約サイトで手配する。国内出張の宿泊費は、1泊あたり12,000円を上限とする。"
    reader = LocatingReader(
        {"出張": "出張"}, {"宿泊": "1泊あたり12,000円"}, wrong="予約サイト", located="1泊あたり12,000円"
    )
    d = ask("国内出張の宿泊費の上限はいくらですか？", [record("travel", text, title="出張旅費規程")], reader)
    assert d.outcome == PASS
    assert [a.text for a in d.response.answers] == ["1泊あたり12,000円"]
    assert d.response.statements[0].text == "国内出張の宿泊費は、1泊あたり12,000円を上限とする。"
    assert d.response.citations[0].sentence == d.response.statements[0].text
    assert reader.located_for == [
        ("国内出張の宿泊費の上限はいくらですか？", "travel")
    ]  # the cited passage only


def test_a_located_span_inside_a_not_defined_sentence_is_not_taken():
    text = "第5条（宿泊費）\n国内出張の宿泊費は、1泊あたり12,000円を上限とする。海外出張の宿泊費は本規程では定めない。"
    reader = LocatingReader(
        {"出張": "出張"}, {"宿泊": "1泊あたり12,000円"}, wrong="1泊あたり12,000円", located="海外出張の宿泊費"
    )
    d = ask("国内出張の宿泊費の上限はいくらですか？", [record("travel", text, title="出張旅費規程")], reader)
    assert d.outcome == PASS
    assert d.response.statements[0].text == "国内出張の宿泊費は、1泊あたり12,000円を上限とする。"


def test_locate_runs_per_part_on_each_part_question():
    reader = LocatingReader(
        {"タクシー": "タクシー", "経費": "経費"},
        {"タクシー": "1回あたり5,000円", "経費精算": "所定の様式"},
        wrong="深夜の帰宅",
        located="1回あたり5,000円",
    )
    records = [record("taxi", TAXI, title="タクシー利用規程"), record("expense", EXPENSE, title="経費規程")]
    d = ask("タクシー代の上限と経費精算の期限を教えて", records, reader)
    assert ("タクシー代の上限を教えて", "taxi") in reader.located_for
    assert d.response.answers[0].text == "1回あたり5,000円"


def test_a_part_is_answered_from_its_best_passage_alone_and_the_runner_up_is_related():
    overseas = "第3条（宿泊費）\n海外出張の宿泊費は、1泊あたり12,000円相当額を上限とする。"
    records = [
        record("travel", TRAVEL, title="国内出張旅費規程"),
        record("overseas", overseas, title="海外出張旅費規程"),
    ]

    class Graded(ScriptedReader):
        def read(self, question, passages):
            logits = {"travel": 2.0, "overseas": 1.5}  # both pass 0.5; the runner-up is within half
            return [
                replace(r, answer_logit=logits[p.passage_id])
                for p, r in zip(passages, super().read(question, passages), strict=True)
            ]

    reader = Graded({"出張": "出張"}, {"宿泊": "12,000円"})
    d = ask("国内出張の宿泊費の上限はいくらですか？", records, reader)
    assert d.outcome == PASS
    assert [c.passage_id for c in d.response.citations] == ["travel"]
    assert len(d.response.statements) == 1 and "海外" not in d.response.statements[0].text
    assert [c.passage_id for c in d.response.related] == ["overseas"]


class TopicalReader(ScriptedReader):
    """A model fooled by the topic: every on-topic passage "states the answer" (high answer
    logit), and its span head ranks the passage's sentences in order."""

    def read(self, question, passages):
        out = []
        for p, r in zip(passages, super().read(question, passages), strict=True):
            on = r.topic_logit > 0
            out.append(
                replace(r, answer_logit=3.0 if on else -3.0, sentences=tuple(sentence_spans(p.text)[:3]))
            )
        return out


def test_a_passage_whose_best_sentences_hold_no_asked_unit_does_not_state_the_answer():
    records = [record("travel", TRAVEL_NO_ITEM, title="出張旅費規程", owner="経理部", contact="内線 2200")]
    reader = TopicalReader({"出張": "出張"}, {"宿泊費の上限": "1泊あたり12,000円"})
    d = ask("国内出張の宿泊費の上限はいくらですか？", records, reader)
    # The reader said "stated" (p ≈ 0.95), but no sentence it ranks holds an amount.
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED]
    assert d.decision_value is None
    assert any("出張旅費規程" in f for f in d.response.hold.found_instead)
    # The same passage answers a question that asks no unit, and the passage with the amount
    # answers the one that does.
    assert ask("国内出張の宿泊はどこで手配しますか？", records, reader).outcome == PASS
    with_amount = [record("travel", TRAVEL, title="出張旅費規程")]
    d = ask("国内出張の宿泊費の上限はいくらですか？", with_amount, reader)
    assert d.outcome == PASS and d.response.statements[0].text.startswith(
        "国内出張の宿泊費は、1泊あたり12,000円"
    )


def test_each_asking_sentence_is_a_part_that_keeps_what_came_before_it():
    assert sentence_parts("ノートPCを盗まれました。届出は必要ですか？報告書の様式番号は？") == [
        ("ノートPCを盗まれました。届出は必要ですか?", "届出は必要ですか"),
        ("ノートPCを盗まれました。届出は必要ですか?報告書の様式番号は?", "報告書の様式番号は"),
    ]
    assert sentence_parts("国内出張の宿泊上限額はいくらですか？よろしくお願いします。") == []
    assert sentence_parts("タクシー代の上限と経費精算の期限を教えて") == []


def test_a_question_of_two_asking_sentences_with_one_stated_is_partial():
    records = taxi_and_expense()
    reader = ScriptedReader({"タクシー": "タクシー", "経費": "経費"}, {"様式は": "所定の様式で申請する"})
    d = ask("タクシーは深夜に使えますか？経費精算の様式は？", records, reader)
    assert d.outcome == PARTIAL
    assert [a.text for a in d.response.answers] == ["所定の様式で申請する"]
    assert d.response.hold.unconfirmed == ("「タクシーは深夜に使えますか」を確認できませんでした。",)
    assert reader.calls[-2:] == [
        "タクシーは深夜に使えますか?",
        "タクシーは深夜に使えますか?経費精算の様式は?",
    ]


def test_a_configuration_without_the_unit_and_sentences_checks_decides_as_before_them():
    without = replace(CONFIG, checks=CONFIG.checks - {"unit", "sentences"})
    records = [record("travel", TRAVEL_NO_ITEM, title="出張旅費規程")]
    reader = TopicalReader({"出張": "出張"}, {})
    assert ask("国内出張の宿泊費の上限はいくらですか？", records, reader, CONFIG).outcome == HOLD
    assert ask("国内出張の宿泊費の上限はいくらですか？", records, reader, without).outcome == PASS
    taxi = taxi_and_expense()
    reader = ScriptedReader({"タクシー": "タクシー", "経費": "経費"}, {"様式は": "所定の様式で申請する"})
    d = ask("タクシーは深夜に使えますか？経費精算の様式は？", taxi, reader, without)
    # One part, decided on the question as asked; its later ask is read once more, ask first,
    # only for what it cites.
    assert d.outcome == PASS and reader.calls == [
        "タクシーは深夜に使えますか？経費精算の様式は？",
        "経費精算の様式は?タクシーは深夜に使えますか?",
    ]


def test_a_later_ask_is_read_with_it_first_and_everything_else_kept():
    assert later_asks("ノートPCを盗まれました。届出は必要ですか？あと報告書の様式番号は？") == [
        "あと報告書の様式番号は?ノートPCを盗まれました。届出は必要ですか?"
    ]
    assert later_asks("有休は繰り越せますか？上限は何日？何年まで？") == [
        "上限は何日?有休は繰り越せますか?何年まで?",
        "何年まで?有休は繰り越せますか?上限は何日?",
    ]
    assert later_asks("国内出張の宿泊上限額はいくらですか？よろしくお願いします。") == []


class FirstAskReader(ScriptedReader):
    """Reads only the question's first asking sentence (as the shipped model mostly does); a
    stated answer gets the logit scripted for its key."""

    def __init__(self, topics, answers, logits):
        super().__init__(topics, answers)
        self.logits = logits

    def read(self, question, passages):
        first = question.replace("？", "?").split("?")[0]
        readings = super().read(first, passages)
        self.calls[-1] = question
        key = next((k for k in self.logits if k in first), None)
        return [replace(r, answer_logit=self.logits[key]) if r.span and key else r for r in readings]


def two_asks():
    return [
        record("travel", TRAVEL, title="出張旅費規程"),
        record("taxi", TAXI, title="タクシー利用基準", owner="総務部", contact="内線 2100"),
    ]


QUESTION = "国内出張の宿泊上限額はいくらですか？タクシー代の上限は？"
# The shipped default's checks: each asking sentence is not a part of its own.
WHOLE = replace(CONFIG, checks=CONFIG.checks - {"unit", "sentences"})


def test_a_later_ask_stated_by_another_rule_cites_it_and_leaves_the_decision_alone():
    reader = FirstAskReader(
        {"出張": "出張", "タクシー": "タクシー"},
        {"宿泊": "1泊あたり12,000円", "タクシー": "1回あたり5,000円"},
        {"宿泊": 2.0, "タクシー": 1.0},
    )
    d = ask(QUESTION, two_asks(), reader, WHOLE)
    assert d.outcome == PASS
    assert d.decision_value == pytest.approx(0.8808, abs=1e-4)  # the whole question's: sigmoid(2.0)
    assert [a.text for a in d.response.answers] == ["1泊あたり12,000円", "1回あたり5,000円"]
    assert [c.doc_id for c in d.response.citations] == ["travel", "taxi"]
    assert d.response.statements[0].text.startswith("国内出張の宿泊費は")
    assert d.response.unconfirmed_asks == ()
    taxi = next(c for c in d.candidates if c.passage.doc_id == "taxi")
    assert taxi.cited and taxi.ask_only and taxi.ask_value == pytest.approx(0.7311, abs=1e-4)  # sigmoid(1.0)


def test_a_later_ask_reads_the_candidates_selection_did_not_keep():
    reader = FirstAskReader(
        {"出張": "出張", "タクシー": "タクシー"},
        {"宿泊": "1泊あたり12,000円", "タクシー": "1回あたり5,000円"},
        {"宿泊": 2.0, "タクシー": 1.0},
    )
    d = ask(QUESTION, two_asks(), reader, replace(WHOLE, max_k=1))
    assert [c.passage.doc_id for c in d.kept] == ["travel"]
    assert d.outcome == PASS and [c.doc_id for c in d.response.citations] == ["travel", "taxi"]


def test_a_later_ask_below_the_threshold_is_not_cited():
    reader = FirstAskReader(
        {"出張": "出張", "タクシー": "タクシー"},
        {"宿泊": "1泊あたり12,000円", "タクシー": "1回あたり5,000円"},
        {"宿泊": 2.0, "タクシー": -1.0},
    )
    d = ask(QUESTION, two_asks(), reader, WHOLE)
    assert d.outcome == PASS
    assert [c.doc_id for c in d.response.citations] == ["travel"]
    assert [a.text for a in d.response.answers] == ["1泊あたり12,000円"]
    assert not next(c for c in d.candidates if c.passage.doc_id == "taxi").cited
    # Not dropped silently: the answer names the ask it could not confirm, in the asker's words.
    assert d.response.unconfirmed_asks == ("タクシー代の上限は",)
    assert decision_to_dict(d)["response"]["unconfirmed_asks"] == ["タクシー代の上限は"]


def test_replay_cites_a_later_ask_exactly_where_a_run_at_that_threshold_does():
    reader = FirstAskReader(
        {"出張": "出張", "タクシー": "タクシー"},
        {"宿泊": "1泊あたり12,000円", "タクシー": "1回あたり5,000円"},
        {"宿泊": 2.0, "タクシー": 0.0},
    )
    q = QuestionSpec(
        qid="q2",
        question=QUESTION,
        groups=("all-staff",),
        as_of=None,
        answerable=True,
        required_doc_ids=("travel", "taxi"),
    )
    ungated = run_pipeline(
        QUESTION,
        groups=STAFF,
        collection=Collection(two_asks(), index_version="t"),
        config=replace(WHOLE, threshold=float("-inf")),
        today=TODAY,
        reranker=reader,
        ask_threshold=WHOLE.threshold,
    )
    rec = decision_record(q, ungated, WHOLE)
    assert rec["cited_doc_ids"] == ["travel", "taxi"]
    logged = decision_to_dict(ask(QUESTION, two_asks(), reader, WHOLE))  # the decision log's record
    for t in (0.3, 0.5, 0.6, 0.9):
        direct = ask(QUESTION, two_asks(), reader, replace(WHOLE, threshold=t))
        cited = tuple(dict.fromkeys(c.doc_id for c in direct.response.citations))
        assert (replay(rec, t).outcome, replay(rec, t).cited_doc_ids) == (direct.outcome, cited), t
        assert replay(logged, t).cited_doc_ids == cited, t  # logged at 0.5, the ask at 0.599


def test_at_most_three_later_asks_are_read():
    asks = later_asks("規程はどこ？" + "".join(f"質問{k}は？" for k in range(1, 9)))
    assert asks == [
        f"質問{k}は?規程はどこ?" + "".join(f"質問{j}は?" for j in range(1, 9) if j != k) for k in (1, 2, 3)
    ]


def test_a_later_ask_answered_by_another_sentence_of_the_cited_passage_gets_its_own_citation():
    both = "第5条（旅費）\n国内出張の宿泊費は、1泊あたり12,000円（税込）を上限とする。タクシー代は1回あたり5,000円を上限とする。"
    reader = FirstAskReader(
        {"出張": "出張"},
        {"宿泊": "1泊あたり12,000円", "タクシー": "1回あたり5,000円"},
        {"宿泊": 2.0, "タクシー": 1.0},
    )
    d = ask(QUESTION, [record("travel", both, title="出張旅費規程")], reader, WHOLE)
    assert d.outcome == PASS
    assert [(c.doc_id, c.sentence) for c in d.response.citations] == [
        ("travel", "国内出張の宿泊費は、1泊あたり12,000円（税込）を上限とする。"),
        ("travel", "タクシー代は1回あたり5,000円を上限とする。"),
    ]
    assert [(a.text, a.citations) for a in d.response.answers] == [
        ("1泊あたり12,000円", (1,)),
        ("1回あたり5,000円", (2,)),
    ]
    travel = d.candidates[0]
    assert travel.cited and not travel.ask_only


class FixedReader:
    """Reads every question alike, as a model that confuses neighbouring items might: each
    passage holding a scripted string gets that answer logit and that string as its span."""

    name = "fixed@test"

    def __init__(self, script: dict[str, float]) -> None:
        self.script = script

    def read(self, question, passages):
        out = []
        for p in passages:
            hit = next(((s, logit) for s, logit in self.script.items() if s in p.text), None)
            if hit is None:
                out.append(Reading(-3.0, -3.0, None))
                continue
            at = p.text.find(hit[0])
            out.append(Reading(3.0, hit[1], (at, at + len(hit[0]))))
        return out


MYCAR = (
    "第3条（マイカー通勤）\nマイカー通勤者には月額4,600円を支給する。"
    "原動機付自転車およびバイクによる通勤の手当については、本規程では定めない。"
)
BICYCLE = "第4条（自転車通勤）\n自転車で通勤する者には月額2,000円を支給する。"


def commuting(*extra):
    return [
        record("mycar", MYCAR, doc="commute", title="通勤手当規程", owner="人事部", contact="内線 2300"),
        record("bicycle", BICYCLE, doc="commute", title="通勤手当規程"),
        *extra,
    ]


def test_a_rule_that_says_it_does_not_define_the_asked_thing_is_not_answered_by_its_other_articles():
    # The reading places the answer in the 「定めない」 sentence (2.0) above the bicycle article
    # (1.0, over the bar): the bicycle article speaks of the rest of the topic, not of バイク.
    reader = FixedReader({"本規程では定めない": 2.0, "月額2,000円": 1.0})
    d = ask("バイク通勤の場合、通勤手当はいくらですか？", commuting(), reader)
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED]
    # The same readings for the bicycle question: the 「定めない」 sentence names nothing it asks
    # that the bicycle article lacks (「通勤」「手当」 are the rule's own words), so it answers.
    d = ask("自転車通勤の場合の通勤手当はいくらですか？", commuting(), reader)
    assert d.outcome == PASS and [a.text for a in d.response.answers] == ["月額2,000円"]


def test_another_rule_may_state_what_one_rule_does_not_define():
    table = record(
        "table", "別表（バイク通勤）\nバイク通勤者には月額3,000円を支給する。", title="通勤手当細則"
    )
    reader = FixedReader({"本規程では定めない": 2.0, "月額2,000円": 1.0, "月額3,000円": 0.5})
    d = ask("バイク通勤の場合、通勤手当はいくらですか？", commuting(table), reader)
    assert d.outcome == PASS and [a.text for a in d.response.answers] == ["月額3,000円"]
    assert [c.passage_id for c in d.response.citations] == ["table"]


DEADLINE_ONLY = (
    "国内出張旅費は帰着後10営業日以内に経理窓口へ申請する。領収書を添付する。"
    "宿泊費の上限額はこの資料では定めていない。"
)


def test_a_passage_that_says_it_does_not_define_the_asked_thing_does_not_answer_it():
    # The reading places the span on the deadline, the passage's one stated item, for any
    # question (the shipped model read the reference's Q15 so, at 0.78): the passage's own
    # 「定めていない」 sentence names what is asked, so it holds.
    reader = FixedReader({"10営業日以内": 2.0})
    rules = [record("d07", DEADLINE_ONLY, title="社内出張旅費の申請期限", owner="経理部")]
    d = ask("国内出張旅費の宿泊費上限額はいくら？", rules, reader)
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED]
    assert any("この資料では定めていない" in f for f in d.response.hold.found_instead)
    # What the passage does state still answers from it.
    d = ask("国内出張旅費の申請期限はいつまでですか？", rules, reader)
    assert d.outcome == PASS and [a.text for a in d.response.answers] == ["10営業日以内"]


@pytest.mark.parametrize(
    ("question", "text", "expected"),
    [
        ("宿泊費の上限額はいくら？", DEADLINE_ONLY, True),
        # Not every term of the thing is asked: the hotel rate of a trip abroad is not it.
        ("申請期限はいつ？", DEADLINE_ONLY, False),
        (
            "海外出張の宿泊費は？",
            "国内出張の宿泊費は1泊12,000円。海外出張の宿泊費の上限は本規程では定めない。",
            False,
        ),
        (
            "海外出張の宿泊費の上限は？",
            "国内出張の宿泊費は1泊12,000円。海外出張の宿泊費の上限は本規程では定めない。",
            True,
        ),
        # A delegation to another rule states nothing here either.
        ("割増賃金の計算方法は？", "割増賃金の計算方法および率は賃金規程で定める。", True),
        # One term is a coordination's fragment, not the thing: 北クリニック's parking is stated.
        (
            "北クリニックの職員駐車場は何台分？",
            "北クリニックおよびみずほの里における機器の貸出の取扱いは、各施設の事務室が別途定める。"
            "北クリニックの職員駐車場は20台分とする。",
            False,
        ),
    ],
)
def test_says_not_defined_needs_every_term_of_a_thing_named_by_two_or_more(question, text, expected):
    assert says_not_defined(question, text) is expected


PART_TIME_GRANTS = (
    "第3条（比例付与）\n週30時間未満のパートタイマーには、週の所定労働日数に応じて比例付与する。"
    "入社6か月経過時の付与日数は、週4日勤務は7日、週3日勤務は5日、週2日勤務は3日とする。"
)


def test_a_row_list_without_the_askers_case_does_not_answer_it():
    # The reading places the answer in the list for any question: for a 週5日 worker the list
    # states only other cases (no 週5日 row, no range holding 5), so it holds.
    reader = FixedReader({"週3日勤務は5日": 2.0})
    rules = [record("grants", PART_TIME_GRANTS, title="年次有給休暇規程", owner="人事部")]
    d = ask("週5日勤務のパートは、半年で有休が何日付与されますか？", rules, reader)
    assert d.outcome == HOLD and d.hold_reasons == [ITEM_NOT_STATED]
    d = ask("週3日勤務のパートは、半年で有休が何日付与されますか？", rules, reader)
    assert d.outcome == PASS and [a.text for a in d.response.answers] == ["週3日勤務は5日"]


def test_not_defined_terms_name_each_coordinated_thing():
    from retrieval.core.checks.item import not_defined_terms

    assert not_defined_terms(
        "原動機付自転車およびバイクによる通勤の手当については、本規程では定めない。"
    ) == [
        ("原動機付自転車",),
        ("バイク", "通勤", "手当"),
    ]
    assert not_defined_terms("割増賃金の計算方法および率は賃金規程で定める。") == [("割増賃金", "計算方法")]
    assert not_defined_terms("海外出張の旅費については、別に定める。") == [("海外出張", "旅費")]
    assert not_defined_terms("国内出張の宿泊費は12,000円とする。") == []


def test_a_later_ask_after_coordinated_items_is_read_and_named_when_unconfirmed():
    records = [
        record("travel", TRAVEL, title="出張旅費規程"),
        record("taxi", TAXI, title="タクシー利用基準"),
        record("gift", GIFT, title="手土産の扱い"),
    ]
    reader = FirstAskReader(
        {"出張": "出張", "タクシー": "タクシー", "手土産": "手土産"},
        {"宿泊": "1泊あたり12,000円", "タクシー": "1回あたり5,000円"},
        {"宿泊": 2.0, "タクシー": 2.0},
    )
    question = "国内出張の宿泊費とタクシー代の上限はいくらですか？また手土産代は精算できますか？"
    d = ask(question, records, reader, WHOLE)
    # Two coordinated parts, both answered; the gift ask is read with it first, and since no
    # rule states it, the answer names it instead of dropping it without a word.
    assert d.outcome == PASS
    assert [a.text for a in d.response.answers] == ["1泊あたり12,000円", "1回あたり5,000円"]
    assert reader.calls[-1].startswith("また手土産代は精算できますか?")
    assert d.response.unconfirmed_asks == ("また手土産代は精算できますか",)


def test_no_later_ask_is_read_when_the_parts_name_different_products():
    records = [record("warranty", WARRANTY, title="保証規程")]
    reader = FirstAskReader({"保証": "保証"}, {"保証期間": "出荷日から3年"}, {"保証期間": 2.0})
    d = ask("P-20 と P-30 の保証期間は？あと送料は？", records, reader, WHOLE)
    # Which product a later ask is about is not known: it is neither read nor named.
    assert not any(call.startswith("あと送料は") for call in reader.calls)
    assert d.response.unconfirmed_asks == ()
