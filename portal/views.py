"""Employee-facing pages: ask, progress/result, history, document versions."""

from __future__ import annotations

from urllib.parse import urlencode

from django.conf import settings
from django.contrib.auth.decorators import login_not_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import get_language
from django.views import i18n
from django.views.decorators.http import require_POST

from accounts.roles import EMPLOYEE, has_role
from portal import answer_notes, answers, dispatch, feedback, rules, tokens, versions
from portal.forms import AskForm, FeedbackForm, HistorySearchForm, ReaskForm
from portal.models import Question
from portal.throttles import question_rate_message, question_rate_wait
from retrieval import runtime, selectors
from retrieval.hold_language import REASON_TEXT, hold_in_language

# Every page needs a signed-in user (django.contrib.auth's LoginRequiredMiddleware); a view
# that stays open says so with @login_not_required.


@login_not_required
def set_language(request):
    """The language switch, also on the login page: Django's view, open to anonymous users."""
    return i18n.set_language(request)


def _employee(request) -> None:
    if not has_role(request.user, EMPLOYEE):
        raise PermissionDenied


def ask(request):
    _employee(request)
    form = AskForm(request.POST or None)
    wait = None
    if request.method == "POST":
        question, wait = _ask_submit(request, form)
        if question is not None:
            return redirect("question-detail", pk=question.pk)
    recent = Question.objects.filter(user=request.user)[:5]
    context = {"form": form, "recent": recent, "today": timezone.localdate()}
    response = render(request, "portal/ask.html", context, status=200 if wait is None else 429)
    if wait is not None:
        response["Retry-After"] = str(wait)
    return response


def _ask_submit(request, form) -> tuple[Question | None, int | None]:
    """The one ask path (the ask form and re-ask): the question rate limit shared with the
    API, the form's rules, then ``dispatch.question_submit``. Errors land on the form;
    returns the new question, or None and the seconds to wait when over the limit."""
    wait = question_rate_wait(request)
    if wait is not None:
        form.add_error(None, question_rate_message(wait))
        return None, wait
    if not form.is_valid():
        return None, None
    try:
        question = dispatch.question_submit(
            user=request.user,
            text=form.cleaned_data["question"],
            user_date=form.cleaned_data["reference_date"],
        )
    except ValidationError as exc:
        for field, errors in exc.message_dict.items():
            form.add_error(field if field in form.fields else None, errors)
        return None, None
    return question, None


def _own_question(request, pk: int) -> Question:
    """The user's own question; another user's is a 404, like one that does not exist."""
    return get_object_or_404(Question.objects.select_related("decision"), pk=pk, user=request.user)


def question_detail(request, pk: int):
    _employee(request)
    return _question_page(request, _own_question(request, pk))


def _question_page(request, question: Question, *, feedback_form=None, reask_form=None):
    if settings.KONKYO_TASKS_IN_PROCESS and not question.is_final:
        from portal.inprocess import sweep_if_due

        sweep_if_due()
    readable = answers.readable_version_ids(user=request.user, questions=[question])
    response = answers.response_for_reader(question, readable=readable)
    citations = {c["number"]: c for c in response.get("citations", [])}
    hold = response.get("hold") or {}
    if hold:
        response["hold"] = hold_in_language(hold, get_language())
    reasons = [REASON_TEXT.get(code, code) for code in hold.get("reasons", ())]
    own_feedback = feedback.feedback_of(question=question, user=request.user)
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
            # The asker's feedback (item 7) and re-ask with another date (item 8).
            "feedback": own_feedback,
            "feedback_form": feedback_form
            or FeedbackForm(initial={"comment": own_feedback.comment} if own_feedback else None),
            "reask_form": reask_form or ReaskForm(initial={"question": question.text}),
            # What is coming / what ended, from versions the asker may read now (item 5).
            "scheduled": answer_notes.scheduled_changes(
                user=request.user, response=response, reference_date=question.reference_date
            ),
            "ended": answer_notes.ended_measures(user=request.user, question=question, response=response),
            "not_today": answer_notes.cited_not_in_force_today(
                user=request.user, response=response, today=timezone.localdate()
            ),
            "asks_contact": answer_notes.asks_contact(
                user=request.user, response=response, fallback=runtime.gate_config_active().fallback_contact
            )
            if response.get("unconfirmed_asks")
            else "",
        },
    )


@require_POST
def question_feedback(request, pk: int):
    """役に立った / 間違っている with an optional comment, on one's own finished question."""
    _employee(request)
    question = _own_question(request, pk)
    form = FeedbackForm(request.POST)
    if form.is_valid():
        try:
            feedback.feedback_give(
                question=question,
                user=request.user,
                helpful=form.helpful_value(),
                comment=form.cleaned_data["comment"],
            )
        except ValidationError as exc:
            for field, errors in exc.message_dict.items():
                form.add_error(field if field in form.fields else None, errors)
        else:
            return redirect(reverse("question-detail", args=[question.pk]) + "#feedback")
    response = _question_page(request, question, feedback_form=form)
    response.status_code = 400
    return response


@require_POST
def question_reask(request, pk: int):
    """Ask one's own question again with another reference date, through the ask path."""
    _employee(request)
    question = _own_question(request, pk)
    data = {"question": question.text, "reference_date": request.POST.get("reference_date", "")}
    form = ReaskForm(data, initial={"question": question.text})
    new, wait = _ask_submit(request, form)
    if new is not None:
        return redirect("question-detail", pk=new.pk)
    response = _question_page(request, question, reask_form=form)
    response.status_code = 400 if wait is None else 429
    if wait is not None:
        response["Retry-After"] = str(wait)
    return response


def history(request):
    _employee(request)
    form = HistorySearchForm(request.GET)
    found = Question.objects.filter(user=request.user) if form.is_valid() else Question.objects.none()
    term = form.cleaned_data["q"].strip() if form.is_valid() else ""
    if term:
        found = found.filter(text__icontains=term)
    page = Paginator(found, 20).get_page(request.GET.get("page"))
    return render(
        request,
        "portal/history.html",
        {"page": page, "form": form, "term": term, "query": urlencode({"q": term}) if term else ""},
        status=200 if form.is_valid() else 400,
    )


def version_list(request):
    """規程一覧: readable documents and all their readable versions, searchable."""
    today = timezone.localdate()
    form = rules.RulesSearchForm(request.GET or None, owners=rules.readable_owners(user=request.user))
    if request.GET and not form.is_valid():
        return render(request, "portal/version_list.html", {"form": form, "today": today}, status=400)
    data = form.cleaned_data if request.GET else {}
    page, total = rules.rules_page(
        user=request.user,
        q=data.get("q", ""),
        owner=data.get("owner", ""),
        today=today,
        page=request.GET.get("page"),
    )
    query = request.GET.copy()
    query.pop("page", None)
    context = {
        "form": form,
        "page": page,
        "total": total,
        "today": today,
        "searching": bool(data.get("q") or data.get("owner")),
        "query": query.urlencode(),
    }
    return render(request, "portal/version_list.html", context)


def version_detail(request, pk: int):
    version = selectors.version_for_reader(user=request.user, version_pk=pk)
    if version is None:
        raise Http404("not found")
    passages = list(version.passages.all())
    cited = _cited_sentence(request, passages)
    today = timezone.localdate()
    siblings = versions.readable_siblings(user=request.user, version=version)
    context = {
        "version": version,
        "passages": passages,
        "cited": cited,
        "today": today,
        # Readable versions only: an unreadable one is never linked, dated or counted.
        "previous": versions.previous_version(siblings, version),
        "replaced_by": versions.replaced_by(siblings, version, today=today),
        "upcoming": versions.scheduled_successor(siblings, version, after=today)
        if version.valid_on(today)
        else None,
    }
    return render(request, "portal/version_detail.html", context)


def version_diff(request, pk: int):
    """The previous readable version → this one, sentence by sentence."""
    version = selectors.version_for_reader(user=request.user, version_pk=pk)
    if version is None:
        raise Http404("not found")
    previous = versions.previous_version(
        versions.readable_siblings(user=request.user, version=version), version
    )
    # Both versions are readable (checked above), so the cached diff of the pair may be shown.
    diff = versions.version_pair_diff(older=previous, newer=version) if previous else None
    context = {
        "version": version,
        "previous": previous,
        "too_long": diff is not None and diff.too_long,
        "rows": diff.rows if diff else [],
        "added": diff.added if diff else 0,
        "removed": diff.removed if diff else 0,
    }
    return render(request, "portal/version_diff.html", context)


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


def api_token(request):
    """The user's own API token: issue (shown once), see when it expires, revoke."""
    _employee(request)
    issued_key = ""
    if request.method == "POST":
        action = request.POST.get("action")
        if action == "issue":
            token, issued_key = tokens.token_issue(user=request.user)  # the key: this response only
        elif action == "revoke":
            tokens.token_revoke(user=request.user)
            return redirect("api-token")
        else:
            return render(request, "portal/api_token.html", {"error": True}, status=400)
    else:
        token = tokens.token_of(user=request.user)
    return render(
        request,
        "portal/api_token.html",
        {
            "token": token,
            "issued_key": issued_key,
            "expires_at": tokens.token_expires_at(token) if token else None,
            "expired": bool(token) and tokens.token_expires_at(token) <= timezone.now(),
            "days": settings.KONKYO_API_TOKEN_DAYS,
        },
    )
