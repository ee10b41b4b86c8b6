"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md.

Run from anywhere:  python3 src/build.py
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
import hr, money, edit, more, extra  # noqa: E402,F401
from extra import DROP_KEYS  # noqa: E402
from extra import SYNONYMS  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "PB"


def evidence_of(text, start, end):
    """The sentence (or list line) around text[start:end], without its list marker."""
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    ends = [i for i in (text.find("。", end), text.find("\n", end)) if i != -1]
    e = min(ends) if ends else len(text)
    if e < len(text) and text[e] == "。":
        e += 1
    sent = text[s:e]
    m = re.match(r"\s*(?:-\s+|\d+\.\s+|・)?", sent)
    return sent[m.end():].strip()


def bigrams(s):
    s = re.sub(r"[\s、。？?！!（）「」・,.:：…]", "", s)
    return {s[i:i + 2] for i in range(len(s) - 1)}


def surface(question, style, evidence):
    if style == "english":
        return "paraphrase"
    b = bigrams(question)
    return "paraphrase" if len(b & bigrams(evidence)) / max(1, len(b)) < 0.25 else "direct"


def locate(vindex, d, ver, span, ctx, key, errors):
    v = vindex.get((d, ver))
    if v is None:
        errors.append(f"{key}: no version {d}@{ver}")
        return None
    text = v["text"]
    ctx = ctx or span
    if text.count(ctx) != 1:
        errors.append(f"{key}: ctx {ctx!r} occurs {text.count(ctx)} times in {d}@{ver}")
        return None
    if span not in ctx:
        errors.append(f"{key}: span not in ctx")
        return None
    st = text.index(ctx) + ctx.index(span)
    ev = evidence_of(text, st, st + len(span))
    if span not in ev or ev not in text:
        errors.append(f"{key}: evidence problem {ev!r}")
    return ev


def main():
    corpus, vindex = [], {}
    for d in common.DOCS:
        for v in d["versions"]:
            rec = {"doc_id": d["doc_id"], "version": v["version"], "title": d["title"],
                   "text": v["text"], "valid_from": v["valid_from"], "valid_to": v["valid_to"],
                   "groups": v["groups"] or d["groups"], "owner": d["owner"],
                   "contact": d["contact"],
                   "targets": v["targets"] if v["targets"] is not None else d["targets"]}
            k = (rec["doc_id"], rec["version"])
            assert k not in vindex, k
            vindex[k] = rec
            corpus.append(rec)
    order = {d["doc_id"]: i for i, d in enumerate(common.DOCS)}
    for k in DROP_KEYS:
        assert any(q["key"] == k and q["answerable"] for q in common.QS), f"DROP key {k} unknown"
    qs = sorted(enumerate([q for q in common.QS if q["key"] not in DROP_KEYS]),
                key=lambda t: (order.get(t[1]["key"].split(":")[0], len(order)), t[0]))
    qs = [q for _, q in qs]
    keys = {}
    for i, q in enumerate(qs, 1):
        assert q["key"] not in keys, f"duplicate key {q['key']}"
        keys[q["key"]] = f"{PREFIX}-{i:04d}"
    errors, questions, checks = [], [], []
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
        cat = q["category"]
        if q["kind"] == "A":
            ev = locate(vindex, q["doc"], q["ver"], q["span"], q["ctx"], q["key"], errors)
            if ev is None:
                continue
            if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
                errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
            rec.update({"required_doc_ids": [q["doc"]], "required_versions": [q["ver"]],
                        "answer_span": q["span"], "evidence": ev})
            if cat in ("direct", "paraphrase"):
                cat = surface(q["question"], q["style"], ev)
            if q["nm"]:
                notes.append(f"near_miss={q['nm']}")
        elif q["kind"] == "P":
            parts = []
            for p in q["parts"]:
                if p["span"]:
                    ev = locate(vindex, p["doc"], p["ver"], p["span"], p["ctx"], q["key"], errors)
                    parts.append({"ask": p["ask"], "answerable": True, "required_doc_ids": [p["doc"]],
                                  "required_versions": [p["ver"]], "answer_span": p["span"],
                                  "evidence": ev})
                else:
                    parts.append({"ask": p["ask"], "answerable": False, "required_doc_ids": [],
                                  "required_versions": [], "answer_span": None, "evidence": None})
            if q["answerable"]:
                ids, vers = [], []
                for p in parts:
                    for dd, vv in zip(p["required_doc_ids"], p["required_versions"]):
                        if (dd, vv) not in zip(ids, vers):
                            ids.append(dd)
                            vers.append(vv)
                rec.update({"required_doc_ids": ids, "required_versions": vers,
                            "answer_span": parts[0]["answer_span"], "evidence": parts[0]["evidence"]})
                if cat in ("direct", "paraphrase"):
                    cat = surface(q["question"], q["style"], parts[0]["evidence"] or "")
            else:
                rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None,
                            "evidence": None})
                notes.append(f"topic={q['doc']}@{q['ver']}")
                notes.append("gap=part")
            notes.append("two-part")
        else:
            rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None,
                        "evidence": None})
            if q["doc"]:
                notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
            if q.get("gap"):
                notes.append(f"gap={q['gap']}")
        if q["notes"]:
            notes.append(q["notes"])
        rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes)})
        if q["kind"] == "P":
            rec["parts"] = parts
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
        "name": "company-train-kazaguruma-publishing",
        "default_as_of": DEFAULT_AS_OF,
        "description": ("Training data (Japanese): internal rules of the fictional publisher "
                        "株式会社かざぐるま出版 (%d documents, %d versions with validity periods and reading "
                        "groups) and %d labelled questions with answer spans and evidence sentences, "
                        "including two-part questions; answerable (direct, paraphrase, period, permission, "
                        "near-miss) and unanswerable (missing-item, target-mismatch, period, permission, "
                        "out-of-domain). Written for this project; CC0.")
                       % (len(common.DOCS), len(corpus), len(questions)),
        "synonyms": SYNONYMS,
    }
    with open(os.path.join(OUT, "bundle.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, ensure_ascii=False, indent=2)
        f.write("\n")
    import readme
    readme.write(OUT, corpus, questions, DEFAULT_AS_OF)
    na = sum(q["answerable"] for q in questions)
    print(f"docs={len(common.DOCS)} versions={len(corpus)} questions={len(questions)} "
          f"answerable={na} ({na / len(questions):.1%})")


if __name__ == "__main__":
    main()
