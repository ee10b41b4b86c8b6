"""Response composition (SPEC §4 step 7): cited answers, holds that explain themselves.

An answer consists only of verbatim sentences of cited passages. A hold names what could
not be confirmed in the asker's words, what was found instead (candidates only, which are
all visible to the asker), the next step and where to check. A hold's lines are
``core.messages`` data (a template key and its arguments), stored with their Japanese text,
so the portal can show them in the reader's language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date

from retrieval.core.checks import (
    CHECK_ITEM,
    CHECK_PERIOD,
    CHECK_TARGET,
    DROP_OFF_TOPIC,
    ITEM_VALUE,
    CheckResult,
    Finding,
    ItemAsk,
    PartResult,
    TopicCoverage,
    item_asks,
    states_nothing_here,
)
from retrieval.core.messages import Arg, Message, day_or_text, message, verbatim
from retrieval.core.sentences import split_sentences
from retrieval.core.text import EMPLOYMENT_TYPES, normalize, tokenize
from retrieval.core.types import (
    ACCOUNT_INACTIVE,
    BELOW_THRESHOLD,
    HOLD,
    ITEM_NOT_STATED,
    NO_CANDIDATES,
    PARTIAL,
    PASS,
    PERIOD_NOT_COVERED,
    RETRIEVAL_UNAVAILABLE,
    SCORE_MISSING,
    TARGET_NOT_FOUND,
    TIMED_OUT,
    Candidate,
    Citation,
    GateConfig,
    Hold,
    PassageRecord,
    QueryAnalysis,
    Response,
    Statement,
)


def _unique(lines: Sequence[Message]) -> dict[str, Message]:
    """Each line once, by its Japanese text (the stored and logged one), in first-seen order,
    beside the message it was rendered from."""
    out: dict[str, Message] = {}
    for m in lines:
        out.setdefault(m.render(), m)
    return out


def _content_tokens(analysis: QueryAnalysis) -> set[str]:
    """Question tokens worth matching: not single characters, not pure hiragana."""
    tokens = set(analysis.expanded_tokens) if analysis.tokens else set(tokenize(analysis.text))
    return {tok for tok in tokens if len(tok) >= 2 and not re.fullmatch(r"[ぁ-ゖ]+", tok)}


def answer_sentences(passage: PassageRecord, analysis: QueryAnalysis, asks: Sequence[ItemAsk]) -> list[str]:
    """The sentences of one passage that answer the question, in passage order."""
    tokens = _content_tokens(analysis)
    out = []
    for sentence in split_sentences(passage.text):
        norm = normalize(sentence)
        if states_nothing_here(norm):
            continue  # 「…はこの資料では定めていない」「…は賃金規程で定める」 state nothing here
        overlap = bool(tokens & set(tokenize(sentence)))
        if overlap or any(ITEM_VALUE[a.item].search(norm) for a in asks):
            out.append(sentence)
    if not out:
        out = split_sentences(passage.text)[:1]
    return out


def _citation(number: int, p: PassageRecord) -> Citation:
    return Citation(
        number=number,
        passage_id=p.passage_id,
        version_id=p.version_id,
        doc_id=p.doc_id,
        version_label=p.version_label,
        title=p.title,
        valid_from=p.valid_from,
        valid_until=p.valid_until,
        quote=p.text,
    )


def compose_answer(
    evidence: Sequence[Candidate], analysis: QueryAnalysis
) -> tuple[tuple[Statement, ...], tuple[Citation, ...]]:
    """Statements (verbatim sentences with citation numbers) and their citations."""
    asks = item_asks(analysis)
    citations: list[Citation] = []
    statements: dict[str, list[int]] = {}
    for c in evidence:
        number = len(citations) + 1
        citations.append(_citation(number, c.passage))
        for sentence in answer_sentences(c.passage, analysis, asks):
            statements.setdefault(sentence, []).append(number)
    return tuple(Statement(s, tuple(nums)) for s, nums in statements.items()), tuple(citations)


def _validity(p: PassageRecord) -> Message:
    """The period the version applies in: its validity narrowed by the period its text states
    (a body's 「2026年4月1日から適用する」 says nothing of the version's end on 9月30日)."""
    starts = [d for d in (p.valid_from, p.stated_from) if d is not None]
    untils = [d for d in (p.valid_until, p.stated_until) if d is not None]
    start, until = max(starts, default=None), min(untils, default=None)
    if start is None and until is None:
        return message("validity.open")
    end: Arg = until.fromordinal(until.toordinal() - 1) if until else ""
    return message("validity.range", start=start or "", end=end)


def _target_kind(missing: Sequence[str]) -> str:
    """What kind of target is missing: a product code, an employment type, a market region
    (「米国向け」), else something the rule lists others of (a country, a site, a plan)."""
    if any(re.search(r"\d", m) for m in missing):
        return "id"
    if any(m in EMPLOYMENT_TYPES for m in missing):
        return "employment"
    if all(m.endswith("向け") for m in missing):
        return "region"
    return "listed"


_LATIN_WORDS = re.compile(r"[A-Za-z]+\s+[A-Za-z]+")


def _item_key(key: str, items: Sequence[str]) -> str:
    """``key``, or its ``.asked`` form when an item is the asker's whole sentence rather than
    a noun phrase (no subject could be read: 「在宅勤務手当はいくらもらえますか」, an English
    question): quoted, 「…」への答え, not 「在宅勤務手当はいくらもらえますかの記載」."""
    sentence = any(re.search(r"[ぁ-ゖ]$", i) or _LATIN_WORDS.search(i) for i in items)
    return f"{key}.asked" if sentence else key


def _bare(text: str) -> str:
    return normalize(text).strip().rstrip("？?。．.!！ ")


def _is_whole_question(items: Sequence[str], question: str) -> bool:
    """Whether the asked thing is the asker's whole question (no narrower subject or item
    could be read): quoting it back under the question says nothing, so the hold says
    「この質問」 instead."""
    return bool(question.strip()) and len(items) == 1 and _bare(items[0]) == _bare(question)


def _found_texts(
    finding: Finding, asks: Sequence[ItemAsk], siblings: Sequence[PassageRecord] = (), question: str = ""
) -> list[Message]:
    """What one found version is and why it did not answer; ``siblings`` are the other
    kept passages of the same version (an 「…はこの規程では定めていない」 or a 「…は賃金規程で
    定める」 may be there: quoted, it tells where to look next)."""
    p = finding.candidate.passage
    if CHECK_TARGET in finding.failures:
        asked = "・".join(dict.fromkeys(finding.missing_targets))
        if not finding.found_targets:  # the version names no target at all: nothing "differs"
            return [message("found.target.none", title=p.title, asked=asked)]
        kind = _target_kind(finding.missing_targets)
        # A region or employment type asked is set against those found (「この資料の対象地域は
        # 米国向け」, not 「米国向け・P-20」); a code against all the version names (「日本向け・P-20」).
        same_kind = [f for f in finding.found_targets if kind != "id" and _target_kind([f]) == kind]
        found = "・".join(dict.fromkeys(same_kind or finding.found_targets))
        return [message(f"found.target.{kind}", title=p.title, asked=asked, found=found)]
    if CHECK_PERIOD in finding.failures:
        uncovered = finding.uncovered
        asked = day_or_text(uncovered[0]) if len(uncovered) == 1 else "・".join(uncovered)
        return [message("found.period", title=p.title, validity=_validity(p), asked=asked)]
    if CHECK_ITEM in finding.failures:
        item = "・".join(finding.missing_items)
        if _is_whole_question(finding.missing_items, question):
            out = [message("found.item.question", title=p.title)]
        else:
            out = [message(_item_key("found.item", finding.missing_items), title=p.title, item=item)]
        for passage in dict.fromkeys((p, *siblings)):
            for sentence in split_sentences(passage.text):
                if states_nothing_here(normalize(sentence)):  # not here, or where it is defined
                    out.append(message("found.item.negated", title=p.title, quote=sentence))
        return out
    return [message("found.weak", title=p.title)]


def _next_steps(reasons: Sequence[str], parts: Sequence[PartResult], question: str = "") -> list[Message]:
    nearest = [p.findings[0] for p in parts if p.findings]
    steps: list[Message] = []
    for reason in reasons:
        if reason == TARGET_NOT_FOUND:
            missing = list(dict.fromkeys(m for f in nearest for m in f.missing_targets))
            steps.append(message(f"next.target.{_target_kind(missing)}", asked="・".join(missing)))
        elif reason == PERIOD_NOT_COVERED:
            steps.append(message("next.period"))
        elif reason == ITEM_NOT_STATED:
            items = dict.fromkeys(m for f in nearest for m in f.missing_items)
            if items and _is_whole_question(list(items), question):
                steps.append(message("next.item.question"))
            elif items:
                steps.append(message(_item_key("next.item", items), item="・".join(items)))
            else:
                steps.append(message("next.item.none"))
        elif reason in (NO_CANDIDATES, BELOW_THRESHOLD, SCORE_MISSING):
            steps.append(message(f"next.{reason}"))
        elif reason == RETRIEVAL_UNAVAILABLE:
            steps.append(message("next.retry"))
        elif reason == TIMED_OUT:  # a retry of the same question would take as long
            steps.append(message("next.timed_out"))
        elif reason == ACCOUNT_INACTIVE:
            steps.append(message("next.inactive"))
    return list(dict.fromkeys(steps))


def contact_line(owner: str, contact: str) -> str:
    """「総務部（内線 2100）」; the contact alone when it already names the owner
    (「品質保証部 返品窓口 (内線 4100)」, not 「品質保証部（品質保証部 返品窓口…）」)."""
    return _contact_message(owner, contact).render()


def _contact_message(owner: str, contact: str) -> Message:
    owner, contact = owner.strip(), contact.strip()
    if not owner or normalize(contact).startswith(normalize(owner)):
        return verbatim(contact)
    return message("contact", owner=owner, contact=contact)


def _contacts(nearest: Sequence[Candidate], config: GateConfig) -> list[Message]:
    for c in nearest:
        p = c.passage
        if p.contact:
            return [_contact_message(p.owner, p.contact)]
    return [verbatim(config.fallback_contact)] if config.fallback_contact else []


def _subject(analysis: QueryAnalysis | None, question: str) -> str:
    if analysis is not None and analysis.subject:
        return analysis.subject
    return (analysis.text if analysis is not None else question).strip().rstrip("？?。")


def _part_lines(
    parts: Sequence[PartResult], *, asks: Sequence[ItemAsk], question: str
) -> tuple[list[Message], list[Message], list[Candidate]]:
    """(what is unconfirmed, what was found instead, the nearest candidates) for the checks'
    unconfirmed parts: each part's versions, up to three, each described by its nearest passage."""
    unconfirmed: list[Message] = []
    found: list[Message] = []
    nearest: list[Candidate] = []
    for part in parts:
        if _is_whole_question([part.label], question):
            unconfirmed.append(message("unconfirmed.question"))
        else:
            unconfirmed.append(message("unconfirmed", what=part.label))
        shown: list[str] = []
        for finding in part.findings:
            vid = finding.candidate.passage.version_id
            if vid in shown:
                continue
            if len(shown) == 3:
                break
            shown.append(vid)
            siblings = [f.candidate.passage for f in part.findings if f.candidate.passage.version_id == vid]
            found.extend(_found_texts(finding, asks, siblings, question))
            nearest.append(finding.candidate)
    return unconfirmed, found, nearest


def _stage_lines(
    reasons: Sequence[str],
    *,
    analysis: QueryAnalysis | None,
    question: str,
    candidates: Sequence[Candidate],
    topics: Mapping[str, TopicCoverage] | None,
) -> tuple[list[Message], list[Message], list[Candidate]]:
    """(what is unconfirmed, what was found instead, the nearest candidates) for a hold on
    score or stage reasons: the subject asked, and for a weak score up to three passages."""
    what = _subject(analysis, question)
    outage = RETRIEVAL_UNAVAILABLE in reasons or TIMED_OUT in reasons
    key = "unconfirmed"
    if ACCOUNT_INACTIVE in reasons:
        key = "unconfirmed.inactive"
    elif outage:
        key = "unconfirmed.outage" if RETRIEVAL_UNAVAILABLE in reasons else "unconfirmed.timeout"
    if _is_whole_question([what], question):
        unconfirmed = [message(f"{key}.question")]
    else:
        unconfirmed = [message(key, what=what)]
    found: list[Message] = []
    nearest: list[Candidate] = []
    if BELOW_THRESHOLD in reasons:
        off_topic = [c for c in candidates if c.drop_reason == DROP_OFF_TOPIC]
        kept = [c for c in candidates if c.kept] or off_topic or list(candidates)
        for c in kept[:3]:
            topic = (topics or {}).get(c.passage.version_id)
            if c.drop_reason == DROP_OFF_TOPIC and topic is not None and topic.missing:
                words = "」「".join(topic.missing)
                found.append(message("found.topic", title=c.passage.title, words=words))
            else:
                found.append(message("found.weak", title=c.passage.title))
            nearest.append(c)
    return unconfirmed, found, nearest


def compose_hold(
    reasons: Sequence[str],
    *,
    analysis: QueryAnalysis | None,
    question: str,
    candidates: Sequence[Candidate],
    config: GateConfig,
    unconfirmed_parts: Sequence[PartResult] = (),
    topics: Mapping[str, TopicCoverage] | None = None,
    reference: tuple[date, str] | None = None,
) -> Hold:
    """A hold for score/stage reasons, or for the unconfirmed parts of the checks.

    ``topics`` (version_id → coverage, from ``checks.topic_filter``) lets a hold say which
    of the asker's words a passage dropped as off-topic did not mention. ``reference`` is the
    reference date and where it came from ("user", "question", "today"): a date the asker
    set is named when nothing, or nothing close enough, was found (only versions valid on it
    were searched) — true whatever exists, so it tells nothing about unreadable versions."""
    asks = item_asks(analysis) if analysis is not None else ()
    if unconfirmed_parts:
        unconfirmed, found, nearest = _part_lines(unconfirmed_parts, asks=asks, question=question)
    else:
        unconfirmed, found, nearest = _stage_lines(
            reasons, analysis=analysis, question=question, candidates=candidates, topics=topics
        )
    # By identity: Candidate's dataclass __eq__ compares every field (and the passage's).
    listed = {id(c) for c in nearest}
    nearest.extend(c for c in candidates if id(c) not in listed)
    steps = _next_steps(reasons, unconfirmed_parts, question)
    if reference is not None and reference[1] != "today" and {NO_CANDIDATES, BELOW_THRESHOLD} & set(reasons):
        steps.insert(0, message("next.reference_date", day=reference[0]))
    lines = {
        "unconfirmed": unconfirmed,
        "found_instead": found,
        "next_steps": steps,
        "contacts": _contacts(nearest, config),
    }
    rendered = {key: _unique(ms) for key, ms in lines.items()}
    return Hold(
        reasons=tuple(reasons),
        unconfirmed=tuple(rendered["unconfirmed"]),
        found_instead=tuple(rendered["found_instead"]),
        next_steps=tuple(rendered["next_steps"]),
        contacts=tuple(rendered["contacts"]),
        messages={key: tuple(d.values()) for key, d in rendered.items()},
    )


def compose_response(
    outcome: str,
    reasons: Sequence[str],
    *,
    analysis: QueryAnalysis | None,
    question: str,
    candidates: Sequence[Candidate],
    config: GateConfig,
    checks: CheckResult | None = None,
    evidence: Sequence[Candidate] = (),
    topics: Mapping[str, TopicCoverage] | None = None,
    reference: tuple[date, str] | None = None,
) -> Response:
    """The response for an outcome: pass → cited answer; hold; partial → both."""
    if outcome == PASS and analysis is not None:
        statements, citations = compose_answer(evidence, analysis)
        return Response(PASS, statements, citations)
    if outcome == PARTIAL and analysis is not None and checks is not None:
        statements, citations = compose_answer(evidence, analysis)
        missing = [p for p in checks.parts if not p.confirmed]
        hold = compose_hold(
            reasons,
            analysis=analysis,
            question=question,
            candidates=candidates,
            config=config,
            unconfirmed_parts=missing,
            reference=reference,
        )
        return Response(PARTIAL, statements, citations, hold)
    missing = [p for p in checks.parts if not p.confirmed] if checks is not None else []
    hold = compose_hold(
        reasons,
        analysis=analysis,
        question=question,
        candidates=candidates,
        config=config,
        unconfirmed_parts=missing,
        topics=topics,
        reference=reference,
    )
    return Response(HOLD, (), (), hold)
