"""Django admin for documents, versions (validity entered inclusive), synonyms, index."""

from __future__ import annotations

from datetime import date, timedelta

from django import forms
from django.contrib import admin
from django.utils.translation import gettext_lazy as _

from retrieval import services
from retrieval.admin_changes import ChangesSoonFilter, document_changes_column, version_changes_column
from retrieval.admin_upload import DocumentUploadMixin
from retrieval.admin_widgets import DatePickerInput, ReadingGroupFilter, TargetsField, reading_groups
from retrieval.gate_models import CHECK_LABELS
from retrieval.models import (
    Document,
    DocumentVersion,
    GateConfiguration,
    GeneralDesk,
    IndexState,
    Passage,
    SynonymGroup,
)


class VersionForm(forms.ModelForm):
    """Admins enter the inclusive last day (適用終了日); it is stored half-open."""

    valid_to = forms.DateField(
        label=_("適用終了日 (この日まで有効・空欄は期限なし)"), required=False, widget=DatePickerInput()
    )
    targets = TargetsField(label=_("対象 (製品・機器・地域)"))

    class Meta:
        model = DocumentVersion
        fields = ["label", "title", "body", "valid_from", "valid_to", "groups", "targets", "owner", "contact"]
        widgets = {"valid_from": DatePickerInput(), "groups": forms.CheckboxSelectMultiple}
        help_texts = {
            "valid_from": _("この日から有効・空欄は開始日の定めなし"),
            "owner": _("この版を閲覧できる人に示します。空欄は文書の既定値。"),
            "contact": _("この版を閲覧できる人に示します。空欄は文書の既定値。"),
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.initial["valid_to"] = self.instance.valid_to
        if "groups" in self.fields:
            self.fields["groups"].queryset = reading_groups()
            self.fields["groups"].help_text = _("どのグループにも属さない版は誰も閲覧できません。")

    def clean(self):
        data = super().clean()
        valid_to = data.get("valid_to")
        self.instance.valid_until = valid_to + timedelta(days=1) if valid_to else None
        return data

    def _post_clean(self):
        self.instance.valid_until = (
            self.cleaned_data["valid_to"] + timedelta(days=1) if self.cleaned_data.get("valid_to") else None
        )
        super()._post_clean()


class VersionFormSet(forms.BaseInlineFormSet):
    """The document's versions as they will be after this save must not overlap: the edited
    and new ones with each other and with any saved version not in the form. Each form's
    own check against the saved versions is off (it would see 第2版's old, open period
    when 第2版 is closed and 第3版 added in the same save); PostgreSQL's constraint is
    deferred to the commit of the save, so the rows may be written in any order."""

    def _construct_form(self, i, **kwargs):
        form = super()._construct_form(i, **kwargs)
        form.instance.overlap_checked = True
        return form

    def save(self, commit=True):
        services.validity_constraint_defer()
        return super().save(commit=commit)

    def clean(self):
        super().clean()
        spans = []
        if self.instance.pk is not None:
            in_form = [f.instance.pk for f in self.forms if f.instance.pk is not None]
            for saved in DocumentVersion.objects.filter(document=self.instance).exclude(pk__in=in_form):
                spans.append((saved.label, saved.valid_from or date.min, saved.valid_until or date.max))
        for form in self.forms:
            if not hasattr(form, "cleaned_data") or not form.cleaned_data or form.cleaned_data.get("DELETE"):
                continue
            start = form.cleaned_data.get("valid_from") or date.min
            valid_to = form.cleaned_data.get("valid_to")
            end = valid_to + timedelta(days=1) if valid_to else date.max
            label = form.cleaned_data.get("label")
            for other_label, other_start, other_end in spans:
                if start < other_end and other_start < end:
                    raise forms.ValidationError(
                        _(
                            "第%(a)s版と第%(b)s版の適用期間が重なっています。1つの文書で同じ日に有効な版は1つだけです。"
                        )
                        % {"a": other_label, "b": label}
                    )
            spans.append((label, start, end))


class VersionInline(admin.StackedInline):
    model = DocumentVersion
    form = VersionForm
    formset = VersionFormSet
    extra = 0
    show_change_link = True
    fields = ["label", "title", "valid_from", "valid_to", "groups", "targets", "owner", "contact", "body"]


class PassageInline(admin.TabularInline):
    model = Passage
    extra = 0
    can_delete = False
    fields = ["position", "heading_path", "text"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None) -> bool:
        return False


class DocumentForm(forms.ModelForm):
    class Meta:
        model = Document
        fields = ["doc_id", "owner", "contact"]
        help_texts = {
            "owner": _(
                "所管部署や問い合わせ先を記入しない新しい版が使う既定値です。閲覧者には版ごとの値を示します。"
            ),
            "contact": _(
                "所管部署や問い合わせ先を記入しない新しい版が使う既定値です。閲覧者には版ごとの値を示します。"
            ),
        }


@admin.register(Document)
class DocumentAdmin(DocumentUploadMixin, admin.ModelAdmin):
    form = DocumentForm
    list_display = ["doc_id", "owner", "contact", "version_count", document_changes_column]
    list_filter = [ChangesSoonFilter]
    search_fields = ["doc_id", "owner", "versions__title"]
    inlines = [VersionInline]

    @admin.display(description=_("版の数"))
    def version_count(self, obj: Document) -> int:
        return obj.versions.count()

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        for version in form.instance.versions.all():
            services.version_detect_from_body(version=version)
            version.save(update_fields=["detected_targets", "stated_valid_from", "stated_valid_until"])
            services.passages_rebuild(version=version)


@admin.register(DocumentVersion)
class DocumentVersionAdmin(admin.ModelAdmin):
    form = VersionForm
    list_display = [
        "__str__",
        "title",
        "valid_from",
        "valid_to_display",
        version_changes_column,
        "group_names",
        "target_list",
    ]
    list_filter = [ChangesSoonFilter, ReadingGroupFilter, "owner"]
    search_fields = ["title", "document__doc_id", "body"]
    readonly_fields = ["detected_targets", "stated_valid_from", "stated_valid_to_display"]
    inlines = [PassageInline]
    fieldsets = [
        (None, {"fields": ["document", "label", "title", "body"]}),
        (_("適用期間と閲覧権限"), {"fields": ["valid_from", "valid_to", "groups", "targets"]}),
        (_("所管と問い合わせ先"), {"fields": ["owner", "contact"]}),
        (
            _("本文から検出 (確認してください)"),
            {"fields": ["detected_targets", "stated_valid_from", "stated_valid_to_display"]},
        ),
    ]

    def get_form(self, request, obj=None, **kwargs):
        kwargs["fields"] = [
            "document",
            "label",
            "title",
            "body",
            "valid_from",
            "valid_to",
            "groups",
            "targets",
            "owner",
            "contact",
        ]
        return super().get_form(request, obj, **kwargs)

    @admin.display(description=_("適用終了日"))
    def valid_to_display(self, obj: DocumentVersion):
        return obj.valid_to or "—"

    @admin.display(description=_("本文記載の適用終了日"))
    def stated_valid_to_display(self, obj: DocumentVersion):
        return obj.stated_valid_until - timedelta(days=1) if obj.stated_valid_until else "—"

    @admin.display(description=_("閲覧グループ"))
    def group_names(self, obj: DocumentVersion) -> str:
        return ", ".join(g.name for g in obj.groups.all()) or _("(なし: 誰も閲覧不可)")

    @admin.display(description=_("対象"))
    def target_list(self, obj: DocumentVersion) -> str:
        return ", ".join(obj.all_targets())

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("document").prefetch_related("groups")

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        version = form.instance
        services.version_detect_from_body(version=version)
        version.save(update_fields=["detected_targets", "stated_valid_from", "stated_valid_until"])
        services.passages_rebuild(version=version)


class SynonymGroupForm(forms.ModelForm):
    class Meta:
        model = SynonymGroup
        fields = ["terms", "note"]
        help_texts = {
            "terms": _(
                '同じ意味の語を2語以上、JSON の配列で入力します (例: ["パスワード", "PW"])。'
                "検索は質問の語の言い換えも探し、回答の判定では質問の語を規程に書かれた語に読み替えて読みます。"
            )
        }


@admin.register(SynonymGroup)
class SynonymGroupAdmin(admin.ModelAdmin):
    form = SynonymGroupForm
    list_display = ["__str__", "note"]


@admin.register(GeneralDesk)
class GeneralDeskAdmin(admin.ModelAdmin):
    """The one general desk: added once, then edited."""

    list_display = ["owner", "contact", "updated_at"]

    def has_add_permission(self, request) -> bool:
        return not GeneralDesk.objects.exists()


@admin.register(IndexState)
class IndexStateAdmin(admin.ModelAdmin):
    """Read-only: the index state is written by the refresh task and rebuild_index."""

    list_display = ["__str__", "version", "dense_model", "pending", "updated_at"]
    readonly_fields = ["version", "dense_model", "updated_at", "pending"]

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(GateConfiguration)
class GateConfigurationAdmin(admin.ModelAdmin):
    """Versions are immutable: saving a change stores a new version of the same name."""

    list_display = [
        "name",
        "version",
        "is_active",
        "retrieval",
        "decision_score",
        "threshold_display",
        "check_labels",
        "created_at",
    ]
    list_filter = ["name", "is_active"]
    actions = ["activate"]
    readonly_fields = ["is_active", "created_at", "created_by"]

    @admin.display(description=_("閾値"), ordering="threshold")
    def threshold_display(self, obj: GateConfiguration) -> str:
        return f"{obj.threshold:.4g}"  # adopted thresholds carry 17 digits; 4 tell them apart

    @admin.display(description=_("有効なチェック"))
    def check_labels(self, obj: GateConfiguration) -> str:
        return "・".join(str(CHECK_LABELS.get(c, c)) for c in sorted(obj.checks)) or _("なし")

    def get_readonly_fields(self, request, obj=None):
        return (
            [*self.readonly_fields, "version"] if obj is None else [*self.readonly_fields, "version", "name"]
        )

    def save_model(self, request, obj, form, change):
        latest = GateConfiguration.objects.filter(name=obj.name).order_by("-version").first()
        if change:
            obj.pk = None  # a new row: the old version stays as it was
            obj._state.adding = True
        obj.version = (latest.version + 1) if latest else 1
        obj.is_active = False
        obj.created_by = request.user
        obj.full_clean()
        super().save_model(request, obj, form, change)
        self.message_user(
            request,
            _("ゲート設定 %(name)s の第%(v)s版を保存しました (有効化は一覧の操作から)。")
            % {"name": obj.name, "v": obj.version},
        )

    @admin.action(description=_("選択した版を有効にする (1つだけ)"))
    def activate(self, request, queryset):
        if queryset.count() != 1:
            self.message_user(request, _("有効にする版を1つだけ選んでください。"), level="error")
            return
        from django.db import transaction

        chosen = queryset.get()
        with transaction.atomic():
            GateConfiguration.objects.filter(is_active=True).update(is_active=False)
            GateConfiguration.objects.filter(pk=chosen.pk).update(is_active=True)
        self.message_user(request, _("%(c)s を有効にしました。") % {"c": chosen})

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
