"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md from the sources.

Run:  python3 src/build.py   (from the bundle folder or anywhere)

The two-part questions (tuples of parts) and the period questions (topic without a version) are
this organization's own; the rest is the shared builder (retrieval/training/org_authoring).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(OUT))))
sys.path[:0] = [HERE, ROOT]

import common  # noqa: E402
import docs_hr, docs_hr2, docs_biz, docs_biz2, docs_more, topup, topup2  # noqa: E402,F401
import readme  # noqa: E402
from retrieval.training.org_authoring.builder import NO_ANSWER, corpus_of, ordered_questions, write_files  # noqa: E402
from retrieval.training.org_authoring.evidence import locate, surface  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "JA"
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional agricultural cooperative "
               "みのり農業協同組合 (%d documents, %d versions with validity periods and reading groups) and "
               "%d labelled questions with answer spans and evidence sentences, some of them two-part; "
               "answerable (direct, paraphrase, period, permission, near-miss) and unanswerable "
               "(missing-item, target-mismatch, period, permission, out-of-domain). Written for this "
               "project; CC0.")


def two_part(q, rec, notes, pair, vindex, errors):
    """A two-part question (parts: (ask, doc, ver, span[, ctx]) or (ask, None)); its checks row."""
    parts = []
    for p in q["parts"]:
        if p[1]:
            ask, pd, pv, span, ctx = (list(p) + [None])[:5]
            ev = locate(vindex, pd, pv, span, ctx, q["key"], errors)
            parts.append({"ask": ask, "answerable": True, "required_doc_ids": [pd],
                          "required_versions": [pv], "answer_span": span, "evidence": ev})
        else:
            parts.append({"ask": p[0], "answerable": False, **NO_ANSWER})
    stated = [p for p in parts if p["answerable"]]
    if q["answerable"]:
        ids, vers = [], []
        for p in parts:
            k = (p["required_doc_ids"][0], p["required_versions"][0])
            if k not in zip(ids, vers):
                ids.append(k[0])
                vers.append(k[1])
        rec.update({"required_doc_ids": ids, "required_versions": vers,
                    "answer_span": parts[0]["answer_span"], "evidence": parts[0]["evidence"]})
        cat = surface(q["question"], q["style"], parts[0]["evidence"] or "")
        topic, tver = None, None
    else:
        rec.update(NO_ANSWER)
        cat = "missing-item"
        topic, tver = stated[0]["required_doc_ids"][0], stated[0]["required_versions"][0]
        notes += [f"topic={topic}@{tver}", "gap=part"]
    if q["notes"]:
        notes.append(q["notes"])
    rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes), "parts": parts})
    return {"topic_doc": topic, "topic_version": tver, "style": q["style"], "absent": q["absent"],
            "absent_topic": []}


def one_part(q, rec, notes, pair, vindex, errors):
    """An answerable or unanswerable question; period questions name their topic without a version."""
    if q["answerable"]:
        ev = locate(vindex, q["doc"], q["ver"], q["span"], q["ctx"], q["key"], errors)
        if ev is None:
            return None
        if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
            errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
        rec.update({"required_doc_ids": [q["doc"]], "required_versions": [q["ver"]],
                    "answer_span": q["span"], "evidence": ev})
        cat = q["category"]
        if cat in ("direct", "paraphrase"):
            cat = surface(q["question"], q["style"], ev)
        if q["nm"]:
            notes.append(f"near_miss={q['nm']}")
    else:
        rec.update(NO_ANSWER)
        cat = q["category"]
        if q["doc"]:
            notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] and cat != "period" else ""))
        if q["gap"]:
            notes.append(f"gap={q['gap']}")
    if q["notes"]:
        notes.append(q["notes"])
    rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes)})
    return {"topic_doc": q["doc"],
            "topic_version": (q["ver"] if not q["answerable"] and q["category"] != "period" else None),
            "style": q["style"], "absent": q.get("absent", []), "absent_topic": q.get("absent_topic", [])}


def main():
    corpus, vindex = corpus_of(common.DOCS)
    qs, keys = ordered_questions(common.DOCS, common.QS, (), PREFIX)
    questions, checks, errors = [], [], []
    for q in qs:
        pair = None
        if q["pair"]:
            if q["pair"] not in keys:
                errors.append(f"{q['key']}: pair {q['pair']} unknown")
            pair = keys.get(q["pair"])
        rec = {"qid": keys[q["key"]], "question": q["question"], "groups": q["groups"], "as_of": None,
               "asked_date": q["asked_date"], "answerable": q["answerable"]}
        notes = [f"style={q['style']}"]
        check = (two_part if q.get("two") else one_part)(q, rec, notes, pair, vindex, errors)
        if check is None:
            continue
        questions.append(rec)
        checks.append({"qid": rec["qid"], **check})
    write_files(OUT, common.DOCS, corpus, questions, checks, errors, name="company-train-minori-agri-coop",
                description=DESCRIPTION, synonyms=readme.SYNONYMS, default_as_of=DEFAULT_AS_OF,
                readme=readme.write)


if __name__ == "__main__":
    main()
