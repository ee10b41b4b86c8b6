"""Employees' feedback (役に立った / 間違っている) as reviewers see it: a queue filter, a rate
in the metrics, and each row's feedback with its comment withheld where the reviewer may
not see the decision in full (SPEC §7: stored beside the decision, never in it).

The rows live in ``portal.models.Feedback`` (the portal owns who may give feedback); this
module reaches them through the decision's reverse relation ``feedback`` only, so grading
still imports nothing from the portal. Only the asker's own feedback counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.db.models import F, QuerySet
from django.utils.translation import gettext_lazy as _

from grading import scope
from grading.labels.redaction import REDACTED
from grading.metrics.statistics import Rate
from grading.models import Decision
from retrieval.selectors import versions_readable

ANY, HELPFUL, WRONG, NONE = "any", "helpful", "wrong", "none"
FILTERS = (
    ("", _("すべて")),
    (WRONG, _("「間違っている」のみ")),
    (HELPFUL, _("「役に立った」のみ")),
    (ANY, _("フィードバックあり")),
    (NONE, _("フィードバックなし")),
)


def _with_asker_feedback(helpful: bool | None = None) -> QuerySet[Decision]:
    qs = Decision.objects.filter(feedback__user=F("user"))
    if helpful is not None:
        qs = qs.filter(feedback__helpful=helpful)
    return qs.values("pk")


def decisions_with_feedback(decisions: QuerySet[Decision], kind: str) -> QuerySet[Decision]:
    """The decisions whose asker gave that kind of feedback ("" leaves them as they are)."""
    if kind == ANY:
        return decisions.filter(pk__in=_with_asker_feedback())
    if kind == NONE:
        return decisions.exclude(pk__in=_with_asker_feedback())
    if kind in (HELPFUL, WRONG):
        return decisions.filter(pk__in=_with_asker_feedback(helpful=kind == HELPFUL))
    if kind:
        raise ValueError(f"unknown feedback filter {kind!r}")
    return decisions


@dataclass(frozen=True)
class FeedbackRates:
    decisions: int
    with_feedback: Rate  # over the decisions
    helpful: Rate  # over those with feedback
    wrong: Rate  # over those with feedback

    def as_dict(self) -> dict[str, Any]:
        return {
            "decisions": self.decisions,
            "with_feedback": self.with_feedback.as_dict(),
            "helpful": self.helpful.as_dict(),
            "wrong": self.wrong.as_dict(),
        }


def feedback_rates(decisions: QuerySet[Decision]) -> FeedbackRates:
    """How many of these decisions got feedback, and how much of it was helpful / wrong.

    Counts only, like every metric: a decision outside the reviewer's scope counts, its
    comment is never read here."""
    total = decisions.count()
    helpful = decisions_with_feedback(decisions, HELPFUL).count()
    wrong = decisions_with_feedback(decisions, WRONG).count()
    given = helpful + wrong
    return FeedbackRates(
        decisions=total,
        with_feedback=Rate(given, total),
        helpful=Rate(helpful, given),
        wrong=Rate(wrong, given),
    )


def _named_versions(decision: Decision) -> set[int]:
    response = decision.response or {}
    rows = [
        *(decision.candidates or ()),
        *(response.get("citations") or ()),
        *(response.get("not_in_force") or ()),  # a rule named though not in force on the day
    ]
    return {int(v) for v in (str(r.get("version_id")) for r in rows) if v.isdigit()}


def mark_feedback(decisions: Sequence[Decision], *, reviewer) -> None:
    """Set ``shown_feedback`` on each decision: None, or the asker's verdict with the comment.

    The comment is the asker's free text about the question and its evidence, so it follows
    the question: withheld outside the reviewer's scope, and withheld whole where the
    decision names a version the reviewer may not read (it may quote it; exact matching
    cannot catch a paraphrase), as other reviewers' notes are."""
    rows = Decision.objects.filter(pk__in=[d.pk for d in decisions], feedback__user=F("user")).values_list(
        "pk", "feedback__helpful", "feedback__comment", "feedback__updated_at"
    )
    given = {pk: (helpful, comment, updated) for pk, helpful, comment, updated in rows}
    groups = scope.reviewer_groups(reviewer)
    named = {d.pk: _named_versions(d) for d in decisions if d.pk in given}
    readable = set(
        versions_readable(groups=groups)
        .filter(pk__in=set().union(*named.values()))
        .values_list("pk", flat=True)
    )
    for d in decisions:
        d.shown_feedback = None
        if d.pk not in given:
            continue
        helpful, comment, updated = given[d.pk]
        if comment and not scope.decision_in_scope(d, groups):
            comment = scope.OUT_OF_SCOPE
        elif comment and not named[d.pk] <= readable:
            comment = REDACTED
        d.shown_feedback = {"helpful": helpful, "comment": comment, "updated_at": updated}


def feedback_shown(decision: Decision, *, reviewer) -> dict[str, Any] | None:
    """The asker's feedback on one decision as ``mark_feedback`` shows it (for its page)."""
    mark_feedback([decision], reviewer=reviewer)
    return decision.shown_feedback
