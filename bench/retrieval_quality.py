"""Retrieval quality (Recall@10, MRR@10) of BM25, dense and hybrid, and per-stage latency.

    .venv/bin/python bench/retrieval_quality.py --bundle ../shared/data/jaquad/dev-open \
        --out bench/results/retrieval_quality.json [--limit N]

Quality is over the bundle's answerable questions: a hit is a candidate passage whose
doc_id is in ``required_doc_ids`` (a document can give several passages; the first such
rank counts). Latency is per stage over the real code paths at 1k and 10k passages (the
corpus is cut or replicated deterministically to reach the size).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import sys
import time
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.utils import timezone  # noqa: E402
from tqdm import tqdm  # noqa: E402

from retrieval.bundle_store import bundle_store_load  # noqa: E402
from retrieval.core.analysis import analyze  # noqa: E402
from retrieval.core.bundle import QuestionSpec, read_questions  # noqa: E402
from retrieval.core.collection import Collection  # noqa: E402
from retrieval.core.search import candidates  # noqa: E402
from retrieval.dense import get_encoder  # noqa: E402

K = 10


class PrecomputedQueries:
    """A query encoder answering from vectors computed once in a batch."""

    def __init__(self, vectors: dict[str, np.ndarray], model_id: str) -> None:
        self.vectors, self.model_id = vectors, model_id

    def encode_queries(self, texts: list[str]) -> np.ndarray:
        return np.stack([self.vectors[t] for t in texts])


def query_vectors(encoder: Any, texts: list[str]) -> dict[str, np.ndarray]:
    """Batch-encode the distinct question texts (cached under VAR_DIR by content and model)."""
    unique = sorted(set(texts))
    digest = hashlib.sha256("\n".join(unique).encode() + encoder.model_id.encode()).hexdigest()[:24]
    cache = Path(settings.VAR_DIR) / "bench-queries" / f"{digest}.npy"
    if cache.is_file():
        vectors = np.load(cache)
    else:
        parts = [
            encoder.encode_queries(unique[i : i + 64])
            for i in tqdm(range(0, len(unique), 64), desc="queries")
        ]
        vectors = np.concatenate(parts)
        cache.parent.mkdir(parents=True, exist_ok=True)
        np.save(cache.with_suffix(".tmp.npy"), vectors)
        cache.with_suffix(".tmp.npy").replace(cache)
    return dict(zip(unique, vectors, strict=True))


def first_hit(found: list, required: set[str]) -> int | None:
    for rank, c in enumerate(found, start=1):
        if c.passage.doc_id in required:
            return rank
    return None


def quality(
    collection: Collection, questions: list[QuestionSpec], encoder: Any, today: date, rrf_ks: list[int]
) -> dict[str, Any]:
    """Recall@10 and MRR@10 per retrieval mode (hybrid once per RRF k)."""
    runs = [("bm25", "bm25", 60), ("dense", "dense", 60)] + [
        (f"hybrid_rrf_k{k}" if k != 60 else "hybrid", "hybrid", k) for k in rrf_ks
    ]
    ranks: dict[str, list[int | None]] = {name: [] for name, _, _ in runs}
    for q in tqdm(questions, desc="quality", file=sys.stderr):
        as_of = q.as_of or today
        analysis = analyze(q.question, today=as_of)
        for name, mode, k in runs:
            found = candidates(
                collection,
                analysis,
                groups=frozenset(q.groups),
                as_of=as_of,
                mode=mode,
                encoder=encoder,
                top_n=K,
                rrf_k=k,
            )
            ranks[name].append(first_hit(found, set(q.required_doc_ids)))
    out: dict[str, Any] = {}
    for name, _, k in runs:
        hits = ranks[name]
        out[name] = {
            "recall_at_10": sum(r is not None for r in hits) / len(hits),
            "mrr_at_10": sum(1.0 / r for r in hits if r is not None) / len(hits),
            "hits": sum(r is not None for r in hits),
            "questions": len(hits),
            "rrf_k": k if name.startswith("hybrid") else None,
        }
    return out


def scaled_collection(base: Collection, size: int) -> Collection:
    """The first ``size`` passages, replicating the corpus (new ids per replica) when needed."""
    n = len(base)
    records, rows = [], []
    for i in range(size):
        r, rep = base.records[i % n], i // n
        if rep:
            tag = f"~r{rep}"
            r = replace(
                r, passage_id=r.passage_id + tag, version_id=r.version_id + tag, doc_id=r.doc_id + tag
            )
        records.append(r)
        rows.append(i % n)
    embeddings = base.embeddings[np.asarray(rows)] if base.embeddings is not None else None
    return Collection(records, embeddings=embeddings, index_version=f"bench-{size}")


def _pct(values: list[float]) -> dict[str, float]:
    a = np.asarray(values)
    return {"p50": round(float(np.percentile(a, 50)), 3), "p95": round(float(np.percentile(a, 95)), 3)}


def latency(
    collection: Collection, questions: list[QuestionSpec], encoder: Any, today: date
) -> dict[str, Any]:
    """Per-stage ms over real code paths: mask, BM25, query encode, dense scan, RRF fusion."""
    stages = ("analysis", "visibility", "bm25", "dense_encode", "dense_scan", "fusion", "candidates_call")
    times: dict[str, list[float]] = {s: [] for s in stages}
    clock = time.perf_counter
    for q in questions:
        as_of, groups = q.as_of or today, frozenset(q.groups)
        t0 = clock()
        analysis = analyze(q.question, today=as_of)
        t1 = clock()
        visible = collection.visible_mask(groups, as_of)
        pool = np.flatnonzero(visible)
        t2 = clock()
        bm25 = collection.bm25.scores(analysis.expanded_tokens, visible)
        positive = pool[bm25[pool] > 0.0]
        bm25_order = positive[np.argsort(-bm25[positive], kind="stable")]
        t3 = clock()
        vector = encoder.encode_queries([analysis.text])[0]
        t4 = clock()
        dense = np.einsum("ij,j->i", collection.embeddings, vector).astype(np.float64)
        dense_order = pool[np.argsort(-dense[pool], kind="stable")]
        t5 = clock()
        rrf = np.zeros(len(collection))
        rrf[bm25_order] += 1.0 / (60 + np.arange(1, len(bm25_order) + 1))
        rrf[dense_order] += 1.0 / (60 + np.arange(1, len(dense_order) + 1))
        _ = pool[np.argsort(-rrf[pool], kind="stable")][:20]
        t6 = clock()
        candidates(collection, analysis, groups=groups, as_of=as_of, mode="hybrid", encoder=encoder, top_n=20)
        t7 = clock()
        for stage, (a, b) in zip(
            stages, [(t0, t1), (t1, t2), (t2, t3), (t3, t4), (t4, t5), (t5, t6), (t6, t7)], strict=True
        ):
            times[stage].append((b - a) * 1000.0)
    return {"passages": len(collection), "queries": len(questions), **{s: _pct(v) for s, v in times.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--limit", type=int, help="first N answerable questions")
    parser.add_argument(
        "--rrf-k", default="60", help="RRF k values for hybrid, comma-separated (60 = default)"
    )
    parser.add_argument("--sizes", default="1000,10000", help="collection sizes for latency")
    parser.add_argument("--latency-queries", type=int, default=200)
    args = parser.parse_args(argv)

    encoder = get_encoder()
    if encoder is None:
        parser.error("dense retrieval is switched off (KONKYO_DENSE_ENABLED); the benchmark needs it")
    with tqdm(desc="embedding", unit="passage", file=sys.stderr) as bar:
        store = bundle_store_load(args.bundle, encoder=encoder, progress=bar.update)
    today = store.meta.default_as_of or timezone.localdate()
    questions = read_questions(args.bundle)
    answerable = [q for q in questions if q.answerable is True][: args.limit]
    started = time.perf_counter()
    cached = PrecomputedQueries(query_vectors(encoder, [q.question for q in answerable]), encoder.model_id)
    rrf_ks = sorted({int(k) for k in args.rrf_k.split(",")} | {60})
    result: dict[str, Any] = {
        "bundle": store.meta.name,
        "passages": len(store.collection),
        "questions_answerable": len(answerable),
        "limit": args.limit,
        "dense_model": encoder.model_id,
        "quality": quality(store.collection, answerable, cached, today, rrf_ks),
        "quality_seconds": round(time.perf_counter() - started, 1),
    }
    sample = questions[: args.latency_queries]
    result["latency_ms"] = {
        str(size): latency(scaled_collection(store.collection, size), sample, encoder, today)
        for size in (int(s) for s in args.sizes.split(","))
    }
    result["machine"] = {"python": platform.python_version(), "cpus": os.cpu_count()}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    q = result["quality"]
    print(f"{'mode':<18} {'Recall@10':>10} {'MRR@10':>8}  (n={len(answerable)} answerable)")
    for name, m in q.items():
        print(f"{name:<18} {m['recall_at_10']:>10.4f} {m['mrr_at_10']:>8.4f}")
    for size, lat in result["latency_ms"].items():
        stages = " ".join(f"{s}={v['p50']:.2f}/{v['p95']:.2f}" for s, v in lat.items() if isinstance(v, dict))
        print(f"latency ms p50/p95 @ {size} passages: {stages}")
    if q["hybrid"]["recall_at_10"] <= q["bm25"]["recall_at_10"]:
        print("WARNING: hybrid does not beat BM25-only on Recall@10", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
