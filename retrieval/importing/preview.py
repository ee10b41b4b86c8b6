"""What an import would do, without doing it: the upload's preview.

The files are read once, by the importer's own readers, when they are uploaded
(``folder_read``); every version read is then written by the importer's own code
(``spec_write``) inside a transaction that is rolled back, so the preview refuses exactly
what the import would refuse (unknown groups, overlaps with saved versions, over-long fields)
and reports every problem, not only the first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

from django.db import DatabaseError, transaction

from retrieval import services
from retrieval.core.bundle import BundleError, VersionSpec
from retrieval.core.chunking import Chunk, chunk_body
from retrieval.core.text import extract_identifiers, stated_validity
from retrieval.importing.error_text import error_text
from retrieval.importing.run import FolderRead, saved_overlap_errors, spec_write


@dataclass(frozen=True)
class Problem:
    file: str
    line: int | None
    field: str | None
    message: str


@dataclass(frozen=True)
class PlannedVersion:
    file: str
    spec: VersionSpec
    creates: bool  # False: replaces the saved version with the same doc_id and version
    passages: list[Chunk]
    stated_from: date | None
    stated_to: date | None  # inclusive
    detected_targets: list[str]

    @property
    def has_stated_validity(self) -> bool:
        return self.stated_from is not None or self.stated_to is not None


@dataclass
class ImportPreview:
    versions: list[PlannedVersion] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    synonyms: tuple[tuple[str, ...], ...] = ()

    @property
    def ok(self) -> bool:
        return bool(self.versions) and not self.problems


class _Rollback(Exception):
    pass


def _shown(path: str | Path, root: Path) -> str:
    """The path as the uploader knows it: relative to the upload, never the server's folder."""
    try:
        return Path(path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return Path(path).name


def _problem(exc: BundleError, root: Path) -> Problem:
    return Problem(file=_shown(exc.path, root), line=exc.line, field=exc.field, message=error_text(exc))


def _where(spec: VersionSpec) -> tuple[str, int | None]:
    file, _, line = spec.source.rpartition(":")
    return file, int(line) if line.isdigit() else None


def import_preview(read: FolderRead, *, root: Path, create_groups: bool = False) -> ImportPreview:
    """The preview of what ``folder_read(root)`` read (files are named relative to ``root``)."""
    preview = ImportPreview(synonyms=read.synonyms)
    specs = read.specs
    errors = [*read.errors, *saved_overlap_errors(specs)]
    creates: dict[int, bool] = {}
    try:
        with transaction.atomic():
            services.validity_constraint_defer()
            for index, spec in enumerate(specs):
                try:
                    with transaction.atomic():
                        _, creates[index] = spec_write(spec, create_groups=create_groups)
                except BundleError as exc:
                    errors.append(exc)
                except DatabaseError as exc:
                    file, line = _where(spec)
                    errors.append(
                        BundleError(
                            file,
                            line,
                            None,
                            "refused by the database ({error})",
                            {"error": exc.__class__.__name__},
                        )
                    )
            raise _Rollback
    except _Rollback:
        pass
    preview.problems = [_problem(exc, root) for exc in errors]
    for index, spec in enumerate(specs):
        stated = stated_validity(spec.text)
        stated_from, stated_until = stated if stated else (None, None)
        preview.versions.append(
            PlannedVersion(
                file=_shown(_where(spec)[0], root),
                spec=spec,
                creates=creates.get(index, True),
                passages=chunk_body(spec.text),
                stated_from=stated_from,
                stated_to=stated_until - timedelta(days=1) if stated_until else None,
                detected_targets=[t for t in extract_identifiers(spec.text) if t not in spec.targets],
            )
        )
    return preview
