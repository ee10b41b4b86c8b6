"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md from the authored specs.

Run:  python3 src/build.py   (from the bundle folder, or anywhere)
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import a, b, c, d, e, f, g, more, more2  # noqa: E402,F401
from readme import write_readme  # noqa: E402
from selection import DROP_KEYS  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "TX"
SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"], ["残業", "時間外労働"], ["パート", "記帳代行スタッフ"],
    ["スタッフ", "税理士補助"], ["社労士", "社会保険労務士"], ["時短", "短時間勤務"], ["在宅", "在宅勤務", "テレワーク"],
    ["ノーパソ", "ノートパソコン", "ノートPC"], ["スマホ", "スマートフォン"], ["マイカー", "自家用車"],
    ["年調", "年末調整"], ["確申", "確定申告"], ["電子申告", "e-Tax", "eLTAX"], ["CPE", "継続研修", "研修"],
    ["忌引", "慶弔休暇"], ["インフル", "インフルエンザ"], ["お中元", "お歳暮", "贈答品"], ["顧問料", "顧問報酬"],
]


def sentence_bounds(text, start, end):
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    cands = [i + 1 for i in [text.find("。", end)] if i != -1] + [i for i in [text.find("\n", end)] if i != -1]
    e_ = min(cands) if cands else len(text)
    sent = text[s:e_]
    m = re.match(r"^\s*(?:-\s+|\d+\.\s+|・)?", sent)
    return sent[m.end():].strip()


def bigrams(s):
    s = re.sub(r"[\s、。？?！!（）「」・,.:：…]", "", s)
    return {s[i:i + 2] for i in range(len(s) - 1)}


def surface_category(style, question, evidence):
    if style == "english":
        return "paraphrase"
    bq = bigrams(question)
    return "paraphrase" if len(bq & bigrams(evidence)) / max(1, len(bq)) < 0.25 else "direct"


def locate(vindex, docid, ver, span, ctx, key, errors):
    v = vindex.get((docid, ver))
    if v is None:
        errors.append(f"{key}: no version {docid}@{ver}")
        return None
    text = v["text"]
    ctx = ctx or span
    if text.count(ctx) != 1 or span not in ctx:
        errors.append(f"{key}: ctx {ctx!r} occurs {text.count(ctx)} times in {docid}@{ver}")
        return None
    start = text.index(ctx) + ctx.index(span)
    ev = sentence_bounds(text, start, start + len(span))
    if span not in ev or ev not in text:
        errors.append(f"{key}: evidence problem {ev!r}")
    return ev


def main():
    corpus, vindex = [], {}
    for dd in common.DOCS:
        for v in dd["versions"]:
            rec = {"doc_id": dd["doc_id"], "version": v["version"], "title": v["title"] or dd["title"],
                   "text": v["text"], "valid_from": v["valid_from"], "valid_to": v["valid_to"],
                   "groups": v["groups"] or dd["groups"], "owner": dd["owner"], "contact": dd["contact"],
                   "targets": v["targets"] if v["targets"] is not None else dd["targets"]}
            assert (rec["doc_id"], rec["version"]) not in vindex
            vindex[(rec["doc_id"], rec["version"])] = rec
            corpus.append(rec)
    order = {dd["doc_id"]: i for i, dd in enumerate(common.DOCS)}
    for k in DROP_KEYS:
        assert any(q["key"] == k and q["answerable"] for q in common.QS), k
    pool = [q for q in common.QS if q["key"] not in DROP_KEYS]
    qs = [q for _, q in sorted(enumerate(pool), key=lambda t: (order.get(t[1]["key"].split(":")[0], 99), t[0]))]
    keys = {}
    for i, q in enumerate(qs, 1):
        assert q["key"] not in keys, f"duplicate key {q['key']}"
        keys[q["key"]] = f"{PREFIX}-{i:04d}"
    questions, checks, errors = [], [], []
    for q in qs:
        qid = keys[q["key"]]
        pair = None
        if q["pair"]:
            if q["pair"] not in keys:
                errors.append(f"{q['key']}: pair {q['pair']} unknown")
            pair = keys.get(q["pair"])
        rec = {"qid": qid, "question": q["question"], "groups": q["groups"], "as_of": None,
               "asked_date": q["asked_date"], "answerable": q["answerable"]}
        notes = [f"style={q['style']}"]
        if "parts" in q:
            parts = []
            for p in q["parts"]:
                if p[1]:
                    ev = locate(vindex, p[1], p[2], p[3], p[4], q["key"], errors)
                    parts.append({"ask": p[0], "answerable": True, "required_doc_ids": [p[1]],
                                  "required_versions": [p[2]], "answer_span": p[3], "evidence": ev})
                else:
                    parts.append({"ask": p[0], "answerable": False, "required_doc_ids": [],
                                  "required_versions": [], "answer_span": None, "evidence": None})
            if q["answerable"]:
                ids, vers = [], []
                for p in parts:
                    for di, vi in zip(p["required_doc_ids"], p["required_versions"]):
                        if (di, vi) not in zip(ids, vers):
                            ids.append(di)
                            vers.append(vi)
                rec.update({"required_doc_ids": ids, "required_versions": vers,
                            "answer_span": parts[0]["answer_span"], "evidence": parts[0]["evidence"]})
                cat = q["category"] or surface_category(q["style"], q["question"], parts[0]["evidence"] or "")
                notes.append("two-part")
            else:
                rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None, "evidence": None})
                cat = "missing-item"
                notes += [f"topic={q['doc']}", "gap=part"]
            if q["notes"]:
                notes.append(q["notes"])
            rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes), "parts": parts})
        elif q["answerable"]:
            ev = locate(vindex, q["doc"], q["ver"], q["span"], q["ctx"], q["key"], errors)
            if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
                errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
            rec.update({"required_doc_ids": [q["doc"]], "required_versions": [q["ver"]],
                        "answer_span": q["span"], "evidence": ev})
            cat = q["category"]
            if cat in ("direct", "paraphrase"):
                cat = surface_category(q["style"], q["question"], ev or "")
            if q["nm"]:
                notes.append(f"near_miss={q['nm']}")
            if q["notes"]:
                notes.append(q["notes"])
            rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes)})
        else:
            rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None, "evidence": None})
            if q["doc"]:
                notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
            if q.get("gap"):
                notes.append(f"gap={q['gap']}")
            if q["notes"]:
                notes.append(q["notes"])
            rec.update({"category": q["category"], "pair_of": pair, "notes": "; ".join(notes)})
        questions.append(rec)
        checks.append({"qid": qid, "topic_doc": q["doc"],
                       "topic_version": q["ver"] if not q["answerable"] else None,
                       "style": q["style"], "absent": q.get("absent", []), "absent_topic": q.get("absent_topic", [])})
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    for name, rows in (("corpus.jsonl", corpus), ("questions.jsonl", questions), ("checks.jsonl", checks)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    bundle = {"name": "training-akane-tax-accountants", "default_as_of": DEFAULT_AS_OF,
              "description": ("Training data (Japanese): internal rules of the fictional tax accountancy firm 税理士法人あかね会計 "
                              "(%d documents, %d versions with validity periods and reading groups) and %d labelled questions "
                              "with answer spans and evidence sentences, some two-part. Written for this project; CC0.")
              % (len(common.DOCS), len(corpus), len(questions)),
              "synonyms": SYNONYMS}
    with open(os.path.join(OUT, "bundle.json"), "w", encoding="utf-8") as fh:
        json.dump(bundle, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    write_readme(OUT, corpus, questions, DEFAULT_AS_OF)
    na = sum(q["answerable"] for q in questions)
    print(f"docs={len(common.DOCS)} versions={len(corpus)} questions={len(questions)} answerable={na} ({na/len(questions):.1%})")
    print(Counter((q["answerable"], q["category"]) for q in questions))
    print(Counter(re.search(r"gap=([\w-]+)", q["notes"]).group(1) for q in questions if "gap=" in q["notes"]))
    print(Counter(q["notes"].split(";")[0] for q in questions), "two-part", sum("parts" in q for q in questions),
          "both", sum(q["answerable"] for q in questions if "parts" in q))


if __name__ == "__main__":
    main()
