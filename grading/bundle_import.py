"""Import ``manage.py evaluate``'s decisions.jsonl as a labelled set (SPEC §7–8).

Each line becomes a ``BundleItem`` labelled from the bundle: answerable true → contains,
false → does not contain, null → not checked (never folded into "does not contain").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.db import transaction

from grading.families import document_family
from grading.labels import selectors
from grading.models import BundleItem, Evidence, LabelledSet, Split

OUTCOMES = ("pass", "hold", "partial")
# Bundles name their splits "tune" / "check" (company-dev's README): the same two splits.
SPLIT_ALIASES = {"tune": Split.TUNING, "check": Split.HELD_OUT}
EVIDENCE_OF = {True: Evidence.CONTAINS, False: Evidence.DOES_NOT_CONTAIN, None: Evidence.NOT_CHECKED}


class ImportError_(ValueError):
    """A malformed input, named by file, line and field."""


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def line_problem(row: Any) -> tuple[str, str] | None:
    """(field, problem) for the first thing wrong with one decisions.jsonl line, else None."""
    if not isinstance(row, dict):
        return "", "each line must be a JSON object"
    checks: tuple[tuple[str, bool, str], ...] = (
        ("qid", isinstance(row.get("qid"), str) and bool(row.get("qid")), "a non-empty string"),
        (
            "answerable",
            "answerable" in row and row["answerable"] in (True, False, None),
            "true, false or null",
        ),
        (
            "required_doc_ids",
            isinstance(row.get("required_doc_ids", []), list)
            and all(isinstance(d, str) for d in row.get("required_doc_ids", [])),
            "a list of doc ids",
        ),
        ("category", isinstance(row.get("category", ""), str | type(None)), "a string or null"),
        ("outcome", row.get("outcome") in OUTCOMES, "one of " + ", ".join(OUTCOMES)),
        (
            "decision_value",
            row.get("decision_value") is None or _number(row.get("decision_value")),
            "a number or null",
        ),
        ("threshold", _number(row.get("threshold")), "a number"),
        ("decision_score", isinstance(row.get("decision_score"), str), "a string"),
        (
            "candidates",
            isinstance(row.get("candidates"), list) and all(isinstance(c, dict) for c in row["candidates"]),
            "a list of objects",
        ),
    )
    for field, ok, expected in checks:
        if not ok:
            return field, f"must be {expected} (got {json.dumps(row.get(field), ensure_ascii=False)})"
    return None


def read_decisions(path: Path) -> list[dict[str, Any]]:
    rows, seen = [], set()
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ImportError_(f"{path}:{n}: not valid JSON ({exc.msg})") from None
            problem = line_problem(row)
            if problem:
                field, text = problem
                raise ImportError_(f"{path}:{n}: {field or 'line'}: {text}")
            if row["qid"] in seen:
                raise ImportError_(f"{path}:{n}: qid: duplicate {row['qid']!r}")
            seen.add(row["qid"])
            rows.append(row)
    if not rows:
        raise ImportError_(f"{path}: no decisions")
    return rows


def _family(row: dict[str, Any], qid: str) -> str:
    docs = [*row.get("required_doc_ids", []), *row.get("cited_doc_ids", [])]
    docs += [c.get("doc_id") for c in row["candidates"] if c.get("doc_id")]
    return document_family(docs[0]) if docs else f"question:{qid}"


@transaction.atomic
def labelled_set_import(*, folder: Path, name: str, user, held_out_fraction: float = 0.3) -> LabelledSet:
    """A labelled set from DIR/decisions.jsonl (and DIR/summary.json's gate_config if present).

    The bundle's own ``split`` ("tuning" / "held_out", or "tune" / "check") is kept where
    given; otherwise the split is by document family, as for sets from the decision log.
    """
    if LabelledSet.objects.filter(name=name).exists():
        raise ImportError_(f"a labelled set named {name!r} already exists")
    rows = read_decisions(folder / "decisions.jsonl")
    source: dict[str, Any] = {"kind": "bundle", "folder": str(folder)}
    summary_path = folder / "summary.json"
    if summary_path.exists():
        try:
            summary = json.loads(summary_path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise ImportError_(f"{summary_path}:{exc.lineno}: not valid JSON ({exc.msg})") from None
        if isinstance(summary, dict) and isinstance(summary.get("gate_config"), dict):
            source["gate_config"] = summary["gate_config"]
            source["bundle"] = summary.get("bundle", "")
        if isinstance(summary, dict) and isinstance(summary.get("models"), dict):
            source["models"] = summary["models"]
    labelled_set = LabelledSet.objects.create(
        name=name,
        created_by=user,
        gate_config=(source.get("gate_config") or {}).get("name", ""),
        held_out_fraction=held_out_fraction,
        salt=name,
        source=source,
    )
    items = []
    for row in rows:
        family = _family(row, row["qid"])
        split = SPLIT_ALIASES.get(row.get("split"), row.get("split"))
        if split not in Split.values:
            split = selectors.split_for(family, salt=name, held_out_fraction=held_out_fraction)
        items.append(
            BundleItem(
                labelled_set=labelled_set,
                qid=row["qid"],
                category=row.get("category") or "",
                evidence=EVIDENCE_OF[row["answerable"]],
                required_doc_ids=row.get("required_doc_ids", []),
                record=row,
                family=family,
                split=split,
            )
        )
    BundleItem.objects.bulk_create(items)
    return labelled_set
