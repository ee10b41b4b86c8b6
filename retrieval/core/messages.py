"""What a hold says, kept as template keys and arguments so each reader sees it in the page's
language (Japanese first, English available).

A hold is composed once, when the question is decided, and stored with the question and the
log. Its lines are stored twice: rendered in Japanese (the log's text, what reviewers read)
and as ``Message`` data (``{"key": …, "args": {…}}``), which the portal renders again in the
reader's language. Arguments are the asker's words and the rules' own titles and sentences
(never translated), a nested message, or a date (rendered in the page's date format).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any, Union

TEXTS: dict[str, dict[str, str]] = {
    "ja": {
        "unconfirmed": "「{what}」を確認できませんでした。",
        "unconfirmed.outage": "検索が一時的に利用できないため、「{what}」を確認できませんでした。",
        "unconfirmed.timeout": "処理が時間内に終わらなかったため、「{what}」を確認できませんでした。",
        "unconfirmed.question": "この質問への回答を確認できませんでした。",
        "unconfirmed.outage.question": "検索が一時的に利用できないため、この質問への回答を確認できませんでした。",
        "unconfirmed.timeout.question": "処理が時間内に終わらなかったため、この質問への回答を確認できませんでした。",
        "unconfirmed.inactive": "アカウントが無効になったため、「{what}」には回答していません。",
        "unconfirmed.inactive.question": "アカウントが無効になったため、この質問には回答していません。",
        "found.item.question": "「{title}」は見つかりましたが、この質問への答えは確認できませんでした。",
        "next.item.question": "この質問について定めた資料がほかにないか、担当窓口に確認してください。",
        "found.target.id": "「{title}」は見つかりましたが、この資料の対象は {found} で、{asked} は含まれていません。",
        "found.target.region": "「{title}」は見つかりましたが、この資料の対象地域は {found} で、{asked} は含まれていません。",
        "found.target.employment": "「{title}」は見つかりましたが、この資料の対象の雇用区分は {found} で、{asked} は含まれていません。",
        "found.target.listed": "「{title}」は見つかりましたが、この規程が定めるのは {found} で、{asked} は含まれていません。",
        "found.target.none": "「{title}」は見つかりましたが、{asked} についての記載は確認できませんでした。",
        "found.period": "「{title}」は見つかりましたが、適用期間（{validity}）に{asked}が含まれません。",
        "found.item": "「{title}」は見つかりましたが、{item}の記載は確認できませんでした。",
        "found.item.asked": "「{title}」は見つかりましたが、「{item}」への答えは確認できませんでした。",
        "found.item.negated": "「{title}」には「{quote}」とあります。",
        "found.weak": "「{title}」が見つかりましたが、質問との一致度が基準に届きませんでした。",
        "found.topic": "「{title}」は見つかりましたが、「{words}」についての記載は確認できませんでした。",
        "next.target.id": "質問した番号（{asked}）と、適用する規程の版を確認してください。",
        "next.target.region": "対象地域と適用する規程の版を確認してください。",
        "next.target.employment": "ご自身の雇用区分に適用される規程を担当窓口に確認してください。",
        "next.target.listed": "{asked} について定めた規程があるか、担当窓口に確認してください。",
        "next.period": "基準日を確認し、その日に適用される版を担当窓口に確認してください。",
        "next.item": "{item}を定めた資料がほかにないか、担当窓口に確認してください。",
        "next.item.asked": "「{item}」について定めた資料がほかにないか、担当窓口に確認してください。",
        "next.item.none": "該当の項目を定めた資料がほかにないか、担当窓口に確認してください。",
        "next.reference_date": "基準日（{day}）に適用される規程だけを検索しました。基準日が正しいか確認してください。",
        "next.no_candidates": "製品番号・資料名などのキーワードや言い回しを変えて、もう一度質問してください。",
        "next.below_threshold": "質問をより具体的にして再度お試しいただくか、担当窓口に確認してください。",
        "next.score_missing": "根拠の評価ができませんでした。しばらくしてから再度お試しください。",
        "next.retry": "時間をおいて、もう一度お試しください。",
        "next.timed_out": "この質問は確認に時間がかかりすぎました。いくつかの短い質問に分けて、もう一度お試しください。",
        "next.inactive": "アカウントについては、社内の ID 管理の担当者に確認してください。",
        "validity.open": "期限なし",
        "validity.range": "{start}〜{end}",
        "contact": "{owner}（{contact}）",
    },
    "en": {
        "unconfirmed": "Could not confirm “{what}”.",
        "unconfirmed.outage": "Search is temporarily unavailable, so “{what}” could not be confirmed.",
        "unconfirmed.timeout": "Processing did not finish in time, so “{what}” could not be confirmed.",
        "unconfirmed.question": "Could not confirm an answer to this question.",
        "unconfirmed.outage.question": "Search is temporarily unavailable, so no answer to this question could be confirmed.",
        "unconfirmed.timeout.question": "Processing did not finish in time, so no answer to this question could be confirmed.",
        "unconfirmed.inactive": "Your account was deactivated, so “{what}” was not answered.",
        "unconfirmed.inactive.question": "Your account was deactivated, so this question was not answered.",
        "found.item.question": "“{title}” was found, but an answer to this question could not be confirmed in it.",
        "next.item.question": "Ask the responsible desk whether another document covers this question.",
        "found.target.id": "“{title}” was found, but it covers {found}, not {asked}.",
        "found.target.region": "“{title}” was found, but it covers {found}, not {asked}.",
        "found.target.employment": "“{title}” was found, but it covers the employment types {found}, not {asked}.",
        "found.target.listed": "“{title}” was found, but it sets out {found}, not {asked}.",
        "found.target.none": "“{title}” was found, but nothing about {asked} could be confirmed in it.",
        "found.period": "“{title}” was found, but its period of validity ({validity}) does not include {asked}.",
        "found.item": "“{title}” was found, but a statement of “{item}” could not be confirmed in it.",
        "found.item.asked": "“{title}” was found, but an answer to “{item}” could not be confirmed in it.",
        "found.item.negated": "“{title}” says: “{quote}”",
        "found.weak": "“{title}” was found, but it did not match the question closely enough.",
        "found.topic": "“{title}” was found, but nothing about “{words}” could be confirmed in it.",
        "next.target.id": "Check the number you asked about ({asked}) and which version of the rule applies.",
        "next.target.region": "Check the region and which version of the rule applies.",
        "next.target.employment": "Ask the responsible desk which rules apply to your employment type.",
        "next.target.listed": "Ask the responsible desk whether a rule covers {asked}.",
        "next.period": "Check the reference date, and ask the responsible desk which version applies on that day.",
        "next.item": "Ask the responsible desk whether another document states “{item}”.",
        "next.item.none": "Ask the responsible desk whether another document states the item you asked about.",
        "next.item.asked": "Ask the responsible desk whether another document covers “{item}”.",
        "next.reference_date": "Only rules in force on the reference date ({day}) were searched. Check that the date is right.",
        "next.no_candidates": (
            "Ask again with other keywords or wording, such as a product number or a document title."
        ),
        "next.below_threshold": "Ask a more specific question, or check with the responsible desk.",
        "next.score_missing": "The evidence could not be assessed. Please try again later.",
        "next.retry": "Please try again later.",
        "next.timed_out": "This question took too long to check. Please split it into shorter questions and ask again.",
        "next.inactive": "Ask the people who manage company accounts about your account.",
        "validity.open": "no end date",
        "validity.range": "{start} – {end}",
        "contact": "{owner} ({contact})",
    },
}
VERBATIM = ""  # a message of this key is its ``text`` argument as written (a contact desk)
_JA_DAY = re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})日")

Arg = Union[str, date, "Message"]


def format_day(d: date) -> str:
    """「2026年4月1日」: how the Japanese texts, and the checks' date texts, write a day."""
    return f"{d.year}年{d.month}月{d.day}日"


@dataclass(frozen=True)
class Message:
    """One line of a hold: a ``TEXTS`` key and its arguments (in keyword order)."""

    key: str
    args: tuple[tuple[str, Arg], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "args": {name: _arg_to_json(value) for name, value in self.args}}

    def render(self, lang: str = "ja") -> str:
        return render_message(self.to_dict(), lang)


def message(key: str, **args: Arg) -> Message:
    return Message(key, tuple(args.items()))


def verbatim(text: str) -> Message:
    return Message(VERBATIM, (("text", text),))


def day_or_text(text: str) -> Arg:
    """A date the checks wrote as 「2027年4月1日」 becomes a date (each language writes its own);
    any other text (「2027年1月以降」, the asker's words) stays as written."""
    match = _JA_DAY.fullmatch(text)
    if match is None:
        return text
    try:
        return date(*map(int, match.groups()))
    except ValueError:
        return text


def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, Message):
        return value.to_dict()
    if isinstance(value, date):
        return {"day": value.isoformat()}
    return str(value)


def render_message(
    data: Mapping[str, Any], lang: str = "ja", *, write_day: Callable[[date], str] | None = None
) -> str:
    """A stored message in ``lang`` (Japanese where ``lang`` has no texts). ``write_day``
    writes dates (the portal passes its page format); the default is 「2026年4月1日」 in
    Japanese and ISO days otherwise. Raises KeyError/ValueError for a malformed message."""
    texts = TEXTS.get(lang, TEXTS["ja"])
    if write_day is None:
        write_day = format_day if texts is TEXTS["ja"] else date.isoformat

    def arg(value: Any) -> str:
        if isinstance(value, Mapping) and "day" in value:
            return write_day(date.fromisoformat(value["day"]))
        if isinstance(value, Mapping):
            return render_message(value, lang, write_day=write_day)
        return str(value)

    args = {name: arg(value) for name, value in (data.get("args") or {}).items()}
    if data["key"] == VERBATIM:
        return args["text"]
    return texts[data["key"]].format(**args)
