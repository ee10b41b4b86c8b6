"""Answer-span decoding on held-out company-train documents: free spans, one-sentence spans,
and one-sentence spans moved by ``AnswerReader.locate`` (the sentence read alone).

    bench/span_eval.py MODEL_DIR [--company FOLDER ...] [--dev-share 0.12] [--seed 20261201]

Takes the answer-stating pairs of the documents ``train_answerability`` holds out for its dev
metric (same folders, share and seed as the shipped model's ``training.json``), reads each
with the model and decodes the span both ways. Writes JSON lines to stdout: overlap with the
gold span, character F1, exact match, and how often the gold span is inside the first
sentence the answer would show.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

from retrieval.answering.reader import AnswerReader  # noqa: E402
from retrieval.core.sentences import span_sentences  # noqa: E402
from retrieval.core.types import PassageRecord  # noqa: E402
from retrieval.training.answer_data import CompanySource, company_stream  # noqa: E402

COMPANY = ["../shared/data/company-train/kaede-retail", "../shared/data/company-train/mizuho-medical"]


def measure(reader: AnswerReader, pairs, locate: bool = False) -> dict:
    overlap = first = exact = 0
    f1 = 0.0
    for p in pairs:
        reading = reader.read_texts(p.question, [(p.title, (), p.text)])[0]
        got, gold = reading.span, tuple(p.span)
        if locate:
            got = reader.locate(p.question, _record(p)) or got
        if not got:
            continue
        inter = max(0, min(got[1], gold[1]) - max(got[0], gold[0]))
        overlap += inter > 0
        if inter:
            precision, recall = inter / (got[1] - got[0]), inter / (gold[1] - gold[0])
            f1 += 2 * precision * recall / (precision + recall)
        shown = span_sentences(p.text, got)
        first += bool(shown) and p.text[gold[0] : gold[1]] in shown[0]
        exact += got == gold
    n = len(pairs)
    return {
        "pairs": n,
        "overlap": round(overlap / n, 3),
        "char_f1": round(f1 / n, 3),
        "exact": round(exact / n, 3),
        "gold_in_first_sentence": [first, n, round(first / n, 3)],
    }


def _record(p) -> PassageRecord:
    return PassageRecord(
        passage_id="pair", version_id="pair@1", doc_id="pair", version_label="1", title=p.title, text=p.text
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", type=Path)
    parser.add_argument("--company", nargs="+", default=COMPANY)
    parser.add_argument("--dev-share", type=float, default=0.12)
    parser.add_argument("--seed", type=int, default=20261201)
    args = parser.parse_args()
    companies = [CompanySource(Path(f), args.dev_share, args.seed) for f in args.company]
    dev = [p for group in company_stream(companies, dev=True, seed=args.seed + 3, epochs=1) for p in group]
    pairs = [p for p in dev if p.kind == "positive" and p.span]
    reader = AnswerReader(args.model)
    for one_sentence in (False, True):
        reader.one_sentence_spans = one_sentence
        print(json.dumps({"one_sentence_spans": one_sentence, **measure(reader, pairs)}, ensure_ascii=False))
    print(json.dumps({"one_sentence_spans": True, "locate": True, **measure(reader, pairs, locate=True)}))


if __name__ == "__main__":
    main()
