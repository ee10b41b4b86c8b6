"""How one version relates to the other versions of its document, as a reader sees them.

Every relation (previous, replaced by, scheduled successor) is computed over the versions
the reader may read and nothing else, so a version they may not read changes no link, date
or text: it is as if it did not exist. The sentence diff is plain text in, rows out; the
templates escape it.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from datetime import date

from retrieval.core.chunking import split_sentences
from retrieval.models import DocumentVersion
from retrieval.selectors import user_reading_groups, versions_readable

SAME, ADDED, REMOVED = "same", "added", "removed"
# How alike (0..1, characters) a successor's sentence must be to count as the same statement.
MATCH_RATIO = 0.5


def version_order(v: DocumentVersion) -> tuple[date, date, int]:
    """Chronological order of one document's versions (validity never overlaps)."""
    return (v.valid_from or date.min, v.valid_until or date.max, v.pk)


def readable_siblings(*, user, version: DocumentVersion) -> list[DocumentVersion]:
    """The versions of ``version``'s document the user may read, oldest first."""
    groups = user_reading_groups(user=user)
    siblings = versions_readable(groups=groups).filter(document_id=version.document_id)
    return sorted(siblings, key=version_order)


def previous_version(siblings: list[DocumentVersion], version: DocumentVersion) -> DocumentVersion | None:
    """The latest readable version before ``version``."""
    before = [s for s in siblings if version_order(s) < version_order(version)]
    return before[-1] if before else None


def replaced_by(siblings: list[DocumentVersion], version: DocumentVersion, *, today: date):
    """The readable version valid ``today`` that replaced ``version``, when ``version`` ended."""
    if version.valid_until is None or version.valid_until > today:
        return None
    return next(
        (s for s in siblings if s.valid_on(today) and version_order(s) > version_order(version)),
        None,
    )


def scheduled_successor(siblings: list[DocumentVersion], version: DocumentVersion, *, after: date):
    """The first readable later version whose validity starts after ``after``."""
    return next(
        (
            s
            for s in siblings
            if version_order(s) > version_order(version) and s.valid_from is not None and s.valid_from > after
        ),
        None,
    )


@dataclass(frozen=True)
class DiffRow:
    kind: str  # SAME, ADDED or REMOVED
    text: str
    heading: bool


def _sentences(body: str) -> list[str]:
    return split_sentences(body or "")


def _row(kind: str, sentence: str) -> DiffRow:
    heading = sentence.startswith("#")
    return DiffRow(kind=kind, text=sentence.lstrip("#").strip() if heading else sentence, heading=heading)


def sentence_diff(old: str, new: str) -> list[DiffRow]:
    """Sentence by sentence, ``old`` → ``new``: unchanged, removed and added sentences in
    reading order (a changed sentence is its old form removed, then its new form added)."""
    a, b = _sentences(old), _sentences(new)
    rows: list[DiffRow] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            rows += [_row(SAME, s) for s in a[i1:i2]]
            continue
        rows += [_row(REMOVED, s) for s in a[i1:i2]]
        rows += [_row(ADDED, s) for s in b[j1:j2]]
    return rows


def matching_sentence(sentence: str, body: str) -> str | None:
    """The sentence of ``body`` that states what ``sentence`` states (most alike, at least
    ``MATCH_RATIO``), or None."""
    sentence = (sentence or "").strip()
    if not sentence:
        return None
    best, best_ratio = None, 0.0
    for candidate in _sentences(body):
        if candidate.startswith("#"):
            continue
        ratio = difflib.SequenceMatcher(a=sentence, b=candidate, autojunk=False).ratio()
        if ratio > best_ratio:
            best, best_ratio = candidate, ratio
    return best if best_ratio >= MATCH_RATIO else None
