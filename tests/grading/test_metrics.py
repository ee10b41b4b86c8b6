"""Gate and response metrics, Wilson intervals, κ and threshold replay (pure Python, no DB)."""

import copy
import re

import pytest

from grading.metrics import report, statistics, sweeps
from tests.grading import worked_example


@pytest.fixture(scope="module")
def points():
    return sweeps.sweep(worked_example.labelled(), [0.40, 0.70])


def rate(r: statistics.Rate) -> tuple[int, int]:
    return r.numerator, r.denominator


def test_worked_example_gate_figures_at_both_thresholds(points):
    low, high = (p.metrics.gate for p in points)
    assert low.questions == high.questions == 100
    assert (low.contains, low.does_not_contain, low.not_checked) == (70, 30, 0)
    assert rate(low.passed) == (80, 100) and rate(high.passed) == (50, 100)
    assert rate(low.false_pass) == (20, 30) and rate(high.false_pass) == (5, 30)
    assert rate(low.excess_hold) == (10, 70) and rate(high.excess_hold) == (25, 70)
    assert (low.excess_hold.percent, high.excess_hold.percent) == ("14.3%", "35.7%")
    assert (low.passed.percent, high.passed.percent) == ("80.0%", "50.0%")
    # Passing answerable questions cited what was needed; every false pass lacked it.
    assert rate(low.passed_without_required_evidence) == (20, 80)
    assert rate(high.passed_without_required_evidence) == (5, 50)


def test_worked_example_response_figures_side_by_side(points):
    low, high = (p.metrics.responses for p in points)
    assert (low.correct, low.confirmed_wrong, low.unverified) == (54, 21, 5)
    assert (high.correct, high.confirmed_wrong, high.unverified) == (42, 6, 2)
    assert rate(low.answer_coverage) == (80, 100) and rate(high.answer_coverage) == (50, 100)
    assert (
        rate(low.confirmed_wrong_over_judged) == (21, 75)
        and low.confirmed_wrong_over_judged.percent == "28.0%"
    )
    assert (
        rate(high.confirmed_wrong_over_judged) == (6, 48)
        and high.confirmed_wrong_over_judged.percent == "12.5%"
    )
    assert (
        rate(low.confirmed_wrong_over_answers) == (21, 80)
        and low.confirmed_wrong_over_answers.percent == "26.3%"
    )
    assert (
        rate(high.confirmed_wrong_over_answers) == (6, 50)
        and high.confirmed_wrong_over_answers.percent == "12.0%"
    )
    assert rate(low.confirmed_wrong_over_questions) == (21, 100) and rate(
        high.confirmed_wrong_over_questions
    ) == (6, 100)
    assert (low.confirmed_wrong_over_questions.percent, high.confirmed_wrong_over_questions.percent) == (
        "21.0%",
        "6.0%",
    )
    # Holds are never correct: correct over all questions is 42/100 at 0.70, not 94 of anything.
    assert rate(high.correct_over_questions) == (42, 100)


def test_worked_example_report_shows_the_figures_and_no_accuracy_claim(points):
    text = report.report_text(points)
    for figure in (
        "閾値 0.40",
        "閾値 0.70",
        "80/100 = 80.0%",
        "50/100 = 50.0%",
        "20/30",
        "5/30",
        "10/70 = 14.3%",
        "25/70 = 35.7%",
        "54 / 21 / 5 / 0",
        "42 / 6 / 2 / 0",
        "21/75 = 28.0%",
        "6/48 = 12.5%",
        "21/80 = 26.3%",
        "6/50 = 12.0%",
        "21/100 = 21.0%",
        "6/100 = 6.0%",
        "50/100 件は保留で回答していない",
    ):
        assert figure in text, figure
    assert not re.search(r"94(\.\d+)?\s*%", text)
    assert "accura" not in text.lower() and "正答率" not in text and "正確" not in text


def test_every_rate_carries_numerator_denominator_and_wilson_bounds(points):
    data = report.sweep_as_dict(points)[1]
    fp = data["gate"]["false_pass"]
    assert (fp["numerator"], fp["denominator"]) == (5, 30)
    assert fp["rate"] == pytest.approx(5 / 30)
    assert fp["wilson_low"] == pytest.approx(0.073367, abs=1e-5) and fp["wilson_high"] == pytest.approx(
        0.335643, abs=1e-5
    )
    rows = report.sweep_csv_rows(points)
    assert rows[0] == [
        "threshold",
        "category",
        "metric",
        "numerator",
        "denominator",
        "rate",
        "wilson_low",
        "wilson_high",
    ]
    assert [0.7, "", "gate.excess_hold", 25, 70] == rows[
        [r[:3] for r in rows].index([0.7, "", "gate.excess_hold"])
    ][:5]


def test_wilson_interval_known_values():
    assert statistics.wilson(0, 0) is None
    low, high = statistics.wilson(5, 10)
    assert low == pytest.approx(0.236593, abs=1e-6) and high == pytest.approx(0.763407, abs=1e-6)
    z2 = statistics.Z95**2  # closed forms at the edges: 0/n → [0, z²/(n+z²)], n/n → [n/(n+z²), 1]
    low, high = statistics.wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(z2 / (10 + z2)) and high == pytest.approx(0.277533, abs=1e-6)
    low, high = statistics.wilson(10, 10)
    assert low == pytest.approx(10 / (10 + z2)) and high == pytest.approx(1.0)
    with pytest.raises(ValueError):
        statistics.wilson(3, 2)


def test_percent_rounds_half_up_from_the_exact_fraction():
    assert statistics.percent(21, 80) == "26.3%"  # 26.25 exactly; float formatting would give 26.2
    assert statistics.percent(1, 8) == "12.5%"
    assert statistics.percent(0, 0) == "—"


def test_not_checked_is_never_folded_into_does_not_contain():
    items = [
        statistics.Item("a", "pass", evidence=statistics.NOT_CHECKED),
        statistics.Item("b", "pass", evidence=statistics.NOT_CHECKED),
        statistics.Item("c", "pass", evidence=statistics.DOES_NOT_CONTAIN),
        statistics.Item("d", "hold", evidence=statistics.DOES_NOT_CONTAIN),
        statistics.Item("e", "hold", evidence=statistics.CONTAINS),
    ]
    g = statistics.gate_metrics(items)
    assert rate(g.false_pass) == (1, 2)  # not (3, 4)
    assert rate(g.excess_hold) == (1, 1)
    assert g.not_checked == 2


def test_holds_never_count_as_correct_and_partial_is_held_for_the_gate():
    record = {"outcome": "hold", "hold_reasons": ["below_threshold"], "response": {}, "candidates": []}
    item = sweeps.item_from_record(
        "x", record, statistics.Judgement(evidence=statistics.CONTAINS, verdict=statistics.CORRECT)
    )
    assert item.verdict is None
    r = statistics.response_metrics(
        [item, statistics.Item("y", "partial", evidence=statistics.CONTAINS, verdict=statistics.CORRECT)]
    )
    assert (r.correct, r.answers, r.questions) == (1, 1, 2)
    g = statistics.gate_metrics([statistics.Item("y", "partial", evidence=statistics.CONTAINS)])
    assert rate(g.excess_hold) == (1, 1) and g.partial == 1


def test_breakdown_by_category_uses_first_hold_reason_or_outcome():
    rows = [
        sweeps.Labelled(
            "1",
            {
                "outcome": "hold",
                "hold_reasons": ["target_not_covered", "period_not_covered"],
                "decision_value": 0.9,
                "threshold": 0.5,
                "candidates": [{"kept": True}],
                "response": {},
            },
            statistics.Judgement(evidence=statistics.CONTAINS),
        ),
        sweeps.Labelled(
            "2",
            {
                "outcome": "pass",
                "hold_reasons": [],
                "decision_value": 0.9,
                "threshold": 0.5,
                "candidates": [{"kept": True, "doc_id": "A"}],
                "response": {"citations": [{"doc_id": "A"}]},
            },
            statistics.Judgement(evidence=statistics.DOES_NOT_CONTAIN, verdict=statistics.CONFIRMED_WRONG),
        ),
    ]
    result = statistics.metrics([sweeps.item_from_record(r.key, r.record, r.judgement) for r in rows])
    assert set(result.by_category) == {"target_not_covered", "pass"}
    assert rate(result.by_category["target_not_covered"].gate.excess_hold) == (1, 1)
    assert rate(result.by_category["pass"].gate.false_pass) == (1, 1)


def test_cohen_kappa_textbook_example():
    pairs = [("contains", "contains")] * 20 + [("contains", "does_not_contain")] * 5
    pairs += [("does_not_contain", "contains")] * 10 + [("does_not_contain", "does_not_contain")] * 15
    k = statistics.cohen_kappa(pairs)
    assert k.n == 50 and k.observed == pytest.approx(0.7) and k.expected == pytest.approx(0.5)
    assert k.kappa == pytest.approx(0.4)
    assert k.confusion["contains"]["does_not_contain"] == 5


def test_cohen_kappa_edge_cases():
    assert statistics.cohen_kappa([]).kappa is None
    assert (
        statistics.cohen_kappa([("contains", "contains")] * 3).kappa is None
    )  # chance agreement 1: undefined
    perfect = statistics.cohen_kappa([("contains", "contains"), ("not_checked", "not_checked")])
    assert perfect.kappa == pytest.approx(1.0)


def test_sweep_replays_stored_candidates_and_only_the_gate_varies():
    rows = worked_example.labelled()
    before = copy.deepcopy([r.record for r in rows])
    items_low = {i.key: i for i in [sweeps.item_replayed(r.key, r.record, r.judgement, 0.40) for r in rows]}
    items_high = {i.key: i for i in [sweeps.item_replayed(r.key, r.record, r.judgement, 0.70) for r in rows]}
    assert [r.record for r in rows] == before  # candidates, values and responses untouched
    changed = [k for k in items_low if items_low[k].outcome != items_high[k].outcome]
    values = {r.key: r.record["decision_value"] for r in rows}
    # Exactly the decisions whose stored value lies between the two thresholds change.
    assert changed and all(0.40 <= values[k] < 0.70 for k in changed)
    assert all(items_high[k].outcome == "hold" for k in changed)
    assert all(
        items_low[k].cited_doc_ids == items_high[k].cited_doc_ids for k in items_low if k not in changed
    )


def test_sweep_lists_decisions_the_log_cannot_replay():
    rows = worked_example.labelled()
    point = sweeps.sweep(rows, [0.1])[0]
    # Held below 0.40, so their checks never ran: at 0.1 the log cannot say what would happen.
    assert len(point.unreplayable) == 20 and not point.complete
    assert point.metrics.gate.questions == 80
    assert any("再生できない" in c for c in report.report_caveats([point]))


def test_default_thresholds_include_the_stored_threshold():
    grid = sweeps.default_thresholds([r.record for r in worked_example.labelled()], steps=6)
    assert 0.40 in grid and min(grid) == pytest.approx(0.2) and max(grid) == pytest.approx(0.8)


def test_the_metrics_package_still_names_what_moved_into_its_modules():
    import grading.metrics

    assert grading.metrics.sweep is sweeps.sweep and grading.metrics.Labelled is sweeps.Labelled
    assert (
        grading.metrics.wilson is statistics.wilson and grading.metrics.cohen_kappa is statistics.cohen_kappa
    )
    assert grading.metrics.report_text is report.report_text
