"""Employee-facing pages: ask, progress/result, history, document versions."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone

from portal import questions
from portal.forms import AskForm
from portal.models import Question
from portal.roles import EMPLOYEE, has_role
from retrieval import selectors


def _employee(request) -> None:
    if not has_role(request.user, EMPLOYEE):
        raise PermissionDenied


@login_required
def ask(request):
    _employee(request)
    form = AskForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
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
    return render(request, "portal/ask.html", {"form": form, "recent": recent, "today": timezone.localdate()})


@login_required
def question_detail(request, pk: int):
    _employee(request)
    question = get_object_or_404(Question, pk=pk, user=request.user)
    if settings.KONKYO_TASKS_IN_PROCESS and not question.is_final:
        from portal.inprocess import sweep_if_due

        sweep_if_due()
    response = question.response or {}
    citations = {c["number"]: c for c in response.get("citations", [])}
    return render(
        request,
        "portal/question_detail.html",
        {"question": question, "r": response, "citations": citations},
    )


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
    return render(
        request,
        "portal/version_detail.html",
        {"version": version, "passages": version.passages.all(), "today": timezone.localdate()},
    )
