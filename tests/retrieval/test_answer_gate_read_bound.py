"""A part or a later ask is read only against the candidates that could confirm it
(``answer_gate.bound_to_fail``, issue #39): a candidate that fails the part's target or
period check whatever the model reads keeps the whole question's reading instead."""

from __future__ import annotations

from dataclasses import replace

from retrieval.core.analysis import analyze
from retrieval.core.answer_gate import bound_to_fail
from retrieval.core.types import PARTIAL, TARGET_NOT_FOUND, Candidate, QueryPart
from tests.retrieval.test_answer_gate import CONFIG, TODAY, ScriptedReader, ask, record

P20 = "第2条（保証期間）\nP-20 の保証期間は出荷日から3年とする。"
P30 = "第2条（保証期間）\nP-30 の保証期間は出荷日から5年とする。"


class RecordingReader(ScriptedReader):
    """``ScriptedReader`` that also records which passages each read was given."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.reads: list[tuple[str, tuple[str, ...]]] = []

    def read(self, question, passages):
        self.reads.append((question, tuple(p.passage_id for p in passages)))
        return super().read(question, passages)


def _products():
    return [
        record("p20", P20, doc="war-p20", title="P-20 保証規程", targets=("P-20",)),
        record("p30", P30, doc="war-p30", title="P-30 保証規程", targets=("P-30",)),
    ]


def _reader():
    return RecordingReader({"保証": "保証"}, {"保証": "出荷日から"})


def test_each_part_reads_only_the_rules_that_name_its_product():
    reader = _reader()
    d = ask("P-20 と P-25 の保証期間は？", _products(), reader)
    first, *later = reader.reads
    assert sorted(first[1]) == ["p20", "p30"]  # the question as asked reads every candidate
    # The P-20 part reads the P-20 rule alone; no rule names P-25: that part reads nothing.
    assert [pids for _, pids in later] == [("p20",)]
    assert d.outcome == PARTIAL and d.hold_reasons == [TARGET_NOT_FOUND]
    assert [a.text for a in d.response.answers] == ["出荷日から"]
    assert d.response.hold.unconfirmed == ("「P-25 の保証期間」を確認できませんでした。",)


def test_the_bound_decides_as_reading_every_candidate_did():
    """The same question with the bound switched off (every candidate read for every part):
    the same outcome, reasons, answers and hold."""
    import retrieval.core.answer_gate as gate

    bounded = ask("P-20 と P-25 の保証期間は？", _products(), _reader())
    original = gate.bound_to_fail
    gate.bound_to_fail = lambda *args: False
    try:
        everything = _reader()
        unbounded = ask("P-20 と P-25 の保証期間は？", _products(), everything)
    finally:
        gate.bound_to_fail = original
    assert [sorted(pids) for _, pids in everything.reads[1:]] == [["p20", "p30"], ["p20", "p30"]]
    assert (bounded.outcome, bounded.hold_reasons) == (unbounded.outcome, unbounded.hold_reasons)
    assert bounded.response == unbounded.response


def test_only_the_checks_that_need_no_reading_bound_a_candidate():
    p20, p30 = (Candidate(r) for r in _products())
    analysis = analyze("P-20 の保証期間は？", today=TODAY)
    part = QueryPart("P-20 の保証期間は？", ("P-20",), (), "保証期間", ())
    assert bound_to_fail(part, p30, analysis, TODAY, CONFIG)
    assert not bound_to_fail(part, p20, analysis, TODAY, CONFIG)
    # Without the target check nothing is bound to fail on its product.
    no_target = replace(CONFIG, checks=tuple(c for c in CONFIG.checks if c != "target"))
    assert not bound_to_fail(part, p30, analysis, TODAY, no_target)
