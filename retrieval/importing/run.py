"""Import version specs into the portal's documents, all-or-nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from django.core.exceptions import ValidationError
from django.db import transaction

from retrieval import services
from retrieval.core.bundle import BundleError, VersionSpec, check_no_overlap, read_corpus, read_meta
from retrieval.importing.files import read_document_folder
from retrieval.models import SynonymGroup


@dataclass
class ImportResult:
    created: int = 0
    updated: int = 0
    synonyms_added: int = 0


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


def import_path(
    path: Path, *, create_groups: bool = False, progress: Callable[[int], None] | None = None
) -> ImportResult:
    """Read everything first (any error stops before writing), then write in one transaction."""
    specs, synonyms = read_specs(path)
    result = ImportResult()
    with transaction.atomic():
        for spec in specs:
            try:
                groups = services.groups_resolve(names=spec.groups, create=create_groups)
                _, created = services.version_upsert(spec=spec, groups=groups)
            except ValidationError as exc:
                file, _, line = spec.source.rpartition(":")
                field = next(iter(exc.message_dict), None) if hasattr(exc, "error_dict") else None
                message = "; ".join(exc.messages)
                raise BundleError(
                    file,
                    int(line) if line.isdigit() else None,
                    None if field == "__all__" else field,
                    message,
                ) from None
            if created:
                result.created += 1
            else:
                result.updated += 1
            if progress:
                progress(1)
        existing = {tuple(sorted(g.terms)) for g in SynonymGroup.objects.all()}
        for terms in synonyms:
            if tuple(sorted(terms)) not in existing:
                SynonymGroup.objects.create(terms=list(terms), note=f"imported from {path.name}")
                result.synonyms_added += 1
    return result
