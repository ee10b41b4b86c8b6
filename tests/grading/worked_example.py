"""The published worked example as stored decision records with labels (100 questions).

70 questions have evidence in the collection, 30 do not. Decision values 0.8 / 0.5 / 0.2
make thresholds 0.40 and 0.70 give: answerable 60 passed / 10 held → 45 / 25,
unanswerable 20 / 10 → 5 / 25; answers 54 correct, 21 confirmed wrong, 5 unverified at
0.40 and 42, 6, 2 at 0.70. Records were logged at threshold 0.40.
"""

from __future__ import annotations

from grading.metrics.statistics import (
    CONFIRMED_WRONG,
    CONTAINS,
    CORRECT,
    DOES_NOT_CONTAIN,
    UNVERIFIABLE,
    Judgement,
)
from grading.metrics.sweeps import Labelled

LOGGED_AT = 0.40
HIGH, MID, LOW = 0.8, 0.5, 0.2  # pass at 0.70 / pass only at 0.40 / held at both

# (evidence, decision value, verdict of the answer given at 0.40, how many)
GROUPS = (
    (CONTAINS, HIGH, CORRECT, 42),
    (CONTAINS, HIGH, CONFIRMED_WRONG, 2),
    (CONTAINS, HIGH, UNVERIFIABLE, 1),
    (CONTAINS, MID, CORRECT, 12),
    (CONTAINS, MID, CONFIRMED_WRONG, 2),
    (CONTAINS, MID, UNVERIFIABLE, 1),
    (CONTAINS, LOW, None, 10),
    (DOES_NOT_CONTAIN, HIGH, CONFIRMED_WRONG, 4),
    (DOES_NOT_CONTAIN, HIGH, UNVERIFIABLE, 1),
    (DOES_NOT_CONTAIN, MID, CONFIRMED_WRONG, 13),
    (DOES_NOT_CONTAIN, MID, UNVERIFIABLE, 2),
    (DOES_NOT_CONTAIN, LOW, None, 10),
)


def record(value: float, doc_id: str) -> dict:
    passed = value >= LOGGED_AT
    return {
        "outcome": "pass" if passed else "hold",
        "hold_reasons": [] if passed else ["below_threshold"],
        "decision_value": value,
        "decision_score": "rerank_prob",
        "threshold": LOGGED_AT,
        "candidates": [
            {
                "passage_id": f"p-{doc_id}",
                "version_id": "1",
                "doc_id": doc_id,
                "rerank_prob": value,
                "kept": True,
                "cited": passed,
                "drop_reason": None,
            }
        ],
        "response": {"citations": [{"doc_id": doc_id}]}
        if passed
        else {"hold": {"reasons": ["below_threshold"]}},
    }


def labelled() -> list[Labelled]:
    rows = []
    for evidence, value, verdict, count in GROUPS:
        for _ in range(count):
            n = len(rows)
            doc_id = f"DOC{n}-1"
            needed = (doc_id,) if evidence == CONTAINS else ()
            rows.append(
                Labelled(
                    key=f"q{n}",
                    record=record(value, doc_id),
                    judgement=Judgement(evidence=evidence, verdict=verdict, needed_doc_ids=needed),
                )
            )
    assert len(rows) == 100
    return rows
