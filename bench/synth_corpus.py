"""The synthetic corpus: an endless, deterministic sequence of document families (a rule
about one code, region and reader group, with one to three versions), their version texts,
and the first N passages' worth of them as ``corpus.jsonl`` rows."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from synth_choices import fraction, hashed, pick
from synth_rules import TOPICS, Kind, Topic

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrieval.core.chunking import chunk_body  # noqa: E402

DEFAULT_AS_OF = date(2026, 11, 30)
SECTIONS_PER_VERSION = 4

REGIONS = ("日本向け", "米国向け", "欧州向け", "中国向け", "東南アジア向け")
REGION_CODES = {
    "日本向け": "JP",
    "米国向け": "US",
    "欧州向け": "EU",
    "中国向け": "CN",
    "東南アジア向け": "SEA",
}

# Filler sentences: no digits, no item words (部/課/窓口/担当/責任者/円/日…), no codes; they
# make a section the size of a real passage without stating anything the checks look for.
FILLER = (
    "本条の定めは、対象となる製品または設備を扱うすべての社員に適用する。",
    "運用にあたっては、関係する記録を正確に残し、求めに応じて提示できるようにしておく。",
    "例外的な取扱いが必要な場合は、事前に理由を明らかにしたうえで相談する。",
    "本条の内容は、取引先との契約に別段の定めがある場合には、その定めを優先する。",
    "手続の途中で内容に変更が生じた場合は、速やかに関係者へ知らせる。",
    "記載のない事項については、社内の関連する規程の考え方に沿って判断する。",
    "誤った取扱いを防ぐため、手続の前に最新の版であることを確かめる。",
    "本条に反する取扱いが判明した場合は、原因を調べて再発防止の措置を講じる。",
    "電子データで管理する場合も、紙の書類と同じ水準で内容の正確さを保つ。",
    "取扱いの判断に迷う場合は、独断で進めずに関係者と協議する。",
)
PURPOSE_EXTRA = (
    "この規程は、社内の関係者が同じ基準で判断できるようにすることを目的とする。",
    "この規程に定める手続は、品質と安全を確保するための最低限の基準である。",
    "この規程の改定は、所管する組織が内容を見直したうえで行う。",
)

# Validity patterns (inclusive dates; None = open). Adjacent periods, values differ.
PATTERNS: tuple[tuple[str, float, tuple[tuple[date | None, date | None], ...]], ...] = (
    ("single", 0.40, ((date(2025, 4, 1), None),)),
    ("two", 0.35, ((date(2025, 4, 1), date(2026, 3, 31)), (date(2026, 4, 1), None))),
    (
        "three",
        0.15,
        (
            (date(2024, 10, 1), date(2025, 9, 30)),
            (date(2025, 10, 1), date(2026, 9, 30)),
            (date(2026, 10, 1), None),
        ),
    ),
    ("expired", 0.10, ((date(2024, 4, 1), date(2025, 3, 31)), (date(2025, 4, 1), date(2026, 3, 31)))),
)
# Reading groups: mostly everyone, some rules for one group only.
GROUPS = (
    (0.70, ("all-staff",)),
    (0.10, ("engineering",)),
    (0.08, ("sales",)),
    (0.06, ("hr",)),
    (0.06, ("accounting",)),
)


@dataclass(frozen=True)
class Family:
    """One document: a topic about one code (and region), its versions and readers."""

    index: int
    topic: Topic
    code: str
    region: str  # "" when the rule is not regional
    groups: tuple[str, ...]
    pattern: str
    periods: tuple[tuple[date | None, date | None], ...]
    kinds: tuple[Kind, ...]  # the three item sections every version has
    missing: Kind  # an item kind of the topic this rule does not state
    says_missing: bool  # the purpose section says 「…はこの規程では定めていない」

    @property
    def doc_id(self) -> str:
        region = f"-{REGION_CODES[self.region]}" if self.region else ""
        return f"{self.topic.key}-{self.code.replace('-', '')}{region}"

    @property
    def restricted(self) -> bool:
        return "all-staff" not in self.groups

    @property
    def title(self) -> str:
        return f"{self.code} {self.topic.name}" + (f"（{self.region}）" if self.region else "")

    def value(self, version: int, kind: Kind) -> str:
        # Adjacent versions always differ: step through the options from a family offset.
        return kind.values[(hashed("value", self.index, kind.key) + version) % len(kind.values)]

    def current_version(self, on: date) -> int | None:
        for i, (start, end) in enumerate(self.periods):
            if (start is None or start <= on) and (end is None or on <= end):
                return i
        return None


def _weighted(options, *key: object):
    x = fraction(*key)
    total = 0.0
    for weight, value in options:
        total += weight
        if x < total:
            return value
    return options[-1][1]


def families() -> Iterator[Family]:
    """The infinite, deterministic sequence of document families."""
    n_topics = len(TOPICS)
    i = 0
    while True:
        topic = TOPICS[i % n_topics]
        k = i // n_topics  # k-th family of this topic
        # Codes are multiples of 10 (P-20, P-30, …): a code ending in 5 never exists.
        code = f"{topic.prefix}-{10 * (k + 2)}"
        region = pick(REGIONS, "region", i) if topic.regional else ""
        groups = _weighted(GROUPS, "groups", i)
        pattern = _weighted([(w, (name, periods)) for name, w, periods in PATTERNS], "pattern", i)
        order = sorted(topic.kinds, key=lambda kd: hashed("kind", i, kd.key))
        yield Family(
            index=i,
            topic=topic,
            code=code,
            region=region,
            groups=groups,
            pattern=pattern[0],
            periods=pattern[1],
            kinds=tuple(sorted(order[:3], key=lambda kd: topic.kinds.index(kd))),
            missing=order[3],
            says_missing=fraction("says-missing", i) < 0.3,
        )
        i += 1


# --- text --------------------------------------------------------------------------------


def _pad(sentences: list[str], *key: object, low: int = 230, high: int = 360) -> str:
    """Add filler sentences until the paragraph is between ``low`` and ``high`` characters."""
    target = low + hashed("len", *key) % (high - low)
    text = "".join(sentences)
    j = 0
    while len(text) < target:
        filler = FILLER[(hashed("fill", *key) + j) % len(FILLER)]
        if len(text) + len(filler) > high:
            break
        text += filler
        j += 1
    return text


def version_body(f: Family, v: int) -> str:
    rg = f"（{f.region}）" if f.region else ""
    first = f"この規程は、{f.code}{rg}の{f.topic.subject}について定める。"
    purpose = [first, pick(PURPOSE_EXTRA, "purpose", f.index)]
    if f.says_missing:
        purpose.append(f"{f.missing.heading}については、この規程では定めていない。")
    sections = [("第1条 目的", _pad(purpose, f.index, v, "purpose"))]
    for n, kind in enumerate(f.kinds, start=2):
        sentence = kind.sentence.format(code=f.code, rg=rg, v=f.value(v, kind))
        sections.append((f"第{n}条 {kind.heading}", _pad([sentence], f.index, v, kind.key)))
    return "\n\n".join(f"## {head}\n\n{para}" for head, para in sections)


def _iso(d: date | None) -> str | None:
    return d.isoformat() if d else None


@dataclass
class Corpus:
    families: list[Family] = field(default_factory=list)
    lines: list[dict[str, Any]] = field(default_factory=list)  # corpus.jsonl rows
    versions: list[tuple[Family, int]] = field(default_factory=list)  # aligned with lines
    passages: int = 0


def build_corpus(size: int) -> Corpus:
    """The first ``size`` passages' worth of versions (``size`` a multiple of 4)."""
    if size % SECTIONS_PER_VERSION:
        raise ValueError(f"size must be a multiple of {SECTIONS_PER_VERSION}")
    corpus = Corpus()
    wanted = size // SECTIONS_PER_VERSION
    for f in families():
        if len(corpus.lines) >= wanted:
            break
        corpus.families.append(f)
        for v, (start, end) in enumerate(f.periods):
            if len(corpus.lines) >= wanted:
                break
            body = version_body(f, v)
            chunks = chunk_body(body)
            if len(chunks) != SECTIONS_PER_VERSION:
                raise AssertionError(f"{f.doc_id} v{v + 1}: {len(chunks)} passages, expected 4")
            corpus.lines.append(
                {
                    "doc_id": f.doc_id,
                    "version": str(v + 1),
                    "title": f.title,
                    "text": body,
                    "valid_from": _iso(start),
                    "valid_to": _iso(end),
                    "groups": list(f.groups),
                    "owner": f.topic.owner,
                    "contact": f.topic.contact,
                    "targets": [f.code] + ([f.region] if f.region else []),
                }
            )
            corpus.versions.append((f, v))
            corpus.passages += len(chunks)
    return corpus
