"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md from the authored specs.

Run:  python3 src/build.py   (from the bundle folder, or anywhere)

The two-part questions (tuples of parts, topic without a version) are this organization's own;
the rest is the shared builder (retrieval/training/org_authoring).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(OUT))))
sys.path[:0] = [HERE, ROOT]

import common  # noqa: E402
import a, b, c, d, e, f, g, more, more2  # noqa: E402,F401
import readme  # noqa: E402
from selection import DROP_KEYS  # noqa: E402
from retrieval.training.org_authoring.builder import NO_ANSWER, corpus_of, ordered_questions, write_files  # noqa: E402
from retrieval.training.org_authoring.evidence import locate, surface  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "TX"
SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"], ["残業", "時間外労働"], ["パート", "記帳代行スタッフ"],
    ["スタッフ", "税理士補助"], ["社労士", "社会保険労務士"], ["時短", "短時間勤務"], ["在宅", "在宅勤務", "テレワーク"],
    ["ノーパソ", "ノートパソコン", "ノートPC"], ["スマホ", "スマートフォン"], ["マイカー", "自家用車"],
    ["年調", "年末調整"], ["確申", "確定申告"], ["電子申告", "e-Tax", "eLTAX"], ["CPE", "継続研修", "研修"],
    ["忌引", "慶弔休暇"], ["インフル", "インフルエンザ"], ["お中元", "お歳暮", "贈答品"], ["顧問料", "顧問報酬"],
]
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional tax accountancy firm 税理士法人あかね会計 "
               "(%d documents, %d versions with validity periods and reading groups) and %d labelled questions "
               "with answer spans and evidence sentences, some two-part. Written for this project; CC0.")


def two_part(q, rec, notes, vindex, errors):
    """Parts (ask, doc, version, span, ctx) or (ask, None); one stated nowhere: topic without a version."""
    parts = []
    for p in q["parts"]:
        if p[1]:
            ev = locate(vindex, p[1], p[2], p[3], p[4], q["key"], errors)
            parts.append({"ask": p[0], "answerable": True, "required_doc_ids": [p[1]],
                          "required_versions": [p[2]], "answer_span": p[3], "evidence": ev})
        else:
            parts.append({"ask": p[0], "answerable": False, **NO_ANSWER})
    if q["answerable"]:
        ids, vers = [], []
        for p in parts:
            for di, vi in zip(p["required_doc_ids"], p["required_versions"]):
                if (di, vi) not in zip(ids, vers):
                    ids.append(di)
                    vers.append(vi)
        rec.update({"required_doc_ids": ids, "required_versions": vers,
                    "answer_span": parts[0]["answer_span"], "evidence": parts[0]["evidence"]})
        cat = q["category"] or surface(q["question"], q["style"], parts[0]["evidence"] or "")
        notes.append("two-part")
    else:
        rec.update(NO_ANSWER)
        cat = "missing-item"
        notes += [f"topic={q['doc']}", "gap=part"]
    return cat, parts


def one_part(q, rec, notes, vindex, errors):
    if q["answerable"]:
        ev = locate(vindex, q["doc"], q["ver"], q["span"], q["ctx"], q["key"], errors)
        if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
            errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
        rec.update({"required_doc_ids": [q["doc"]], "required_versions": [q["ver"]],
                    "answer_span": q["span"], "evidence": ev})
        cat = q["category"]
        if cat in ("direct", "paraphrase"):
            cat = surface(q["question"], q["style"], ev or "")
        if q["nm"]:
            notes.append(f"near_miss={q['nm']}")
        return cat
    rec.update(NO_ANSWER)
    if q["doc"]:
        notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
    if q.get("gap"):
        notes.append(f"gap={q['gap']}")
    return q["category"]


def main():
    corpus, vindex = corpus_of(common.DOCS)
    qs, keys = ordered_questions(common.DOCS, common.QS, DROP_KEYS, PREFIX)
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
        parts = None
        if "parts" in q:
            cat, parts = two_part(q, rec, notes, vindex, errors)
        else:
            cat = one_part(q, rec, notes, vindex, errors)
        if q["notes"]:
            notes.append(q["notes"])
        rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes)})
        if parts is not None:
            rec["parts"] = parts
        questions.append(rec)
        checks.append({"qid": rec["qid"], "topic_doc": q["doc"],
                       "topic_version": q["ver"] if not q["answerable"] else None,
                       "style": q["style"], "absent": q.get("absent", []), "absent_topic": q.get("absent_topic", [])})
    write_files(OUT, common.DOCS, corpus, questions, checks, errors, name="training-akane-tax-accountants",
                description=DESCRIPTION, synonyms=SYNONYMS, default_as_of=DEFAULT_AS_OF, readme=readme.write)


if __name__ == "__main__":
    main()
