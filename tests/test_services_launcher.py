"""tests/services.py: `make services-check` / `make test-services` use the TEST_*_URL given, or
start a private PostgreSQL (with the extensions the migrations need) and Redis and remove them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.services import free_port, main, port_in_use

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import json, os, sys, psycopg, redis
with psycopg.connect(os.environ["DATABASE_URL"], autocommit=True) as conn:
    conn.execute("CREATE EXTENSION IF NOT EXISTS btree_gist")
    extensions = [r[0] for r in conn.execute("SELECT extname FROM pg_extension")]
    data_dir = conn.execute("SHOW data_directory").fetchone()[0]
redis.Redis.from_url(os.environ["REDIS_URL"]).set("k", "v")
print(json.dumps({"db": os.environ["DATABASE_URL"], "redis": os.environ["REDIS_URL"],
                  "extensions": extensions, "data_dir": data_dir}))
sys.exit(3)
"""


def test_a_test_url_that_does_not_answer_stops_with_a_clear_message(monkeypatch, capsys):
    port = free_port()
    monkeypatch.setenv("TEST_DATABASE_URL", f"postgres://postgres@127.0.0.1:{port}/konkyo")
    monkeypatch.setenv("TEST_REDIS_URL", f"redis://127.0.0.1:{port}/0")
    assert main(["check"]) == 1
    out = capsys.readouterr().out
    assert f"PostgreSQL is not reachable at TEST_DATABASE_URL=postgres://postgres@127.0.0.1:{port}" in out
    assert f"Redis is not reachable at TEST_REDIS_URL=redis://127.0.0.1:{port}/0" in out


def test_usage_without_a_command_is_refused(capsys):
    assert main(["run", "pytest"]) == 2  # the command must follow "--"
    assert "python -m tests.services run -- COMMAND" in capsys.readouterr().err


@pytest.mark.services
def test_run_gives_the_command_private_servers_its_exit_status_and_removes_the_servers():
    env = {k: v for k, v in os.environ.items() if k not in ("TEST_DATABASE_URL", "TEST_REDIS_URL")}
    result = subprocess.run(
        [sys.executable, "-m", "tests.services", "run", "--", sys.executable, "-c", CHILD],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 3, result.stdout + result.stderr  # the command's own status
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["db"].startswith("postgres://postgres@127.0.0.1:") and seen["db"].endswith("/konkyo")
    assert seen["redis"].startswith("redis://127.0.0.1:")
    assert "btree_gist" in seen["extensions"]  # retrieval's no-overlap exclusion constraint
    pg_port = int(seen["db"].rsplit(":", 1)[1].split("/")[0])
    redis_port = int(seen["redis"].rsplit(":", 1)[1].split("/")[0])
    assert not port_in_use(pg_port) and not port_in_use(redis_port)
    assert not Path(seen["data_dir"]).exists()
