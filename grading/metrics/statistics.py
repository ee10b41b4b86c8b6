"""The numbers of SPEC §7 over plain data: label vocabulary, Wilson intervals and ``Rate``,
gate and response metrics over labelled items, and Cohen's κ between two reviewers.

No Django. Every rate is a ``Rate`` (numerator, denominator, Wilson 95% interval); rates are
only ever taken over the denominator that defines them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import lru_cache
from typing import Any

from scipy.stats import binomtest
from sklearn.metrics import cohen_kappa_score

Z95 = 1.959963984540054  # scipy.stats.norm.ppf(0.975): the z of the 95% intervals

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


@lru_cache(maxsize=4096)  # a sweep asks for the same few k/n many times; binomtest is not free
def wilson(k: int, n: int, confidence: float = 0.95) -> tuple[float, float] | None:
    """Wilson score interval for k of n, 95% by default (None when n is 0)."""
    if n < 0 or k < 0 or k > n:
        raise ValueError(f"need 0 <= k <= n, got {k}/{n}")
    if n == 0:
        return None
    ci = binomtest(int(k), int(n)).proportion_ci(confidence_level=confidence, method="wilson")
    return max(0.0, float(ci.low)), min(1.0, float(ci.high))


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


# --- agreement -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Kappa:
    n: int
    observed: float | None
    expected: float | None
    kappa: float | None  # None when undefined (no items, or chance agreement is 1)
    confusion: dict[str, dict[str, int]]


def cohen_kappa(pairs: Sequence[tuple[str, str]], categories: Sequence[str] = EVIDENCE) -> Kappa:
    """Cohen's κ for two raters' labels on the same items (``sklearn.metrics.cohen_kappa_score``)."""
    cats = list(dict.fromkeys([*categories, *(a for a, _ in pairs), *(b for _, b in pairs)]))
    confusion = {a: {b: 0 for b in cats} for a in cats}
    for a, b in pairs:
        confusion[a][b] += 1
    n = len(pairs)
    if n == 0:
        return Kappa(0, None, None, None, confusion)
    observed = sum(confusion[c][c] for c in cats) / n
    expected = sum((sum(confusion[c].values()) / n) * (sum(confusion[a][c] for a in cats) / n) for c in cats)
    # Undefined where chance agreement is 1 (both reviewers gave one category throughout):
    # scikit-learn would warn and return nan there.
    kappa = (
        None
        if expected == 1
        else float(cohen_kappa_score([a for a, _ in pairs], [b for _, b in pairs], labels=cats))
    )
    return Kappa(n, observed, expected, kappa, confusion)
