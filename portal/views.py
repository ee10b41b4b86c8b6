"""Employee-facing pages: ask, progress/result, history, document versions."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from portal import answers, questions, tokens
from portal.forms import AskForm
from portal.models import Question
from portal.roles import EMPLOYEE, has_role
from portal.throttles import question_rate_message, question_rate_wait
from retrieval import selectors


def _employee(request) -> None:
    if not has_role(request.user, EMPLOYEE):
        raise PermissionDenied


@login_required
def ask(request):
    _employee(request)
    form = AskForm(request.POST or None)
    wait = question_rate_wait(request) if request.method == "POST" else None  # the API's limit too
    if wait is not None:
        form.add_error(None, question_rate_message(wait))
    elif request.method == "POST" and form.is_valid():
        try:
            question = questions.question_submit(
                user=request.user,
                text=form.cleaned_data["question"],
                user_date=form.cleaned_data["reference_date"],
            )
        except ValidationError as exc:
            for field, errors in exc.message_dict.items():
                form.add_error(field if field in form.fields else None, errors)
        else:
            return redirect("question-detail", pk=question.pk)
    recent = Question.objects.filter(user=request.user)[:5]
    context = {"form": form, "recent": recent, "today": timezone.localdate()}
    response = render(request, "portal/ask.html", context, status=200 if wait is None else 429)
    if wait is not None:
        response["Retry-After"] = str(wait)
    return response


@login_required
def question_detail(request, pk: int):
    _employee(request)
    question = get_object_or_404(Question.objects.select_related("decision"), pk=pk, user=request.user)
    if settings.KONKYO_TASKS_IN_PROCESS and not question.is_final:
        from portal.inprocess import sweep_if_due

        sweep_if_due()
    readable = answers.readable_version_ids(user=request.user, questions=[question])
    response = answers.response_for_reader(question, readable=readable)
    citations = {c["number"]: c for c in response.get("citations", [])}
    hold = response.get("hold") or {}
    reasons = [REASON_TEXT.get(code, code) for code in hold.get("reasons", ())]
    return render(
        request,
        "portal/question_detail.html",
        # ``withdrawn`` on its own: a key missing from ``r`` would be logged with the context.
        {
            "question": question,
            "r": response,
            "citations": citations,
            "reasons": reasons,
            "withdrawn": response.get("withdrawn", False),
        },
    )


# What each hold code means, for employees (the codes stay in the API and the log).
REASON_TEXT = {
    "no_candidates": _("閲覧できる規程に、質問に関係しそうな記載が見つかりませんでした"),
    "below_threshold": _("見つかった規程は、質問の内容と十分に一致しませんでした"),
    "score_missing": _("根拠の評価ができませんでした"),
    "target_not_found": _("質問の対象（製品・地域など）についての規程が見つかりませんでした"),
    "period_not_covered": _("基準日に適用される版が見つかりませんでした"),
    "item_not_stated": _("関係する規程はありましたが、質問された項目の記載がありませんでした"),
    "retrieval_unavailable": _("検索が一時的に利用できませんでした"),
    "timed_out": _("処理が時間内に終わりませんでした"),
}


@login_required
def history(request):
    _employee(request)
    page = Paginator(Question.objects.filter(user=request.user), 20).get_page(request.GET.get("page"))
    return render(request, "portal/history.html", {"page": page})


@login_required
def version_list(request):
    today = timezone.localdate()
    versions = selectors.visible_versions(user=request.user, as_of=today).order_by("document__doc_id")
    return render(request, "portal/version_list.html", {"versions": versions, "today": today})


@login_required
def version_detail(request, pk: int):
    version = selectors.version_for_reader(user=request.user, version_pk=pk)
    if version is None:
        raise Http404("not found")
    passages = list(version.passages.all())
    cited = _cited_sentence(request, passages)
    return render(
        request,
        "portal/version_detail.html",
        {"version": version, "passages": passages, "cited": cited, "today": timezone.localdate()},
    )


def _cited_sentence(request, passages) -> dict | None:
    """A citation link (``?p=<passage>&s=<sentence>``) highlights that sentence of that
    passage: the passage's text split around the sentence, when the sentence is in it."""
    pid, sentence = request.GET.get("p", ""), request.GET.get("s", "")[:1000]
    if not sentence:
        return None
    for p in passages:
        if str(p.pk) == pid and sentence in p.text:
            at = p.text.index(sentence)
            return {
                "pk": p.pk,
                "before": p.text[:at],
                "sentence": sentence,
                "after": p.text[at + len(sentence) :],
            }
    return None


@login_required
def api_token(request):
    """The user's own API token: issue (shown once), see when it expires, revoke."""
    _employee(request)
    from rest_framework.authtoken.models import Token

    issued = None
    if request.method == "POST":
        action = request.POST.get("action")
        if action == "issue":
            issued = tokens.token_issue(user=request.user)
        elif action == "revoke":
            tokens.token_revoke(user=request.user)
            return redirect("api-token")
        else:
            return render(request, "portal/api_token.html", {"error": True}, status=400)
    token = issued or Token.objects.filter(user=request.user).first()
    return render(
        request,
        "portal/api_token.html",
        {
            "token": token,
            "issued_key": issued.key if issued else "",
            "expires_at": tokens.token_expires_at(token) if token else None,
            "expired": bool(token) and tokens.token_expires_at(token) <= timezone.now(),
            "days": settings.KONKYO_API_TOKEN_DAYS,
        },
    )
