"""The asker's feedback on an answer or hold (issue #17 item 7): give or change it, read it.

Feedback lives beside the decision (``portal.models.Feedback``), never in the append-only log.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction

from portal.models import Feedback, Question

COMMENT_MAX_LENGTH = Feedback.COMMENT_MAX_LENGTH


def feedback_validate(*, helpful, comment: str | None) -> str:
    """The cleaned comment; a ValidationError naming the field otherwise."""
    errors: dict[str, str] = {}
    if not isinstance(helpful, bool):
        errors["helpful"] = "「役に立った」か「間違っている」を選んでください。"
    if comment is not None and not isinstance(comment, str):
        errors["comment"] = "コメントは文字列で入力してください。"
        comment = ""
    cleaned = (comment or "").strip()
    if len(cleaned) > COMMENT_MAX_LENGTH:
        errors["comment"] = (
            f"コメントは{COMMENT_MAX_LENGTH}文字以内で入力してください (現在 {len(cleaned)} 文字)。"
        )
    elif any(ord(ch) < 32 and ch not in "\n\t\r" for ch in cleaned):
        errors["comment"] = "コメントに制御文字が含まれています。"
    if errors:
        raise ValidationError(errors)
    return cleaned


def feedback_give(*, question: Question, user, helpful: bool, comment: str = "") -> Feedback:
    """Create or change the user's feedback on their own finished question.

    Callers look the question up among the user's own (another's is a 404 to them); the
    owner check here is the floor behind that."""
    if question.user_id != user.pk:
        raise PermissionError("only the asker gives feedback on a question")
    cleaned = feedback_validate(helpful=helpful, comment=comment)
    decision = getattr(question, "decision", None)  # RelatedObjectDoesNotExist is an AttributeError
    if not question.is_final or decision is None:
        raise ValidationError({"question": "回答または保留が出てからフィードバックしてください。"})
    with transaction.atomic():
        feedback, _created = Feedback.objects.update_or_create(
            question=question,
            user=user,
            defaults={"decision": decision, "helpful": helpful, "comment": cleaned},
        )
    return feedback


def feedback_of(*, question: Question, user) -> Feedback | None:
    """The user's own feedback on the question, if any."""
    return Feedback.objects.filter(question=question, user=user).first()
