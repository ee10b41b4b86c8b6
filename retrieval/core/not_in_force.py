"""Rules the asker may read that state what is asked but are not in force on the reference date, named beside
the decision and never changing it (docs/design-notes.md)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from typing import Any

import numpy as np

from retrieval.core.answer_gate import (
    lists_other_cases,
    on_topic,
    says_not_defined,
    states_nothing,
    states_rule_only,
)
from retrieval.core.checks.target import check_target
from retrieval.core.collection import Collection
from retrieval.core.compose import _citation
from retrieval.core.search import candidates as search_candidates
from retrieval.core.sentences import span_sentences
from retrieval.core.types import Candidate, GateConfig, NotInForce, QueryAnalysis

# Passages read (BM25's best): each costs one model read, about 10 ms on two CPU cores.
MAX_READS = 2


def not_in_force_mask(collection: Collection, groups: frozenset[str], as_of: date) -> np.ndarray:
    """Passages readable by ``groups`` whose version is not in force on ``as_of``, of
    documents with no readable version in force on it; of each such document only the
    versions nearest the day — the last to end before it and the first to start after it —
    so the rule is named as it stood closest to the asked date (「2024年度の…」 names the
    first version, not a later revision)."""
    readable = collection.readable_mask(groups)
    valid = collection.valid_mask(as_of)
    records = collection.records
    in_force = {records[i].doc_id for i in np.flatnonzero(readable & valid).tolist()}
    candidates = [i for i in np.flatnonzero(readable & ~valid).tolist() if records[i].doc_id not in in_force]
    nearest: dict[tuple[str, bool], date] = {}  # (doc, starts later) -> its nearest boundary
    for i in candidates:
        r = records[i]
        later = r.valid_from is not None and r.valid_from > as_of
        edge = r.valid_from if later else r.valid_until
        if edge is None:
            continue
        key = (r.doc_id, later)
        best = nearest.get(key)
        if best is None or (edge < best if later else edge > best):
            nearest[key] = edge
    mask = np.zeros(len(records), dtype=bool)
    for i in candidates:
        r = records[i]
        later = r.valid_from is not None and r.valid_from > as_of
        edge = r.valid_from if later else r.valid_until
        mask[i] = edge is not None and nearest.get((r.doc_id, later)) == edge
    return mask


def rules_not_in_force(
    analysis: QueryAnalysis,
    *,
    collection: Collection,
    groups: frozenset[str],
    as_of: date,
    config: GateConfig,
    read: Any,
    bar: float,
) -> list[Candidate]:
    """The best version (at most one) not in force on ``as_of`` that states what is asked
    (see the module docstring), read by ``read(candidates)`` (which fills the model's scores
    on them); empty when there is none. ``bar``: the answer probability it must reach."""
    mask = not_in_force_mask(collection, groups, as_of)
    if not mask.any():
        return []
    found = search_candidates(
        collection,
        analysis,
        groups=groups,
        as_of=as_of,
        visible=mask,
        mode="bm25",
        top_n=MAX_READS,
    )[:MAX_READS]
    if not found:
        return []
    read(found)
    eligible = [
        c
        for c in found
        if c.answer_prob is not None
        and c.answer_prob >= bar
        and on_topic(c, config)
        and not check_target(analysis.identifiers, analysis.regions, c.passage, analysis.employment)
        and not _states_no_answer(analysis.text, c)
    ]
    return sorted(eligible, key=lambda c: -(c.answer_prob or 0.0))[:1]


def _states_no_answer(question: str, c: Candidate) -> bool:
    """The gate's exact readings of rule language that make a passage answer nothing
    (``answer_gate.gate_part``): a 「定めない」 or delegation sentence, a purpose or commencement
    clause, a list of other cases than the asker's."""
    text, span = c.passage.text, c.answer_span
    return (
        states_nothing(text, span)
        or says_not_defined(question, text)
        or lists_other_cases(question, text, span)
        or states_rule_only(question, text, span)
    )


def reading_bar(threshold: float, evidence_probs: Sequence[float | None]) -> float:
    """What a version not in force must read as to be named: the gate's threshold, and beside
    a full answer at least the strongest evidence cited (a rule in force that reads as the
    better answer is the answer; the note is for one that reads as a weaker fit). A partial
    answer's bar is the threshold: the note may concern the part left unconfirmed."""
    probs = [p for p in evidence_probs if p is not None]
    return max([threshold, *probs])


def noted(c: Candidate) -> NotInForce:
    """The version as the response names it: a citation-shaped row (its validity, the
    sentence the model reads as the answer, for the link's highlight) and the model's scores."""
    sentences = span_sentences(c.passage.text, c.answer_span)
    citation = replace(_citation(0, c.passage), sentence=sentences[0] if sentences else "")
    return NotInForce(citation, float(c.rerank_prob or 0.0), float(c.answer_prob or 0.0))
