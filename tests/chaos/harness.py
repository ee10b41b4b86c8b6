"""Processes and bookkeeping for the chaos tests: prefork workers, celery beat, a question stream."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import psutil
from django.db import InterfaceError, OperationalError, connection

from tests.workers import ROOT, worker_env

ANSWER_TASK = "portal.tasks.answer_question"


def db(fn: Callable[[], object], *, timeout: float = 60):
    """Run a query from the test process, reconnecting while the database restarts."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return fn()
        except (OperationalError, InterfaceError):
            connection.close()
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


class PoolWorker:
    """`celery worker --pool prefork` in a session of its own (so its process group is ours)."""

    def __init__(self, log_path: Path, *, label: str, concurrency: int, env: dict[str, str]) -> None:
        self.name = f"{label}-{time.time_ns()}@{socket.gethostname()}"
        self.log_path = log_path
        self.log = open(log_path, "ab")
        self._log_start = log_path.stat().st_size
        self.started = time.monotonic()
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
                str(concurrency),
                "--without-gossip",
                "--without-mingle",
                "--loglevel",
                "INFO",
                "-n",
                self.name,
            ],
            cwd=ROOT,
            env=worker_env(**env),
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.pgid = self.proc.pid
        self.ready_s: float | None = None
        self._ready = threading.Event()
        threading.Thread(target=self._watch_ready, daemon=True).start()

    def _watch_ready(self) -> None:
        while self.proc.poll() is None:
            if b" ready." in self.log_bytes():
                self.ready_s = time.monotonic() - self.started
                break
            time.sleep(0.2)
        self._ready.set()

    def wait_ready(self, timeout: float = 300) -> float:
        """Seconds from the start until the worker logged that it is ready (consuming)."""
        if not self._ready.wait(timeout):
            raise AssertionError(f"worker {self.name} not ready after {timeout}s; see {self.log_path}")
        if self.ready_s is None:
            raise AssertionError(
                f"worker {self.name} exited with {self.proc.returncode}; see {self.log_path}"
            )
        return self.ready_s

    def log_bytes(self) -> bytes:
        """What this worker logged (its file may hold earlier runs)."""
        return self.log_path.read_bytes()[self._log_start :]

    def pool_children(self) -> list[psutil.Process]:
        try:
            return psutil.Process(self.proc.pid).children()
        except psutil.NoSuchProcess:
            return []

    def kill_main(self) -> list[psutil.Process]:
        """SIGKILL only the main process; returns its pool children (orphaned, left running)."""
        children = self.pool_children()
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=10)
        return children

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.pgid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                pass
        try:  # whatever is left of the group: the main process or orphaned pool children
            os.killpg(self.pgid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        if self.proc.poll() is None:
            self.proc.wait(timeout=10)
        self.log.close()


class Beat:
    """A real `celery beat` with its own schedule file (KONKYO_SWEEP_INTERVAL sets the period)."""

    def __init__(self, log_path: Path, workdir: Path, *, env: dict[str, str]) -> None:
        self.log = open(log_path, "ab")
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "portal",
                "beat",
                "--loglevel",
                "INFO",
                "--schedule",
                str(workdir / "beat-schedule"),
                "--pidfile",
                str(workdir / "beat.pid"),
            ],
            cwd=ROOT,
            env=worker_env(**env),
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=10)
        self.log.close()


def ask(client, text: str, *, form: bool) -> tuple[int | None, str]:
    """Ask through the API (accepted: 202) or the ask page (accepted: 302 to the question);
    returns (question id or None, status)."""
    if form:
        response = client.post("/", {"question": text})
        location = response.get("Location", "")
        if response.status_code == 302 and location.startswith("/questions/"):
            return int(location.strip("/").split("/")[-1]), "302"
        return None, str(response.status_code)
    response = client.post("/api/questions/", {"question": text}, content_type="application/json")
    if response.status_code == 202:
        return response.json()["id"], "202"
    return None, str(response.status_code)


class QuestionStream(threading.Thread):
    """Posts questions at a steady rate, round robin over logged-in clients, alternately to the
    API and to the ask page.

    Accepted (202 / 302 to the question) is a promise of an answer; anything else (the
    database or the broker being down) is a refusal the client sees and may retry.
    """

    def __init__(self, clients: list, texts: list[str], interval: float) -> None:
        super().__init__(daemon=True, name="question-stream")
        self.clients = clients
        self.texts = texts
        self.interval = interval
        self.accepted: list[tuple[int, float]] = []
        self.refused: list[tuple[str, float]] = []
        self._stop_event = threading.Event()
        self.error: BaseException | None = None

    @property
    def posted(self) -> int:
        return len(self.accepted) + len(self.refused)

    def stop(self) -> None:
        self._stop_event.set()
        self.join(timeout=60)

    def run(self) -> None:
        i = 0
        try:
            while not self._stop_event.is_set():
                client = self.clients[i % len(self.clients)]
                text = f"{self.texts[i % len(self.texts)]}（{i + 1}件目）"
                sent = time.time()
                try:
                    pk, status = ask(client, text, form=i % 2 == 1)
                    if pk is not None:
                        self.accepted.append((pk, sent))
                    else:
                        self.refused.append((status, sent))
                except Exception as exc:  # noqa: BLE001 - a refused request, whatever the cause
                    self.refused.append((type(exc).__name__, sent))
                finally:
                    connection.close_if_unusable_or_obsolete()
                i += 1
                self._stop_event.wait(self.interval)
        except BaseException as exc:  # surfaced by the test
            self.error = exc
        finally:
            connection.close()
