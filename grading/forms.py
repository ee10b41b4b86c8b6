"""Forms of the reviewer pages (validation of input only; writes go through grading.labels.services)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from grading.feedback import FILTERS as FEEDBACK_FILTERS
from grading.models import Evidence, HoldJudgement, LabelCategory, LabelledSet, Split, Verdict

DATE = forms.DateInput(attrs={"type": "date"})


class QueueFilterForm(forms.Form):
    MODES = (("queue", _("未評価を先に")), ("sample", _("無作為 + 閾値付近")))
    OUTCOMES = (("", _("すべて")), ("pass", _("通過")), ("partial", _("一部回答")), ("hold", _("保留")))

    outcome = forms.ChoiceField(label=_("結果"), choices=OUTCOMES, required=False)
    hold_reason = forms.CharField(label=_("保留理由"), required=False, max_length=50)
    category = forms.CharField(
        label=_("分類"),
        required=False,
        max_length=50,
        help_text=_(
            "評価者の分類 (basic, target, period, item, permission, paraphrase, multi-part, other)、"
            "なければ最初の保留理由または結果"
        ),
    )
    date_from = forms.DateField(label=_("期間 (開始)"), required=False, widget=DATE)
    date_to = forms.DateField(label=_("期間 (終了)"), required=False, widget=DATE)
    gate_config = forms.CharField(label=_("ゲート設定"), required=False, max_length=100)
    feedback = forms.ChoiceField(label=_("質問者のフィードバック"), choices=FEEDBACK_FILTERS, required=False)
    mode = forms.ChoiceField(label=_("並べ方"), choices=MODES, required=False)
    size = forms.IntegerField(label=_("抽出件数"), required=False, min_value=2, max_value=500, initial=20)
    seed = forms.IntegerField(label=_("乱数の種"), required=False, min_value=0, initial=1)

    def filters(self) -> dict:
        data = self.cleaned_data
        return {
            k: data.get(k) or ("" if k not in ("date_from", "date_to") else None)
            for k in ("outcome", "hold_reason", "category", "date_from", "date_to", "gate_config")
        }


class AgreementForm(forms.Form):
    """Two reviewers by id (a non-numeric or unknown id is a 400, not a 500)."""

    a = forms.ModelChoiceField(label=_("評価者 A"), queryset=None, required=False)
    b = forms.ModelChoiceField(label=_("評価者 B"), queryset=None, required=False)

    def __init__(self, *args, reviewers, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["a"].queryset = reviewers
        self.fields["b"].queryset = reviewers


class ResolveForm(forms.Form):
    label = forms.IntegerField(min_value=1)
    note = forms.CharField(required=False, max_length=2000)


class LabelForm(forms.Form):
    evidence = forms.ChoiceField(
        label=_("根拠の有無 (質問者がその日に読めた規程に必要な根拠があるか)"),
        choices=Evidence.choices,
        widget=forms.RadioSelect,
    )
    evidence_scope = forms.CharField(
        label=_("確認した範囲"),
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text=_("例: 返品関連の規程すべて (2026年版)"),
    )
    verdict = forms.ChoiceField(
        label=_("回答の判定"), choices=Verdict.choices, required=False, widget=forms.RadioSelect
    )
    hold_appropriate = forms.ChoiceField(
        label=_("保留の判定"),
        choices=HoldJudgement.choices,
        initial=HoldJudgement.NOT_APPLICABLE,
        widget=forms.RadioSelect,
    )
    needed = forms.MultipleChoiceField(
        label=_("必要な根拠 (候補から)"), required=False, widget=forms.CheckboxSelectMultiple, choices=()
    )
    needed_other = forms.CharField(
        label=_("必要な根拠 (その他の段落ID、カンマ区切り)"), required=False, max_length=500
    )
    category = forms.ChoiceField(
        label=_("分類 (質問が試すもの)"), choices=LabelCategory.choices, required=False
    )
    note = forms.CharField(label=_("メモ"), required=False, widget=forms.Textarea(attrs={"rows": 2}))

    def __init__(self, *args, candidates=(), **kwargs):
        super().__init__(*args, **kwargs)
        # Only passages the reviewer may read are offered (redacted ones carry no id).
        self.fields["needed"].choices = [
            (
                c["passage_id"],
                _("%(title)s (%(doc_id)s 第%(version)s版) #%(passage)s")
                % {
                    "title": c["title"],
                    "doc_id": c["doc_id"],
                    "version": c["version"],
                    "passage": c["passage_id"],
                },
            )
            for c in candidates
            if c.get("passage_id")
        ]

    def needed_passages(self) -> list[str]:
        other = [p.strip() for p in (self.cleaned_data.get("needed_other") or "").split(",") if p.strip()]
        return [*self.cleaned_data.get("needed", []), *other]


class MetricsFilterForm(forms.Form):
    SPLITS = (("", _("すべて")), *Split.choices)

    gate_config = forms.CharField(label=_("ゲート設定"), required=False, max_length=100)
    date_from = forms.DateField(label=_("期間 (開始)"), required=False, widget=DATE)
    date_to = forms.DateField(label=_("期間 (終了)"), required=False, widget=DATE)
    labelled_set = forms.ModelChoiceField(
        label=_("評価セット"), queryset=LabelledSet.objects.all(), required=False
    )
    split = forms.ChoiceField(label=_("分割"), choices=SPLITS, required=False)
    thresholds = forms.CharField(label=_("閾値 (カンマ区切り、空欄なら自動)"), required=False, max_length=500)

    def clean_thresholds(self) -> list[float]:
        raw = self.cleaned_data.get("thresholds") or ""
        try:
            values = [float(t) for t in raw.replace("、", ",").split(",") if t.strip()]
        except ValueError:
            raise forms.ValidationError(_("閾値は数値をカンマで区切って入力してください。")) from None
        if len(values) > 60:
            raise forms.ValidationError(_("閾値は60個までです。"))
        return values

    def clean(self):
        data = super().clean()
        if data.get("split") and not data.get("labelled_set"):
            self.add_error("split", _("分割を選ぶには評価セットを選んでください。"))
        return data


class HeldOutLookForm(forms.Form):
    purpose = forms.CharField(label=_("検証用データを見る目的"), widget=forms.Textarea(attrs={"rows": 2}))
    used_to_choose = forms.BooleanField(
        label=_("この結果で設定を選ぶ (以後このデータは調整用になります)"), required=False
    )


class LabelledSetForm(forms.Form):
    name = forms.CharField(label=_("名前"), max_length=100)
    period_from = forms.DateField(label=_("対象期間 (開始)"), required=False, widget=DATE)
    period_to = forms.DateField(label=_("対象期間 (終了)"), required=False, widget=DATE)
    gate_config = forms.CharField(label=_("ゲート設定"), required=False, max_length=100)
    held_out_fraction = forms.FloatField(label=_("検証用の割合"), min_value=0, max_value=1, initial=0.3)


class ProposalForm(forms.Form):
    excess_hold_budget = forms.FloatField(
        label=_("過剰保留率の上限 (0〜1)"),
        min_value=0,
        max_value=1,
        initial=0.3,
        help_text=_("調整用データで、過剰保留率がこの上限以下の閾値のうち誤通過率が最小のものを選びます。"),
    )


class AdoptForm(forms.Form):
    note = forms.CharField(label=_("メモ"), required=False, widget=forms.Textarea(attrs={"rows": 2}))
