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
import hr, biz, qa, ga, extra, misc  # noqa: E402,F401
from selection import DROP_KEYS  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "PH"
NAME = "company-train-aoba-pharma"


def sentence_bounds(text, start, end):
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    cands = []
    i_dot = text.find("。", end)
    i_nl = text.find("\n", end)
    if i_dot != -1:
        cands.append(i_dot + 1)
    if i_nl != -1:
        cands.append(i_nl)
    e = min(cands) if cands else len(text)
    sent = text[s:e]
    m = re.match(r"^\s*(?:-\s+|\d+\.\s+|・)?", sent)
    sent = sent[m.end():]
    return sent.strip()


def bigrams(s):
    s = re.sub(r"[\s、。？?！!（）「」・,.:：…]", "", s)
    return {s[i:i + 2] for i in range(len(s) - 1)}


def surface_category(q, evidence):
    """direct / paraphrase from wording: English questions and questions sharing under 25% of
    their character bigrams with the evidence sentence count as paraphrase."""
    if q["style"] == "english":
        return "paraphrase"
    b = bigrams(q["question"])
    overlap = len(b & bigrams(evidence)) / max(1, len(b))
    return "paraphrase" if overlap < 0.25 else "direct"


def locate(vindex, key, d, ver, span, ctx, errors):
    v = vindex.get((d, ver))
    if v is None:
        errors.append(f"{key}: no version {d}@{ver}")
        return None
    text = v["text"]
    ctx = ctx or span
    n = text.count(ctx)
    if n != 1:
        errors.append(f"{key}: ctx {ctx!r} occurs {n} times in {d}@{ver}")
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
    corpus = []
    vindex = {}
    for d in common.DOCS:
        for v in d["versions"]:
            rec = {
                "doc_id": d["doc_id"],
                "version": v["version"],
                "title": v["title"] or d["title"],
                "text": v["text"],
                "valid_from": v["valid_from"],
                "valid_to": v["valid_to"],
                "groups": v["groups"] or d["groups"],
                "owner": d["owner"],
                "contact": d["contact"],
                "targets": v["targets"] if v["targets"] is not None else d["targets"],
            }
            key = (rec["doc_id"], rec["version"])
            assert key not in vindex, key
            vindex[key] = rec
            corpus.append(rec)

    order = {d["doc_id"]: i for i, d in enumerate(common.DOCS)}
    for k in DROP_KEYS:
        assert any(q["key"] == k and q["answerable"] for q in common.QS), f"DROP key {k} unknown"
    qs = [q for q in common.QS if q["key"] not in DROP_KEYS]
    qs = sorted(enumerate(qs), key=lambda t: (order.get(t[1]["key"].split(":")[0], len(order)), t[0]))
    qs = [q for _, q in qs]
    keys = {}
    for i, q in enumerate(qs, 1):
        assert q["key"] not in keys, f"duplicate key {q['key']}"
        keys[q["key"]] = f"{PREFIX}-{i:04d}"

    questions, checks = [], []
    errors = []
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
                if p["span"] is None:
                    parts_out.append({"ask": p["ask"], "answerable": False, "required_doc_ids": [],
                                      "required_versions": [], "answer_span": None, "evidence": None})
                else:
                    ev = locate(vindex, q["key"], p["doc"], p["ver"], p["span"], p["ctx"], errors)
                    parts_out.append({"ask": p["ask"], "answerable": True, "required_doc_ids": [p["doc"]],
                                      "required_versions": [p["ver"]], "answer_span": p["span"],
                                      "evidence": ev})
        if q["answerable"] and parts_out:
            ids, vers = [], []
            for p in parts_out:
                for di, vi in zip(p["required_doc_ids"], p["required_versions"]):
                    if (di, vi) not in zip(ids, vers):
                        ids.append(di)
                        vers.append(vi)
            first = parts_out[0]
            rec.update({"required_doc_ids": ids, "required_versions": vers,
                        "answer_span": first["answer_span"], "evidence": first["evidence"]})
            q = dict(q, category=surface_category(q, first["evidence"] or ""))
            notes = "; ".join([f"style={q['style']}", "two-part"] + ([q["notes"]] if q["notes"] else []))
        elif q["answerable"]:
            ev = locate(vindex, q["key"], q["doc"], q["ver"], q["span"], q["ctx"], errors)
            if ev is None:
                continue
            text = vindex[(q["doc"], q["ver"])]["text"]
            if q["nm"] and q["nm"] not in text:
                errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in {q['doc']}@{q['ver']}")
            rec.update({"required_doc_ids": [q["doc"]], "required_versions": [q["ver"]],
                        "answer_span": q["span"], "evidence": ev})
            if q["category"] in ("direct", "paraphrase"):
                q = dict(q, category=surface_category(q, ev))
            parts = [f"style={q['style']}"]
            if q["nm"]:
                parts.append(f"near_miss={q['nm']}")
            if q["notes"]:
                parts.append(q["notes"])
            notes = "; ".join(parts)
        else:
            rec.update({"required_doc_ids": [], "required_versions": [],
                        "answer_span": None, "evidence": None})
            parts = [f"style={q['style']}"]
            if q["doc"]:
                parts.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
            if q.get("gap"):
                parts.append(f"gap={q['gap']}")
            if parts_out:
                parts.append("two-part")
            if q["notes"]:
                parts.append(q["notes"])
            notes = "; ".join(parts)
        rec.update({"category": q["category"], "pair_of": pair, "notes": notes})
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

    with open(os.path.join(OUT, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in corpus:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in questions:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "checks.jsonl"), "w", encoding="utf-8") as f:
        for r in checks:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    bundle = {
        "name": NAME,
        "default_as_of": DEFAULT_AS_OF,
        "description": ("Training data (Japanese): internal rules of the fictional pharmaceutical manufacturer あおば製薬株式会社 "
                        "(%d documents, %d versions with validity periods and reading groups) and %d labelled "
                        "questions with answer spans and evidence sentences; answerable (direct, paraphrase, period, "
                        "permission, near-miss) and unanswerable (missing-item, target-mismatch, period, permission, "
                        "out-of-domain); some two-part questions with per-part labels. Written for this project; "
                        "CC0.") % (len(common.DOCS), len(corpus), len(questions)),
        "synonyms": misc.SYNONYMS,
    }
    with open(os.path.join(OUT, "bundle.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, ensure_ascii=False, indent=2)
        f.write("\n")
    import readme
    readme.write(OUT, corpus, questions, DEFAULT_AS_OF)
    na = sum(q["answerable"] for q in questions)
    print(f"docs={len(common.DOCS)} versions={len(corpus)} questions={len(questions)} "
          f"answerable={na} unanswerable={len(questions) - na}")


if __name__ == "__main__":
    main()
