"""Questions about a synthetic corpus, one category at a time, each with its known answer
(the categories are listed in bench/synth.py)."""

from __future__ import annotations

from typing import Any

from synth_choices import hashed, pick
from synth_corpus import DEFAULT_AS_OF, REGIONS, Corpus, Family
from synth_rules import Kind

CATEGORIES = (
    "basic",
    "period",
    "member",
    "other_product",
    "other_region",
    "expired",
    "not_stated",
    "restricted",
    "parts",
)


def _ask(kind: Kind, code: str, region: str) -> str:
    return kind.question.format(code=code, rgq=f"（{region}）" if region else "")


def _other_code(code: str) -> str:
    prefix, num = code.split("-")
    return f"{prefix}-{int(num) + 5}"  # codes are multiples of 10: this one never exists


def build_questions(corpus: Corpus, count: int) -> list[dict[str, Any]]:
    """``count`` questions cycling through CATEGORIES, each with its known answer."""
    complete = {f.index: n for f, n in _version_counts(corpus).items()}
    fams = [f for f in corpus.families if complete[f.index] == len(f.periods)]  # not cut by the size
    existing = {(f.topic.key, f.code, f.region) for f in corpus.families}
    on = DEFAULT_AS_OF
    pools: dict[str, list[Family]] = {
        "basic": [f for f in fams if not f.restricted and f.current_version(on) is not None],
        "period": [
            f for f in fams if not f.restricted and len(f.periods) >= 2 and f.current_version(on) is not None
        ],
        "member": [f for f in fams if f.restricted and f.current_version(on) is not None],
        "other_product": [f for f in fams if not f.restricted and f.current_version(on) is not None],
        "other_region": [
            f for f in fams if f.region and not f.restricted and f.current_version(on) is not None
        ],
        "expired": [f for f in fams if not f.restricted and f.pattern == "expired"],
        "not_stated": [f for f in fams if not f.restricted and f.current_version(on) is not None],
        "restricted": [f for f in fams if f.restricted and f.current_version(on) is not None],
        "parts": [f for f in fams if not f.restricted and f.current_version(on) is not None],
    }
    out: list[dict[str, Any]] = []
    used: dict[str, int] = {c: 0 for c in CATEGORIES}
    n = 0
    while len(out) < count:
        category = CATEGORIES[n % len(CATEGORIES)]
        n += 1
        pool = pools[category]
        if not pool:
            continue
        f = pool[hashed("q", category, used[category]) % len(pool)]
        kind = pick(f.kinds, "qk", category, used[category])
        used[category] += 1
        q = _question(category, f, kind, existing, used[category])
        if q is not None:
            q["qid"] = f"S-{len(out) + 1:04d}"
            out.append(dict(sorted(q.items(), key=lambda kv: kv[0] != "qid")))
    return out


def _version_counts(corpus: Corpus) -> dict[Family, int]:
    counts: dict[Family, int] = {}
    for f, _ in corpus.versions:
        counts[f] = counts.get(f, 0) + 1
    return counts


def _question(category: str, f: Family, kind: Kind, existing: set, serial: int) -> dict[str, Any] | None:
    base = {"groups": ["all-staff"], "as_of": None, "category": category}
    if category in ("basic", "period", "member", "parts"):
        return _answered_question(category, f, kind, base=base, serial=serial)
    return _held_question(category, f, kind, base=base, existing=existing, serial=serial)


def _answered_question(
    category: str, f: Family, kind: Kind, *, base: dict[str, Any], serial: int
) -> dict[str, Any]:
    """A question the corpus answers, in whole or (``parts``) in part."""
    current = f.current_version(DEFAULT_AS_OF)
    if category == "basic":
        return {
            **base,
            "question": _ask(kind, f.code, f.region),
            "answerable": True,
            "required_doc_ids": [f.doc_id],
            "expected_outcome": "pass",
            "expected_answer": f.value(current, kind),
            "expected_version": str(current + 1),
        }
    if category == "period":
        old = serial % (len(f.periods) - 1)  # an earlier version
        start, end = f.periods[old]
        asked = start + (end - start) // 2
        return {
            **base,
            "question": _ask(kind, f.code, f.region),
            "as_of": asked.isoformat(),
            "answerable": True,
            "required_doc_ids": [f.doc_id],
            "expected_outcome": "pass",
            "expected_answer": f.value(old, kind),
            "expected_version": str(old + 1),
        }
    if category == "member":
        return {
            **base,
            "groups": ["all-staff", *f.groups],
            "question": _ask(kind, f.code, f.region),
            "answerable": True,
            "required_doc_ids": [f.doc_id],
            "expected_outcome": "pass",
            "expected_answer": f.value(current, kind),
            "expected_version": str(current + 1),
        }
    if category == "parts":
        other = _other_code(f.code)
        text = _ask(kind, f.code, f.region).replace(f.code, f"{f.code} と {other}", 1)
        return {
            **base,
            "question": text,
            "answerable": False,
            "required_doc_ids": [f.doc_id],
            "expected_outcome": "partial",
            "expected_answer": f.value(current, kind),
        }
    raise ValueError(category)


def _held_question(
    category: str, f: Family, kind: Kind, *, base: dict[str, Any], existing: set, serial: int
) -> dict[str, Any] | None:
    """A question the gate must hold on (None when the family offers no such question)."""
    if category == "other_product":
        other = _other_code(f.code)
        return {
            **base,
            "question": _ask(kind, other, f.region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
            "found_instead": f.doc_id,
        }
    if category == "other_region":
        others = [r for r in REGIONS if (f.topic.key, f.code, r) not in existing]
        if not others:
            return None
        region = pick(others, "oreg", f.index, serial)
        return {
            **base,
            "question": _ask(kind, f.code, region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
            "found_instead": f.doc_id,
        }
    if category == "expired":
        return {
            **base,
            "question": _ask(kind, f.code, f.region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
        }
    if category == "not_stated":
        return {
            **base,
            "question": _ask(f.missing, f.code, f.region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
            "found_instead": f.doc_id,
            "explicitly_not_stated": f.says_missing,
        }
    if category == "restricted":
        return {
            **base,
            "question": _ask(kind, f.code, f.region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
            "restricted_to": list(f.groups),
        }
    raise ValueError(category)
