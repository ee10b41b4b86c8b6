"""A question of two parts replays as it ran live (issue #38 item 4): evaluate runs the
pipeline ungated and re-applies the threshold, and a part confirmed live must be confirmed in
the replay — before, 「タクシー代の上限と経費精算の期限を教えて」 was `partial` live and `hold`
replayed (the whole question's value is the weakest part's, None when one part has no
passage), so partial answers read 0 in every table."""

from __future__ import annotations

from dataclasses import replace

import pytest

from grading.evaluation import decision_record, metrics
from grading.replay import replay
from retrieval.core.bundle import QuestionSpec
from retrieval.core.types import BELOW_THRESHOLD, ITEM_NOT_STATED, PARTIAL
from tests.retrieval.test_answer_gate import CONFIG, TAXI, ScriptedReader, ask, record

QUESTION = "タクシー代の上限と経費精算の期限を教えて"
DEADLINE = "第3条（精算）\n経費精算は、支出した日の翌月10日までに申請する。"


class Graded(ScriptedReader):
    """Reads as scripted, with the answer logit chosen per stated answer."""

    def __init__(self, logits: dict[str, float]) -> None:
        super().__init__(
            {"タクシー": "タクシー", "経費": "経費"}, {"タクシー": "1回あたり5,000円", "経費": "翌月10日まで"}
        )
        self.logits = logits

    def read(self, question, passages):
        out = super().read(question, passages)
        for i, (reading, passage) in enumerate(zip(out, passages, strict=True)):
            if reading.span is not None:
                for answer, logit in self.logits.items():
                    if answer in passage.text[reading.span[0] : reading.span[1]]:
                        out[i] = replace(reading, answer_logit=logit)
        return out


def _spec(required: tuple[str, ...]) -> QuestionSpec:
    return QuestionSpec(
        qid="q1",
        question=QUESTION,
        groups=("all-staff",),
        as_of=None,
        answerable=True,
        required_doc_ids=required,
    )


def _replayed_against_live(records, reader, thresholds):
    ungated = ask(QUESTION, records, reader, replace(CONFIG, threshold=float("-inf")))
    rec = decision_record(_spec(("taxi", "expense")), ungated, CONFIG)
    for t in thresholds:
        live = ask(QUESTION, records, reader, replace(CONFIG, threshold=t))
        live_cited = tuple(dict.fromkeys(c.passage.doc_id for c in live.candidates if c.cited))
        yield t, live, live_cited, replay(rec, t)


def test_one_part_stated_replays_partial_as_it_ran_live():
    records = [
        record("taxi", TAXI, title="タクシー利用基準"),
        record("expense", "第3条（精算）\n経費は所定の様式で申請する。", title="経費精算規程"),
    ]
    outcomes = []
    for t, live, live_cited, replayed in _replayed_against_live(
        records, Graded({"5,000円": 3.0}), (0.3, 0.5, 0.9)
    ):
        assert (replayed.outcome, replayed.cited_doc_ids) == (live.outcome, live_cited), t
        outcomes.append(replayed.outcome)
    assert outcomes == [PARTIAL] * 3
    # As for a question of one part, a part read below the threshold replays as below_threshold
    # (live, the gate names an on-topic one item_not_stated): replay re-decides by value only.
    assert replayed.hold_reasons == (BELOW_THRESHOLD,)
    assert live.hold_reasons == [ITEM_NOT_STATED]


@pytest.mark.parametrize(
    ("threshold", "expected"), [(0.3, "pass"), (0.6, "partial"), (0.96, "hold")], ids=["both", "one", "none"]
)
def test_each_part_is_confirmed_at_its_own_value(threshold, expected):
    records = [
        record("taxi", TAXI, title="タクシー利用基準"),
        record("expense", DEADLINE, title="経費精算規程"),
    ]
    reader = Graded({"5,000円": 3.0, "翌月10日": 0.0})  # p ≈ 0.95 and 0.5
    [(t, live, live_cited, replayed)] = _replayed_against_live(records, reader, (threshold,))
    assert live.outcome == expected
    assert (replayed.outcome, replayed.cited_doc_ids) == (live.outcome, live_cited)


def test_partial_is_counted_in_the_metrics_of_an_evaluation():
    records = [
        record("taxi", TAXI, title="タクシー利用基準"),
        record("expense", DEADLINE, title="経費精算規程"),
    ]
    ungated = ask(
        QUESTION, records, Graded({"5,000円": 3.0, "翌月10日": 0.0}), replace(CONFIG, threshold=float("-inf"))
    )
    rec = decision_record(_spec(("taxi", "expense")), ungated, replace(CONFIG, threshold=0.6))
    assert rec["outcome"] == PARTIAL and rec["cited_doc_ids"] == ["taxi"]
    assert metrics([rec])["partial"] == 1
