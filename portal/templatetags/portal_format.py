"""Template filters of the employee pages."""

from __future__ import annotations

from datetime import date

from django import template

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
