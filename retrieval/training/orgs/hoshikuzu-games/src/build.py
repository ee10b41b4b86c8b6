"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md.

Run:  python3 src/build.py   (from the bundle folder or anywhere)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(OUT))))
sys.path[:0] = [HERE, ROOT]

import common  # noqa: E402
import hr, dev, ops, misc, extra  # noqa: E402,F401
import readme  # noqa: E402
from readme import SYNONYMS  # noqa: E402
from retrieval.training.org_authoring.builder import write_files  # noqa: E402
from retrieval.training.org_authoring.evidence import evidence_of, surface  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "GM"


def description(docs, corpus, questions):
    """The bundle's description, with the number of two-part questions."""
    return (("Training data (Japanese): internal rules of the fictional game studio 株式会社ほしくずゲームス "
            "(%d documents, %d versions with validity periods and reading groups) and %d labelled "
            "questions with answer spans and evidence sentences (%d two-part); answerable (direct, "
            "paraphrase, period, permission, near-miss) and unanswerable (missing-item, "
            "target-mismatch, period, permission, out-of-domain). Written for this project; CC0.")
            % (len(docs), len(corpus), len(questions), sum(1 for q in questions if "parts" in q)))


def main():
    corpus, vindex, byd = [], {}, {}
    for d in common.DOCS:
        for v in d["versions"]:
            rec = {"doc_id": d["doc_id"], "version": v["version"], "title": d["title"], "text": v["text"],
                   "valid_from": v["valid_from"], "valid_to": v["valid_to"],
                   "groups": v["groups"] or d["groups"], "owner": d["owner"], "contact": d["contact"],
                   "targets": d["targets"]}
            assert (rec["doc_id"], rec["version"]) not in vindex
            vindex[(rec["doc_id"], rec["version"])] = rec
            byd.setdefault(rec["doc_id"], []).append(rec)
            corpus.append(rec)

    def valid(doc_id, day):
        for r in byd.get(doc_id, []):
            if r["valid_from"] <= day and (r["valid_to"] is None or day <= r["valid_to"]):
                return r
        return None

    errors = []

    def stated(key, doc_id, ver, span, ctx, day):
        r = vindex.get((doc_id, ver)) if ver else valid(doc_id, day)
        if r is None:
            errors.append(f"{key}: no version of {doc_id} valid on {day}")
            return None
        text = r["text"]
        ctx = ctx or span
        n = text.count(ctx)
        if n != 1 or span not in ctx:
            errors.append(f"{key}: ctx {ctx!r} occurs {n} times in {doc_id}@{r['version']} (or span not in ctx)")
            return None
        start = text.index(ctx) + ctx.index(span)
        ev = evidence_of(text, start, start + len(span))
        if span not in ev or ev not in text:
            errors.append(f"{key}: evidence problem {ev!r}")
        return r, ev

    order = {d["doc_id"]: i for i, d in enumerate(common.DOCS)}
    qs = sorted(enumerate(common.QS), key=lambda t: (order.get(t[1]["key"].split(":")[0], 99), t[0]))
    qs = [q for _, q in qs]
    keys = {}
    for i, q in enumerate(qs, 1):
        if q["key"] in keys:
            errors.append(f"duplicate key {q['key']}")
        keys[q["key"]] = f"{PREFIX}-{i:04d}"

    questions, checks = [], []
    for q in qs:
        qid = keys[q["key"]]
        day = q["asked_date"] or DEFAULT_AS_OF
        if q["pair"] and q["pair"] not in keys:
            errors.append(f"{q['key']}: pair {q['pair']} unknown")
        rec = {"qid": qid, "question": q["question"], "groups": q["groups"], "as_of": None,
               "asked_date": q["asked_date"], "answerable": q["answerable"]}
        notes = [f"style={q['style']}"]
        cat = q["category"]
        tver = None
        if q.get("parts") is not None:
            parts = []
            for p in q["parts"]:
                if p["answerable"]:
                    res = stated(q["key"], p["doc"], None, p["span"], p["ctx"], day)
                    if res is None:
                        continue
                    r, ev = res
                    parts.append({"ask": p["ask"], "answerable": True, "required_doc_ids": [r["doc_id"]],
                                  "required_versions": [r["version"]], "answer_span": p["span"], "evidence": ev})
                else:
                    parts.append({"ask": p["ask"], "answerable": False, "required_doc_ids": [],
                                  "required_versions": [], "answer_span": None, "evidence": None})
            if len(parts) != 2:
                continue
            sp = [p for p in parts if p["answerable"]]
            if q["answerable"]:
                ids, vers = [], []
                for p in sp:
                    k = (p["required_doc_ids"][0], p["required_versions"][0])
                    if k[0] not in ids:
                        ids.append(k[0]); vers.append(k[1])
                rec.update({"required_doc_ids": ids, "required_versions": vers,
                            "answer_span": sp[0]["answer_span"], "evidence": sp[0]["evidence"]})
                cat = cat or surface(q["question"], q["style"], sp[0]["evidence"])
            else:
                rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None, "evidence": None})
                cat = "missing-item"
                notes.append(f"topic={sp[0]['required_doc_ids'][0]}@{sp[0]['required_versions'][0]}")
                notes.append("gap=part")
                tver = sp[0]["required_versions"][0]
            rec["category"] = cat
            rec["pair_of"] = keys.get(q["pair"]) if q["pair"] else None
            if q["notes"]:
                notes.append(q["notes"])
            rec["notes"] = "; ".join(notes)
            rec["parts"] = parts
        elif q["answerable"]:
            res = stated(q["key"], q["doc"], q["ver"], q["span"], q["ctx"], day)
            if res is None:
                continue
            r, ev = res
            if q["nm"] and q["nm"] not in r["text"]:
                errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in {r['doc_id']}@{r['version']}")
            rec.update({"required_doc_ids": [r["doc_id"]], "required_versions": [r["version"]],
                        "answer_span": q["span"], "evidence": ev})
            if cat in ("direct", "paraphrase"):
                cat = surface(q["question"], q["style"], ev)
            if q["nm"]:
                notes.append(f"near_miss={q['nm']}")
            if q["notes"]:
                notes.append(q["notes"])
            rec.update({"category": cat, "pair_of": keys.get(q["pair"]) if q["pair"] else None,
                        "notes": "; ".join(notes)})
        else:
            rec.update({"required_doc_ids": [], "required_versions": [], "answer_span": None, "evidence": None})
            if q["doc"]:
                r = valid(q["doc"], day)
                tver = r["version"] if r else None
                notes.append(f"topic={q['doc']}" + (f"@{tver}" if tver else ""))
            if q.get("gap"):
                notes.append(f"gap={q['gap']}")
            if q["notes"]:
                notes.append(q["notes"])
            rec.update({"category": cat, "pair_of": keys.get(q["pair"]) if q["pair"] else None,
                        "notes": "; ".join(notes)})
        questions.append(rec)
        absent = list(q.get("absent", []))
        if not q["answerable"] and q.get("absent_topic"):
            # promote topic-only absent strings that no version visible to this asker on that day holds
            vis = [r["text"] for r in corpus if set(r["groups"]) & set(q["groups"]) and r["valid_from"] <= day
                   and (r["valid_to"] is None or day <= r["valid_to"])]
            absent += [t for t in q["absent_topic"] if t not in absent and not any(t in x for x in vis)]
        q = dict(q, absent=absent)
        topic_doc = q["doc"] if not (q.get("parts") and not q["answerable"]) else \
            next(p["required_doc_ids"][0] for p in rec["parts"] if p["answerable"])
        checks.append({"qid": qid, "topic_doc": topic_doc,
                       "topic_version": None if q["answerable"] else tver,
                       "style": q["style"], "absent": q.get("absent", []),
                       "absent_topic": q.get("absent_topic", [])})

    write_files(OUT, common.DOCS, corpus, questions, checks, errors, name="company-train-hoshikuzu-games",
                description=description, synonyms=SYNONYMS, default_as_of=DEFAULT_AS_OF,
                readme=readme.write)


if __name__ == "__main__":
    main()
