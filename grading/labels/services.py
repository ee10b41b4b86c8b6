"""Writes of reviewer labels: label and resolve, labelled sets and held-out looks.

Adoptions are recorded only by ``grading.adoption``'s proposal workflow."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from grading.labels.selectors import (
    decision_family,
    decisions_filtered,
    held_out_questions,
    judgements_disputed,
    labelled_rows,
    passages_readable,
    resolve_permitted,
    split_for,
)
from grading.metrics.statistics import ANSWER_OUTCOMES
from grading.models import (
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
        errors["evidence"] = _("不正な値です。")
    if verdict not in Verdict.values:
        errors["verdict"] = _("不正な値です。")
    elif answered and not verdict:
        errors["verdict"] = _("回答には判定が必要です。")
    elif not answered and verdict:
        errors["verdict"] = _("保留には回答の判定を付けません (保留の判定を使ってください)。")
    if hold_appropriate not in HoldJudgement.values:
        errors["hold_appropriate"] = _("不正な値です。")
    elif answered and hold_appropriate != HoldJudgement.NOT_APPLICABLE:
        errors["hold_appropriate"] = _("回答には保留の判定を付けません。")
    if category not in LabelCategory.values:
        errors["category"] = _("不正な値です。")
    needed = list(dict.fromkeys(str(p).strip() for p in needed_passages if str(p).strip()))
    unknown = set(needed) - set(passages_readable(user=reviewer, passage_ids=needed))
    if unknown:
        errors["needed_passages"] = _("閲覧できる段落のIDを指定してください: %(ids)s") % {
            "ids": ", ".join(sorted(unknown))
        }
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

    Only someone outside the dispute resolves it: an admin, or a reviewer who sees the
    decision in full (``selectors.resolve_permitted``); anyone else gets PermissionDenied.
    Refused where the reviewers agree (in the judgement and in the category they give): a
    resolution would otherwise override a single or agreed label."""
    labels = list(Label.objects.filter(decision_id=label.decision_id))
    if not resolve_permitted(decision=label.decision, user=user, labels=labels):
        raise PermissionDenied("評価に加わった評価者と、判定を閲覧できない評価者は不一致を解決できません。")
    categories = {x.category for x in labels if x.category}
    if not (judgements_disputed(labels) or len(categories) > 1):
        raise ValidationError("評価者の評価が食い違っていない判定は解決できません。")
    resolution, _created = LabelResolution.objects.update_or_create(
        decision_id=label.decision_id, defaults={"label": label, "resolved_by": user, "note": note}
    )
    return resolution


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
    *,
    labelled_set: LabelledSet,
    user,
    purpose: str,
    used_to_choose: bool = False,
    question_ids: Sequence[str] | None = None,
) -> HeldOutLook:
    """Record a look at the held-out split and the questions it saw (``question_ids``: default,
    the whole held-out split); a look used to choose spends the split (it becomes tuning)."""
    if not purpose.strip():
        raise ValidationError({"purpose": "検証用データを見る目的を記入してください。"})
    if question_ids is None:
        question_ids = held_out_questions(labelled_set)
    look = HeldOutLook.objects.create(
        labelled_set=labelled_set,
        user=user,
        purpose=purpose.strip(),
        used_to_choose=used_to_choose,
        question_ids=sorted(set(question_ids)),
    )
    if used_to_choose:
        LabelledItem.objects.filter(labelled_set=labelled_set, split=Split.HELD_OUT).update(
            split=Split.TUNING, spent_by=look
        )
    return look
