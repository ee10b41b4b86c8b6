"""The rules page (規程一覧): readable documents with every readable version, searchable by
title or text and filterable by owner department (issue #17 item 6).

Only readable versions are searched, listed or counted, and the owner choices come from
readable versions only, so the page says nothing about a version the reader may not read.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from django import forms
from django.core.paginator import Page, Paginator
from django.db.models import Q, QuerySet
from django.utils.translation import gettext_lazy as _

from portal.versions import version_order
from retrieval.models import Document, DocumentVersion
from retrieval.selectors import user_reading_groups, versions_readable

PER_PAGE = 20
CURRENT, SCHEDULED, ENDED = "current", "scheduled", "ended"


class RulesSearchForm(forms.Form):
    q = forms.CharField(label=_("キーワード"), required=False, max_length=200, strip=True)
    # The message does not repeat the value: the same for any department not offered.
    owner = forms.ChoiceField(
        label=_("所管部署"), required=False, error_messages={"invalid_choice": _("一覧にない所管部署です。")}
    )

    def __init__(self, *args, owners: list[str], **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["owner"].choices = [("", _("すべて")), *((o, o) for o in owners)]


@dataclass(frozen=True)
class ListedVersion:
    version: DocumentVersion
    status: str  # CURRENT, SCHEDULED or ENDED on the day the page is shown
    matched: bool  # matches the search (always True without one)


@dataclass(frozen=True)
class ListedDocument:
    document: Document
    title: str  # the current version's, else the latest readable version's
    owner: str  # that same version's
    versions: list[ListedVersion]  # newest first


def readable_owners(*, user) -> list[str]:
    readable = versions_readable(groups=user_reading_groups(user=user))
    return sorted(set(readable.values_list("owner", flat=True)))


def _status(v: DocumentVersion, today: date) -> str:
    if v.valid_on(today):
        return CURRENT
    return SCHEDULED if v.valid_from and v.valid_from > today else ENDED


def rules_page(*, user, q: str, owner: str, today: date, page: str | None) -> tuple[Page, int]:
    """One page of readable documents matching ``q`` (title, body or document id of any
    readable version) and ``owner``, and how many documents match in all."""
    readable: QuerySet[DocumentVersion] = versions_readable(groups=user_reading_groups(user=user))
    matching = readable
    if q:
        matching = matching.filter(
            Q(title__icontains=q) | Q(body__icontains=q) | Q(document__doc_id__icontains=q)
        )
    if owner:
        matching = matching.filter(owner=owner)
    documents = Document.objects.filter(pk__in=matching.values("document_id")).order_by("doc_id")
    paginator = Paginator(documents, PER_PAGE)
    shown = paginator.get_page(page)
    matched = set(matching.filter(document_id__in=[d.pk for d in shown]).values_list("pk", flat=True))
    by_doc: dict[int, list[DocumentVersion]] = {}
    for v in readable.filter(document_id__in=[d.pk for d in shown]):
        by_doc.setdefault(v.document_id, []).append(v)
    listed = []
    for document in shown:
        versions = sorted(by_doc.get(document.pk, ()), key=version_order, reverse=True)
        if not versions:  # its last readable version went between the two queries
            continue
        current = next((v for v in versions if v.valid_on(today)), versions[0])
        listed.append(
            ListedDocument(
                document=document,
                title=current.title,
                owner=current.owner,
                versions=[ListedVersion(v, _status(v, today), v.pk in matched) for v in versions],
            )
        )
    shown.object_list = listed
    return shown, paginator.count
