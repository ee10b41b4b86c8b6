"""A stored hold's lines in the reader's language, for the employee's question page and the
reviewer's decision page alike (``retrieval.core.messages`` keeps each line as a template key
and its arguments beside the Japanese text)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils.formats import date_format

from retrieval.core.messages import TEXTS, render_message

HOLD_TEXTS = ("unconfirmed", "found_instead", "next_steps", "contacts")


def hold_in_language(hold: dict[str, Any], lang: str) -> dict[str, Any]:
    """The hold's lines in the page's language, rendered from their stored messages;
    Japanese, or a line stored without a usable message (a hold from before messages were
    kept, or lists whose lengths disagree), shows the stored Japanese text."""
    messages = hold.get("messages") or {}
    lang = (lang or "").split("-")[0].lower()
    if not messages or lang == settings.LANGUAGE_CODE or lang not in TEXTS:
        return hold
    day = lambda d: date_format(d, "DATE_FORMAT")  # noqa: E731
    shown = dict(hold)
    for key in HOLD_TEXTS:
        lines, ms = list(hold.get(key) or ()), list(messages.get(key) or ())
        if len(ms) != len(lines):
            continue
        shown[key] = [_rendered(m, lang, day, fallback=line) for m, line in zip(ms, lines, strict=True)]
    return shown


def _rendered(data: Any, lang: str, day, *, fallback: str) -> str:
    try:
        return render_message(data, lang, write_day=day)
    except (KeyError, ValueError, TypeError, IndexError):
        return fallback
