"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md from the authored specs.

Run:  python3 src/build.py   (from the bundle folder or anywhere)

This organization's own: a question without a version reads the version valid on its date,
two-part questions are `period` when dated and `permission` when a part is restricted, and list
items may be marked `(1)`. The rest is the shared builder (retrieval/training/org_authoring).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(OUT))))
sys.path[:0] = [HERE, ROOT]

import common  # noqa: E402
import research, academic, staff, campus, restricted, misc, extra  # noqa: E402,F401
import readme  # noqa: E402
from retrieval.training.org_authoring.builder import NO_ANSWER, corpus_of, ordered_questions, write_files  # noqa: E402
from retrieval.training.org_authoring.evidence import evidence_of, surface  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "UN"
MARKER = r"^\s*(?:-\s+|\d+\.\s+|・|\(\d+\)\s*)?"
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional private university "
               "学校法人さくらが丘学園 さくらが丘大学 (%d documents, %d versions with validity periods and "
               "reading groups) and %d labelled questions with answer spans and evidence sentences; "
               "answerable (direct, paraphrase, period, permission, near-miss; some two-part) and "
               "unanswerable (missing-item, target-mismatch, period, permission, out-of-domain). "
               "Written for this project; CC0.")


def current_version(vindex, doc_id, day):
    for (d, v), r in vindex.items():
        if d == doc_id and r["valid_from"] <= day and (r["valid_to"] is None or day <= r["valid_to"]):
            return v
    return None


def stated(vindex, q, doc_id, ver, span, ctx, errors):
    """(version, evidence) of span in doc_id (the version valid on the question's date unless given)."""
    day = q["asked_date"] or DEFAULT_AS_OF
    ver = ver or current_version(vindex, doc_id, day)
    v = vindex.get((doc_id, ver))
    if v is None:
        errors.append(f"{q['key']}: no version {doc_id}@{ver}")
        return None
    text = v["text"]
    ctx = ctx or span
    n = text.count(ctx)
    if n != 1 or span not in ctx:
        errors.append(f"{q['key']}: ctx {ctx!r} occurs {n} times in {doc_id}@{ver} (or span not in ctx)")
        return None
    start = text.index(ctx) + ctx.index(span)
    ev = evidence_of(text, start, start + len(span), MARKER)
    if span not in ev or ev not in text:
        errors.append(f"{q['key']}: evidence problem {ev!r}")
    return ver, ev


def parts_of(vindex, q, errors):
    parts = []
    for p in q["parts"]:
        if p["answerable"]:
            got = stated(vindex, q, p["doc"], p["ver"], p["span"], p["ctx"], errors)
            if got is None:
                continue
            parts.append({"ask": p["ask"], "answerable": True, "required_doc_ids": [p["doc"]],
                          "required_versions": [got[0]], "answer_span": p["span"], "evidence": got[1]})
        else:
            parts.append({"ask": p["ask"], "answerable": False, **NO_ANSWER})
    return parts


def answerable(vindex, q, rec, notes, parts, errors):
    """The category of an answerable question (None when its span does not resolve)."""
    if parts:
        ids, vers = [], []
        for p in parts:
            for dd, vv in zip(p["required_doc_ids"], p["required_versions"]):
                if (dd, vv) not in zip(ids, vers):
                    ids.append(dd)
                    vers.append(vv)
        span, ev = parts[0]["answer_span"], parts[0]["evidence"]
        if q["asked_date"]:
            cat = "period"
        elif any(not set(["all-staff"]) >= set(vindex[(dd, vv)]["groups"]) for dd, vv in zip(ids, vers)):
            cat = "permission"
        else:
            cat = surface(q["question"], q["style"], ev)
    else:
        got = stated(vindex, q, q["doc"], q["ver"], q["span"], q["ctx"], errors)
        if got is None:
            return None
        ids, vers, span, ev = [q["doc"]], [got[0]], q["span"], got[1]
        cat = q["category"]
        if cat in ("direct", "paraphrase"):
            cat = surface(q["question"], q["style"], ev)
        if q["nm"]:
            if q["nm"] not in vindex[(q["doc"], got[0])]["text"]:
                errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
            notes.append(f"near_miss={q['nm']}")
    rec.update({"required_doc_ids": ids, "required_versions": vers, "answer_span": span, "evidence": ev})
    return cat


def unanswerable(vindex, q, rec, notes):
    rec.update(NO_ANSWER)
    cat = q["category"]
    if q["doc"]:
        tv = q["ver"]
        if cat != "period" and tv is None:
            tv = current_version(vindex, q["doc"], q["asked_date"] or DEFAULT_AS_OF)
        q["ver"] = tv
        notes.append(f"topic={q['doc']}" + (f"@{tv}" if tv else ""))
    if q.get("gap"):
        notes.append(f"gap={q['gap']}")
    return cat


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
        parts = parts_of(vindex, q, errors) if "parts" in q else None
        if parts is not None and len(parts) != 2:
            continue
        if q["answerable"]:
            cat = answerable(vindex, q, rec, notes, parts, errors)
            if cat is None:
                continue
        else:
            cat = unanswerable(vindex, q, rec, notes)
        if q["notes"]:
            notes.append(q["notes"])
        rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes)})
        if parts:
            rec["parts"] = parts
        questions.append(rec)
        checks.append({"qid": rec["qid"], "topic_doc": q["doc"],
                       "topic_version": q["ver"] if not q["answerable"] else None,
                       "style": q["style"], "absent": q.get("absent", []),
                       "absent_topic": q.get("absent_topic", [])})
    write_files(OUT, common.DOCS, corpus, questions, checks, errors, name="company-train-sakuragaoka-university",
                description=DESCRIPTION, synonyms=misc.SYNONYMS, default_as_of=DEFAULT_AS_OF, readme=readme.write)


if __name__ == "__main__":
    main()
