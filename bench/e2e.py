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
   server time (created_at → finished_at), the pipeline's stage times from the response;
   per level: questions/s, RSS of every worker process (psutil, sampled).
5. 100k: the remaining 90k passages; probe.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import signal
import subprocess
import sys
import threading
import time
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import db_setup  # noqa: E402

LOGS = common.BENCH_VAR / "logs"
FINAL = {"answered", "held", "partial", "failed"}


def server_env(reranker: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        DJANGO_SETTINGS_MODULE="portal.settings",
        KONKYO_ENV="production",
        SECRET_KEY="bench-" + secrets.token_hex(32),
        SECURE_SSL_REDIRECT="false",
        ALLOWED_HOSTS="127.0.0.1,localhost",
        DATABASE_URL=common.BENCH_DATABASE_URL,
        REDIS_URL=common.BENCH_REDIS_URL,
        KONKYO_RERANKER=reranker,
        KONKYO_USER_THROTTLE="10000000/hour",
        KONKYO_QUESTION_THROTTLE="10000000/hour",
        KONKYO_ANON_THROTTLE="10000000/hour",
        PYTHONUNBUFFERED="1",
        LOG_LEVEL="INFO",
    )
    return env


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


class Sampler(threading.Thread):
    """Peak RSS per process of a process tree (psutil), sampled."""

    def __init__(self, root_pids: list[int], interval: float = 0.25) -> None:
        super().__init__(daemon=True)
        self.roots, self.interval = root_pids, interval
        self.peak: dict[int, dict[str, Any]] = {}
        self.stop_event = threading.Event()

    def run(self) -> None:
        import psutil

        while not self.stop_event.is_set():
            for root in self.roots:
                try:
                    procs = [psutil.Process(root), *psutil.Process(root).children(recursive=True)]
                except psutil.NoSuchProcess:
                    continue
                for p in procs:
                    try:
                        rss = p.memory_info().rss
                        cmd = " ".join(p.cmdline()[:6])
                    except psutil.Error:
                        continue
                    entry = self.peak.setdefault(p.pid, {"cmd": cmd, "parent": root, "peak_rss_mb": 0.0})
                    entry["peak_rss_mb"] = max(entry["peak_rss_mb"], round(rss / 2**20, 1))
            self.stop_event.wait(self.interval)

    def stop(self) -> dict[int, dict[str, Any]]:
        self.stop_event.set()
        self.join(5)
        return self.peak


def _wait_for_log(path: Path, needle: str, count: int, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.is_file() and path.read_text(errors="replace").count(needle) >= count:
            return
        time.sleep(0.5)
    raise SystemExit(f"timed out waiting for {count}× {needle!r} in {path}")


def _parse(ts: str | None) -> datetime | None:
    return datetime.fromisoformat(ts.replace("Z", "+00:00")) if ts else None


def ask_one(session, base: str, token: str, q: dict[str, Any], poll: float) -> dict[str, Any]:
    headers = {"Authorization": f"Token {token}"}
    t0 = time.perf_counter()
    r = session.post(
        f"{base}/api/questions/",
        json={"question": q["question"], "reference_date": q["date"]},
        headers=headers,
        timeout=30,
    )
    if r.status_code != 202:
        raise RuntimeError(f"POST {r.status_code}: {r.text[:300]}")
    url = base + r.json()["url"]
    polls = 0
    while True:
        # Every ``poll`` s for the first 2 s, then every 0.5 s: at concurrency 16 a 0.1 s poll
        # alone kept the web tier as busy as the workers (the product page polls every 0.7 s).
        time.sleep(poll if time.perf_counter() - t0 < 2.0 else max(poll, 0.5))
        g = session.get(url, headers=headers, timeout=30)
        polls += 1
        body = g.json()
        if body["state"] in FINAL:
            t1 = time.perf_counter()
            break
        if time.perf_counter() - t0 > 300:
            raise RuntimeError(f"question {url} not final after 300 s")
    created, finished = _parse(body.get("created_at")), _parse(body.get("finished_at"))
    timings = (body.get("response") or {}).get("timings_ms") or {}
    forward = timings.get("retrieve_dense_encode", 0.0) + timings.get("rerank", 0.0)
    client_ms = (t1 - t0) * 1000
    return {
        "qid": q["qid"],
        "category": q["category"],
        "state": body["state"],
        "expected": q.get("expected_outcome"),
        "client_ms": client_ms,
        "server_ms": (finished - created).total_seconds() * 1000 if created and finished else None,
        "polls": polls,
        "timings_ms": timings,
        "forward_ms": forward,
        "t_submit": t0,
        "t_final": t1,
    }


def tree_cpu_seconds(root: int) -> float:
    """user + system CPU seconds of a process and its children (psutil)."""
    import psutil

    total = 0.0
    try:
        procs = [psutil.Process(root), *psutil.Process(root).children(recursive=True)]
    except psutil.Error:
        return 0.0
    for p in procs:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


def run_level(
    base: str,
    users,
    questions: list[dict[str, Any]],
    concurrency: int,
    count: int,
    poll: float,
    offset: int,
    roots: dict[str, int] | None = None,
) -> dict[str, Any]:
    import requests

    cpu_before = {name: tree_cpu_seconds(pid) for name, pid in (roots or {}).items()}

    results: list[dict[str, Any]] = []
    errors: list[str] = []
    lock = threading.Lock()
    cursor = {"i": 0}

    def worker(slot: int) -> None:
        session = requests.Session()
        while True:
            with lock:
                i = cursor["i"]
                if i >= count:
                    return
                cursor["i"] += 1
            q = questions[(offset + i) % len(questions)]
            pool = users[tuple(sorted(q["groups"]))]
            _, token = pool[slot % len(pool)]
            try:
                r = ask_one(session, base, token, q, poll)
            except Exception as exc:  # recorded, the level goes on
                with lock:
                    errors.append(f"{q['qid']}: {exc!r}")
                continue
            with lock:
                results.append(r)

    started = time.perf_counter()
    load_before = os.getloadavg()
    threads = [threading.Thread(target=worker, args=(s,)) for s in range(concurrency)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - started
    ratios = [r["client_ms"] / r["forward_ms"] for r in results if r["forward_ms"] > 0]
    server_ratios = [
        r["server_ms"] / r["forward_ms"] for r in results if r["forward_ms"] > 0 and r["server_ms"]
    ]
    stages: dict[str, list[float]] = {}
    for r in results:
        for k, v in r["timings_ms"].items():
            stages.setdefault(k, []).append(v)
    states: dict[str, int] = {}
    for r in results:
        states[r["state"]] = states.get(r["state"], 0) + 1
    return {
        "concurrency": concurrency,
        "questions": len(results),
        "errors": errors,
        "wall_s": round(wall, 2),
        "questions_per_second": round(len(results) / wall, 3) if wall else None,
        "client_ms": common.pct([r["client_ms"] for r in results]),
        "server_ms": common.pct([r["server_ms"] for r in results if r["server_ms"] is not None]),
        "pipeline_stage_ms": {k: common.pct(v) for k, v in stages.items()},
        "models_forward_ms": common.pct([r["forward_ms"] for r in results]),
        "overhead_ratio_client": common.pct(ratios),
        "overhead_ratio_server": common.pct(server_ratios),
        "polls_per_question": common.pct([r["polls"] for r in results]),
        "states": states,
        "as_expected": sum(
            1
            for r in results
            if {"pass": "answered", "hold": "held", "partial": "partial"}.get(r["expected"]) == r["state"]
        ),
        "cpu_seconds": {
            name: round(tree_cpu_seconds(pid) - cpu_before[name], 2) for name, pid in (roots or {}).items()
        },
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
    }


def kill_test(celery_pid: int, worker_log: Path, timeout: float) -> dict[str, Any]:
    """SIGKILL one pool process and see whether its replacement warms up and comes up.

    Celery SIGKILLs a replacement process that is not up within worker_proc_alive_timeout;
    the product sets it (KONKYO_WORKER_START_TIMEOUT) above the warm-up time."""
    import psutil

    children = psutil.Process(celery_pid).children()
    if not children:
        return {"error": "no pool process"}
    before = worker_log.read_text(errors="replace")
    loaded, timed_out = before.count("models and index loaded"), before.count("Timed out waiting for UP")
    victim = children[0].pid
    os.kill(victim, signal.SIGKILL)
    started = time.perf_counter()
    ready = None
    while time.perf_counter() - started < timeout:
        text = worker_log.read_text(errors="replace")
        if text.count("models and index loaded") > loaded:
            ready = round(time.perf_counter() - started, 1)
            break
        time.sleep(0.5)
    text = worker_log.read_text(errors="replace")
    return {
        "killed_pid": victim,
        "replacement_ready_s": ready,
        "up_timeouts_after_kill": text.count("Timed out waiting for UP") - timed_out,
        "waited_s": round(time.perf_counter() - started, 1),
        "worker_start_timeout_s": os.environ.get("KONKYO_WORKER_START_TIMEOUT", "settings default"),
    }


def e2e(
    args,
    reranker: str,
    questions_10k: list[dict[str, Any]],
    users,
    *,
    levels: list[tuple[int, int]] | None = None,
    extra_env: dict[str, str] | None = None,
    kill: bool = True,
) -> dict[str, Any]:
    env = {**server_env(reranker), **(extra_env or {})}
    plan = levels or list(zip(args.concurrency, args.per_level, strict=True))
    LOGS.mkdir(parents=True, exist_ok=True)
    web_log = LOGS / "gunicorn.log"
    worker_log = LOGS / "celery.log"
    for p in (web_log, worker_log):
        p.write_text("")
    port = args.port
    web = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "portal.wsgi",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            str(args.web_workers),
            "--worker-class",
            "gthread",
            "--threads",
            "4",
            "--log-level",
            "warning",
        ],
        cwd=common.ROOT,
        env=env,
        stdout=web_log.open("ab"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    celery = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "portal",
            "worker",
            "--pool",
            "prefork",
            "--concurrency",
            str(args.worker_concurrency),
            "--without-gossip",
            "--without-mingle",
            "--loglevel",
            "INFO",
            "-n",
            f"bench{os.getpid()}@%h",
        ],
        cwd=common.ROOT,
        env=env,
        stdout=worker_log.open("ab"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    sampler = Sampler([celery.pid, web.pid])
    out: dict[str, Any] = {
        "web": f"gunicorn portal.wsgi gthread {args.web_workers}×4",
        "workers": f"celery prefork --concurrency {args.worker_concurrency}",
        "poll_s": args.poll,
        "settings": "KONKYO_ENV=production (DEBUG off), plain HTTP",
    }
    try:
        started = time.perf_counter()
        _wait_for_log(worker_log, "models and index loaded", args.worker_concurrency, timeout=900)
        out["worker_ready_s"] = round(time.perf_counter() - started, 1)
        import requests

        for _ in range(60):
            try:
                requests.get(f"http://127.0.0.1:{port}/api/schema/", timeout=2)
                break
            except requests.ConnectionError:
                time.sleep(0.5)
        sampler.start()
        base = f"http://127.0.0.1:{port}"
        warm = run_level(
            base,
            users,
            questions_10k,
            min(2, args.worker_concurrency),
            2 * args.worker_concurrency,
            args.poll,
            offset=len(questions_10k) // 2,
        )
        out["warmup"] = {"questions": warm["questions"], "errors": warm["errors"]}
        levels = []
        offset = 0
        for c, n in plan:
            print(f"[e2e] concurrency {c}: {n} questions …", file=sys.stderr, flush=True)
            level = run_level(
                base,
                users,
                questions_10k,
                c,
                n,
                args.poll,
                offset,
                roots={"web": web.pid, "workers": celery.pid},
            )
            offset += n
            levels.append(level)
            print(
                f"[e2e] c={c}: client p50/p95 {level['client_ms']['p50']:.0f}/{level['client_ms']['p95']:.0f} ms, "
                f"{level['questions_per_second']} q/s, errors {len(level['errors'])}",
                file=sys.stderr,
                flush=True,
            )
        out["levels"] = levels
        if kill and args.kill_test:
            out["replacement_process"] = kill_test(celery.pid, worker_log, args.kill_test)
    finally:
        peaks = sampler.stop() if sampler.is_alive() else sampler.peak
        for proc in (celery, web):
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in (celery, web):
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
    out["processes"] = [
        {"pid": pid, **info, "role": "celery" if info["parent"] == celery.pid else "web"}
        for pid, info in sorted(peaks.items())
    ]
    pool = [p["peak_rss_mb"] for p in out["processes"] if p["role"] == "celery" and p["pid"] != celery.pid]
    out["worker_pool_process_peak_rss_mb"] = pool
    return out


def main(argv: list[str] | None = None) -> int:
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

    reranker, reranker_note = common.reranker_choice()
    os.environ["KONKYO_RERANKER"] = reranker
    db_setup.recreate_database()
    common.django_setup(database_url=common.BENCH_DATABASE_URL, redis_url=common.BENCH_REDIS_URL)
    db_setup.flush_redis()
    db_setup.ensure_migrated()
    from retrieval import indexing
    from retrieval.core.bundle import read_corpus, records_from_specs
    from retrieval.core.text import extract_identifiers, stated_validity
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

    # 2. 1k through the real importer, then the real indexing path on a sample.
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
    ids = list(Passage.objects.order_by("pk").values_list("pk", flat=True))
    sample = set(ids[: args.index_sample])
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
    db_setup.index_bump(model_id)
    result["probes"]["1k"] = probe("1k", args.worker_concurrency, reranker)

    # 3. 10k: the other 9k passages with derived vectors.
    specs_10k = read_corpus(common.SYNTH / "10k")
    records_10k = records_from_specs(
        specs_10k, stated_validity=stated_validity, extract_identifiers=extract_identifiers
    )
    vectors_10k = common.derived_embeddings(records_10k, real_records, real)
    lines_10k = [
        json.loads(x)
        for x in (common.SYNTH / "10k" / "corpus.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    _, load_s = db_setup.timed(
        db_setup.load_versions,
        lines_10k[len(read_corpus(common.SYNTH / "1k")) :],
        vectors_10k,
        model_id,
        first_passage=n1,
    )
    result["bulk_load_10k_s"] = round(load_s, 1)
    db_setup.index_bump(model_id)
    result["probes"]["10k"] = probe("10k", args.worker_concurrency, reranker)

    # 4. End to end at 10k.
    qs = [
        json.loads(x)
        for x in (common.SYNTH / "10k" / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    for q in qs:
        q["date"] = q["as_of"] or "2026-11-30"
    users = db_setup.users_for([q["groups"] for q in qs], copies=4)
    from django.db import connections

    connections.close_all()
    if not args.skip_e2e:
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
    common.write_json(args.out, result)

    # 5. 100k.
    if not args.skip_100k:
        specs_100k = read_corpus(common.SYNTH / "100k")
        records_100k = records_from_specs(
            specs_100k, stated_validity=stated_validity, extract_identifiers=extract_identifiers
        )
        vectors_100k = common.derived_embeddings(records_100k, real_records, real)
        lines_100k = [
            json.loads(x)
            for x in (common.SYNTH / "100k" / "corpus.jsonl").read_text(encoding="utf-8").splitlines()
        ]
        n10 = Passage.objects.count()
        _, load_s = db_setup.timed(
            db_setup.load_versions, lines_100k[len(specs_10k) :], vectors_100k, model_id, first_passage=n10
        )
        result["bulk_load_100k_s"] = round(load_s, 1)
        db_setup.index_bump(model_id)
        del vectors_100k, records_100k
        result["probes"]["100k"] = probe("100k", args.worker_concurrency, reranker)
    result["finished"] = common.machine()
    common.write_json(args.out, result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
