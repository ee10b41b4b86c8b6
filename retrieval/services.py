"""Writes: documents, versions and their passages."""

from __future__ import annotations

from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.db import connection, transaction

from retrieval.core.bundle import VersionSpec
from retrieval.core.chunking import chunk_body
from retrieval.models import Document, DocumentVersion, Passage


def version_detect_from_body(*, version: DocumentVersion) -> None:
    """Identifiers and body-stated validity, for the admin to confirm and the checks to use."""
    from retrieval.core.text import extract_identifiers, stated_validity

    version.detected_targets = [t for t in extract_identifiers(version.body) if t not in version.targets]
    stated = stated_validity(version.body)
    version.stated_valid_from, version.stated_valid_until = stated if stated else (None, None)


def passages_rebuild(*, version: DocumentVersion) -> int:
    """Replace the version's passages with a fresh chunking of its body."""
    chunks = chunk_body(version.body)
    existing = {p.position: p for p in version.passages.all()}
    keep: list[int] = []
    for chunk in chunks:
        old = existing.get(chunk.position)
        if old is not None and old.text == chunk.text and old.heading_path == list(chunk.heading_path):
            keep.append(old.pk)
            continue
        if old is not None:
            old.delete()
        new = Passage.objects.create(
            version=version, position=chunk.position, heading_path=list(chunk.heading_path), text=chunk.text
        )
        keep.append(new.pk)
    version.passages.exclude(pk__in=keep).delete()
    return len(chunks)


def validity_constraint_defer() -> None:
    """For the rest of this transaction PostgreSQL checks "one version valid per day" at
    commit, so that versions saved together may be written in any order (closing 第2版
    after adding 第3版). The caller has checked the final periods; the database still
    refuses an overlap at commit. Nothing to do on SQLite, which has no such constraint."""
    if connection.vendor == "postgresql" and connection.in_atomic_block:
        with connection.cursor() as cursor:
            cursor.execute("SET CONSTRAINTS version_validity_no_overlap DEFERRED")


@transaction.atomic
def version_save(
    *, version: DocumentVersion, groups: list[Group] | None = None, overlap_checked: bool = False
) -> DocumentVersion:
    """Validate (incl. overlapping validity unless the caller checked it), detect targets,
    save, re-chunk."""
    version_detect_from_body(version=version)
    version.overlap_checked = overlap_checked
    version.full_clean()
    version.save()
    if groups is not None:
        version.groups.set(groups)
    passages_rebuild(version=version)
    return version


def groups_resolve(*, names: tuple[str, ...] | list[str], create: bool = False) -> list[Group]:
    found = {g.name: g for g in Group.objects.filter(name__in=list(names))}
    missing = [n for n in names if n not in found]
    if missing and not create:
        raise ValidationError({"groups": f"unknown group(s): {', '.join(missing)}"})
    for name in missing:
        found[name] = Group.objects.create(name=name)
    return [found[n] for n in names]


def version_upsert(
    *, spec: VersionSpec, groups: list[Group], overlap_checked: bool = False
) -> tuple[DocumentVersion, bool]:
    """Create or update the version (doc_id, label) from a spec; idempotent.

    The spec's owner and contact are the version's own. A new document takes them as its
    defaults; an existing document is never changed by a version, which may be readable by
    fewer people than the document's other versions."""
    document, _ = Document.objects.get_or_create(
        doc_id=spec.doc_id, defaults={"owner": spec.owner or "", "contact": spec.contact or ""}
    )
    version = DocumentVersion.objects.filter(document=document, label=spec.label).first()
    created = version is None
    if created:
        version = DocumentVersion(document=document, label=spec.label)
    version.title = spec.title
    version.body = spec.text
    version.valid_from = spec.valid_from
    version.valid_until = spec.valid_until
    version.targets = list(spec.targets)
    # Unnamed: an updated version keeps its own, a new one takes the document's (clean()).
    version.owner = spec.owner or version.owner
    version.contact = spec.contact or version.contact
    version_save(version=version, groups=groups, overlap_checked=overlap_checked)
    return version, created
