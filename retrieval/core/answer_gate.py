"""The answerability gate (SPEC §4 step 6): each asked part is confirmed by a kept passage the model reads as
stating the answer and the exact checks accept (why and what was measured: docs/design-notes.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache

from retrieval.core.analysis import coordinated_parts, later_asks, sentence_parts
from retrieval.core.checks import (
    CHECK_ITEM,
    CHECK_PARTS,
    CHECK_PERIOD,
    CHECK_SENTENCES,
    CHECK_TARGET,
    CHECK_UNIT,
    CheckResult,
    Finding,
    PartResult,
    check_period,
    check_places,
    check_target,
    found_targets,
    question_parts,
    states_nothing_here,
)
from retrieval.core.checks.asked_unit import asked_unit, states_unit
from retrieval.core.checks.item import asks_about_clause, not_defined_terms, structural_clause
from retrieval.core.places import place_mentions
from retrieval.core.ranges import other_cases_only
from retrieval.core.sentences import sentence_spans, span_sentences
from retrieval.core.siblings import missing_siblings
from retrieval.core.text import normalize
from retrieval.core.types import (
    ANSWER_SCORES,
    BELOW_THRESHOLD,
    ITEM_NOT_STATED,
    PERIOD_NOT_COVERED,
    TARGET_NOT_FOUND,
    Candidate,
    GateConfig,
    PassageRecord,
    QueryAnalysis,
    QueryPart,
)


@dataclass(frozen=True)
class Reading:
    """What the answerability model read in one passage for one question."""

    topic_logit: float
    answer_logit: float
    span: tuple[int, int] | None = None  # [start, end) in the passage text
    # The sentences the span head ranks best ([start, end) in the text, best first, at most
    # a few): where the answer would be stated. Empty when the reader does not rank them
    # (the shipped reader ranks them for questions that ask a unit, the only ones that use them).
    sentences: tuple[tuple[int, int], ...] = ()


# (question, passages) → one Reading per passage, in order.
ReadFn = Callable[[str, Sequence[Candidate]], Sequence[Reading]]
# (question, passage) → the answer span found sentence by sentence, or None (keep the reading's).
LocateFn = Callable[[str, PassageRecord], "tuple[int, int] | None"]


def is_answer_mode(config: GateConfig) -> bool:
    return config.decision_score in ANSWER_SCORES


def states_nothing(text: str, span: tuple[int, int] | None) -> bool:
    """Is the span inside a sentence that says the item is not defined here — 「…はこの規程では
    定めていない」 — or is defined elsewhere — 「…は賃金規程で定める」「…は別に定める」
    (``checks.states_nothing_here``)?"""
    return any(states_nothing_here(normalize(s)) for s in span_sentences(text, span))


def states_rule_only(question: str, text: str, span: tuple[int, int] | None) -> bool:
    """Is the span inside the rule's purpose or commencement clause (``checks.item.
    structural_clause``: 「この規程は、…の精算手続を定める。」「この規程は2026年10月1日から適用する。」)
    while the question does not ask what that clause states? Such a clause says what the rule
    governs or when it applies, not what it says: 「出張の手土産代は経費で精算できますか？」 passed at
    0.24 on the expense rule's purpose clause, then at 0.23 on its commencement clause."""
    sentences = span_sentences(text, span)
    if not sentences:
        return False
    asked = normalize(question)
    kinds = [structural_clause(normalize(s)) for s in sentences]
    return all(kind is not None and not asks_about_clause(asked, kind) for kind in kinds)


def lists_other_cases(question: str, text: str, span: tuple[int, int] | None) -> bool:
    """Is the span inside a sentence listing the cases of a quantity the question states
    without the asker's (``ranges.other_cases_only``: 「週4日勤務は7日、週3日勤務は5日…」 for a
    週5日 worker)?"""
    return any(other_cases_only(question, s) for s in span_sentences(text, span))


# --- parts --------------------------------------------------------------------------------


def answer_parts(
    analysis: QueryAnalysis, parts_on: bool = True, sentences_on: bool = True
) -> tuple[QueryPart, ...]:
    """The parts to confirm: the analysis's parts (identifiers), else one per asking
    sentence (``sentences_on``), else a coordination split."""
    parts = question_parts(analysis, parts_on)
    if len(parts) > 1 or not parts_on:
        return parts
    split = (sentence_parts(analysis.text) if sentences_on else []) or coordinated_parts(analysis.text)
    if not split:
        return parts
    whole = parts[0]
    return tuple(
        QueryPart(q, whole.identifiers, whole.regions, subject, whole.employment) for q, subject in split
    )


# --- the gate -----------------------------------------------------------------------------


@dataclass(frozen=True)
class PartScores:
    """Answer probability and span per candidate (by passage id) for one part."""

    prob: dict[str, float | None]
    span: dict[str, tuple[int, int] | None]
    sentences: dict[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)


def scores_of_candidates(candidates: Sequence[Candidate]) -> PartScores:
    return PartScores(
        {c.passage.passage_id: c.answer_prob for c in candidates},
        {c.passage.passage_id: c.answer_span for c in candidates},
        {c.passage.passage_id: c.answer_sentences for c in candidates},
    )


def unit_unstated(unit: str | None, text: str, sentences: Sequence[tuple[int, int]]) -> bool:
    """The question asks a unit (「何日」「いくら」: ``checks.asked_unit``) and none of the
    passage's best-ranked sentences holds it: the passage is on the topic, not the item."""
    return (
        unit is not None and bool(sentences) and not any(states_unit(unit, text[a:b]) for a, b in sentences)
    )


def on_topic(c: Candidate, config: GateConfig) -> bool:
    return c.rerank_prob is not None and c.rerank_prob >= config.topic_floor


def _not_defined_here(kept: Sequence[Candidate], scores: PartScores) -> dict[str, list[tuple[float, list]]]:
    """version id → (answer probability, ``not_defined_terms``) of each of its passages whose
    span lies in a sentence saying the item is not defined here or is defined elsewhere."""
    out: dict[str, list[tuple[float, list]]] = {}
    for c in kept:
        pid = c.passage.passage_id
        prob, span = scores.prob.get(pid), scores.span.get(pid)
        if prob is None or not states_nothing(c.passage.text, span):
            continue
        terms = [t for s in span_sentences(c.passage.text, span) for t in not_defined_terms(normalize(s))]
        out.setdefault(c.passage.version_id, []).append((float(prob), terms))
    return out


@lru_cache(maxsize=4096)
def _things_not_defined(text: str) -> tuple[tuple[str, ...], ...]:
    """The terms of each thing a sentence of ``text`` says this rule does not define or defines
    elsewhere (``checks.item.not_defined_terms``), named by two terms or more: one term alone
    is often a coordination's fragment (「北クリニックおよびみずほの里における機器の貸出の取扱いは…
    別途定める」 names 北クリニック without what is not defined for it)."""
    return tuple(
        terms
        for a, b in sentence_spans(text)
        for terms in not_defined_terms(normalize(text[a:b]))
        if len(terms) >= 2
    )


def says_not_defined(question: str, text: str) -> bool:
    """Does a sentence of the passage say that what the question asks about is not defined in
    this rule — every term of a thing it names is in the question (「宿泊費の上限額はこの資料では
    定めていない」 against 「国内出張旅費の宿泊費上限額はいくら？」)? Then the passage does not state
    it, whichever of its sentences the reading's span lies in."""
    asked = normalize(question)
    return any(all(t in asked for t in terms) for terms in _things_not_defined(text))


def _defined_elsewhere_in_version(
    question: str, c: Candidate, prob: float, not_here: dict[str, list[tuple[float, list]]]
) -> bool:
    """Does a passage of ``c``'s version, read as more likely to answer than ``c``, say that
    what the question asks about is not defined in this rule — one thing it names has a term
    the question uses that ``c`` does not (「バイク」 in 「バイク通勤の通勤手当は？」 against the
    bicycle article, beside 「原動機付自転車およびバイクによる通勤の手当については、本規程では
    定めない」)? Then ``c`` only speaks of the rest of the topic. A term of the rule's own title
    or of ``c`` distinguishes nothing (「通勤」「手当」 in 「自転車通勤の通勤手当は？」)."""
    asked = normalize(question)
    known = normalize(f"{c.passage.title} {' '.join(c.passage.heading_path)} {c.passage.text}")
    return any(
        p > prob and any(t in asked and t not in known for t in piece)
        for p, pieces in not_here.get(c.passage.version_id, ())
        for piece in pieces
    )


def _named_text(p: PassageRecord) -> str:
    """What a passage names, for the sibling check: its version's title, its headings, its text
    (「法人カード利用規程」 names the card its articles leave unnamed)."""
    return "\n".join((p.title, *p.heading_path, p.text))


def gate_part(
    part: QueryPart,
    label: str,
    kept: Sequence[Candidate],
    scores: PartScores,
    *,
    mentions,
    reference_date: date,
    config: GateConfig,
    threshold: float,
    eligible_out: dict[str, float] | None = None,
) -> tuple[PartResult, float | None]:
    """(this part's result, its best answer probability among eligible candidates);
    ``eligible_out`` receives each eligible candidate's probability by passage id."""
    checks = config.checks
    targets = (*part.regions, *part.identifiers)
    unit = asked_unit(part.text) if CHECK_UNIT in checks else None
    findings: list[tuple[Finding, float]] = []
    eligible: list[tuple[Candidate, float]] = []
    not_here = _not_defined_here(kept, scores)
    asked_places = place_mentions(part.text) if CHECK_TARGET in checks else ()
    for c in kept:
        pid = c.passage.passage_id
        miss_t = (
            check_target(part.identifiers, part.regions, c.passage, part.employment)
            if CHECK_TARGET in checks
            else ()
        )
        miss_p, named_places = check_places(asked_places, c.passage, scores.span.get(pid))
        miss_s, siblings = (
            missing_siblings(part.text, _named_text(c.passage)) if CHECK_TARGET in checks else ((), ())
        )
        miss_t += miss_p + miss_s
        uncov = check_period(mentions, reference_date, c.passage) if CHECK_PERIOD in checks else ()
        prob = scores.prob.get(pid)
        no_answer = (
            prob is None
            or states_nothing(c.passage.text, scores.span.get(pid))
            or says_not_defined(part.text, c.passage.text)
            or lists_other_cases(part.text, c.passage.text, scores.span.get(pid))
            or states_rule_only(part.text, c.passage.text, scores.span.get(pid))
            or _defined_elsewhere_in_version(part.text, c, float(prob), not_here)
            or unit_unstated(unit, c.passage.text, scores.sentences.get(pid, ()))
        )
        p = -1.0 if no_answer else float(prob)
        if not miss_t and not uncov and not no_answer:
            eligible.append((c, p))
        item_fail = no_answer or p < threshold
        failures = tuple(
            name
            for name, bad in ((CHECK_TARGET, miss_t), (CHECK_PERIOD, uncov), (CHECK_ITEM, item_fail))
            if bad
        )
        # A place or sibling missing: the hold names what the rule lists of that kind, not its codes.
        found = (*named_places, *siblings) if miss_p or miss_s else found_targets(c.passage)
        finding = Finding(c, failures, miss_t, uncov, (label,) if item_fail else (), found)
        findings.append((finding, p))
    if eligible_out is not None:
        eligible_out.update((c.passage.passage_id, p) for c, p in eligible)
    value = max((p for _, p in eligible), default=None)
    support = sorted(((c, p) for c, p in eligible if p >= threshold), key=lambda x: -x[1])
    if support:
        # Each part is confirmed by its one best passage. A second one (another version within half
        # the best probability) was cited until 2026-12-02: on company-dev tune, the demo and the
        # reference, all 8 such second citations were documents the question did not need (an
        # overseas rule under a domestic answer), none a required one.
        return PartResult(label, targets, (support[0][0],)), value
    if not findings:
        return PartResult(label, targets, ()), value
    nearest, _ = min(findings, key=lambda fp: (len(fp[0].failures), -fp[1]))
    reasons: list[str] = []
    if CHECK_TARGET in nearest.failures:
        reasons.append(TARGET_NOT_FOUND)
    if CHECK_PERIOD in nearest.failures:
        reasons.append(PERIOD_NOT_COVERED)
    if CHECK_ITEM in nearest.failures:
        reasons.append(ITEM_NOT_STATED if on_topic(nearest.candidate, config) else BELOW_THRESHOLD)
    ordered = [nearest, *(f for f, _ in sorted(findings, key=lambda fp: -fp[1]) if f is not nearest)]
    shown = tuple(f for f in ordered if on_topic(f.candidate, config))
    missing = (*nearest.missing_targets, *nearest.uncovered, *nearest.missing_items)
    return PartResult(label, targets, (), tuple(reasons), missing, shown), value


def _located(
    question: str, evidence: Sequence[Candidate], scores: PartScores, locate: LocateFn
) -> PartScores:
    spans = dict(scores.span)
    for c in evidence:
        found = locate(question, c.passage)
        if found is not None and not states_nothing(c.passage.text, found):
            spans[c.passage.passage_id] = found
    return PartScores(scores.prob, spans, scores.sentences)


@dataclass(frozen=True)
class AskResult:
    """A later asking sentence of a confirmed one-part question, read with it first
    (``later_asks``): its best eligible passage (target, period and 「定めない」 as for a part),
    that passage's answer probability, and whether it reaches the bar to be cited."""

    text: str
    evidence: Candidate | None
    value: float | None
    cited: bool
    scores: PartScores


@dataclass(frozen=True)
class AnswerGateResult:
    checks: CheckResult
    value: float | None  # the weakest part's best answer probability
    part_scores: tuple[PartScores, ...]
    # Later asks of a confirmed one-part question: cited when they reach the bar; they never
    # change the outcome or the decision value.
    asks: tuple[AskResult, ...] = ()


def run_answer_gate(
    analysis: QueryAnalysis,
    kept: Sequence[Candidate],
    *,
    reference_date: date,
    config: GateConfig,
    threshold: float,
    read: ReadFn | None,
    locate: LocateFn | None = None,
    ask_threshold: float | None = None,
    ask_pool: Sequence[Candidate] | None = None,
) -> AnswerGateResult:
    """Confirm each part on the kept candidates (see the module docstring).

    A single-part question uses the scores the candidates already carry; each part of a
    multi-part question is read again by the model (``read``) against the kept passages.
    ``locate`` then finds the answer sentence in each confirming passage (the span shown);
    a span it finds inside a 「定めない」 sentence is not taken.

    A question with a confirmed part and several asking sentences (one part, or coordinated
    items of its first ask: ``_whole_for_later_asks``) has each later ask read
    again with that ask first (``later_asks``) against ``ask_pool`` (every candidate found
    for the question, all readable: selection ranked them by the question as asked, whose
    first ask dominates; default ``kept``); its best eligible passage (target, period,
    「定めない」 as for a part) is cited when its answer probability reaches ``ask_threshold``
    (default ``threshold``; an evaluation that gates by replay passes the configured one),
    so 「…届出は必要ですか？あと報告書の様式番号は？」 cites the incident rule too. The
    outcome and decision value stay the whole question's.
    """
    from retrieval.core.checks.parts import part_label

    parts = answer_parts(analysis, CHECK_PARTS in config.checks, CHECK_SENTENCES in config.checks)
    results, values, all_scores, eligible = [], [], [], []
    for part in parts:
        if len(parts) == 1 or read is None:
            scores = scores_of_candidates(kept)
        else:
            scores = _read_part(read, part, kept, analysis, reference_date, config)
        label = part.subject or part_label(part, ())
        eligible.append({})
        result, value = gate_part(
            part,
            label,
            kept,
            scores,
            mentions=analysis.dates,
            reference_date=reference_date,
            config=config,
            threshold=threshold,
            eligible_out=eligible[-1],
        )
        if locate is not None and result.evidence:
            scores = _located(part.text, result.evidence, scores, locate)
        results.append(result)
        values.append(value)
        all_scores.append(scores)
    value = None if any(v is None for v in values) else min(v for v in values if v is not None)
    if len(parts) > 1:
        for c in kept:
            c.part_values = tuple(by_part.get(c.passage.passage_id) for by_part in eligible)
    asks: tuple[AskResult, ...] = ()
    whole = _whole_for_later_asks(analysis, parts, config)
    if read is not None and whole is not None and any(r.confirmed for r in results):
        bar = threshold if ask_threshold is None else ask_threshold
        asks = tuple(
            _read_ask(
                text,
                whole,
                kept if ask_pool is None else ask_pool,
                analysis,
                reference_date,
                config,
                read,
                locate,
                bar,
            )
            for text in later_asks(analysis.text)
        )
    return AnswerGateResult(CheckResult(tuple(results)), value, tuple(all_scores), asks)


def _whole_for_later_asks(
    analysis: QueryAnalysis, parts: Sequence[QueryPart], config: GateConfig
) -> QueryPart | None:
    """The question as one part, when its later asking sentences are still to be read: a
    one-part question, or one whose parts are coordinated items of its first ask (「日当と宿泊
    上限額はいくらですか？また手土産代は精算できますか？」: the 手土産 ask was dropped without a
    word). None when the parts are its asking sentences already, or name different products
    or regions (a later ask would not know which one it is about)."""
    base = question_parts(analysis, CHECK_PARTS in config.checks)
    if len(base) != 1:
        return None
    if len(parts) > 1 and CHECK_SENTENCES in config.checks and sentence_parts(analysis.text):
        return None
    return base[0]


def bound_to_fail(
    part: QueryPart, c: Candidate, analysis: QueryAnalysis, reference_date: date, config: GateConfig
) -> bool:
    """Does ``c`` fail ``part``'s target or period check whatever the model reads in it — the
    checks that need no reading: an asked code, region or employment type its passage does not
    name (``check_target``), an asked item whose listed siblings it names instead
    (``missing_siblings``), an asked date its version does not cover (``check_period``)? Then
    it can never confirm the part (``gate_part``), and reading it for the part is wasted."""
    checks = config.checks
    if CHECK_TARGET in checks and (
        check_target(part.identifiers, part.regions, c.passage, part.employment)
        or missing_siblings(part.text, _named_text(c.passage))[0]
    ):
        return True
    return CHECK_PERIOD in checks and bool(check_period(analysis.dates, reference_date, c.passage))


def _read_part(
    read: ReadFn,
    part: QueryPart,
    candidates: Sequence[Candidate],
    analysis: QueryAnalysis,
    reference_date: date,
    config: GateConfig,
) -> PartScores:
    """The model's reading of ``part`` against the candidates that could confirm it; one
    ``bound_to_fail`` keeps the reading of the whole question it carries (``rerank``), which
    only orders a hold's findings (it is never eligible). A part of 「P-20 と P-25 の保証期間」
    reads the P-20 rules for P-20 and nothing for P-25 when no rule names it: a second read of
    every candidate per part was what doubled the p95 (issue #39)."""
    todo = [c for c in candidates if not bound_to_fail(part, c, analysis, reference_date, config)]
    read_now = _read_scores(read, part.text, todo) if todo else PartScores({}, {}, {})
    whole = scores_of_candidates([c for c in candidates if c.passage.passage_id not in read_now.prob])
    return PartScores(
        {**whole.prob, **read_now.prob},
        {**whole.span, **read_now.span},
        {**whole.sentences, **read_now.sentences},
    )


def _read_scores(read: ReadFn, text: str, candidates: Sequence[Candidate]) -> PartScores:
    """The model's reading of ``text`` against each candidate, as one part's scores."""
    from retrieval.core.rerank import sigmoid

    readings = read(text, candidates)
    probs = sigmoid([r.answer_logit for r in readings])
    return PartScores(
        {c.passage.passage_id: float(p) for c, p in zip(candidates, probs, strict=True)},
        {c.passage.passage_id: r.span for c, r in zip(candidates, readings, strict=True)},
        {c.passage.passage_id: r.sentences for c, r in zip(candidates, readings, strict=True)},
    )


def _read_ask(
    text: str,
    whole: QueryPart,
    pool: Sequence[Candidate],
    analysis: QueryAnalysis,
    reference_date: date,
    config: GateConfig,
    read: ReadFn,
    locate: LocateFn | None,
    bar: float,
) -> AskResult:
    part = QueryPart(text, whole.identifiers, whole.regions, text, whole.employment)
    scores = _read_part(read, part, pool, analysis, reference_date, config)
    result, value = gate_part(
        part,
        text,
        pool,
        scores,
        mentions=analysis.dates,
        reference_date=reference_date,
        config=config,
        threshold=float("-inf"),
    )
    best = result.evidence[0] if result.evidence else None
    cited = best is not None and value is not None and value >= bar
    if cited and locate is not None:
        scores = _located(text, (best,), scores, locate)  # type: ignore[arg-type]
    return AskResult(text, best, value, cited, scores)
