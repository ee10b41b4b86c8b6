"""Run an evaluation bundle through the real pipeline and compute the gate metrics (SPEC §7, §8).

The pipeline runs once per question with the threshold at −∞ (so selection and the
non-score checks always run); the configured threshold and every sweep threshold are then
applied by ``grading.replay``, which gives what the pipeline gives at that threshold.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from datetime import date
from pathlib import Path
from typing import Any

from grading.answers import answer_shown, expected_answer, first_statement
from grading.metrics.statistics import (
    CONTAINS,
    DOES_NOT_CONTAIN,
    NOT_CHECKED,
    Item,
    Rate,
    gate_metrics,
    wilson,
)
from grading.replay import Replayed, replay
from retrieval.core.bundle import QuestionSpec, read_questions
from retrieval.core.configs import BUILTIN
from retrieval.core.gate import AGGREGATES, B3_POLICIES, SELECTIONS
from retrieval.core.pipeline import run_pipeline
from retrieval.core.serialize import candidate_to_dict, config_to_dict, response_to_dict
from retrieval.core.types import PASS, SCORE_NAMES, Decision, GateConfig

UNGATED = float("-inf")
STAGES = ("analysis", "visibility", "retrieve", "rerank", "selection_gate", "compose", "total")


class EvaluationError(ValueError):
    """Bad evaluate options (gate configuration file, sweep specification)."""


# --- options -----------------------------------------------------------------------------


def gate_config_load(name_or_file: str) -> GateConfig:
    """A built-in configuration by name, or a JSON file of GateConfig fields."""
    if name_or_file in BUILTIN:
        return BUILTIN[name_or_file]
    path = Path(name_or_file)
    if not path.is_file():
        raise EvaluationError(
            f"--gate-config: no built-in {name_or_file!r} ({', '.join(BUILTIN)}) and no such file"
        )
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise EvaluationError(f"{path}:{exc.lineno}: malformed JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise EvaluationError(f"{path}: must be a JSON object of GateConfig fields")
    known = {f.name for f in fields(GateConfig)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise EvaluationError(f"{path}: field {unknown[0]!r} is not a GateConfig field")
    if "checks" in data:
        data["checks"] = frozenset(data["checks"] or ())
    config = replace(GateConfig(name=path.stem), **data)
    for name, value, allowed in (
        ("decision_score", config.decision_score, SCORE_NAMES),
        ("selection", config.selection, SELECTIONS),
        ("aggregate", config.aggregate, AGGREGATES),
        ("b3_policy", config.b3_policy, B3_POLICIES),
        ("retrieval", config.retrieval, ("hybrid", "bm25", "dense")),
    ):
        if value not in allowed:
            raise EvaluationError(
                f"{path}: field {name!r} must be one of {', '.join(allowed)}, got {value!r}"
            )
    return config


def sweep_parse(spec: str, config: GateConfig) -> tuple[str, list[float]]:
    """``SCORE:T1,T2,…`` → (score, thresholds)."""
    score, sep, raw = spec.partition(":")
    if not sep or score not in SCORE_NAMES:
        raise EvaluationError(f"--sweep: expected SCORE:T1,T2,... with SCORE in {', '.join(SCORE_NAMES)}")
    try:
        thresholds = [float(t) for t in raw.split(",") if t.strip()]
    except ValueError:
        raise EvaluationError(f"--sweep: thresholds must be numbers: {raw!r}") from None
    if not thresholds:
        raise EvaluationError("--sweep: give at least one threshold")
    if score != config.decision_score and config.selection == "top_k":
        raise EvaluationError(
            f"--sweep {score}: top_k selection filters on its own decision score "
            f"({config.decision_score}); a replay on another score would not be exact"
        )
    return score, thresholds


# --- running -----------------------------------------------------------------------------


@dataclass
class EvaluationRun:
    config: GateConfig
    records: list[dict[str, Any]] = field(default_factory=list)


def question_dates(q: QuestionSpec, default_as_of: date | None, today: date) -> tuple[date, date | None]:
    """(today, user_date). A question's as_of is the asker's chosen date; without one the
    pipeline's step 0 applies (a date stated in the question, else "today"), with the
    bundle's default_as_of standing in for today."""
    if q.as_of is not None:
        return q.as_of, q.as_of
    return (default_as_of or today), None


def decision_record(q: QuestionSpec, d: Decision, config: GateConfig) -> dict[str, Any]:
    """One decisions.jsonl line, gated at ``config.threshold`` (``d`` ran ungated)."""
    cited = tuple(dict.fromkeys(c.passage.doc_id for c in d.candidates if c.cited))
    candidates = [{**candidate_to_dict(c), "cited": c.cited} for c in d.candidates]
    record: dict[str, Any] = {
        "qid": q.qid,
        "question": q.question,
        "category": q.category,
        "split": q.split,
        "answerable": q.answerable,
        "required_doc_ids": list(q.required_doc_ids),
        "expected_answer": expected_answer(q.extra),
        "decision_score": config.decision_score,
        "reference_date": d.reference_date.isoformat(),
        "reference_date_source": d.reference_date_source,
        "selection": d.selection,
        "ungated": {"outcome": d.outcome, "hold_reasons": list(d.hold_reasons), "cited_doc_ids": list(cited)},
        "decision_value": d.decision_value,
        "candidates": candidates,
        "timings_ms": dict(d.timings_ms),
        "error": d.error,
        # What the asker was shown when the ungated run passed (answers first, then sentences).
        "response": response_to_dict(d.response),
    }
    gated = replay(record, config.threshold)
    record.update(
        outcome=gated.outcome,
        hold_reasons=list(gated.hold_reasons),
        threshold=config.threshold,
        cited_doc_ids=list(gated.cited_doc_ids),
        required_covered=required_covered(q.required_doc_ids, gated.cited_doc_ids),
    )
    return record


def evaluation_run(
    questions: Sequence[QuestionSpec],
    *,
    collection: Any,
    config: GateConfig,
    today: date,
    default_as_of: date | None = None,
    encoder: Any = None,
    reranker: Any = None,
    synonyms: Sequence[Iterable[str]] = (),
    progress: Callable[[Iterable[QuestionSpec]], Iterable[QuestionSpec]] = lambda it: it,
) -> EvaluationRun:
    """Every question through ``run_pipeline`` once (ungated), then gated by replay."""
    ungated = replace(config, threshold=UNGATED)
    run = EvaluationRun(config=config)
    for q in progress(questions):
        q_today, user_date = question_dates(q, default_as_of, today)
        decision = run_pipeline(
            q.question,
            groups=frozenset(q.groups),
            collection=collection,
            config=ungated,
            ask_threshold=config.threshold,
            today=q_today,
            user_date=user_date,
            encoder=encoder,
            reranker=reranker,
            synonyms=[tuple(g) for g in synonyms],
        )
        run.records.append(decision_record(q, decision, config))
    return run


def evaluation_questions(folder: str | Path, limit: int | None = None) -> list[QuestionSpec]:
    questions = read_questions(folder)
    return questions[:limit] if limit is not None else questions


# --- metrics -----------------------------------------------------------------------------


def required_covered(required: Sequence[str], cited: Sequence[str]) -> bool:
    """Every required document is cited; no required documents means nothing to cover."""
    return bool(required) and set(required) <= set(cited)


def _rate(rate: Rate) -> dict[str, Any]:
    interval = wilson(rate.numerator, rate.denominator)
    return {
        "numerator": rate.numerator,
        "denominator": rate.denominator,
        "rate": rate.rate,
        "wilson95": list(interval) if interval else None,
    }


def _gate_item(row: Mapping[str, Any]) -> Item:
    """A bundle row as a labelled item: ``answerable`` true says the collection contains the
    answer, false that it does not, null that nobody checked."""
    answerable = row["answerable"]
    evidence = CONTAINS if answerable is True else DOES_NOT_CONTAIN if answerable is False else NOT_CHECKED
    return Item(key=row["qid"], outcome=row["outcome"], evidence=evidence)


def metrics(rows: Sequence[Mapping[str, Any]], *, with_categories: bool = True) -> dict[str, Any]:
    """Gate metrics over rows with qid, outcome, hold_reasons, answerable, required/cited doc ids.

    Only "pass" counts as passed; "hold" and "partial" count as held. False pass is over
    answerable=false, excess hold over answerable=true; unverified (null) is in neither. The
    rates are ``statistics.gate_metrics``'s (the reviewers' metrics); the ids, the required
    documents and the hold reason codes are the bundle's own.
    """
    gate = gate_metrics([_gate_item(r) for r in rows])
    passed = [r for r in rows if r["outcome"] == PASS]
    held = [r for r in rows if r["outcome"] != PASS]
    false_pass = [r["qid"] for r in rows if r["answerable"] is False and r["outcome"] == PASS]
    excess_hold = [r["qid"] for r in rows if r["answerable"] is True and r["outcome"] != PASS]
    covered = {r["qid"] for r in passed if required_covered(r["required_doc_ids"], r["cited_doc_ids"])}
    without_ids = [r["qid"] for r in passed if r["qid"] not in covered]
    reasons = Counter(code for r in held for code in dict.fromkeys(r["hold_reasons"]))
    # Answered right: an answerable pass whose first statement holds the expected answer; a pass
    # with another answer is an error like a false pass or an excess hold (SPEC §8).
    judged = [r for r in passed if r["answerable"] is True and r.get("expected_answer")]
    right = [
        r["qid"] for r in judged if answer_shown(r["expected_answer"], first_statement(r.get("response")))
    ]
    wrong = [r["qid"] for r in judged if r["qid"] not in set(right)]
    with_answer = sum(1 for r in rows if r["answerable"] is True and r.get("expected_answer"))
    block: dict[str, Any] = {
        "questions": gate.questions,
        "answerable": gate.contains,
        "unanswerable": gate.does_not_contain,
        "unverified": gate.not_checked,
        "passed": gate.passed.numerator,
        "held": gate.held.numerator,
        "partial": gate.partial,
        "false_pass": gate.false_pass.numerator,
        "excess_hold": gate.excess_hold.numerator,
        "false_pass_rate": gate.false_pass.rate,
        "excess_hold_rate": gate.excess_hold.rate,
        "false_pass_interval": _rate(gate.false_pass),
        "excess_hold_interval": _rate(gate.excess_hold),
        "passed_with_required_evidence": len(covered),
        "passed_without_required_evidence": len(without_ids),
        "answered_right": len(right),
        "answerable_with_expected_answer": with_answer,
        "passed_wrong_answer": len(wrong),
        "errors": gate.false_pass.numerator + gate.excess_hold.numerator + len(wrong),
        "hold_reasons": dict(sorted(reasons.items())),
        "false_pass_ids": false_pass,
        "excess_hold_ids": excess_hold,
        "passed_without_required_evidence_ids": without_ids,
        "passed_wrong_answer_ids": wrong,
    }
    if with_categories:
        categories = sorted({r.get("category") or "" for r in rows})
        block["by_category"] = {
            c: metrics([r for r in rows if (r.get("category") or "") == c], with_categories=False)
            for c in categories
        }
    return block


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q
    lo, hi = math.floor(pos), math.ceil(pos)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def latency(records: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, float]]:
    """p50/p95 per stage (ms) from the decisions' own timings."""
    out: dict[str, dict[str, float]] = {}
    for stage in STAGES:
        values = [r["timings_ms"][stage] for r in records if stage in r.get("timings_ms", {})]
        if values:
            out[stage] = {
                "p50": round(_percentile(values, 0.5), 3),
                "p95": round(_percentile(values, 0.95), 3),
                "n": len(values),
            }
    return out


def replayed_rows(
    records: Sequence[Mapping[str, Any]], threshold: float, score: str, config: GateConfig
) -> list[dict[str, Any]]:
    """The records as metric rows had the gate decided on ``score`` ≥ ``threshold``."""
    rows = []
    for r in records:
        got: Replayed = replay(
            r, threshold, score=score, aggregate=config.aggregate, aggregate_k=config.aggregate_k
        )
        rows.append(
            {
                **r,
                "outcome": got.outcome,
                "hold_reasons": list(got.hold_reasons),
                "decision_value": got.decision_value,
                "cited_doc_ids": list(got.cited_doc_ids),
            }
        )
    return rows


def summary_build(
    run: EvaluationRun, *, bundle: str, sweep: tuple[str, list[float]] | None = None
) -> dict[str, Any]:
    summary: dict[str, Any] = {
        "bundle": bundle,
        **metrics(run.records),
        "latency_ms": latency(run.records),
        "gate_config": config_to_dict(run.config),
    }
    if sweep is not None:
        score, thresholds = sweep
        summary["sweep"] = {
            "score": score,
            "aggregate": run.config.aggregate,
            "blocks": [
                {"threshold": t, **metrics(replayed_rows(run.records, t, score, run.config))}
                for t in thresholds
            ],
        }
    return summary


# --- output ------------------------------------------------------------------------------


def outputs_write(out: Path, run: EvaluationRun, summary: Mapping[str, Any]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with (out / "decisions.jsonl").open("w", encoding="utf-8") as fh:
        for record in run.records:
            fh.write(json.dumps(record, ensure_ascii=False, allow_nan=False) + "\n")
    (out / "summary.json").write_text(
        json.dumps(summary, ensure_ascii=False, indent=1, allow_nan=False) + "\n", encoding="utf-8"
    )


def _pct(rate: float | None) -> str:
    return "—" if rate is None else f"{rate * 100:.1f}%"


def table(summary: Mapping[str, Any]) -> str:
    """The configured gate and each sweep threshold as a plain-text table."""
    config = summary["gate_config"]
    rows = [(f"{config['name']} {config['decision_score']}≥{config['threshold']:g}", summary)]
    for block in (summary.get("sweep") or {}).get("blocks", []):
        rows.append((f"sweep {summary['sweep']['score']}≥{block['threshold']:g}", block))
    head = (
        f"{'gate':<34} {'passed':>9} {'held':>5} {'part':>5} {'false pass':>11} {'FP rate':>8} "
        f"{'excess hold':>12} {'EH rate':>8} {'w/ req':>7} {'w/o req':>8} {'right':>9} {'errors':>6}"
    )
    lines = [head, "-" * len(head)]
    for label, b in rows:
        lines.append(
            f"{label:<34} {b['passed']:>4}/{b['questions']:<4} {b['held']:>5} {b['partial']:>5} "
            f"{b['false_pass']:>5}/{b['unanswerable']:<5} {_pct(b['false_pass_rate']):>8} "
            f"{b['excess_hold']:>6}/{b['answerable']:<5} {_pct(b['excess_hold_rate']):>8} "
            f"{b['passed_with_required_evidence']:>7} {b['passed_without_required_evidence']:>8} "
            f"{b['answered_right']:>4}/{b['answerable_with_expected_answer']:<4} {b['errors']:>6}"
        )
    if summary.get("unverified"):
        lines.append(f"unverified (in neither rate): {summary['unverified']}")
    return "\n".join(lines)
