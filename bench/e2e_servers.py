"""The served stack for the end-to-end benchmark: gunicorn and a Celery worker node with
production settings, their memory sampled, the levels run against them, and a pool process
killed to see its replacement come up."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import common
from e2e_http import run_level

LOGS = common.BENCH_VAR / "logs"


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


def _start_web(*, args, env: dict[str, str], log: Path) -> subprocess.Popen:
    """gunicorn serving portal.wsgi in its own session (killed as a group)."""
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "portal.wsgi",
            "--bind",
            f"127.0.0.1:{args.port}",
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
        stdout=log.open("ab"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )


def _start_worker(*, args, env: dict[str, str], log: Path) -> subprocess.Popen:
    """One Celery prefork worker node in its own session (killed as a group)."""
    return subprocess.Popen(
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
        stdout=log.open("ab"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )


def _wait_for_web(port: int) -> None:
    import requests

    for _ in range(60):
        try:
            requests.get(f"http://127.0.0.1:{port}/api/schema/", timeout=2)
            break
        except requests.RequestException:  # not listening yet, or a worker still warming up
            time.sleep(0.5)


def _run_levels(
    *,
    args,
    base: str,
    users,
    questions_10k: list[dict[str, Any]],
    plan: list[tuple[int, int]],
    roots: dict[str, int],
) -> list[dict[str, Any]]:
    """Each (concurrency, questions) level of ``plan`` in turn, on consecutive questions."""
    levels = []
    offset = 0
    for c, n in plan:
        print(f"[e2e] concurrency {c}: {n} questions …", file=sys.stderr, flush=True)
        level = run_level(base, users, questions_10k, c, n, args.poll, offset, roots=roots)
        offset += n
        levels.append(level)
        print(
            f"[e2e] c={c}: client p50/p95 {level['client_ms']['p50']:.0f}/{level['client_ms']['p95']:.0f} ms, "
            f"{level['questions_per_second']} q/s, errors {len(level['errors'])}",
            file=sys.stderr,
            flush=True,
        )
    return levels


def _stop(*procs: subprocess.Popen) -> None:
    """SIGTERM each process group still running, SIGKILL one not gone within 30 s."""
    for proc in procs:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
    for proc in procs:
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)


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
    web = _start_web(args=args, env=env, log=web_log)
    celery = _start_worker(args=args, env=env, log=worker_log)
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
        _wait_for_web(args.port)
        sampler.start()
        base = f"http://127.0.0.1:{args.port}"
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
        out["levels"] = _run_levels(
            args=args,
            base=base,
            users=users,
            questions_10k=questions_10k,
            plan=plan,
            roots={"web": web.pid, "workers": celery.pid},
        )
        if kill and args.kill_test:
            out["replacement_process"] = kill_test(celery.pid, worker_log, args.kill_test)
    finally:
        peaks = sampler.stop() if sampler.is_alive() else sampler.peak
        _stop(celery, web)
    out["processes"] = [
        {"pid": pid, **info, "role": "celery" if info["parent"] == celery.pid else "web"}
        for pid, info in sorted(peaks.items())
    ]
    pool = [p["peak_rss_mb"] for p in out["processes"] if p["role"] == "celery" and p["pid"] != celery.pid]
    out["worker_pool_process_peak_rss_mb"] = pool
    return out
