"""Non-score checks of the sufficiency gate (SPEC §4 step 6): topic, target, period, item,
parts.

Topic (``topic_filter``; check name ``"topic"``, on or off per gate configuration like the
others): kept evidence must be *about the asked subject*, not merely state a date or an
amount. The question's content words — its kanji/katakana/latin runs without identifiers,
regions, dates (the target and period checks own those) and ask words
(期限・いつ・いくら・月額・誰・必要… ``analysis.ASK_WORDS``) — are cut into reference
bigrams. A bigram is covered when it occurs in the title, headings or text of the kept
passages of the candidate's version (one okurigana may sit between two kanji: 申出 ~
申し出), or, inside a synonym word of the question, when another word of that synonym group
does (資料 ~ 文書). A version covering fewer than ``TOPIC_MIN_COVERAGE`` of the bigrams is
off-topic: its passages leave the kept set (``drop_reason = "off_topic"``) before the
decision value is taken, so they are neither scored, nor cited, nor "found instead".

When nothing on-topic remains, the pipeline holds with ``below_threshold`` — exactly as when
selection keeps nothing (SPEC has no code of its own for this, and a replay at another
threshold treats it the same way: nothing kept holds whatever the threshold). It is not
``item_not_stated``, which says the right rule was found without the asked item. The hold
names the asker's words that were not found (「通勤手当規程」は見つかりましたが、
「在宅勤務手当」についての記載は確認できませんでした。), from visible passages only.

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
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache

from retrieval.core.analysis import ASK_WORDS
from retrieval.core.text import (
    extract_identifiers,
    extract_regions,
    identifier_spans,
    normalize,
    region_spans,
)
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
CHECK_TOPIC = "topic"
ALL_CHECKS = frozenset({CHECK_TOPIC, CHECK_TARGET, CHECK_PERIOD, CHECK_ITEM, CHECK_PARTS})
DROP_OFF_TOPIC = "off_topic"
# Share of the question's content bigrams a version's kept passages must cover. Measured on
# the reference experiment and the demo bundle (not a tuning set: re-measure on labelled
# data): the required evidence covers ≥ 0.5 — the lowest, reference Q10
# 「国内出張のレシートを出す締切」 asked without synonyms, is exactly 0.5 (国内出張 yes,
# レシート no) — while rules about another subject cover ≤ 0.4 (通勤手当規程 for
# 在宅勤務手当: 勤務・手当 of 5 bigrams; 経費精算規程 for 給与改定案の提出: 給与・提出 of 5).
# Synonym groups (レシート/領収書) are the way to lift paraphrases, not a lower bar.
TOPIC_MIN_COVERAGE = 0.5
_CODE = {CHECK_TARGET: TARGET_NOT_FOUND, CHECK_PERIOD: PERIOD_NOT_COVERED, CHECK_ITEM: ITEM_NOT_STATED}

# What "stated" means for each item (SPEC §4 step 6, item).
ITEM_VALUE = {
    ITEM_DATE: re.compile(
        r"\d{4}年\d{1,2}月|\d{1,2}月\d{1,2}日|\d{1,2}/\d{1,2}|[月火水木金土日]曜|\d{1,2}時|"
        r"\d{1,2}:\d{2}|午前|午後|正午|\d+\s*(?:営業日|日|週間|か月|ヶ月|カ月|ヵ月)以内|"
        r"\d{1,2}日(?:まで|迄|に|限り)|(?:翌|次の)営業日|月末|末日|翌月|"
        # relative days: 前日まで, 当日中, 5営業日前までに (a deadline need not be a date)
        r"(?:前々日|前日|当日|翌日|同日|前営業日)(?:まで|迄|中|に)|"
        r"\d+\s*(?:営業日|日|週間|か月|ヶ月|カ月|ヵ月)前(?:まで|迄|に)"
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
_NEGATION_TAIL = (
    r"(?:この|本)(?:資料|規程|文書|規定|ページ|要領|手続)では"
    r"(?:定めていない|定めない|定めていません|規定していない|規定していません|扱わない|扱っていない)"
)
NEGATION = re.compile(r"([^。！？\n]*?)(?:は|について(?:は)?)[、,]?\s*" + _NEGATION_TAIL)
# Every NEGATION match ends with this; far cheaper to look for than NEGATION itself, whose
# lazy subject group is tried from every position of the text.
_NEGATION_TAIL_RE = re.compile(_NEGATION_TAIL)
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


@lru_cache(maxsize=8192)
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


_KANJI = "\u3005\u3006\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff"
# One hiragana that is not a particle (自宅から勤務 is not 宅勤, 勤務の手当 is not 務手).
_OKURIGANA = "(?:(?![のをにはがとでへやかもよね])[ぁ-ゖ])?"


@lru_cache(maxsize=4096)
def _word_pattern(word: str) -> re.Pattern[str]:
    """``word`` with one okurigana allowed between two kanji (申出 ~ 申し出,
    締切 ~ 締め切り, 取扱 ~ 取り扱い): rules often write them out, questions often not."""
    out = []
    for i, ch in enumerate(word):
        out.append(re.escape(ch))
        nxt = word[i + 1] if i + 1 < len(word) else ""
        if nxt and re.match(f"[{_KANJI}]", ch) and re.match(f"[{_KANJI}]", nxt):
            out.append(_OKURIGANA)
    return re.compile("".join(out))


def _contains(word: str, text: str) -> bool:
    return word in text or bool(_word_pattern(word).search(text))


def _mentions_topic(topic: str, text: str) -> bool:
    if not topic or _contains(topic, text):
        return True
    grams = [topic[i : i + 2] for i in range(len(topic) - 1)]
    return len(topic) >= 3 and all(_contains(g, text) for g in grams)


@lru_cache(maxsize=8192)
def passage_text(p: PassageRecord) -> str:
    """What a passage says, for the topic and item checks: title, headings, body (NFKC,
    lower case). The heading 「第2条 事前登録」 names what the body below it is about.
    Cached like ``passage_targets``: every check of every kept candidate reads it."""
    return _norm("\n".join((p.title, " ".join(p.heading_path), p.text)))


@lru_cache(maxsize=8192)
def _negation_split(text: str) -> tuple[tuple[str, ...], str]:
    """(the 「…はこの規程では定めていない」 phrases of ``text``, ``text`` without them).

    Every NEGATION match ends with ``_NEGATION_TAIL`` (which contains 「では」), so a text
    without one is returned as is without running the (costly, lazily scanning) regex; the
    rest is cut from the matches' spans (what ``NEGATION.sub`` would give, in one scan)."""
    if "では" not in text or not _NEGATION_TAIL_RE.search(text):
        return (), text
    matches = list(NEGATION.finditer(text))
    if not matches:
        return (), text
    rest, last = [], 0
    for m in matches:
        rest.append(text[last : m.start()])
        last = m.end()
    rest.append(text[last:])
    return tuple(m.group(0) for m in matches), "".join(rest)


def _negates(ask: ItemAsk, negated: str) -> bool:
    """Does a 「…はこの資料では定めていない」 phrase concern the asked item?"""
    if ask.topic and ask.topic in negated:
        return True
    return any(word in negated for word in _ITEM_WORDS.get(ask.item, ()))


def check_item(asks: Sequence[ItemAsk], passages: Iterable[PassageRecord]) -> tuple[str, ...]:
    """Labels of the asked items the passages (one version's evidence) do not state."""
    texts = [passage_text(p) for p in passages]
    missing = []
    for ask in asks:
        topic = _norm(ask.topic)
        stated = False
        for text in texts:
            negations, rest = _negation_split(text)
            if any(_negates(ask, m) for m in negations):
                continue
            if not _mentions_topic(topic, text):
                continue
            if ITEM_VALUE[ask.item].search(rest):
                stated = True
                break
        if not stated:
            missing.append(ask.label)
    return tuple(missing)


# --- topic ------------------------------------------------------------------------------

_CONTENT_RUN = re.compile(
    r"[a-z0-9]+|[\u3005-\u3007\u30a1-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+"
)


@dataclass(frozen=True)
class TopicWord:
    """One content word of the question and its bigrams, each with its synonyms."""

    surface: str  # as asked (NFKC), for hold texts: 「在宅勤務手当」
    grams: tuple[frozenset[str], ...]  # one OR-group per bigram: {資料, 文書, ドキュメント}


def _lower_keep_length(text: str) -> str:
    """Lower case, character by character, keeping offsets (İ stays İ)."""
    return "".join(low if len(low := ch.lower()) == 1 else ch for ch in text)


@lru_cache(maxsize=4096)
def _synonym_words(group: tuple[str, ...]) -> tuple[str, ...]:
    """A synonym group's words, normalized, blanks and repeats dropped (once per group)."""
    return tuple(dict.fromkeys(w for w in (normalize(x).strip() for x in group) if w))


def topic_words(analysis: QueryAnalysis, synonyms: Sequence[Collection[str]] = ()) -> tuple[TopicWord, ...]:
    """The question's content words: runs of kanji/katakana/latin letters that are not
    identifiers, regions, dates or ask words (``analysis.ASK_WORDS``), cut into reference
    bigrams. A bigram inside a synonym word of the question (「資料」 in ["資料", "文書"])
    may be matched by the group's other words, whole (「文書」, never a bigram of it).
    Single characters (verb stems: 壊れた, 出す) and runs of digits are left out;
    hiragana are function words and never part of a run."""
    nfkc = unicodedata.normalize("NFKC", analysis.text)
    blank = list(nfkc)
    spans = [(a, b) for _, a, b in identifier_spans(nfkc)]
    spans += [(a, b) for _, _, a, b in region_spans(nfkc)]
    for mention in analysis.dates:
        start = nfkc.find(mention.text)
        while start >= 0:
            spans.append((start, start + len(mention.text)))
            start = nfkc.find(mention.text, start + 1)
    for a, b in spans:
        blank[a:b] = " " * (b - a)
    text = ASK_WORDS.sub(lambda m: " " * len(m.group(0)), "".join(blank))
    lowered, text = _lower_keep_length(nfkc), _lower_keep_length(text)
    # Synonym words occurring in the question: [start, end) → the group's other words.
    occurrences: list[tuple[int, int, frozenset[str]]] = []
    for group in synonyms:
        words = _synonym_words(tuple(group))
        for word in words:
            others = frozenset(w for w in words if w != word)
            start = lowered.find(word)
            while start >= 0:
                occurrences.append((start, start + len(word), others))
                start = lowered.find(word, start + 1)
    out: dict[str, TopicWord] = {}
    for m in _CONTENT_RUN.finditer(text):
        run = m.group(0)
        if len(run) < 2 or run.isdigit():
            continue
        grams: list[frozenset[str]] = []
        pieces = (
            [(run, m.start(), m.end())]
            if run.isascii()
            else [(run[i : i + 2], m.start() + i, m.start() + i + 2) for i in range(len(run) - 1)]
        )
        for gram, a, b in pieces:
            alts = {gram}
            inside = [o for s_, e_, o in occurrences if s_ <= a and b <= e_]
            inside = inside or [o for s_, e_, o in occurrences if e_ - s_ == 1 and s_ < b and e_ > a]
            for others in inside:
                alts.update(others)
            grams.append(frozenset(alts))
        surface = nfkc[m.start() : m.end()]
        out.setdefault(surface, TopicWord(surface, tuple(dict.fromkeys(grams))))
    return tuple(out.values())


@dataclass(frozen=True)
class TopicCoverage:
    coverage: float  # covered bigrams / all content bigrams (1.0 when there are none)
    missing: tuple[str, ...]  # content words (as asked) with a bigram not covered

    @property
    def on_topic(self) -> bool:
        return self.coverage >= TOPIC_MIN_COVERAGE


def topic_coverage(words: Sequence[TopicWord], passages: Iterable[PassageRecord]) -> TopicCoverage:
    """How much of the question's subject the passages (one version's kept passages: title,
    headings, text) mention. Bigrams are counted once across words (国内出張・出張費)."""
    text = "\n".join(passage_text(p) for p in passages)
    seen: dict[frozenset[str], bool] = {}
    missing = []
    for word in words:
        complete = True
        for group in word.grams:
            if group not in seen:
                seen[group] = any(_contains(alt, text) for alt in group)
            complete = complete and seen[group]
        if not complete:
            missing.append(word.surface)
    if not seen:
        return TopicCoverage(1.0, ())
    return TopicCoverage(sum(seen.values()) / len(seen), tuple(missing))


def topic_filter(
    analysis: QueryAnalysis, candidates: Sequence[Candidate], synonyms: Sequence[Collection[str]] = ()
) -> dict[str, TopicCoverage]:
    """Drop the kept candidates of versions that are not about the asked subject.

    A version is judged on all of its kept passages together (the answer sentence and the
    passage naming the subject may be different articles of one rule). Off-topic passages
    get ``kept = False`` and ``drop_reason = DROP_OFF_TOPIC``; the order is kept. Returns
    each judged version's coverage (version_id → TopicCoverage), for the hold texts.
    """
    words = topic_words(analysis, synonyms)
    by_version: dict[str, list[PassageRecord]] = {}
    for c in candidates:
        if c.kept:
            by_version.setdefault(c.passage.version_id, []).append(c.passage)
    report = {vid: topic_coverage(words, passages) for vid, passages in by_version.items()}
    for c in candidates:
        if c.kept and not report[c.passage.version_id].on_topic:
            c.kept, c.drop_reason = False, DROP_OFF_TOPIC
    return report


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
    miss_t: tuple[str, ...],
    uncov: tuple[str, ...],
    miss_i: tuple[str, ...],
) -> Finding:
    ids, regs = passage_targets(c.passage)
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
    # Each candidate's target/period result and each version's item result is computed once.
    target_period = [
        (
            check_target(part.identifiers, part.regions, c.passage) if CHECK_TARGET in checks else (),
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
