"""What changed and what is coming, shown next to a stored answer or hold (issue #17 item 5).

Computed when the page is shown, from the versions the asker may read now; the pipeline and
the decision log are untouched. A version the asker may not read is never named, and it
changes nothing here: successors and replacements are looked for among readable versions only.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from portal.models import Question
from portal.versions import matching_sentence, scheduled_successor, version_order
from retrieval.core.compose import contact_line
from retrieval.core.sentences import split_sentences
from retrieval.core.types import PERIOD_NOT_COVERED
from retrieval.models import DocumentVersion
from retrieval.selectors import user_reading_groups, versions_readable


@dataclass(frozen=True)
class ScheduledChange:
    cited: DocumentVersion
    successor: DocumentVersion
    # The successor's sentences for the cited ones that it words differently; empty when
    # none differs (``unchanged``) or none of them has a counterpart in the successor.
    statements: tuple[str, ...]
    unchanged: bool  # every cited sentence has its counterpart, word for word


@dataclass(frozen=True)
class NotInForceToday:
    cited: DocumentVersion  # answers the question on its reference date, but not today
    today_version: DocumentVersion | None  # the readable version of its document in force today


@dataclass(frozen=True)
class EndedMeasure:
    version: DocumentVersion
    ended_on: date  # the last day it applied
    current: DocumentVersion | None  # the readable version in force on the reference date


def _pk(row: dict[str, Any]) -> int | None:
    value = str(row.get("version_id"))
    return int(value) if value.isdigit() else None


def last_day(version: DocumentVersion) -> date | None:
    """The last day the version applies: its validity's or, when the body states an earlier
    end (「2026年3月31日まで適用」), that one; None when open-ended."""
    ends = [version.valid_until, version.stated_valid_until]
    until = min((d for d in ends if d is not None), default=None)
    return until - timedelta(days=1) if until else None


def _siblings_by_document(readable, versions) -> dict[int, list[DocumentVersion]]:
    by_doc: dict[int, list[DocumentVersion]] = {}
    for s in readable.filter(document_id__in={v.document_id for v in versions}):
        by_doc.setdefault(s.document_id, []).append(s)
    return {doc: sorted(vs, key=version_order) for doc, vs in by_doc.items()}


def scheduled_changes(
    *, user, response: dict[str, Any], reference_date: date | None
) -> list[ScheduledChange]:
    """For each cited version (once), its first readable successor starting after the
    reference date, with what the successor says instead of the cited sentences."""
    citations = response.get("citations") or ()
    if not citations or reference_date is None:
        return []
    readable = versions_readable(groups=user_reading_groups(user=user))
    cited = {v.pk: v for v in readable.filter(pk__in={_pk(c) for c in citations} - {None})}
    siblings = _siblings_by_document(readable, cited.values())
    cited_sentences: dict[int, list[str]] = {}
    for c in citations:
        if _pk(c) in cited:
            # The sentence the citation highlights, else every sentence of its quote.
            text = (c.get("sentence") or "").strip()
            cited_sentences.setdefault(_pk(c), []).extend(
                [text] if text else split_sentences(c.get("quote") or "", keep_stray_marks=True)
            )
    changes = []
    for pk, sentences in cited_sentences.items():
        version = cited[pk]
        successor = scheduled_successor(siblings[version.document_id], version, after=reference_date)
        if successor is None:
            continue
        pairs = [(old, matching_sentence(old, successor.body)) for old in dict.fromkeys(sentences)]
        changed = tuple(dict.fromkeys(new for old, new in pairs if new is not None and new != old))
        changes.append(
            ScheduledChange(
                cited=version,
                successor=successor,
                statements=changed,
                unchanged=bool(pairs) and all(old == new for old, new in pairs),
            )
        )
    return changes


def cited_not_in_force_today(*, user, response: dict[str, Any], today: date) -> list[NotInForceToday]:
    """Each cited version (once) the asker may read that does not apply today: the answer
    holds for the reference date only (issue #41 item 1), with today's version if readable."""
    citations = response.get("citations") or ()
    if all(_stored_validity_covers(c, today) for c in citations):
        return []  # the common case, without a query; the database decides the others
    readable = versions_readable(groups=user_reading_groups(user=user))
    order = list(dict.fromkeys(pk for pk in map(_pk, citations) if pk is not None))
    cited = {v.pk: v for v in readable.filter(pk__in=order)}
    away = [cited[pk] for pk in order if pk in cited and not cited[pk].valid_on(today)]
    if not away:
        return []
    siblings = _siblings_by_document(readable, away)
    return [
        NotInForceToday(
            cited=v, today_version=next((s for s in siblings[v.document_id] if s.valid_on(today)), None)
        )
        for v in away
    ]


def _stored_validity_covers(citation: dict[str, Any], day: date) -> bool:
    """The citation's validity as stored with the answer (inclusive ISO days) includes ``day``."""
    try:
        start = date.fromisoformat(citation["valid_from"]) if citation.get("valid_from") else None
        end = date.fromisoformat(citation["valid_to"]) if citation.get("valid_to") else None
    except (TypeError, ValueError):
        return False
    return (start is None or start <= day) and (end is None or day <= end)


def asks_contact(*, user, response: dict[str, Any], fallback: str) -> str:
    """Whom to ask about what an answer left unconfirmed (issue #41 item 5): the hold's contact
    when there is one, else the first cited rule the asker may read (its owner and contact),
    else the general desk."""
    hold = response.get("hold") or {}
    if hold.get("contacts"):
        return str(hold["contacts"][0])
    order = [pk for pk in map(_pk, response.get("citations") or ()) if pk is not None]
    readable = versions_readable(groups=user_reading_groups(user=user))
    cited = {v.pk: v for v in readable.filter(pk__in=order)}
    for pk in order:
        if pk in cited and cited[pk].contact:
            return contact_line(cited[pk].owner, cited[pk].contact)
    return fallback


def ended_measures(*, user, question: Question, response: dict[str, Any]) -> list[EndedMeasure]:
    """A hold for the period: when the nearest readable candidate's version ended before the
    reference date, when it ended (and the readable version in force then, if any)."""
    hold = response.get("hold") or {}
    reference_date = question.reference_date
    if PERIOD_NOT_COVERED not in (hold.get("reasons") or ()) or reference_date is None:
        return []
    decision = getattr(question, "decision", None)  # RelatedObjectDoesNotExist is an AttributeError
    candidates = sorted((decision.candidates if decision else None) or (), key=lambda c: not c.get("kept"))
    readable = versions_readable(groups=user_reading_groups(user=user))
    named = [pk for pk in map(_pk, candidates) if pk is not None]
    found = {v.pk: v for v in readable.filter(pk__in=named)}
    nearest = next((found[pk] for pk in named if pk in found), None)
    ended_on = last_day(nearest) if nearest is not None else None
    if ended_on is None or ended_on >= reference_date:
        return []
    siblings = _siblings_by_document(readable, [nearest])[nearest.document_id]
    current = next(
        (s for s in siblings if s.valid_on(reference_date) and version_order(s) > version_order(nearest)),
        None,
    )
    return [EndedMeasure(version=nearest, ended_on=ended_on, current=current)]
