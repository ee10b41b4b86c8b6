"""Where a worker's index load spends memory: traced peaks of the row stream and the build.

    .venv/bin/python bench/index_memory.py

Runs ``runtime.collection_build`` (what ``portal_collection()`` does on a new index
version) against the bench database as ``make bench`` leaves it (100k passages after the
e2e run), without loading any model, under ``tracemalloc`` (numpy reports its buffers to
it). Prints RSS and the traced peak after the rows are streamed and after the Collection
(BM25 postings, masks) is built, the final traced size, the BM25 postings count and the
size of the document texts BM25 tokenizes.
"""

from __future__ import annotations

import json
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

MB = 2**20


def main() -> int:
    common.django_setup(database_url=common.BENCH_DATABASE_URL, redis_url=common.BENCH_REDIS_URL)
    import psutil

    from retrieval import runtime
    from retrieval.core import collection as collection_module
    from retrieval.models import IndexState

    proc = psutil.Process()
    state = IndexState.objects.filter(pk=1).values("version", "dense_model").first()
    if state is None:
        raise SystemExit("the bench database has no index (run make bench first)")
    out: dict = {"rss_start_mb": round(proc.memory_info().rss / MB)}
    built = collection_module.Collection.__init__

    def init(self, records, **kwargs):
        out["rows_streamed"] = {
            "rss_mb": round(proc.memory_info().rss / MB),
            "traced_peak_mb": tracemalloc.get_traced_memory()[1] // MB,
        }
        tracemalloc.reset_peak()
        t = time.perf_counter()
        built(self, records, **kwargs)
        out["collection_built"] = {
            "rss_mb": round(proc.memory_info().rss / MB),
            "traced_peak_mb": tracemalloc.get_traced_memory()[1] // MB,
            "seconds": round(time.perf_counter() - t, 1),
        }

    collection_module.Collection.__init__ = init
    tracemalloc.start()
    t = time.perf_counter()
    collection = runtime.collection_build(index_version="probe", dense_model=state["dense_model"])
    out["build_seconds"] = round(time.perf_counter() - t, 1)
    out["traced_final_mb"] = tracemalloc.get_traced_memory()[0] // MB
    tracemalloc.stop()
    out["rss_end_mb"] = round(proc.memory_info().rss / MB)
    out["maxrss_mb"] = common.peak_rss_mb()
    out["passages"] = len(collection)
    out["bm25_postings"] = int(len(collection.bm25.doc_ids))
    out["bm25_vocabulary"] = collection.bm25.vocabulary_size
    out["document_texts_mb"] = (
        sum(sys.getsizeof(collection_module.document_text(r)) for r in collection.records) // MB
    )
    out["machine"] = common.machine()
    print(json.dumps(out, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
