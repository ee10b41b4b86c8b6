"""Whether a pass showed the right answer (issue #38 item 5, SPEC §8): a pass is answered right
when its first statement — the sentence the asker reads first — holds the bundle's expected
answer. A pass with another answer is an error like a false pass or an excess hold."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from typing import Any


def _norm(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split()).lower()


def answer_shown(expected: str, sentence: str) -> bool:
    """Is the expected answer inside the sentence? An exact span (company-train's
    ``answer_span``) is looked for as it is; a short description (company-dev's
    ``expected_answer``: 「届出日から3か月（傘は1か月…）」) by its main part (before the first
    bracket), or, when that part carries numbers, by every number with its unit."""
    main = _norm(re.split(r"[（(]", expected, maxsplit=1)[0]).rstrip("。、")
    text = _norm(sentence)
    if main and main in text:
        return True
    numbers = re.findall(r"\d[\d,.:]*\s*[^\d\s、。,（(]?", main)
    return bool(numbers) and all(n in text for n in numbers)


def first_statement(response: Mapping[str, Any] | None) -> str:
    """The first sentence a pass showed (its first statement), else ''."""
    statements = (response or {}).get("statements") or []
    return statements[0]["text"] if statements else ""


def expected_answer(extra: Mapping[str, Any]) -> str | None:
    """A bundle question's expected answer: its exact ``answer_span``, else ``expected_answer``."""
    return extra.get("answer_span") or extra.get("expected_answer") or None
