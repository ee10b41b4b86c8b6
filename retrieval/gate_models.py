"""Gate configurations: named, immutable versions; exactly one active."""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from retrieval.core.configs import ALL_CHECKS
from retrieval.core.types import SCORE_NAMES, GateConfig

CHECK_NAMES = tuple(sorted(ALL_CHECKS))
# What each check confirms, as admins read it in the gate configuration list.
CHECK_LABELS = {
    "topic": _("話題"),
    "target": _("対象 (製品・地域)"),
    "period": _("適用期間"),
    "item": _("問われた事項"),
    "parts": _("質問の各部分"),
    "unit": _("問われた単位"),
    "sentences": _("問いの文ごと"),
}
assert set(CHECK_LABELS) == set(CHECK_NAMES), "every check has a label"
IMMUTABLE_FIELDS = (
    "name",
    "version",
    "retrieval",
    "top_n",
    "dense_floor",
    "dense_margin",
    "selection",
    "decision_score",
    "aggregate",
    "aggregate_k",
    "threshold",
    "tau_s",
    "tau_r",
    "alpha",
    "tau_f",
    "b3_policy",
    "max_k",
    "checks",
    "fallback_contact",
    "topic_floor",
)


class GateConfiguration(models.Model):
    name = models.CharField(_("名前"), max_length=100)
    version = models.PositiveIntegerField(_("版"), default=1)
    is_active = models.BooleanField(_("有効"), default=False)
    note = models.CharField(_("メモ"), max_length=300, blank=True)
    created_at = models.DateTimeField(_("作成日時"), auto_now_add=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        verbose_name=_("作成者"),
    )
    retrieval = models.CharField(
        _("検索方式"),
        max_length=10,
        default="hybrid",
        choices=[("hybrid", "hybrid"), ("bm25", "bm25"), ("dense", "dense")],
    )
    top_n = models.PositiveIntegerField(_("候補数 (top N)"), default=20)
    dense_floor = models.FloatField(_("密ベクトル候補の下限"), null=True, blank=True)
    dense_margin = models.FloatField(_("密ベクトルのみ選別時の最上位からの幅"), null=True, blank=True)
    selection = models.CharField(
        _("選別"),
        max_length=10,
        default="scoregate",
        choices=[("scoregate", "ScoreGate"), ("top_k", "top-k")],
    )
    decision_score = models.CharField(
        _("判定スコア"), max_length=20, default="dense", choices=[(s, s) for s in SCORE_NAMES]
    )
    aggregate = models.CharField(
        _("集約"),
        max_length=10,
        default="top1",
        choices=[("top1", "top-1"), ("min_topk", "min of top-k"), ("mean_topk", "mean of top-k")],
    )
    aggregate_k = models.PositiveIntegerField(_("集約の k"), default=1)
    threshold = models.FloatField(_("しきい値 (以上で通過)"))
    tau_s = models.FloatField("τs", default=0.70)
    tau_r = models.FloatField("τr", default=0.08)
    alpha = models.FloatField("α", default=0.3)
    tau_f = models.FloatField("τf", default=0.255)
    b3_policy = models.CharField(
        _("B3 の扱い"), max_length=10, default="keep", choices=[("keep", "keep"), ("fusion", "fusion test")]
    )
    max_k = models.PositiveIntegerField("MAX-K", default=10)
    checks = models.JSONField(_("有効なチェック"), default=list, blank=True)
    fallback_contact = models.CharField(_("既定の問い合わせ先"), max_length=300, blank=True)
    topic_floor = models.FloatField(
        _("話題一致の下限 (回答可能性モデル)"),
        default=0.5,
        help_text=_("この値以上の話題確率の資料だけを「見つかった資料」と問い合わせ先に使います。"),
    )

    class Meta:
        app_label = "retrieval"
        ordering = ["name", "-version"]
        verbose_name = _("ゲート設定")
        verbose_name_plural = pgettext_lazy("複数", "ゲート設定")
        constraints = [
            models.UniqueConstraint(fields=["name", "version"], name="gateconfig_unique_version"),
            models.UniqueConstraint(
                fields=["is_active"], condition=Q(is_active=True), name="gateconfig_one_active"
            ),
            models.CheckConstraint(
                condition=Q(alpha__gte=0) & Q(alpha__lte=1), name="gateconfig_alpha_range"
            ),
            models.CheckConstraint(
                condition=Q(top_n__gte=1) & Q(max_k__gte=1), name="gateconfig_positive_sizes"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} v{self.version}" + (" (有効)" if self.is_active else "")

    def save(self, *args, **kwargs):
        if self.pk is not None:
            old = GateConfiguration.objects.filter(pk=self.pk).values(*IMMUTABLE_FIELDS).first()
            if old is not None and any(old[f] != getattr(self, f) for f in IMMUTABLE_FIELDS):
                raise ValidationError(
                    _("ゲート設定の版は変更できません。変更は新しい版として保存してください。")
                )
        super().save(*args, **kwargs)

    def clean(self) -> None:
        unknown = [c for c in self.checks if c not in CHECK_NAMES]
        if unknown:
            raise ValidationError(
                {"checks": f"unknown checks: {', '.join(unknown)} (known: {', '.join(CHECK_NAMES)})"}
            )

    def to_core(self) -> GateConfig:
        return GateConfig(
            name=self.name,
            version=self.version,
            top_n=self.top_n,
            retrieval=self.retrieval,
            dense_floor=self.dense_floor,
            dense_margin=self.dense_margin,
            selection=self.selection,
            decision_score=self.decision_score,
            aggregate=self.aggregate,
            aggregate_k=self.aggregate_k,
            threshold=self.threshold,
            tau_s=self.tau_s,
            tau_r=self.tau_r,
            alpha=self.alpha,
            tau_f=self.tau_f,
            b3_policy=self.b3_policy,
            max_k=self.max_k,
            checks=frozenset(self.checks),
            fallback_contact=self.fallback_contact,
            topic_floor=self.topic_floor,
        )

    @classmethod
    def fields_from_core(cls, config: GateConfig) -> dict:
        return {
            "name": config.name,
            "retrieval": config.retrieval,
            "top_n": config.top_n,
            "dense_floor": config.dense_floor,
            "dense_margin": config.dense_margin,
            "selection": config.selection,
            "decision_score": config.decision_score,
            "aggregate": config.aggregate,
            "aggregate_k": config.aggregate_k,
            "threshold": config.threshold,
            "tau_s": config.tau_s,
            "tau_r": config.tau_r,
            "alpha": config.alpha,
            "tau_f": config.tau_f,
            "b3_policy": config.b3_policy,
            "max_k": config.max_k,
            "checks": sorted(config.checks),
            "fallback_contact": config.fallback_contact,
            "topic_floor": config.topic_floor,
        }
