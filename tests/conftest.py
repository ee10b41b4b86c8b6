import os
from pathlib import Path

import pytest

ARTIFACTS = Path(
    os.environ.get("KONKYO_TEST_ARTIFACTS", Path(__file__).resolve().parent.parent / "test-artifacts")
)


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(autouse=True)
def _dense_off_by_default(settings, request):
    """Plumbing tests run BM25 only; tests about retrieval quality ask for the models."""
    if "dense" not in request.keywords:
        settings.KONKYO_DENSE_ENABLED = False
    if "rerank" not in request.keywords:
        settings.KONKYO_RERANKER = ""
