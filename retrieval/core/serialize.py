"""Decisions as plain JSON-ready dicts (the log, the API and evaluate share them).

``decision_to_dict`` keeps the reference date a ``date``: the log and the question store it
in date columns, so it becomes text only where JSON is written (no date → text → date)."""

from __future__ import annotations

from dataclasses import asdict
from datetime import date, timedelta
from typing import Any

from retrieval.core.types import Candidate, Citation, Decision, GateConfig, NotInForce, Response


def _day(d: date | None) -> str | None:
    return d.isoformat() if d else None


def candidate_to_dict(c: Candidate) -> dict[str, Any]:
    p = c.passage
    return {
        "passage_id": p.passage_id,
        "version_id": p.version_id,
        "doc_id": p.doc_id,
        "version": p.version_label,
        "title": p.title,
        "position": p.position,
        **{name: value for name, value in c.scores().items()},
        "bm25_rank": c.bm25_rank,
        "dense_rank": c.dense_rank,
        "bucket": c.bucket,
        "kept": c.kept,
        "cited": c.cited,
        "drop_reason": c.drop_reason,
        "answer_span": list(c.answer_span) if c.answer_span else None,
        # A later asking sentence's best passage (``analysis.later_asks``): replay cites it
        # where ask_value reaches the threshold.
        **({"ask_value": c.ask_value, "ask_only": c.ask_only} if c.ask_value is not None else {}),
        # A part of a multi-part question: replay confirms each part from these.
        **({"part_values": list(c.part_values)} if c.part_values is not None else {}),
    }


def citation_to_dict(c: Citation) -> dict[str, Any]:
    return {
        "number": c.number,
        "passage_id": c.passage_id,
        "version_id": c.version_id,
        "doc_id": c.doc_id,
        "version": c.version_label,
        "title": c.title,
        "valid_from": _day(c.valid_from),
        "valid_until": _day(c.valid_until),
        "valid_to": _day(c.valid_until - timedelta(days=1)) if c.valid_until else None,  # inclusive
        "quote": c.quote,
        "sentence": c.sentence,
    }


def not_in_force_to_dict(n: NotInForce) -> dict[str, Any]:
    return {**citation_to_dict(n.citation), "topic_prob": n.topic_prob, "answer_prob": n.answer_prob}


def response_to_dict(r: Response | None) -> dict[str, Any]:
    if r is None:
        return {}
    return {
        "outcome": r.outcome,
        "statements": [{"text": s.text, "citations": list(s.citations)} for s in r.statements],
        "citations": [citation_to_dict(c) for c in r.citations],
        "answers": [{"text": s.text, "citations": list(s.citations)} for s in r.answers],
        "related": [citation_to_dict(c) for c in r.related],
        "unconfirmed_asks": list(r.unconfirmed_asks),
        "not_in_force": [not_in_force_to_dict(n) for n in r.not_in_force],
        "hold": None
        if r.hold is None
        else {
            "reasons": list(r.hold.reasons),
            "unconfirmed": list(r.hold.unconfirmed),
            "found_instead": list(r.hold.found_instead),
            "next_steps": list(r.hold.next_steps),
            "contacts": list(r.hold.contacts),
            # The same lines as template keys and arguments, for the reader's language.
            "messages": {key: [m.to_dict() for m in ms] for key, ms in r.hold.messages.items()},
        },
    }


def config_to_dict(config: GateConfig) -> dict[str, Any]:
    data = asdict(config)
    data["checks"] = sorted(config.checks)
    return data


def decision_to_dict(d: Decision) -> dict[str, Any]:
    return {
        "outcome": d.outcome,
        "hold_reasons": list(d.hold_reasons),
        "decision_value": d.decision_value,
        "decision_score": d.config.decision_score,
        "threshold": d.threshold,
        "gate_config": d.config.name,
        "gate_config_version": d.config.version,
        "reference_date": d.reference_date,
        "reference_date_source": d.reference_date_source,
        "reranker": d.reranker,
        "dense_model": d.dense_model,
        "index_version": d.index_version,
        "selection": d.selection,
        "cap_dropped": d.cap_dropped,
        "error": d.error,
        "candidates": [candidate_to_dict(c) for c in d.candidates],
        "response": response_to_dict(d.response),
        "timings_ms": dict(d.timings_ms),
    }
