"""Non-score checks of the sufficiency gate (SPEC §4 step 6): target, period, item, parts.

Each kept candidate is checked against each part of the question. A candidate that passes
every check that is on *supports* the part. A part with no support is unconfirmed; its hold
reasons are the failures of the *nearest* kept candidate (fewest failed checks, then one
that states the asked item, then selection order); every kept candidate is reported as
what was found instead, nearest first.
Only kept candidates are looked at, so nothing outside the visible collection is named.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache

from retrieval.core.text import extract_identifiers, extract_regions, region_spans
from retrieval.core.types import (
    HOLD,
    ITEM_AMOUNT,
    ITEM_DATE,
    ITEM_DURATION,
    ITEM_NOT_STATED,
    ITEM_PERSON,
    ITEM_PLACE,
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

CHECK_TARGET, CHECK_PERIOD, CHECK_ITEM, CHECK_PARTS = "target", "period", "item", "parts"
ALL_CHECKS = frozenset({CHECK_TARGET, CHECK_PERIOD, CHECK_ITEM, CHECK_PARTS})
_CODE = {CHECK_TARGET: TARGET_NOT_FOUND, CHECK_PERIOD: PERIOD_NOT_COVERED, CHECK_ITEM: ITEM_NOT_STATED}

# What "stated" means for each item (SPEC §4 step 6, item).
ITEM_VALUE = {
    ITEM_DATE: re.compile(
        r"\d{4}年\d{1,2}月|\d{1,2}月\d{1,2}日|\d{1,2}/\d{1,2}|[月火水木金土日]曜|\d{1,2}時|"
        r"\d{1,2}:\d{2}|午前|午後|正午|\d+\s*(?:営業日|日|週間|か月|ヶ月|カ月|ヵ月)以内|"
        r"\d{1,2}日(?:まで|迄|に|限り)|(?:翌|次の)営業日|月末|末日|翌月"
    ),
    ITEM_DURATION: re.compile(
        r"(?<![\d月])\d{1,3}\s*(?:営業日|日|週間|か月|ヶ月|カ月|ヵ月|箇月|年)(?![\d月])"
    ),
    ITEM_AMOUNT: re.compile(r"\d[\d,]*\s*(?:万|千)?円|[¥￥]\s*\d|金額[はが]?\s*\d"),
    ITEM_PLACE: re.compile(
        r"窓口|受付|場所|カウンター|センター|デスク|[^\s全一内外細幹本]部(?![分品])|課(?![題税金])"
    ),
    ITEM_PERSON: re.compile(r"部長|課長|承認者|担当|責任者|上長|役員|社長"),
}
# Words that name an item in a question; the kanji/katakana run attached before one
# (返品|期限, 保証|期間, 宿泊費|上限額) is the asked thing's topic, which evidence must mention.
_ITEM_WORDS = {
    ITEM_DATE: ("期限", "締切", "締め切り", "期日", "日付", "日時"),
    ITEM_DURATION: ("期間", "日数", "年数"),
    ITEM_AMOUNT: ("上限額", "限度額", "金額", "費用", "料金", "価格"),
    ITEM_PLACE: ("窓口", "場所", "提出先", "返却先", "申請先"),
    ITEM_PERSON: ("承認者", "担当者", "責任者", "決裁者"),
}
ITEM_LABEL = {
    ITEM_DATE: "期限",
    ITEM_DURATION: "期間",
    ITEM_AMOUNT: "金額",
    ITEM_PLACE: "場所・窓口",
    ITEM_PERSON: "担当者",
}
_RUN = r"[\u4e00-\u9fff\u30a0-\u30ffー]+"
NEGATION = re.compile(
    r"([^。！？\n]*?)(?:は|について(?:は)?)(?:この|本)(?:資料|規程|文書|規定|ページ)では"
    r"(?:定めていない|定めない|定めていません|規定していない|規定していません|扱わない|扱っていない)"
)
_REGION_NEGATED = re.compile(
    r"\s*(?:には|では|は|に|を)?(?:適用しない|適用されない|適用外|対象外|含まない|含まれない|除く)"
)


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


@dataclass(frozen=True)
class ItemAsk:
    """One item the question asks for, with its topic in the asker's words."""

    item: str
    topic: str = ""  # "返品" for 返品期限; "" when the question gives none
    phrase: str = ""  # "返品期限"; "" falls back to ITEM_LABEL

    @property
    def label(self) -> str:
        return self.phrase or ITEM_LABEL[self.item]


def item_asks(analysis: QueryAnalysis) -> tuple[ItemAsk, ...]:
    """The asked items with their topics (「宿泊費上限額」 → amount about 宿泊費)."""
    text = _norm(analysis.text)
    asks: list[ItemAsk] = []
    for item in analysis.items:
        best = ItemAsk(item)
        for word in _ITEM_WORDS.get(item, ()):
            m = re.search(rf"((?:{_RUN})?){word}", text)
            if m is None:
                continue
            topic = m.group(1)
            if not topic:
                m2 = re.search(rf"({_RUN})の{word}", text)
                topic = m2.group(1) if m2 else ""
            best = ItemAsk(item, topic, f"{topic}{'' if m.group(1) or not topic else 'の'}{word}")
            break
        asks.append(best)
    return tuple(asks)


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


# --- target -----------------------------------------------------------------------------


def _body_regions(text: str) -> tuple[str, ...]:
    """Regions named in body text, except excluded ones (「日本向けには適用しない」)."""
    nfkc = unicodedata.normalize("NFKC", text)
    found = [c for c, _, _, end in region_spans(text) if not _REGION_NEGATED.match(nfkc, end)]
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=4096)
def passage_targets(p: PassageRecord) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(identifiers, regions) a passage is about: declared targets, title, then body.

    Regions declared in targets or title take precedence over regions in the body, and a
    region the body excludes (「日本向けには適用しない」) does not count.
    """
    declared = " ".join((*p.targets, p.title))
    ids = dict.fromkeys(
        (*(t.upper() for t in p.targets), *extract_identifiers(declared), *extract_identifiers(p.text))
    )
    regions = tuple(dict.fromkeys(extract_regions(declared)))
    if not regions:
        regions = _body_regions(p.text)
    return tuple(ids), regions


def check_target(identifiers: Sequence[str], regions: Sequence[str], p: PassageRecord) -> tuple[str, ...]:
    """The asked identifiers/regions this passage does not name (empty = passes)."""
    ids, regs = passage_targets(p)
    return tuple(x for x in identifiers if x.upper() not in ids) + tuple(r for r in regions if r not in regs)


# --- period -----------------------------------------------------------------------------


def _covers(start: date | None, until: date | None, lo: date, hi: date) -> bool:
    return (start is None or start <= lo) and (until is None or hi <= until)


def format_day(d: date) -> str:
    return f"{d.year}年{d.month}月{d.day}日"


def check_period(mentions: Sequence[DateMention], reference_date: date, p: PassageRecord) -> tuple[str, ...]:
    """Date texts of the question (or the reference date) this version does not cover.

    Both the structured validity and the validity stated in the body must contain the
    whole asked period.
    """
    asked = [(m.text, m.start, m.end) for m in mentions] or [
        (format_day(reference_date), reference_date, reference_date + timedelta(days=1))
    ]
    out = []
    for text, lo, hi in asked:
        ok = _covers(p.valid_from, p.valid_until, lo, hi)
        if p.stated_from is not None or p.stated_until is not None:
            ok = ok and _covers(p.stated_from, p.stated_until, lo, hi)
        if not ok:
            out.append(text)
    return tuple(out)


# --- item -------------------------------------------------------------------------------


def _mentions_topic(topic: str, text: str) -> bool:
    if not topic or topic in text:
        return True
    grams = [topic[i : i + 2] for i in range(len(topic) - 1)]
    return len(topic) >= 3 and all(g in text for g in grams)


def _negates(ask: ItemAsk, negated: str) -> bool:
    """Does a 「…はこの資料では定めていない」 phrase concern the asked item?"""
    if ask.topic and ask.topic in negated:
        return True
    return any(word in negated for word in _ITEM_WORDS.get(ask.item, ()))


def check_item(asks: Sequence[ItemAsk], passages: Iterable[PassageRecord]) -> tuple[str, ...]:
    """Labels of the asked items the passages (one version's evidence) do not state."""
    texts = [_norm(f"{p.title}\n{p.text}") for p in passages]
    missing = []
    for ask in asks:
        topic = _norm(ask.topic)
        stated = False
        for text in texts:
            negations = [m.group(0) for m in NEGATION.finditer(text)]
            if any(_negates(ask, m) for m in negations):
                continue
            if not _mentions_topic(topic, text):
                continue
            rest = NEGATION.sub("", text)
            if ITEM_VALUE[ask.item].search(rest):
                stated = True
                break
        if not stated:
            missing.append(ask.label)
    return tuple(missing)


# --- parts ------------------------------------------------------------------------------


def question_parts(analysis: QueryAnalysis, parts_on: bool = True) -> tuple[QueryPart, ...]:
    """The parts to confirm; regions named once for the whole question apply to each part."""
    whole = QueryPart(analysis.text, analysis.identifiers, analysis.regions, analysis.subject)
    if not parts_on or len(analysis.parts) <= 1:
        return (whole,)
    out = []
    for part in analysis.parts:
        if not part.identifiers and not part.regions:
            out.append(QueryPart(part.text, analysis.identifiers, analysis.regions, part.subject))
        else:
            regions = part.regions or analysis.regions
            out.append(QueryPart(part.text, part.identifiers, regions, part.subject))
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
    part: QueryPart,
    mentions: Sequence[DateMention],
    reference_date: date,
    asks: Sequence[ItemAsk],
    version_evidence: Sequence[PassageRecord],
    checks: frozenset[str],
) -> Finding:
    ids, regs = passage_targets(c.passage)
    miss_t = check_target(part.identifiers, part.regions, c.passage) if CHECK_TARGET in checks else ()
    uncov = check_period(mentions, reference_date, c.passage) if CHECK_PERIOD in checks else ()
    miss_i = check_item(asks, version_evidence) if CHECK_ITEM in checks and asks else ()
    failures = tuple(
        name for name, bad in ((CHECK_TARGET, miss_t), (CHECK_PERIOD, uncov), (CHECK_ITEM, miss_i)) if bad
    )
    return Finding(c, failures, miss_t, uncov, miss_i, (*regs, *ids))


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
    by_version: dict[str, list[PassageRecord]] = {}
    for c in kept:
        ok_t = CHECK_TARGET not in checks or not check_target(part.identifiers, part.regions, c.passage)
        ok_p = CHECK_PERIOD not in checks or not check_period(mentions, reference_date, c.passage)
        if ok_t and ok_p:
            by_version.setdefault(c.passage.version_id, []).append(c.passage)
    findings = []
    for c in kept:
        evidence = by_version.get(c.passage.version_id) or [c.passage]
        findings.append(_finding(c, part, mentions, reference_date, asks, evidence, checks))
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
