"""A stored answer as its asker may see it now (issue #15 items 6 and 11).

A response is published once, but permissions change: a cited version may since have been
restricted or deleted. Readability is re-checked on every display; where the evidence is
no longer readable the statements and quotes are withdrawn (the decision log keeps the
original). Fields for operators (per-stage timings, the site-wide decision id) are not shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.conf import settings

from portal.models import Question
from retrieval.core.messages import verbatim
from retrieval.hold_language import HOLD_TEXTS
from retrieval.models import DocumentVersion
from retrieval.selectors import user_reading_groups, versions_readable

WITHDRAWN = "この回答の根拠は現在閲覧できません"
OPERATOR_FIELDS = ("timings_ms", "decision_id")
NOT_IN_FORCE_SCORES = ("topic_prob", "answer_prob")
KEPT_WHEN_WITHDRAWN = (
    "outcome",
    "hold",
    "hold_reasons",
    "reference_date",
    "reference_date_source",
    "gate_config",
    "gate_config_version",
)


def _version_id(row: dict[str, Any]) -> int | None:
    value = str(row.get("version_id"))
    return int(value) if value.isdigit() else None


def _named_version_ids(question: Question, *, notes: bool = True) -> set[int]:
    """Versions the response cites or its hold may name (the logged candidates), and with
    ``notes`` the rules it names as not in force on the day (each shown, or dropped, alone)."""
    response = question.response or {}
    keys = ("citations", "related", "not_in_force") if notes else ("citations", "related")
    rows = [row for key in keys for row in response.get(key) or ()]
    if response.get("hold"):
        decision = getattr(question, "decision", None)  # RelatedObjectDoesNotExist is an AttributeError
        rows += (decision.candidates if decision else None) or []
    return {v for v in map(_version_id, rows) if v is not None}


def readable_version_ids(*, user, questions: Iterable[Question]) -> set[int]:
    """Of the versions these questions' responses name, those the user may read now (one query)."""
    named = set().union(*(_named_version_ids(q) for q in questions))
    if not named:
        return set()
    groups = user_reading_groups(user=user)
    return set(versions_readable(groups=groups).filter(pk__in=named).values_list("pk", flat=True))


def response_for_reader(question: Question, *, readable: set[int]) -> dict[str, Any]:
    """The question's response with what the asker may no longer read withdrawn.

    ``readable`` comes from ``readable_version_ids`` for the same user.
    """
    response = {k: v for k, v in (question.response or {}).items() if k not in OPERATOR_FIELDS}
    if not response:
        return response
    citations = response.get("citations") or ()
    if any(_version_id(c) not in readable for c in citations):
        # Everything else a cited passage may have shaped goes too (fail closed for new fields).
        response = {k: v for k, v in response.items() if k in KEPT_WHEN_WITHDRAWN}
        response.update(statements=[], citations=[], withdrawn=True, notice=WITHDRAWN)
    if response.get("related"):
        # 関連する規程 are listed one by one: drop those the asker can no longer read.
        response["related"] = [c for c in response["related"] if _version_id(c) in readable]
    if response.get("not_in_force"):
        # Rules not in force on the day, likewise; the model's scores stay in the log.
        response["not_in_force"] = [
            {k: v for k, v in row.items() if k not in NOT_IN_FORCE_SCORES}
            for row in response["not_in_force"]
            if _version_id(row) in readable
        ]
    hold = response.get("hold")
    # A rule named as not in force was dropped above; it shaped no hold line.
    gone = _named_version_ids(question, notes=False) - readable
    if hold and gone:
        response["hold"] = _hold_without(hold, question=question, gone=gone)
        if response["hold"] != hold:
            response.update(withdrawn=True, notice=WITHDRAWN)
    return response


def _hold_without(hold: dict[str, Any], *, question: Question, gone: set[int]) -> dict[str, Any]:
    """Hold lines that name a version the asker can no longer read (its title, doc id, owner or
    contact) are dropped. The log keeps a candidate's title and doc id, the database the
    version's owner and contact; where a version is gone altogether its owner and contact are
    unknown, so every line that could name them gives way to the general contact."""
    decision = getattr(question, "decision", None)
    named = [c for c in (decision.candidates if decision else None) or () if _version_id(c) in gone]
    secrets = {str(c.get(k) or "") for c in named for k in ("title", "doc_id")}
    stored = list(DocumentVersion.objects.filter(pk__in=gone).values_list("title", "owner", "contact"))
    secrets.update(value for row in stored for value in row)
    secrets = {s.strip() for s in secrets if s and s.strip()}
    messages = hold.get("messages") or {}
    shown: dict[str, list] = {}
    shown_messages: dict[str, list] = {}
    for key in HOLD_TEXTS:
        lines = list(hold.get(key) or ())
        kept = [i for i, line in enumerate(lines) if not any(s in str(line) for s in secrets)]
        shown[key] = [lines[i] for i in kept]
        if len(messages.get(key) or ()) == len(lines):  # a line's message goes with it
            shown_messages[key] = [messages[key][i] for i in kept]
    if len(stored) < len(gone) or not gone <= {_version_id(c) for c in named}:
        fallback = settings.KONKYO_FALLBACK_CONTACT
        shown.update(found_instead=[], next_steps=[], contacts=[fallback])
        shown_messages.update(found_instead=[], next_steps=[], contacts=[verbatim(fallback).to_dict()])
    return {**hold, **shown, "messages": shown_messages}
