"""Reviewer labels: writes (label, resolve, labelled sets, held-out looks) and the reads the
reviewer pages need (queue, effective labels, agreement, redacted decisions, adoption changes)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Case, Count, IntegerField, QuerySet, When

from grading import metrics as m
from grading import scope
from grading.families import document_family
from grading.models import (
    AdoptionRecord,
    Decision,
    Evidence,
    HeldOutLook,
    HoldJudgement,
    Label,
    LabelCategory,
    LabelledItem,
    LabelledSet,
    LabelResolution,
    Split,
    Verdict,
)
from retrieval.core.types import SCORE_NAMES
from retrieval.models import DocumentVersion, Passage
from retrieval.selectors import user_reading_groups, versions_readable

REDACTED = "閲覧権限のない版のため非表示"
ANSWER_OUTCOMES = m.ANSWER_OUTCOMES

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
    """The decision's category for breakdowns and the queue filter (``m.item_category``):
    the reviewers' category where given, else the first hold reason or the outcome.
    Without ``labels`` its labels and resolution are read from the database."""
    if labels is None:
        labels = list(decision.labels.all())
        resolution = LabelResolution.objects.filter(decision=decision).select_related("label").first()
    record = {"outcome": decision.outcome, "hold_reasons": decision.hold_reasons}
    return m.item_category(record, labelled_category(labels, resolution))


# --- labels ------------------------------------------------------------------------------


def passages_readable(*, user, passage_ids: Iterable[str]) -> dict[str, str]:
    """passage id → doc id for the given passages the user may read (others left out)."""
    ids = [int(p) for p in passage_ids if str(p).isdigit()]
    readable = versions_readable(groups=user_reading_groups(user=user)).values("pk")
    rows = Passage.objects.filter(pk__in=ids, version__in=readable).values_list(
        "pk", "version__document__doc_id"
    )
    return {str(pk): doc_id for pk, doc_id in rows}


@transaction.atomic
def label_save(
    *,
    decision: Decision,
    reviewer,
    evidence: str,
    verdict: str = "",
    hold_appropriate: str = HoldJudgement.NOT_APPLICABLE,
    evidence_scope: str = "",
    needed_passages: Sequence[str] = (),
    note: str = "",
    category: str = "",
) -> Label:
    """Create or revise the reviewer's own label of a decision (one per reviewer)."""
    answered = decision.outcome in ANSWER_OUTCOMES
    errors: dict[str, str] = {}
    if evidence not in Evidence.values:
        errors["evidence"] = "不正な値です。"
    if verdict not in Verdict.values:
        errors["verdict"] = "不正な値です。"
    elif answered and not verdict:
        errors["verdict"] = "回答には判定が必要です。"
    elif not answered and verdict:
        errors["verdict"] = "保留には回答の判定を付けません (保留の判定を使ってください)。"
    if hold_appropriate not in HoldJudgement.values:
        errors["hold_appropriate"] = "不正な値です。"
    elif answered and hold_appropriate != HoldJudgement.NOT_APPLICABLE:
        errors["hold_appropriate"] = "回答には保留の判定を付けません。"
    if category not in LabelCategory.values:
        errors["category"] = "不正な値です。"
    needed = list(dict.fromkeys(str(p).strip() for p in needed_passages if str(p).strip()))
    unknown = set(needed) - set(passages_readable(user=reviewer, passage_ids=needed))
    if unknown:
        errors["needed_passages"] = "閲覧できる段落のIDを指定してください: " + ", ".join(sorted(unknown))
    if errors:
        raise ValidationError(errors)
    label, _created = Label.objects.update_or_create(
        decision=decision,
        reviewer=reviewer,
        defaults={
            "evidence": evidence,
            "verdict": verdict,
            "hold_appropriate": hold_appropriate,
            "evidence_scope": evidence_scope,
            "needed_passages": needed,
            "note": note,
            "category": category,
        },
    )
    return label


def label_resolve(*, label: Label, user, note: str = "") -> LabelResolution:
    """Adopt one of the reviewers' labels for a decision where they disagree.

    Refused where they do not (in the judgement or in the category they give): a resolution
    would otherwise override a single or agreed label."""
    labels = list(Label.objects.filter(decision_id=label.decision_id))
    categories = {x.category for x in labels if x.category}
    if not (_disputed(labels) or len(categories) > 1):
        raise ValidationError("評価者の評価が食い違っていない判定は解決できません。")
    resolution, _created = LabelResolution.objects.update_or_create(
        decision_id=label.decision_id, defaults={"label": label, "resolved_by": user, "note": note}
    )
    return resolution


def _same(a: Label, b: Label) -> bool:
    return (a.evidence, a.verdict, a.hold_appropriate) == (b.evidence, b.verdict, b.hold_appropriate)


def _disputed(labels: Sequence[Label]) -> bool:
    return len(labels) >= 2 and not all(_same(labels[0], x) for x in labels[1:])


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
    if all(_same(labels[0], x) for x in labels[1:]):
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


def judgement_of(decision: Decision, effective: Effective, category: str = "") -> m.Judgement:
    label = effective.label
    if label is None:
        return m.Judgement(category=category)
    return m.Judgement(
        category=category,
        evidence=label.evidence,
        verdict=label.verdict or None,
        hold_appropriate=label.hold_appropriate
        if label.hold_appropriate != HoldJudgement.NOT_APPLICABLE
        else None,
        needed_doc_ids=needed_doc_ids(decision, list(label.needed_passages or ())),
    )


def labelled_rows(decisions: QuerySet[Decision]) -> list[m.Labelled]:
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
        rows.append(m.Labelled(key=str(d.pk), record=decision_record(d), judgement=judgement))
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
    kappa: m.Kappa
    disagreements: list[tuple[Decision, Label, Label]]


def reviewer_agreement(*, first, second) -> Agreement:
    """Cohen's κ on evidence labels over decisions both reviewers labelled."""
    mine = {x.decision_id: x for x in Label.objects.filter(reviewer=first)}
    theirs = {x.decision_id: x for x in Label.objects.filter(reviewer=second, decision_id__in=mine)}
    common = sorted(theirs)
    decisions = Decision.objects.in_bulk(common)
    pairs = [(mine[d].evidence, theirs[d].evidence) for d in common]
    disagreements = [(decisions[d], mine[d], theirs[d]) for d in common if not _same(mine[d], theirs[d])]
    return Agreement(kappa=m.cohen_kappa(pairs), disagreements=disagreements)


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
        if _disputed(labels):
            out.append((d, labels, resolutions.get(d.pk)))
    return out


# --- labelled sets and held-out bookkeeping ------------------------------------------------


def decision_family(decision: Decision, judgement: m.Judgement) -> str:
    """The family of the document the question is about: needed, else cited, else top candidate."""
    for doc_id in (*judgement.needed_doc_ids, *m.cited_doc_ids(decision_record(decision))):
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


@transaction.atomic
def labelled_set_create(
    *,
    name: str,
    user,
    period_from: date | None = None,
    period_to: date | None = None,
    gate_config: str = "",
    held_out_fraction: float = 0.3,
) -> LabelledSet:
    """Freeze the graded decisions of a period into a set split by document family."""
    if LabelledSet.objects.filter(name=name).exists():
        raise ValidationError({"name": "同じ名前の評価セットがあります。"})
    if not 0 <= held_out_fraction <= 1:
        raise ValidationError({"held_out_fraction": "0 以上 1 以下で指定してください。"})
    labelled_set = LabelledSet.objects.create(
        name=name,
        created_by=user,
        period_from=period_from,
        period_to=period_to,
        gate_config=gate_config,
        held_out_fraction=held_out_fraction,
        salt=name,
    )
    decisions = decisions_filtered(date_from=period_from, date_to=period_to, gate_config=gate_config)
    by_key = {row.key: row for row in labelled_rows(decisions)}
    items = []
    for d in decisions.filter(pk__in=[int(k) for k in by_key]).order_by("seq"):
        family = decision_family(d, by_key[str(d.pk)].judgement)
        split = split_for(family, salt=labelled_set.salt, held_out_fraction=held_out_fraction)
        items.append(LabelledItem(labelled_set=labelled_set, decision=d, family=family, split=split))
    LabelledItem.objects.bulk_create(items)
    return labelled_set


@transaction.atomic
def held_out_look_record(
    *, labelled_set: LabelledSet, user, purpose: str, used_to_choose: bool = False
) -> HeldOutLook:
    """Record a look at the held-out split; a look used to choose spends it (it becomes tuning)."""
    if not purpose.strip():
        raise ValidationError({"purpose": "検証用データを見る目的を記入してください。"})
    look = HeldOutLook.objects.create(
        labelled_set=labelled_set, user=user, purpose=purpose.strip(), used_to_choose=used_to_choose
    )
    if used_to_choose:
        LabelledItem.objects.filter(labelled_set=labelled_set, split=Split.HELD_OUT).update(
            split=Split.TUNING, spent_by=look
        )
    return look


def set_decisions(labelled_set: LabelledSet, split: str) -> QuerySet[Decision]:
    ids = LabelledItem.objects.filter(labelled_set=labelled_set, split=split).values("decision_id")
    return Decision.objects.filter(pk__in=ids)


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


# --- the decision as a reviewer may see it -------------------------------------------------


def decision_for_reviewer(
    *, decision: Decision, reviewer, other_labels: Iterable[Label] = ()
) -> dict[str, Any]:
    """Everything logged, with what the reviewer may not read replaced by ``REDACTED``.

    A version is readable if it shares a reading group with the reviewer (by version id);
    anything else — titles, quotes, statements citing it, hold texts naming it, its
    document's owner and contact — is withheld, never shown. Deleted versions fail closed.
    Other reviewers' free text (notes, scope) is withheld too when any version is: they may read more.
    Outside the reviewer's scope (``grading.scope``) the question and every string derived from
    it are withheld as well: only codes, scores and counts remain.
    """
    candidates = list(decision.candidates or ())
    response = dict(decision.response or {})
    citations = list(response.get("citations") or ())
    version_ids = {str(c.get("version_id")) for c in [*candidates, *citations] if c.get("version_id")}
    numeric = [int(v) for v in version_ids if v.isdigit()]
    groups = user_reading_groups(user=reviewer)
    readable = {
        str(pk) for pk in versions_readable(groups=groups).filter(pk__in=numeric).values_list("pk", flat=True)
    }
    hidden = version_ids - readable
    secrets = {
        str(c.get(k) or "")
        for c in [*candidates, *citations]
        if str(c.get("version_id")) in hidden
        for k in ("title", "quote", "doc_id")
    }
    resolved: set[str] = set()
    for v in DocumentVersion.objects.filter(pk__in=[int(x) for x in hidden if x.isdigit()]).select_related(
        "document"
    ):
        resolved.add(str(v.pk))
        secrets.update({v.title, v.document.owner, v.document.contact})
    # A deleted hidden version's owner and contact are no longer known (the log keeps neither),
    # so a hold's contact lines cannot be checked against them: withhold them all.
    contacts_unknown = bool(hidden - resolved)
    secrets = {s.strip() for s in secrets if s and s.strip()}

    def clean(text: str) -> tuple[str, bool]:
        return (REDACTED, True) if any(s in text for s in secrets) else (text, False)

    shown_candidates = []
    for c in candidates:
        row = dict(c)
        row["redacted"] = str(c.get("version_id")) in hidden
        if row["redacted"]:
            for key in ("title", "doc_id", "version", "passage_id", "version_id"):
                row[key] = REDACTED if key == "title" else ""
        shown_candidates.append(row)
    hidden_numbers = {c.get("number") for c in citations if str(c.get("version_id")) in hidden}
    shown_citations = []
    for c in citations:
        if str(c.get("version_id")) in hidden:
            shown_citations.append({"number": c.get("number"), "redacted": True, "title": REDACTED})
        else:
            shown_citations.append({**c, "redacted": False})
    statements = []
    for s in response.get("statements") or ():
        nums = set(s.get("citations") or ())
        withheld = bool(nums & hidden_numbers) or (not nums and bool(hidden_numbers))
        text, leaked = clean(s.get("text", ""))
        statements.append(
            {
                "text": REDACTED if withheld or leaked else text,
                "citations": sorted(nums),
                "redacted": withheld or leaked,
            }
        )
    hold = response.get("hold")
    shown_hold = None
    if hold:
        shown_hold = {
            key: [clean(str(x))[0] for x in hold.get(key) or ()]
            for key in ("unconfirmed", "found_instead", "next_steps", "contacts")
        }
        shown_hold["reasons"] = list(hold.get("reasons") or ())
        if contacts_unknown:
            shown_hold["contacts"] = [REDACTED for _ in hold.get("contacts") or ()]
    shown = {
        "candidates": shown_candidates,
        "statements": statements,
        "citations": shown_citations,
        "hold": shown_hold,
        "outcome": response.get("outcome", decision.outcome),
        "hidden_count": len(hidden),
        "readable_candidates": [c for c in shown_candidates if not c["redacted"]],
        "error": clean(decision.error or "")[0],
        "other_labels": [
            {
                "reviewer": x.reviewer.get_username(),
                "evidence": x.get_evidence_display(),
                "verdict": x.get_verdict_display(),
                "hold_appropriate": x.get_hold_appropriate_display(),
                # Free text may quote part of a hidden version; exact matching cannot catch
                # that, so it is withheld whole whenever the decision involves one.
                "evidence_scope": REDACTED if hidden and x.evidence_scope else x.evidence_scope,
                "note": REDACTED if hidden and x.note else x.note,
            }
            for x in other_labels
        ],
    }
    if scope.decision_in_scope(decision, groups):
        return {**shown, "in_scope": True, "question_text": decision.question_text}
    return _out_of_scope(shown)


def _out_of_scope(shown: dict[str, Any]) -> dict[str, Any]:
    """The decision as counts and codes only: which versions were found, what was quoted and
    what the hold says all derive from a question the reviewer may not see."""
    withheld = scope.OUT_OF_SCOPE
    keep = SCORE_NAMES
    candidates = [
        {
            **{k: c.get(k) for k in keep},
            **{k: c.get(k) for k in ("bucket", "kept", "cited", "drop_reason")},
            "title": withheld,
            "redacted": True,
        }
        for c in shown["candidates"]
    ]
    hold = shown["hold"]
    if hold is not None:
        hold = {
            key: (list(value) if key == "reasons" else [withheld for _ in value])
            for key, value in hold.items()
        }
    return {
        **shown,
        "in_scope": False,
        "question_text": withheld,
        "candidates": candidates,
        "readable_candidates": [],
        "statements": [{**s, "text": withheld, "redacted": True} for s in shown["statements"]],
        "citations": [
            {"number": c.get("number"), "redacted": True, "title": withheld} for c in shown["citations"]
        ],
        "hold": hold,
        "error": withheld if shown["error"] else "",
        "other_labels": [
            {
                **x,
                "evidence_scope": withheld if x["evidence_scope"] else "",
                "note": withheld if x["note"] else "",
            }
            for x in shown["other_labels"]
        ],
    }
