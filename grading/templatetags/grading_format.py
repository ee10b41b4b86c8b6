"""Template filters of the reviewer pages: one way to print a threshold (and the decision
values compared with it), so the same number never reads two ways on two pages."""

from __future__ import annotations

from django import template

from grading import adoption, scope
from grading.forms import QueueFilterForm
from grading.metrics.statistics import threshold_text
from grading.models import Split
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


@register.filter
def recorded_text(text) -> str:
    """An adoption record's stored wording in the page's language (``grading.adoption.recorded_text``)."""
    return adoption.recorded_text(str(text or ""))


@register.filter
def withheld(value):
    """Withheld-text placeholders in the page's language (``grading.scope.in_page_language``)."""
    return scope.in_page_language(value)


@register.filter
def split_label(value) -> str:
    """tuning → 調整用, held_out → 検証用 (in the page's language)."""
    return str(dict(Split.choices).get(value, value))
