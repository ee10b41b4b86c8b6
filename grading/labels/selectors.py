"""Reads over reviewer labels: decisions as plain records, effective labels, the review
queue and sample, reviewer agreement, labelled-set splits and adoption changes."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.db.models import Case, Count, IntegerField, QuerySet, When

from accounts.roles import ADMIN, REVIEWER, has_role
from grading import scope
from grading.families import document_family
from grading.metrics.statistics import Judgement, Kappa, cohen_kappa
from grading.metrics.sweeps import Labelled, cited_doc_ids, item_category
from grading.models import (
    AdoptionRecord,
    BundleItem,
    Decision,
    HeldOutLook,
    HoldJudgement,
    Label,
    LabelledItem,
    LabelledSet,
    LabelResolution,
    Split,
)
from retrieval.models import Passage
from retrieval.selectors import user_reading_groups, versions_readable

# --- decisions as plain records ----------------------------------------------------------


def decision_record(decision: Decision) -> dict[str, Any]:
    """The logged decision as the dict ``grading.replay`` and ``grading.metrics`` take."""
    return {
        "outcome": decision.outcome,
        "hold_reasons": list(decision.hold_reasons or ()),
        "decision_value": decision.decision_value,
        "decision_score": decision.decision_score,
        "threshold": decision.threshold,
        "candidates": list(decision.candidates or ()),
        "response": dict(decision.response or {}),
    }


def decision_category(
    decision: Decision,
    labels: Sequence[Label] | None = None,
    resolution: LabelResolution | None = None,
) -> str:
    """The decision's category for breakdowns and the queue filter (``item_category``):
    the reviewers' category where given, else the first hold reason or the outcome.
    Without ``labels`` its labels and resolution are read from the database."""
    if labels is None:
        labels = list(decision.labels.all())
        resolution = LabelResolution.objects.filter(decision=decision).select_related("label").first()
    record = {"outcome": decision.outcome, "hold_reasons": decision.hold_reasons}
    return item_category(record, labelled_category(labels, resolution))


# --- labels ------------------------------------------------------------------------------


def passages_readable(*, user, passage_ids: Iterable[str]) -> dict[str, str]:
    """passage id → doc id for the given passages the user may read (others left out)."""
    ids = [int(p) for p in passage_ids if str(p).isdigit()]
    readable = versions_readable(groups=user_reading_groups(user=user)).values("pk")
    rows = Passage.objects.filter(pk__in=ids, version__in=readable).values_list(
        "pk", "version__document__doc_id"
    )
    return {str(pk): doc_id for pk, doc_id in rows}


def same_judgement(a: Label, b: Label) -> bool:
    return (a.evidence, a.verdict, a.hold_appropriate) == (b.evidence, b.verdict, b.hold_appropriate)


def judgements_disputed(labels: Sequence[Label]) -> bool:
    return len(labels) >= 2 and not all(same_judgement(labels[0], x) for x in labels[1:])


@dataclass(frozen=True)
class Effective:
    status: str  # "unlabelled" | "single" | "agreed" | "resolved" | "disputed"
    label: Label | None


def effective_label(labels: Sequence[Label], resolution: LabelResolution | None) -> Effective:
    """The label metrics use: the resolution, else the agreed label; disputed ones count as unchecked."""
    if resolution is not None:
        return Effective(
            "resolved", next((x for x in labels if x.pk == resolution.label_id), resolution.label)
        )
    if not labels:
        return Effective("unlabelled", None)
    if len(labels) == 1:
        return Effective("single", labels[0])
    if all(same_judgement(labels[0], x) for x in labels[1:]):
        return Effective("agreed", labels[0])
    return Effective("disputed", None)


def labelled_category(labels: Sequence[Label], resolution: LabelResolution | None) -> str:
    """The reviewers' category: the resolved label's, else the one category the labels that
    give one agree on; "" where none was given or they give different ones."""
    if resolution is not None:
        label = next((x for x in labels if x.pk == resolution.label_id), None) or resolution.label
        return label.category
    given = {x.category for x in labels if x.category}
    return next(iter(given)) if len(given) == 1 else ""


def needed_doc_ids(decision: Decision, passage_ids: Sequence[str]) -> tuple[str, ...]:
    by_candidate = {str(c.get("passage_id")): c.get("doc_id") for c in decision.candidates or ()}
    missing = [p for p in passage_ids if p not in by_candidate]
    looked_up: dict[str, str] = {}
    if missing:
        ids = [int(p) for p in missing if p.isdigit()]
        looked_up = {
            str(pk): doc
            for pk, doc in Passage.objects.filter(pk__in=ids).values_list("pk", "version__document__doc_id")
        }
    return tuple(dict.fromkeys(d for p in passage_ids if (d := by_candidate.get(p) or looked_up.get(p))))


def judgement_of(decision: Decision, effective: Effective, category: str = "") -> Judgement:
    label = effective.label
    if label is None:
        return Judgement(category=category)
    return Judgement(
        category=category,
        evidence=label.evidence,
        verdict=label.verdict or None,
        hold_appropriate=label.hold_appropriate
        if label.hold_appropriate != HoldJudgement.NOT_APPLICABLE
        else None,
        needed_doc_ids=needed_doc_ids(decision, list(label.needed_passages or ())),
    )


def labelled_rows(decisions: QuerySet[Decision]) -> list[Labelled]:
    """Every decision with at least one label, with its effective label as plain data."""
    rows = []
    qs = (
        decisions.filter(labels__isnull=False)
        .distinct()
        .prefetch_related("labels")
        .select_related("resolution__label")
    )
    for d in qs.order_by("seq"):
        resolution = getattr(d, "resolution", None)  # RelatedObjectDoesNotExist is an AttributeError
        labels = list(d.labels.all())
        judgement = judgement_of(
            d, effective_label(labels, resolution), category=labelled_category(labels, resolution)
        )
        rows.append(Labelled(key=str(d.pk), record=decision_record(d), judgement=judgement))
    return rows


# --- queue -------------------------------------------------------------------------------


def decisions_filtered(
    *,
    outcome: str = "",
    hold_reason: str = "",
    date_from: date | None = None,
    date_to: date | None = None,
    gate_config: str = "",
    category: str = "",
) -> QuerySet[Decision]:
    qs = Decision.objects.all()
    if outcome:
        qs = qs.filter(outcome=outcome)
    if date_from:
        qs = qs.filter(created_at__date__gte=date_from)
    if date_to:
        qs = qs.filter(created_at__date__lte=date_to)
    if gate_config:
        qs = qs.filter(gate_config=gate_config)
    if hold_reason:
        # JSON containment is not portable to SQLite; the reasons list is short.
        ids = [pk for pk, reasons in qs.values_list("pk", "hold_reasons") if hold_reason in (reasons or ())]
        qs = qs.filter(pk__in=ids)
    if category:
        # The category may come from labels (Python-side, like the reasons above).
        rows = qs.only("pk", "outcome", "hold_reasons").prefetch_related("labels", "resolution__label")
        ids = [
            d.pk
            for d in rows
            if decision_category(d, list(d.labels.all()), getattr(d, "resolution", None)) == category
        ]
        qs = qs.filter(pk__in=ids)
    return qs


def review_queue(decisions: QuerySet[Decision]) -> QuerySet[Decision]:
    """Unlabelled first, then newest first."""
    return decisions.annotate(
        n_labels=Count("labels"),
        labelled=Case(When(n_labels=0, then=0), default=1, output_field=IntegerField()),
    ).order_by("labelled", "-seq")


def review_sample(decisions: QuerySet[Decision], *, size: int, seed: int) -> list[Decision]:
    """Half at random, half nearest the threshold (by |decision value − threshold|), no repeats."""
    rows = list(decisions.annotate(n_labels=Count("labels")).only("pk", "decision_value", "threshold"))
    near = sorted(
        (d for d in rows if d.decision_value is not None),
        key=lambda d: (abs(d.decision_value - d.threshold), d.pk),
    )[: size - size // 2]
    chosen = {d.pk for d in near}
    rest = [d for d in rows if d.pk not in chosen]
    picked = random.Random(seed).sample(rest, min(size // 2, len(rest)))
    ids = [d.pk for d in near] + [d.pk for d in picked]
    by_pk = {d.pk: d for d in decisions.annotate(n_labels=Count("labels")).filter(pk__in=ids)}
    sample = [by_pk[pk] for pk in ids]
    for d in sample:
        d.sampled_as = "near" if d.pk in chosen else "random"
    return sample


# --- agreement ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Agreement:
    kappa: Kappa
    disagreements: list[tuple[Decision, Label, Label]]


def reviewer_agreement(*, first, second) -> Agreement:
    """Cohen's κ on evidence labels over decisions both reviewers labelled."""
    mine = {x.decision_id: x for x in Label.objects.filter(reviewer=first)}
    theirs = {x.decision_id: x for x in Label.objects.filter(reviewer=second, decision_id__in=mine)}
    common = sorted(theirs)
    decisions = Decision.objects.in_bulk(common)
    pairs = [(mine[d].evidence, theirs[d].evidence) for d in common]
    disagreements = [
        (decisions[d], mine[d], theirs[d]) for d in common if not same_judgement(mine[d], theirs[d])
    ]
    return Agreement(kappa=cohen_kappa(pairs), disagreements=disagreements)


def disputed_decisions() -> list[tuple[Decision, list[Label], LabelResolution | None]]:
    """Decisions whose reviewers disagree (resolved or not), newest first."""
    out = []
    qs = (
        Decision.objects.annotate(n=Count("labels"))
        .filter(n__gte=2)
        .prefetch_related("labels__reviewer")
        .order_by("-seq")
    )
    resolutions = {r.decision_id: r for r in LabelResolution.objects.all()}
    for d in qs:
        labels = list(d.labels.all())
        if judgements_disputed(labels):
            out.append((d, labels, resolutions.get(d.pk)))
    return out


# --- who may resolve a dispute ---------------------------------------------------------------


def _may_resolve(decision: Decision, labels: Sequence[Label], *, user, admin: bool, groups) -> bool:
    if any(label.reviewer_id == user.pk for label in labels):
        return False  # a party to the dispute never settles it, an admin neither
    return admin or scope.decision_in_scope(decision, groups)


def _resolver(user) -> tuple[bool, bool, frozenset[str]]:
    """(may resolve at all, is an admin, reading groups) for ``user``."""
    admin = user.is_authenticated and user.is_active and (user.is_superuser or has_role(user, ADMIN))
    allowed = admin or has_role(user, REVIEWER)
    return allowed, admin, scope.reviewer_groups(user) if allowed and not admin else frozenset()


def resolve_permitted(*, decision: Decision, user, labels: Sequence[Label] | None = None) -> bool:
    """Whether ``user`` may adopt one of the decision's labels as its resolution: never a party
    to the dispute (a reviewer who labelled the decision); otherwise an admin, or a reviewer
    who sees the decision in full (``grading.scope``)."""
    allowed, admin, groups = _resolver(user)
    if labels is None:
        labels = list(Label.objects.filter(decision=decision))
    return allowed and _may_resolve(decision, labels, user=user, admin=admin, groups=groups)


def mark_resolvable(rows: Iterable[tuple[Decision, list[Label], Any]], *, user) -> None:
    """Set ``resolvable`` on each disputed decision of ``rows``: whether ``user`` may resolve it."""
    allowed, admin, groups = _resolver(user)
    for d, labels, _resolution in rows:
        d.resolvable = allowed and _may_resolve(d, labels, user=user, admin=admin, groups=groups)


# --- labelled-set splits -------------------------------------------------------------------


def decision_family(decision: Decision, judgement: Judgement) -> str:
    """The family of the document the question is about: needed, else cited, else top candidate."""
    for doc_id in (*judgement.needed_doc_ids, *cited_doc_ids(decision_record(decision))):
        if doc_id:
            return document_family(doc_id)
    for c in decision.candidates or ():
        if c.get("doc_id"):
            return document_family(c["doc_id"])
    return f"decision:{decision.pk}"  # nothing retrieved: no near-duplicate to keep apart


def split_for(family: str, *, salt: str, held_out_fraction: float) -> str:
    digest = hashlib.sha256(f"{salt}\x00{family}".encode()).digest()
    position = int.from_bytes(digest[:8], "big") / 2**64
    return Split.HELD_OUT if position < held_out_fraction else Split.TUNING


def set_decisions(labelled_set: LabelledSet, split: str) -> QuerySet[Decision]:
    ids = LabelledItem.objects.filter(labelled_set=labelled_set, split=split).values("decision_id")
    return Decision.objects.filter(pk__in=ids)


# --- held-out looks, counted by the questions they saw -----------------------------------


def question_key(question_id: int) -> str:
    """How a look names a question of the log (``Decision.question_id``, never empty)."""
    return f"question:{question_id}"


def bundle_question_key(qid: str) -> str:
    """How a look names an imported bundle's question: its qid, which the bundle keeps however
    often it is evaluated or imported (organisations' qids carry their prefix, e.g. TX-0001)."""
    return f"bundle:{qid}"


def decision_questions(decisions: QuerySet[Decision]) -> list[str]:
    return sorted({question_key(q) for q in decisions.values_list("question_id", flat=True)})


def held_out_questions(labelled_set: LabelledSet) -> list[str]:
    """The questions of the set's held-out split now: what a look at it sees."""
    logged = LabelledItem.objects.filter(labelled_set=labelled_set, split=Split.HELD_OUT)
    bundled = BundleItem.objects.filter(labelled_set=labelled_set, split=Split.HELD_OUT)
    return sorted(
        {question_key(q) for q in logged.values_list("decision__question_id", flat=True)}
        | {bundle_question_key(q) for q in bundled.values_list("qid", flat=True)}
    )


@dataclass(frozen=True)
class LookOverlap:
    look: HeldOutLook
    shared: int  # how many of the questions asked about the look saw


def looks_seeing(question_ids: Iterable[str]) -> list[LookOverlap]:
    """Every recorded look, on any set, that saw any of these questions (oldest first)."""
    wanted = set(question_ids)
    if not wanted:
        return []
    looks = HeldOutLook.objects.select_related("labelled_set", "user").order_by("looked_at", "pk")
    found = (LookOverlap(look, len(wanted.intersection(look.question_ids))) for look in looks)
    return [o for o in found if o.shared]


# --- adoptions (recorded only by grading.adoption's proposal workflow) ---------------------


def adoption_changes(record: AdoptionRecord) -> list[str]:
    """Why the record needs re-evaluation: models or index changed since it was adopted."""
    latest = Decision.objects.filter(gate_config=record.gate_config).order_by("-seq").first()
    if latest is None:
        return []
    return [
        f"{name}: {old or '-'} → {new or '-'}"
        for name, old, new in (
            ("dense_model", record.dense_model, latest.dense_model),
            ("reranker", record.reranker, latest.reranker),
            ("index_version", record.index_version, latest.index_version),
        )
        if old != new
    ]
