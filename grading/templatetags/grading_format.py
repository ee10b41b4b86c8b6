"""Template filters of the reviewer pages: one way to print a threshold (and the decision
values compared with it), so the same number never reads two ways on two pages."""

from __future__ import annotations

from django import template

from grading.forms import QueueFilterForm
from grading.metrics.statistics import threshold_text
from retrieval.hold_language import REASON_TEXT

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


@register.filter
def score_of(candidate: dict, name: str):
    """A candidate row's score by name (the columns follow ``SCORE_NAMES``); None if absent."""
    return candidate.get(name) if isinstance(candidate, dict) else None


@register.filter
def outcome_label(code) -> str:
    """A logged outcome in the page's language: pass → 通過, hold → 保留, partial → 一部回答
    (the queue filter's words); an unknown code as it is."""
    return str(dict(QueueFilterForm.OUTCOMES).get(code) or code) if code else "—"


@register.filter
def reason_text(code) -> str:
    """A hold reason code as the employee reads it, in the page's language."""
    return str(REASON_TEXT.get(code, code))
