"""The target check: does a passage name the asked identifiers (P-30) and regions (日本向け)?"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from retrieval.core.places import missing_places, place_mentions
from retrieval.core.sentences import span_sentences
from retrieval.core.text import extract_employment, extract_identifiers, extract_regions, region_spans
from retrieval.core.types import PassageRecord

_REGION_NEGATED = re.compile(
    r"\s*(?:には|では|は|に|を)?(?:適用しない|適用されない|適用外|対象外|含まない|含まれない|除く)"
)


def _body_regions(text: str) -> tuple[str, ...]:
    """Regions named in body text, except excluded ones (「日本向けには適用しない」)."""
    nfkc = unicodedata.normalize("NFKC", text)
    found = [c for c, _, _, end in region_spans(text) if not _REGION_NEGATED.match(nfkc, end)]
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=8192)
def passage_targets(p: PassageRecord) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(identifiers, regions) a passage is about: declared targets, title, then body.

    Regions declared in targets or title take precedence over regions in the body, and a
    region the body excludes (「日本向けには適用しない」) does not count.
    """
    declared = " ".join((*p.targets, p.title))
    ids = dict.fromkeys(
        (*(t.upper() for t in p.targets), *extract_identifiers(declared), *extract_identifiers(p.text))
    )
    regions = tuple(dict.fromkeys(extract_regions(declared)))
    if not regions:
        regions = _body_regions(p.text)
    return tuple(ids), regions


@lru_cache(maxsize=8192)
def declared_employment(p: PassageRecord) -> tuple[str, ...]:
    """The employment types the passage declares it applies to: its version's ``targets`` and
    title (「パートタイマー就業規則」) and its own headings (「第2条（付与日数：正社員・契約社員）」);
    empty when none declares any, i.e. applies to everyone. Body text does not count:
    「パートタイマーについては別に定める」 excludes, it does not declare."""
    return tuple(extract_employment(" ".join((*p.targets, p.title, *p.heading_path))))


def found_targets(p: PassageRecord) -> tuple[str, ...]:
    """What a hold says the passage is about: its regions, declared employment types, codes."""
    ids, regions = passage_targets(p)
    return (*regions, *declared_employment(p), *ids)


def check_target(
    identifiers: Sequence[str],
    regions: Sequence[str],
    p: PassageRecord,
    employment: Sequence[str] = (),
) -> tuple[str, ...]:
    """The asked identifiers/regions this passage does not name (empty = passes), and the
    asked employment types when its version declares employment types and none of them is
    asked (「パートの有給」 against a rule declared for 正社員・契約社員)."""
    ids, regs = passage_targets(p)
    missing = tuple(x for x in identifiers if x.upper() not in ids) + tuple(
        r for r in regions if r not in regs
    )
    declared = declared_employment(p) if employment else ()
    if declared and not any(e in declared for e in employment):
        missing += tuple(employment)
    return missing


def check_places(
    asked: Sequence[tuple[str, str]], p: PassageRecord, span: tuple[int, int] | None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the asked countries/regions, as the asker wrote them, that the answer's sentence lists
    other places for and does not cover; the places it names) — ``places.missing_places`` over
    the version's title, the passage's headings and the sentence holding the answer ``span``
    (not the whole passage: 「海外の宿泊費は国・地域を問わず…」 answers for India beside a list
    of per-country allowances). 「ヨーロッパへの出張」 against 「アジア地域は4,000円、北米は
    6,000円」: (("ヨーロッパ",), ("アジア", "北米"))."""
    if not asked or span is None:
        return (), ()
    text = "\n".join((p.title, *p.targets, *p.heading_path, *span_sentences(p.text, span)))
    missing = set(missing_places([code for code, _ in asked], text))
    if not missing:
        return (), ()
    return tuple(name for code, name in asked if code in missing), tuple(
        name for _, name in place_mentions(text)
    )
