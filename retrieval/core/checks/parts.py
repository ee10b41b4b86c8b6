"""Each part of the question against the kept candidates: which support it, and if none,
why (the nearest candidate's failed checks); ``run_checks`` runs the checks that are on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date

from retrieval.core.checks.common import CHECK_ITEM, CHECK_PARTS, CHECK_PERIOD, CHECK_TARGET
from retrieval.core.checks.item import ItemAsk, check_item, item_asks
from retrieval.core.checks.period import check_period
from retrieval.core.checks.target import check_target, found_targets
from retrieval.core.types import (
    HOLD,
    ITEM_NOT_STATED,
    PARTIAL,
    PASS,
    PERIOD_NOT_COVERED,
    TARGET_NOT_FOUND,
    Candidate,
    DateMention,
    PassageRecord,
    QueryAnalysis,
    QueryPart,
)

_CODE = {CHECK_TARGET: TARGET_NOT_FOUND, CHECK_PERIOD: PERIOD_NOT_COVERED, CHECK_ITEM: ITEM_NOT_STATED}


@dataclass(frozen=True)
class Finding:
    """A kept candidate and which checks it failed for one part."""

    candidate: Candidate
    failures: tuple[str, ...]  # check names: "target", "period", "item"
    missing_targets: tuple[str, ...] = ()
    uncovered: tuple[str, ...] = ()  # date texts not covered by its validity
    missing_items: tuple[str, ...] = ()  # item labels it does not state
    found_targets: tuple[str, ...] = ()  # identifiers/regions it is about


@dataclass(frozen=True)
class PartResult:
    label: str  # the part in the asker's words: 「P-30 の保証期間」
    targets: tuple[str, ...]
    evidence: tuple[Candidate, ...]  # kept candidates supporting this part
    reasons: tuple[str, ...] = ()  # hold codes when unconfirmed
    missing: tuple[str, ...] = ()  # what could not be found (P-40, 2027年10月, 上限額)
    findings: tuple[Finding, ...] = ()  # what was found instead, nearest first

    @property
    def confirmed(self) -> bool:
        return bool(self.evidence)


@dataclass(frozen=True)
class CheckResult:
    parts: tuple[PartResult, ...] = field(default_factory=tuple)

    @property
    def outcome(self) -> str:
        confirmed = [p.confirmed for p in self.parts]
        if all(confirmed):
            return PASS
        return PARTIAL if any(confirmed) else HOLD

    @property
    def reasons(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for part in self.parts:
            for reason in part.reasons:
                seen.setdefault(reason, None)
        return tuple(seen)

    @property
    def evidence(self) -> tuple[Candidate, ...]:
        seen: dict[str, Candidate] = {}
        for part in self.parts:
            for c in part.evidence:
                seen.setdefault(c.passage.passage_id, c)
        return tuple(seen.values())


def question_parts(analysis: QueryAnalysis, parts_on: bool = True) -> tuple[QueryPart, ...]:
    """The parts to confirm; regions named once for the whole question apply to each part."""
    whole = QueryPart(
        analysis.text, analysis.identifiers, analysis.regions, analysis.subject, analysis.employment
    )
    if not parts_on or len(analysis.parts) <= 1:
        return (whole,)
    out = []
    for part in analysis.parts:
        employment = part.employment or analysis.employment
        if not part.identifiers and not part.regions:
            out.append(QueryPart(part.text, analysis.identifiers, analysis.regions, part.subject, employment))
        else:
            regions = part.regions or analysis.regions
            out.append(QueryPart(part.text, part.identifiers, regions, part.subject, employment))
    return tuple(out)


def part_label(part: QueryPart, asks: Sequence[ItemAsk]) -> str:
    """The part in the asker's words: its subject (「日本向け P-30 の保証期間」), else built."""
    if part.subject:
        return part.subject
    named = " ".join((*part.regions, *part.identifiers))
    what = "・".join(dict.fromkeys(a.label for a in asks))
    if named and what:
        return f"{named} の{what}"
    return named or what or part.text.strip()


def _finding(
    c: Candidate,
    miss_t: tuple[str, ...],
    uncov: tuple[str, ...],
    miss_i: tuple[str, ...],
) -> Finding:
    failures = tuple(
        name for name, bad in ((CHECK_TARGET, miss_t), (CHECK_PERIOD, uncov), (CHECK_ITEM, miss_i)) if bad
    )
    return Finding(c, failures, miss_t, uncov, miss_i, found_targets(c.passage))


def check_part(
    part: QueryPart,
    kept: Sequence[Candidate],
    *,
    mentions: Sequence[DateMention],
    reference_date: date,
    asks: Sequence[ItemAsk],
    checks: frozenset[str],
) -> PartResult:
    """Which kept candidates support this part, and if none, why (nearest failure)."""
    label = part_label(part, asks)
    targets = (*part.regions, *part.identifiers)
    # Items may be stated in another passage of the same version that passes target/period.
    # Each candidate's target/period result and each version's item result is computed once.
    target_period = [
        (
            check_target(part.identifiers, part.regions, c.passage, part.employment)
            if CHECK_TARGET in checks
            else (),
            check_period(mentions, reference_date, c.passage) if CHECK_PERIOD in checks else (),
        )
        for c in kept
    ]
    by_version: dict[str, list[PassageRecord]] = {}
    for c, (miss_t, uncov) in zip(kept, target_period, strict=True):
        if not miss_t and not uncov:
            by_version.setdefault(c.passage.version_id, []).append(c.passage)
    items: dict[tuple[str, str], tuple[str, ...]] = {}
    findings = []
    for c, (miss_t, uncov) in zip(kept, target_period, strict=True):
        miss_i: tuple[str, ...] = ()
        if CHECK_ITEM in checks and asks:
            evidence = by_version.get(c.passage.version_id)
            key = ("version", c.passage.version_id) if evidence else ("passage", c.passage.passage_id)
            if key not in items:
                items[key] = check_item(asks, evidence or [c.passage])
            miss_i = items[key]
        findings.append(_finding(c, miss_t, uncov, miss_i))
    support = tuple(f.candidate for f in findings if not f.failures)
    if support:
        return PartResult(label, targets, support)
    if not findings:
        return PartResult(label, targets, ())
    # Nearest: fewest failures; on a tie, one that states the asked item (the same kind of
    # rule for another target or period), then selection order.
    nearest = min(findings, key=lambda f: (len(f.failures), CHECK_ITEM in f.failures))
    ordered = (nearest, *(f for f in findings if f is not nearest))
    missing = (*nearest.missing_targets, *nearest.uncovered, *nearest.missing_items)
    reasons = tuple(_CODE[name] for name in nearest.failures)
    return PartResult(label, targets, (), reasons, missing, ordered)


def run_checks(
    analysis: QueryAnalysis,
    kept: Sequence[Candidate],
    *,
    reference_date: date,
    checks: frozenset[str],
) -> CheckResult:
    """Run the checks that are on over the kept candidates, part by part."""
    asks = item_asks(analysis)
    mentions = analysis.dates
    parts = question_parts(analysis, CHECK_PARTS in checks)
    return CheckResult(
        tuple(
            check_part(
                part,
                kept,
                mentions=mentions,
                reference_date=reference_date,
                asks=asks,
                checks=checks,
            )
            for part in parts
        )
    )
