"""Small factories for test data (real models, no fixtures files)."""

from __future__ import annotations

from datetime import date, timedelta

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group

from portal.services import roles_setup
from retrieval import services
from retrieval.models import Document, DocumentVersion


def group(name: str) -> Group:
    return Group.objects.get_or_create(name=name)[0]


def user(username: str, *groups: str, password: str = "pw-for-tests-0") -> object:
    User = get_user_model()
    u = User.objects.create_user(username=username, password=password)
    u.groups.set([group(g) for g in groups])
    return u


def staff_user(username: str, *groups: str) -> object:
    """A user who may sign in to the admin (``is_staff``); the groups give the role, if any."""
    u = user(username, *groups)
    u.is_staff = True
    u.save(update_fields=["is_staff"])
    return u


def admin_user(username: str = "boss") -> object:
    """A user in the admin role as the portal sets it up: the role groups, then staff in
    "admin" and "all-staff"."""
    roles_setup()
    return staff_user(username, "admin", "all-staff")


def document(doc_id: str = "DOC-1", owner: str = "総務部", contact: str = "総務部 窓口") -> Document:
    return Document.objects.get_or_create(doc_id=doc_id, defaults={"owner": owner, "contact": contact})[0]


def version(
    doc: Document,
    label: str = "1",
    *,
    title: str = "テスト規程",
    body: str = "この規程はテストのためのものです。",
    valid_from: date | None = None,
    valid_to: date | None = None,
    groups: tuple[str, ...] = ("all-staff",),
) -> DocumentVersion:
    v = DocumentVersion(
        document=doc,
        label=label,
        title=title,
        body=body,
        valid_from=valid_from,
        valid_until=valid_to + timedelta(days=1) if valid_to else None,
    )
    return services.version_save(version=v, groups=[group(g) for g in groups])
