"""The rules a question's input obeys, defined once: the ask form, the API's input
serializer and ``questions.question_create`` apply them with the same messages."""

from __future__ import annotations

import re
from datetime import date

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

MAX_LENGTH = 1000
DATE_MIN = date(1900, 1, 1)
DATE_MAX = date(2200, 12, 31)
# Control characters other than \t \n \r are never question text.
_CONTROL = "\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f"
# The rules as a pattern for the API schema (clients and fuzzers see them): something
# besides whitespace, and no control character.
PATTERN = rf"^[^{_CONTROL}]*[^\s\x00-\x1f][^{_CONTROL}]*$"
_CONTROL_RE = re.compile(f"[{_CONTROL}]")

BLANK_MESSAGE = _("質問を入力してください。")
TOO_LONG_MESSAGE = _("質問は%(limit_value)d文字以内で入力してください (現在 %(show_value)d 文字)。")
CONTROL_MESSAGE = _("質問に制御文字が含まれています。")
DATE_INVALID_MESSAGE = _("基準日は YYYY-MM-DD の形式の正しい日付で入力してください。")
DATE_RANGE_MESSAGE = _("基準日は1900年から2200年の間で指定してください。")


def question_text_clean(text: str | None) -> str:
    """The question as stored (surrounding whitespace removed); a ValidationError with the
    rule's message when it breaks one."""
    cleaned = (text or "").strip()
    if not cleaned:
        raise ValidationError(BLANK_MESSAGE, code="blank")
    if len(cleaned) > MAX_LENGTH:
        raise ValidationError(
            TOO_LONG_MESSAGE,
            code="max_length",
            params={"limit_value": MAX_LENGTH, "show_value": len(cleaned)},
        )
    if _CONTROL_RE.search(cleaned):
        raise ValidationError(CONTROL_MESSAGE, code="control_characters")
    return cleaned


def user_date_clean(user_date: date | None) -> date | None:
    """The reference date the user gave (None: none given), within the supported years."""
    if user_date is not None and not (DATE_MIN <= user_date <= DATE_MAX):
        raise ValidationError(DATE_RANGE_MESSAGE, code="date_range")
    return user_date


def question_input_clean(*, text: str | None, user_date: date | None) -> tuple[str, date | None]:
    """Both rules, errors keyed by the input's field names (``question``, ``reference_date``)."""
    errors: dict[str, ValidationError] = {}
    cleaned, day = "", None
    try:
        cleaned = question_text_clean(text)
    except ValidationError as exc:
        errors["question"] = exc
    try:
        day = user_date_clean(user_date)
    except ValidationError as exc:
        errors["reference_date"] = exc
    if errors:
        raise ValidationError(errors)
    return cleaned, day
