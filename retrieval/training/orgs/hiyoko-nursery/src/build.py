"""Build the hiyoko-nursery bundle from the authoring sources.

Run from anywhere:  python3 src/build.py
Writes corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md next to src/.
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
import hr, care, ops, misc, restricted, extra, extra2  # noqa: E402,F401
import ood  # noqa: E402,F401
from selection import DROP_KEYS  # noqa: E402
from synonyms import SYNONYMS  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "NS"
NAME = "company-train-hiyoko-nursery"


def evidence_of(text, start, end):
    """The sentence (or list line) around text[start:end], without its list marker."""
    s = max(text.rfind("。", 0, start), text.rfind("\n", 0, start)) + 1
    stops = [i for i in (text.find("。", end), text.find("\n", end)) if i != -1]
    e = min(stops) if stops else len(text)
    if e < len(text) and text[e] == "。":
        e += 1
    sent = text[s:e]
    m = re.match(r"^\s*(?:-\s+|\d+\.\s+|・)?", sent)
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
    ctx = ctx or span
    k = v["text"].count(ctx)
    if k != 1:
        errors.append(f"{key}: ctx {ctx!r} occurs {k} times in {d}@{ver}")
        return None
    if span not in ctx:
        errors.append(f"{key}: span not in ctx")
        return None
    start = v["text"].index(ctx) + ctx.index(span)
    ev = evidence_of(v["text"], start, start + len(span))
    if span not in ev or ev not in v["text"]:
        errors.append(f"{key}: evidence problem {ev!r}")
    return ev


def main():
    corpus, vindex = [], {}
    for dd in common.DOCS:
        for v in dd["versions"]:
            rec = {"doc_id": dd["doc_id"], "version": v["version"], "title": dd["title"],
                   "text": v["text"], "valid_from": v["valid_from"], "valid_to": v["valid_to"],
                   "groups": v["groups"] or dd["groups"], "owner": dd["owner"],
                   "contact": dd["contact"],
                   "targets": v["targets"] if v["targets"] is not None else dd["targets"]}
            key = (rec["doc_id"], rec["version"])
            assert key not in vindex, key
            vindex[key] = rec
            corpus.append(rec)

    order = {dd["doc_id"]: i for i, dd in enumerate(common.DOCS)}
    for k in DROP_KEYS:
        assert any(q["key"] == k and q["kind"] == "A" for q in common.QS), f"DROP key {k} unknown"
    qs = sorted(enumerate(q for q in common.QS if q["key"] not in DROP_KEYS),
                key=lambda t: (order.get(t[1]["key"].split(":")[0], len(order)), t[0]))
    qs = [q for _, q in qs]
    ids = {}
    for i, q in enumerate(qs, 1):
        assert q["key"] not in ids, f"duplicate key {q['key']}"
        ids[q["key"]] = f"{PREFIX}-{i:04d}"

    questions, checks, errors = [], [], []
    for q in qs:
        qid = ids[q["key"]]
        pair = None
        if q["pair"]:
            if q["pair"] not in ids:
                errors.append(f"{q['key']}: pair {q['pair']} unknown")
            pair = ids.get(q["pair"])
        rec = {"qid": qid, "question": q["question"], "groups": q["groups"], "as_of": None,
               "asked_date": q["asked_date"]}
        notes = [f"style={q['style']}"]
        if q["kind"] == "A":
            ev = locate(vindex, q["doc"], q["ver"], q["span"], q["ctx"], q["key"], errors)
            if ev is None:
                continue
            if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
                errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
            cat = q["category"]
            if cat in ("direct", "paraphrase"):
                cat = surface(q["question"], q["style"], ev)
            rec.update({"answerable": True, "required_doc_ids": [q["doc"]],
                        "required_versions": [q["ver"]], "answer_span": q["span"],
                        "evidence": ev, "category": cat})
            if q["nm"]:
                notes.append(f"near_miss={q['nm']}")
        elif q["kind"] == "U":
            rec.update({"answerable": False, "required_doc_ids": [], "required_versions": [],
                        "answer_span": None, "evidence": None, "category": q["category"]})
            if q["doc"]:
                notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
            if q["gap"]:
                notes.append(f"gap={q['gap']}")
        else:  # two-part
            parts = []
            for p in q["parts"]:
                if p["answerable"]:
                    ev = locate(vindex, p["doc"], p["ver"], p["span"], p["ctx"], q["key"], errors)
                    parts.append({"ask": p["ask"], "answerable": True,
                                  "required_doc_ids": [p["doc"]], "required_versions": [p["ver"]],
                                  "answer_span": p["span"], "evidence": ev})
                else:
                    parts.append({"ask": p["ask"], "answerable": False, "required_doc_ids": [],
                                  "required_versions": [], "answer_span": None, "evidence": None})
            both = all(p["answerable"] for p in parts)
            if both:
                rd, rv = [], []
                for p in parts:
                    for dd, vv in zip(p["required_doc_ids"], p["required_versions"]):
                        if (dd, vv) not in zip(rd, rv):
                            rd.append(dd)
                            rv.append(vv)
                cat = q["category"] or surface(q["question"], q["style"], parts[0]["evidence"] or "")
                rec.update({"answerable": True, "required_doc_ids": rd, "required_versions": rv,
                            "answer_span": parts[0]["answer_span"], "evidence": parts[0]["evidence"],
                            "category": cat})
            else:
                rec.update({"answerable": False, "required_doc_ids": [], "required_versions": [],
                            "answer_span": None, "evidence": None, "category": "missing-item"})
                notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
                notes.append("gap=part")
            rec["_parts"] = parts
        if q["notes"]:
            notes.append(q["notes"])
        rec["pair_of"] = pair
        rec["notes"] = "; ".join(notes)
        parts = rec.pop("_parts", None)
        ordered = {k: rec[k] for k in ("qid", "question", "groups", "as_of", "asked_date",
                                       "answerable", "required_doc_ids", "required_versions",
                                       "answer_span", "evidence", "category", "pair_of", "notes")}
        if parts is not None:
            ordered["parts"] = parts
        questions.append(ordered)
        checks.append({"qid": qid, "topic_doc": q["doc"],
                       "topic_version": q["ver"] if not ordered["answerable"] else None,
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
        "name": NAME,
        "default_as_of": DEFAULT_AS_OF,
        "description": ("Training data (Japanese): internal rules of the fictional nursery-school operator "
                        f"{common.ORG} ({len(common.DOCS)} documents, {len(corpus)} versions with "
                        "validity periods and reading groups) and "
                        f"{len(questions)} labelled questions with answer spans and evidence sentences; "
                        "answerable (direct, paraphrase, period, permission, near-miss; some two-part) and "
                        "unanswerable (missing-item, target-mismatch, period, permission, out-of-domain). "
                        "Written for this project; CC0."),
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
