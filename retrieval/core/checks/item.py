"""The item check: does one version's evidence state the asked item (a date, duration,
amount, place or person) about the asked thing, not merely say it is not defined here?"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from retrieval.core.checks.common import contains, nfkc_lower, passage_text
from retrieval.core.types import (
    ITEM_AMOUNT,
    ITEM_DATE,
    ITEM_DURATION,
    ITEM_PERSON,
    ITEM_PLACE,
    PassageRecord,
    QueryAnalysis,
)

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
# A delegation clause: the item is defined by another rule, a table or another body, not
# here (「割増賃金の計算方法および率は賃金規程で定める。」「海外出張の旅費は別に定める。」
# 「…については、各工場の施設管理要領による。」). Japanese rules delegate this way as a matter of
# drafting; like 「…は本規程では定めない」 a span inside one states nothing. Measured on the
# company corpora (company-train, company-dev, the demo): 47 of 3,986 sentences are such
# clauses and none of the 568 evidence sentences of their answerable questions is one.
# 「この規程で定める」 (this rule itself) and 「職種別に定める」 are not delegations.
_RULE_NAME = (
    r"(?<!この)(?<!本)(?<!当)(?:規程|規則|規定|要領|細則|基準|要綱|協定|マニュアル|ガイドライン|別表|別紙)"
)
DELEGATION = re.compile(
    rf"(?:{_RULE_NAME}(?:で|に|において)(?:別に)?定め(?:る|ます|ています)"
    rf"|{_RULE_NAME}(?:の定め)?によ(?:る|ります)"
    r"|(?:別途|(?<![\u4e00-\u9fff])別に)定め(?:る|ます|ています))[。.]?\s*$"
)


# A rule's structural clauses say what the rule is, not what it says: its purpose clause, the
# first article (「この規程は、社員が業務のために立て替えた経費の精算手続を定める。」「本規程は、…の
# 点検手順を定め、…を維持することを目的とする。」), and its commencement clause, the supplementary
# provision (附則: 「この規程は2026年10月1日から適用する。」). Japanese rules are drafted this way; the
# first names the rule's subject, never a value, deadline or person of it, the second only when
# the rule applies. So a span inside one answers nothing but a question about the rule's purpose
# (目的・趣旨) or about when it or a change applies (施行・適用・改定・変わる・いつから…). Measured on
# the company corpora (company-train, company-dev, the demo): 134 purpose and 64 commencement
# clauses, and none of the 522 evidence sentences of their answerable questions (company-dev:
# tune split) is one; JaQuAD's and NoMIRACL's Wikipedia passages hold none.
_RULE_ITSELF = (
    r"^(?:この|本|当)(?:規程|規則|規定|要領|細則|基準|要綱|措置|手続|制度|方針|マニュアル|ガイドライン)"
)
STRUCTURAL_CLAUSES = {
    "purpose": (
        re.compile(
            _RULE_ITSELF
            + r"は[、,]?.*(?:(?:を|について)定める(?:もの(?:とする|である))?|を目的とする)[。.]?\s*$"
        ),
        re.compile(r"目的|趣旨"),
    ),
    "commencement": (
        re.compile(
            _RULE_ITSELF
            + r"(?:の改定|の改訂|の改正)?は[、,]?.{0,30}?(?:から|より)(?:施行|適用|実施)する[。.]?\s*$"
        ),
        re.compile(r"施行|適用|改定|改訂|改正|変わ|変更|有効|いつから"),
    ),
}


def structural_clause(sentence: str) -> str | None:
    """ "purpose" or "commencement" when this sentence (NFKC-lowered) is such a clause of the
    rule itself (``STRUCTURAL_CLAUSES``), else None."""
    return next((kind for kind, (clause, _) in STRUCTURAL_CLAUSES.items() if clause.search(sentence)), None)


def asks_about_clause(question: str, kind: str) -> bool:
    """Does the question (NFKC-lowered) ask what a ``kind`` clause states?"""
    return bool(STRUCTURAL_CLAUSES[kind][1].search(question))


def states_nothing_here(sentence: str) -> bool:
    """Does this sentence (NFKC-lowered) say the item is not defined here — 「…は本規程では
    定めない」 — or defined elsewhere — 「…は賃金規程で定める」? A span inside it answers nothing."""
    return bool(NEGATION.search(sentence) or DELEGATION.search(sentence))


# What a 「定めない」 sentence or a delegation names: coordinated nouns (「原動機付自転車および
# バイクによる通勤の手当」) and their terms (kanji, katakana, Latin or digit runs of two or more).
_COORDINATION = re.compile(r"および|及び|ならびに|並びに|または|又は|もしくは|[、,・]")
_TERM = re.compile(r"[\u4e00-\u9fff\u30a0-\u30ffーa-z0-9][\u4e00-\u9fff\u30a0-\u30ffーa-z0-9-]+")


def not_defined_terms(sentence: str) -> list[tuple[str, ...]]:
    """The terms of each coordinated thing a 「…は本規程では定めない」 sentence or a delegation
    (「…は賃金規程で定める」) says this rule does not define (sentence NFKC-lowered; [] for any
    other sentence)."""
    m = NEGATION.search(sentence)
    if m is not None:
        subject = m.group(1)
    else:
        d = DELEGATION.search(sentence)
        if d is None:
            return []
        # 「…率は賃金規程で定める」: the thing delegated ends at the last は before the rule named.
        head, topic_mark, _ = sentence[: d.start()].rpartition("は")
        subject = re.sub(r"について$", "", head) if topic_mark else sentence[: d.start()]
    pieces = (tuple(_TERM.findall(piece)) for piece in _COORDINATION.split(subject))
    return [terms for terms in pieces if terms]


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
    text = nfkc_lower(analysis.text)
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


def _mentions_topic(topic: str, text: str) -> bool:
    if not topic or contains(topic, text):
        return True
    grams = [topic[i : i + 2] for i in range(len(topic) - 1)]
    return len(topic) >= 3 and all(contains(g, text) for g in grams)


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
        topic = nfkc_lower(ask.topic)
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
