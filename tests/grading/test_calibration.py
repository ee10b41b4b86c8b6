"""Calibration: Platt / isotonic fits on tuning data, reliability and ECE on held-out data."""

import numpy as np
import pytest

from grading import calibration as cal
from grading.metrics.statistics import CONTAINS, DOES_NOT_CONTAIN, NOT_CHECKED, Judgement
from grading.metrics.sweeps import Labelled


def synthetic(n: int, a: float, b: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Scores uniform on [0, 1] whose labels follow P(y=1|s) = sigmoid(a·s + b) exactly."""
    rng = np.random.default_rng(seed)
    s = rng.uniform(0, 1, n)
    y = (rng.uniform(0, 1, n) < 1 / (1 + np.exp(-(a * s + b)))).astype(int)
    return s, y


def test_platt_recovers_known_parameters():
    s, y = synthetic(20000, a=6.0, b=-3.0, seed=1)
    fitted = cal.fit_platt(s, y)
    assert fitted.a == pytest.approx(6.0, abs=0.3) and fitted.b == pytest.approx(-3.0, abs=0.2)


def test_platt_stays_finite_on_separable_data():
    fitted = cal.fit_platt([0.1, 0.2, 0.8, 0.9], [0, 0, 1, 1])
    assert np.isfinite(fitted.a) and fitted.a > 0
    p = fitted.predict([0.1, 0.9])
    assert p[0] < 0.5 < p[1]


def test_a_calibrated_score_has_small_ece_and_a_miscalibrated_one_large():
    s, y = synthetic(5000, a=6.0, b=-3.0, seed=2)
    truth = 1 / (1 + np.exp(-(6.0 * s - 3.0)))
    good = cal.reliability(truth, y)
    assert good.ece < 0.03
    overconfident = np.where(truth > 0.5, 0.99, 0.01)
    bad = cal.reliability(overconfident, y)
    assert bad.ece > 0.15
    assert sum(b.count for b in good.bins) == 5000 and len(good.bins) == 10
    filled = [b for b in good.bins if b.count]
    assert all(b.wilson_low <= b.observed_rate <= b.wilson_high for b in filled)


def test_reliability_bins_hold_counts_means_and_rates():
    r = cal.reliability([0.05, 0.05, 0.95, 0.95, 1.0], [0, 1, 1, 1, 0], bins=2)
    low, high = r.bins
    assert (low.count, low.positives, low.mean_predicted, low.observed_rate) == (2, 1, 0.05, 0.5)
    assert (high.count, high.positives, high.observed_rate) == (3, 2, pytest.approx(2 / 3))
    assert r.ece == pytest.approx(2 / 5 * 0.45 + 3 / 5 * abs(2 / 3 - (0.95 + 0.95 + 1.0) / 3))
    assert cal.Reliability.from_dict(r.as_dict()) == r


def test_isotonic_is_monotone_and_fits_a_step():
    s = [0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8, 0.9]
    y = [0, 0, 1, 0, 1, 1, 1, 1]
    iso = cal.fit_isotonic(s, y)
    p = iso.predict(s)
    assert all(np.diff(p) >= 0)
    assert list(p) == pytest.approx([0, 0, 0.5, 0.5, 1, 1, 1, 1])
    assert iso.predict([0.0, 1.5]).tolist() == [0.0, 1.0]  # clipped beyond the data


def test_calibration_check_fits_on_tuning_and_checks_on_held_out():
    s, y = synthetic(4000, a=8.0, b=-4.0, seed=3)
    tuning = list(zip(s[:2000].tolist(), y[:2000].tolist(), strict=True))
    held_out = list(zip(s[2000:].tolist(), y[2000:].tolist(), strict=True))
    for method in ("platt", "isotonic"):
        check = cal.calibration_check(tuning, held_out, method=method)
        assert isinstance(check, cal.CalibrationCheck)
        assert check.held_out.n == 2000 and check.tuning_n == 2000 and check.held_out.ece < 0.05


def test_no_probability_without_enough_labels_or_both_classes():
    few = [(0.5, 1)] * 5
    assert "確率は表示しません" in cal.calibration_check(few, few)
    one_class = [(0.5, 1)] * 30
    assert "両方" in cal.calibration_check(one_class, one_class)


def test_labelled_pairs_leave_out_unchecked_and_missing_scores():
    def row(value, evidence):
        return Labelled(key="k", record={"decision_value": value}, judgement=Judgement(evidence=evidence))

    rows = [row(0.9, CONTAINS), row(0.1, DOES_NOT_CONTAIN), row(0.5, NOT_CHECKED), row(None, CONTAINS)]
    assert cal.labelled_pairs(rows) == [(0.9, 1), (0.1, 0)]


def test_reliability_diagram_is_a_png():
    from grading.plots import reliability_png

    r = cal.reliability([0.1, 0.2, 0.8, 0.9], [0, 1, 1, 1])
    assert reliability_png(r).startswith(b"\x89PNG")


def test_isotonic_pools_tied_scores_before_fitting():
    # The tie at 0.5 (one with evidence, one without) is one point at 1/2, below the 1 at 0.4,
    # so all three pool to 2/3; splitting the tie would predict 1 at 0.5.
    iso = cal.fit_isotonic([0.4, 0.5, 0.5], [1, 0, 1])
    assert iso.predict([0.4, 0.5, 0.45]).tolist() == pytest.approx([2 / 3] * 3)


def test_isotonic_check_stores_the_step_function_as_edges_and_values():
    tuning = [(s / 40, int(s >= 20)) for s in range(40)] + [(0.45, 1), (0.55, 0)]
    check = cal.calibration_check(tuning, tuning, method="isotonic")
    assert set(check.parameters) == {"edges", "values"}
    stored = cal.Isotonic(edges=tuple(check.parameters["edges"]), values=tuple(check.parameters["values"]))
    scores = [s for s, _ in tuning]
    assert (
        stored.predict(scores).tolist()
        == cal.fit_isotonic(scores, [y for _, y in tuning]).predict(scores).tolist()
    )
    assert list(check.parameters["values"]) == sorted(check.parameters["values"])
