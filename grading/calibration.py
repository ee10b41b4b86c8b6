"""Calibrators from a decision score to P(evidence present), checked on held-out data (SPEC §7).

No Django. Fit on a TUNING split's labelled decisions (Platt scaling by scikit-learn's
logistic regression, or its isotonic regression as a step function), then check on the
HELD-OUT split: reliability bins and expected calibration error (ECE). A probability may be
shown to users only when such a check exists; ``calibration_check`` says why otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Protocol

import numpy as np
from django.utils.translation import gettext_noop
from sklearn.isotonic import IsotonicRegression
from sklearn.linear_model import LogisticRegression

from grading.metrics.statistics import CONTAINS, DOES_NOT_CONTAIN, wilson
from grading.metrics.sweeps import Labelled

# Fewer labels than this in either split (or only one class in the tuning split): no probability.
MIN_LABELS = 20
# Why no probability may be shown, stored in Japanese with a proposal
# (``grading.adoption.recorded_text`` reads them in the page's language).
TOO_FEW = gettext_noop(
    "ラベル付きの判定が足りません (調整用 %(tuning)s 件・検証用 %(held_out)s 件、"
    "各 %(needed)s 件以上必要)。確率は表示しません。"
)
ONE_CLASS = gettext_noop("調整用データに根拠あり・なしの両方がありません。確率は表示しません。")
DEFAULT_BINS = 10


class Calibrator(Protocol):
    method: str

    def predict(self, scores: Sequence[float]) -> np.ndarray: ...


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * z))  # overflow-free logistic


@dataclass(frozen=True)
class Platt:
    """P(evidence | s) = 1 / (1 + exp(-(a·s + b)))."""

    a: float
    b: float
    method: str = "platt"

    def predict(self, scores: Sequence[float]) -> np.ndarray:
        return _sigmoid(self.a * np.asarray(scores, dtype=float) + self.b)


@dataclass(frozen=True)
class Isotonic:
    """A non-decreasing step function: ``values[i]`` for scores from ``edges[i]`` up."""

    edges: tuple[float, ...]
    values: tuple[float, ...]
    method: str = "isotonic"

    def predict(self, scores: Sequence[float]) -> np.ndarray:
        s = np.asarray(scores, dtype=float)
        idx = np.searchsorted(np.asarray(self.edges), s, side="right") - 1
        return np.asarray(self.values)[np.clip(idx, 0, len(self.values) - 1)]


def _check(scores: Sequence[float], labels: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
    x = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=float)
    if x.shape != y.shape or x.ndim != 1 or not len(x):
        raise ValueError("need equally long, non-empty score and label lists")
    if not np.all(np.isfinite(x)) or not set(np.unique(y)) <= {0.0, 1.0}:
        raise ValueError("scores must be finite and labels 0 or 1")
    return x, y


def fit_platt(scores: Sequence[float], labels: Sequence[int], *, ridge: float = 1e-6) -> Platt:
    """Logistic regression of the label on the score (scikit-learn, Newton–Cholesky).

    A tiny ridge on the slope (``ridge`` × n, as scikit-learn's C = 1 / (ridge · n); the
    intercept is not penalised) keeps separable data (every positive above every negative)
    from driving the slope to infinity; it does not move well-posed fits measurably.
    """
    x, y = _check(scores, labels)
    if len(np.unique(y)) < 2:
        raise ValueError("need both labels to fit a logistic regression")
    model = LogisticRegression(C=1.0 / (ridge * len(x)), solver="newton-cholesky", tol=1e-10, max_iter=100)
    model.fit(x[:, None], y.astype(int))
    return Platt(a=float(model.coef_[0, 0]), b=float(model.intercept_[0]))


def fit_isotonic(scores: Sequence[float], labels: Sequence[int]) -> Isotonic:
    """scikit-learn's isotonic regression (increasing, ties pooled), kept as a step function.

    scikit-learn would interpolate linearly between fitted scores; the stored calibrator is
    the step function of the fit (one edge where the fitted value changes), so it stores as
    ``edges`` / ``values`` and predicts between scores as it always has.
    """
    x, y = _check(scores, labels)
    model = IsotonicRegression(increasing=True, out_of_bounds="clip").fit(x, y)
    points = np.unique(x)
    fitted = model.predict(points)
    starts = np.r_[True, fitted[1:] != fitted[:-1]]
    return Isotonic(edges=tuple(points[starts].tolist()), values=tuple(fitted[starts].tolist()))


def fit(method: str, scores: Sequence[float], labels: Sequence[int]) -> Calibrator:
    if method == "platt":
        return fit_platt(scores, labels)
    if method == "isotonic":
        return fit_isotonic(scores, labels)
    raise ValueError(f"unknown calibration method: {method}")


# --- reliability ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Bin:
    low: float
    high: float
    count: int
    positives: int
    mean_predicted: float | None
    observed_rate: float | None
    wilson_low: float | None
    wilson_high: float | None


@dataclass(frozen=True)
class Reliability:
    n: int
    bins: tuple[Bin, ...]
    ece: float  # Σ count/n · |observed − mean predicted| over non-empty bins

    def as_dict(self) -> dict[str, Any]:
        return {"n": self.n, "ece": self.ece, "bins": [asdict(b) for b in self.bins]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Reliability:
        return cls(n=data["n"], ece=data["ece"], bins=tuple(Bin(**b) for b in data["bins"]))


def reliability(
    probabilities: Sequence[float], labels: Sequence[int], *, bins: int = DEFAULT_BINS
) -> Reliability:
    """Equal-width bins over [0, 1] (the last one closed); empty bins are kept with count 0."""
    p, y = _check(probabilities, labels)
    if np.any((p < 0) | (p > 1)):
        raise ValueError("probabilities must lie in [0, 1]")
    idx = np.minimum((p * bins).astype(int), bins - 1)
    out, ece = [], 0.0
    for i in range(bins):
        mask = idx == i
        count = int(mask.sum())
        positives = int(y[mask].sum())
        interval = wilson(positives, count) if count else None
        mean_p = float(p[mask].mean()) if count else None
        observed = positives / count if count else None
        if count:
            ece += count / len(p) * abs(observed - mean_p)  # type: ignore[operator]
        out.append(
            Bin(
                low=i / bins,
                high=(i + 1) / bins,
                count=count,
                positives=positives,
                mean_predicted=mean_p,
                observed_rate=observed,
                wilson_low=interval[0] if interval else None,
                wilson_high=interval[1] if interval else None,
            )
        )
    return Reliability(n=len(p), bins=tuple(out), ece=float(ece))


# --- from labelled decisions ----------------------------------------------------------------


def labelled_pairs(rows: Iterable[Labelled]) -> list[tuple[float, int]]:
    """(decision value, 1 if the evidence is there else 0) for rows with both known.

    "Not yet checked" is left out (never folded into "does not contain"), and so is a
    missing decision value: such a decision is held as ``score_missing``, never scored.
    """
    out = []
    for row in rows:
        value = row.record.get("decision_value")
        if value is None or not math.isfinite(float(value)):
            continue
        if row.judgement.evidence == CONTAINS:
            out.append((float(value), 1))
        elif row.judgement.evidence == DOES_NOT_CONTAIN:
            out.append((float(value), 0))
    return out


@dataclass(frozen=True)
class CalibrationCheck:
    method: str
    parameters: dict[str, Any]
    tuning_n: int
    held_out: Reliability

    def as_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "parameters": self.parameters,
            "tuning_n": self.tuning_n,
            "held_out": self.held_out.as_dict(),
        }


def calibration_check(
    tuning: Sequence[tuple[float, int]],
    held_out: Sequence[tuple[float, int]],
    *,
    method: str = "platt",
    min_labels: int = MIN_LABELS,
    bins: int = DEFAULT_BINS,
) -> CalibrationCheck | str:
    """Fit on tuning, check on held-out; a string says why no probability may be shown (stored
    in Japanese; ``grading.adoption.recorded_text`` reads it in the page's language)."""
    if len(tuning) < min_labels or len(held_out) < min_labels:
        return TOO_FEW % {"tuning": len(tuning), "held_out": len(held_out), "needed": min_labels}
    if len({y for _, y in tuning}) < 2:
        return ONE_CLASS
    calibrator = fit(method, [s for s, _ in tuning], [y for _, y in tuning])
    probabilities = calibrator.predict([s for s, _ in held_out])
    parameters = (
        {"a": calibrator.a, "b": calibrator.b}
        if isinstance(calibrator, Platt)
        else {"edges": list(calibrator.edges), "values": list(calibrator.values)}  # type: ignore[attr-defined]
    )
    return CalibrationCheck(
        method=method,
        parameters=parameters,
        tuning_n=len(tuning),
        held_out=reliability(probabilities.tolist(), [y for _, y in held_out], bins=bins),
    )
