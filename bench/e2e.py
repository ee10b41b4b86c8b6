"""End to end over HTTP with real Celery workers on Redis and PostgreSQL, plus the database-
side figures: import and indexing rates, index load time and memory per worker at 1k/10k/100k.

    .venv/bin/python bench/e2e.py --out bench/results/e2e.json [--concurrency 1,4,16]
        [--per-level 30,60,160] [--poll 0.1] [--web-workers 2] [--worker-concurrency 2]
        [--index-sample 320] [--skip-100k]

Order (the synthetic corpora are prefixes of each other, so the database only grows):

1. DROP/CREATE the bench database (konkyo_bench), migrate, flush Redis db 13.
2. 1k: the real importer (``manage.py import_documents``) → import passages/s; then the real
   indexing path (``retrieval.indexing.embeddings_refresh``, e5 on this machine) over a
   sample of ``--index-sample`` passages → indexing passages/s (the rest get their cached
   real vectors); index version bump; worker probe (index load time, memory).
3. 10k: the other 9k passages bulk-inserted with derived vectors (bench/common.py); probe.
4. End to end at 10k: gunicorn (``portal.wsgi``) + one Celery worker node (prefork,
   ``--worker-concurrency`` pool processes; threads per process as the product sets them)
   with KONKYO_ENV=production settings over plain HTTP. Clients (threads, token auth) POST
   /api/questions/ then poll GET /api/questions/{id}/ every ``--poll`` s (0.5 s after the first
   2 s) until the state is final, closed loop at each concurrency. Recorded per question: client-observed time,
   server time (created_at → finished_at), the pipeline's stage times from the stored question (an operator field the API does not show);
   per level: questions/s, RSS of every worker process (psutil, sampled).
5. 100k: the remaining 90k passages; probe.

The clients live in bench/e2e_http.py, the served stack (step 4) in bench/e2e_servers.py.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import db_setup  # noqa: E402
from e2e_servers import e2e  # noqa: E402


def probe(size: str, concurrency: int, reranker: str) -> dict[str, Any]:
    env = dict(os.environ, KONKYO_RERANKER=reranker)
    cmd = [
        sys.executable,
        str(common.ROOT / "bench" / "worker_probe.py"),
        "--size",
        size,
        "--concurrency",
        str(concurrency),
        "--repeats",
        "1" if size == "100k" else "2",
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=common.ROOT)
    line = next((x for x in proc.stdout.splitlines() if x.startswith("RESULT ")), None)
    if proc.returncode or line is None:
        sys.stderr.write(proc.stdout[-2000:] + proc.stderr[-4000:])
        raise SystemExit(f"worker probe {size} failed")
    result = json.loads(line[len("RESULT ") :])
    print(
        f"[e2e] probe {size}: index load {result['index_load_s']} s, rss peak {result['rss_mb']['peak']} MB",
        file=sys.stderr,
        flush=True,
    )
    return result


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=common.RESULTS / "e2e.json")
    parser.add_argument("--concurrency", default="1,4,16")
    parser.add_argument("--per-level", default="30,60,160")
    parser.add_argument("--poll", type=float, default=0.1)
    parser.add_argument("--web-workers", type=int, default=2)
    parser.add_argument("--worker-concurrency", type=int, default=2)
    parser.add_argument("--index-sample", type=int, default=320)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--skip-100k", action="store_true")
    parser.add_argument("--skip-e2e", action="store_true")
    parser.add_argument(
        "--threads-variant",
        type=int,
        default=2,
        help="rerun concurrency 1 with this many torch threads per pool process (0 = skip)",
    )
    parser.add_argument(
        "--kill-test",
        type=float,
        default=120.0,
        help="after the levels, SIGKILL a pool process and wait this long for its "
        "replacement to warm up (0 = skip)",
    )
    args = parser.parse_args(argv)
    args.concurrency = [int(x) for x in args.concurrency.split(",")]
    args.per_level = [int(x) for x in args.per_level.split(",")]
    return args


def _import_1k(*, result: dict[str, Any]) -> int:
    """Step 2, first half: the 1k corpus through the real importer; its passage count."""
    from retrieval.models import Passage

    env = dict(os.environ, DATABASE_URL=common.BENCH_DATABASE_URL, REDIS_URL=common.BENCH_REDIS_URL)
    t = time.perf_counter()
    subprocess.run(
        [sys.executable, "manage.py", "import_documents", str(common.SYNTH / "1k"), "--create-groups"],
        cwd=common.ROOT,
        env=env,
        check=True,
        capture_output=True,
    )
    import_s = time.perf_counter() - t
    db_setup.flush_redis()  # the importer's signals queued an index refresh: no worker may run it
    n1 = Passage.objects.count()
    result["import"] = {
        "passages": n1,
        "seconds": round(import_s, 2),
        "passages_per_second": round(n1 / import_s, 1),
        "how": "manage.py import_documents (subprocess incl. Django start-up), no embedding",
    }
    return n1


def _index_1k_sample(*, result: dict[str, Any], encoder: Any, real: Any, index_sample: int) -> None:
    """Step 2, second half: the real indexing path over the first ``index_sample`` passages;
    the rest get their cached real vectors."""
    from retrieval import indexing
    from retrieval.models import Passage

    ids = list(Passage.objects.order_by("pk").values_list("pk", flat=True))
    sample = set(ids[:index_sample])
    model_id = encoder.model_id
    for pk, vec in zip(ids, real, strict=True):
        if pk not in sample:
            Passage.objects.filter(pk=pk).update(
                embedding=vec.astype("float32").tobytes(), embedding_model=model_id
            )
    encoder.encode_passages(["ウォームアップ"])
    t = time.perf_counter()
    done = indexing.embeddings_refresh(encoder=encoder)
    index_s = time.perf_counter() - t
    result["indexing"] = {
        "passages": done,
        "seconds": round(index_s, 2),
        "passages_per_second": round(done / index_s, 2),
        "how": "retrieval.indexing.embeddings_refresh (e5 batches of 64 + per-passage UPDATE) on the first "
        f"{done} passages of the 1k corpus, torch threads {common.machine().get('torch_threads')}",
        "machine": common.machine(),
    }
    print(f"[e2e] indexing {done} passages: {done / index_s:.1f}/s", file=sys.stderr, flush=True)


def _bulk_load(
    *, size: str, skip: int, real_records: Any, real: Any, model_id: str, first_passage: int
) -> tuple[Any, float]:
    """The versions of the ``size`` corpus after its first ``skip`` bulk-inserted with derived
    vectors: (the corpus specs, seconds)."""
    from retrieval.core.bundle import read_corpus, records_from_specs
    from retrieval.core.text import extract_identifiers, stated_validity

    specs = read_corpus(common.SYNTH / size)
    records = records_from_specs(
        specs, stated_validity=stated_validity, extract_identifiers=extract_identifiers
    )
    vectors = common.derived_embeddings(records, real_records, real)
    lines = [
        json.loads(x) for x in (common.SYNTH / size / "corpus.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    _, load_s = db_setup.timed(
        db_setup.load_versions, lines[skip:], vectors, model_id, first_passage=first_passage
    )
    return specs, load_s


def _end_to_end(*, args: argparse.Namespace, result: dict[str, Any], reranker: str) -> None:
    """Step 4: the served stack at 10k, then the same levels with more torch threads."""
    from retrieval.models import Passage

    qs = [
        json.loads(x)
        for x in (common.SYNTH / "10k" / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    for q in qs:
        q["date"] = q["as_of"] or "2026-11-30"
    users = db_setup.users_for([q["groups"] for q in qs], copies=4)
    from django.db import connections

    connections.close_all()
    if args.skip_e2e:
        return
    result["e2e_10k"] = e2e(args, reranker, qs, users)
    result["e2e_10k"]["passages"] = Passage.objects.count()
    if args.threads_variant:
        # Same levels with more torch threads per pool process (KONKYO_TORCH_THREADS): what a
        # lone question gains from the second core, and what oversubscription costs under load.
        common.write_json(args.out, result)
        result["e2e_10k_threads_variant"] = e2e(
            args,
            reranker,
            qs,
            users,
            levels=list(zip(args.concurrency, args.per_level, strict=True)),
            extra_env={"KONKYO_TORCH_THREADS": str(args.threads_variant)},
            kill=False,
        )
        result["e2e_10k_threads_variant"]["torch_threads"] = args.threads_variant


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    reranker, reranker_note = common.reranker_choice()
    os.environ["KONKYO_RERANKER"] = reranker
    db_setup.recreate_database()
    common.django_setup(database_url=common.BENCH_DATABASE_URL, redis_url=common.BENCH_REDIS_URL)
    db_setup.flush_redis()
    db_setup.ensure_migrated()
    from retrieval.core.bundle import read_corpus
    from retrieval.dense import get_encoder
    from retrieval.models import Passage

    result: dict[str, Any] = {
        "kind": "e2e",
        "reranker": reranker_note,
        "started": common.machine(),
        "probes": {},
    }
    encoder = get_encoder()
    real_records, real, _ = common.real_vectors(common.SYNTH / "1k", encoder)
    model_id = encoder.model_id

    # 2. 1k through the real importer, then the real indexing path on a sample.
    n1 = _import_1k(result=result)
    _index_1k_sample(result=result, encoder=encoder, real=real, index_sample=args.index_sample)
    db_setup.index_bump(model_id)
    result["probes"]["1k"] = probe("1k", args.worker_concurrency, reranker)

    # 3. 10k: the other 9k passages with derived vectors.
    specs_10k, load_s = _bulk_load(
        size="10k",
        skip=len(read_corpus(common.SYNTH / "1k")),
        real_records=real_records,
        real=real,
        model_id=model_id,
        first_passage=n1,
    )
    result["bulk_load_10k_s"] = round(load_s, 1)
    db_setup.index_bump(model_id)
    result["probes"]["10k"] = probe("10k", args.worker_concurrency, reranker)

    # 4. End to end at 10k.
    _end_to_end(args=args, result=result, reranker=reranker)
    common.write_json(args.out, result)

    # 5. 100k.
    if not args.skip_100k:
        _, load_s = _bulk_load(
            size="100k",
            skip=len(specs_10k),
            real_records=real_records,
            real=real,
            model_id=model_id,
            first_passage=Passage.objects.count(),
        )
        result["bulk_load_100k_s"] = round(load_s, 1)
        db_setup.index_bump(model_id)
        result["probes"]["100k"] = probe("100k", args.worker_concurrency, reranker)
    result["finished"] = common.machine()
    common.write_json(args.out, result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
