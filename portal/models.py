"""Questions and their lifecycle: queued → running → answered | held | partial | failed."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class Question(models.Model):
    class State(models.TextChoices):
        QUEUED = "queued", _("受付済み")
        RUNNING = "running", _("検索中")
        ANSWERED = "answered", pgettext_lazy("質問の状態", "回答")
        HELD = "held", _("保留")
        PARTIAL = "partial", _("一部回答")
        FAILED = "failed", _("失敗")

    FINAL_STATES = (State.ANSWERED, State.HELD, State.PARTIAL, State.FAILED)

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="questions")
    text = models.TextField(_("質問"))
    user_date = models.DateField(_("指定した基準日"), null=True, blank=True)
    reference_date = models.DateField(_("基準日"), null=True, blank=True)
    reference_date_source = models.CharField(max_length=20, blank=True)
    state = models.CharField(max_length=10, choices=State.choices, default=State.QUEUED)
    stage = models.CharField(max_length=30, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    enqueued_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    response = models.JSONField(default=dict, blank=True)
    # Its final decision in the log, set when it is published (the log refers back by id only).
    decision = models.OneToOneField(
        "grading.Decision",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        editable=False,
        related_name="question",
        verbose_name=_("判定ログ"),
    )

    class Meta:
        ordering = ["-created_at", "-pk"]
        verbose_name = _("質問")
        verbose_name_plural = pgettext_lazy("複数", "質問")
        indexes = [
            models.Index(fields=["state", "enqueued_at"]),
            models.Index(fields=["user", "-created_at"]),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(state__in=["queued", "running", "answered", "held", "partial", "failed"]),
                name="question_state_valid",
            )
        ]

    def __str__(self) -> str:
        return f"Q{self.pk} {self.state}"

    @property
    def is_final(self) -> bool:
        return self.state in self.FINAL_STATES


class LoginFailure(models.Model):
    """Recent failed logins for one user name from one client address (portal.login).

    The name is stored as a hash (``portal.login.name_key``): rows exist for names that
    are not accounts, and a password typed into the name field is not kept.
    """

    name_key = models.CharField(max_length=64)
    address = models.CharField(max_length=64, blank=True)
    failures = models.PositiveIntegerField(default=0)
    first_failed_at = models.DateTimeField()
    last_failed_at = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["name_key", "address"], name="login_failure_one_row_per_name_and_address"
            )
        ]

    def __str__(self) -> str:
        return f"{self.name_key[:8]}@{self.address} ×{self.failures}"


class Feedback(models.Model):
    """The asker's verdict on an answer or hold: 役に立った / 間違っている, with a comment.

    Stored beside the decision, never in it (the decision log is append-only): changing
    one's mind updates this row. One per user per question; only the asker gives it
    (``portal.feedback.feedback_give``).
    """

    COMMENT_MAX_LENGTH = 1000

    question = models.ForeignKey(Question, on_delete=models.CASCADE, related_name="feedback")
    decision = models.ForeignKey(
        "grading.Decision", on_delete=models.PROTECT, related_name="feedback", verbose_name=_("判定ログ")
    )
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    helpful = models.BooleanField(_("役に立った"))
    comment = models.CharField(_("コメント"), max_length=COMMENT_MAX_LENGTH, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at", "-pk"]
        verbose_name = _("フィードバック")
        verbose_name_plural = pgettext_lazy("複数", "フィードバック")
        constraints = [
            models.UniqueConstraint(fields=["question", "user"], name="feedback_one_per_user_per_question")
        ]

    def __str__(self) -> str:
        return f"feedback q{self.question_id} by u{self.user_id}: {'helpful' if self.helpful else 'wrong'}"


class ApiToken(models.Model):
    """A user's API token (at most one), kept as the SHA-256 digest of its key and the key's
    first characters, to find it by and to show which token it is; the key itself is shown
    once, when issued, and never stored (issue #40 item 9, ``portal.tokens``)."""

    PREFIX_LENGTH = 8

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_token")
    prefix = models.CharField(max_length=PREFIX_LENGTH, db_index=True)
    digest = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = _("API トークン")
        verbose_name_plural = pgettext_lazy("複数", "API トークン")

    def __str__(self) -> str:
        return f"{self.prefix}… (u{self.user_id})"


class RoleChange(models.Model):
    """One change of a user's groups, staff/superuser/active flags or per-user permissions:
    who changed whose account, from what to what, when (issue #40 item 7).

    Written by ``portal.user_roles`` from the admin, shown read-only there. Its model carries
    the ``manage_admins`` permission: changing another admin's account or granting the admin
    role needs it (superusers have it; the admin role does not).
    """

    changed_at = models.DateTimeField(_("日時"), auto_now_add=True, db_index=True)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+", verbose_name=_("変更した人")
    )
    target = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        related_name="role_changes",
        verbose_name=_("変更された人"),
    )
    before = models.JSONField(_("変更前"))
    after = models.JSONField(_("変更後"))

    class Meta:
        ordering = ["-changed_at", "-pk"]
        verbose_name = _("権限の変更記録")
        verbose_name_plural = pgettext_lazy("複数", "権限の変更記録")
        default_permissions = ("view",)  # written by the admin's user form only, never by hand
        permissions = [("manage_admins", "管理者の権限を変更できる")]

    def __str__(self) -> str:
        return f"u{self.actor_id} → u{self.target_id} {sorted(self.after)} @ {self.changed_at:%Y-%m-%d %H:%M}"


# Company sign-in (issue #42): the directory's groups and accounts, the mapping, the record.
from portal.identity.models import (  # noqa: E402  (the app's models, defined in their own module)
    DirectoryAccount,
    DirectoryGroup,
    GroupMapping,
    IdentityEvent,
)

__all__ = [
    "ApiToken",
    "DirectoryAccount",
    "DirectoryGroup",
    "Feedback",
    "GroupMapping",
    "IdentityEvent",
    "LoginFailure",
    "Question",
    "RoleChange",
]
