"""Query analysis (SPEC §4 step 2): tokens, synonyms, identifiers, dates, items, parts, asking sentences."""

from __future__ import annotations

import itertools
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Collection, Sequence
from datetime import date

from retrieval.core.sentences import sentence_spans
from retrieval.core.text import (
    extract_employment,
    extract_identifiers,
    extract_regions,
    identifier_spans,
    normalize,
    parse_date_mentions,
    region_spans,
    token_spans,
    tokenize,
)
from retrieval.core.types import (
    ITEM_AMOUNT,
    ITEM_DATE,
    ITEM_DURATION,
    ITEM_PERSON,
    ITEM_PLACE,
    ITEMS,
    QueryAnalysis,
    QueryPart,
)

__all__ = [
    "ASK_WORDS",
    "MAX_LATER_ASKS",
    "analyze",
    "asked_items",
    "coordinated_parts",
    "later_asks",
    "sentence_parts",
    "split_parts",
    "subject_of",
    "term_groups",
]

# --- items --------------------------------------------------------------------------------

# "何日以内/何日間" ask for a number of days (duration); "何日まで/何日に" for a day (date).
# A deadline (期限・いつまで) is ITEM_DATE: SPEC §4 lets a date or a duration state it.
_ITEM_PATTERNS: dict[str, re.Pattern[str]] = {
    ITEM_DATE: re.compile(
        r"期限|期日|納期|締切|締め切り|〆切|しめきり|いつ(?!も)|何日(?:まで|に|から|の)"
        r"|何時まで|何月何日|何曜日|日付|何年度"
    ),
    ITEM_PLACE: re.compile(r"どこ|窓口|場所|宛先|提出先|送付先|返却先|申請先|連絡先|問い合わせ先|問合せ先"),
    ITEM_AMOUNT: re.compile(
        r"いくら|金額|上限額|限度額|支給額|補助額|月額|年額|日額|何円|料金|価格|値段|"
        r"費用(?=は|って|を教|の上限)"
    ),
    ITEM_DURATION: re.compile(
        r"何日(?!まで|に|から|の)|何営業日|何か月|何ヶ月|何カ月|何ヵ月|何週間|何年(?!度)"
        r"|何時間|日数|どのくらいの間|どれくらいの間"
    ),
    ITEM_PERSON: re.compile(r"誰|だれ|どなた|承認者|担当者|責任者|決裁者|承認権者|担当(?!部署|部門|窓口|課)"),
}
_PERIOD = re.compile(r"期間")  # a duration, unless the question asks いつ (then dates)
_WHEN = re.compile(r"いつ(?!も)")
# Words that say *which kind* of fact is asked (the items above, 期間, 何日, 誰…) rather
# than *about what*: the topic check (checks.topic_terms) leaves them out, since a
# deadline question's evidence need not repeat 「期限」 and 「月額」 names no subject.
# Bounds (以内・以上), predicate words every rule could answer (必要・可能・場合・時点) and
# the asking itself (両方知りたい・教えて・調べて) are not a subject either.
ASK_WORDS = re.compile(
    "|".join(f"(?:{p.pattern})" for p in _ITEM_PATTERNS.values())
    + r"|期間|何[\u4e00-\u9fff]?|どれくらい|どのくらい|どれだけ"
    + r"|以内|以上|以下|未満|必要|可能|場合|時点"
    + r"|両方|各々|全部|知り|分かる|分から|教え|調べ|確認し(?:たい|て)"
)


def asked_items(text: str) -> tuple[str, ...]:
    """The items a question asks for, a subset of ``ITEMS`` in that order."""
    norm = normalize(text)
    found = {item for item, pattern in _ITEM_PATTERNS.items() if pattern.search(norm)}
    if _PERIOD.search(norm) and not _WHEN.search(norm):
        found.add(ITEM_DURATION)
    return tuple(item for item in ITEMS if item in found)


# --- synonyms -----------------------------------------------------------------------------


def term_groups(
    normalized: str, synonyms: Sequence[Collection[str]] = ()
) -> tuple[tuple[str, ...], tuple[frozenset[str], ...]]:
    """Unique tokens and one OR-group per token.

    Synonyms are word-level (["資料", "文書"]); a group applies when one of its words occurs
    in the normalized question. Each question token lying inside that occurrence (or, for
    a one-character word, overlapping it) gets every token of the group's other words
    as alternatives: 「資料」 → {資料, 文書}; 「レシート」 with ["レシート", "領収書"] gives
    {レシ, 領収, 収書}, {シー, 領収, 収書}, {ート, 領収, 収書}.
    """
    spans = token_spans(normalized)
    tokens = tuple(dict.fromkeys(tok for tok, _, _ in spans))
    # Token starts and ends both never decrease (bigrams overlap by one character, runs
    # do not overlap), so the tokens inside or overlapping an occurrence are a slice found
    # by bisection: linear in the question, not quadratic in a repeated synonym word.
    starts = [a for _, a, _ in spans]
    ends = [b for _, _, b in spans]
    extra: dict[str, set[str]] = {tok: set() for tok in tokens}
    for group in synonyms:
        words = list(dict.fromkeys(w for w in (normalize(x).strip() for x in group) if w))
        for word in words:
            others = {tok for other in words if other != word for tok in tokenize(other)}
            for start in _occurrences(normalized, word):
                end = start + len(word)
                last = bisect_left(starts, end)
                hit = [t for t, _, b in spans[bisect_left(starts, start) : last] if b <= end]
                hit = hit or [t for t, _, _ in spans[bisect_right(ends, start) : last]]
                for tok in hit:
                    extra[tok].update(others)
    return tokens, tuple(frozenset({tok, *extra[tok]}) for tok in tokens)


def _occurrences(haystack: str, needle: str) -> list[int]:
    out, start = [], haystack.find(needle)
    while start >= 0:
        out.append(start)
        start = haystack.find(needle, start + 1)
    return out


# --- subject ----------------------------------------------------------------------------

# Linear-time forms: no two \s* can share a run of spaces (each optional word carries its
# own trailing \s*+), and a stem never ends inside one (a minimal stem would end before
# it). Written as `\s*(?:word)?\s*`, a question of 「は」 and spaces took cubic time.
_ASK_TAIL = re.compile(
    r"^(?P<stem>.+)(?:を|について)\s*+(?:(?:両方|それぞれ|全部|すべて)\s*+)?"
    r"(?:教えて|おしえて|知りたい|確認したい|調べて)"
)
_TOPIC_TAIL = re.compile(
    r"^(?P<stem>\s|.+?(?<!\s))\s*+(?:(?<![ぁ-ゖ\s])とは|は)\s*+(?:(?:月額|年額|日額|1日|1回|1泊|1件)(?:あたり)?\s*+)?"
    r"(?:(?:いつ|どこ|いくら|誰|だれ|どなた|何日間?|何円|何時|何年|"
    r"何か月|何ヶ月|どれくらい|どのくらい|何)\s*+)?(?:ですか|でしょうか|か)?$"
)
_GENITIVE_NO = re.compile(r"(?:(?<![ぁ-ゖ])|(?<=向け))の")
_HIRAGANA = re.compile(r"[ぁ-ゖ]")
_END_PUNCT = " \t\r\n?!。.、"


def _has_qualifier(segment: str) -> bool:
    return bool(
        identifier_spans(segment)
        or region_spans(segment)
        or parse_date_mentions(segment, today=date(2000, 1, 1))
    )


def subject_of(text: str) -> str:
    """What is asked, in the asker's words, for hold texts ("日本向け P-30 の保証期間";
    「ACC-7781とは何ですか」 → "ACC-7781": 「とは」 after a word not written in kana).

    From 「…のXは？」/「…のXを教えて」 keep the asked noun X and the の-phrases that
    name an identifier, region or date or are plain noun compounds; drop modifier
    clauses (「通常使用で故障した場合の」). Other questions are kept whole.
    """
    s = unicodedata.normalize("NFKC", text).strip(_END_PUNCT)
    m = _ASK_TAIL.match(s) or _TOPIC_TAIL.match(s)
    if m is None:
        return s
    stem = m.group("stem").strip()
    segments = _GENITIVE_NO.split(stem)
    if len(segments) < 2:
        return stem
    kept = [
        seg
        for i, seg in enumerate(segments)
        if i == len(segments) - 1 or _has_qualifier(seg) or not _HIRAGANA.search(seg)
    ]
    return re.sub(r"\s+", " ", "の".join(kept)).strip() or stem


# --- parts -----------------------------------------------------------------------------

_JOIN = re.compile(r"\s*(?:と|および|及び|並びに|ならびに|や|、|,|/|&|and)\s*", re.IGNORECASE)
_BOTH = re.compile(r"(?<!\s)(\s*)(?:それぞれ|両方|どちらも|各々)(の?)")  # starts where a space run does
_MAX_PARTS = 8


def _lists(s: str) -> list[tuple[int, int, list[str]]]:
    """Every list of ≥2 identifiers or regions: (start, end, surface of each).

    Identifier lists first, then region lists, each in order of appearance. One pass over
    the spans of each kind: linear in the length of ``s``.
    """
    out: list[tuple[int, int, list[str]]] = []
    run: list[tuple[str, int, int]] = []
    for item in [*identifier_spans(s), None]:
        if run and item is not None and _JOIN.fullmatch(s[run[-1][2] : item[1]]):
            run.append(item)
            continue
        if len({code for code, _, _ in run}) >= 2:
            out.append((run[0][1], run[-1][2], [s[a:b] for _, a, b in run]))
        run = [item] if item is not None else []
    regions: list[tuple[str, str, int, int]] = []
    for region in [*region_spans(s), None]:
        if regions and region is not None and regions[-1][2:] == region[2:]:  # 「日本と米国向け」
            regions.append(region)
        elif regions and region is not None and _JOIN.fullmatch(s[regions[-1][3] : region[2]]):
            regions.append(region)
        else:
            if len({r[0] for r in regions}) >= 2:
                found = (regions[0][2], regions[-1][3], [r[1] for r in regions])
                if all(found[1] <= a or found[0] >= b for a, b, _ in out):  # never inside another
                    out.append(found)
            regions = [region] if region is not None else []
    return out


def _drop_both(s: str) -> str:
    def repl(m: re.Match[str]) -> str:
        before = s[: m.start()].rstrip()
        if not m.group(2) or before.endswith("の"):
            return m.group(1) if not m.group(2) else ""
        return m.group(1) + "の"

    return re.sub(r"[ \t]{2,}", " ", _BOTH.sub(repl, s)).strip()


def split_parts(text: str) -> list[str]:
    """One text per listed identifier/region: 「P-20 と P-30 の保証期間」 →
    ["P-20 の保証期間", "P-30 の保証期間"]. A question without a list gives itself.

    Lists multiply (the first identifier list varies slowest, region lists fastest). Only
    the first ``_MAX_PARTS`` combinations are built, so the work is linear in the length
    of the question however many lists it names (it once recursed into every combination).
    """
    s = unicodedata.normalize("NFKC", text).strip()
    if not _lists(s):
        return [s]
    s = _drop_both(s)
    lists = _lists(s)
    by_position = sorted(range(len(lists)), key=lambda i: lists[i][0])
    choices = [list(dict.fromkeys(surfaces)) for _, _, surfaces in lists]
    out: list[str] = []
    # Distinct combinations give distinct texts; the slice bounds the work regardless.
    for combo in itertools.islice(itertools.product(*choices), 4 * _MAX_PARTS):
        pieces, pos = [], 0
        for i in by_position:
            start, end, _ = lists[i]
            pieces += [s[pos:start], combo[i]]
            pos = end
        part = "".join([*pieces, s[pos:]])
        if part not in out:
            out.append(part)
            if len(out) == _MAX_PARTS:
                break
    return out or [s]


# --- asking sentences and coordinated items (the gate's parts) ----------------------------

# 「A と B は／を…」: two noun phrases joined by と (or 、 / および / 及び / ならびに) before the
# particle that ends the asked thing. A noun phrase here has no hiragana but の (no verb).
_NOUN = r"[^\sぁ-ゖ、。？?！!]+(?:\s*の\s*[^\sぁ-ゖ、。？?！!]+)*"
# The second noun phrase may carry a clause of when it applies: 「貸出中に壊したときの修理費の負担」.
_WHEN_CLAUSE = r"(?:[^\s、。？?！!]*?(?:とき|場合|際)の\s*)?"
_COORDINATED = re.compile(
    rf"^(?P<pre>.*?)(?P<a>{_NOUN})\s*(?:と|および|及び|ならびに)[、,]?\s*(?P<b>{_WHEN_CLAUSE}{_NOUN})\s*(?P<tail>(?:は|を|が|について|って|ってい|も).*)$"
)


def coordinated_parts(text: str) -> list[tuple[str, str]]:
    """「タクシー代の上限と経費精算の期限を教えて」 → [(part question, part subject), …]:
    ("タクシー代の上限を教えて", "タクシー代の上限"), ("経費精算の期限を教えて", "経費精算の期限").
    A shared head or tail is carried over: 「M-20 の貸出期間と貸出料金は」 → 「M-20 の貸出料金」;
    「国内出張と海外出張の日当は」 → 「国内出張の日当」. Empty when the question is not such a
    coordination."""
    m = _COORDINATED.match(unicodedata.normalize("NFKC", text).strip())
    if m is None:
        return []
    pre, a, b, tail = m.group("pre"), m.group("a").strip(), m.group("b").strip(), m.group("tail")
    if len(a) < 2 or len(b) < 2:
        return []
    a_of, b_of = "の" in a, "の" in b
    if a_of and not b_of:
        b = a[: a.index("の") + 1] + b  # M-20 の貸出期間と貸出料金 → M-20 の貸出料金
    elif b_of and not a_of:
        a = a + b[b.index("の") :]  # 国内出張と海外出張の日当 → 国内出張の日当
    return [(f"{pre}{x}{tail}", x) for x in (a, b)]


# A sentence that asks: it ends with a question mark, か, a topic particle left open
# (「締め切りは？」「上限って」) or 教えて(ください).
_ASKS = re.compile(r"(?:\?|か|は|って|教えて(?:ください|下さい)?)$")


def sentence_parts(text: str) -> list[tuple[str, str]]:
    """「有給は繰り越せますか？保有できる上限は何日ですか？」 → one part per asking sentence:
    [("有給は繰り越せますか?", "有給は繰り越せますか"), ("有給は繰り越せますか?保有できる上限は
    何日ですか?", "保有できる上限は何日ですか")]. A part is the question up to its asking
    sentence, so a later sentence keeps the subject an earlier one named (「上限はいくら？」
    after 「夕食代は精算できますか？」) and the statements before it (「ノートPCを盗まれま
    した。」); its subject is the asking sentence alone. Empty for fewer than two asks."""
    normalized, spans, asking = _asking_sentences(text)
    if len(asking) < 2:
        return []
    return [(normalized[: spans[k][1]], normalized[slice(*spans[k])].rstrip("?。 ")) for k in asking]


def _asking_sentences(text: str) -> tuple[str, list[tuple[int, int]], list[int]]:
    """(the NFKC text, its sentence spans, the indices of the sentences that ask)."""
    normalized = unicodedata.normalize("NFKC", text).strip()
    spans = sentence_spans(normalized)
    return (
        normalized,
        spans,
        [k for k, (a, b) in enumerate(spans) if _ASKS.search(normalized[a:b].rstrip("。 "))],
    )


# A question's asking sentences after the first that are read again (``later_asks``).
MAX_LATER_ASKS = 3


def later_asks(text: str) -> list[str]:
    """「ノートPCを盗まれました。届出は必要ですか？あと報告書の様式番号は？」 → for each asking
    sentence after the first, the question with that sentence moved to the front and the rest
    kept for context: ["あと報告書の様式番号は?ノートPCを盗まれました。届出は必要ですか?"]. The
    model reads a question's first ask most: read as asked, the rule that answers a later ask
    scores far below it (company-dev tune: 残業申請の締め切り 0.14, read with its ask first 0.53).
    Empty for fewer than two asks; at most ``MAX_LATER_ASKS`` (each costs a read of the
    question's candidates)."""
    normalized, spans, asking = _asking_sentences(text)
    out = []
    for k in asking[1 : 1 + MAX_LATER_ASKS]:
        a, b = spans[k]
        rest = "".join(normalized[x:y] for i, (x, y) in enumerate(spans) if i != k)
        out.append(normalized[a:b] + rest)
    return out


# --- analyze ---------------------------------------------------------------------------


def analyze(question: str, *, synonyms: Sequence[Collection[str]] = (), today: date) -> QueryAnalysis:
    """Everything later stages need to know about one question."""
    normalized = normalize(question)
    tokens, groups = term_groups(normalized, synonyms)
    parts = tuple(
        QueryPart(
            text=part,
            identifiers=tuple(extract_identifiers(part)),
            regions=tuple(extract_regions(part)),
            subject=subject_of(part),
            employment=tuple(extract_employment(part)),
        )
        for part in split_parts(question)
    )
    return QueryAnalysis(
        text=question,
        normalized=normalized,
        tokens=tokens,
        term_groups=groups,
        identifiers=tuple(extract_identifiers(question)),
        regions=tuple(extract_regions(question)),
        employment=tuple(extract_employment(question)),
        dates=tuple(parse_date_mentions(question, today=today)),
        items=asked_items(question),
        parts=parts,
        subject=subject_of(question),
    )
