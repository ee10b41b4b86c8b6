"""What one Celery pool process does at start and under work, measured in a fresh process.

    .venv/bin/python bench/worker_probe.py --size 10k [--concurrency 2] [--questions 20]

Runs the worker's own start-up (``portal.warmup``: torch threads = cores // pool
concurrency, the e5 encoder, the reranker, then ``runtime.portal_collection()`` — the
index load from PostgreSQL that every worker does when the index version changes), times
each part, answers some questions through ``runtime.decide`` (the worker's pipeline call)
and reports the process's memory (RSS now and peak, USS). The bench database must hold
the passages (bench/e2e.py loads them). Prints one ``RESULT {json}`` line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--size", required=True, help="synthetic bundle name (1k, 10k, 100k) for the questions"
    )
    parser.add_argument(
        "--concurrency", type=int, default=2, help="pool concurrency whose thread share to use"
    )
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=2, help="index loads (cache cleared in between)")
    return parser.parse_args(argv)


def _load_models(*, out: dict, rss, concurrency: int) -> None:
    """The worker's start-up before the index: torch threads, the encoder, the reranker."""
    from portal import warmup
    from retrieval import runtime
    from retrieval.dense import get_encoder

    threads = warmup.worker_threads(concurrency)
    warmup.torch_threads_set(threads)
    out["torch_threads"] = threads
    t = time.perf_counter()
    encoder = get_encoder()
    encoder.encode_queries(["ウォームアップ"])
    out["encoder_load_s"] = round(time.perf_counter() - t, 2)
    out["rss_mb"]["encoder"] = rss()
    t = time.perf_counter()
    reranker = runtime.reranker_current()
    if reranker is not None:
        reranker.predict("ウォームアップ", ["規程\nウォームアップ"])
    out["reranker_load_s"] = round(time.perf_counter() - t, 2)
    out["reranker"] = getattr(reranker, "name", "none")
    out["rss_mb"]["reranker"] = rss()


def _load_index(*, out: dict, rss, repeats: int) -> None:
    """The index load from PostgreSQL, ``repeats`` times with the cache cleared in between."""
    from retrieval import runtime

    loads = []
    collection = None
    for i in range(max(1, repeats)):
        if i:
            # A worker holds one index: drop this probe's reference too before reloading
            # (holding it measured two indexes at once, ~1 GB more at 100k passages).
            collection = None
            runtime.collection_cache_clear()
        t = time.perf_counter()
        collection = runtime.portal_collection()
        loads.append(round(time.perf_counter() - t, 3))
        if not i:
            out["rss_mb"]["peak_after_first_index_load"] = common.peak_rss_mb()
    out["index_load_s"] = loads
    out["index_passages"] = len(collection)
    t = time.perf_counter()
    runtime.portal_collection()
    out["index_cached_check_ms"] = round((time.perf_counter() - t) * 1000, 3)
    out["rss_mb"]["index_loaded"] = rss()
    out["rss_mb"]["peak_after_index_load"] = common.peak_rss_mb()


def _decide_ms(*, size: str, questions: int) -> list[float]:
    """Milliseconds of ``runtime.decide`` for each of the first questions of the bundle."""
    from retrieval import runtime
    from retrieval.core.bundle import read_meta, read_questions

    folder = common.SYNTH / size
    meta = read_meta(folder)
    totals = []
    for q in read_questions(folder)[:questions]:
        t = time.perf_counter()
        runtime.decide(
            text=q.question,
            groups=frozenset(q.groups),
            today=meta.default_as_of,
            user_date=q.as_of or meta.default_as_of,
        )
        totals.append((time.perf_counter() - t) * 1000)
    return totals


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    common.django_setup(database_url=common.BENCH_DATABASE_URL, redis_url=common.BENCH_REDIS_URL)
    import psutil
    from django.utils import timezone  # noqa: F401

    from retrieval.models import Passage

    proc = psutil.Process()

    def rss() -> float:
        return round(proc.memory_info().rss / 2**20, 1)

    out: dict = {"size": args.size, "passages_in_db": Passage.objects.count(), "rss_mb": {"start": rss()}}
    _load_models(out=out, rss=rss, concurrency=args.concurrency)
    _load_index(out=out, rss=rss, repeats=args.repeats)
    out["decide_ms"] = common.pct(_decide_ms(size=args.size, questions=args.questions))
    mem = proc.memory_full_info()
    out["rss_mb"]["after_questions"] = rss()
    out["rss_mb"]["peak"] = common.peak_rss_mb()
    out["uss_mb"] = round(mem.uss / 2**20, 1)
    out["machine"] = common.machine()
    print("RESULT " + json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
