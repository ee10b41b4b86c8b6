"""Which sentences of a passage may hold the answer to a question that names its target.

Company rules list the same item per product or market (「北米向けQ-20：18か月」, 「- R-5：1年」).
When the question names product codes or 「…向け」 markets, a sentence that names only
*other* codes (or only other markets) cannot state the answer, so the answer span is kept
out of it. Exact matching only: codes and markets as ``retrieval.core.text`` reads them; a
sentence that names no code or market (a list item under its heading) stays eligible.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from retrieval.core.text import extract_identifiers, extract_regions


def _names_other(asked: frozenset[str], named: list[str]) -> bool:
    return bool(asked) and bool(named) and not asked.intersection(named)


@lru_cache(maxsize=256)
def _asked(question: str) -> tuple[frozenset[str], frozenset[str]]:
    """The question's codes and markets, read once per question (not once per passage)."""
    return frozenset(extract_identifiers(question)), frozenset(extract_regions(question))


def target_sentences(question: str, text: str, sentences: Sequence[tuple[int, int]]) -> list[int] | None:
    """Indices of the sentences that do not name only other targets than the question's;
    None when the question names no target (every sentence is eligible)."""
    ids, regions = _asked(question)
    if not ids and not regions:
        return None
    out = []
    for k, (a, b) in enumerate(sentences):
        sentence = text[a:b]
        if _names_other(ids, extract_identifiers(sentence)) or _names_other(
            regions, extract_regions(sentence)
        ):
            continue
        out.append(k)
    return out
