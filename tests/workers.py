"""Start and stop real Celery worker processes against the test database and Redis."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from django.conf import settings
from django.db import connection

ROOT = Path(__file__).resolve().parent.parent


def worker_env(**extra: str) -> dict[str, str]:
    db = connection.settings_dict
    url = (
        f"postgres://{db['USER'] or 'postgres'}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    )
    env = dict(os.environ)
    env.update(
        KONKYO_ENV="test",
        DATABASE_URL=url,
        REDIS_URL=settings.REDIS_URL,
        KONKYO_DENSE_ENABLED="false",
        KONKYO_RERANKER="none",
        PYTHONUNBUFFERED="1",
    )
    env.update(extra)
    return env


class Worker:
    def __init__(self, log_path: Path, **env: str) -> None:
        self.log_path = log_path
        self.log = open(log_path, "ab")
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "tests.celery_app",  # the portal's app; KONKYO_TEST_TASK_DELAY slows its tasks
                "worker",
                "--pool",
                "prefork",
                "--concurrency",
                "1",
                "--without-gossip",
                "--without-mingle",
                "--loglevel",
                "INFO",
                "-n",
                f"test{time.time_ns()}@%h",
            ],
            cwd=ROOT,
            env=worker_env(**env),
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    def kill(self) -> None:
        """SIGKILL the whole worker (main process and pool children), like a machine dying."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()
        self.log.close()


def purge_queue() -> None:
    import redis

    redis.Redis.from_url(settings.REDIS_URL).flushdb()


def wait_for(predicate: Callable[[], object], *, timeout: float, what: str, interval: float = 0.2):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")
