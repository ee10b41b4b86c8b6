"""Which documents change soon, for the admin lists (issue #17 item 4): a version whose
first or last day falls within the next 30 days (today included, Asia/Tokyo)."""

from __future__ import annotations

from datetime import date, timedelta

from django.contrib import admin
from django.db.models import Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from retrieval.models import DocumentVersion

WINDOW_DAYS = 30


def changes_soon_q(*, today: date) -> Q:
    """Starts (valid_from) or ends (last day = valid_until - 1) within [today, today + 30]."""
    end = today + timedelta(days=WINDOW_DAYS)
    return Q(valid_from__range=(today, end)) | Q(
        valid_until__range=(today + timedelta(days=1), end + timedelta(days=1))
    )


def version_changes_soon(version: DocumentVersion, *, today: date) -> list[str]:
    """What happens to this version within the window, in words."""
    end = today + timedelta(days=WINDOW_DAYS)
    out = []
    if version.valid_from and today <= version.valid_from <= end:
        out.append(_("%(day)s 適用開始") % {"day": version.valid_from.isoformat()})
    if version.valid_to and today <= version.valid_to <= end:
        out.append(_("%(day)s 適用終了") % {"day": version.valid_to.isoformat()})
    return out


class ChangesSoonFilter(admin.SimpleListFilter):
    """「30日以内の変更」: yes / no, on versions or on documents (any of their versions)."""

    title = _("30日以内の変更")
    parameter_name = "changes_soon"

    def lookups(self, request, model_admin):
        return [("yes", _("あり")), ("no", _("なし"))]

    def queryset(self, request, queryset: QuerySet) -> QuerySet:
        if self.value() not in ("yes", "no"):
            return queryset
        soon = DocumentVersion.objects.filter(changes_soon_q(today=timezone.localdate()))
        ids = soon.values("pk" if queryset.model is DocumentVersion else "document_id")
        return queryset.filter(pk__in=ids) if self.value() == "yes" else queryset.exclude(pk__in=ids)


@admin.display(description=_("30日以内の変更"))
def version_changes_column(version: DocumentVersion) -> str:
    return " / ".join(str(s) for s in version_changes_soon(version, today=timezone.localdate())) or "—"


@admin.display(description=_("30日以内の変更"))
def document_changes_column(document) -> str:
    today = timezone.localdate()
    soon = document.versions.filter(changes_soon_q(today=today))
    parts = [
        f"{_('第%(label)s版') % {'label': v.label}} {change}"
        for v in soon
        for change in version_changes_soon(v, today=today)
    ]
    return " / ".join(parts) or "—"
