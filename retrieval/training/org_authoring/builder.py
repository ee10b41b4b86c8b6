"""Write an organization's corpus.jsonl, questions.jsonl, checks.jsonl and bundle.json."""

import json
import os
import sys

from .evidence import locate, surface

NO_ANSWER = {"required_doc_ids": [], "required_versions": [], "answer_span": None, "evidence": None}


def corpus_of(docs):
    """One record per document version, and an index (doc_id, version) -> record."""
    corpus, vindex = [], {}
    for d in docs:
        for v in d["versions"]:
            rec = {
                "doc_id": d["doc_id"],
                "version": v["version"],
                "title": v.get("title") or d["title"],
                "text": v["text"],
                "valid_from": v["valid_from"],
                "valid_to": v["valid_to"],
                "groups": v.get("groups") or d["groups"],
                "owner": d["owner"],
                "contact": d["contact"],
                "targets": v.get("targets") if v.get("targets") is not None else d["targets"],
            }
            k = (rec["doc_id"], rec["version"])
            assert k not in vindex, k
            vindex[k] = rec
            corpus.append(rec)
    return corpus, vindex


def ordered_questions(docs, qs, drop_keys, prefix):
    """Questions in document order (authoring order within a document), without the dropped
    ones, and their ids ``PREFIX-0001``... by key."""
    order = {d["doc_id"]: i for i, d in enumerate(docs)}
    for k in drop_keys:
        assert any(q["key"] == k and q["answerable"] for q in qs), f"DROP key {k} unknown"
    ranked = sorted(
        enumerate([q for q in qs if q["key"] not in drop_keys]),
        key=lambda t: (order.get(t[1]["key"].split(":")[0], len(order)), t[0]),
    )
    ranked = [q for _, q in ranked]
    keys = {}
    for i, q in enumerate(ranked, 1):
        assert q["key"] not in keys, f"duplicate key {q['key']}"
        keys[q["key"]] = f"{prefix}-{i:04d}"
    return ranked, keys


def _answerable(q, rec, notes, vindex, errors):
    ev = locate(vindex, q["doc"], q["ver"], q["span"], q["ctx"], q["key"], errors)
    if ev is None:
        return None
    if q["nm"] and q["nm"] not in vindex[(q["doc"], q["ver"])]["text"]:
        errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in text")
    rec.update(
        {
            "required_doc_ids": [q["doc"]],
            "required_versions": [q["ver"]],
            "answer_span": q["span"],
            "evidence": ev,
        }
    )
    cat = q["category"]
    if cat in ("direct", "paraphrase"):
        cat = surface(q["question"], q["style"], ev)
    if q["nm"]:
        notes.append(f"near_miss={q['nm']}")
    return cat


def _parts(q, vindex, errors):
    parts = []
    for p in q["parts"]:
        if p["answerable"] if "answerable" in p else p["doc"] and p["span"]:
            ev = locate(vindex, p["doc"], p["ver"], p["span"], p["ctx"], q["key"], errors)
            parts.append(
                {
                    "ask": p["ask"],
                    "answerable": True,
                    "required_doc_ids": [p["doc"]],
                    "required_versions": [p["ver"]],
                    "answer_span": p["span"],
                    "evidence": ev,
                }
            )
        else:
            parts.append({"ask": p["ask"], "answerable": False, **NO_ANSWER})
    return parts


def _union(parts):
    """The parts' documents and versions, each pair once, in order."""
    ids, vers = [], []
    for p in parts:
        for dd, vv in zip(p["required_doc_ids"], p["required_versions"], strict=True):
            if (dd, vv) not in zip(ids, vers, strict=True):
                ids.append(dd)
                vers.append(vv)
    return ids, vers


def _two_part(q, rec, notes, parts, vindex, errors):
    """Top level from the parts: answerable = the parts' documents and the first part's span
    (category from its wording unless authored otherwise; None = from its wording)."""
    cat = q["category"]
    if q["answerable"]:
        ids, vers = _union(parts)
        if q.get("nm"):
            if not any(q["nm"] in vindex[k]["text"] for k in zip(ids, vers, strict=True) if k in vindex):
                errors.append(f"{q['key']}: near-miss value {q['nm']!r} not in the required text")
            notes.append(f"near_miss={q['nm']}")
        rec.update(
            {
                "required_doc_ids": ids,
                "required_versions": vers,
                "answer_span": parts[0]["answer_span"],
                "evidence": parts[0]["evidence"],
            }
        )
        if cat in ("direct", "paraphrase", None):
            cat = surface(q["question"], q["style"], parts[0]["evidence"] or "")
    else:
        rec.update(NO_ANSWER)
        notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
        notes.append("gap=part")
    if q.get("two_part_note", True):
        notes.append("two-part")
    return cat


def _unanswerable(q, rec, notes):
    rec.update(NO_ANSWER)
    if q["doc"]:
        notes.append(f"topic={q['doc']}" + (f"@{q['ver']}" if q["ver"] else ""))
    if q.get("gap"):
        notes.append(f"gap={q['gap']}")
    return q["category"]


def _unkinded(q, rec, notes, parts, vindex, errors):
    """A record from ``records_t`` (no ``kind``): from ``T()`` the top level of an answerable
    two-part question is its first part; from ``P()`` (no span) it is built from the parts."""
    if q["answerable"] and parts and q["span"] is None:
        return _two_part(q, rec, notes, parts, vindex, errors)
    if q["answerable"]:
        cat = _answerable(q, rec, notes, vindex, errors)
        if cat is None:
            return None
        if parts:
            ids, vers = _union(parts)
            rec.update({"required_doc_ids": ids, "required_versions": vers})
    else:
        cat = _unanswerable(q, rec, notes)
    if parts:
        notes.append("two-part")
    return cat


def question_records(qs, keys, vindex, errors):
    """questions.jsonl and checks.jsonl rows; problems go to ``errors``."""
    questions, checks = [], []
    for q in qs:
        qid = keys[q["key"]]
        pair = None
        if q["pair"]:
            if q["pair"] not in keys:
                errors.append(f"{q['key']}: pair {q['pair']} unknown")
            pair = keys.get(q["pair"])
        rec = {
            "qid": qid,
            "question": q["question"],
            "groups": q["groups"],
            "as_of": None,
            "asked_date": q["asked_date"],
            "answerable": q["answerable"],
        }
        notes = [f"style={q['style']}"]
        parts = None
        if "kind" not in q:
            parts = _parts(q, vindex, errors) if q["parts"] else None
            cat = _unkinded(q, rec, notes, parts, vindex, errors)
            if cat is None:
                continue
        elif q["kind"] == "A":
            cat = _answerable(q, rec, notes, vindex, errors)
            if cat is None:
                continue
        elif q["kind"] == "P":
            parts = _parts(q, vindex, errors)
            cat = _two_part(q, rec, notes, parts, vindex, errors)
        else:
            cat = _unanswerable(q, rec, notes)
        if q["notes"]:
            notes.append(q["notes"])
        rec.update({"category": cat, "pair_of": pair, "notes": "; ".join(notes)})
        if parts:
            rec["parts"] = parts
        questions.append(rec)
        checks.append(
            {
                "qid": qid,
                "topic_doc": q["doc"],
                "topic_version": q["ver"] if not q["answerable"] else None,
                "style": q["style"],
                "absent": q.get("absent", []),
                "absent_topic": q.get("absent_topic", []),
            }
        )
    return questions, checks


def dump_jsonl(out, name, rows):
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def write_bundle(out, bundle):
    with open(os.path.join(out, "bundle.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, ensure_ascii=False, indent=2)
        f.write("\n")


def write_files(
    out, docs, corpus, questions, checks, errors, *, name, description, synonyms, default_as_of, readme
):
    """Exit with the problems listed if there are any; else write the jsonl files, bundle.json
    (``description`` formatted with the numbers of documents, versions and questions, or called
    with (docs, corpus, questions) when a function) and README.md through ``readme(out, corpus,
    questions, default_as_of)``."""
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    dump_jsonl(out, "corpus.jsonl", corpus)
    dump_jsonl(out, "questions.jsonl", questions)
    dump_jsonl(out, "checks.jsonl", checks)
    if callable(description):
        description = description(docs, corpus, questions)
    else:
        description = description % (len(docs), len(corpus), len(questions))
    write_bundle(
        out, {"name": name, "default_as_of": default_as_of, "description": description, "synonyms": synonyms}
    )
    if readme is not None:
        readme(out, corpus, questions, default_as_of)
    na = sum(q["answerable"] for q in questions)
    print(
        f"docs={len(docs)} versions={len(corpus)} questions={len(questions)} "
        f"answerable={na} ({na / len(questions):.1%})"
    )


def build(out, docs, qs, *, prefix, name, description, synonyms, default_as_of, drop_keys=(), readme=None):
    """Build an organization authored with ``records`` or ``records_t``: questions in document
    order with ids ``PREFIX-0001``..., then ``write_files``."""
    corpus, vindex = corpus_of(docs)
    ranked, keys = ordered_questions(docs, qs, drop_keys, prefix)
    errors = []
    questions, checks = question_records(ranked, keys, vindex, errors)
    write_files(
        out,
        docs,
        corpus,
        questions,
        checks,
        errors,
        name=name,
        description=description,
        synonyms=synonyms,
        default_as_of=default_as_of,
        readme=readme,
    )
    return corpus, questions
