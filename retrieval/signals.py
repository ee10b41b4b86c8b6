"""Schedule index refreshes after commit whenever versions or passages change.

Signals only schedule; the work is in retrieval.indexing (a thin Celery task). Many
changes in one transaction schedule one refresh.
"""

from __future__ import annotations

import logging

from django.db import DatabaseError, connection, transaction
from django.db.models.signals import m2m_changed, post_delete, post_save
from django.dispatch import receiver

from retrieval.models import Document, DocumentVersion, Passage

log = logging.getLogger(__name__)


def _fire() -> None:
    connection.konkyo_index_scheduled = False
    from retrieval.indexing import index_mark_pending
    from retrieval.tasks import index_refresh

    try:
        index_mark_pending()  # shown on the index state and the upload's progress page
    except DatabaseError:
        log.warning("could not mark the index refresh as pending", exc_info=True)
    index_refresh.delay()


def schedule_index_refresh() -> None:
    """One refresh per transaction. A commit runs and clears the pending callback, a
    rollback discards it; either way the next change schedules again."""
    pending = any(entry[1] is _fire for entry in connection.run_on_commit)
    if pending and getattr(connection, "konkyo_index_scheduled", False):
        return
    connection.konkyo_index_scheduled = True
    transaction.on_commit(_fire)


@receiver(post_save, sender=DocumentVersion)
@receiver(post_delete, sender=DocumentVersion)
@receiver(post_save, sender=Document)
@receiver(post_delete, sender=Document)
@receiver(post_save, sender=Passage)
@receiver(post_delete, sender=Passage)
def _content_changed(sender, **kwargs) -> None:
    if kwargs.get("raw"):
        return
    schedule_index_refresh()


@receiver(m2m_changed, sender=DocumentVersion.groups.through)
def _groups_changed(sender, action: str, **kwargs) -> None:
    if action in {"post_add", "post_remove", "post_clear"}:
        schedule_index_refresh()
