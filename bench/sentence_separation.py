"""Passage reading against sentence reading, question by question (issue #38 item 2).

    .venv/bin/python bench/sentence_separation.py RUN BUNDLE [RUN BUNDLE …] --purpose "…"
        [--weights DIR] [--top 5] [--neighbours 0 1] [--out bench/results/sentence_separation.json]

RUN is a ``manage.py evaluate`` output folder of BUNDLE (``bench/org_eval.py`` writes one per
organization under ``var/org-eval/<weights>/<organization>``), made with the same weights as
``--weights`` (default: the shipped model). For each question that is answerable or an on-topic
unanswerable one (missing item, target mismatch: the questions whose passages are on topic), the
``--top`` kept candidates with the highest answer probability are taken from RUN, and:

- **passage**: the best answer probability of those passages, as RUN read them;
- **sentence ±k** (each ``--neighbours`` k): each passage cut into its sentences
  (``retrieval.core.sentences.sentence_spans``, as ``AnswerReader.locate`` cuts them), every
  sentence read with its k following sentences and the passage's title and headings; the best
  answer probability over all of them.

Question-level AUROC between answerable and on-topic unanswerable questions for each, per bundle
and over all. No gate, no threshold: how well the value separates. A bundle under
``retrieval/training/orgs/split.json``'s ``dev`` part is a recorded look (``looks.jsonl``); a
``check`` organization is refused (its one look is ``bench/org_eval.py check``'s).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import org_eval  # noqa: E402

ON_TOPIC_UNANSWERABLE = org_eval.ON_TOPIC_UNANSWERABLE


def windows(text: str, k: int) -> list[str]:
    """Each sentence of ``text`` with its ``k`` following sentences (the text itself when it
    has one sentence)."""
    from retrieval.core.sentences import sentence_spans, window_spans

    return [text[a:b] for a, b in window_spans(sentence_spans(text) or [(0, len(text))], k)]


def _split_part(bundle: Path) -> str | None:
    split = json.loads((org_eval.ORGS / "split.json").read_text(encoding="utf-8"))
    for part in ("train", "dev", "check"):
        if any((ROOT / name).resolve() == bundle.resolve() for name in split[part]):
            return part
    return None


def bundle_values(run: Path, bundle: Path, reader, top: int, neighbours: list[int]) -> dict:
    """(labels, passage values, sentence values per k) of one bundle's questions."""
    from retrieval.core.bundle import read_corpus, records_from_specs
    from retrieval.core.rerank import sigmoid

    passages = {r.passage_id: r for r in records_from_specs(read_corpus(bundle))}
    rows = (bundle / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    questions = {q["qid"]: q for q in map(json.loads, filter(str.strip, rows))}
    labels, passage_values = [], []
    sentence_values: dict[int, list[float]] = {k: [] for k in neighbours}
    for line in (run / "decisions.jsonl").read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        q = questions[d["qid"]]
        if not (q["answerable"] or q.get("category") in ON_TOPIC_UNANSWERABLE):
            continue
        kept = [c for c in d["candidates"] if c.get("kept") and c.get("answer_prob") is not None]
        kept = sorted(kept, key=lambda c: -c["answer_prob"])[:top]
        labels.append(float(q["answerable"]))
        passage_values.append(max((c["answer_prob"] for c in kept), default=-1.0))
        for k in neighbours:
            items = [
                (p.title, p.heading_path, w)
                for p in (passages[c["passage_id"]] for c in kept)
                for w in windows(p.text, k)
            ]
            readings = reader.read_texts(q["question"], items) if items else []
            probs = sigmoid([r.answer_logit for r in readings]) if readings else []
            sentence_values[k].append(float(max(probs, default=-1.0)))
    return {"labels": labels, "passage": passage_values, "sentence": sentence_values}


def separation(values: dict, neighbours: list[int]) -> dict:
    from retrieval.training.answer_fit import auroc

    def rounded(value: float | None) -> float | None:
        return None if value is None else round(value, 3)

    labels = values["labels"]
    out = {
        "answerable": int(sum(labels)),
        "on_topic_unanswerable": len(labels) - int(sum(labels)),
        "passage_auroc": rounded(auroc(labels, values["passage"])),
    }
    for k in neighbours:
        out[f"sentence_plus_{k}_auroc"] = rounded(auroc(labels, values["sentence"][k]))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pairs", nargs="+", help="RUN BUNDLE [RUN BUNDLE …]")
    ap.add_argument("--purpose", required=True, help="why this look (recorded for dev organizations)")
    ap.add_argument("--weights", help="answerability weights folder (default: the shipped model)")
    ap.add_argument("--top", type=int, default=5)
    ap.add_argument("--neighbours", type=int, nargs="+", default=[0, 1])
    ap.add_argument("--out", default="bench/results/sentence_separation.json")
    args = ap.parse_args(argv)
    if len(args.pairs) % 2:
        ap.error("give RUN BUNDLE pairs")
    pairs = [(Path(args.pairs[i]), Path(args.pairs[i + 1])) for i in range(0, len(args.pairs), 2)]
    for _, bundle in pairs:
        if _split_part(bundle) == "check":
            raise SystemExit(f"{bundle}: a check organization; its one look is bench/org_eval.py check's")

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    django.setup()
    from django.conf import settings

    from retrieval.answering.reader import SHIPPED_DIR, AnswerReader

    reader = AnswerReader(
        Path(args.weights) if args.weights else SHIPPED_DIR, runtime=settings.KONKYO_READER_RUNTIME
    )
    report, merged = {}, {"labels": [], "passage": [], "sentence": {k: [] for k in args.neighbours}}
    for run, bundle in pairs:
        values = bundle_values(run, bundle, reader, args.top, args.neighbours)
        report[bundle.name] = separation(values, args.neighbours)
        merged["labels"] += values["labels"]
        merged["passage"] += values["passage"]
        for k in args.neighbours:
            merged["sentence"][k] += values["sentence"][k]
        if _split_part(bundle) == "dev":
            qids = org_eval.question_ids(bundle)
            look = {
                "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                "part": "dev",
                "organization": str(bundle),
                "questions": len(qids),
                "qids_sha256": org_eval.ids_digest(qids),
                "weights": args.weights or "shipped",
                "purpose": f"bench/sentence_separation.py: {args.purpose}",
                "metrics": report[bundle.name],
            }
            with org_eval.LOOKS.open("a", encoding="utf-8") as f:
                f.write(json.dumps(look, ensure_ascii=False) + "\n")
    report["all"] = separation(merged, args.neighbours)
    result = {"reader": reader.name, "top": args.top, "purpose": args.purpose, "bundles": report}
    Path(args.out).write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
