"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md from the authored specs.

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
import research, academic, staff, campus, restricted, misc, extra  # noqa: E402,F401
import readme  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "UN"


def sentence_bounds(text, start, end):
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    cands = [i + 1 for i in [text.find("。", end)] if i != -1] + [i for i in [text.find("\n", end)] if i != -1]
    e = min(cands) if cands else len(text)
    sent = text[s:e]
    m = re.match(r"^\s*(?:-\s+|\d+\.\s+|・|\(\d+\)\s*)?", sent)
    return sent[m.end():].strip()


def bigrams(s):
    s = re.sub(r"[\s、。？?！!（）「」・,.:：…]", "", s)
    return {s[i:i + 2] for i in range(len(s) - 1)}


def surface_category(question, style, evidence):
    if style == "english":
        return "paraphrase"
    b = bigrams(question)
    return "paraphrase" if len(b & bigrams(evidence)) / max(1, len(b)) < 0.25 else "direct"


def current_version(vindex, doc_id, day):
    for (d, v), r in vindex.items():
        if d == doc_id and r["valid_from"] <= day and (r["valid_to"] is None or day <= r["valid_to"]):
            return v
    return None


def main():
    corpus, vindex = [], {}
    for d in common.DOCS:
        for v in d["versions"]:
            rec = {"doc_id": d["doc_id"], "version": v["version"], "title": d["title"], "text": v["text"],
                   "valid_from": v["valid_from"], "valid_to": v["valid_to"],
                   "groups": v["groups"] or d["groups"], "owner": d["owner"], "contact": d["contact"],
                   "targets": v["targets"] if v["targets"] is not None else d["targets"]}
            key = (rec["doc_id"], rec["version"])
            assert key not in vindex, key
            vindex[key] = rec
            corpus.append(rec)

    order = {d["doc_id"]: i for i, d in enumerate(common.DOCS)}
    qs = sorted(enumerate(common.QS), key=lambda t: (order.get(t[1]["key"].split(":")[0], len(order)), t[0]))
    qs = [q for _, q in qs]
    keys = {}
    for i, q in enumerate(qs, 1):
        assert q["key"] not in keys, f"duplicate key {q['key']}"
        keys[q["key"]] = f"{PREFIX}-{i:04d}"

    errors = []

    def stated(q, doc_id, ver, span, ctx):
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
        ev = sentence_bounds(text, start, start + len(span))
        if span not in ev or ev not in text:
            errors.append(f"{q['key']}: evidence problem {ev!r}")
        return ver, ev

    questions, checks = [], []
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
        if "parts" in q:
            parts_out = []
            for p in q["parts"]:
                if p["answerable"]:
                    got = stated(q, p["doc"], p["ver"], p["span"], p["ctx"])
                    if got is None:
                        continue
                    parts_out.append({"ask": p["ask"], "answerable": True, "required_doc_ids": [p["doc"]],
                                      "required_versions": [got[0]], "answer_span": p["span"], "evidence": got[1]})
                else:
                    parts_out.append({"ask": p["ask"], "answerable": False, "required_doc_ids": [],
                                      "required_versions": [], "answer_span": None, "evidence": None})
            if len(parts_out) != 2:
                continue
        if q["answerable"]:
            if parts_out:
                ids, vers = [], []
                for p in parts_out:
                    for dd, vv in zip(p["required_doc_ids"], p["required_versions"]):
                        if (dd, vv) not in zip(ids, vers):
                            ids.append(dd)
                            vers.append(vv)
                span, ev = parts_out[0]["answer_span"], parts_out[0]["evidence"]
                cat = q["category"]
                if q["asked_date"]:
                    cat = "period"
                elif any(not set(["all-staff"]) >= set(vindex[(dd, vv)]["groups"]) for dd, vv in zip(ids, vers)):
                    cat = "permission"
                else:
                    cat = surface_category(q["question"], q["style"], ev)
            else:
                got = stated(q, q["doc"], q["ver"], q["span"], q["ctx"])
                if got is None:
                    continue
                ids, vers, span, ev = [q["doc"]], [got[0]], q["span"], got[1]
                cat = q["category"]
                if cat in ("direct", "paraphrase"):
                    cat = surface_category(q["question"], q["style"], ev)
                if q["nm"]:
                    if q["nm"] not in vindex[(q["doc"], got[0])]["text"]:
                        errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
                    notes.append(f"near_miss={q['nm']}")
            rec.update({"required_doc_ids": ids, "required_versions": vers, "answer_span": span, "evidence": ev})
        else:
            rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None, "evidence": None})
            cat = q["category"]
            if q["doc"]:
                tv = q["ver"]
                if cat != "period" and tv is None:
                    tv = current_version(vindex, q["doc"], q["asked_date"] or DEFAULT_AS_OF)
                q["ver"] = tv
                notes.append(f"topic={q['doc']}" + (f"@{tv}" if tv else ""))
            if q.get("gap"):
                notes.append(f"gap={q['gap']}")
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
        "name": "company-train-sakuragaoka-university",
        "default_as_of": DEFAULT_AS_OF,
        "description": ("Training data (Japanese): internal rules of the fictional private university "
                        "学校法人さくらが丘学園 さくらが丘大学 (%d documents, %d versions with validity periods and "
                        "reading groups) and %d labelled questions with answer spans and evidence sentences; "
                        "answerable (direct, paraphrase, period, permission, near-miss; some two-part) and "
                        "unanswerable (missing-item, target-mismatch, period, permission, out-of-domain). "
                        "Written for this project; CC0.") % (len(common.DOCS), len(corpus), len(questions)),
        "synonyms": misc.SYNONYMS,
    }
    with open(os.path.join(OUT, "bundle.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, ensure_ascii=False, indent=2)
        f.write("\n")
    readme.write(OUT, corpus, questions, DEFAULT_AS_OF)
    na = sum(q["answerable"] for q in questions)
    print(f"docs={len(common.DOCS)} versions={len(corpus)} questions={len(questions)} "
          f"answerable={na} ({na / len(questions):.1%}) unanswerable={len(questions) - na}")
    print(Counter((q["answerable"], q["category"]) for q in questions))
    print(Counter(q["notes"].split(";")[0] for q in questions))
    print(Counter(m.group(1) for q in questions for m in [re.search(r"gap=([\w-]+)", q["notes"])] if m))
    print("two-part", sum(1 for q in questions if "parts" in q),
          "both", sum(1 for q in questions if "parts" in q and q["answerable"]))


if __name__ == "__main__":
    main()
