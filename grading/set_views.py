"""Reviewer pages of labelled sets and the adoption workflow: propose on tuning, evaluate once
on held-out, adopt."""

from __future__ import annotations

from collections import Counter

from django.core.exceptions import ValidationError
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from grading import adoption as adopt_svc
from grading import scope
from grading.forms import AdoptForm, LabelledSetForm, ProposalForm
from grading.labels import selectors, services
from grading.models import AdoptionProposal, AdoptionRecord, LabelledSet
from grading.views import form_errors, reviewer_required

# --- labelled sets and adoptions -------------------------------------------------------------


@reviewer_required
def labelled_sets(request):
    form = LabelledSetForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            created = services.labelled_set_create(user=request.user, **form.cleaned_data)
        except ValidationError as exc:
            form_errors(form, exc)
        else:
            return redirect("review-set", pk=created.pk)
    return render(request, "grading/sets.html", {"form": form, "sets": LabelledSet.objects.all()})


@reviewer_required
def labelled_set_detail(request, pk: int):
    labelled_set = get_object_or_404(LabelledSet, pk=pk)
    counts = Counter(labelled_set.items.values_list("split", flat=True))
    counts.update(labelled_set.bundle_items.values_list("split", flat=True))
    check, no_probability = adopt_svc.set_calibration(labelled_set)
    # Looks are counted by the questions they saw, on any set (the same questions imported
    # under another name included), not by this set's name.
    seeing = selectors.looks_seeing(selectors.held_out_questions(labelled_set))
    plot = None
    if check is not None:
        from grading.plots import data_uri, reliability_png

        plot = data_uri(reliability_png(check.held_out))
    return render(
        request,
        "grading/set_detail.html",
        {
            "s": labelled_set,
            "counts": counts,
            "families": scope.set_families_for_reviewer(labelled_set, reviewer=request.user),
            "looks": labelled_set.looks.select_related("user"),
            "seeing": seeing,
            "seeing_sets": sorted({o.look.labelled_set.name for o in seeing}),
            "spent": labelled_set.items.filter(spent_by__isnull=False).count(),
            "proposals": labelled_set.proposals.select_related("proposed_by", "adoption"),
            "propose_form": ProposalForm(),
            "calibration": check,
            "calibration_plot": plot,
            "no_probability": no_probability,
        },
    )


# --- adoption workflow: propose on tuning, evaluate once on held-out, adopt --------------------


@reviewer_required
@require_POST
def proposal_create(request, pk: int):
    labelled_set = get_object_or_404(LabelledSet, pk=pk)
    form = ProposalForm(request.POST)
    if form.is_valid():
        try:
            proposal = adopt_svc.proposal_create(
                labelled_set=labelled_set, user=request.user, **form.cleaned_data
            )
        except ValidationError as exc:
            form_errors(form, exc)
        else:
            return redirect("review-proposal", pk=proposal.pk)
    return render(request, "grading/proposal_error.html", {"s": labelled_set, "form": form}, status=400)


def _proposal_page(request, proposal: AdoptionProposal, *, error: str = "", status: int = 200):
    return render(
        request,
        "grading/proposal.html",
        {"p": proposal, "s": proposal.labelled_set, "adopt_form": AdoptForm(), "error": error},
        status=status,
    )


@reviewer_required
def proposal_detail(request, pk: int):
    return _proposal_page(request, get_object_or_404(AdoptionProposal, pk=pk))


@reviewer_required
@require_POST
def proposal_evaluate(request, pk: int):
    proposal = get_object_or_404(AdoptionProposal, pk=pk)
    try:
        adopt_svc.proposal_evaluate(proposal=proposal, user=request.user)
    except ValidationError as exc:
        proposal.refresh_from_db()
        return _proposal_page(request, proposal, error=" ".join(exc.messages), status=409)
    return redirect("review-proposal", pk=proposal.pk)


@reviewer_required
@require_POST
def proposal_adopt(request, pk: int):
    proposal = get_object_or_404(AdoptionProposal, pk=pk)
    form = AdoptForm(request.POST)
    note = form.cleaned_data["note"] if form.is_valid() else ""
    try:
        adopt_svc.proposal_adopt(proposal=proposal, user=request.user, note=note)
    except ValidationError as exc:
        proposal.refresh_from_db()
        return _proposal_page(request, proposal, error=" ".join(exc.messages), status=409)
    return redirect("review-adoptions")


@reviewer_required
def adoptions(request):
    records = list(AdoptionRecord.objects.select_related("adopted_by", "labelled_set"))
    for r in records:
        r.changes = selectors.adoption_changes(r)
    return render(request, "grading/adoptions.html", {"records": records})
