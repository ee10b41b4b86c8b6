"""One question's trip through the pure pipeline does each thing once: one visibility mask,
one reading of the question's dates (issue #16)."""

from __future__ import annotations

import dataclasses
from datetime import date, timedelta

import pytest

from retrieval.core import pipeline
from retrieval.core.analysis import analyze
from retrieval.core.collection import Collection
from retrieval.core.configs import KONKYO_DEFAULT
from retrieval.core.pipeline import reference_date, run_pipeline
from retrieval.core.types import DateMention
from tests.retrieval.gate_cases import make_record

CONFIG = dataclasses.replace(
    KONKYO_DEFAULT,
    name="bm25-trip",
    retrieval="bm25",
    selection="top_k",
    decision_score="bm25",
    threshold=0.0,
)
TODAY = date(2026, 10, 23)
RECORDS = [
    make_record("old", "返品は14日以内に申請します。", valid_until=date(2026, 4, 1)),
    make_record("new", "返品は30日以内に申請します。", valid_from=date(2026, 4, 1)),
    make_record("hr", "人事の返品規程は非公開です。", groups=("hr",)),
]


@pytest.fixture(autouse=True)
def _dense_off_by_default():
    """Pure tests: nothing in Django settings to switch off."""


class CountingCollection(Collection):
    """A Collection that counts how often a visibility mask is computed."""

    mask_calls = 0

    def visible_mask(self, groups, as_of):
        self.mask_calls += 1
        return super().visible_mask(groups, as_of)


def ask(collection, question, **kwargs):
    return run_pipeline(
        question,
        groups=frozenset({"all-staff"}),
        collection=collection,
        config=CONFIG,
        today=TODAY,
        **kwargs,
    )


@pytest.mark.parametrize("question", ["返品は何日以内に申請しますか？", "関係のない質問です"])
def test_one_question_computes_its_visibility_mask_exactly_once(question):
    collection = CountingCollection(RECORDS, index_version="trip")
    decision = ask(collection, question)
    assert collection.mask_calls == 1
    # The mask the pipeline searched with is the one it hands on (the portal's re-check).
    assert decision.visibility is not None
    assert decision.visibility.passage_ids() == {"new-p0"}


def test_search_uses_the_mask_it_is_given():
    collection = CountingCollection(RECORDS, index_version="trip")
    decision = ask(collection, "返品は何日以内に申請しますか？")
    assert {c.passage.passage_id for c in decision.candidates} == {"new-p0"}  # not hr, not expired
    assert collection.mask_calls == 1


@pytest.mark.parametrize(
    ("question", "user_date", "expected"),
    [
        ("2026年1月10日時点の返品期限は？", date(2025, 5, 1), (date(2025, 5, 1), "user")),
        ("2026年1月10日時点の返品期限は？", None, (date(2026, 1, 10), "question")),
        ("返品期限は？", None, (TODAY, "today")),
    ],
)
def test_reference_date_is_the_users_then_the_questions_then_today(question, user_date, expected):
    decision = ask(Collection(RECORDS, index_version="trip"), question, user_date=user_date)
    assert (decision.reference_date, decision.reference_date_source) == expected
    assert reference_date(analyze(question, today=TODAY).dates, today=TODAY, user_date=user_date) == expected


def test_reference_date_comes_from_the_analysis_parsed_dates(monkeypatch):
    """The question's text is not parsed for dates a second time: the analysis decides."""
    stated = DateMention(text="2026年1月10日", start=date(2026, 1, 10), end=date(2026, 1, 11))

    def analysis_with_a_date(question, **kwargs):
        return dataclasses.replace(analyze(question, **kwargs), dates=(stated,))

    monkeypatch.setattr(pipeline, "analyze", analysis_with_a_date)
    decision = ask(Collection(RECORDS, index_version="trip"), "返品は何日以内に申請しますか？")
    assert (decision.reference_date, decision.reference_date_source) == (date(2026, 1, 10), "question")
    # On that date the old version is the valid one: the date reached visibility too.
    assert {c.passage.passage_id for c in decision.candidates} == {"old-p0"}


@pytest.mark.parametrize(
    ("days", "source", "named"),
    [
        (1, "user", True),  # set in the form: always worth checking
        (1, "question", False),  # 「明日」: everyday wording
        (7, "question", False),
        (-7, "question", False),
        (8, "question", True),
        (-500, "question", True),  # 「去年の…」
        (0, "today", False),
    ],
)
def test_a_hold_names_a_date_the_asker_set_or_one_the_question_names_away_from_today(days, source, named):
    assert pipeline.date_worth_naming(TODAY + timedelta(days=days), source, TODAY) is named
