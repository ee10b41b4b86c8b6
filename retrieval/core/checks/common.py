"""What the checks share: check names, the text of a passage as the checks read it, and
word matching that allows one okurigana between two kanji."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from retrieval.core.types import PassageRecord

CHECK_TARGET, CHECK_PERIOD, CHECK_ITEM, CHECK_PARTS = "target", "period", "item", "parts"
CHECK_TOPIC = "topic"
# The answer gate's (retrieval.core.answer_gate): the asked unit (「何日」 needs a number of
# days in the passage's best sentences) and one part per asking sentence.
CHECK_UNIT, CHECK_SENTENCES = "unit", "sentences"
ALL_CHECKS = frozenset(
    {CHECK_TOPIC, CHECK_TARGET, CHECK_PERIOD, CHECK_ITEM, CHECK_PARTS, CHECK_UNIT, CHECK_SENTENCES}
)


def nfkc_lower(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


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


def contains(word: str, text: str) -> bool:
    return word in text or bool(_word_pattern(word).search(text))


@lru_cache(maxsize=8192)
def passage_text(p: PassageRecord) -> str:
    """What a passage says, for the topic and item checks: title, headings, body (NFKC,
    lower case). The heading 「第2条 事前登録」 names what the body below it is about.
    Cached like ``passage_targets``: every check of every kept candidate reads it."""
    return nfkc_lower("\n".join((p.title, " ".join(p.heading_path), p.text)))
