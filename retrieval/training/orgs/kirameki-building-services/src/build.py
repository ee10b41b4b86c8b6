"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md.

Run:  python3 src/build.py   (from the bundle folder)
"""
import os
import sys
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(OUT))))
sys.path[:0] = [HERE, ROOT]

import common  # noqa: E402
import docs  # noqa: E402
import qs1, qs2, qs3, qs4, qs5, qs6, qs7, qs8, qs9, qs10, qs11  # noqa: E402,F401
import readme  # noqa: E402
from retrieval.training.org_authoring.builder import write_files  # noqa: E402
from retrieval.training.org_authoring.evidence import evidence_of, surface  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "BM"
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional building cleaning and "
               "maintenance company きらめきビルサービス株式会社 (%d documents, %d versions "
               "with validity periods and reading groups) and %d labelled questions with "
               "answer spans and evidence sentences, some two-part. Written for this project; CC0.")
SYNONYMS = [["有休", "有給", "年休", "年次有給休暇"], ["残業", "時間外労働"],
           ["パート", "パートタイマー"], ["チャリ", "自転車"], ["制服", "ユニフォーム"],
           ["忘れ物", "落とし物", "拾得物"], ["ビルクリ", "ビルクリーニング技能士"],
           ["ビル管", "建築物環境衛生管理技術者"], ["フルハーネス", "墜落制止用器具", "安全帯"],
           ["洗剤", "薬剤"], ["半休", "半日単位"], ["忌引", "特別休暇"],
           ["クレーム", "苦情"], ["社用車", "営業車"], ["WBGT", "暑さ指数"]]


def main():
    corpus, vindex, byd = [], {}, {}
    for d in docs.DOCS:
        for v in d["versions"]:
            rec = {"doc_id": d["doc_id"], "version": v["version"], "title": d["title"], "text": v["text"],
                   "valid_from": v["valid_from"], "valid_to": v["valid_to"], "groups": d["groups"],
                   "owner": d["owner"], "contact": d["contact"], "targets": d["targets"]}
            vindex[(rec["doc_id"], rec["version"])] = rec
            byd.setdefault(rec["doc_id"], []).append(rec)
            corpus.append(rec)

    def valid_ver(doc, day):
        for r in byd[doc]:
            if date.fromisoformat(r["valid_from"]) <= day and (r["valid_to"] is None or day <= date.fromisoformat(r["valid_to"])):
                return r["version"]
        return None

    errors = []

    def locate(key, doc, ver, span, ctx):
        text = vindex[(doc, ver)]["text"]
        ctx = ctx or span
        if text.count(ctx) != 1:
            errors.append(f"{key}: ctx {ctx!r} occurs {text.count(ctx)} times in {doc}@{ver}")
            return None
        if span not in ctx:
            errors.append(f"{key}: span not in ctx")
            return None
        start = text.index(ctx) + ctx.index(span)
        return evidence_of(text, start, start + len(span))

    qs = common.QS
    keys = {}
    for i, q in enumerate(qs, 1):
        assert q["key"] not in keys, q["key"]
        keys[q["key"]] = f"{PREFIX}-{i:04d}"
    questions, checks = [], []
    for q in qs:
        qid = keys[q["key"]]
        day = date.fromisoformat(q["asked_date"] or DEFAULT_AS_OF)
        pair = keys.get(q["pair"]) if q.get("pair") else None
        if q.get("pair") and pair is None:
            errors.append(f"{q['key']}: unknown pair {q['pair']}")
        rec = {"qid": qid, "question": q["question"], "groups": q["groups"], "as_of": None,
               "asked_date": q["asked_date"]}
        notes = [f"style={q['style']}"]
        check = {"qid": qid, "topic_doc": None, "topic_version": None, "style": q["style"],
                 "absent": [], "absent_topic": []}
        if q["parts"] is not None:
            parts = []
            for p in q["parts"]:
                if p[1] is None:
                    parts.append({"ask": p[0], "answerable": False, "required_doc_ids": [],
                                  "required_versions": [], "answer_span": None, "evidence": None})
                else:
                    ask, doc, span, ctx = p
                    ver = valid_ver(doc, day)
                    ev = locate(q["key"], doc, ver, span, ctx)
                    parts.append({"ask": ask, "answerable": True, "required_doc_ids": [doc],
                                  "required_versions": [ver], "answer_span": span, "evidence": ev})
            ok = all(p["answerable"] for p in parts)
            first = parts[0]
            if ok:
                ids, vers = [], []
                for p in parts:
                    for dd, vv in zip(p["required_doc_ids"], p["required_versions"]):
                        if dd not in ids:
                            ids.append(dd)
                            vers.append(vv)
                cat = surface(q["question"], q["style"], first["evidence"])
                rec.update({"answerable": True, "required_doc_ids": ids, "required_versions": vers,
                            "answer_span": first["answer_span"], "evidence": first["evidence"],
                            "category": cat, "pair_of": pair})
                notes.append("two-part; both parts stated")
            else:
                stated = [p for p in parts if p["answerable"]][0]
                rec.update({"answerable": False, "required_doc_ids": [], "required_versions": [],
                            "answer_span": None, "evidence": None, "category": "missing-item",
                            "pair_of": pair})
                notes.append(f"topic={stated['required_doc_ids'][0]}@{stated['required_versions'][0]}")
                notes.append("gap=part")
                missing = [p["ask"] for p in parts if not p["answerable"]][0]
                notes.append(f"two-part; 「{missing}」はどの規程にも定めがない")
                check["topic_doc"] = stated["required_doc_ids"][0]
                check["topic_version"] = stated["required_versions"][0]
            rec["notes"] = "; ".join(notes)
            rec["parts"] = parts
        elif q["answerable"]:
            ver = q["ver"] or valid_ver(q["doc"], day)
            ev = locate(q["key"], q["doc"], ver, q["span"], q["ctx"])
            if q["nm"] and q["nm"] not in vindex[(q["doc"], ver)]["text"]:
                errors.append(f"{q['key']}: near-miss {q['nm']!r} not in text")
            cat = q["category"]
            if cat == "direct" and q["nm"]:
                cat = "near-miss"
            elif cat == "direct":
                cat = surface(q["question"], q["style"], ev or "")
            if q["nm"] and cat in ("near-miss",):
                notes.append(f"near_miss={q['nm']}")
            elif q["nm"]:
                notes.append(f"also_near={q['nm']}")
            if q["notes"]:
                notes.append(q["notes"])
            rec.update({"answerable": True, "required_doc_ids": [q["doc"]], "required_versions": [ver],
                        "answer_span": q["span"], "evidence": ev, "category": cat, "pair_of": pair,
                        "notes": "; ".join(notes)})
            check["topic_doc"] = q["doc"]
        else:
            if q["doc"]:
                ver = q["ver"] or valid_ver(q["doc"], day)
                notes.append(f"topic={q['doc']}" + (f"@{ver}" if ver else ""))
                check["topic_doc"] = q["doc"]
                check["topic_version"] = ver
            if q.get("gap"):
                notes.append(f"gap={q['gap']}")
            if q["notes"]:
                notes.append(q["notes"])
            check["absent"] = q["absent"]
            check["absent_topic"] = q["absent_topic"]
            rec.update({"answerable": False, "required_doc_ids": [], "required_versions": [],
                        "answer_span": None, "evidence": None, "category": q["category"],
                        "pair_of": pair, "notes": "; ".join(notes)})
        questions.append(rec)
        checks.append(check)
    write_files(OUT, docs.DOCS, corpus, questions, checks, errors, name="kirameki-building-services",
                description=DESCRIPTION, synonyms=SYNONYMS, default_as_of=DEFAULT_AS_OF,
                readme=lambda out, corpus, questions, _: readme.write(out, corpus, questions, byd))


if __name__ == "__main__":
    main()
