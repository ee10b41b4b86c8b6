"""A readable rule that states what is asked but is not in force on the reference date is
named beside the answer or hold (``retrieval.core.not_in_force``), and decides nothing."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from retrieval.core.collection import Collection
from retrieval.core.not_in_force import not_in_force_mask, reading_bar
from retrieval.core.pipeline import run_pipeline
from retrieval.core.serialize import response_to_dict
from retrieval.core.types import PassageRecord
from tests.retrieval.shipped_answering import adopted_config, shipped_reader

pytestmark = [pytest.mark.slow, pytest.mark.rerank]

STAFF = frozenset({"all-staff"})
AFTER = date(2026, 11, 30)  # the measure below ended on 2026-03-31
DURING = date(2025, 10, 1)
QUESTION = "在宅勤務手当は月額いくらですか？"


def rule(doc, text, title, heading, *, version="1", start=date(2025, 4, 1), until=None, groups=STAFF):
    return PassageRecord(
        passage_id=f"{doc}@{version}#1",
        version_id=f"{doc}@{version}",
        doc_id=doc,
        version_label=version,
        title=title,
        text=text,
        heading_path=(heading,),
        valid_from=start,
        valid_until=until,
        groups=groups,
        owner="人事部",
        contact="人事部 労務課",
    )


REMOTE = rule(
    "TMP-REMOTE",
    "在宅勤務手当は月額3,000円とする。支給の対象は、その月に在宅勤務を8日以上行った社員とする。",
    "在宅勤務手当の臨時措置",
    "第2条（支給額と対象）",
    until=date(2026, 4, 1),
)
COMMUTE = rule(
    "HR-COMMUTE",
    "通勤手当は、通勤距離に応じて月額2,000円から20,000円の範囲で支給する。",
    "通勤手当規程",
    "第3条（支給額）",
)
CANTEEN = rule(
    "GA-CANTEEN",
    "社員食堂は平日の11時30分から13時30分まで営業する。",
    "社員食堂利用要領",
    "第2条（営業時間）",
)


@pytest.fixture(scope="module")
def reader():
    return shipped_reader()


@pytest.fixture(scope="module")
def adopted():
    return adopted_config(fallback_contact="総務部 規程窓口", retrieval="bm25", selection="top_k", max_k=5)


def ask(question, records, reader, config, on, groups=STAFF):
    return run_pipeline(
        question,
        groups=groups,
        collection=Collection(records, index_version="t"),
        config=config,
        today=on,
        user_date=on,
        reranker=reader,
    )


def named(decision):
    return [n.citation.doc_id for n in decision.response.not_in_force]


def outcome(decision):
    return decision.outcome, decision.hold_reasons, decision.decision_value


def test_an_ended_measure_is_named_with_its_validity_and_decides_nothing(reader, adopted):
    d = ask(QUESTION, [REMOTE, COMMUTE, CANTEEN], reader, adopted, AFTER)
    assert named(d) == ["TMP-REMOTE"]
    row = response_to_dict(d.response)["not_in_force"][0]
    assert (row["valid_from"], row["valid_to"], row["version"]) == ("2025-04-01", "2026-03-31", "1")
    assert row["sentence"] == "在宅勤務手当は月額3,000円とする。"
    assert row["answer_prob"] >= adopted.threshold
    # Never evidence: nothing cites it, and the decision is the one made without it.
    assert all(c.doc_id != "TMP-REMOTE" for c in d.response.citations)
    without = ask(QUESTION, [COMMUTE, CANTEEN], reader, adopted, AFTER)
    assert outcome(d) == outcome(without)
    assert {**response_to_dict(d.response), "not_in_force": []} == response_to_dict(without.response)
    assert "not_in_force" in d.timings_ms


def test_while_the_measure_is_in_force_it_answers_and_nothing_is_named(reader, adopted):
    d = ask(QUESTION, [REMOTE, COMMUTE, CANTEEN], reader, adopted, DURING)
    assert d.outcome == "pass" and [c.doc_id for c in d.response.citations] == ["TMP-REMOTE"]
    assert named(d) == []


def test_a_rule_that_starts_later_is_named_on_a_hold(reader, adopted):
    starts = replace(REMOTE, valid_from=date(2027, 4, 1), valid_until=None)
    d = ask(QUESTION, [starts, CANTEEN], reader, adopted, AFTER)
    assert d.outcome == "hold" and named(d) == ["TMP-REMOTE"]


def test_an_ended_version_the_asker_may_not_read_is_never_named(reader, adopted):
    secret = replace(REMOTE, groups=frozenset({"hr"}))
    d = ask(QUESTION, [secret, COMMUTE, CANTEEN], reader, adopted, AFTER)
    assert named(d) == []
    without = ask(QUESTION, [COMMUTE, CANTEEN], reader, adopted, AFTER)
    assert response_to_dict(d.response) == response_to_dict(without.response)
    # The hr reader is told.
    assert named(ask(QUESTION, [secret, COMMUTE, CANTEEN], reader, adopted, AFTER, STAFF | {"hr"})) == [
        "TMP-REMOTE"
    ]


def test_a_rules_own_earlier_version_is_never_named_even_on_a_hold(reader, adopted):
    """Its current version no longer states the allowance; the earlier one is the rule's own
    history (the version pages tell it), not another rule."""
    current = replace(
        REMOTE,
        passage_id="TMP-REMOTE@2#1",
        version_id="TMP-REMOTE@2",
        version_label="2",
        text="在宅勤務を行う場合は、前日までに勤怠システムで申請する。",
        valid_from=date(2026, 4, 1),
        valid_until=None,
    )
    d = ask(QUESTION, [REMOTE, current, CANTEEN], reader, adopted, AFTER)
    assert d.outcome == "hold" and named(d) == []
    # Not for want of reading it as the answer: another document's copy of it is named.
    copy = replace(REMOTE, passage_id="OLD-REMOTE@1#1", version_id="OLD-REMOTE@1", doc_id="OLD-REMOTE")
    assert named(ask(QUESTION, [copy, current, CANTEEN], reader, adopted, AFTER)) == ["OLD-REMOTE"]


def test_an_off_topic_ended_rule_is_not_named(reader, adopted):
    d = ask("社員食堂は何時まで営業していますか？", [REMOTE, COMMUTE, CANTEEN], reader, adopted, AFTER)
    assert d.outcome == "pass" and named(d) == []


class Counting:
    """The reader, counting the passages it reads."""

    def __init__(self, reader):
        self.reader, self.passages = reader, 0

    def __getattr__(self, name):
        return getattr(self.reader, name)

    def read(self, question, passages):
        self.passages += len(passages)
        return self.reader.read(question, passages)

    def read_phrased(self, question, passages, synonyms):
        self.passages += len(passages)
        return self.reader.read_phrased(question, passages, synonyms)


def test_what_is_read_does_not_depend_on_versions_the_asker_may_not_read(reader, adopted):
    secret = replace(
        REMOTE, passage_id="HR-ONLY@1#1", version_id="HR-ONLY@1", doc_id="HR-ONLY", groups=frozenset({"hr"})
    )
    counts = []
    for records in ([COMMUTE, CANTEEN], [secret, COMMUTE, CANTEEN]):
        counting = Counting(reader)
        ask(QUESTION, records, counting, adopted, AFTER)
        counts.append(counting.passages)
    assert counts[0] == counts[1]


def test_the_mask_keeps_readable_versions_of_documents_with_none_in_force():
    current = replace(REMOTE, passage_id="R@2#1", version_id="R@2", doc_id="R", valid_until=None)
    ended_same_doc = replace(REMOTE, passage_id="R@1#1", version_id="R@1", doc_id="R")
    secret = replace(
        CANTEEN, passage_id="S@1#1", doc_id="S", valid_until=date(2026, 1, 1), groups=frozenset({"hr"})
    )
    records = [REMOTE, current, ended_same_doc, secret, COMMUTE]
    mask = not_in_force_mask(Collection(records, index_version="t"), STAFF, AFTER)
    assert [r.passage_id for r, m in zip(records, mask, strict=True) if m] == [REMOTE.passage_id]
    # A document whose version in force the asker may not read counts as having none for
    # them: its readable ended version is kept, or leaving it out would tell of the other.
    hidden_current = replace(current, groups=frozenset({"hr"}))
    records = [hidden_current, ended_same_doc, COMMUTE]
    mask = not_in_force_mask(Collection(records, index_version="t"), STAFF, AFTER)
    assert [r.passage_id for r, m in zip(records, mask, strict=True) if m] == [ended_same_doc.passage_id]


def test_of_a_document_out_of_force_only_the_versions_nearest_the_day_are_searched():
    def v(label, start, until):
        return replace(
            REMOTE,
            passage_id=f"D@{label}#1",
            version_id=f"D@{label}",
            doc_id="D",
            version_label=label,
            valid_from=start,
            valid_until=until,
        )

    first, second, third = (
        v("1", date(2025, 4, 1), date(2026, 4, 1)),
        v("2", date(2026, 4, 1), date(2026, 10, 1)),
        v("3", date(2027, 4, 1), None),
    )
    records = [first, second, third]
    collection = Collection(records, index_version="t")

    def kept(on):
        return [
            r.version_label
            for r, m in zip(records, not_in_force_mask(collection, STAFF, on), strict=True)
            if m
        ]

    assert kept(date(2024, 6, 1)) == ["1"]  # before all: the first to start
    assert kept(date(2026, 12, 1)) == ["2", "3"]  # in a gap: the last to end and the next to start
    assert kept(date(2028, 1, 1)) == []  # the third is in force


def test_beside_an_answer_the_bar_is_the_strongest_evidence():
    assert reading_bar(0.2, []) == 0.2
    assert reading_bar(0.2, [0.5, None, 0.7]) == 0.7
