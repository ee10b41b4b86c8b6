"""Template filters of the reviewer pages: one way to print a threshold (and the decision
values compared with it), so the same number never reads two ways on two pages."""

from __future__ import annotations

from django import template

from grading.metrics.statistics import threshold_text

register = template.Library()


@register.filter
def threshold(value) -> str:
    """0.4 → "0.40", 0.0532784 → "0.0532784", None → "—" (``grading.metrics.statistics.threshold_text``)."""
    if value is None or value == "":
        return "—"
    try:
        return threshold_text(float(value))
    except (TypeError, ValueError):
        return str(value)
