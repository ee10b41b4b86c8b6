"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md from the sources.

Run:  python3 src/build.py   (from any directory)
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
import ops, svc, hr, extra  # noqa: E402,F401
import readme  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "RW"


def sentence_of(text, start, end):
    """The sentence (or list line) around text[start:end], without a list marker."""
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    ends = [i for i in (text.find("。", end), text.find("\n", end)) if i != -1]
    e = min(ends) if ends else len(text)
    if e < len(text) and text[e] == "。":
        e += 1
    sent = text[s:e]
    sent = sent[re.match(r"^\s*(?:-\s+|\d+\.\s+|・)?", sent).end():]
    return sent.strip()


def bigrams(s):
    s = re.sub(r"[\s、。？?！!（）「」・,.:：…]", "", s)
    return {s[i:i + 2] for i in range(len(s) - 1)}


def surface(question, style, evidence):
    if style == "english":
        return "paraphrase"
    b = bigrams(question)
    return "paraphrase" if len(b & bigrams(evidence)) / max(1, len(b)) < 0.25 else "direct"


def locate(vindex, dver, span, ctx, errors, key):
    v = vindex.get(dver)
    if v is None:
        errors.append(f"{key}: no version {dver}")
        return None
    ctx = ctx or span
    n = v["text"].count(ctx)
    if n != 1:
        errors.append(f"{key}: ctx {ctx!r} occurs {n} times in {dver}")
        return None
    if span not in ctx:
        errors.append(f"{key}: span not in ctx")
        return None
    st = v["text"].index(ctx) + ctx.index(span)
    ev = sentence_of(v["text"], st, st + len(span))
    if span not in ev or ev not in v["text"]:
        errors.append(f"{key}: evidence problem {ev!r}")
    return ev


def main():
    corpus, vindex = [], {}
    for d in common.DOCS:
        for v in d["versions"]:
            rec = {"doc_id": d["doc_id"], "version": v["version"], "title": d["title"], "text": v["text"],
                   "valid_from": v["valid_from"], "valid_to": v["valid_to"], "groups": v["groups"] or d["groups"],
                   "owner": d["owner"], "contact": d["contact"], "targets": d["targets"]}
            key = (rec["doc_id"], rec["version"])
            assert key not in vindex, key
            vindex[key] = rec
            corpus.append(rec)
    order = {d["doc_id"]: i for i, d in enumerate(common.DOCS)}
    qs = sorted(enumerate(common.QS), key=lambda t: (order.get(t[1]["key"].split(":")[0], len(order)), t[0]))
    qs = [q for _, q in qs]
    # a two-part question with one part stated nowhere pairs with the answerable question on its stated part
    for q in qs:
        if q["parts"] and not q["answerable"] and not q["pair"]:
            stated = [p for p in q["parts"] if p["doc"]][0]
            cands = [o for o in qs if o["answerable"] and not o["parts"] and o["doc"] == stated["doc"]]
            same = [o for o in cands if o["span"] == stated["span"]]
            q["pair"] = (same or cands)[0]["key"]
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
        parts_out = None
        if q["parts"]:
            parts_out = []
            for p in q["parts"]:
                if p["doc"] is None:
                    parts_out.append({"ask": p["ask"], "answerable": False, "required_doc_ids": [],
                                      "required_versions": [], "answer_span": None, "evidence": None})
                else:
                    ev = locate(vindex, (p["doc"], p["ver"]), p["span"], p["ctx"], errors, q["key"])
                    parts_out.append({"ask": p["ask"], "answerable": True, "required_doc_ids": [p["doc"]],
                                      "required_versions": [p["ver"]], "answer_span": p["span"], "evidence": ev})
        style = q["style"]
        notes = [f"style={style}"]
        if q["answerable"]:
            if parts_out:
                ids, vers = [], []
                for p in parts_out:
                    for di, dv in zip(p["required_doc_ids"], p["required_versions"]):
                        if (di, dv) not in zip(ids, vers):
                            ids.append(di)
                            vers.append(dv)
                ev = parts_out[0]["evidence"]
                span = parts_out[0]["answer_span"]
                notes.append("two-part")
            else:
                ev = locate(vindex, (q["doc"], q["ver"]), q["span"], q["ctx"], errors, q["key"])
                ids, vers, span = [q["doc"]], [q["ver"]], q["span"]
                if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
                    errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in the version")
            if ev is None:
                continue
            cat = q["category"]
            if cat in ("direct", "paraphrase"):
                cat = surface(q["question"], style, ev)
            rec.update({"required_doc_ids": ids, "required_versions": vers, "answer_span": span, "evidence": ev})
            if q["nm"]:
                notes.append(f"near_miss={q['nm']}")
        else:
            cat = q["category"]
            rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None, "evidence": None})
            if q["doc"]:
                notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
            if q.get("gap"):
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
                       "style": style, "absent": q.get("absent", []), "absent_topic": q.get("absent_topic", [])})
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
        "name": "company-train-tsubame-railway",
        "default_as_of": DEFAULT_AS_OF,
        "description": ("Training data (Japanese): internal rules of the fictional regional railway つばめ鉄道株式会社 "
                        "(%d documents, %d versions with validity periods and reading groups) and %d labelled questions "
                        "with answer spans and evidence sentences; answerable (direct, paraphrase, period, permission, "
                        "near-miss) and unanswerable (missing-item, target-mismatch, period, permission, out-of-domain), "
                        "some asking two things at once (parts). Written for this project; CC0.")
        % (len(common.DOCS), len(corpus), len(questions)),
        "synonyms": extra.SYNONYMS,
    }
    with open(os.path.join(OUT, "bundle.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme.render(corpus, questions, DEFAULT_AS_OF))
    na = sum(q["answerable"] for q in questions)
    print(f"docs={len(common.DOCS)} versions={len(corpus)} questions={len(questions)} answerable={na} "
          f"({na / max(1, len(questions)):.1%})")


if __name__ == "__main__":
    main()
