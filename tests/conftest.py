import os
from concurrent.futures import wait
from pathlib import Path

import pytest

ARTIFACTS = Path(
    os.environ.get("KONKYO_TEST_ARTIFACTS", Path(__file__).resolve().parent.parent / "test-artifacts")
)


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session", autouse=True)
def _shared_index_in_a_temporary_folder(tmp_path_factory):
    """The index files collections share (retrieval.shared_index) go to a temporary folder, not var/."""
    from django.conf import settings

    settings.KONKYO_INDEX_DIR = str(tmp_path_factory.mktemp("shared-index"))


@pytest.fixture(autouse=True)
def _dense_off_by_default(settings, request):
    """Plumbing tests run BM25 only; tests about retrieval quality ask for the models."""
    if "dense" not in request.keywords:
        settings.KONKYO_DENSE_ENABLED = False
    if "rerank" not in request.keywords:
        settings.KONKYO_RERANKER = ""


# Futures of questions handed to the embedded runner's thread pool (portal.inprocess) by tests.
_in_process_tasks: list = []


@pytest.fixture(autouse=True)
def _in_process_tasks_of_earlier_tests_finished(monkeypatch):
    """Questions an earlier test handed to the embedded runner's threads finish before this test.

    A pool thread still writing to the SQLite test database when the next test reads and then
    writes makes that write fail at once with "database is locked" (SQLite does not wait when
    a reader's upgrade to writer meets another connection's write lock: it could deadlock).
    The wait is at set-up, not tear-down: pytest-django's transaction fixture is torn down after
    this one, and a thread waiting on the ended test's transaction could not go on before it is
    rolled back. This test's own transaction is begun but holds no lock before its first query."""
    from django.conf import settings

    from portal import inprocess

    wait(_in_process_tasks, timeout=settings.TASK_HARD_TIME_LIMIT)
    _in_process_tasks.clear()
    submit = inprocess.submit

    def recorded(pk):
        future = submit(pk)
        _in_process_tasks.append(future)
        return future

    monkeypatch.setattr(inprocess, "submit", recorded)


@pytest.fixture
def idp(live_server, settings):
    """A real OpenID Connect provider on a free port (tests/identity/provider.py), registered
    with the live server's callback, and Konkyo's company sign-in pointed at it."""
    from portal.identity import oidc
    from tests.identity.provider import OidcProvider

    provider = OidcProvider(redirect_uris=[f"{live_server.url}/oidc/callback/"]).start()
    settings.KONKYO_OIDC_ISSUER = provider.issuer
    settings.OIDC_RP_CLIENT_ID = provider.client_id
    settings.OIDC_RP_CLIENT_SECRET = provider.client_secret
    oidc.discovery_forget()
    try:
        yield provider
    finally:
        provider.stop()
        oidc.discovery_forget()
