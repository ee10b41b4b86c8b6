"""How one version relates to the other versions of its document, as a reader sees them.

Every relation (previous, replaced by, scheduled successor) is computed over the versions
the reader may read and nothing else, so a version they may not read changes no link, date
or text: it is as if it did not exist. The sentence diff is plain text in, rows out; the
templates escape it. Its work is bounded (sentences repeated many times make difflib
quadratic) and its result is cached per pair of versions.
"""

from __future__ import annotations

import difflib
import itertools
from dataclasses import dataclass
from datetime import date

from django.core.cache import cache
from django.utils.crypto import salted_hmac

from retrieval.core.sentences import split_sentences
from retrieval.models import DocumentVersion
from retrieval.selectors import user_reading_groups, versions_readable

SAME, ADDED, REMOVED = "same", "added", "removed"
# How alike (0..1, characters) a successor's sentence must be to count as the same statement.
MATCH_RATIO = 0.5
# The most sentence comparisons one diff may make (well under a second); real versions need
# a few thousand, 「甲とする。乙とする。」 repeated 600 times against a reordering needs 160 million.
DIFF_WORK_LIMIT = 5_000_000
DIFF_CACHE_SECONDS = 24 * 3600


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
    return split_sentences(body or "", keep_stray_marks=True)  # as the body was cut into passages


def _row(kind: str, sentence: str) -> DiffRow:
    heading = sentence.startswith("#")
    return DiffRow(kind=kind, text=sentence.lstrip("#").strip() if heading else sentence, heading=heading)


class DiffTooLong(Exception):
    """Comparing the two texts sentence by sentence would take more than DIFF_WORK_LIMIT."""


class _BoundedMatcher(difflib.SequenceMatcher):
    """difflib's matcher, counting its work before doing it: finding the longest match in
    a[alo:ahi] visits each of those sentences and every place in b where it occurs."""

    def __init__(self, a: list[str], b: list[str], limit: int):
        super().__init__(a=a, b=b, autojunk=False)
        in_b: dict[str, int] = {}
        for sentence in b:
            in_b[sentence] = in_b.get(sentence, 0) + 1
        self.cost_before = [0, *itertools.accumulate(1 + in_b.get(sentence, 0) for sentence in a)]
        self.work, self.limit = 0, limit

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        ahi = len(self.a) if ahi is None else ahi
        self.work += self.cost_before[ahi] - self.cost_before[alo] + 1
        if self.work > self.limit:
            raise DiffTooLong
        return super().find_longest_match(alo, ahi, blo, len(self.b) if bhi is None else bhi)


Opcodes = list[tuple[str, int, int, int, int]]


def sentence_opcodes(a: list[str], b: list[str], *, limit: int | None = None) -> Opcodes:
    """difflib's opcodes turning sentences ``a`` into ``b``: positions only, never text.
    DiffTooLong when finding them would take more than ``limit`` (DIFF_WORK_LIMIT) comparisons."""
    matcher = _BoundedMatcher(a, b, DIFF_WORK_LIMIT if limit is None else limit)
    return matcher.get_opcodes()


def _rows(a: list[str], b: list[str], opcodes: Opcodes) -> list[DiffRow]:
    rows: list[DiffRow] = []
    for op, i1, i2, j1, j2 in opcodes:
        if op == "equal":
            rows += [_row(SAME, s) for s in a[i1:i2]]
            continue
        rows += [_row(REMOVED, s) for s in a[i1:i2]]
        rows += [_row(ADDED, s) for s in b[j1:j2]]
    return rows


def sentence_diff(old: str, new: str, *, limit: int | None = None) -> list[DiffRow]:
    """Sentence by sentence, ``old`` → ``new``: unchanged, removed and added sentences in
    reading order (a changed sentence is its old form removed, then its new form added).
    DiffTooLong when that would take more than ``limit`` (DIFF_WORK_LIMIT) comparisons."""
    a, b = _sentences(old), _sentences(new)
    return _rows(a, b, sentence_opcodes(a, b, limit=limit))


@dataclass(frozen=True)
class VersionDiff:
    rows: list[DiffRow]
    too_long: bool  # not compared: the page links both versions instead

    @property
    def added(self) -> int:
        return sum(r.kind == ADDED for r in self.rows)

    @property
    def removed(self) -> int:
        return sum(r.kind == REMOVED for r in self.rows)


TOO_LONG = "too-long"


def diff_cache_key(older: DocumentVersion, newer: DocumentVersion) -> str:
    # A keyed digest of both texts too: a body changed without touching updated_at misses,
    # and the key says nothing about the texts to whoever reads the cache.
    digest = salted_hmac("portal.versions.diff", f"{older.body}\x00{newer.body}", algorithm="sha256")
    stamps = ":".join(f"{v.pk}@{v.updated_at.timestamp() if v.updated_at else ''}" for v in (older, newer))
    return f"version-diff:1:{stamps}:{digest.hexdigest()[:32]}"


def version_pair_diff(*, older: DocumentVersion, newer: DocumentVersion) -> VersionDiff:
    """The sentence diff of two versions; the comparison is made once per pair and cached.

    The cache holds positions only (the opcodes, or TOO_LONG), never a sentence: no version's
    text is ever in the cache. The caller has decided that the reader may read both versions
    (a cached pair is never a reason to show one)."""
    a, b = _sentences(older.body), _sentences(newer.body)
    key = diff_cache_key(older, newer)
    opcodes = cache.get(key)
    if opcodes is None:
        try:
            opcodes = sentence_opcodes(a, b)
        except DiffTooLong:
            opcodes = TOO_LONG
        cache.set(key, opcodes, DIFF_CACHE_SECONDS)
    if opcodes == TOO_LONG:
        return VersionDiff(rows=[], too_long=True)
    return VersionDiff(rows=_rows(a, b, opcodes), too_long=False)


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
