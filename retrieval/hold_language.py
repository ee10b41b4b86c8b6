"""A stored hold's lines in the reader's language, for the employee's question page and the
reviewer's decision page alike (``retrieval.core.messages`` keeps each line as a template key
and its arguments beside the Japanese text)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils.formats import date_format
from django.utils.translation import gettext_lazy as _

from retrieval.core.messages import TEXTS, render_message

HOLD_TEXTS = ("unconfirmed", "found_instead", "next_steps", "contacts")

# What each hold code means, for employees and reviewers (the codes stay in the API and the log).
REASON_TEXT = {
    "no_candidates": _("閲覧できる規程に、質問に関係しそうな記載が見つかりませんでした"),
    "below_threshold": _("見つかった規程は、質問の内容と十分に一致しませんでした"),
    "score_missing": _("根拠の評価ができませんでした"),
    "target_not_found": _("質問の対象（製品・地域など）についての規程が見つかりませんでした"),
    "period_not_covered": _("基準日（または質問に書かれた時期）に適用される版が見つかりませんでした"),
    "item_not_stated": _("関係する規程はありましたが、質問された項目の記載がありませんでした"),
    "retrieval_unavailable": _("検索が一時的に利用できませんでした"),
    "timed_out": _("質問の確認に時間がかかりすぎたため、途中で打ち切りました"),
    "account_inactive": _("質問した人のアカウントが無効になりました"),
}


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
