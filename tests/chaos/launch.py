"""Run the chaos tests in a pytest process of their own, on private ports.

    python -m tests.chaos.launch [--full] [--report PATH] [PYTEST ARGS...]

Picks two free ports on 127.0.0.1 and points DATABASE_URL / REDIS_URL at them; the session
fixture in tests/chaos/conftest.py creates a PostgreSQL cluster and starts a redis-server
there (and drops them afterwards), so the tests can restart both without touching any shared
instance. `--full` is the larger stream of `make chaos`; the default is the short variant
that `make test` runs. The report (counts, recovery times) is printed and written as JSON.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.services import free_port, missing_tools

ROOT = Path(__file__).resolve().parents[2]


def main(argv: list[str]) -> int:
    full = "--full" in argv
    argv = [a for a in argv if a != "--full"]
    report = ROOT / "test-artifacts" / ("chaos-full.json" if full else "chaos-ci.json")
    if "--report" in argv:
        i = argv.index("--report")
        report = Path(argv[i + 1]).resolve()
        del argv[i : i + 2]
    if missing := missing_tools():
        print(f"chaos tests need {'; '.join(missing)}")
        return 1
    pg_port = free_port()
    redis_port = free_port()
    while redis_port == pg_port:
        redis_port = free_port()
    report.parent.mkdir(parents=True, exist_ok=True)
    report.unlink(missing_ok=True)
    for old_log in (ROOT / "test-artifacts").glob("chaos-*.log"):
        old_log.unlink()
    env = dict(os.environ)
    env.update(
        KONKYO_ENV="test",
        DATABASE_URL=f"postgres://postgres@127.0.0.1:{pg_port}/konkyo",
        REDIS_URL=f"redis://127.0.0.1:{redis_port}/0",
        KONKYO_CHAOS_PROFILE="full" if full else "ci",
        KONKYO_CHAOS_REPORT=str(report),
    )
    print(
        f"chaos: private PostgreSQL cluster on port {pg_port}, private Redis on port {redis_port}", flush=True
    )
    rc = subprocess.call(
        [sys.executable, "-m", "pytest", "tests/chaos", "-m", "chaos", *argv], cwd=ROOT, env=env
    )
    if report.exists():
        print(f"chaos report ({report.relative_to(ROOT) if report.is_relative_to(ROOT) else report}):")
        print(report.read_text())
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
