from django import forms
from django.utils.translation import gettext_lazy as _

from portal.questions import MAX_LENGTH


class AskForm(forms.Form):
    question = forms.CharField(
        label=_("質問"),
        max_length=MAX_LENGTH,
        widget=forms.Textarea(
            attrs={"rows": 3, "placeholder": _("例: 国内出張の宿泊費の上限額はいくらですか？")}
        ),
        error_messages={
            "required": _("質問を入力してください。"),
            "max_length": _("質問は%(limit_value)d文字以内で入力してください (現在 %(show_value)d 文字)。"),
        },
    )
    reference_date = forms.DateField(
        label=_("基準日 (任意)"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text=_("空欄なら質問に書かれた日付、なければ今日 (日本時間) を使います。"),
        error_messages={"invalid": _("基準日は YYYY-MM-DD の形式の正しい日付で入力してください。")},
    )
