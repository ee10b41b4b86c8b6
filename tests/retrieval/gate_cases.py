"""The reference gate experiment as pipeline inputs, plus the SPEC §7 gate metrics.

Built from tests/fixtures/reference_gate only (never ../shared). D01–D04 state their
validity only in the body, so their records carry ``stated_from``/``stated_until``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from retrieval.core.collection import Collection
from retrieval.core.text import stated_validity
from retrieval.core.types import PASS, Candidate, Decision, PassageRecord
from tests.retrieval.core_data import ALL_STAFF, REFERENCE_AS_OF, reference_gate, reference_records

__all__ = [
    "ALL_STAFF",
    "QUESTIONS",
    "REFERENCE_AS_OF",
    "DATA",
    "cited_doc_ids",
    "embedding_input",
    "gate_metrics",
    "gate_records",
    "make_candidate",
    "make_record",
]

DATA: dict[str, Any] = reference_gate()
QUESTIONS: dict[str, dict[str, Any]] = {q["id"]: q for q in DATA["questions"]}
OWNER, CONTACT = "総務部", "soumu-desk@example.invalid"


def gate_records() -> list[PassageRecord]:
    """The eight documents with body-stated validity and an owner/contact."""
    out = []
    for record in reference_records():
        stated = stated_validity(record.text) or (None, None)
        out.append(
            dataclasses.replace(
                record, stated_from=stated[0], stated_until=stated[1], owner=OWNER, contact=CONTACT
            )
        )
    return out


def embedding_input(record: PassageRecord) -> str:
    """What the indexer embeds for a passage (mirrors retrieval.indexing)."""
    heading = " / ".join(record.heading_path)
    return f"{record.title} {heading}\n{record.text}".strip()


def bm25_collection() -> Collection:
    return Collection(gate_records(), index_version="reference-gate")


def cited_doc_ids(decision: Decision) -> set[str]:
    response = decision.response
    return {c.doc_id for c in response.citations} if response is not None else set()


def gate_metrics(decisions: dict[str, Decision]) -> dict[str, Any]:
    """passed / held / false pass / excess hold / passed with required evidence (SPEC §7)."""
    passed = [qid for qid, d in decisions.items() if d.outcome == PASS]
    false_pass = [qid for qid in passed if not QUESTIONS[qid]["answerable"]]
    excess = [qid for qid, d in decisions.items() if d.outcome != PASS and QUESTIONS[qid]["answerable"]]
    with_required = [
        qid
        for qid in passed
        if QUESTIONS[qid]["required_doc_ids"]
        and set(QUESTIONS[qid]["required_doc_ids"]) <= cited_doc_ids(decisions[qid])
    ]
    return {
        "passed": len(passed),
        "held": len(decisions) - len(passed),
        "false_pass": len(false_pass),
        "false_pass_ids": false_pass,
        "excess_hold": len(excess),
        "excess_hold_ids": excess,
        "passed_with_required_evidence": len(with_required),
    }


def make_record(
    pid: str,
    text: str,
    *,
    title: str = "",
    doc_id: str | None = None,
    groups: Iterable[str] = ("all-staff",),
    **kwargs: Any,
) -> PassageRecord:
    """A one-passage version for hand-built cases."""
    doc = doc_id or pid
    return PassageRecord(
        passage_id=f"{pid}-p0",
        version_id=f"{doc}@1",
        doc_id=doc,
        version_label="1",
        title=title or doc,
        text=text,
        groups=frozenset(groups),
        **kwargs,
    )


def make_candidate(record: PassageRecord, **scores: Any) -> Candidate:
    return Candidate(passage=record, **scores)
