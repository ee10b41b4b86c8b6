"""The metrics as tables and data: the side-by-side comparison in text, JSON and CSV rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from grading.metrics.statistics import Metrics, Rate, threshold_text
from grading.metrics.sweeps import SweepPoint

# (label, getter) rows of the comparison table; every rate row shows k/n = p% (95%CI …). The
# labels are read in the active language (the reviewer's page; Japanese in commands).
_ROWS: tuple[tuple[str, str], ...] = (
    (gettext_lazy("通過 (全質問中)"), "gate.passed"),
    (gettext_lazy("保留 (全質問中)"), "gate.held"),
    (gettext_lazy("誤通過 (根拠を含まない質問中の通過)"), "gate.false_pass"),
    (gettext_lazy("過剰保留 (根拠を含む質問中の保留)"), "gate.excess_hold"),
    (gettext_lazy("必要な根拠なしの通過 (要件の分かる通過中)"), "gate.passed_without_required_evidence"),
    (gettext_lazy("回答カバー率 (実質的な回答 / 全質問)"), "responses.answer_coverage"),
    (gettext_lazy("正答 (全質問中・保留は正答に数えない)"), "responses.correct_over_questions"),
    (gettext_lazy("確認済み誤答 / 判定済み回答"), "responses.confirmed_wrong_over_judged"),
    (gettext_lazy("確認済み誤答 / 全回答"), "responses.confirmed_wrong_over_answers"),
    (gettext_lazy("確認済み誤答 / 全質問"), "responses.confirmed_wrong_over_questions"),
    (gettext_lazy("未検証 / 全回答"), "responses.unverified_over_answers"),
    (gettext_lazy("判定不能 / 全回答"), "responses.undeterminable_over_answers"),
)


def _get(m: Metrics, path: str) -> Any:
    value: Any = m
    for part in path.split("."):
        value = getattr(value, part)
    return value


def metric_rows(blocks: Sequence[Metrics]) -> list[tuple[str, str, list[Rate]]]:
    """(label, metric key, one Rate per block) for tables in text, HTML and CSV."""
    return [(str(label), key, [_get(b, key) for b in blocks]) for label, key in _ROWS]


def report_rows(points: Sequence[SweepPoint]) -> list[tuple[str, str, list[Rate]]]:
    return metric_rows([p.metrics for p in points])


def report_caveats(points: Sequence[SweepPoint]) -> list[str]:
    """What a reader must not conclude from the table, in words."""
    lines = []
    for p in points:
        g, r = p.metrics.gate, p.metrics.responses
        at = threshold_text(p.threshold)
        if r.questions and r.answers < r.questions:
            lines.append(
                _(
                    "閾値 %(t)s: %(held)s/%(n)s 件は保留で回答していない。保留は正答にも誤答にも数えない"
                    " (確認済み誤答の少なさは正答の多さではない)。正答は %(correct)s/%(n)s 件、判定済み回答"
                    " %(judged)s 件中の確認済み誤答は %(wrong)s。"
                )
                % {
                    "t": at,
                    "held": r.questions - r.answers,
                    "n": r.questions,
                    "correct": r.correct,
                    "judged": r.correct + r.confirmed_wrong,
                    "wrong": r.confirmed_wrong_over_judged.percent,
                }
            )
        if g.not_checked:
            lines.append(
                _(
                    "閾値 %(t)s: 根拠の有無が未確認の %(n)s 件は誤通過・過剰保留のどちらの分母にも含めていない。"
                )
                % {"t": at, "n": g.not_checked}
            )
        if p.unreplayable:
            lines.append(
                _(
                    "閾値 %(t)s: %(n)s 件は記録から再生できない"
                    " (自身の閾値未満で保留され、検査が実行されていない) ため除外した。"
                )
                % {"t": at, "n": len(p.unreplayable)}
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
