"""Training pairs from the tuning part of a NoMIRACL-style bundle (``nomiracl-ja``); the held-out part never
reaches training (labels: the model card)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from retrieval.core.bundle import BundleError, jsonl_rows
from retrieval.training.answer_data import Pair

NOMIRACL_SALT = "konkyo-nomiracl-split-2026-12-01"
NOMIRACL_HELD_OUT = 0.35

# Pairs → the answer probability of each, from the model about to be trained.
Scorer = Callable[[Sequence[Pair]], Sequence[float]]


def nomiracl_part(qid: str) -> str:
    """'held_out' or 'tuning': this project's fixed split of NoMIRACL-ja questions."""
    h = int(hashlib.sha256(f"{NOMIRACL_SALT}:{qid}".encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return "held_out" if h < NOMIRACL_HELD_OUT else "tuning"


class NomiraclSource:
    """The tuning questions of one NoMIRACL-style bundle folder and their judged passages."""

    def __init__(self, folder: Path) -> None:
        folder = Path(folder)
        self.passages: dict[str, tuple[str, str]] = {
            row["doc_id"]: (row.get("title", ""), row["text"])
            for _, row in jsonl_rows(folder / "corpus.jsonl")
        }
        self.questions = []
        questions = folder / "questions.jsonl"
        for line, q in jsonl_rows(questions):
            if "candidate_doc_ids" not in q:
                raise BundleError(questions, line, "candidate_doc_ids", "missing: the judged passages")
            if nomiracl_part(q["qid"]) == "tuning":
                self.questions.append(q)

    def _judged(self, q: dict) -> list[tuple[str, str]]:
        return [self.passages[d] for d in q["candidate_doc_ids"] if d in self.passages]

    def groups(self, scorer: Scorer) -> list[list[Pair]]:
        """One group per question: a non-relevant question's judged passages (all of them;
        ``nomiracl_stream`` draws a few per pass), a relevant question's pseudo-positive."""
        out = []
        for q in self.questions:
            judged = self._judged(q)
            if not judged:
                continue
            if q.get("answerable"):
                candidates = [
                    Pair(q["question"], t, x, 1.0, 1.0, None, "nomiracl_pseudo_positive") for t, x in judged
                ]
                probs = list(scorer(candidates))
                best = max(range(len(candidates)), key=probs.__getitem__)
                out.append([candidates[best]])
            else:
                out.append(
                    [Pair(q["question"], t, x, None, 0.0, None, "nomiracl_non_relevant") for t, x in judged]
                )
        return out


def nomiracl_stream(
    groups: Sequence[list[Pair]], *, seed: int, epochs: int, per_question: int = 4
) -> Iterator[list[Pair]]:
    """``epochs`` shuffled passes; a non-relevant question gives ``per_question`` of its
    judged passages each pass (a fresh draw), so one question does not fill a batch."""
    rng = random.Random(seed)
    order = list(groups)
    for _ in range(epochs):
        rng.shuffle(order)
        for group in order:
            yield group if len(group) <= per_question else rng.sample(group, per_question)
