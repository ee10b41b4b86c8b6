"""Memory of 1 vs 3 worker processes holding the same index: own arrays vs shared files (#39 item 4).

    .venv/bin/python bench/index_processes.py [--size 100000] [--setup] [--processes 1,3]
        [--out bench/results/index_processes.json]

``--setup`` (re)creates the bench database (``konkyo_bench``, BENCH_DATABASE_URL) with the
first ``--size`` passages of the synthetic corpus (``bench/synth_corpus.py``) and seeded
random unit vectors of 384 dimensions (memory does not depend on their values), then bumps
the index. Then, for each mode — ``memory`` (``KONKYO_SHARED_INDEX=False``: every process
builds its own float32 vectors and BM25 arrays, as before) and ``shared`` (the files under
a fresh ``KONKYO_INDEX_DIR``, float16 vectors, memory-mapped) — and each process count, it
starts that many spawned processes at once; each loads ``runtime.portal_collection()`` as
a worker does, touches every array page (one dense scan, a sum over each BM25 array: what
serving questions does), and, once all have loaded, reports its RSS, PSS and USS
(``psutil.memory_full_info``, Linux smaps). PSS splits each shared page between the
processes mapping it, so the PSS total is what the machine holds for them.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

MB = 2**20
DIM = 384
MODEL = "bench-random-384"


def setup(size: int) -> dict[str, Any]:
    """The bench database with ``size`` synthetic passages and random vectors, index bumped."""
    import db_setup
    import numpy as np
    from synth_corpus import build_corpus

    db_setup.recreate_database()
    common.django_setup(database_url=common.BENCH_DATABASE_URL, redis_url=common.BENCH_REDIS_URL)
    db_setup.ensure_migrated()
    lines = build_corpus(size).lines
    rng = np.random.default_rng(20261207)
    vectors = rng.standard_normal((size, DIM), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    loaded, seconds = db_setup.timed(db_setup.load_versions, lines, vectors, MODEL, first_passage=0)
    version = db_setup.index_bump(MODEL)
    return {
        "passages": loaded,
        "versions": len(lines),
        "load_seconds": round(seconds, 1),
        "index_version": version,
    }


def child(mode: str, index_dir: str, barrier) -> dict[str, Any]:
    """One worker: load the index, touch its arrays, report memory once every worker has loaded."""
    common.django_setup(database_url=common.BENCH_DATABASE_URL, redis_url=common.BENCH_REDIS_URL)
    import numpy as np
    import psutil
    from django.conf import settings

    from retrieval import runtime

    settings.KONKYO_SHARED_INDEX = mode == "shared"
    settings.KONKYO_INDEX_DIR = index_dir
    proc = psutil.Process()
    before = proc.memory_full_info()
    started = time.perf_counter()
    collection = runtime.portal_collection()
    load_s = time.perf_counter() - started
    vector = np.ones(collection.embeddings.shape[1], dtype=np.float32) / np.sqrt(
        collection.embeddings.shape[1]
    )
    collection.dense_scores(vector)
    for array in collection.bm25.arrays().values():
        float(np.asarray(array).sum())
    barrier.wait(timeout=1800)
    after = proc.memory_full_info()
    barrier.wait(timeout=600)  # everyone measured before anyone exits
    return {
        "load_seconds": round(load_s, 1),
        "before_load_mb": {k: round(getattr(before, k) / MB, 1) for k in ("rss", "pss", "uss")},
        "loaded_mb": {k: round(getattr(after, k) / MB, 1) for k in ("rss", "pss", "uss")},
        "embeddings": f"{type(collection.embeddings).__name__} {collection.embeddings.dtype}",
        "passages": len(collection),
    }


def measure(mode: str, processes: int, index_dir: str) -> dict[str, Any]:
    ctx = multiprocessing.get_context("spawn")
    with ctx.Manager() as manager:
        barrier = manager.Barrier(processes)
        with ctx.Pool(processes) as pool:
            rows = pool.starmap(child, [(mode, index_dir, barrier)] * processes)
    total = {k: round(sum(r["loaded_mb"][k] for r in rows), 1) for k in ("rss", "pss", "uss")}
    index_pss = round(sum(r["loaded_mb"]["pss"] - r["before_load_mb"]["pss"] for r in rows), 1)
    return {"processes": rows, "total_mb": total, "pss_added_by_index_total_mb": index_pss}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--setup", action="store_true", help="(re)create the bench database first")
    parser.add_argument("--processes", default="1,3")
    parser.add_argument("--modes", default="memory,shared")
    parser.add_argument("--out", type=Path, default=common.RESULTS / "index_processes.json")
    args = parser.parse_args()
    result: dict[str, Any] = {"machine": common.machine(), "size": args.size, "runs": {}}
    if args.setup:
        result["setup"] = setup(args.size)
        print(f"setup: {result['setup']}", flush=True)
    for mode in args.modes.split(","):
        # One folder per mode: the first count's processes write the files (at once: concurrent
        # writers), the later counts' find them written, as workers starting after the first do.
        with tempfile.TemporaryDirectory(prefix="index-share-") as index_dir:
            for n in (int(x) for x in args.processes.split(",")):
                found = result["runs"][f"{mode}-{n}"] = measure(mode, n, index_dir)
                report(mode, n, found)
                common.write_json(args.out, result)


def report(mode: str, n: int, found: dict[str, Any]) -> None:
    per = [r["loaded_mb"]["pss"] for r in found["processes"]]
    print(
        f"{mode} × {n}: PSS per process {per} MB, total PSS {found['total_mb']['pss']} MB "
        f"(RSS {found['total_mb']['rss']} MB), index's share {found['pss_added_by_index_total_mb']} MB; "
        f"load s {[r['load_seconds'] for r in found['processes']]}",
        flush=True,
    )


if __name__ == "__main__":
    main()
