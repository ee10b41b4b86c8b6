"""Index maintenance: passage embeddings in bounded batches and the index version."""

from __future__ import annotations

import logging
from collections.abc import Callable

import numpy as np
from django.conf import settings
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from retrieval.core.embeddings import passage_embedding_text
from retrieval.models import IndexState, Passage

log = logging.getLogger(__name__)
BATCH_SIZE = 64


def passage_embedding_input(passage: Passage) -> str:
    return passage_embedding_text(passage.version.title, passage.heading_path, passage.text)


def index_state() -> IndexState:
    state, _ = IndexState.objects.get_or_create(pk=1)
    return state


def embeddings_refresh(
    *, encoder, batch_size: int = BATCH_SIZE, progress: Callable[[int], None] | None = None
) -> int:
    """Embed passages lacking an embedding from the current model; returns how many."""
    stale = Passage.objects.filter(~Q(embedding_model=encoder.model_id) | Q(embedding__isnull=True))
    done = 0
    while True:
        batch = list(stale.select_related("version").order_by("pk")[:batch_size])
        if not batch:
            return done
        vectors = encoder.encode_passages([passage_embedding_input(p) for p in batch])
        for passage, vector in zip(batch, vectors, strict=True):
            # Conditional update: a passage whose text changed meanwhile is left for the next run.
            Passage.objects.filter(pk=passage.pk, text=passage.text).update(
                embedding=np.asarray(vector, dtype=np.float32).tobytes(), embedding_model=encoder.model_id
            )
        done += len(batch)
        if progress:
            progress(len(batch))


def index_mark_pending() -> None:
    """A refresh is queued: the index state says so until the next bump."""
    index_state()
    IndexState.objects.filter(pk=1).update(pending=True)


def index_bump(*, dense_model: str = "") -> int:
    with transaction.atomic():
        state = index_state()
        # update() skips auto_now: set the time (and clear pending) here.
        IndexState.objects.filter(pk=state.pk).update(
            version=F("version") + 1, dense_model=dense_model, updated_at=timezone.now(), pending=False
        )
        state.refresh_from_db()
    return state.version


def index_refresh(*, progress: Callable[[int], None] | None = None) -> int:
    """Bring embeddings up to date (when dense retrieval is on) and bump the index version."""
    dense_model = ""
    if settings.KONKYO_DENSE_ENABLED:
        from retrieval.dense import get_encoder

        encoder = get_encoder()
        embeddings_refresh(encoder=encoder, progress=progress)
        dense_model = encoder.model_id
    version = index_bump(dense_model=dense_model)
    log.info("index refreshed to version %s", version)
    return version
