"""The append-only decision log (SPEC §6); reviewer labels build on it."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Decision(models.Model):
    """One final decision per question, chained to the previous row by a hash.

    Rows are never updated or deleted: the app has no code path for it, the model refuses
    it, and on PostgreSQL a trigger rejects it (migration 0002).
    """

    seq = models.PositiveBigIntegerField(unique=True, editable=False)
    question = models.OneToOneField(
        "portal.Question", on_delete=models.PROTECT, related_name="decision", verbose_name=_("質問")
    )
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    username = models.CharField(max_length=150)
    groups = models.JSONField(default=list)  # reading-group snapshot
    question_text = models.TextField()
    reference_date = models.DateField()
    reference_date_source = models.CharField(max_length=20)
    gate_config = models.CharField(max_length=100)
    gate_config_version = models.PositiveIntegerField()
    dense_model = models.CharField(max_length=200, blank=True)
    reranker = models.CharField(max_length=200, blank=True)
    index_version = models.CharField(max_length=50, blank=True)
    selection = models.CharField(max_length=100, blank=True)
    cap_dropped = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)  # the failing stage, for outage holds
    candidates = models.JSONField(default=list)
    decision_value = models.FloatField(null=True)
    decision_score = models.CharField(max_length=30)
    threshold = models.FloatField()
    outcome = models.CharField(max_length=10)
    hold_reasons = models.JSONField(default=list)
    response = models.JSONField(default=dict)
    timings_ms = models.JSONField(default=dict)
    attempts = models.PositiveIntegerField(default=1)
    created_at = models.DateTimeField()
    prev_hash = models.CharField(max_length=64)
    row_hash = models.CharField(max_length=64, unique=True)

    class Meta:
        ordering = ["seq"]
        verbose_name = _("判定ログ")
        verbose_name_plural = _("判定ログ")

    def __str__(self) -> str:
        return f"#{self.seq} {self.outcome} q{self.question_id}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise PermissionError("the decision log is append-only")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise PermissionError("the decision log is append-only")
