"""Adopting a gate threshold from a labelled set: propose on tuning, evaluate once on
held-out, adopt as a new gate configuration version with its AdoptionRecord (SPEC §7).

The rule ``choose_threshold`` applies: among the thresholds the tuning split can tell apart
(its distinct decision values and the logged thresholds; with "value ≥ threshold" any other
threshold behaves like the next value up), keep the points every tuning item could be
replayed at whose excess-hold rate is at most the budget, and take the lowest false-pass
rate; ties go to the lower excess-hold rate, then to the lower threshold (answer more).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Max, Min
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from grading import calibration as cal
from grading.labels import selectors, services
from grading.metrics import report, statistics, sweeps
from grading.models import AdoptionProposal, AdoptionRecord, BundleItem, Decision, LabelledSet, Split
from retrieval.models import GateConfiguration

# Stored in Japanese in every record (shipped ones too); ``recorded_text`` reads them in the
# page's language.
TIE_HANDLING = gettext_noop("決定値 ≥ 閾値 で通過 (同点は通過)")
MISSING_HANDLING = gettext_noop("決定値がない判定は閾値によらず score_missing として保留")
_SCORE_DEFINITION = re.compile(
    r"^(?P<score>\S+) \((?P<aggregate>\S+), k=(?P<k>\d+)\) ≥ 閾値 "
    r"\(選別: (?P<selection>\S+); 採用案 #(?P<proposal>\d+), 元: 第(?P<version>\S+)版\)$"
)
_RULE = re.compile(r"^min false_pass s\.t\. excess_hold ≤ (?P<budget>\S+)$")
# Why a set shows no probability (``grading.calibration.check``'s wording, stored with a proposal).
NO_CALIBRATION_YET = gettext_noop(
    "検証用データでの較正の確認がまだありません (採用案の評価時に行います)。確率は表示しません。"
)
_TOO_FEW = re.compile(
    "^"
    + re.escape(cal.TOO_FEW)
    .replace(re.escape("%(tuning)s"), r"(?P<tuning>\d+)")
    .replace(re.escape("%(held_out)s"), r"(?P<held_out>\d+)")
    .replace(re.escape("%(needed)s"), r"(?P<needed>\d+)")
    + "$"
)
EVALUATE_PURPOSE = "evaluate proposal"


def recorded_text(text: str) -> str:
    """A record's stored wording (tie and missing handling, score definition, selection rule,
    why no probability is shown) in the active language; wording of another form (an older or
    hand-written record) as it was stored."""
    if text in (TIE_HANDLING, MISSING_HANDLING, NO_CALIBRATION_YET, cal.ONE_CLASS):
        return _(text)
    if m := _TOO_FEW.match(text):
        return _(cal.TOO_FEW) % m.groupdict()
    if m := _SCORE_DEFINITION.match(text):
        return (
            _(
                "%(score)s (%(aggregate)s, k=%(k)s) ≥ 閾値 (選別: %(selection)s; 採用案 #%(proposal)s, 元: 第%(version)s版)"
            )
            % m.groupdict()
        )
    if m := _RULE.match(text):
        return _("過剰保留率 ≤ %(budget)s のうち誤通過率が最小") % m.groupdict()
    return text


# --- the set's rows and provenance --------------------------------------------------------


def set_rows(labelled_set: LabelledSet, split: str) -> list[sweeps.Labelled]:
    """The set's labelled rows of one split, from the decision log or an imported bundle."""
    rows = selectors.labelled_rows(selectors.set_decisions(labelled_set, split))
    for item in BundleItem.objects.filter(labelled_set=labelled_set, split=split):
        rows.append(
            sweeps.Labelled(
                key=f"bundle:{item.qid}",
                record=item.record,
                judgement=statistics.Judgement(
                    evidence=item.evidence, needed_doc_ids=tuple(item.required_doc_ids)
                ),
            )
        )
    return rows


@dataclass(frozen=True)
class Provenance:
    gate_config: str
    gate_config_version: int
    decision_score: str
    dense_model: str
    reranker: str
    index_version: str
    data_from: date | None
    data_to: date | None


def _one(values: set, what: str) -> Any:
    if len(values) != 1:
        shown = ", ".join(sorted(str(v) for v in values)) or "なし"
        raise ValidationError(f"評価セットの判定で{what}が一つではありません ({shown})。")
    return next(iter(values))


def set_provenance(labelled_set: LabelledSet) -> Provenance:
    """What the set's decisions were made with; refused where they mix configurations or models."""
    if labelled_set.source.get("kind") == "bundle":
        config = labelled_set.source.get("gate_config") or {}
        days = sorted(
            r["reference_date"]
            for r in BundleItem.objects.filter(labelled_set=labelled_set).values_list("record", flat=True)
            if r.get("reference_date")
        )
        models = labelled_set.source.get("models") or {}
        return Provenance(
            gate_config=config.get("name") or labelled_set.gate_config,
            gate_config_version=int(config.get("version") or 1),
            decision_score=config.get("decision_score") or "",
            dense_model=models.get("dense_model", ""),
            reranker=models.get("reranker", ""),
            index_version=models.get("index_version", "bundle"),
            data_from=date.fromisoformat(days[0]) if days else None,
            data_to=date.fromisoformat(days[-1]) if days else None,
        )
    decisions = Decision.objects.filter(pk__in=labelled_set.items.values("decision_id"))
    name, version, score = _one(
        set(decisions.values_list("gate_config", "gate_config_version", "decision_score").distinct()),
        "ゲート設定 (名前・版・スコア)",
    )
    dense, reranker, index = _one(
        set(decisions.values_list("dense_model", "reranker", "index_version").distinct()),
        "モデル・索引の版",
    )
    span = decisions.aggregate(first=Min("created_at"), last=Max("created_at"))
    return Provenance(
        gate_config=name,
        gate_config_version=version,
        decision_score=score,
        dense_model=dense,
        reranker=reranker,
        index_version=index,
        data_from=labelled_set.period_from or (span["first"].date() if span["first"] else None),
        data_to=labelled_set.period_to or (span["last"].date() if span["last"] else None),
    )


#: Fields an adoption never takes from the set: the name stays the base's, the threshold is the
#: proposal's.
_NOT_REVISED = ("name", "threshold")


def set_revision(labelled_set: LabelledSet, base_fields: dict) -> dict:
    """The gate fields the set's decisions were made with that differ from its base version's
    (``base_fields``: ``GateConfiguration.fields_from_core``) — a bundle set evaluated with
    another configuration (``evaluate --gate-config``: fewer candidates, another check). The
    adoption takes them with the threshold, so a threshold is never shipped on a configuration
    it was not chosen on. Empty for a set of logged decisions (made with stored versions)."""
    if labelled_set.source.get("kind") != "bundle":
        return {}
    stored = labelled_set.source.get("gate_config") or {}
    used = {k: v for k, v in stored.items() if k in base_fields and k not in _NOT_REVISED}
    if "checks" in used:
        used["checks"] = sorted(used["checks"] or ())
    return {k: v for k, v in used.items() if v != base_fields[k]}


# --- propose -------------------------------------------------------------------------------


def candidate_thresholds(rows: Sequence[sweeps.Labelled]) -> list[float]:
    values = {float(r.record["decision_value"]) for r in rows if r.record.get("decision_value") is not None}
    stored = {float(r.record["threshold"]) for r in rows if r.record.get("threshold") is not None}
    return sorted(values | stored)


def choose_threshold(
    points: Sequence[sweeps.SweepPoint], *, excess_hold_budget: float
) -> sweeps.SweepPoint | None:
    """Lowest false pass with excess hold ≤ budget (see the module docstring); None if none fits."""
    eligible = [
        p
        for p in points
        if p.complete
        and p.metrics.gate.false_pass.denominator
        and p.metrics.gate.excess_hold.denominator
        and p.metrics.gate.excess_hold.rate <= excess_hold_budget  # type: ignore[operator]
    ]
    if not eligible:
        return None
    return min(
        eligible,
        key=lambda p: (p.metrics.gate.false_pass.rate, p.metrics.gate.excess_hold.rate, p.threshold),
    )


def _point_dict(point: sweeps.SweepPoint) -> dict[str, Any]:
    return report.sweep_as_dict([point])[0]


@transaction.atomic
def proposal_create(*, labelled_set: LabelledSet, user, excess_hold_budget: float) -> AdoptionProposal:
    if not 0 <= excess_hold_budget <= 1:
        raise ValidationError({"excess_hold_budget": "0 以上 1 以下で指定してください。"})
    provenance = set_provenance(labelled_set)
    rows = set_rows(labelled_set, Split.TUNING)
    if not rows:
        raise ValidationError("調整用のラベル付き判定がありません。")
    points = sweeps.sweep(rows, candidate_thresholds(rows))
    chosen = choose_threshold(points, excess_hold_budget=excess_hold_budget)
    if chosen is None:
        raise ValidationError(
            f"過剰保留率 {excess_hold_budget:.0%} 以下で誤通過率を計算できる閾値が調整用データにありません。"
        )
    return AdoptionProposal.objects.create(
        labelled_set=labelled_set,
        proposed_by=user,
        excess_hold_budget=excess_hold_budget,
        threshold=chosen.threshold,
        decision_score=provenance.decision_score,
        gate_config=provenance.gate_config,
        gate_config_version=provenance.gate_config_version,
        tuning_metrics={**_point_dict(chosen), "candidates": len(points), "items": len(rows)},
    )


# --- evaluate once on held-out -------------------------------------------------------------


@transaction.atomic
def proposal_evaluate(*, proposal: AdoptionProposal, user) -> AdoptionProposal:
    """The one look at the held-out split for this proposal, recorded before it is computed.

    A second evaluation of the same proposal is refused. Another proposal may be evaluated,
    but where any earlier look, on this set or any other, saw any of the same questions (the
    same questions imported again under another name included), its look is recorded as a
    repeated look naming how many looks and which sets (the set page lists them).
    """
    proposal = AdoptionProposal.objects.select_for_update().get(pk=proposal.pk)
    if proposal.held_out_look_id is not None:
        raise ValidationError(
            f"この案は {proposal.held_out_look.looked_at:%Y-%m-%d %H:%M} に検証用データで評価済みです"
            " (一案につき一度だけ)。"
        )
    labelled_set = proposal.labelled_set
    held_out = set_rows(labelled_set, Split.HELD_OUT)
    if not held_out:
        raise ValidationError("検証用のラベル付き判定がありません (すでに調整用に移った可能性があります)。")
    questions = selectors.held_out_questions(labelled_set)
    earlier = selectors.looks_seeing(questions)
    seen = set(questions) & {q for o in earlier for q in o.look.question_ids}
    sets = sorted({o.look.labelled_set.name for o in earlier})
    purpose = f"{EVALUATE_PURPOSE} #{proposal.pk} (閾値 {statistics.threshold_text(proposal.threshold)})"
    if earlier:
        purpose += (
            f" — 繰り返しの閲覧: この検証用データの質問 {len(questions)} 件のうち {len(seen)} 件は"
            f"既に {len(earlier)} 回見られています (評価セット: {', '.join(sets)})"
        )
    look = services.held_out_look_record(
        labelled_set=labelled_set, user=user, purpose=purpose, question_ids=questions
    )
    point = sweeps.sweep(held_out, [proposal.threshold])[0]
    check = cal.calibration_check(
        cal.labelled_pairs(set_rows(labelled_set, Split.TUNING)), cal.labelled_pairs(held_out)
    )
    proposal.held_out_look = look
    proposal.held_out_metrics = {
        **_point_dict(point),
        "items": len(held_out),
        "repeated_look": bool(earlier),
        "earlier_looks": len(earlier),  # looks on any set that saw any of these questions
        "earlier_look_sets": sets,
        "questions_seen_before": len(seen),
    }
    proposal.calibration = check.as_dict() if isinstance(check, cal.CalibrationCheck) else {"reason": check}
    proposal.save(update_fields=["held_out_look", "held_out_metrics", "calibration"])
    return proposal


# --- adopt ---------------------------------------------------------------------------------


@transaction.atomic
def proposal_adopt(*, proposal: AdoptionProposal, user, note: str = "") -> AdoptionRecord:
    """A new version of the set's gate configuration at the proposed threshold, made active,
    and the AdoptionRecord of what it was chosen on."""
    proposal = AdoptionProposal.objects.select_for_update().get(pk=proposal.pk)
    if proposal.adoption_id is not None:
        raise ValidationError("この案はすでに採用されています。")
    if proposal.held_out_look_id is None:
        raise ValidationError("採用の前に検証用データで一度評価してください。")
    base = GateConfiguration.objects.filter(
        name=proposal.gate_config, version=proposal.gate_config_version
    ).first()
    if base is None:
        raise ValidationError(
            f"ゲート設定 {proposal.gate_config} 第{proposal.gate_config_version}版が見つかりません。"
        )
    if base.decision_score != proposal.decision_score:
        raise ValidationError(
            f"ゲート設定の判定スコア ({base.decision_score}) が評価セットのスコア ({proposal.decision_score}) と違います。"
        )
    provenance = set_provenance(proposal.labelled_set)
    fields = GateConfiguration.fields_from_core(base.to_core())
    revised = set_revision(proposal.labelled_set, fields)
    latest = GateConfiguration.objects.filter(name=base.name).order_by("-version").first()
    new_version = latest.version + 1  # type: ignore[union-attr]
    record = AdoptionRecord.objects.create(
        gate_config=base.name,
        gate_config_version=new_version,
        threshold=proposal.threshold,
        labelled_set=proposal.labelled_set,
        split=Split.TUNING,
        data_from=provenance.data_from,
        data_to=provenance.data_to,
        score_definition=(
            f"{base.decision_score} ({base.aggregate}, k={base.aggregate_k}) ≥ 閾値 "
            f"(選別: {base.selection}; 採用案 #{proposal.pk}, 元: 第{base.version}版)"
        ),  # the form _SCORE_DEFINITION reads
        dense_model=provenance.dense_model,
        reranker=provenance.reranker,
        index_version=provenance.index_version,
        tie_handling=TIE_HANDLING,
        missing_handling=MISSING_HANDLING,
        metrics={
            "rule": f"min false_pass s.t. excess_hold ≤ {proposal.excess_hold_budget:g}",
            "tuning": proposal.tuning_metrics,
            "held_out": proposal.held_out_metrics,
            "held_out_look": proposal.held_out_look_id,
            **({"revised": revised} if revised else {}),
        },
        note=note,
        adopted_by=user,
    )
    fields.update(revised)
    fields["threshold"] = proposal.threshold
    config = GateConfiguration(
        **fields,
        version=new_version,
        is_active=False,
        created_by=user,
        note=f"採用記録 #{record.pk} (評価セット「{proposal.labelled_set.name}」採用案 #{proposal.pk})"[:300],
    )
    config.full_clean()
    config.save()
    GateConfiguration.objects.filter(is_active=True).update(is_active=False)
    GateConfiguration.objects.filter(pk=config.pk).update(is_active=True)
    proposal.adoption = record
    proposal.save(update_fields=["adoption"])
    return record


# --- calibration shown on the set page --------------------------------------------------------


def set_calibration(labelled_set: LabelledSet) -> tuple[cal.CalibrationCheck | None, str]:
    """The latest calibration checked on held-out (during a recorded evaluation), or why none.

    Computing it on the fly would be an unrecorded look at the held-out split.
    """
    latest = labelled_set.proposals.filter(held_out_look__isnull=False).order_by("-pk").first()
    if latest is None or not latest.calibration:
        return None, recorded_text(NO_CALIBRATION_YET)
    data = latest.calibration
    if "reason" in data:
        return None, recorded_text(data["reason"])
    return (
        cal.CalibrationCheck(
            method=data["method"],
            parameters=data["parameters"],
            tuning_n=data["tuning_n"],
            held_out=cal.Reliability.from_dict(data["held_out"]),
        ),
        "",
    )
