"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md from the sources.

Run:  python3 src/build.py   (from the bundle folder or anywhere)
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
import docs_hr, docs_hr2, docs_biz, docs_biz2, docs_more, topup, topup2  # noqa: E402,F401
from readme import write_readme, SYNONYMS  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "JA"


def sentence_bounds(text, start, end):
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    cands = [i + 1 for i in [text.find("。", end)] if i != -1]
    i_nl = text.find("\n", end)
    if i_nl != -1:
        cands.append(i_nl)
    e = min(cands) if cands else len(text)
    sent = text[s:e]
    m = re.match(r"^\s*(?:-\s+|\d+\.\s+|・)?", sent)
    return sent[m.end():].strip()


def bigrams(s):
    s = re.sub(r"[\s、。？?！!（）「」・,.:：…]", "", s)
    return {s[i:i + 2] for i in range(len(s) - 1)}


def surface_category(style, question, evidence):
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
    ctx = ctx or span
    if text.count(ctx) != 1:
        errors.append(f"{key}: ctx {ctx!r} occurs {text.count(ctx)} times in {doc}@{ver}")
        return None
    if span not in ctx:
        errors.append(f"{key}: span not in ctx")
        return None
    start = text.index(ctx) + ctx.index(span)
    ev = sentence_bounds(text, start, start + len(span))
    if span not in ev or ev not in text:
        errors.append(f"{key}: evidence problem {ev!r}")
    return ev


def main():
    corpus, vindex = [], {}
    for d in common.DOCS:
        for v in d["versions"]:
            rec = {"doc_id": d["doc_id"], "version": v["version"], "title": d["title"], "text": v["text"],
                   "valid_from": v["valid_from"], "valid_to": v["valid_to"], "groups": d["groups"],
                   "owner": d["owner"], "contact": d["contact"], "targets": d["targets"]}
            assert (rec["doc_id"], rec["version"]) not in vindex
            vindex[(rec["doc_id"], rec["version"])] = rec
            corpus.append(rec)
    order = {d["doc_id"]: i for i, d in enumerate(common.DOCS)}
    qs = sorted(enumerate(common.QS), key=lambda t: (order.get(t[1]["key"].split(":")[0], 99), t[0]))
    qs = [q for _, q in qs]
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
        if q.get("two"):
            parts = []
            for p in q["parts"]:
                if p[1]:
                    ask, pd, pv, span, ctx = (list(p) + [None])[:5]
                    ev = locate(vindex, pd, pv, span, ctx, errors, q["key"])
                    parts.append({"ask": ask, "answerable": True, "required_doc_ids": [pd],
                                  "required_versions": [pv], "answer_span": span, "evidence": ev})
                else:
                    parts.append({"ask": p[0], "answerable": False, "required_doc_ids": [],
                                  "required_versions": [], "answer_span": None, "evidence": None})
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
                cat = surface_category(q["style"], q["question"], parts[0]["evidence"] or "")
                topic, tver = None, None
            else:
                rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None,
                            "evidence": None})
                cat = "missing-item"
                topic, tver = stated[0]["required_doc_ids"][0], stated[0]["required_versions"][0]
                notes += [f"topic={topic}@{tver}", "gap=part"]
            if q["notes"]:
                notes.append(q["notes"])
            rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes), "parts": parts})
            questions.append(rec)
            checks.append({"qid": qid, "topic_doc": topic, "topic_version": tver, "style": q["style"],
                           "absent": q["absent"], "absent_topic": []})
            continue
        if q["answerable"]:
            ev = locate(vindex, q["doc"], q["ver"], q["span"], q["ctx"], errors, q["key"])
            if ev is None:
                continue
            if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
                errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
            rec.update({"required_doc_ids": [q["doc"]], "required_versions": [q["ver"]],
                        "answer_span": q["span"], "evidence": ev})
            cat = q["category"]
            if cat in ("direct", "paraphrase"):
                cat = surface_category(q["style"], q["question"], ev)
            if q["nm"]:
                notes.append(f"near_miss={q['nm']}")
        else:
            rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None,
                        "evidence": None})
            cat = q["category"]
            if q["doc"]:
                notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] and cat != "period" else ""))
            if q["gap"]:
                notes.append(f"gap={q['gap']}")
        if q["notes"]:
            notes.append(q["notes"])
        rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes)})
        questions.append(rec)
        checks.append({"qid": qid, "topic_doc": q["doc"],
                       "topic_version": (q["ver"] if not q["answerable"] and q["category"] != "period" else None),
                       "style": q["style"], "absent": q.get("absent", []),
                       "absent_topic": q.get("absent_topic", [])})
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    for name, rows in (("corpus.jsonl", corpus), ("questions.jsonl", questions), ("checks.jsonl", checks)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    bundle = {
        "name": "company-train-minori-agri-coop",
        "default_as_of": DEFAULT_AS_OF,
        "description": ("Training data (Japanese): internal rules of the fictional agricultural cooperative "
                        "みのり農業協同組合 (%d documents, %d versions with validity periods and reading groups) and "
                        "%d labelled questions with answer spans and evidence sentences, some of them two-part; "
                        "answerable (direct, paraphrase, period, permission, near-miss) and unanswerable "
                        "(missing-item, target-mismatch, period, permission, out-of-domain). Written for this "
                        "project; CC0.") % (len(common.DOCS), len(corpus), len(questions)),
        "synonyms": SYNONYMS,
    }
    with open(os.path.join(OUT, "bundle.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, ensure_ascii=False, indent=2)
        f.write("\n")
    write_readme(OUT, corpus, questions, DEFAULT_AS_OF)
    na = sum(q["answerable"] for q in questions)
    print(f"docs={len(common.DOCS)} versions={len(corpus)} questions={len(questions)} "
          f"answerable={na} ({na / len(questions):.1%}) unanswerable={len(questions) - na}")


if __name__ == "__main__":
    main()
