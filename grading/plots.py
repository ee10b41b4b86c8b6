"""Pictures for the reviewer pages: sweep curves of false pass and excess hold (SPEC §7)."""

from __future__ import annotations

import base64
import io
from collections.abc import Sequence

import matplotlib
from django.utils.translation import gettext as _

matplotlib.use("Agg")  # no display on servers; set before anything pulls in pyplot

from matplotlib import font_manager  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from grading.calibration import Reliability  # noqa: E402
from grading.metrics.statistics import Rate  # noqa: E402
from grading.metrics.sweeps import SweepPoint  # noqa: E402

_INSTALLED = {f.name for f in font_manager.fontManager.ttflist}
# Japanese labels (the page's language) need a Japanese font; name only installed ones (findfont warns otherwise).
FONTS = [f for f in ("IPAGothic", "IPAPGothic", "Noto Sans CJK JP") if f in _INSTALLED] + ["DejaVu Sans"]


def _series(rates: Sequence[Rate]) -> tuple[list[float], list[float], list[float]]:
    nan = float("nan")
    mid = [r.rate if r.denominator else nan for r in rates]
    low = [r.low if r.denominator else nan for r in rates]
    high = [r.high if r.denominator else nan for r in rates]
    return mid, low, high  # type: ignore[return-value]


def sweep_png(points: Sequence[SweepPoint], *, current: float | None = None) -> bytes:
    """False pass and excess hold rate vs threshold, with Wilson 95% bands.

    Points the log could not fully replay are drawn hollow.
    """
    fig = Figure(figsize=(7, 4), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    xs = [p.threshold for p in points]
    for key, label, colour in (
        ("false_pass", _("誤通過率 (根拠なしの中の通過)"), "#a61b1b"),
        ("excess_hold", _("過剰保留率 (根拠ありの中の保留)"), "#1a56a8"),
    ):
        mid, low, high = _series([getattr(p.metrics.gate, key) for p in points])
        ax.plot(xs, mid, color=colour, label=label)
        ax.fill_between(xs, low, high, color=colour, alpha=0.15, linewidth=0)
        for x, y, p in zip(xs, mid, points, strict=True):
            ax.plot([x], [y], marker="o", color=colour, markerfacecolor=colour if p.complete else "white")
    if current is not None:
        ax.axvline(current, color="#5b6575", linestyle="--", linewidth=1, label=_("現在の閾値"))
    ax.set_xlabel(_("閾値"))
    ax.set_ylabel(_("率 (95% Wilson 区間)"))
    ax.set_ylim(-0.02, 1.02)
    ax.grid(True, alpha=0.3)
    ax.legend(loc="best", fontsize=8)
    for text in [ax.xaxis.label, ax.yaxis.label, *ax.get_legend().get_texts()]:
        text.set_fontfamily(FONTS)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


def data_uri(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def reliability_png(reliability: Reliability) -> bytes:
    """Observed rate vs mean predicted probability per bin (with Wilson 95% bars), and the diagonal."""
    fig = Figure(figsize=(5, 5), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    ax.plot([0, 1], [0, 1], color="#5b6575", linestyle="--", linewidth=1, label=_("完全な較正"))
    filled = [b for b in reliability.bins if b.count]
    xs = [b.mean_predicted for b in filled]
    ys = [b.observed_rate for b in filled]
    errors = [
        [y - b.wilson_low for y, b in zip(ys, filled, strict=True)],
        [b.wilson_high - y for y, b in zip(ys, filled, strict=True)],
    ]
    ax.errorbar(xs, ys, yerr=errors, fmt="o-", color="#1a56a8", capsize=3, label=_("検証用データの実測率"))
    for x, y, b in zip(xs, ys, filled, strict=True):
        ax.annotate(str(b.count), (x, y), textcoords="offset points", xytext=(4, -10), fontsize=7)
    ax.set_xlabel(_("予測確率 (ビン内の平均)"))
    ax.set_ylabel(_("根拠ありの実測率 (95% Wilson 区間)"))
    ax.set_title(f"ECE = {reliability.ece:.3f} (n = {reliability.n})")
    ax.set_xlim(-0.02, 1.02)
    ax.set_ylim(-0.02, 1.02)
    ax.grid(True, alpha=0.3)
    ax.legend(loc="upper left", fontsize=8)
    for text in [ax.xaxis.label, ax.yaxis.label, ax.title, *ax.get_legend().get_texts()]:
        text.set_fontfamily(FONTS)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()
