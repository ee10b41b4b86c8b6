"""Documents, their versions with validity and reading groups, passages, synonyms."""

from __future__ import annotations

from datetime import date, timedelta

from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class Document(models.Model):
    """A rule with a stable id. Its owner and contact are the defaults a new version takes
    when it names none; readers only ever see a version's own (issue #40 item 1)."""

    doc_id = models.CharField(_("文書ID"), max_length=100, unique=True)
    owner = models.CharField(_("所管部署"), max_length=200)
    contact = models.CharField(_("問い合わせ先"), max_length=300)
    created_at = models.DateTimeField(_("作成日時"), auto_now_add=True)
    updated_at = models.DateTimeField(_("更新日時"), auto_now=True)

    class Meta:
        ordering = ["doc_id"]
        verbose_name = _("文書")
        verbose_name_plural = pgettext_lazy("複数", "文書")

    def __str__(self) -> str:
        return self.doc_id


class DocumentVersion(models.Model):
    """One version of a document.

    Validity is stored half-open [valid_from, valid_until); admins see and enter the
    inclusive end date (valid_to). None on either side means open.
    """

    document = models.ForeignKey(
        Document, on_delete=models.CASCADE, related_name="versions", verbose_name=_("文書")
    )
    label = models.CharField(_("版"), max_length=50)
    title = models.CharField(_("題名"), max_length=300)
    body = models.TextField(_("本文"))
    valid_from = models.DateField(_("適用開始日"), null=True, blank=True)
    valid_until = models.DateField(_("適用終了日の翌日"), null=True, blank=True)
    groups = models.ManyToManyField(
        Group, blank=True, related_name="readable_versions", verbose_name=_("閲覧できるグループ")
    )
    # Per version: a version readable by few may name a desk others must not learn of.
    owner = models.CharField(_("所管部署"), max_length=200, blank=True, default="", db_default="")
    contact = models.CharField(_("問い合わせ先"), max_length=300, blank=True, default="", db_default="")
    targets = models.JSONField(_("対象 (製品・機器・地域)"), default=list, blank=True)
    detected_targets = models.JSONField(_("本文から検出した対象"), default=list, blank=True)
    # Validity stated only in the body (「2026年10月1日から12月31日まで適用」), half-open,
    # detected at import for the admin to confirm; the period check uses it.
    stated_valid_from = models.DateField(_("本文記載の適用開始日"), null=True, blank=True)
    stated_valid_until = models.DateField(_("本文記載の適用終了日の翌日"), null=True, blank=True)
    created_at = models.DateTimeField(_("作成日時"), auto_now_add=True)
    updated_at = models.DateTimeField(_("更新日時"), auto_now=True)

    class Meta:
        ordering = ["document__doc_id", "valid_from", "label"]
        verbose_name = _("文書の版")
        verbose_name_plural = pgettext_lazy("複数", "文書の版")
        constraints = [
            models.UniqueConstraint(fields=["document", "label"], name="version_unique_label"),
            models.CheckConstraint(
                condition=Q(valid_from__isnull=True)
                | Q(valid_until__isnull=True)
                | Q(valid_from__lt=models.F("valid_until")),
                name="version_validity_not_empty",
            ),
        ]
        # The "no two versions of one document valid on the same day" exclusion
        # constraint is added on PostgreSQL by migration 0002 (btree_gist); SQLite relies
        # on clean() / services, which run the same overlap rule.

    # True where the caller has checked the document's versions as they will be after its
    # save (the admin's version formset, an import batch): the saved siblings' old periods
    # must not refuse closing 第2版 and adding 第3版 together.
    overlap_checked = False

    def __str__(self) -> str:
        return f"{self.document.doc_id} 第{self.label}版"

    @property
    def valid_to(self) -> date | None:
        """Inclusive last day, as admins enter it."""
        return self.valid_until - timedelta(days=1) if self.valid_until else None

    def valid_on(self, day: date) -> bool:
        if self.valid_from and day < self.valid_from:
            return False
        return self.valid_until is None or day < self.valid_until

    def overlapping_versions(self) -> models.QuerySet[DocumentVersion]:
        qs = DocumentVersion.objects.filter(document_id=self.document_id).exclude(pk=self.pk)
        if self.valid_until is not None:
            qs = qs.filter(Q(valid_from__isnull=True) | Q(valid_from__lt=self.valid_until))
        if self.valid_from is not None:
            qs = qs.filter(Q(valid_until__isnull=True) | Q(valid_until__gt=self.valid_from))
        return qs

    def clean(self) -> None:
        super().clean()
        self.owner, self.contact = self.owner.strip(), self.contact.strip()
        if self.document_id is not None and not (self.owner and self.contact):
            # A version that names no owner or contact takes its document's defaults.
            self.owner = self.owner or self.document.owner
            self.contact = self.contact or self.document.contact
        if self.valid_from and self.valid_until and self.valid_from >= self.valid_until:
            raise ValidationError({"valid_until": _("適用終了日は適用開始日以降の日付にしてください。")})
        if self.document_id is None or self.overlap_checked:
            return
        clash = self.overlapping_versions().first()
        if clash is not None:
            raise ValidationError(validity_overlap_message(clash.label))

    def all_targets(self) -> list[str]:
        seen: dict[str, None] = {}
        for t in [*self.targets, *self.detected_targets]:
            seen.setdefault(t, None)
        return list(seen)


# Django's own row for "this version may be read by this group" would show in the admin's
# delete confirmation as "DocumentVersion_groups object (40)".
_VersionGroup = DocumentVersion.groups.through
_VersionGroup._meta.verbose_name = _("閲覧グループの割り当て")
_VersionGroup._meta.verbose_name_plural = pgettext_lazy("複数", "閲覧グループの割り当て")
_VersionGroup.__str__ = lambda self: (
    _("%(version)s をグループ %(group)s が閲覧")
    % {
        "version": self.documentversion,
        "group": self.group.name,
    }
)


def validity_overlap_message(label: str) -> str:
    return _(
        "適用期間が同じ文書の第%(label)s版と重なっています。1つの文書で同じ日に有効な版は1つだけです。"
    ) % {"label": label}


class Passage(models.Model):
    """A chunk of a version's body, cut at paragraph/heading boundaries."""

    version = models.ForeignKey(
        DocumentVersion, on_delete=models.CASCADE, related_name="passages", verbose_name=_("文書の版")
    )
    position = models.PositiveIntegerField(_("位置"))
    heading_path = models.JSONField(_("見出し"), default=list, blank=True)
    text = models.TextField(_("本文"))
    embedding = models.BinaryField(_("埋め込み"), null=True, blank=True, editable=False)
    embedding_model = models.CharField(
        _("埋め込みモデル"), max_length=200, blank=True, default="", editable=False
    )

    class Meta:
        ordering = ["version_id", "position"]
        verbose_name = _("パッセージ")
        verbose_name_plural = pgettext_lazy("複数", "パッセージ")
        constraints = [
            models.UniqueConstraint(fields=["version", "position"], name="passage_unique_position")
        ]

    def __str__(self) -> str:
        return f"{self.version} #{self.position}"


class SynonymGroup(models.Model):
    terms = models.JSONField(_("同義語"), default=list)
    note = models.CharField(_("メモ"), max_length=200, blank=True)

    class Meta:
        verbose_name = _("同義語グループ")
        verbose_name_plural = pgettext_lazy("複数", "同義語グループ")

    def __str__(self) -> str:
        return " / ".join(self.terms)

    def clean(self) -> None:
        terms = [t.strip() for t in self.terms if isinstance(t, str) and t.strip()]
        if len(terms) < 2:
            raise ValidationError({"terms": _("同義語は2語以上指定してください。")})
        self.terms = terms


class GeneralDesk(models.Model):
    """The desk a hold names when no rule the asker may read on the subject names one: set by
    admins, with its full contact line (issue #41 item 5). One row; a gate configuration's own
    既定の問い合わせ先 takes precedence, KONKYO_FALLBACK_CONTACT applies when there is none."""

    owner = models.CharField(_("部署"), max_length=200)
    contact = models.CharField(
        _("問い合わせ先"), max_length=300, help_text=_("内線・メールなど、そのまま連絡できるように書きます。")
    )
    updated_at = models.DateTimeField(_("更新日時"), auto_now=True)

    class Meta:
        verbose_name = _("総合窓口")
        verbose_name_plural = pgettext_lazy("複数", "総合窓口")
        constraints = [models.CheckConstraint(condition=Q(pk=1), name="general_desk_single_row")]

    def __str__(self) -> str:
        return f"{self.owner} {self.contact}".strip()

    def save(self, *args, **kwargs):
        self.pk = 1  # the one row
        super().save(*args, **kwargs)


class IndexState(models.Model):
    """A single row: the version of the search index workers must hold in memory."""

    version = models.PositiveBigIntegerField(_("索引バージョン"), default=0)
    dense_model = models.CharField(_("埋め込みモデル"), max_length=200, blank=True, default="")
    updated_at = models.DateTimeField(_("最終更新日時"), auto_now=True)
    pending = models.BooleanField(_("更新待ち"), default=False)

    class Meta:
        verbose_name = _("索引の状態")
        verbose_name_plural = pgettext_lazy("複数", "索引の状態")

    def __str__(self) -> str:
        return _("索引 v%(version)s") % {"version": self.version}


from retrieval.gate_models import GateConfiguration  # noqa: E402,F401  (registered with the app)
