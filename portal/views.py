"""Employee-facing pages: home and document versions."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import render
from django.utils import timezone

from retrieval import selectors


@login_required
def home(request):
    today = timezone.localdate()
    versions = selectors.visible_versions(user=request.user, as_of=today).order_by("document__doc_id")
    return render(request, "portal/home.html", {"versions": versions, "today": today})


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
