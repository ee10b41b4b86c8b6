"""Reviewer scope (SPEC §7): which decisions a reviewer sees in full, and what stands in for
the rest. A decision is in scope when the asker's reading-group snapshot is within the
reviewer's own reading groups; otherwise it counts in metrics but its question text and
every string derived from it (quotes, candidates' titles, document families, hold texts)
are withheld."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from grading.families import document_family
from grading.models import Decision, LabelledSet
from retrieval.models import Document
from retrieval.selectors import user_reading_groups, versions_readable

# What stands in for withheld text, in Japanese wherever it is stored or compared;
# ``in_page_language`` swaps it for the page's language just before a page renders.
OUT_OF_SCOPE = gettext_noop("質問者の閲覧範囲があなたの閲覧範囲を超えるため非表示")
FAMILY_WITHHELD = gettext_noop("(非表示: 閲覧できない文書ファミリー)")
REDACTED = gettext_noop("閲覧権限のない版のため非表示")
_PLACEHOLDERS = (OUT_OF_SCOPE, FAMILY_WITHHELD, REDACTED)


def in_page_language(value):
    """``value`` (a string, or dicts, lists and tuples of them) with every withheld-text
    placeholder read in the active language; anything else unchanged."""
    if isinstance(value, str):
        return _(value) if value in _PLACEHOLDERS else value
    if isinstance(value, dict):
        return {k: in_page_language(v) for k, v in value.items()}
    if type(value) in (list, tuple):  # exactly: a named tuple keeps its type and fields
        return type(value)(in_page_language(v) for v in value)
    return value


def reviewer_groups(reviewer) -> frozenset[str]:
    return user_reading_groups(user=reviewer)


def decision_in_scope(decision: Decision, groups: frozenset[str]) -> bool:
    """Whether a reviewer reading ``groups`` may see the decision in full."""
    return set(decision.groups or ()) <= groups


def question_text_for(decision: Decision, groups: frozenset[str]) -> str:
    return decision.question_text if decision_in_scope(decision, groups) else OUT_OF_SCOPE


def mark_shown_questions(decisions: Iterable[Decision], *, reviewer) -> None:
    """Set ``shown_question`` on each decision: its text, or the withheld note."""
    groups = reviewer_groups(reviewer)
    for d in decisions:
        d.shown_question = question_text_for(d, groups)


def _readable_families(groups: frozenset[str]) -> set[str]:
    readable_docs = versions_readable(groups=groups).values("document_id")
    return {
        document_family(doc_id)
        for doc_id in Document.objects.filter(pk__in=readable_docs).values_list("doc_id", flat=True)
    }


def set_families_for_reviewer(labelled_set: LabelledSet, *, reviewer) -> list[tuple[tuple[str, str], int]]:
    """(family, split) → count for the set page. A family is named only when the reviewer may
    read a document of that family and, for a decision-log item, the decision is in scope;
    the rest are counted under ``FAMILY_WITHHELD`` (a family is cut from a doc id, so it would
    otherwise name a document the reviewer cannot read)."""
    groups = reviewer_groups(reviewer)
    readable = _readable_families(groups)
    counts: Counter[tuple[str, str]] = Counter()
    items = labelled_set.items.select_related("decision").only(
        "family", "split", "decision__groups", "decision_id"
    )
    for item in items:
        placeholder = item.family == f"decision:{item.decision_id}"  # nothing retrieved: no doc id
        shown = decision_in_scope(item.decision, groups) and (placeholder or item.family in readable)
        counts[(item.family if shown else FAMILY_WITHHELD, item.split)] += 1
    for family, split in labelled_set.bundle_items.values_list("family", "split"):
        shown = family.startswith("question:") or family in readable  # bundle qids are not doc ids
        counts[(family if shown else FAMILY_WITHHELD, split)] += 1
    return sorted(counts.items())
