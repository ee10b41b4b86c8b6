"""README.md of an organization: its own prose around counts computed from the built files.

``stats()`` computes the numbers (and their formatted lists); ``count_lines()`` renders the
counts block in one of the wordings the organizations use (``WORDINGS``); ``write_readme()``
puts the title, intro, counts block and body together.
"""

import os
import re
from collections import Counter

CATEGORIES = "{categories}"
_CORPUS = (
    "- corpus.jsonl: {ndocs} documents, {nversions} versions; {nmulti} documents with two versions "
    "({multi_list}); future versions (after default_as_of%s): {future_list}; restricted: "
    "{restricted_list}. Text {min_len}-{max_len} characters per version."
)
_MIX = [
    "- styles (in `notes`): {style_list}",
    "- asker groups: {group_list}",
    "- questions stating a date (`asked_date` set): {dated}",
]
WORDINGS = {
    # ginga-foods and the organizations copied from it
    "build": [
        "## Counts (computed by `src/readme.py` at build time)",
        "",
        _CORPUS % " {default_as_of}",
        CATEGORIES,
        "- missing-item questions by `gap=` in notes: {gap_list}; without gap {gapless}",
        "- two-part questions (field `parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, "
        "one part stated nowhere (`gap=part`) {two_missing}; parts from two different documents "
        "{two_cross}",
        *_MIX,
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain have none)",
    ],
    # hoshizora-software and its copies
    "built": [
        "## Counts (computed by `src/readme.py` from the built files)",
        "",
        _CORPUS % "",
        CATEGORIES,
        "- missing-item questions by `gap=` in notes: {gap_list}; without gap: {gapless}",
        "- two-part questions (field `parts`): {ntwo} ({two_pct}); both parts stated: {two_ok}; "
        "one part not stated (missing-item, gap=part): {two_missing}; parts from two documents: "
        "{two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain have none)",
        *_MIX,
    ],
    # aoba-pharma and its copies
    "plain": [
        "## Counts",
        "",
        _CORPUS % "",
        CATEGORIES,
        "- missing-item questions by `gap=` in notes: {gap_list}; without gap: {gapless}",
        "- two-part questions (field `parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, "
        "one part not stated (missing-item, gap=part) {two_missing}; parts from two different "
        "documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (all out-of-domain have none)",
        *_MIX,
    ],
    # hidamari-welfare and its copies
    "short": [
        "## Counts (computed by `src/readme.py`)",
        "",
        "- corpus.jsonl: {ndocs} documents, {nversions} versions; {nmulti} documents with two versions "
        "({multi_list}); future versions (after default_as_of {default_as_of}): {future_list}; "
        "restricted documents: {restricted_list}. Text {min_len}-{max_len} characters per version.",
        CATEGORIES,
        "- `gap=` in notes (missing-item only): {gap_list}; missing-item without gap: {gapless}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts stated (answerable) {two_ok}, "
        "one part unstated (missing-item, gap=part) {two_missing}; with parts from two documents {two_cross}",
        *_MIX,
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain questions have none)",
    ],
    # kawasemi-bus and its copies
    "kawasemi": [
        "## Counts (computed by `src/readme.py` at build time)",
        "",
        _CORPUS % " {default_as_of}",
        CATEGORIES,
        "- missing-item questions by `gap=`: {gap_list}; without gap (the item is simply absent): {gapless}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, one part "
        "missing {two_missing}; parts from two different documents {two_cross}",
        *_MIX,
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain questions have none)",
    ],
    # tokiwa-insurance
    "tokiwa": [
        "## Counts",
        "",
        _CORPUS % "",
        CATEGORIES,
        "- missing-item questions by `gap=` in notes: {gap_list}; without gap: {gapless}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, "
        "one part stated nowhere (missing-item, gap=part) {two_missing}; parts from two documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (all out-of-domain have none)",
        *_MIX,
    ],
    # kotobuki-restaurants
    "kotobuki": [
        "## Counts",
        "",
        _CORPUS % "",
        CATEGORIES,
        "- missing-item questions by `gap=` in notes: {gap_list}; without gap {gapless}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, one part "
        "missing (gap=part) {two_missing}; parts from two different documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (all out-of-domain have none)",
        *_MIX,
    ],
    # minori-agri-coop
    "minori": [
        "## Counts (computed by `src/build.py`)",
        "",
        _CORPUS % "",
        CATEGORIES,
        "- missing-item `gap=` values: {gap_list} (missing-item without gap=: {gapless})",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, one part "
        "stated nowhere {two_missing}; with stated parts from two different documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain only)",
        "- styles (in `notes`): {style_list}",
        "- questions without any Japanese character (English): {english} ({english_pct})",
        "- asker groups: {group_list}",
        "- questions stating a date (`asked_date` set): {dated}",
    ],
    # sorano-airport-services
    "sorano": [
        "## Counts (computed by `src/readme.py`)",
        "",
        _CORPUS % " {default_as_of}",
        CATEGORIES,
        "- missing-item gaps (`gap=` in notes): {gap_list}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts stated {two_ok}, one part not "
        "stated {two_missing}; parts from two different documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain only)",
        *_MIX,
    ],
    # akane-tax-accountants
    "akane": [
        "## Counts",
        "",
        _CORPUS % " {default_as_of}",
        CATEGORIES,
        "- `gap=` in notes (all on missing-item questions): {gap_list}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts stated {two_ok}, one part "
        "stated nowhere (gap=part) {two_missing}; parts from two different documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain have none)",
        "- styles (in `notes`): {style_list}; questions without any Japanese character: {english}",
        "- asker groups: {group_list}",
        "- questions stating a date (`asked_date` set): {dated}",
    ],
    # sakuragaoka-university
    "sakuragaoka": [
        "## Counts (computed by `src/readme.py`)",
        "",
        _CORPUS % " {default_as_of}",
        CATEGORIES,
        "- missing-item questions by `gap=` in notes: {gap_list}; without gap {gapless}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, "
        "one part missing (gap=part) {two_missing}; parts from two different documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain have none)",
        "- styles (in `notes`): {style_list}; questions with no Japanese character: {english} ({english_pct})",
        "- asker groups: {group_list}",
        "- questions stating a date (`asked_date` set): {dated}",
    ],
    # hayate-motors
    "hayate": [
        "## Counts (computed by `src/build.py`)",
        "",
        _CORPUS % " {default_as_of}",
        CATEGORIES,
        "- `gap=` in notes (missing-item): {ngaps} — {gap_list}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, one part "
        "missing (gap=part) {two_missing}; parts from two different documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (all of them out-of-domain)",
        "- styles (in `notes`): {style_list}",
        "- questions written without any Japanese character (English): {english} ({english_pct})",
        "- asker groups: {group_list}",
        "- questions stating a date (`asked_date` set): {dated}",
    ],
    # hoshikuzu-games
    "hoshikuzu": [
        "## Counts",
        "",
        _CORPUS % " {default_as_of}",
        CATEGORIES,
        "- missing-item questions by `gap=` in notes: {gap_list}; without gap: {gapless}",
        "- two-part questions (`parts`): {ntwo} ({two_pct}); both parts answerable {two_ok}, one part "
        "not stated (missing-item, gap=part) {two_missing}; stated parts from two documents {two_cross}",
        "- unanswerable questions without `pair_of`: {unpaired} (out-of-domain have none)",
        "- styles (in `notes`): {style_list}; questions without any Japanese character: {english} ({english_pct})",
        "- asker groups: {group_list}",
        "- questions stating a date (`asked_date` set): {dated}",
    ],
}


def style_counts(questions):
    """Questions per ``style=`` in their notes."""
    return Counter(re.match(r"style=(\w+)", q["notes"]).group(1) for q in questions)


def _corpus_stats(corpus, default_as_of):
    docs = Counter(r["doc_id"] for r in corpus)
    lens = [len(r["text"]) for r in corpus]
    multi = sorted(d for d, k in docs.items() if k > 1)
    future = sorted(
        f"{r['doc_id']} v{r['version']} from {r['valid_from']}"
        for r in corpus
        if r["valid_from"] > default_as_of
    )
    restricted = sorted(
        {f"{r['doc_id']} ({', '.join(r['groups'])})" for r in corpus if "all-staff" not in r["groups"]}
    )
    return {
        "default_as_of": default_as_of,
        "docs": docs,
        "ndocs": len(docs),
        "nversions": len(corpus),
        "open_docs": {r["doc_id"] for r in corpus if "all-staff" in r["groups"]},
        "multi": multi,
        "nmulti": len(multi),
        "multi_list": ", ".join(multi),
        "future": future,
        "future_list": ", ".join(future),
        "restricted": restricted,
        "restricted_list": ", ".join(restricted),
        "min_len": min(lens),
        "max_len": max(lens),
    }


def _question_stats(questions):
    n = len(questions)
    na = sum(q["answerable"] for q in questions)
    cats = Counter((q["answerable"], q["category"]) for q in questions)
    gaps = Counter(m.group(1) for q in questions for m in [re.search(r"gap=([\w-]+)", q["notes"])] if m)
    styles = style_counts(questions)
    groups = Counter("+".join(q["groups"]) for q in questions)
    english = sum(1 for q in questions if not re.search(r"[\u3040-\u30ff\u3400-\u9fff]", q["question"]))
    return {
        "n": n,
        "na": na,
        "cats": cats,
        "gaps": gaps,
        "styles": styles,
        "groups": groups,
        "gap_list": ", ".join(f"{k} {v}" for k, v in sorted(gaps.items())),
        "gapless": cats[(False, "missing-item")] - sum(gaps.values()),
        "ngaps": sum(gaps.values()),
        "style_list": ", ".join(f"{k} {v} ({v / n:.1%})" for k, v in styles.most_common()),
        "group_list": ", ".join(f"{k} {v}" for k, v in groups.most_common()),
        "unpaired": sum(
            1
            for q in questions
            if not q["answerable"] and q["category"] != "out-of-domain" and not q["pair_of"]
        ),
        "dated": sum(1 for q in questions if q["asked_date"]),
        "english": english,
        "english_pct": f"{english / n:.1%}",
    }


def _two_part_stats(questions):
    two = [q for q in questions if "parts" in q]
    two_ok = sum(q["answerable"] for q in two)
    return {
        "two": two,
        "ntwo": len(two),
        "two_pct": f"{len(two) / len(questions):.1%}",
        "two_ok": two_ok,
        "two_missing": len(two) - two_ok,
        "two_cross": sum(1 for q in two if len({d for p in q["parts"] for d in p["required_doc_ids"]}) > 1),
    }


def stats(corpus, questions, default_as_of):
    """The numbers the README reports, by name (see ``WORDINGS`` for the formatted ones)."""
    return {
        **_corpus_stats(corpus, default_as_of),
        **_question_stats(questions),
        **_two_part_stats(questions),
    }


def category_lines(s):
    """The answerable/unanswerable totals, then one line per (answerable, category)."""
    n, na = s["n"], s["na"]
    lines = [
        f"- questions.jsonl: {n} questions, {na} answerable ({na / n:.1%}), {n - na} unanswerable "
        f"({(n - na) / n:.1%})."
    ]
    for (a, c), k in sorted(s["cats"].items(), key=lambda t: (not t[0][0], t[0][1])):
        lines.append(f"  - {'answerable' if a else 'unanswerable'} / {c}: {k}")
    return lines


def count_lines(s, wording="build"):
    """The counts block (heading included) in one of the ``WORDINGS``."""
    lines = []
    for t in WORDINGS[wording]:
        lines += category_lines(s) if t == CATEGORIES else [t.format(**s)]
    return lines


def write_readme(out, title, intro, counts, body):
    """README.md: ``# title``, the intro lines, the counts block and the body lines."""
    lines = [f"# {title}", "", *intro, "", *counts, "", *body]
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
