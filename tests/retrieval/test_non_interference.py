"""Non-interference: versions a user cannot see never change that user's candidates or scores.

Adding versions the user cannot read, or that are not valid on the date, must leave the
user's candidates, ranks and every score bit-for-bit unchanged (SPEC §4 step 3, §11).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from retrieval.core.analysis import analyze
from retrieval.core.collection import Collection
from retrieval.core.search import candidates
from retrieval.core.types import PassageRecord
from tests.retrieval.core_data import (
    ALL_STAFF,
    REFERENCE_AS_OF,
    FakeEncoder,
    fake_embeddings,
    reference_gate,
    reference_records,
)

DATA = reference_gate()
BASE = reference_records()
QUESTIONS = [q["query"] for q in DATA["questions"]]
# Pieces of the reference texts and questions, so hidden versions share terms with queries.
FRAGMENTS = sorted(
    {
        piece
        for text in [d["title"] for d in DATA["documents"]]
        + [d["text"] for d in DATA["documents"]]
        + QUESTIONS
        for piece in re.split(r"[。、？\s]", text)
        if piece
    }
)


@pytest.fixture(autouse=True)
def _dense_off_by_default():
    """Pure tests: nothing in Django settings to switch off."""


texts = st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=5).map("".join)
unreadable = st.sampled_from([frozenset(), frozenset({"accounting"}), frozenset({"secret", "hr"})])


@st.composite
def hidden_record(draw, n: int) -> PassageRecord:
    """A version the all-staff user cannot see on REFERENCE_AS_OF."""
    if draw(st.booleans()):
        groups, valid_from, valid_until = draw(unreadable), None, None
    else:  # readable, but not valid on the date (ended before it, or starts after it)
        groups = draw(st.sampled_from([ALL_STAFF, frozenset({"all-staff", "accounting"})]))
        offset = draw(st.integers(min_value=0, max_value=400))
        if draw(st.booleans()):
            valid_from, valid_until = None, REFERENCE_AS_OF - timedelta(days=offset)
        else:
            valid_from, valid_until = REFERENCE_AS_OF + timedelta(days=offset + 1), None
    return PassageRecord(
        passage_id=f"H{n}-p0",
        version_id=f"H{n}@1",
        doc_id=draw(st.sampled_from([f"H{n}", "D01", "D08"])),  # also hidden versions of visible docs
        version_label="2",
        title=draw(texts),
        text=draw(texts),
        groups=groups,
        valid_from=valid_from,
        valid_until=valid_until,
    )


@st.composite
def with_hidden(draw) -> list[PassageRecord]:
    count = draw(st.integers(min_value=1, max_value=12))
    records = list(BASE)
    for n in range(count):
        records.insert(draw(st.integers(min_value=0, max_value=len(records))), draw(hidden_record(n)))
    return records


queries = st.one_of(st.sampled_from(QUESTIONS), texts)


def signature(cands) -> list[tuple]:
    return [(c.passage.passage_id, c.bm25, c.bm25_rank, c.dense, c.dense_rank, c.rrf) for c in cands]


def run(records: list[PassageRecord], question: str, mode: str) -> list[tuple]:
    encoder = FakeEncoder() if mode == "hybrid" else None
    embeddings = fake_embeddings(records) if mode == "hybrid" else None
    coll = Collection(records, embeddings=embeddings)
    analysis = analyze(question, today=REFERENCE_AS_OF)
    got = candidates(
        coll, analysis, groups=ALL_STAFF, as_of=REFERENCE_AS_OF, mode=mode, encoder=encoder, top_n=20
    )
    return signature(got)


RUNS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@RUNS
@given(records=with_hidden(), question=queries)
def test_hidden_versions_do_not_change_bm25_candidates(records, question):
    assert run(records, question, "bm25") == run(BASE, question, "bm25")


@RUNS
@given(records=with_hidden(), question=queries)
def test_hidden_versions_do_not_change_hybrid_candidates(records, question):
    assert run(records, question, "hybrid") == run(BASE, question, "hybrid")


def test_control_the_same_version_made_visible_does_change_the_scores():
    """Guards the property tests: the generated content would interfere if it were visible."""
    question = QUESTIONS[0]
    hidden = PassageRecord(
        passage_id="H-p0",
        version_id="H@1",
        doc_id="H",
        version_label="1",
        title="日本向け返品規程",
        text="日本向け製品 P-20 の返品期限と未開封条件。",
        groups=frozenset({"accounting"}),
    )
    base = run(BASE, question, "bm25")
    assert run([*BASE, hidden], question, "bm25") == base
    expired = replace(hidden, groups=ALL_STAFF, valid_until=REFERENCE_AS_OF)
    assert run([*BASE, expired], question, "bm25") == base
    visible = replace(hidden, groups=ALL_STAFF)
    changed = run([*BASE, visible], question, "bm25")
    assert [row[1] for row in changed if row[0] != "H-p0"] != [row[1] for row in base]
