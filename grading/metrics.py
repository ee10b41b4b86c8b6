"""Gate and response metrics over labelled decisions, threshold sweeps by replay (SPEC §7).

Plain Python over plain data: no Django. Every rate is a ``Rate`` (numerator, denominator,
Wilson 95% interval); rates are only ever taken over the denominator that defines them.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from grading.replay import ReplayError, replay

Z95 = 1.959963984540054

# Evidence availability (the collection the asker could read on that date…)
CONTAINS = "contains"
DOES_NOT_CONTAIN = "does_not_contain"
NOT_CHECKED = "not_checked"
EVIDENCE = (CONTAINS, DOES_NOT_CONTAIN, NOT_CHECKED)
# Response verdicts
CORRECT = "correct"
CONFIRMED_WRONG = "confirmed_wrong"
UNVERIFIABLE = "unverifiable"
UNDETERMINABLE = "undeterminable"
VERDICTS = (CORRECT, CONFIRMED_WRONG, UNVERIFIABLE, UNDETERMINABLE)
# Hold judgements
APPROPRIATE = "appropriate"
EXCESS = "excess"
NOT_APPLICABLE = "n/a"
HOLD_JUDGEMENTS = (APPROPRIATE, EXCESS, NOT_APPLICABLE)

PASS = "pass"
PARTIAL = "partial"
ANSWER_OUTCOMES = (PASS, PARTIAL)  # a response with statements


# --- intervals -----------------------------------------------------------------------------


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float] | None:
    """95% Wilson score interval for k of n (None when n is 0)."""
    if n < 0 or k < 0 or k > n:
        raise ValueError(f"need 0 <= k <= n, got {k}/{n}")
    if n == 0:
        return None
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percent(k: int, n: int, places: int = 1) -> str:
    """k/n as a percentage rounded half up from the exact fraction (21/80 → 26.3%)."""
    if n == 0:
        return "—"
    frac = Fraction(k * 100, n)
    exact = Decimal(frac.numerator) / Decimal(frac.denominator)
    return f"{exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)}%"


def threshold_text(t: float) -> str:
    """0.4 → "0.40", 12.5 → "12.50", 0.125 → "0.125"."""
    return f"{t:.2f}" if round(t, 2) == t else f"{t:g}"


def _pct_float(x: float) -> str:
    return f"{Decimal(repr(x * 100)).quantize(Decimal('0.1'), rounding=ROUND_HALF_UP)}%"


@dataclass(frozen=True)
class Rate:
    numerator: int
    denominator: int

    @property
    def rate(self) -> float | None:
        return self.numerator / self.denominator if self.denominator else None

    @property
    def interval(self) -> tuple[float, float] | None:
        return wilson(self.numerator, self.denominator)

    @property
    def low(self) -> float | None:
        return self.interval[0] if self.denominator else None

    @property
    def high(self) -> float | None:
        return self.interval[1] if self.denominator else None

    @property
    def percent(self) -> str:
        return percent(self.numerator, self.denominator)

    def as_dict(self) -> dict[str, Any]:
        return {
            "numerator": self.numerator,
            "denominator": self.denominator,
            "rate": self.rate,
            "wilson_low": self.low,
            "wilson_high": self.high,
        }

    def text(self) -> str:
        """「21/80 = 26.3% (95%CI 20.2%–33.4%)」."""
        if not self.denominator:
            return f"{self.numerator}/0 = —"
        low, high = self.interval  # type: ignore[misc]
        return f"{self.numerator}/{self.denominator} = {self.percent} (95%CI {_pct_float(low)}–{_pct_float(high)})"


# --- labelled items ------------------------------------------------------------------------


@dataclass(frozen=True)
class Judgement:
    """A decision's effective label as plain data (None: not labelled / not applicable)."""

    evidence: str = NOT_CHECKED
    verdict: str | None = None
    hold_appropriate: str | None = None
    needed_doc_ids: tuple[str, ...] = ()
    category: str = ""  # the reviewers' category (resolved / agreed); "" where none was given


@dataclass(frozen=True)
class Item:
    """One labelled question as the gate decided it (stored or replayed)."""

    key: str
    outcome: str  # "pass" | "partial" | "hold"
    evidence: str = NOT_CHECKED
    verdict: str | None = None  # of this outcome's response; None for holds / not graded
    hold_appropriate: str | None = None
    category: str = ""
    needed_doc_ids: tuple[str, ...] = ()
    cited_doc_ids: tuple[str, ...] = ()

    @property
    def passed(self) -> bool:
        # SPEC §8: only "pass" passes the gate; a partial withheld its unconfirmed part.
        return self.outcome == PASS

    @property
    def answered(self) -> bool:
        return self.outcome in ANSWER_OUTCOMES


def category_of(record: Mapping[str, Any]) -> str:
    """The first hold reason, or the outcome where there is none."""
    reasons = record.get("hold_reasons") or ()
    return str(reasons[0]) if reasons else str(record.get("outcome") or "")


def item_category(record: Mapping[str, Any], labelled_category: str = "") -> str:
    """The category a decision is broken down and filtered by: the reviewers' category where
    they gave one, else the derived one (``category_of``). The one place this is decided."""
    return labelled_category or category_of(record)


def cited_doc_ids(record: Mapping[str, Any]) -> tuple[str, ...]:
    citations = (record.get("response") or {}).get("citations") or []
    if citations:
        return tuple(dict.fromkeys(c["doc_id"] for c in citations))
    return tuple(dict.fromkeys(c["doc_id"] for c in record.get("candidates") or () if c.get("cited")))


def item_from_record(key: str, record: Mapping[str, Any], judgement: Judgement) -> Item:
    """The item as the gate actually decided it."""
    return Item(
        key=key,
        outcome=str(record["outcome"]),
        evidence=judgement.evidence,
        verdict=judgement.verdict if record["outcome"] in ANSWER_OUTCOMES else None,
        hold_appropriate=judgement.hold_appropriate if record["outcome"] not in ANSWER_OUTCOMES else None,
        category=item_category(record, judgement.category),
        needed_doc_ids=judgement.needed_doc_ids,
        cited_doc_ids=cited_doc_ids(record),
    )


def item_replayed(key: str, record: Mapping[str, Any], judgement: Judgement, threshold: float) -> Item | None:
    """The item had the threshold been ``threshold`` (None: the log cannot tell).

    Retrieval is not re-run: the stored candidates and decision value stay, only the
    threshold moves. A label belongs to the response the reviewer saw, so the verdict and
    hold judgement carry over only where the replayed outcome is the stored one.
    """
    try:
        got = replay(record, threshold)
    except ReplayError:
        return None
    same = got.outcome == record["outcome"]
    answered = got.outcome in ANSWER_OUTCOMES
    return Item(
        key=key,
        outcome=got.outcome,
        evidence=judgement.evidence,
        verdict=judgement.verdict if same and answered else None,
        hold_appropriate=judgement.hold_appropriate if same and not answered else None,
        category=item_category(record, judgement.category),
        needed_doc_ids=judgement.needed_doc_ids,
        cited_doc_ids=tuple(got.cited_doc_ids) if answered else (),
    )


# --- metrics -------------------------------------------------------------------------------


@dataclass(frozen=True)
class GateMetrics:
    questions: int
    passed: Rate  # over all questions
    held: Rate
    partial: int
    contains: int
    does_not_contain: int
    not_checked: int  # in neither rate below, never folded into "does not contain"
    false_pass: Rate  # passed among "does not contain"
    excess_hold: Rate  # held among "contains"
    excess_hold_judged: Rate  # reviewers' "excess" among holds they judged
    passed_without_required_evidence: Rate  # among passes where the requirement is known
    requirement_unknown: int  # passes on "contains" with no needed passages labelled
    hold_reasons: dict[str, int]


@dataclass(frozen=True)
class ResponseMetrics:
    questions: int
    answers: int
    correct: int
    confirmed_wrong: int
    unverified: int  # "unverifiable" and answers not graded yet
    undeterminable: int
    answer_coverage: Rate  # substantive answers / all questions
    correct_over_questions: Rate  # holds are never correct
    confirmed_wrong_over_judged: Rate  # judged = correct + confirmed wrong
    confirmed_wrong_over_answers: Rate
    confirmed_wrong_over_questions: Rate
    unverified_over_answers: Rate
    undeterminable_over_answers: Rate


@dataclass(frozen=True)
class Metrics:
    gate: GateMetrics
    responses: ResponseMetrics
    by_category: dict[str, Metrics] = field(default_factory=dict)


def _requirement(item: Item) -> bool | None:
    """For a pass: True if it cited every needed document, False if not, None if unknown."""
    if item.evidence == DOES_NOT_CONTAIN:
        return False
    if item.evidence == CONTAINS and item.needed_doc_ids:
        return set(item.needed_doc_ids) <= set(item.cited_doc_ids)
    return None


def gate_metrics(items: Sequence[Item]) -> GateMetrics:
    n = len(items)
    passed = [i for i in items if i.passed]
    held = [i for i in items if not i.passed]
    contains = [i for i in items if i.evidence == CONTAINS]
    lacking = [i for i in items if i.evidence == DOES_NOT_CONTAIN]
    judged_holds = [i for i in held if i.hold_appropriate in (APPROPRIATE, EXCESS)]
    requirement = [_requirement(i) for i in passed]
    known = [r for r in requirement if r is not None]
    return GateMetrics(
        questions=n,
        passed=Rate(len(passed), n),
        held=Rate(len(held), n),
        partial=sum(1 for i in items if i.outcome == PARTIAL),
        contains=len(contains),
        does_not_contain=len(lacking),
        not_checked=n - len(contains) - len(lacking),
        false_pass=Rate(sum(1 for i in lacking if i.passed), len(lacking)),
        excess_hold=Rate(sum(1 for i in contains if not i.passed), len(contains)),
        excess_hold_judged=Rate(
            sum(1 for i in judged_holds if i.hold_appropriate == EXCESS), len(judged_holds)
        ),
        passed_without_required_evidence=Rate(sum(1 for r in known if not r), len(known)),
        requirement_unknown=len(requirement) - len(known),
        hold_reasons=dict(sorted(Counter(i.category for i in held).items())),
    )


def response_metrics(items: Sequence[Item]) -> ResponseMetrics:
    n = len(items)
    answers = [i for i in items if i.answered]
    verdicts = Counter(i.verdict for i in answers)
    correct, wrong = verdicts[CORRECT], verdicts[CONFIRMED_WRONG]
    undeterminable = verdicts[UNDETERMINABLE]
    unverified = len(answers) - correct - wrong - undeterminable
    return ResponseMetrics(
        questions=n,
        answers=len(answers),
        correct=correct,
        confirmed_wrong=wrong,
        unverified=unverified,
        undeterminable=undeterminable,
        answer_coverage=Rate(len(answers), n),
        correct_over_questions=Rate(correct, n),
        confirmed_wrong_over_judged=Rate(wrong, correct + wrong),
        confirmed_wrong_over_answers=Rate(wrong, len(answers)),
        confirmed_wrong_over_questions=Rate(wrong, n),
        unverified_over_answers=Rate(unverified, len(answers)),
        undeterminable_over_answers=Rate(undeterminable, len(answers)),
    )


def metrics(items: Sequence[Item], *, by_category: bool = True) -> Metrics:
    categories: dict[str, Metrics] = {}
    if by_category:
        for name in sorted({i.category for i in items}):
            subset = [i for i in items if i.category == name]
            categories[name] = metrics(subset, by_category=False)
    return Metrics(gate=gate_metrics(items), responses=response_metrics(items), by_category=categories)


# --- sweep ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Labelled:
    """A stored decision record (the log's candidate dicts etc.) with its effective label."""

    key: str
    record: Mapping[str, Any]
    judgement: Judgement


@dataclass(frozen=True)
class SweepPoint:
    threshold: float
    metrics: Metrics
    unreplayable: tuple[str, ...]  # keys the log cannot replay at this threshold

    @property
    def complete(self) -> bool:
        return not self.unreplayable

    @property
    def label(self) -> str:
        return threshold_text(self.threshold)


def sweep(labelled: Sequence[Labelled], thresholds: Iterable[float]) -> list[SweepPoint]:
    """Replay every labelled decision at each threshold; retrieval is never re-run.

    A logged decision held below its own threshold never ran the non-score checks, so at a
    threshold its value passes the log cannot say what the gate would have done: it is left
    out of that point and listed in ``unreplayable`` (the point is then incomplete).
    """
    points = []
    for t in sorted(set(thresholds)):
        items, missing = [], []
        for row in labelled:
            item = item_replayed(row.key, row.record, row.judgement, t)
            if item is None:
                missing.append(row.key)
            else:
                items.append(item)
        points.append(SweepPoint(threshold=t, metrics=metrics(items), unreplayable=tuple(missing)))
    return points


def default_thresholds(records: Iterable[Mapping[str, Any]], steps: int = 20) -> list[float]:
    """The stored thresholds plus an even grid over the stored decision values."""
    records = list(records)
    values = [float(r["decision_value"]) for r in records if r.get("decision_value") is not None]
    stored = {float(r["threshold"]) for r in records if r.get("threshold") is not None}
    if not values:
        return sorted(stored)
    lo, hi = min(values + list(stored)), max(values + list(stored))
    if hi == lo:
        return sorted(stored | {lo})
    grid = {round(lo + (hi - lo) * i / steps, 6) for i in range(steps + 1)}
    # A grid point that is only a stored threshold rounded would show it twice (0.053278 beside 0.0532784).
    grid = {g for g in grid if all(abs(g - s) > 1e-6 for s in stored)}
    return sorted(grid | stored)


# --- agreement -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Kappa:
    n: int
    observed: float | None
    expected: float | None
    kappa: float | None  # None when undefined (no items, or chance agreement is 1)
    confusion: dict[str, dict[str, int]]


def cohen_kappa(pairs: Sequence[tuple[str, str]], categories: Sequence[str] = EVIDENCE) -> Kappa:
    """Cohen's κ for two raters' labels on the same items."""
    cats = list(dict.fromkeys([*categories, *(a for a, _ in pairs), *(b for _, b in pairs)]))
    confusion = {a: {b: 0 for b in cats} for a in cats}
    for a, b in pairs:
        confusion[a][b] += 1
    n = len(pairs)
    if n == 0:
        return Kappa(0, None, None, None, confusion)
    observed = sum(confusion[c][c] for c in cats) / n
    expected = sum((sum(confusion[c].values()) / n) * (sum(confusion[a][c] for a in cats) / n) for c in cats)
    kappa = None if expected == 1 else (observed - expected) / (1 - expected)
    return Kappa(n, observed, expected, kappa, confusion)


# --- report --------------------------------------------------------------------------------

# (label, getter) rows of the comparison table; every rate row shows k/n = p% (95%CI …).
_ROWS: tuple[tuple[str, str], ...] = (
    ("通過 (全質問中)", "gate.passed"),
    ("保留 (全質問中)", "gate.held"),
    ("誤通過 (根拠を含まない質問中の通過)", "gate.false_pass"),
    ("過剰保留 (根拠を含む質問中の保留)", "gate.excess_hold"),
    ("必要な根拠なしの通過 (要件の分かる通過中)", "gate.passed_without_required_evidence"),
    ("回答カバー率 (実質的な回答 / 全質問)", "responses.answer_coverage"),
    ("正答 (全質問中・保留は正答に数えない)", "responses.correct_over_questions"),
    ("確認済み誤答 / 判定済み回答", "responses.confirmed_wrong_over_judged"),
    ("確認済み誤答 / 全回答", "responses.confirmed_wrong_over_answers"),
    ("確認済み誤答 / 全質問", "responses.confirmed_wrong_over_questions"),
    ("未検証 / 全回答", "responses.unverified_over_answers"),
    ("判定不能 / 全回答", "responses.undeterminable_over_answers"),
)


def _get(m: Metrics, path: str) -> Any:
    value: Any = m
    for part in path.split("."):
        value = getattr(value, part)
    return value


def metric_rows(blocks: Sequence[Metrics]) -> list[tuple[str, str, list[Rate]]]:
    """(label, metric key, one Rate per block) for tables in text, HTML and CSV."""
    return [(label, key, [_get(b, key) for b in blocks]) for label, key in _ROWS]


def report_rows(points: Sequence[SweepPoint]) -> list[tuple[str, str, list[Rate]]]:
    return metric_rows([p.metrics for p in points])


def report_caveats(points: Sequence[SweepPoint]) -> list[str]:
    """What a reader must not conclude from the table, in words."""
    lines = []
    for p in points:
        g, r = p.metrics.gate, p.metrics.responses
        if r.questions and r.answers < r.questions:
            lines.append(
                f"閾値 {threshold_text(p.threshold)}: {r.questions - r.answers}/{r.questions} 件は保留で回答していない。"
                "保留は正答にも誤答にも数えない (確認済み誤答の少なさは正答の多さではない)。"
                f"正答は {r.correct}/{r.questions} 件、判定済み回答 {r.correct + r.confirmed_wrong} 件中の"
                f"確認済み誤答は {r.confirmed_wrong_over_judged.percent}。"
            )
        if g.not_checked:
            lines.append(
                f"閾値 {threshold_text(p.threshold)}: 根拠の有無が未確認の {g.not_checked} 件は誤通過・過剰保留のどちらの分母にも含めていない。"
            )
        if p.unreplayable:
            lines.append(
                f"閾値 {threshold_text(p.threshold)}: {len(p.unreplayable)} 件は記録から再生できない"
                " (自身の閾値未満で保留され、検査が実行されていない) ため除外した。"
            )
    return lines


def report_text(points: Sequence[SweepPoint]) -> str:
    """The side-by-side comparison as plain text."""
    head = ["指標", *(f"閾値 {threshold_text(p.threshold)}" for p in points)]
    lines = [" | ".join(head), " | ".join("---" for _ in head)]
    lines.append(" | ".join(["質問数", *(str(p.metrics.gate.questions) for p in points)]))
    lines.append(
        " | ".join(
            ["根拠あり / なし / 未確認"]
            + [
                f"{p.metrics.gate.contains} / {p.metrics.gate.does_not_contain} / {p.metrics.gate.not_checked}"
                for p in points
            ]
        )
    )
    lines.append(
        " | ".join(
            ["回答: 正答 / 確認済み誤答 / 未検証 / 判定不能"]
            + [
                f"{p.metrics.responses.correct} / {p.metrics.responses.confirmed_wrong} / "
                f"{p.metrics.responses.unverified} / {p.metrics.responses.undeterminable}"
                for p in points
            ]
        )
    )
    for label, _key, rates in report_rows(points):
        lines.append(" | ".join([label, *(r.text() for r in rates)]))
    caveats = report_caveats(points)
    if caveats:
        lines.append("")
        lines.extend(f"注: {c}" for c in caveats)
    return "\n".join(lines)


def metrics_as_dict(m: Metrics) -> dict[str, Any]:
    def block(obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in obj.__dataclass_fields__:
            value = getattr(obj, name)
            out[name] = value.as_dict() if isinstance(value, Rate) else value
        return out

    data: dict[str, Any] = {"gate": block(m.gate), "responses": block(m.responses)}
    if m.by_category:
        data["by_category"] = {name: metrics_as_dict(sub) for name, sub in m.by_category.items()}
    return data


def sweep_as_dict(points: Sequence[SweepPoint]) -> list[dict[str, Any]]:
    return [
        {
            "threshold": p.threshold,
            "complete": p.complete,
            "unreplayable": list(p.unreplayable),
            **metrics_as_dict(p.metrics),
        }
        for p in points
    ]


def sweep_csv_rows(points: Sequence[SweepPoint]) -> list[list[Any]]:
    """Header + one row per threshold × category × metric (category "" = all)."""
    rows: list[list[Any]] = [
        ["threshold", "category", "metric", "numerator", "denominator", "rate", "wilson_low", "wilson_high"]
    ]
    for p in points:
        scopes = [("", p.metrics), *p.metrics.by_category.items()]
        for category, m in scopes:
            for _label, key in _ROWS:
                r: Rate = _get(m, key)
                rows.append([p.threshold, category, key, r.numerator, r.denominator, r.rate, r.low, r.high])
    return rows
