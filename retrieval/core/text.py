"""Text helpers for retrieval: normalization, reference tokens, identifiers, regions.

Pure Python, no Django. Dates live in ``dates.py`` and are re-exported here.
"""

from __future__ import annotations

import operator
import re
import unicodedata
from collections.abc import Sequence

import numpy as np

from retrieval.core.dates import parse_date_mentions, stated_validity

__all__ = [
    "STRING_KEY_BASE",
    "batch_token_keys",
    "extract_identifiers",
    "extract_regions",
    "identifier_spans",
    "normalize",
    "parse_date_mentions",
    "region_spans",
    "stated_validity",
    "token_spans",
    "token_key",
    "tokenize",
]

# Kana/kanji that form Japanese runs (SPEC §9). Hiragana, katakana incl. the long-vowel
# mark ー and ヽヾヿ (but not the middle dot ・, which is punctuation), CJK ideographs
# (unified, extension A, compatibility, supplementary planes) and 々〆〇.
JA_RANGES: tuple[tuple[int, int], ...] = (
    (0x3005, 0x3007),
    (0x3041, 0x3096),
    (0x309D, 0x309F),
    (0x30A1, 0x30FA),
    (0x30FC, 0x30FF),
    (0x31F0, 0x31FF),
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0x20000, 0x3134F),
)
JA_CHARS = "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in JA_RANGES)
_TOKEN_RUN = re.compile(rf"([a-z0-9]+)|([{JA_CHARS}]+)")


def normalize(text: str) -> str:
    """NFKC, then lower case (the reference normalization)."""
    return unicodedata.normalize("NFKC", text).lower()


def token_spans(normalized: str) -> list[tuple[str, int, int]]:
    """Reference tokens of already-normalized text with their [start, end) offsets."""
    out: list[tuple[str, int, int]] = []
    for m in _TOKEN_RUN.finditer(normalized):
        start, end = m.span()
        if m.group(1) is not None or end - start == 1:
            out.append((m.group(0), start, end))
            continue
        run = m.group(2)
        out.extend((run[i : i + 2], start + i, start + i + 2) for i in range(len(run) - 1))
    return out


def tokenize(text: str) -> list[str]:
    """Reference tokens (SPEC §9): ASCII alnum runs whole, bigrams inside kana/kanji runs.

    A kana/kanji run of one character stays a unigram; everything else is dropped.
    Duplicates are kept (term frequencies matter for documents).
    """
    out: list[str] = []
    for ascii_run, ja_run in _TOKEN_RUN.findall(normalize(text)):
        if ascii_run:
            out.append(ascii_run)
        elif len(ja_run) == 1:
            out.append(ja_run)
        else:
            out.extend(map(operator.add, ja_run, ja_run[1:]))
    return out


# --- integer token keys (index building without a Python string per token) -------------

# Kana/kanji unigram: its code point; bigram: (first << 21) | second (never below 2**21
# because kana/kanji start at U+3005); any other token: STRING_KEY_BASE + an id from a
# caller-owned dict. Keys identify tokens exactly, so an index built from keys scores
# like one built from ``tokenize`` strings.
STRING_KEY_BASE = 1 << 42
_CLASS = np.zeros(0x10000, dtype=np.uint8)  # 0 other, 1 ASCII letter/digit, 2 kana/kanji
_CLASS[ord("a") : ord("z") + 1] = 1
_CLASS[ord("0") : ord("9") + 1] = 1
for _lo, _hi in JA_RANGES:
    if _lo <= 0xFFFF:
        _CLASS[_lo : _hi + 1] = 2


_JA_BMP = frozenset(chr(c) for c in np.flatnonzero(_CLASS == 2).tolist())


def _is_ja(cp: int) -> bool:
    return any(lo <= cp <= hi for lo, hi in JA_RANGES)


def _is_ja_char(ch: str) -> bool:
    return ch in _JA_BMP or (ord(ch) > 0xFFFF and _is_ja(ord(ch)))


_JAPANESE_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def has_japanese_script(text: str) -> bool:
    """Kana or kanji anywhere in ``text`` (a question written in English, say, has none)."""
    return _JAPANESE_SCRIPT.search(text) is not None


def token_key(token: str, strings: dict[str, int], *, grow: bool = False) -> int | None:
    """Integer key of one token; None for an unknown non-kana/kanji token unless ``grow``."""
    if 1 <= len(token) <= 2 and _is_ja_char(token[0]) and _is_ja_char(token[-1]):
        return ord(token) if len(token) == 1 else (ord(token[0]) << 21) | ord(token[1])
    sid = strings.get(token)
    if sid is None:
        if not grow:
            return None
        sid = strings[token] = len(strings)
    return STRING_KEY_BASE + sid


def batch_token_keys(texts: Sequence[str], strings: dict[str, int]) -> tuple[np.ndarray, np.ndarray]:
    """(text index, token key) for every reference token of ``texts``, vectorized.

    Same multiset of tokens per text as ``tokenize`` (order not kept); ``strings`` grows
    with new ASCII tokens.
    """
    norms = [normalize(t) for t in texts]
    if not norms:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    lengths = np.fromiter(map(len, norms), dtype=np.int64, count=len(norms))
    starts = np.concatenate(([0], np.cumsum(lengths + 1)[:-1]))
    big = "\x00".join(norms)
    cp = np.frombuffer(big.encode("utf-32-le", "surrogatepass"), dtype=np.uint32).astype(np.int64)
    cls = _CLASS[np.minimum(cp, 0xFFFF)]
    wide = np.flatnonzero(cp > 0xFFFF)
    if len(wide):
        cls[wide] = np.where([_is_ja(int(c)) for c in cp[wide]], 2, 0)
    ja = cls == 2
    ja_prev = np.concatenate(([False], ja[:-1]))
    ja_next = np.concatenate((ja[1:], [False]))
    bigram_pos = np.flatnonzero(ja & ja_next)
    lone_pos = np.flatnonzero(ja & ~ja_prev & ~ja_next)
    asc = cls == 1
    run_start = np.flatnonzero(asc & ~np.concatenate(([False], asc[:-1])))
    run_end = np.flatnonzero(asc & ~np.concatenate((asc[1:], [False]))) + 1
    ascii_keys = np.fromiter(
        (
            STRING_KEY_BASE + strings.setdefault(big[a:b], len(strings))
            for a, b in zip(run_start.tolist(), run_end.tolist(), strict=True)
        ),
        dtype=np.int64,
        count=len(run_start),
    )
    positions = np.concatenate((bigram_pos, lone_pos, run_start))
    keys = np.concatenate(((cp[bigram_pos] << 21) | cp[bigram_pos + 1], cp[lone_pos], ascii_keys))
    return np.searchsorted(starts, positions, side="right") - 1, keys


# --- identifiers ----------------------------------------------------------------------

# Dash look-alikes typed between a code's letters and digits (incl. ー from IME input).
_DASHES = str.maketrans(dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fc\uff0d", "-"))
_IDENT = re.compile(
    r"(?<![A-Za-z0-9-])"
    r"(?P<prefix>[A-Za-z]{1,4}(?:-[A-Za-z]{1,12})*)"
    r"(?P<dash>-?)"
    r"(?P<num>[0-9]{1,6}(?:-[0-9]{1,6})*)"
    r"(?![A-Za-z0-9]|\.[0-9])"
)


def identifier_spans(text: str) -> list[tuple[str, int, int]]:
    """Identifiers with their [start, end) offsets in ``NFKC(text)`` (not lower-cased).

    Canonical form is upper case with a hyphen before the number: ``p-20``/``P20`` →
    ``P-20``; multi-part codes stay whole (``FIN-FICTION-001``, ``ACC-7781``). A code
    without a hyphen must be written in capitals (``P20`` yes, ``p20``/``mp3`` no) so that
    ordinary words with digits are not taken for codes.
    """
    nfkc = unicodedata.normalize("NFKC", text).translate(_DASHES)
    out: list[tuple[str, int, int]] = []
    for m in _IDENT.finditer(nfkc):
        prefix = m.group("prefix")
        if not m.group("dash") and not prefix.isupper():
            continue
        out.append((f"{prefix.upper()}-{m.group('num')}", m.start(), m.end()))
    return out


def extract_identifiers(text: str) -> list[str]:
    """Canonical product/equipment codes in first-seen order, each once."""
    return list(dict.fromkeys(code for code, _, _ in identifier_spans(text)))


# --- regions --------------------------------------------------------------------------

# Alias → canonical name; a region is always "<canonical>向け" (国内向け → 日本向け).
_REGION_ALIASES: dict[str, str] = {
    "日本国内": "日本",
    "日本": "日本",
    "国内": "日本",
    "本邦": "日本",
    "米国": "米国",
    "アメリカ": "米国",
    "北米": "北米",
    "南米": "南米",
    "中南米": "中南米",
    "欧州": "欧州",
    "ヨーロッパ": "欧州",
    "EU": "欧州",
    "英国": "英国",
    "イギリス": "英国",
    "中国": "中国",
    "韓国": "韓国",
    "台湾": "台湾",
    "香港": "香港",
    "豪州": "豪州",
    "オーストラリア": "豪州",
    "海外": "海外",
    "アジア": "アジア",
    "東南アジア": "東南アジア",
    "中東": "中東",
    "アフリカ": "アフリカ",
    "カナダ": "カナダ",
    "メキシコ": "メキシコ",
    "ブラジル": "ブラジル",
    "ドイツ": "ドイツ",
    "フランス": "フランス",
    "イタリア": "イタリア",
    "スペイン": "スペイン",
    "オランダ": "オランダ",
    "スイス": "スイス",
    "ロシア": "ロシア",
    "インド": "インド",
    "タイ": "タイ",
    "ベトナム": "ベトナム",
    "シンガポール": "シンガポール",
    "マレーシア": "マレーシア",
    "インドネシア": "インドネシア",
    "フィリピン": "フィリピン",
    "ニュージーランド": "ニュージーランド",
}
# Katakana audience words that are not places ("ユーザー向け" is not a region).
_NOT_REGIONS = frozenset({"ビジネス", "キッズ", "シニア", "プロ", "ゲスト", "スタッフ", "エンジニア"})
_ALIAS = "|".join(sorted(map(re.escape, _REGION_ALIASES), key=len, reverse=True))
# An unknown place directly before 向け: katakana not ending in ー, or kanji ending 国/州.
_GENERIC = r"(?<![ァ-ヺー])[ァ-ヺ][ァ-ヺー]*[ァ-ヺ]|(?<![一-龥々])[一-龥]{1,3}[国州]"
_SEP = r"\s*(?:と|および|及び|並びに|ならびに|や|・|、|,)\s*"
_REGION = re.compile(rf"(?P<list>(?:(?:{_ALIAS}){_SEP})*)(?P<last>{_ALIAS}|{_GENERIC})\s*向け")
_ALIAS_RE = re.compile(_ALIAS)


def region_spans(text: str) -> list[tuple[str, str, int, int]]:
    """(canonical, surface, start, end) for each region named in ``NFKC(text)``.

    Only "X向け" forms count, including lists like 「日本と米国向け」 (two regions, one
    span). A bare 国内/海外 is not a region: 「国内出張旅費」 is about travel, not a market.
    """
    nfkc = unicodedata.normalize("NFKC", text)
    out: list[tuple[str, str, int, int]] = []
    for m in _REGION.finditer(nfkc):
        last = m.group("last")
        if last not in _REGION_ALIASES and (last in _NOT_REGIONS or last.endswith("ー")):
            continue
        names = _ALIAS_RE.findall(m.group("list")) + [last]
        for name in names:
            canon = _REGION_ALIASES.get(name, name)
            surface = m.group(0) if len(names) == 1 else f"{name}向け"
            out.append((f"{canon}向け", surface, m.start(), m.end()))
    return out


def extract_regions(text: str) -> list[str]:
    """Canonical regions ("日本向け", "米国向け", "カナダ向け") in first-seen order, once each."""
    return list(dict.fromkeys(canon for canon, _, _, _ in region_spans(text)))


# --- employment types ---------------------------------------------------------------------

# Whom a rule applies to by employment type (雇用区分), in the words of labour law and company
# rules (正社員・契約社員・パートタイマー・アルバイト・嘱託社員・派遣社員): alias → canonical.
# A closed class, not a topic list: an importer's ``targets`` declaring some of these says the
# version applies to those types only (``checks.check_target``). Guards keep other words out:
# アパート and パートナー are not part-timers, 嘱託医 is a doctor, a bare 派遣 is a dispatch.
_EMPLOYMENT_ALIASES: dict[str, str] = {
    "正社員": "正社員",
    "正職員": "正社員",
    "契約社員": "契約社員",
    "契約職員": "契約社員",
    "有期契約社員": "契約社員",
    "パートタイマー": "パートタイマー",
    "パートタイム": "パートタイマー",
    "パート": "パートタイマー",
    "アルバイト": "アルバイト",
    "嘱託社員": "嘱託社員",
    "嘱託職員": "嘱託社員",
    "嘱託": "嘱託社員",
    "派遣社員": "派遣社員",
    "派遣労働者": "派遣社員",
    "派遣スタッフ": "派遣社員",
}
EMPLOYMENT_TYPES = frozenset(_EMPLOYMENT_ALIASES.values())
_EMPLOYMENT = re.compile(
    r"(?<!ア)(?:"
    + "|".join(sorted(map(re.escape, _EMPLOYMENT_ALIASES), key=len, reverse=True))
    + r")(?!ナー|医)"
)


def extract_employment(text: str) -> list[str]:
    """Canonical employment types named in ``text`` (「パートの有給」 → ["パートタイマー"]), in
    first-seen order, once each."""
    nfkc = unicodedata.normalize("NFKC", text)
    return list(dict.fromkeys(_EMPLOYMENT_ALIASES[m.group(0)] for m in _EMPLOYMENT.finditer(nfkc)))
