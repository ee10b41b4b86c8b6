"""Private Redis and PostgreSQL instances for the chaos tests.

The chaos tests restart their broker and database. They only ever do that to instances they
started themselves: a `redis-server` on a free port and a throw-away PostgreSQL cluster made
with `pg_createcluster` (Debian postgresql-common). Nothing here touches a shared instance.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

CLUSTER_PREFIX = "konkyo_chaos"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def port_in_use(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def missing_tools() -> list[str]:
    return [
        tool
        for tool in ("redis-server", "pg_createcluster", "pg_ctlcluster", "pg_dropcluster")
        if shutil.which(tool) is None
    ]


class PrivateRedis:
    """`redis-server` without persistence: a restart (kill, then start on the same port) loses
    every queued and unacked message."""

    def __init__(self, port: int, workdir: Path) -> None:
        self.port = port
        self.workdir = workdir
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc else None

    def start(self) -> float:
        t0 = time.monotonic()
        self.proc = subprocess.Popen(
            [
                "redis-server",
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.workdir),
                "--logfile",
                str(self.workdir / "redis.log"),
                "--daemonize",
                "no",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.wait_ready()
        return time.monotonic() - t0

    def wait_ready(self, timeout: float = 30) -> None:
        import redis

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(
                    f"private redis-server exited with {self.proc.returncode} (see {self.workdir})"
                )
            try:
                if redis.Redis(port=self.port, socket_connect_timeout=0.5).ping():
                    return
            except redis.RedisError:
                time.sleep(0.1)
        raise RuntimeError(f"private redis on port {self.port} not ready after {timeout}s")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()


class PrivatePostgres:
    """A cluster of its own (`pg_createcluster VERSION konkyo_chaos_PORT --port PORT`), trust auth."""

    def __init__(self, port: int) -> None:
        versions = sorted(
            os.listdir("/etc/postgresql"), key=lambda v: [int(p) for p in v.split(".") if p.isdigit()]
        )
        if not versions:
            raise RuntimeError("no PostgreSQL server installed (/etc/postgresql is empty)")
        self.version = versions[-1]
        self.port = port
        self.name = f"{CLUSTER_PREFIX}_{port}"
        self.created = False

    @property
    def url(self) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/konkyo"

    @property
    def data_dir(self) -> Path:
        return Path("/var/lib/postgresql") / self.version / self.name

    @property
    def conf_dir(self) -> Path:
        return Path("/etc/postgresql") / self.version / self.name

    def _ctl(self, *args: str) -> None:
        subprocess.run(
            ["pg_ctlcluster", "--skip-systemctl-redirect", self.version, self.name, *args],
            check=True,
            capture_output=True,
            text=True,
            timeout=120,
        )

    def create(self) -> float:
        """Create the cluster (trust auth for the socket and 127.0.0.1); returns seconds taken."""
        if self.conf_dir.exists():
            raise RuntimeError(f"cluster {self.version}/{self.name} already exists; not touching it")
        t0 = time.monotonic()
        result = subprocess.run(
            ["pg_createcluster", self.version, self.name, "--port", str(self.port), "--", "--auth=trust"],
            capture_output=True,
            text=True,
            timeout=300,
        )
        if result.returncode:
            raise RuntimeError(f"pg_createcluster failed: {result.stderr.strip() or result.stdout.strip()}")
        self.created = True
        (self.conf_dir / "pg_hba.conf").write_text(
            "local all all trust\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n"
        )
        (self.conf_dir / "conf.d").mkdir(exist_ok=True)
        (self.conf_dir / "conf.d" / "konkyo_chaos.conf").write_text(
            "listen_addresses = '127.0.0.1'\nmax_connections = 100\nshared_buffers = 32MB\nssl = off\n"
        )
        return time.monotonic() - t0

    def start(self) -> float:
        t0 = time.monotonic()
        self._ctl("start")
        self.wait_ready()
        return time.monotonic() - t0

    def wait_ready(self, timeout: float = 60) -> None:
        import psycopg

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                psycopg.connect(
                    host="127.0.0.1", port=self.port, user="postgres", dbname="postgres", connect_timeout=2
                ).close()
                return
            except psycopg.OperationalError:
                time.sleep(0.2)
        raise RuntimeError(f"private PostgreSQL on port {self.port} not ready after {timeout}s")

    def postmaster_pid(self) -> int | None:
        try:
            return int((self.data_dir / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return None

    def restart(self) -> float:
        """`pg_ctlcluster ... restart -m immediate` (no checkpoint, every session cut); returns the outage."""
        t0 = time.monotonic()
        self._ctl("restart", "-m", "immediate")
        self.wait_ready()
        return time.monotonic() - t0

    def drop(self) -> None:
        if self.created:
            subprocess.run(
                ["pg_dropcluster", "--stop", self.version, self.name],
                capture_output=True,
                text=True,
                timeout=120,
            )
            self.created = False
