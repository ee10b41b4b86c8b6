"""Each (question, passage) pair goes through the model once per question (issue #39 item 2):
inside ``AnswerReader.one_question`` (which ``run_pipeline`` opens), a later read of a pair
already read — ``locate``'s reading of a confirming passage, the same part read again — takes
the first reading's logits; outside it every read runs the model, as before."""

from __future__ import annotations

import pytest

from retrieval.answering.reader import SHIPPED_DIR, AnswerReader
from retrieval.core.bundle import read_corpus, records_from_specs
from tests.retrieval.test_onnx_reader import DEMO

QUESTION = "国内出張の宿泊上限額はいくらですか？"


@pytest.fixture(scope="module")
def reader() -> AnswerReader:
    return AnswerReader(SHIPPED_DIR, runtime="onnx")


@pytest.fixture(scope="module")
def passages():
    records = records_from_specs(read_corpus(DEMO))
    return [r for r in records if "宿泊" in r.text and len(r.text) > 60][:3]


@pytest.mark.slow
def test_a_pair_read_for_the_question_is_not_read_again(reader, passages):
    assert passages
    with reader.one_question():
        before = reader.pairs_read
        first = reader.read(QUESTION, passages)
        assert reader.pairs_read - before == len(passages)
        again = reader.read(QUESTION, passages)
        assert reader.pairs_read - before == len(passages)  # nothing went through the model
        assert [(r.topic_logit, r.answer_logit, r.span) for r in again] == [
            (r.topic_logit, r.answer_logit, r.span) for r in first
        ]
        reader.locate(QUESTION, passages[0])  # the passage's reading is the one above
        located = reader.pairs_read - before - len(passages)
    assert located <= 3  # only the sentences read alone (LOCATE_SENTENCES at most)


@pytest.mark.slow
def test_outside_a_question_every_read_runs_the_model(reader, passages):
    before = reader.pairs_read
    reader.read(QUESTION, passages)
    reader.read(QUESTION, passages)
    assert reader.pairs_read - before == 2 * len(passages)


@pytest.mark.slow
def test_questions_do_not_share_readings(reader, passages):
    with reader.one_question():
        reader.read(QUESTION, passages)
    before = reader.pairs_read
    with reader.one_question():
        reader.read(QUESTION, passages)
    assert reader.pairs_read - before == len(passages)
