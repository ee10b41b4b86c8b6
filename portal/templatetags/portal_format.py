"""Template filters of the employee pages."""

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
def validity(start, end, fmt: str = "DATE_FORMAT") -> str:
    """A version's validity in the page's language: 「2025年4月1日 〜 2026年3月31日」 /
    "April 1, 2025 – March 31, 2026" (``fmt`` "Y-m-d" for tables: 「2025-04-01 〜 」); an open
    start reads —, an open end nothing."""
    first = date_format(start, fmt) if start else "—"
    last = date_format(end, fmt) if end else ""
    dash = "〜" if (get_language() or "ja").startswith("ja") else "–"
    return f"{first} {dash} {last}".rstrip()
