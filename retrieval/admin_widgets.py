"""Form fields people can use in the version admin: targets as comma-separated tags, dates
with the browser's date picker, reading groups as checkboxes without the role groups."""

from __future__ import annotations

import json
import re

from django import forms
from django.contrib import admin
from django.contrib.auth.models import Group
from django.utils.translation import gettext_lazy as _

from accounts.roles import ROLE_NAMES

MAX_TARGETS = 50
MAX_TARGET_LENGTH = 100
_SEPARATORS = re.compile(r"[,、，\n]")


class DatePickerInput(forms.DateInput):
    """The browser's date picker (<input type="date">), which sends YYYY-MM-DD."""

    input_type = "date"

    def __init__(self, attrs=None):
        super().__init__(attrs=attrs, format="%Y-%m-%d")


class TargetsField(forms.CharField):
    """A JSON list of identifiers (P-20, 日本向け) edited as 「P-20, 日本向け」.

    Commas (also 、 and ，) or new lines separate the tags; a JSON list is accepted too, so
    what the field used to show still saves."""

    default_error_messages = {
        "json": _("対象は「P-20, 日本向け」のようにカンマで区切って入力してください。"),
        "too_many": _("対象は%(max)s個までです。"),
        "too_long": _("対象「%(tag)s」が長すぎます (%(max)s文字まで)。"),
        "brackets": _('対象「%(tag)s」に使えない文字 ([ ] " ) が含まれています。'),
    }

    def __init__(self, **kwargs):
        kwargs.setdefault("required", False)
        kwargs.setdefault(
            "widget", forms.TextInput(attrs={"class": "vTextField", "placeholder": "P-20, 日本向け"})
        )
        kwargs.setdefault(
            "help_text",
            _(
                "製品・機器・地域・雇用区分など。カンマ区切りで複数入力できます (例: P-20, 日本向け)。雇用区分 (正社員・パートタイマーなど) を入れた版は、その雇用区分についての質問にだけ答えます。"
            ),
        )
        super().__init__(**kwargs)

    def prepare_value(self, value):
        if isinstance(value, list | tuple):
            return ", ".join(str(v) for v in value)
        return value

    def to_python(self, value) -> list[str]:
        text = (value or "").strip() if not isinstance(value, list | tuple) else value
        if isinstance(text, list | tuple):
            items = [str(v) for v in text]
        elif text.startswith("["):
            try:
                items = json.loads(text)
            except ValueError:
                raise forms.ValidationError(self.error_messages["json"], code="json") from None
            if not isinstance(items, list) or not all(isinstance(v, str) for v in items):
                raise forms.ValidationError(self.error_messages["json"], code="json")
        else:
            items = _SEPARATORS.split(text)
        tags = list(dict.fromkeys(t.strip() for t in items if t.strip()))
        for tag in tags:
            if any(c in tag for c in '[]"'):
                raise forms.ValidationError(
                    self.error_messages["brackets"], code="brackets", params={"tag": tag}
                )
            if len(tag) > MAX_TARGET_LENGTH:
                raise forms.ValidationError(
                    self.error_messages["too_long"],
                    code="too_long",
                    params={"tag": tag, "max": MAX_TARGET_LENGTH},
                )
        if len(tags) > MAX_TARGETS:
            raise forms.ValidationError(
                self.error_messages["too_many"], code="too_many", params={"max": MAX_TARGETS}
            )
        return tags

    def has_changed(self, initial, data) -> bool:
        try:
            return list(initial or []) != self.to_python(data)
        except forms.ValidationError:
            return True


def reading_groups():
    """Content groups (who may read a version), never the role groups."""
    return Group.objects.exclude(name__in=ROLE_NAMES).order_by("name")


class ReadingGroupFilter(admin.SimpleListFilter):
    title = _("閲覧できるグループ")
    parameter_name = "reading_group"

    def lookups(self, request, model_admin):
        return [(str(g.pk), g.name) for g in reading_groups()]

    def queryset(self, request, queryset):
        value = self.value()
        return queryset.filter(groups__pk=value).distinct() if value and value.isdigit() else queryset
