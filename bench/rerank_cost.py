"""What the rerank stage costs and what would make it cheaper (a side experiment).

    .venv/bin/python bench/rerank_cost.py --out bench/results/rerank_cost.json [--questions 10]

For the first questions of the 10k synthetic bundle, takes the product pipeline's 20
candidates (BM25 + dense + RRF, no reranker) and times the cross-encoder on those 20 pairs
in variants: as configured (fp32, max_length 256), at the training length (160 tokens),
with int8 dynamic quantization of the Linear layers, with 1 and 2 torch threads. Reports
tokens per pair and how far each variant's logits move from the configured ones (max
|Δlogit|, Spearman ρ of the 20-candidate order). Nothing here changes the product.
"""

from __future__ import annotations

import argparse
import copy
import os
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402


def spearman(a: np.ndarray, b: np.ndarray) -> float:
    ra, rb = np.argsort(np.argsort(a)), np.argsort(np.argsort(b))
    return float(np.corrcoef(ra, rb)[0, 1])


def _candidate_pairs(*, encoder, questions: int) -> list[tuple[str, list[str]]]:
    """(question, the reranker's input for each of its 20 candidates) for the first questions
    of the 10k bundle."""
    from retrieval.core.analysis import analyze
    from retrieval.core.bundle import read_corpus, read_meta, read_questions, records_from_specs
    from retrieval.core.collection import Collection
    from retrieval.core.rerank import reranker_input
    from retrieval.core.search import candidates
    from retrieval.core.text import extract_identifiers, stated_validity

    folder = common.SYNTH / "10k"
    real_records, real, _ = common.real_vectors(common.SYNTH / "1k", encoder)
    records = records_from_specs(
        read_corpus(folder), stated_validity=stated_validity, extract_identifiers=extract_identifiers
    )
    collection = Collection(records, embeddings=common.derived_embeddings(records, real_records, real))
    meta = read_meta(folder)
    pairs: list[tuple[str, list[str]]] = []
    for q in read_questions(folder)[:questions]:
        found = candidates(
            collection,
            analyze(q.question, today=meta.default_as_of),
            groups=frozenset(q.groups),
            as_of=q.as_of or meta.default_as_of,
            mode="hybrid",
            encoder=encoder,
            top_n=20,
        )
        pairs.append((q.question, [reranker_input(c) for c in found]))
    return pairs


def _timed_variant(
    *, reranker, model, max_length: int, pairs: list[tuple[str, list[str]]], repeats: int
) -> tuple[list[float], list[np.ndarray]]:
    """The reranker run with ``model`` at ``max_length``: the best of ``repeats`` ms per
    question and its logits."""
    old = model.max_seq_length
    model.max_seq_length = max_length
    saved = reranker._model
    reranker._model = model
    try:
        times, outs = [], []
        for q, ps in pairs:
            best = float("inf")
            for _ in range(repeats):
                t = time.perf_counter()
                out = reranker.predict(q, ps)
                best = min(best, time.perf_counter() - t)
            times.append(best * 1000)
            outs.append(out)
        return times, outs
    finally:
        reranker._model = saved
        model.max_seq_length = old


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=common.RESULTS / "rerank_cost.json")
    parser.add_argument("--questions", type=int, default=10)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    setting, note = common.reranker_choice()
    os.environ["KONKYO_RERANKER"] = setting
    common.django_setup()
    import torch

    from retrieval.dense import get_encoder
    from retrieval.runtime import reranker_current

    encoder = get_encoder()
    reranker = reranker_current()
    if reranker is None:
        raise SystemExit("no reranker configured")
    pairs = _candidate_pairs(encoder=encoder, questions=args.questions)

    model = reranker._load()
    tokenizer = model.tokenizer
    lengths = [len(tokenizer(q, p, truncation=False)["input_ids"]) for q, ps in pairs for p in ps]
    quantized = torch.ao.quantization.quantize_dynamic(
        copy.deepcopy(model), {torch.nn.Linear}, dtype=torch.qint8
    )
    result: dict[str, Any] = {
        "reranker": note,
        "pairs_per_question": [len(ps) for _, ps in pairs],
        "tokens_per_pair_untruncated": common.pct(lengths),
        "variants": {},
        "machine": common.machine(),
    }
    baseline = None
    for threads in (1, 2):
        torch.set_num_threads(threads)
        for name, m, max_length in (
            ("fp32-256", model, 256),
            ("fp32-160", model, 160),
            ("int8-256", quantized, 256),
            ("int8-160", quantized, 160),
        ):
            times, outs = _timed_variant(
                reranker=reranker, model=m, max_length=max_length, pairs=pairs, repeats=args.repeats
            )
            if baseline is None:
                baseline = outs
            result["variants"][f"{name}-t{threads}"] = {
                "ms_per_question_20_pairs": common.pct(times),
                "max_abs_delta_logit": round(
                    max(float(np.max(np.abs(a - b))) for a, b in zip(outs, baseline, strict=False)), 4
                ),
                "min_spearman_vs_fp32_256": round(
                    min(spearman(a, b) for a, b in zip(outs, baseline, strict=False)), 4
                ),
            }
            print(name, threads, result["variants"][f"{name}-t{threads}"], file=sys.stderr, flush=True)
    common.write_json(args.out, result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
