"""Reviewer pages: queue, decision + label, agreement, metrics and sweeps (labelled sets and
adoptions: ``grading.set_views``)."""

from __future__ import annotations

import csv
from collections import Counter
from functools import wraps

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from accounts.roles import REVIEWER, has_role
from grading import decision_page, scope
from grading import feedback as fb
from grading.forms import (
    AgreementForm,
    HeldOutLookForm,
    LabelForm,
    MetricsFilterForm,
    QueueFilterForm,
    ResolveForm,
)
from grading.labels import redaction, selectors, services
from grading.metrics import report, statistics, sweeps
from grading.models import Decision, Label, Split
from retrieval.core.types import SCORE_NAMES
from retrieval.hold_language import hold_in_language


def reviewer_required(view):
    """The reviewer role; signing in is the middleware's (LoginRequiredMiddleware)."""

    @wraps(view)
    def wrapped(request, *args, **kwargs):
        if not has_role(request.user, REVIEWER):
            raise PermissionDenied
        return view(request, *args, **kwargs)

    return wrapped


def form_errors(form, exc: ValidationError) -> None:
    if hasattr(exc, "error_dict"):
        for field, errors in exc.message_dict.items():
            form.add_error(field if field in form.fields else None, errors)
    else:
        form.add_error(None, exc.messages)


# --- queue ---------------------------------------------------------------------------------


def _queue_filtered(form: QueueFilterForm):
    """The decisions the queue's filter (a bound, valid form, or none) lets through."""
    decisions = selectors.decisions_filtered(**(form.filters() if form.is_bound else {}))
    if form.is_bound:
        decisions = fb.decisions_with_feedback(decisions, form.cleaned_data.get("feedback") or "")
    return decisions


def _queue_query(request) -> str:
    """The queue's filter as a query string (without the page), carried to a decision and on."""
    query = request.GET.copy()
    query.pop("page", None)
    return query.urlencode()


@reviewer_required
def queue(request):
    form = QueueFilterForm(request.GET or None)
    decisions = Decision.objects.none()
    sample = None
    if not form.is_bound or form.is_valid():
        decisions = _queue_filtered(form)
        if form.is_bound and form.cleaned_data.get("mode") == "sample":
            sample = selectors.review_sample(
                decisions, size=form.cleaned_data.get("size") or 20, seed=form.cleaned_data.get("seed") or 1
            )
    mine = set(Label.objects.filter(reviewer=request.user).values_list("decision_id", flat=True))
    page = (
        None
        if sample is not None
        else Paginator(selectors.review_queue(decisions), 30).get_page(request.GET.get("page"))
    )
    rows = sample if sample is not None else list(page)
    scope.mark_shown_questions(rows, reviewer=request.user)
    fb.mark_feedback(rows, reviewer=request.user)
    return render(
        request,
        "grading/queue.html",
        {
            "form": form,
            "rows": rows,
            "page": page,
            "mine": mine,
            "sampled": sample is not None,
            "query": _queue_query(request),
        },
    )


# --- one decision ----------------------------------------------------------------------------


@reviewer_required
def decision_detail(request, pk: int):
    decision = get_object_or_404(Decision, pk=pk)
    own = Label.objects.filter(decision=decision, reviewer=request.user).first()
    # Others' labels only after one's own, so a second opinion stays independent.
    others = (
        list(
            Label.objects.filter(decision=decision).exclude(reviewer=request.user).select_related("reviewer")
        )
        if own
        else None
    )
    shown = redaction.decision_for_reviewer(
        decision=decision, reviewer=request.user, other_labels=others or ()
    )
    if shown["hold"]:
        shown["hold"] = hold_in_language(shown["hold"], get_language())
    initial = (
        {
            "evidence": own.evidence,
            "evidence_scope": own.evidence_scope,
            "verdict": own.verdict,
            "hold_appropriate": own.hold_appropriate,
            "note": own.note,
            "needed": own.needed_passages,
            "category": own.category,
        }
        if own
        else {}
    )
    if request.method == "POST" and not shown["in_scope"]:
        raise PermissionDenied  # a question one may not see cannot be judged
    form = LabelForm(request.POST or None, initial=initial, candidates=shown["readable_candidates"])
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            services.label_save(
                decision=decision,
                reviewer=request.user,
                evidence=data["evidence"],
                evidence_scope=data["evidence_scope"],
                verdict=data["verdict"] or "",
                hold_appropriate=data["hold_appropriate"],
                needed_passages=form.needed_passages(),
                note=data["note"],
                category=data["category"] or "",
            )
        except ValidationError as exc:
            form_errors(form, exc)
        else:
            messages.success(request, _("判定 #%(seq)s の評価を保存しました。") % {"seq": decision.seq})
            # The next one within the queue's filter the reviewer came from (its query string).
            queue_form = QueueFilterForm(request.GET or None)
            among = _queue_filtered(queue_form) if not queue_form.is_bound or queue_form.is_valid() else None
            following = decision_page.next_unlabelled(reviewer=request.user, after=decision, among=among)
            query = _queue_query(request)
            suffix = f"?{query}" if query else ""
            if following is None:
                messages.info(request, _("未評価の判定はもうありません。"))
                return redirect(reverse("review-queue") + suffix)
            return redirect(reverse("review-decision", args=[following.pk]) + suffix)
    return render(
        request,
        "grading/decision.html",
        {
            "d": decision,
            "shown": scope.in_page_language(shown),
            "feedback": scope.in_page_language(fb.feedback_shown(decision, reviewer=request.user)),
            "passages": decision_page.candidate_passages(shown=shown, reviewer=request.user),
            "form": form,
            "own": own,
            "others": others,
            "redacted_note": scope.in_page_language(redaction.REDACTED),
            "category": selectors.decision_category(decision),
            "value_passes": decision.decision_value is not None
            and decision.decision_value >= decision.threshold,
            **_score_columns(decision.decision_score),
        },
    )


def _score_columns(decision_score: str) -> dict[str, tuple[str, ...]]:
    """The decision's own score and the topic probability (the topic floor's) right after the
    version, before the outcome columns; the other scores after them, so that at 1280 px the
    columns that decided stay on screen (issue #41 item 3)."""
    key = tuple(s for s in SCORE_NAMES if s in (decision_score, "rerank_prob"))
    return {"key_scores": key, "other_scores": tuple(s for s in SCORE_NAMES if s not in key)}


@reviewer_required
@require_POST
def resolve(request, pk: int):
    form = ResolveForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("採用する評価 (label) を数値で指定してください。")
    decision = get_object_or_404(Decision, pk=pk)
    # Refused before the label is looked up, so the answer does not depend on what exists:
    # 403 as for labelling a decision one may not see (the service checks again).
    if not selectors.resolve_permitted(decision=decision, user=request.user):
        raise PermissionDenied
    label = get_object_or_404(Label, pk=form.cleaned_data["label"], decision=decision)
    try:
        services.label_resolve(label=label, user=request.user, note=form.cleaned_data["note"])
    except ValidationError as exc:
        return HttpResponse(" ".join(exc.messages), status=409, content_type="text/plain; charset=utf-8")
    return redirect("review-disagreements")


# --- agreement -------------------------------------------------------------------------------


def _default_pair(reviewers: list, user) -> tuple:
    """Two different reviewers to compare on first opening: oneself (when one has labels, else
    the first by name) and the reviewer who labelled the most of the same decisions."""
    if not reviewers:
        return None, None
    first = user if user in reviewers else reviewers[0]
    others = [r for r in reviewers if r != first]
    if not others:
        return first, None
    shared = Counter(
        Label.objects.filter(decision__labels__reviewer=first)
        .exclude(reviewer=first)
        .values_list("reviewer_id", flat=True)
    )
    return first, sorted(others, key=lambda r: -shared[r.pk])[0]  # stable: ties by username


@reviewer_required
def agreement(request):
    User = get_user_model()
    reviewers = User.objects.filter(pk__in=Label.objects.values("reviewer_id")).order_by("username")
    form = AgreementForm(request.GET, reviewers=reviewers)
    valid = form.is_valid()
    first, second = (form.cleaned_data.get("a"), form.cleaned_data.get("b")) if valid else (None, None)
    if valid and "a" not in request.GET and "b" not in request.GET:
        first, second = _default_pair(list(reviewers), request.user)
    result = (
        selectors.reviewer_agreement(first=first, second=second)
        if first and second and first != second
        else None
    )
    if result is not None:
        scope.mark_shown_questions((d for d, _a, _b in result.disagreements), reviewer=request.user)
    return render(
        request,
        "grading/agreement.html",
        {
            "form": form,
            "reviewers": reviewers,
            "first": first,
            "second": second,
            "result": result,
            "categories": statistics.EVIDENCE,
        },
        status=200 if valid else 400,
    )


@reviewer_required
def disagreements(request):
    rows = selectors.disputed_decisions()
    scope.mark_shown_questions((d for d, _labels, _resolution in rows), reviewer=request.user)
    selectors.mark_resolvable(rows, user=request.user)
    return render(request, "grading/disagreements.html", {"rows": rows})


# --- metrics ---------------------------------------------------------------------------------


# The breakdown's columns, named as in the metrics table (one name per measure).
CATEGORY_METRICS = (
    "gate.passed",
    "gate.false_pass",
    "gate.excess_hold",
    "responses.answer_coverage",
    "responses.confirmed_wrong_over_judged",
)


def _category_table(
    recorded: statistics.Metrics,
) -> tuple[list[str], list[tuple[str, int, list[statistics.Rate]]]]:
    names = {key: label for label, key, _rates in report.metric_rows([recorded])}
    rows = []
    for name, sub in recorded.by_category.items():
        rates = {key: r[0] for _label, key, r in report.metric_rows([sub])}
        rows.append((name, sub.gate.questions, [rates[k] for k in CATEGORY_METRICS]))
    return [names[k] for k in CATEGORY_METRICS], rows


def _metrics_context(decisions, thresholds: list[float]) -> dict:
    from grading.plots import data_uri, sweep_png  # matplotlib only where a plot is drawn

    rows = selectors.labelled_rows(decisions)
    recorded = statistics.metrics([sweeps.item_from_record(r.key, r.record, r.judgement) for r in rows])
    scores = Counter(r.record.get("decision_score") for r in rows)
    stored_thresholds = sorted({float(r.record["threshold"]) for r in rows})
    ctx = {
        "n_rows": len(rows),
        "recorded": recorded,
        "recorded_rows": report.metric_rows([recorded]),
        "category_table": _category_table(recorded),
        "scores": dict(scores),
        "points": [],
        "sweep_error": "",
    }
    if len(scores) > 1:
        ctx["sweep_error"] = _("決定スコアの異なる判定が混ざっています。ゲート設定で絞り込んでください。")
    elif rows:
        points = sweeps.sweep(rows, thresholds or sweeps.default_thresholds(r.record for r in rows))
        current = stored_thresholds[0] if len(stored_thresholds) == 1 else None
        ctx.update(
            points=points,
            report_rows=report.report_rows(points),
            caveats=report.report_caveats(points),
            report_text=report.report_text(points),
            plot=data_uri(sweep_png(points, current=current)),
            current=current,
        )
    return ctx


def _export(fmt: str, ctx: dict, filters: dict) -> HttpResponse:
    recorded, points = ctx["recorded"], ctx["points"]
    if fmt == "json":
        body = {
            "filters": filters,
            "labelled_decisions": ctx["n_rows"],
            "recorded": report.metrics_as_dict(recorded),
            "sweep": report.sweep_as_dict(points),
            "sweep_error": ctx["sweep_error"],
            "feedback": ctx["feedback"].as_dict(),
        }
        response = JsonResponse(body, json_dumps_params={"ensure_ascii": False, "indent": 1})
        response["Content-Disposition"] = 'attachment; filename="konkyo-metrics.json"'
        return response
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="konkyo-metrics.csv"'
    writer = csv.writer(response)
    header, *rest = report.sweep_csv_rows(points)
    writer.writerow(header)
    recorded_point = sweeps.SweepPoint(threshold=float("nan"), metrics=recorded, unreplayable=())
    for row in report.sweep_csv_rows([recorded_point])[1:]:
        writer.writerow(["recorded", *row[1:]])
    writer.writerows(rest)
    return response


@reviewer_required
def metrics_page(request, fmt: str = "html"):
    form = MetricsFilterForm(request.GET or None)
    ctx: dict = {"form": form, "look_form": None, "held_out": False}
    if form.is_bound and not form.is_valid():
        return render(request, "grading/metrics.html", ctx)
    data = form.cleaned_data if form.is_bound else {}
    decisions = selectors.decisions_filtered(
        gate_config=data.get("gate_config") or "",
        date_from=data.get("date_from"),
        date_to=data.get("date_to"),
    )
    labelled_set, split = data.get("labelled_set"), data.get("split") or ""
    if labelled_set is not None:
        split = split or Split.TUNING  # a set is never looked at whole: that would include held-out
        decisions = decisions.filter(pk__in=selectors.set_decisions(labelled_set, split).values("pk"))
    ctx.update(labelled_set=labelled_set, split=split)
    filters = {k: (str(v) if v is not None else None) for k, v in data.items()} if data else {}
    filters["split"] = split

    # Adoption is not recorded here: it goes through a labelled set's proposal (propose on
    # tuning → evaluate once on held-out → adopt; grading.adoption), so none skips held-out.

    if split == Split.HELD_OUT:
        # Every look at held-out data is recorded first; a GET only asks why.
        ctx["held_out"] = True
        look_form = HeldOutLookForm(request.POST if request.POST.get("action") == "look" else None)
        ctx["look_form"] = look_form
        if not look_form.is_valid():
            return render(request, "grading/metrics.html", ctx)
        # Fix what is looked at before the look (a look used to choose moves it to tuning).
        decisions = Decision.objects.filter(pk__in=list(decisions.values_list("pk", flat=True)))
        ctx["look"] = services.held_out_look_record(
            labelled_set=labelled_set,
            user=request.user,
            question_ids=selectors.decision_questions(decisions),  # what this page shows
            **look_form.cleaned_data,
        )
        fmt = request.POST.get("format") or fmt

    ctx.update(_metrics_context(decisions, data.get("thresholds") or []))
    ctx["feedback"] = fb.feedback_rates(decisions)
    if fmt in ("csv", "json"):
        return _export(fmt, ctx, filters)
    query = request.GET.copy()
    ctx["query"] = query.urlencode()
    return render(request, "grading/metrics.html", ctx)
