"""Dates as every page shows them (issue #41 item 6): DATE_FORMAT / DATETIME_FORMAT of the
page's language (2026年10月1日 / Oct. 1, 2026), also for ISO days kept in stored responses."""

from __future__ import annotations

from datetime import date

from django import template
from django.utils.formats import date_format
from django.utils.translation import get_language

register = template.Library()


@register.filter
def isoday(value) -> date | None:
    """A stored response's ISO day ("2026-10-01") as a date, so ``|date:"DATE_FORMAT"`` prints it in
    the page's language (2026年10月1日 / Oct. 1, 2026); None for no day or an unreadable one."""
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value)) if value else None
    except ValueError:
        return None


@register.simple_tag
def validity(start, end) -> str:
    """A version's validity in the page's language: 「2025年4月1日 〜 2026年3月31日」 /
    "April 1, 2025 – March 31, 2026"; an open start reads —, an open end nothing."""
    first = date_format(isoday(start), "DATE_FORMAT") if start else "—"
    last = date_format(isoday(end), "DATE_FORMAT") if end else ""
    dash = "〜" if (get_language() or "ja").startswith("ja") else "–"
    return f"{first} {dash} {last}".rstrip()
