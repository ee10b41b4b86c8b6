"""Append to and verify the MAC-chained, anchored decision log (SPEC §6).

Each row's ``row_hash`` is an HMAC-SHA256 over its fields (the previous row's MAC among
them) with a key that is not in the database (``KONKYO_DECISION_LOG_KEY``), so someone who
can only write the database cannot recompute the chain after an edit. After every append
commits, the head (seq = row count, MAC) is written to the application log and appended to
an anchor file (``KONKYO_DECISION_LOG_ANCHOR``) the database cannot rewrite, so deleting the
newest rows, or rewriting rows with the key, is detected against the anchor.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from grading.models import Decision

GENESIS = "0" * 64
CHAINED_FIELDS = (
    "seq",
    "question_id",
    "user_id",
    "username",
    "groups",
    "question_text",
    "reference_date",
    "reference_date_source",
    "gate_config",
    "gate_config_version",
    "dense_model",
    "reranker",
    "index_version",
    "selection",
    "cap_dropped",
    "error",
    "candidates",
    "decision_value",
    "decision_score",
    "threshold",
    "outcome",
    "hold_reasons",
    "response",
    "timings_ms",
    "attempts",
    "created_at",
    "prev_hash",
)
_LOCK_KEY = 7_421_001  # pg advisory lock serializing appends to the chain
anchor_log = logging.getLogger("grading.log.anchor")


def _canonical(value: Any) -> Any:
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return value


def mac_key() -> bytes:
    """The chain's key: KONKYO_DECISION_LOG_KEY (outside production generated per install
    when not given), else one derived from production's SECRET_KEY (neither is in the
    database; a separate key survives a SECRET_KEY rotation)."""
    if settings.KONKYO_DECISION_LOG_KEY:
        return settings.KONKYO_DECISION_LOG_KEY.encode("utf-8")
    secret = settings.SECRET_KEY.encode("utf-8")
    return hmac.new(secret, b"konkyo decision log chain", hashlib.sha256).digest()


def row_hash(row: Decision | dict) -> str:
    get = row.get if isinstance(row, dict) else (lambda k: getattr(row, k))
    payload = {k: _canonical(get(k)) for k in CHAINED_FIELDS}
    blob = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=str)
    return hmac.new(mac_key(), blob.encode("utf-8"), hashlib.sha256).hexdigest()


def _anchor(seq: int, head: str) -> None:
    """Record the head outside the database: the application log always, the anchor file
    when one is configured (opened for appending: whole lines, even with several writers)."""
    line = json.dumps({"count": seq, "seq": seq, "head": head}, sort_keys=True)
    anchor_log.info("decision log head %s", line)
    path = settings.KONKYO_DECISION_LOG_ANCHOR
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(line + "\n")


def _as_date(value: date | str) -> date:
    """The record's reference date: the pipeline's own date (``decision_to_dict``), or ISO
    text from a record that went through JSON."""
    return value if isinstance(value, date) else date.fromisoformat(value)


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
        question_id=question.pk,
        user=user,
        username=user.get_username(),
        groups=sorted(groups),
        question_text=question.text,
        reference_date=_as_date(record["reference_date"]),
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
    # After the commit only: a rolled-back append must not be anchored. A failed write is
    # logged (robust), and verification then reports the rows after the last anchored head.
    seq, head = row.seq, row.row_hash
    transaction.on_commit(lambda: _anchor(seq, head), robust=True)
    return row


@dataclass
class VerifyResult:
    ok: bool
    rows: int
    problems: list[str]
    notes: list[str] = field(default_factory=list)
    # False where no anchor file is configured: truncating the tail cannot be detected.
    anchored: bool = True


def _anchored(path: str) -> tuple[dict[int, set[str]] | None, list[str]]:
    """seq → the heads the anchor file records for it (None: there is no file), and what is
    wrong with the file: lines it cannot read, and a seq anchored with different heads (the
    newest rows were deleted and new ones appended in their place)."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return None, []
    except OSError as exc:
        return {}, [f"アンカーファイル {path} を読めません ({exc.strerror or exc})"]
    heads: dict[int, set[str]] = {}
    lines_of: dict[int, list[int]] = {}
    problems: list[str] = []
    for number, line in enumerate(lines, 1):
        try:
            record = json.loads(line)
            seq, head = int(record["seq"]), str(record["head"])
        except (ValueError, KeyError, TypeError):
            problems.append(f"anchor line {number}: unreadable")
            continue
        heads.setdefault(seq, set()).add(head)
        lines_of.setdefault(seq, []).append(number)
    for seq in sorted(heads):
        if len(heads[seq]) > 1:
            at = ", ".join(str(n) for n in lines_of[seq])
            problems.append(
                f"seq {seq}: アンカーに異なる先頭が {len(heads[seq])} 件記録されています (行 {at}): "
                "判定ログの末尾が削除され、その後に別の判定が追記されました"
            )
    return heads, problems


def decision_log_verify() -> VerifyResult:
    """Recompute the chain with the key and compare it with the anchor: edited, deleted,
    reordered or truncated rows break it, and so does a truncated tail refilled with new rows
    (a seq anchored twice with different heads). With rows in the database, a missing or empty
    anchor file is a failure; an empty log with no anchor yet (a new install) is not."""
    problems: list[str] = []
    notes: list[str] = []
    path = settings.KONKYO_DECISION_LOG_ANCHOR
    anchored, anchor_problems = _anchored(path) if path else ({}, [])
    problems += anchor_problems
    heads = anchored or {}
    prev = GENESIS
    expected_seq = 1
    count = 0
    for row in Decision.objects.order_by("seq").iterator():
        count += 1
        if row.seq != expected_seq:
            problems.append(f"seq {row.seq}: expected {expected_seq} (a row was deleted or reordered)")
            expected_seq = row.seq
        if row.prev_hash != prev:
            problems.append(
                f"seq {row.seq}: prev_hash does not match the previous row (deleted or reordered)"
            )
        if row_hash(row) != row.row_hash:
            problems.append(f"seq {row.seq}: content does not match its MAC (edited, or another key)")
        if row.seq in heads and row.row_hash not in heads[row.seq]:
            problems.append(f"seq {row.seq}: differs from the anchored head (rewritten)")
        prev = row.row_hash
        expected_seq += 1
    last_anchored = max(heads, default=0)
    if last_anchored > count:
        problems.append(
            f"the anchor records {last_anchored} rows but the database holds {count} (the log was truncated)"
        )
    if not path:
        notes.append(
            "アンカーファイルが設定されていません (KONKYO_DECISION_LOG_ANCHOR が空): "
            "末尾の行の削除は検出できません"
        )
    elif anchored is None or (not anchored and not anchor_problems):
        state = "がありません" if anchored is None else "が空です"
        if count:
            problems.append(
                f"アンカーファイル {path} {state}が、判定ログには {count} 行あります: "
                "末尾の行の削除を検出できません (アンカーが消された、空にされた、または書き込めなかった)"
            )
        else:
            notes.append(
                f"アンカーファイル {path} {state} (判定はまだありません: 最初の判定で書き込まれます)"
            )
    elif count > last_anchored:
        notes.append(f"{count - last_anchored} newest rows are not anchored in {path} yet")
    return VerifyResult(ok=not problems, rows=count, problems=problems, notes=notes, anchored=bool(path))
