"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md from the authored specs.

Run:  python3 src/build.py   (from anywhere)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(OUT))))
sys.path[:0] = [HERE, ROOT]

import common  # noqa: E402
import readme  # noqa: E402
import docs_hr, docs_sales, docs_service, docs_ga, extra  # noqa: E402,F401
from retrieval.training.org_authoring.builder import write_files  # noqa: E402
from retrieval.training.org_authoring.evidence import evidence_of, surface  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional car dealership group "
               "はやてモータース株式会社 (%d documents, %d versions with validity periods and reading "
               "groups) and %d labelled questions with answer spans and evidence sentences, some of "
               "them two-part; answerable (direct, paraphrase, period, permission, near-miss) and "
               "unanswerable (missing-item, target-mismatch, period, permission, out-of-domain). "
               "Written for this project; CC0.")
PREFIX = "AD"


def main():
    corpus, vindex, byd = [], {}, {}
    for d in common.DOCS:
        for v in d["versions"]:
            rec = {"doc_id": d["doc_id"], "version": v["version"], "title": d["title"], "text": v["text"],
                   "valid_from": v["valid_from"], "valid_to": v["valid_to"], "groups": d["groups"],
                   "owner": d["owner"], "contact": d["contact"], "targets": d["targets"]}
            assert (rec["doc_id"], rec["version"]) not in vindex
            vindex[(rec["doc_id"], rec["version"])] = rec
            byd.setdefault(rec["doc_id"], []).append(rec)
            corpus.append(rec)

    def valid(doc_id, day):
        for r in byd.get(doc_id, []):
            if (r["valid_from"] or "0000") <= day <= (r["valid_to"] or "9999"):
                return r
        return None

    def restricted(rec):
        return "all-staff" not in rec["groups"]

    errors = []

    def stated(key, doc_id, ver, span, ctx=None):
        v = vindex.get((doc_id, ver))
        if v is None:
            errors.append(f"{key}: no version {doc_id}@{ver}")
            return None, None
        ctx = ctx or span
        n = v["text"].count(ctx)
        if n != 1 or span not in ctx:
            errors.append(f"{key}: ctx {ctx!r} occurs {n} times in {doc_id}@{ver} (or span not in ctx)")
            return v, None
        start = v["text"].index(ctx) + ctx.index(span)
        ev = evidence_of(v["text"], start, start + len(span))
        if span not in ev:
            errors.append(f"{key}: evidence problem {ev!r}")
        return v, ev

    qs = common.QS
    keys = {}
    order = {d["doc_id"]: i for i, d in enumerate(common.DOCS)}
    qs = [q for _, q in sorted(enumerate(qs), key=lambda t: (order.get(t[1]["key"].split(":")[0], 99), t[0]))]
    for i, q in enumerate(qs, 1):
        if q["key"] in keys:
            errors.append(f"duplicate key {q['key']}")
        keys[q["key"]] = f"{PREFIX}-{i:04d}"

    questions, checks = [], []
    for q in qs:
        qid = keys[q["key"]]
        ref = q["asked_date"] or DEFAULT_AS_OF
        pair = None
        if q["pair"]:
            pair = keys.get(q["pair"])
            if pair is None:
                errors.append(f"{q['key']}: pair {q['pair']} unknown")
        notes = [f"style={q['style']}"]
        rec = {"qid": qid, "question": q["question"], "groups": None, "as_of": None,
               "asked_date": q["asked_date"], "answerable": None}
        chk = {"qid": qid, "topic_doc": q["doc"], "topic_version": None, "style": q["style"],
               "absent": q.get("absent", []), "absent_topic": q.get("absent_topic", [])}
        if q["kind"] == "A":
            v, ev = stated(q["key"], q["doc"], q["ver"], q["span"], q["ctx"])
            if ev is None:
                continue
            g = q["groups"] or (["all-staff"] + v["groups"] if restricted(v) else common.ALL)
            cur = valid(q["doc"], DEFAULT_AS_OF)
            if q["cat"]:
                cat = q["cat"]
            elif q["nm"]:
                cat = "near-miss"
                if q["nm"] not in v["text"] or q["nm"] in q["span"]:
                    errors.append(f"{q['key']}: near-miss value {q['nm']!r} bad")
            elif q["asked_date"] and (cur is None or cur["version"] != q["ver"]):
                cat = "period"
            elif restricted(v):
                cat = "permission"
            else:
                cat = surface(q["question"], q["style"], ev)
            if q["nm"]:
                notes.append(f"near_miss={q['nm']}")
            if q["notes"]:
                notes.append(q["notes"])
            rec.update(groups=g, answerable=True, required_doc_ids=[q["doc"]], required_versions=[q["ver"]],
                       answer_span=q["span"], evidence=ev, category=cat)
        elif q["kind"] == "U":
            g = q["groups"] or common.ALL
            cat = q["category"]
            if q["doc"]:
                t = valid(q["doc"], ref)
                if cat == "period":
                    if t is not None:
                        errors.append(f"{q['key']}: period but {q['doc']}@{t['version']} valid on {ref}")
                    notes.append(f"topic={q['doc']}")
                else:
                    if t is None:
                        errors.append(f"{q['key']}: no topic version valid on {ref}")
                        continue
                    chk["topic_version"] = t["version"]
                    notes.append(f"topic={q['doc']}@{t['version']}")
            if q["gap"]:
                notes.append(f"gap={q['gap']}")
            if q["notes"]:
                notes.append(q["notes"])
            rec.update(groups=g, answerable=False, required_doc_ids=[], required_versions=[],
                       answer_span=None, evidence=None, category=cat)
        else:  # two-part
            parts, ok, missing_topic, first_ev = [], True, None, None
            for p in q["parts"]:
                if p[1] is None:
                    parts.append({"ask": p[0], "answerable": False, "required_doc_ids": [],
                                  "required_versions": [], "answer_span": None, "evidence": None})
                    missing_topic = missing_topic or p[2]
                    continue
                ask, doc_id, ver, span = p[:4]
                v, ev = stated(q["key"], doc_id, ver, span, p[4] if len(p) > 4 else None)
                if ev is None:
                    ok = False
                    break
                parts.append({"ask": ask, "answerable": True, "required_doc_ids": [doc_id],
                              "required_versions": [ver], "answer_span": span, "evidence": ev})
            if not ok:
                continue
            rvs = [vindex[(p["required_doc_ids"][0], p["required_versions"][0])] for p in parts if p["answerable"]]
            if q["groups"]:
                g = q["groups"]
            else:
                g = list(common.ALL)
                for v in rvs:
                    for x in v["groups"]:
                        if x not in g:
                            g.append(x)
            if missing_topic is None:
                ids, vers = [], []
                for p in parts:
                    k = (p["required_doc_ids"][0], p["required_versions"][0])
                    if k[0] not in ids:
                        ids.append(k[0])
                        vers.append(k[1])
                cur_ok = all(valid(v["doc_id"], DEFAULT_AS_OF) is v for v in rvs)
                if q["asked_date"] and not cur_ok:
                    cat = "period"
                elif any(restricted(v) for v in rvs):
                    cat = "permission"
                else:
                    cat = surface(q["question"], q["style"], parts[0]["evidence"])
                rec.update(groups=g, answerable=True, required_doc_ids=ids, required_versions=vers,
                           answer_span=parts[0]["answer_span"], evidence=parts[0]["evidence"], category=cat)
                chk["topic_doc"] = ids[0]
            else:
                t = valid(missing_topic, ref)
                chk["topic_doc"] = missing_topic
                chk["topic_version"] = t["version"] if t else None
                notes.append(f"topic={missing_topic}@{t['version']}" if t else f"topic={missing_topic}")
                notes.append("gap=part")
                miss = [i + 1 for i, p in enumerate(parts) if not p["answerable"]]
                notes.append(f"part {miss[0]} ({parts[miss[0] - 1]['ask']}) is not stated in any version the asker sees")
                rec.update(groups=g, answerable=False, required_doc_ids=[], required_versions=[],
                           answer_span=None, evidence=None, category="missing-item")
            if q["notes"]:
                notes.append(q["notes"])
        rec.update(pair_of=pair, notes="; ".join(notes))
        if q["kind"] == "P":
            rec["parts"] = parts
        questions.append(rec)
        checks.append(chk)

    write_files(OUT, common.DOCS, corpus, questions, checks, errors, name="company-train-hayate-motors",
                description=DESCRIPTION, synonyms=extra.SYNONYMS, default_as_of=DEFAULT_AS_OF,
                readme=readme.write)


if __name__ == "__main__":
    main()
