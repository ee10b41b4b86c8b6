"""Celery tasks of the retrieval app (thin: they call services and return)."""

from __future__ import annotations

from celery import shared_task
from django.db import OperationalError

from retrieval import indexing


@shared_task(
    autoretry_for=(OperationalError,), retry_backoff=True, retry_kwargs={"max_retries": 5}, acks_late=True
)
def index_refresh() -> int:
    """Idempotent: embeds what is stale, then bumps the index version workers reload on."""
    return indexing.index_refresh()
