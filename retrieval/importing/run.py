"""Import version specs into the portal's documents, all-or-nothing."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from retrieval import services
from retrieval.core.bundle import BundleError, VersionSpec, check_no_overlap, read_corpus, read_meta
from retrieval.importing.files import read_document_folder, read_document_folder_all
from retrieval.models import DocumentVersion, SynonymGroup, validity_overlap_message


@dataclass
class ImportResult:
    created: int = 0
    updated: int = 0
    synonyms_added: int = 0
    version_ids: list[int] = field(default_factory=list)


def read_specs(path: Path) -> tuple[list[VersionSpec], tuple[tuple[str, ...], ...]]:
    if not path.exists():
        raise BundleError(path, None, None, "does not exist")
    if path.is_file():
        from retrieval.importing.files import read_document_file

        return [read_document_file(path)], ()
    if (path / "corpus.jsonl").is_file():
        return read_corpus(path), read_meta(path).synonyms
    specs = read_document_folder(path)
    check_no_overlap(specs)
    return specs, ()


@dataclass
class FolderRead:
    """What a folder's files say: the versions read, a bundle's synonyms, and the error of
    every file that could not be read (an upload's preview lists them all)."""

    specs: list[VersionSpec] = field(default_factory=list)
    synonyms: tuple[tuple[str, ...], ...] = ()
    errors: list[BundleError] = field(default_factory=list)


def folder_read(folder: Path, *, known_groups: Collection[str] | None = None) -> FolderRead:
    """Read every file of an upload once; nothing here touches the database (the caller gives
    the reading groups that exist, to report unknown ones with each file's other problems)."""
    if (folder / "corpus.jsonl").is_file():
        others = [
            p for p in folder.rglob("*") if p.is_file() and p.name not in {"corpus.jsonl", "bundle.json"}
        ]
        if others:
            error = "a bundle (corpus.jsonl) and other files in one upload: upload them apart"
            return FolderRead(errors=[BundleError(others[0], None, None, error)])
        try:
            return FolderRead(specs=read_corpus(folder), synonyms=read_meta(folder).synonyms)
        except BundleError as exc:
            return FolderRead(errors=[exc])
    try:
        specs, errors = read_document_folder_all(folder, known_groups=known_groups)
    except BundleError as exc:
        return FolderRead(errors=[exc])
    if not errors:
        try:
            check_no_overlap(specs)
        except BundleError as exc:
            errors.append(exc)
    return FolderRead(specs=specs, errors=errors)


def _where(spec: VersionSpec) -> tuple[str, int | None]:
    file, _, line = spec.source.rpartition(":")
    return file, int(line) if line.isdigit() else None


def saved_overlap_errors(specs: list[VersionSpec]) -> list[BundleError]:
    """Versions in the batch whose validity overlaps a saved version the batch leaves as it is.

    Saved versions the batch rewrites (same doc_id and version) are judged by their new
    validity, which check_no_overlap has compared within the batch: so one run may close
    第2版 and add 第3版, in any file order."""
    errors: list[BundleError] = []
    by_doc: dict[str, list[VersionSpec]] = {}
    for spec in specs:
        by_doc.setdefault(spec.doc_id, []).append(spec)
    saved = DocumentVersion.objects.filter(document__doc_id__in=list(by_doc)).select_related("document")
    for version in saved:
        batch = by_doc[version.document.doc_id]
        if version.label in {spec.label for spec in batch}:
            continue
        for spec in batch:
            start, end = spec.valid_from or date.min, spec.valid_until or date.max
            if start < (version.valid_until or date.max) and (version.valid_from or date.min) < end:
                file, line = _where(spec)
                errors.append(BundleError(file, line, "valid_from", validity_overlap_message(version.label)))
    return errors


def spec_write(spec: VersionSpec, *, create_groups: bool = False) -> tuple[DocumentVersion, bool]:
    """Write one version whose overlap the caller has checked (check_no_overlap and
    saved_overlap_errors); other invalid fields come back as a BundleError."""
    try:
        groups = services.groups_resolve(names=spec.groups, create=create_groups)
        return services.version_upsert(spec=spec, groups=groups, overlap_checked=True)
    except ValidationError as exc:
        file, line = _where(spec)
        field_name = next(iter(exc.message_dict), None) if hasattr(exc, "error_dict") else None
        raise BundleError(
            file, line, None if field_name == "__all__" else field_name, "; ".join(exc.messages)
        ) from None


def import_specs(
    *,
    specs: list[VersionSpec],
    synonyms: tuple[tuple[str, ...], ...],
    source: str,
    create_groups: bool = False,
    progress: Callable[[int], None] | None = None,
) -> ImportResult:
    """Write versions already read, all or none, in one transaction (no file is read inside it)."""
    result = ImportResult()
    with transaction.atomic():
        services.validity_constraint_defer()
        overlaps = saved_overlap_errors(specs)
        if overlaps:
            raise overlaps[0]
        for spec in specs:
            version, created = spec_write(spec, create_groups=create_groups)
            result.version_ids.append(version.pk)
            if created:
                result.created += 1
            else:
                result.updated += 1
            if progress:
                progress(1)
        existing = {tuple(sorted(g.terms)) for g in SynonymGroup.objects.all()}
        for terms in synonyms:
            if tuple(sorted(terms)) not in existing:
                SynonymGroup.objects.create(
                    terms=list(terms), note=_("%(source)s から取り込み") % {"source": source}
                )
                result.synonyms_added += 1
    return result
