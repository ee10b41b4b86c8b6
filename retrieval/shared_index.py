"""The portal's index arrays shared by the processes of a machine (#39 item 4).

``collection_shared`` gives a worker its Collection for one index: the passage vectors
(float16) and the BM25 arrays memory-mapped from the folder ``retrieval.core.index_files``
wrote for that index version and content (written here first when no valid one exists),
the records, validity and group masks in the process. The folder lives under
``KONKYO_INDEX_DIR`` (default ``VAR_DIR/index``), in a subfolder per database, so a bench
database and the portal's never prune each other's folders. When the folder cannot be
used (no such directory, not writable, disk full) the process keeps its arrays in memory,
with a logged warning, and answers as before.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

import numpy as np
from django.conf import settings
from django.db import connection

from retrieval.core import index_files
from retrieval.core.collection import Collection
from retrieval.core.types import PassageRecord

log = logging.getLogger(__name__)

__all__ = ["Fingerprint", "collection_shared", "index_root"]


_CODE = index_files.code_fingerprint()


class Fingerprint:
    """BLAKE2b over what the shared arrays are made of: the code that makes them
    (``index_files.code_fingerprint``), the model, the dimension, and per passage (in
    collection order) its id, title, text and embedding. A passage added, removed or
    edited, a re-embedding or a new tokenizer gives another fingerprint, so another folder —
    also when the index version number repeats (a database rolled back or recreated)."""

    def __init__(self, dense_model: str | None, dim: int) -> None:
        self._h = hashlib.blake2b(digest_size=20)
        self._h.update(f"code={_CODE}\x1fmodel={dense_model or ''}\x1fdim={dim}\x1e".encode())

    def add(self, passage_id: object, title: str, text: str, embedding: bytes) -> None:
        self._h.update(f"{passage_id}\x1f{title}\x1f{text}\x1f{len(embedding)}\x1e".encode())
        self._h.update(embedding)

    def hexdigest(self) -> str:
        return self._h.hexdigest()


def index_root() -> Path:
    """This database's folder of shared index folders."""
    base = settings.KONKYO_INDEX_DIR or Path(settings.VAR_DIR) / "index"
    db = connection.settings_dict
    key = "|".join(str(db.get(k) or "") for k in ("ENGINE", "HOST", "PORT", "NAME"))
    return Path(base) / f"db-{hashlib.blake2b(key.encode(), digest_size=6).hexdigest()}"


def _mapped(root: Path, name: str, fingerprint: str) -> index_files.Mapped | None:
    try:
        return index_files.load(root / name, fingerprint)
    except index_files.IndexFilesError as exc:
        if (root / name).exists():
            log.warning("shared index %s unusable, rebuilding it: %s", root / name, exc)
        return None


def collection_shared(
    records: list[PassageRecord],
    vectors: np.ndarray | None,
    *,
    index_version: str,
    fingerprint: str,
    root: Path | None = None,
) -> Collection:
    """The Collection of ``records`` with its big arrays mapped from this machine's shared folder.

    ``vectors`` (float32, one row per record, or None without dense retrieval) are only
    read when the folder has to be written. Falls back to arrays in memory (vectors as
    float16 too, so every process scores alike) with a warning when the folder cannot be
    written or read. ``root``: the folder of index folders (default ``index_root()``)."""
    if not settings.KONKYO_SHARED_INDEX:
        return Collection(records, embeddings=vectors, index_version=index_version)
    root = index_root() if root is None else root
    name = index_files.folder_name(index_version, fingerprint)
    mapped = _mapped(root, name, fingerprint) if records else None
    if mapped is None:
        collection = Collection(records, embeddings=vectors, index_version=index_version)
        if not records:
            return collection
        try:
            folder = index_files.write(
                root, name, fingerprint=fingerprint, vectors=collection.embeddings, bm25=collection.bm25
            )
            mapped = index_files.load(folder, fingerprint)
        except (OSError, ValueError, index_files.IndexFilesError) as exc:  # disk full, read-only, …
            log.warning(
                "shared index files cannot be used under %s (%s): this process keeps its own index in memory",
                root,
                exc,
            )
            if collection.embeddings is not None:
                collection.embeddings_set(collection.embeddings.astype(np.float16))
            return collection
        collection.embeddings_set(mapped.vectors)
        collection.bm25 = mapped.bm25
    else:
        collection = Collection(
            records, embeddings=mapped.vectors, bm25=mapped.bm25, index_version=index_version
        )
    removed = index_files.prune(root, name)
    if removed:
        log.info("shared index: removed %s", ", ".join(removed))
    return collection
