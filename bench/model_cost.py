"""Model cost per question, same inputs: the answerability model vs the earlier reranker.

    bench/model_cost.py [--corpus var/bench/synth/1k/corpus.jsonl] [--passages 20] [--repeats 5]

Reads one question against the first N passages of a corpus (title + text, truncated to 256
tokens like the pipeline) with the shipped answerability model (topic + answer + span) and with
the shipped ``konkyo-reranker-ja`` cross-encoder, after one warm-up, and prints the median
wall time of each (ms) as JSON. Both on 2 torch threads.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

SHIPPED = Path(__file__).resolve().parent.parent / "retrieval" / "shipped"


def median_ms(fn, repeats: int) -> float:
    fn()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return round(statistics.median(times), 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=Path("var/bench/synth/1k/corpus.jsonl"))
    parser.add_argument("--passages", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--question", default="P-20 米国向けの保証期間は？")
    args = parser.parse_args()

    import torch

    from retrieval.answering.reader import AnswerReader
    from retrieval.core.rerank import CrossEncoderReranker
    from retrieval.modelfiles.reranker import ensure_konkyo_reranker

    torch.set_num_threads(2)
    with args.corpus.open(encoding="utf-8") as f:
        rows = [json.loads(line) for _, line in zip(range(args.passages), f, strict=False)]
    passages = [(r.get("title", ""), (), r["text"]) for r in rows]
    reader = AnswerReader(SHIPPED / "konkyo-answerability-ja")
    reranker = CrossEncoderReranker(str(ensure_konkyo_reranker()))
    answer = median_ms(lambda: reader.read_texts(args.question, passages), args.repeats)
    rerank = median_ms(
        lambda: reranker.predict(args.question, [f"{t}\n{x}" for t, _, x in passages]), args.repeats
    )
    print(
        json.dumps(
            {
                "passages": len(passages),
                "answerability_ms": answer,
                "reranker_ms": rerank,
                "ratio": round(answer / rerank, 3),
                "cpus": os.cpu_count(),
                "loadavg": os.getloadavg(),
            },
            ensure_ascii=False,
        )
    )


if __name__ == "__main__":
    main()
