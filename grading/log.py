"""Append to and verify the hash-chained decision log."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.db import connection, transaction
from django.utils import timezone

from grading.models import Decision

GENESIS = "0" * 64
CHAINED_FIELDS = (
    "seq", "question_id", "user_id", "username", "groups", "question_text", "reference_date",
    "reference_date_source", "gate_config", "gate_config_version", "dense_model", "reranker",
    "index_version", "selection", "cap_dropped", "error", "candidates", "decision_value", "decision_score", "threshold", "outcome",
    "hold_reasons", "response", "timings_ms", "attempts", "created_at", "prev_hash",
)
_LOCK_KEY = 7_421_001  # pg advisory lock serializing appends to the chain


def _canonical(value: Any) -> Any:
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return value


def row_hash(row: Decision | dict) -> str:
    get = row.get if isinstance(row, dict) else (lambda k: getattr(row, k))
    payload = {k: _canonical(get(k)) for k in CHAINED_FIELDS}
    blob = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def decision_append(*, question, user, groups: list[str], record: dict[str, Any], attempts: int) -> Decision:
    """Append one decision; must run inside the transaction that finalizes the question.

    Raises IntegrityError if the question already has its decision (one per question).
    """
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("decision_append must run inside the question's transaction")
    if connection.vendor == "postgresql":
        with connection.cursor() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", [_LOCK_KEY])
    last = Decision.objects.order_by("-seq").only("seq", "row_hash").first()
    row = Decision(
        seq=(last.seq + 1) if last else 1,
        question=question,
        user=user,
        username=user.get_username(),
        groups=sorted(groups),
        question_text=question.text,
        reference_date=date.fromisoformat(str(record["reference_date"])),
        reference_date_source=record["reference_date_source"],
        gate_config=record["gate_config"],
        gate_config_version=record["gate_config_version"],
        dense_model=record.get("dense_model", ""),
        reranker=record.get("reranker", "none"),
        index_version=str(record.get("index_version", "")),
        selection=record.get("selection", ""),
        cap_dropped=record.get("cap_dropped", 0),
        error=record.get("error", ""),
        candidates=record.get("candidates", []),
        decision_value=record.get("decision_value"),
        decision_score=record.get("decision_score", ""),
        threshold=record["threshold"],
        outcome=record["outcome"],
        hold_reasons=record.get("hold_reasons", []),
        response=record.get("response", {}),
        timings_ms=record.get("timings_ms", {}),
        attempts=attempts,
        created_at=timezone.now().replace(microsecond=0),
        prev_hash=last.row_hash if last else GENESIS,
    )
    # JSON round trip so the hash sees exactly what the database will return.
    for name in ("candidates", "response", "timings_ms", "hold_reasons", "groups"):
        setattr(row, name, json.loads(json.dumps(getattr(row, name), ensure_ascii=False, default=str)))
    row.row_hash = row_hash(row)
    row.save()
    return row


@dataclass
class VerifyResult:
    ok: bool
    rows: int
    problems: list[str]


def decision_log_verify() -> VerifyResult:
    """Recompute the chain: edited, deleted or reordered rows break it."""
    problems: list[str] = []
    prev = GENESIS
    expected_seq = 1
    count = 0
    for row in Decision.objects.order_by("seq").iterator():
        count += 1
        if row.seq != expected_seq:
            problems.append(f"seq {row.seq}: expected {expected_seq} (a row was deleted or reordered)")
            expected_seq = row.seq
        if row.prev_hash != prev:
            problems.append(f"seq {row.seq}: prev_hash does not match the previous row (deleted or reordered)")
        if row_hash(row) != row.row_hash:
            problems.append(f"seq {row.seq}: content does not match its hash (edited)")
        prev = row.row_hash
        expected_seq += 1
    return VerifyResult(ok=not problems, rows=count, problems=problems)
