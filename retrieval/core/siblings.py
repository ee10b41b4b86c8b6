"""Sibling targets: the asked site, plan, office or kind is a compound noun whose head the rule
lists with other modifiers, and the asked one is not among them (issue #38 item 3: 「南支所で
健康相談ってある？」 against a rule that gives the days of 本庁舎 and 北支所 only).

Structure, not a word list: Sudachi splits the question and the passage into compound nouns
(runs of nouns and noun suffixes); a compound's last word is its head (支所, 倉庫, プラン, 手当),
the words before it its modifier (南, 大阪, スタンダード). The rule lists siblings when the
passage has at least two other modifiers of the same head (北支所, 東支所). The asked compound is
missing when neither it nor any word of its modifier occurs in the passage. Heads of one
character count only after a proper noun (福岡市, not 解約後). Measured before use on the
training organizations (bench/sibling_check_impact.py).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from retrieval.core.spelling import _tokenizer, in_passage_spelling

_WORDY = re.compile(r"[\w々ー]+")


def _noun_like(surface: str, pos: tuple[str, ...]) -> bool:
    noun = pos[0] == "名詞" and pos[1] in ("普通名詞", "固有名詞") and pos[2] != "副詞可能"
    suffix = pos[0] == "接尾辞" and pos[1] == "名詞的"
    return (noun or suffix) and bool(_WORDY.fullmatch(surface))


def _compound(run: list[tuple[str, tuple[str, ...]]]) -> tuple[str, str, tuple[str, ...]] | None:
    """(modifier, head, the modifier's words) of one run of nouns, else None."""
    while run and run[0][1][0] == "接尾辞":  # 「1級技能士」: 級 belongs to the number
        run = run[1:]
    if len(run) < 2:
        return None
    head = run[-1][0]
    words = tuple(s for s, _ in run[:-1])
    if len(head) < 2 and not any(p[1] == "固有名詞" for _, p in run[:-1]):
        return None
    return "".join(words), head, words


@lru_cache(maxsize=8192)
def compounds(text: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """Every compound noun of ``text`` (NFKC) as (modifier, head, modifier words)."""
    out, run = [], []
    nfkc = unicodedata.normalize("NFKC", text)
    for at in range(0, len(nfkc), 4000):
        for m in _tokenizer().tokenize(nfkc[at : at + 4000]):
            token = (m.surface(), tuple(m.part_of_speech()))
            if _noun_like(*token):
                run.append(token)
                continue
            if (found := _compound(run)) is not None:
                out.append(found)
            run = []
    if (found := _compound(run)) is not None:
        out.append(found)
    return tuple(out)


def missing_siblings(question: str, passage_text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the asked compounds the passage lists siblings of and does not name, those siblings);
    ((), ()) when nothing is missing. The question is read in the passage's spelling first."""
    text = unicodedata.normalize("NFKC", passage_text)
    asked = compounds(in_passage_spelling(question, text))
    if not asked:
        return (), ()
    listed = compounds(text)
    missing: list[str] = []
    siblings: list[str] = []
    for modifier, head, words in asked:
        if modifier + head in text or any(w in text for w in words):
            continue
        others = list(dict.fromkeys(m + h for m, h, _ in listed if h == head and m != modifier))
        if len(others) >= 2:
            missing.append(modifier + head)
            siblings += others
    return tuple(dict.fromkeys(missing)), tuple(dict.fromkeys(siblings))
