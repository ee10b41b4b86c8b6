from django import forms
from django.utils.translation import gettext_lazy as _

from portal import question_input
from portal.feedback import COMMENT_MAX_LENGTH as FEEDBACK_COMMENT_MAX_LENGTH
from portal.question_input import MAX_LENGTH


class AskForm(forms.Form):
    question = forms.CharField(
        label=_("質問"),
        max_length=MAX_LENGTH,
        widget=forms.Textarea(
            attrs={"rows": 3, "placeholder": _("例: 国内出張の宿泊費の上限額はいくらですか？")}
        ),
        error_messages={
            "required": question_input.BLANK_MESSAGE,
            "max_length": question_input.TOO_LONG_MESSAGE,
        },
    )
    reference_date = forms.DateField(
        label=_("基準日 (任意)"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text=_("空欄なら質問に書かれた日付、なければ今日 (日本時間) を使います。"),
        error_messages={"invalid": question_input.DATE_INVALID_MESSAGE},
    )

    def clean_question(self):
        return question_input.question_text_clean(self.cleaned_data["question"])

    def clean_reference_date(self):
        return question_input.user_date_clean(self.cleaned_data["reference_date"])


class ReaskForm(AskForm):
    """Re-ask a question with another reference date: the ask form's rules, the question's
    own text (taken from the stored question, not from the request), the date required."""

    question = forms.CharField(widget=forms.HiddenInput, max_length=MAX_LENGTH)

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("auto_id", "reask_%s")  # the question page has other forms
        super().__init__(*args, **kwargs)
        field = self.fields["reference_date"]
        field.required = True
        field.label = _("別の基準日")
        field.help_text = ""
        field.error_messages["required"] = _("基準日を入力してください。")


class FeedbackForm(forms.Form):
    HELPFUL = (("yes", _("役に立った")), ("no", _("間違っている")))

    helpful = forms.ChoiceField(
        label=_("評価"),
        choices=HELPFUL,
        error_messages={
            "required": _("「役に立った」か「間違っている」を選んでください。"),
            "invalid_choice": _("「役に立った」か「間違っている」を選んでください。"),
        },
    )
    comment = forms.CharField(
        label=_("コメント (任意)"),
        required=False,
        max_length=FEEDBACK_COMMENT_MAX_LENGTH,
        widget=forms.Textarea(attrs={"rows": 2, "placeholder": _("例: 上限額は2026年4月から変わっています")}),
        error_messages={
            "max_length": _(
                "コメントは%(limit_value)d文字以内で入力してください (現在 %(show_value)d 文字)。"
            )
        },
    )

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("auto_id", "feedback_%s")  # the question page has other forms
        super().__init__(*args, **kwargs)

    def helpful_value(self) -> bool:
        return self.cleaned_data["helpful"] == "yes"


class HistorySearchForm(forms.Form):
    q = forms.CharField(
        label=_("質問を検索"),
        required=False,
        max_length=200,
        error_messages={"max_length": _("検索語は%(limit_value)d文字以内で入力してください。")},
    )
