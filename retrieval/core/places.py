"""Countries and world regions a text names, and whether a rule that lists some covers the one
asked (issue #38 item 3: 「ヨーロッパへの出張の日当」 against a rule that lists アジア・北米).

The names are CLDR's (babel's territory names in Japanese and English: 258 countries and
territories, 30 UN M49 regions besides the world) plus the standard Japanese abbreviations CLDR does not carry
(北米, 南米, 欧州, 米国, 英国, 豪州, 国内 …). A country's continent comes from CLDR's time
zones (FR → Europe/Paris → Europe); regions nest as UN M49 says. Nothing here is chosen for a
question: the sentence that answers either names the asked place, a place containing it, a
place inside it, a catch-all (「その他の地域」「上記以外」「国・地域を問わず」), no foreign place
at all — or it lists other places and does not cover it.

Japanese text is read with Sudachi: a name counts only where it is whole tokens, one of them a
place name (地名), so タイム is not タイ and 日本語 is not 日本.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache

JAPAN = "JP"
WORLD = "001"
# UN M49 (CLDR's region codes): region → the region containing it.
_M49_PARENT = {
    **dict.fromkeys(("002", "019", "142", "150", "009"), WORLD),
    **dict.fromkeys(("015", "202"), "002"),
    **dict.fromkeys(("011", "014", "017", "018"), "202"),
    **dict.fromkeys(("021", "419", "003"), "019"),
    **dict.fromkeys(("005", "013", "029"), "419"),
    **dict.fromkeys(("030", "034", "035", "143", "145"), "142"),
    **dict.fromkeys(("039", "151", "154", "155"), "150"),
    **dict.fromkeys(("053", "054", "057", "061"), "009"),
}
# A time zone's area → the continent (M49) of the countries using it.
_ZONE_AREA = {
    "Europe": "150",
    "Asia": "142",
    "Africa": "002",
    "America": "019",
    "Australia": "009",
    "Pacific": "009",
}
# Standard Japanese (and English) short names CLDR does not list, and 国内 for Japan.
_ABBREVIATIONS = {
    "北米": "021",
    "南米": "005",
    "中南米": "419",
    "欧州": "150",
    "EU": "150",
    "米国": "US",
    "アメリカ": "US",
    "英国": "GB",
    "豪州": "AU",
    "香港": "HK",
    "国内": JAPAN,
    "日本国内": JAPAN,
    "本邦": JAPAN,
    "USA": "US",
    "UK": "GB",
    "America": "US",
    "Britain": "GB",
}
# Not places a rule could list: the world, unions, currency areas, unknown.
_SKIP = {"001", "EU", "EZ", "UN", "ZZ", "QO"}
# Words that make the name before them a language, a people or a make (日本語, 日本人, 日本製).
_NOT_A_PLACE_AFTER = ("語", "人", "製", "産", "風", "式", "系", "時間", "円")
_CATCH_ALL = re.compile(
    r"その他の(?:地域|国|国・地域)|上記以外|それ以外の(?:地域|国)|前各号以外|前号以外の(?:地域|国)"
)
_DOMESTIC = re.compile(r"国内|本邦")
_FOREIGN = re.compile(r"海外|国外|外国")
_LATIN_NAME = re.compile(r"\b[A-Z][A-Za-z.'’-]*(?:\s+(?:and\s+|of\s+|the\s+)?[A-Z][A-Za-z.'’-]*){0,3}")


@lru_cache(maxsize=1)
def _names() -> tuple[dict[str, str], dict[str, str], dict[str, frozenset[str]]]:
    """(Japanese name → code, English name → code, country → its continents)."""
    from babel import Locale
    from babel.core import get_global

    ja: dict[str, str] = {}
    en: dict[str, str] = {}
    for locale, out in (("ja", ja), ("en", en)):
        for code, name in Locale(locale).territories.items():
            if code not in _SKIP and (code.isalpha() and len(code) == 2 or code in _M49_PARENT):
                out.setdefault(unicodedata.normalize("NFKC", name), code)
    for name, code in _ABBREVIATIONS.items():
        (en if name.isascii() else ja)[name] = code
    continents = {
        code: frozenset(_ZONE_AREA[z.split("/")[0]] for z in zones if z.split("/")[0] in _ZONE_AREA)
        for code, zones in get_global("territory_zones").items()
    }
    return ja, en, continents


def _tokens(text: str):
    from retrieval.core.spelling import _tokenizer

    return [(m.surface(), m.part_of_speech()) for m in _tokenizer().tokenize(text[:4000])]


def _japanese_places(text: str) -> list[tuple[str, str]]:
    ja, _, _ = _names()
    tokens = _tokens(text)
    found, i = [], 0
    while i < len(tokens):
        for width in (3, 2, 1):
            window = tokens[i : i + width]
            name = "".join(s for s, _ in window)
            if len(window) == width and name in ja and any(pos[2] == "地名" for _, pos in window):
                after = tokens[i + width][0] if i + width < len(tokens) else ""
                if not after.startswith(_NOT_A_PLACE_AFTER):
                    found.append((ja[name], name))
                i += width
                break
        else:
            i += 1
    return found


def _english_places(text: str) -> list[tuple[str, str]]:
    _, en, _ = _names()
    found = []
    for m in _LATIN_NAME.finditer(text):
        words = m.group(0).split()
        # The longest known name inside the capitalised run («the United Kingdom», «Europe»).
        for size in range(len(words), 0, -1):
            hits = [" ".join(words[k : k + size]) for k in range(len(words) - size + 1)]
            known = [(en[h], h) for h in hits if h in en]
            if known:
                found += known
                break
    return found


@lru_cache(maxsize=8192)
def place_mentions(text: str) -> tuple[tuple[str, str], ...]:
    """(CLDR code, the name as written) of each country and region ``text`` names, first-seen
    order, each code once."""
    nfkc = unicodedata.normalize("NFKC", text)
    seen: dict[str, str] = {}
    for code, surface in (*_japanese_places(nfkc), *_english_places(nfkc)):
        seen.setdefault(code, surface)
    return tuple(seen.items())


def places(text: str) -> tuple[str, ...]:
    """The CLDR codes of the countries and regions ``text`` names, first-seen order, once each."""
    return tuple(code for code, _ in place_mentions(text))


def place_name(code: str) -> str:
    """The Japanese name of a code (the abbreviation where there is one: 北米, 欧州)."""
    ja, _, _ = _names()
    names = [n for n, c in ja.items() if c == code]
    short = [n for n in names if n in _ABBREVIATIONS]
    return (short or sorted(names, key=len) or [code])[0]


def _ancestors(code: str) -> set[str]:
    _, _, continents = _names()
    out: set[str] = set()
    todo = list(continents.get(code, ())) if code not in _M49_PARENT else [_M49_PARENT[code]]
    while todo:
        c = todo.pop()
        if c not in out and c != WORLD:
            out.add(c)
            if c in _M49_PARENT:
                todo.append(_M49_PARENT[c])
    return out


def covers(asked: str, named: Iterable[str]) -> bool:
    """Whether a rule naming ``named`` can be about ``asked``: the same place, one containing
    it, one inside it (a rule for フランス may answer for ヨーロッパ: not this check's call), or,
    for a country of the Americas, any region of the Americas (time zones do not say north
    or south). Another country never covers a country (ドイツ is not フランス)."""
    named = set(named)
    if asked in named:
        return True
    up = _ancestors(asked)
    if up & named:
        return True
    if any(asked in _ancestors(n) for n in named):
        return True
    if "019" in up and asked not in _M49_PARENT:  # a region of the Americas, not a country
        return any(n in _M49_PARENT and "019" in _ancestors(n) for n in named)
    return False


def missing_places(asked: Sequence[str], text: str) -> tuple[str, ...]:
    """The asked foreign places a rule text does not cover (empty: no objection).

    A text listing foreign places covers those (and what they contain or are part of); one
    naming none but Japan (「国内出張旅費規程」) covers no foreign place, unless it also says
    海外/国外/外国; one naming no place objects to nothing. Only a foreign place asked is
    checked: Japan asked is most often not the target at all (日本法, 日本から欧州への出張)
    and is left to the model. A catch-all (「その他の地域」「上記以外」「国・地域を問わず」)
    objects to nothing."""
    foreign = [a for a in asked if a != JAPAN]
    if not foreign or _CATCH_ALL.search(text):
        return ()
    nfkc = unicodedata.normalize("NFKC", text)
    named = [n for n in places(text) if n != JAPAN]
    if named:
        return tuple(a for a in foreign if not covers(a, named))
    domestic = JAPAN in places(text) or _DOMESTIC.search(nfkc)
    return tuple(foreign) if domestic and not _FOREIGN.search(nfkc) else ()
