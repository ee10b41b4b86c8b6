"""Upload documents in the admin: files or a zip → preview → confirm → indexing progress.

The admin role only (the admin site's own check, plus add/change on documents and
versions); anyone else gets 403. The files are read and written by the same importer as
``manage.py import_documents``, read once when they are uploaded (outside any transaction);
nothing is saved until the admin confirms, and the confirmation saves every version or none.
"""

from __future__ import annotations

import secrets
from functools import update_wrapper

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db.models import Count, Q
from django.http import Http404, HttpResponseRedirect
from django.template.defaultfilters import filesizeformat
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt, csrf_protect

from retrieval.core.bundle import BundleError
from retrieval.importing.error_text import error_text
from retrieval.importing.preview import import_preview
from retrieval.importing.run import import_specs
from retrieval.importing.staging import (
    UploadError,
    upload_discard,
    upload_limits,
    upload_read,
    upload_stage,
    upload_staged,
)
from retrieval.indexing import index_state
from retrieval.models import DocumentVersion

UPLOAD_PERMISSIONS = (
    "retrieval.add_document",
    "retrieval.change_document",
    "retrieval.add_documentversion",
    "retrieval.change_documentversion",
)
SESSION_UPLOADS = "konkyo_uploads"  # tokens of this session's uploads
SESSION_DONE = "konkyo_upload_done"  # key → what a confirmed upload saved
KEEP_DONE = 5


class MultipleFileInput(forms.FileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault(
            "widget", MultipleFileInput(attrs={"accept": ".md,.txt,.html,.htm,.pdf,.docx,.json,.jsonl,.zip"})
        )
        super().__init__(*args, **kwargs)

    def clean(self, data, initial=None):
        one = super().clean
        return [one(d, initial) for d in data] if isinstance(data, list | tuple) else [one(data, initial)]


class UploadForm(forms.Form):
    files = MultipleFileField(
        label=_("ファイル"),
        help_text=_(
            ".md / .txt / .html / .pdf / .docx (メタデータは先頭の front matter か FILE.meta.json)、"
            "またはそれらの .zip。複数選択できます。"
        ),
    )
    create_groups = forms.BooleanField(label=_("未登録の閲覧グループを作成する"), required=False)


class DocumentUploadMixin:
    """Adds upload/, upload/<token>/ and upload/done/<key>/ to the document admin."""

    def get_urls(self):
        prefix = f"{self.opts.app_label}_{self.opts.model_name}"
        own = [
            path("upload/", self._upload_guard(self.upload_view), name=f"{prefix}_upload"),
            path(
                "upload/done/<str:key>/",
                self._upload_guard(self.upload_done_view),
                name=f"{prefix}_upload_done",
            ),
            path(
                "upload/<str:token>/",
                self._upload_guard(self.upload_preview_view),
                name=f"{prefix}_upload_preview",
            ),
        ]
        return own + super().get_urls()

    def _upload_guard(self, view):
        """Deny by default: sign-in, the admin role, the model permissions; then (for a POST
        within the size limit only) the CSRF check, so an oversize body is never read."""
        protected = csrf_protect(view)

        def guarded(request, *args, **kwargs):
            if not request.user.is_authenticated:
                return redirect_to_login(request.get_full_path(), reverse("admin:login"))
            if not (self.admin_site.has_permission(request) and request.user.has_perms(UPLOAD_PERMISSIONS)):
                raise PermissionDenied
            if request.method == "POST":
                limit = upload_limits().max_request_bytes
                try:
                    length = int(request.META.get("CONTENT_LENGTH") or 0)
                except ValueError:
                    length = limit + 1
                if length > limit:
                    return self._render(
                        request,
                        "admin/retrieval/document/upload_form.html",
                        {"form": UploadForm(), "refused": _too_large(limit)},
                        status=413,
                    )
            return protected(request, *args, **kwargs)

        return csrf_exempt(never_cache(update_wrapper(guarded, view)))

    def _render(self, request, template: str, context: dict, status: int = 200):
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "limits": upload_limits(),
            **context,
        }
        return TemplateResponse(request, template, context, status=status)

    def upload_view(self, request):
        form = UploadForm(request.POST, request.FILES) if request.method == "POST" else UploadForm()
        refused = None
        if request.method == "POST" and form.is_valid():
            try:
                staged = upload_stage(
                    form.cleaned_data["files"],
                    user_id=request.user.pk,
                    create_groups=form.cleaned_data["create_groups"],
                )
            except UploadError as exc:
                refused = exc
            else:
                upload_read(staged)  # the files are read here, once; the preview reuses it
                tokens = [*request.session.get(SESSION_UPLOADS, []), staged.token][-10:]
                request.session[SESSION_UPLOADS] = tokens
                return HttpResponseRedirect(
                    reverse("admin:retrieval_document_upload_preview", args=[staged.token])
                )
        return self._render(
            request,
            "admin/retrieval/document/upload_form.html",
            {"form": form, "refused": refused, "title": _("文書ファイルの取り込み")},
            status=400 if refused else 200,
        )

    def _staged(self, request, token: str):
        if token not in request.session.get(SESSION_UPLOADS, []):
            raise Http404
        staged = upload_staged(token, user_id=request.user.pk)
        if staged is None:
            raise Http404
        return staged

    def upload_preview_view(self, request, token: str):
        staged = self._staged(request, token)
        action = request.POST.get("action") if request.method == "POST" else None
        if action == "discard":
            upload_discard(token)
            request.session[SESSION_UPLOADS] = [
                t for t in request.session.get(SESSION_UPLOADS, []) if t != token
            ]
            self.message_user(request, _("取り込みを取り消しました。何も保存していません。"), messages.INFO)
            return HttpResponseRedirect(reverse("admin:retrieval_document_changelist"))
        read = upload_read(staged)
        preview = import_preview(read, root=staged.folder, create_groups=staged.create_groups)
        refused = None
        if action == "confirm" and preview.ok:
            index_before = index_state().version
            try:
                result = import_specs(
                    specs=read.specs,
                    synonyms=read.synonyms,
                    source=staged.folder.name,
                    create_groups=staged.create_groups,
                )
            except BundleError as exc:
                refused = error_text(exc)  # all-or-nothing: the transaction rolled back
            else:
                upload_discard(token)
                request.session[SESSION_UPLOADS] = [
                    t for t in request.session.get(SESSION_UPLOADS, []) if t != token
                ]
                key = secrets.token_urlsafe(12)
                done = dict(list(request.session.get(SESSION_DONE, {}).items())[-(KEEP_DONE - 1) :])
                done[key] = {
                    "versions": result.version_ids,
                    "index_before": index_before,
                    "created": result.created,
                    "updated": result.updated,
                    "synonyms": result.synonyms_added,
                }
                request.session[SESSION_DONE] = done
                return HttpResponseRedirect(reverse("admin:retrieval_document_upload_done", args=[key]))
        return self._render(
            request,
            "admin/retrieval/document/upload_preview.html",
            {
                "title": _("取り込みの確認"),
                "staged": staged,
                "preview": preview,
                "refused": refused,
                "creates": sum(1 for v in preview.versions if v.creates),
                "updates": sum(1 for v in preview.versions if not v.creates),
            },
            status=400 if request.method == "POST" and (refused or not preview.ok) else 200,
        )

    def upload_done_view(self, request, key: str):
        done = request.session.get(SESSION_DONE, {}).get(key)
        if done is None:
            raise Http404
        progress = upload_progress(version_ids=done["versions"], index_before=done["index_before"])
        return self._render(
            request,
            "admin/retrieval/document/upload_done.html",
            {"title": _("取り込みと索引の更新"), "done": done, **progress},
        )


def _too_large(limit: int) -> UploadError:
    return UploadError(
        "", gettext("アップロードが上限 (%(size)s) を超えています。") % {"size": filesizeformat(limit)}
    )


def upload_progress(*, version_ids: list[int], index_before: int) -> dict:
    """How far the saved versions are in the search index: passages embedded (with dense
    retrieval on) and whether the index version that workers load has moved past the save."""
    state = index_state()
    versions = list(
        DocumentVersion.objects.filter(pk__in=version_ids)
        .select_related("document")
        .annotate(
            passage_count=Count("passages"),
            waiting=Count("passages", filter=Q(passages__embedding__isnull=True)),
        )
        .order_by("document__doc_id", "valid_from", "label")
    )
    dense = settings.KONKYO_DENSE_ENABLED
    passages = sum(v.passage_count for v in versions)
    waiting = sum(v.waiting for v in versions) if dense else 0
    indexed = state.version > index_before and not state.pending
    return {
        "versions": versions,
        "state": state,
        "dense": dense,
        "passages": passages,
        "embedded": passages - waiting,
        "indexed": indexed,
        "finished": indexed and waiting == 0,
    }
