"""The period check: does a version's validity (structured and stated) cover the asked dates?"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta

from retrieval.core.messages import format_day
from retrieval.core.types import DateMention, PassageRecord


def _covers(start: date | None, until: date | None, lo: date, hi: date) -> bool:
    return (start is None or start <= lo) and (until is None or hi <= until)


def check_period(mentions: Sequence[DateMention], reference_date: date, p: PassageRecord) -> tuple[str, ...]:
    """Date texts of the question (or the reference date) this version does not cover.

    Both the structured validity and the validity stated in the body must contain the
    whole asked period.
    """
    asked = [(m.text, m.start, m.end) for m in mentions] or [
        (format_day(reference_date), reference_date, reference_date + timedelta(days=1))
    ]
    out = []
    for text, lo, hi in asked:
        ok = _covers(p.valid_from, p.valid_until, lo, hi)
        if p.stated_from is not None or p.stated_until is not None:
            ok = ok and _covers(p.stated_from, p.stated_until, lo, hi)
        if not ok:
            out.append(text)
    return tuple(out)
