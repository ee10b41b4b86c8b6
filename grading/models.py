"""The append-only decision log (SPEC §6); reviewer labels build on it."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class Decision(models.Model):
    """One final decision per question, chained to the previous row by a hash.

    Rows are never updated or deleted: the app has no code path for it, the model refuses
    it, and on PostgreSQL a trigger rejects it (migration 0002).
    """

    seq = models.PositiveBigIntegerField(unique=True, editable=False)
    # The question's id, a plain reference: the log points at no portal table (dependencies run
    # portal → grading; the question holds its decision, ``portal.Question.decision``). Unique:
    # one final decision per question, however often a task runs.
    question_id = models.BigIntegerField(_("質問"), unique=True, editable=False)
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
        verbose_name_plural = pgettext_lazy("複数", "判定ログ")

    def __str__(self) -> str:
        return f"#{self.seq} {self.outcome} q{self.question_id}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise PermissionError("the decision log is append-only")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise PermissionError("the decision log is append-only")


# --- reviewer labels, labelled sets, held-out bookkeeping, adoptions (SPEC §7) ----------------


def _in(field: str, values) -> models.Q:
    return models.Q(**{f"{field}__in": [v for v, _ in values]})


class Evidence(models.TextChoices):
    CONTAINS = "contains", _("含む")
    DOES_NOT_CONTAIN = "does_not_contain", _("含まない")
    NOT_CHECKED = "not_checked", _("未確認")


class Verdict(models.TextChoices):
    NONE = "", _("該当なし (保留)")
    CORRECT = "correct", _("正答")
    CONFIRMED_WRONG = "confirmed_wrong", _("誤答 (確認済み)")
    UNVERIFIABLE = "unverifiable", _("検証不能 (採点材料なし)")
    UNDETERMINABLE = "undeterminable", _("判定不能 (曖昧)")


class HoldJudgement(models.TextChoices):
    APPROPRIATE = "appropriate", _("適切な保留")
    EXCESS = "excess", _("過剰な保留")
    NOT_APPLICABLE = "n/a", _("該当なし")


class LabelCategory(models.TextChoices):
    """What the question tests (SPEC §7 breakdowns); blank: use the derived category."""

    NONE = "", _("未分類 (保留理由・結果から)")
    BASIC = "basic", _("基本")
    TARGET = "target", _("対象")
    PERIOD = "period", _("期間")
    ITEM = "item", _("項目")
    PERMISSION = "permission", _("権限")
    PARAPHRASE = "paraphrase", _("言い換え")
    MULTI_PART = "multi-part", _("複数の問い")
    OTHER = "other", _("その他")


class Split(models.TextChoices):
    TUNING = "tuning", _("調整用")
    HELD_OUT = "held_out", _("検証用")


class Label(models.Model):
    """One reviewer's judgement of one decision (several reviewers may label a decision)."""

    Evidence = Evidence
    Verdict = Verdict
    HoldJudgement = HoldJudgement
    Category = LabelCategory

    decision = models.ForeignKey(Decision, on_delete=models.PROTECT, related_name="labels")
    reviewer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    evidence = models.CharField(_("根拠の有無"), max_length=20, choices=Evidence.choices)
    evidence_scope = models.TextField(_("確認した範囲"), blank=True)
    verdict = models.CharField(_("回答の判定"), max_length=20, choices=Verdict.choices, blank=True)
    hold_appropriate = models.CharField(
        _("保留の判定"), max_length=12, choices=HoldJudgement.choices, default=HoldJudgement.NOT_APPLICABLE
    )
    needed_passages = models.JSONField(_("必要な根拠の段落"), default=list, blank=True)  # passage ids
    category = models.CharField(
        _("分類"), max_length=20, choices=LabelCategory.choices, blank=True, default=""
    )
    note = models.TextField(_("メモ"), blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["decision_id", "created_at"]
        verbose_name = _("評価ラベル")
        verbose_name_plural = pgettext_lazy("複数", "評価ラベル")
        constraints = [
            models.UniqueConstraint(fields=["decision", "reviewer"], name="label_one_per_reviewer"),
            models.CheckConstraint(condition=_in("evidence", Evidence.choices), name="label_evidence_valid"),
            models.CheckConstraint(condition=_in("verdict", Verdict.choices), name="label_verdict_valid"),
            models.CheckConstraint(
                condition=_in("hold_appropriate", HoldJudgement.choices), name="label_hold_appropriate_valid"
            ),
            models.CheckConstraint(
                condition=_in("category", LabelCategory.choices), name="label_category_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"label d{self.decision_id} by u{self.reviewer_id}: {self.evidence}/{self.verdict or '-'}"


class LabelResolution(models.Model):
    """Where reviewers disagree, the label adopted for metrics (and who chose it)."""

    decision = models.OneToOneField(Decision, on_delete=models.PROTECT, related_name="resolution")
    label = models.ForeignKey(Label, on_delete=models.PROTECT, related_name="+")
    resolved_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    resolved_at = models.DateTimeField(auto_now=True)
    note = models.TextField(blank=True)

    class Meta:
        verbose_name = _("評価の不一致の解決")
        verbose_name_plural = pgettext_lazy("複数", "評価の不一致の解決")

    def __str__(self) -> str:
        return f"resolution d{self.decision_id} → label {self.label_id}"


class LabelledSet(models.Model):
    """A frozen selection of graded decisions, split into tuning / held-out by document family."""

    name = models.CharField(_("名前"), max_length=100, unique=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    period_from = models.DateField(_("対象期間 (開始)"), null=True, blank=True)
    period_to = models.DateField(_("対象期間 (終了)"), null=True, blank=True)
    gate_config = models.CharField(_("ゲート設定"), max_length=100, blank=True)
    held_out_fraction = models.FloatField(default=0.3)
    salt = models.CharField(max_length=40)  # makes the family hash deterministic per set
    # Where an imported set came from (bundle folder, summary.json's gate_config); {} for the log.
    source = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = pgettext_lazy("1件", "評価セット")
        verbose_name_plural = pgettext_lazy("複数", "評価セット")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(held_out_fraction__gte=0) & models.Q(held_out_fraction__lte=1),
                name="labelledset_fraction_valid",
            )
        ]

    def __str__(self) -> str:
        return self.name


class HeldOutLook(models.Model):
    """Every look at a held-out split, recorded before the numbers are shown."""

    labelled_set = models.ForeignKey(LabelledSet, on_delete=models.PROTECT, related_name="looks")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    looked_at = models.DateTimeField(auto_now_add=True)
    purpose = models.TextField(_("目的"))
    used_to_choose = models.BooleanField(_("設定の選択に使った"), default=False)
    # The questions the look saw (``selectors.question_key``: "question:<id>" for the log's,
    # "bundle:<qid>" for an imported bundle's). Earlier looks are counted by these, on any set,
    # so importing the same questions under another set name does not reset the count.
    question_ids = models.JSONField(_("見た質問"), default=list, blank=True)

    class Meta:
        ordering = ["-looked_at"]
        verbose_name = _("検証用データの閲覧記録")
        verbose_name_plural = pgettext_lazy("複数", "検証用データの閲覧記録")

    def __str__(self) -> str:
        return f"look at set {self.labelled_set_id} by u{self.user_id} ({self.looked_at:%Y-%m-%d %H:%M})"


class LabelledItem(models.Model):
    Split = Split

    labelled_set = models.ForeignKey(LabelledSet, on_delete=models.CASCADE, related_name="items")
    decision = models.ForeignKey(Decision, on_delete=models.PROTECT, related_name="+")
    family = models.CharField(max_length=200)
    split = models.CharField(max_length=10, choices=Split.choices)
    # Set when a look used this held-out item to choose: it is tuning data from then on.
    spent_by = models.ForeignKey(
        HeldOutLook, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )

    class Meta:
        ordering = ["labelled_set_id", "decision_id"]
        constraints = [
            models.UniqueConstraint(fields=["labelled_set", "decision"], name="labelleditem_once_per_set"),
            models.CheckConstraint(condition=_in("split", Split.choices), name="labelleditem_split_valid"),
        ]

    def __str__(self) -> str:
        return f"set {self.labelled_set_id} d{self.decision_id} {self.split}"


class AdoptionRecord(models.Model):
    """What a gate configuration was chosen on, so the choice can be re-examined later."""

    gate_config = models.CharField(_("ゲート設定"), max_length=100)
    gate_config_version = models.PositiveIntegerField()
    threshold = models.FloatField(_("閾値"))
    labelled_set = models.ForeignKey(
        LabelledSet, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    split = models.CharField(max_length=10, blank=True)
    data_from = models.DateField(null=True, blank=True)
    data_to = models.DateField(null=True, blank=True)
    score_definition = models.CharField(_("スコアの定義"), max_length=200)
    dense_model = models.CharField(max_length=200, blank=True)
    reranker = models.CharField(max_length=200, blank=True)
    index_version = models.CharField(max_length=50, blank=True)
    tie_handling = models.CharField(_("同点の扱い"), max_length=200)
    missing_handling = models.CharField(_("スコア欠損の扱い"), max_length=200)
    metrics = models.JSONField(default=dict)
    note = models.TextField(blank=True)
    # Empty only for a record shipped with the code (adopted on the development database;
    # who and when are then in ``shipped_from``).
    adopted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+", null=True, blank=True
    )
    adopted_at = models.DateTimeField(auto_now_add=True)
    shipped_from = models.JSONField(_("同梱の採用記録"), default=dict, blank=True)

    class Meta:
        ordering = ["-adopted_at"]
        verbose_name = _("ゲート設定の採用記録")
        verbose_name_plural = pgettext_lazy("複数", "ゲート設定の採用記録")

    def __str__(self) -> str:
        return f"{self.gate_config} v{self.gate_config_version} ≥ {self.threshold:g}"


class AdoptionProposal(models.Model):
    """A threshold chosen on a set's tuning split, then checked once on its held-out split."""

    labelled_set = models.ForeignKey(LabelledSet, on_delete=models.PROTECT, related_name="proposals")
    proposed_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    proposed_at = models.DateTimeField(auto_now_add=True)
    excess_hold_budget = models.FloatField(_("過剰保留率の上限"))
    threshold = models.FloatField(_("提案する閾値"))
    decision_score = models.CharField(max_length=30)
    gate_config = models.CharField(max_length=100)
    gate_config_version = models.PositiveIntegerField()
    tuning_metrics = models.JSONField(default=dict)
    # Set together by the one held-out evaluation (never a second time).
    held_out_look = models.OneToOneField(
        HeldOutLook, on_delete=models.PROTECT, null=True, blank=True, related_name="proposal"
    )
    held_out_metrics = models.JSONField(null=True, blank=True)
    calibration = models.JSONField(null=True, blank=True)  # CalibrationCheck.as_dict() or {"reason": …}
    adoption = models.OneToOneField(
        AdoptionRecord, on_delete=models.PROTECT, null=True, blank=True, related_name="proposal"
    )

    class Meta:
        ordering = ["-proposed_at"]
        verbose_name = _("ゲート設定の採用案")
        verbose_name_plural = pgettext_lazy("複数", "ゲート設定の採用案")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(excess_hold_budget__gte=0) & models.Q(excess_hold_budget__lte=1),
                name="proposal_budget_valid",
            ),
            models.CheckConstraint(
                condition=models.Q(adoption__isnull=True) | models.Q(held_out_look__isnull=False),
                name="proposal_adopted_only_after_held_out",
            ),
        ]

    def __str__(self) -> str:
        return f"proposal #{self.pk} set {self.labelled_set_id} ≥ {self.threshold:g}"


class BundleItem(models.Model):
    """A labelled question from ``manage.py evaluate``'s decisions.jsonl (not the decision log).

    Bundle runs are not portal questions, so they cannot be ``Decision`` rows (the log is
    append-only and hash-chained); the decisions.jsonl line is kept whole in ``record``.
    """

    Split = Split

    labelled_set = models.ForeignKey(LabelledSet, on_delete=models.CASCADE, related_name="bundle_items")
    qid = models.CharField(max_length=200)
    category = models.CharField(max_length=100, blank=True)
    evidence = models.CharField(max_length=20, choices=Evidence.choices)
    required_doc_ids = models.JSONField(default=list)
    record = models.JSONField()
    family = models.CharField(max_length=200)
    split = models.CharField(max_length=10, choices=Split.choices)

    class Meta:
        ordering = ["labelled_set_id", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["labelled_set", "qid"], name="bundleitem_once_per_set"),
            models.CheckConstraint(condition=_in("split", Split.choices), name="bundleitem_split_valid"),
            models.CheckConstraint(
                condition=_in("evidence", Evidence.choices), name="bundleitem_evidence_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"set {self.labelled_set_id} {self.qid} {self.split}"
