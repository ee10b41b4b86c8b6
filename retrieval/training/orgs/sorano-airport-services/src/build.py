"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md.

Run:  python3 src/build.py   (from anywhere)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import hr, ops, ramp, misc, extra  # noqa: E402,F401
import readme  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "AL"
SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["残業", "時間外労働"],
    ["パート", "パートタイマー", "パート社員"],
    ["契約", "契約社員"],
    ["深夜手当", "深夜早朝手当", "深早手当"],
    ["ID", "IDカード", "制限区域立入証", "入構証"],
    ["ランプ", "エプロン", "駐機場"],
    ["トーイング", "トーイングトラクター", "TT"],
    ["ベルコン", "ベルトローダー"],
    ["ハイリフト", "ハイリフトローダー"],
    ["マーシャリング", "航空機誘導"],
    ["ロストバゲージ", "手荷物紛失", "紛失手荷物"],
    ["カウンター", "チェックインカウンター"],
    ["ゲート", "搭乗口"],
    ["カミナリ", "雷", "落雷"],
    ["給油", "燃料搭載", "フューエリング"],
]


def sentence_bounds(text, start, end):
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    cands = [i for i in (text.find("。", end), text.find("\n", end)) if i != -1]
    i_dot = text.find("。", end)
    e = len(text)
    if cands:
        e = min(cands)
        if e == i_dot:
            e += 1
    sent = text[s:e]
    m = re.match(r"^\s*(?:-\s+|\d+\.\s+|・)?", sent)
    return sent[m.end():].strip()


def bigrams(s):
    s = re.sub(r"[\s、。？?！!（）「」・,.:：…]", "", s)
    return {s[i:i + 2] for i in range(len(s) - 1)}


def surface(style, question, evidence):
    if style == "english":
        return "paraphrase"
    b = bigrams(question)
    return "paraphrase" if len(b & bigrams(evidence)) / max(1, len(b)) < 0.25 else "direct"


def locate(vindex, doc, ver, span, ctx, errors, key):
    v = vindex.get((doc, ver))
    if v is None:
        errors.append(f"{key}: no version {doc}@{ver}")
        return None
    text = v["text"]
    c = ctx or span
    n = text.count(c)
    if n != 1:
        errors.append(f"{key}: ctx {c!r} occurs {n} times in {doc}@{ver}")
        return None
    if span not in c:
        errors.append(f"{key}: span not in ctx")
        return None
    start = text.index(c) + c.index(span)
    ev = sentence_bounds(text, start, start + len(span))
    if span not in ev or ev not in text:
        errors.append(f"{key}: evidence problem {ev!r}")
    return ev


def main():
    corpus, vindex = [], {}
    for d in common.DOCS:
        for v in d["versions"]:
            rec = {"doc_id": d["doc_id"], "version": v["version"], "title": d["title"],
                   "text": v["text"], "valid_from": v["valid_from"], "valid_to": v["valid_to"],
                   "groups": v["groups"] or d["groups"], "owner": d["owner"], "contact": d["contact"],
                   "targets": v["targets"] if v["targets"] is not None else d["targets"]}
            key = (rec["doc_id"], rec["version"])
            assert key not in vindex, key
            vindex[key] = rec
            corpus.append(rec)
    order = {d["doc_id"]: i for i, d in enumerate(common.DOCS)}
    qs = sorted(enumerate(common.QS), key=lambda t: (order.get(t[1]["key"].split(":")[0], len(order)), t[0]))
    qs = [q for _, q in qs]
    keys = {q["key"]: f"{PREFIX}-{i:04d}" for i, q in enumerate(qs, 1)}
    assert len(keys) == len(qs)
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
        parts_out = None
        if q["parts"]:
            parts_out = []
            for p in q["parts"]:
                if p["answerable"]:
                    ev = locate(vindex, p["doc"], p["ver"], p["span"], p["ctx"], errors, q["key"])
                    parts_out.append({"ask": p["ask"], "answerable": True, "required_doc_ids": [p["doc"]],
                                      "required_versions": [p["ver"]], "answer_span": p["span"],
                                      "evidence": ev})
                else:
                    parts_out.append({"ask": p["ask"], "answerable": False, "required_doc_ids": [],
                                      "required_versions": [], "answer_span": None, "evidence": None})
        if q["answerable"]:
            if parts_out:
                ids, vers = [], []
                for p in parts_out:
                    for dd, vv in zip(p["required_doc_ids"], p["required_versions"]):
                        if (dd, vv) not in zip(ids, vers):
                            ids.append(dd)
                            vers.append(vv)
                ev = parts_out[0]["evidence"]
                rec.update({"required_doc_ids": ids, "required_versions": vers,
                            "answer_span": parts_out[0]["answer_span"], "evidence": ev})
            else:
                ev = locate(vindex, q["doc"], q["ver"], q["span"], q["ctx"], errors, q["key"])
                if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
                    errors.append(f"{q['key']}: near-miss {q['nm']!r} not in text")
                rec.update({"required_doc_ids": [q["doc"]], "required_versions": [q["ver"]],
                            "answer_span": q["span"], "evidence": ev})
            cat = q["category"]
            if cat in ("direct", "paraphrase") and ev:
                cat = surface(q["style"], q["question"], ev)
            if q["nm"]:
                notes.append(f"near_miss={q['nm']}")
            if parts_out:
                notes.append("two-part")
        else:
            rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None,
                        "evidence": None})
            cat = q["category"]
            if q["doc"]:
                notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
            if q["gap"]:
                notes.append(f"gap={q['gap']}")
            if parts_out:
                notes.append("two-part")
        if q["notes"]:
            notes.append(q["notes"])
        rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes)})
        if parts_out:
            rec["parts"] = parts_out
        questions.append(rec)
        checks.append({"qid": qid, "topic_doc": q["doc"],
                       "topic_version": q["ver"] if not q["answerable"] else None,
                       "style": q["style"], "absent": q.get("absent", []),
                       "absent_topic": q.get("absent_topic", [])})
    if errors:
        print("\n".join(errors))
        sys.exit(1)

    def dump(name, rows):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("corpus.jsonl", corpus)
    dump("questions.jsonl", questions)
    dump("checks.jsonl", checks)
    bundle = {
        "name": "company-train-sorano-airport-services",
        "default_as_of": DEFAULT_AS_OF,
        "description": ("Training data (Japanese): internal rules of the fictional airport ground handling company "
                        "そらのエアポートサービス株式会社 (%d documents, %d versions with validity periods and reading "
                        "groups) and %d labelled questions with answer spans and evidence sentences; answerable "
                        "(direct, paraphrase, period, permission, near-miss, some two-part) and unanswerable "
                        "(missing-item, target-mismatch, period, permission, out-of-domain). Written for this "
                        "project; CC0.") % (len(common.DOCS), len(corpus), len(questions)),
        "synonyms": SYNONYMS,
    }
    with open(os.path.join(OUT, "bundle.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, ensure_ascii=False, indent=2)
        f.write("\n")
    readme.write(OUT, corpus, questions, DEFAULT_AS_OF)
    na = sum(q["answerable"] for q in questions)
    print(f"docs={len(common.DOCS)} versions={len(corpus)} questions={len(questions)} "
          f"answerable={na} ({na / len(questions):.1%})")


if __name__ == "__main__":
    main()
