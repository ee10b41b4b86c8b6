"""An isolated in-memory store loaded from an evaluation bundle (never the portal's documents).

Passage embeddings are cached on disk by bundle content and model id, so `search --bundle`
and `evaluate` embed a bundle once.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from django.conf import settings

from retrieval.core.bundle import BundleMeta, VersionSpec, read_corpus, read_meta, records_from_specs
from retrieval.core.collection import Collection
from retrieval.core.embeddings import passage_embedding_text
from retrieval.core.text import extract_identifiers, stated_validity
from retrieval.core.types import PassageRecord


@dataclass
class BundleStore:
    folder: Path
    meta: BundleMeta
    specs: list[VersionSpec]
    collection: Collection


def record_embedding_input(r: PassageRecord) -> str:
    return passage_embedding_text(r.title, r.heading_path, r.text)


def _cache_path(folder: Path, model_id: str) -> Path:
    digest = hashlib.sha256()
    digest.update((folder / "corpus.jsonl").read_bytes())
    digest.update(model_id.encode())
    return Path(settings.VAR_DIR) / "bundle-embeddings" / f"{digest.hexdigest()[:24]}.npy"


def embed_records(
    records: list[PassageRecord],
    *,
    encoder,
    cache: Path | None,
    progress: Callable[[int], None] | None = None,
    batch_size: int = 64,
) -> np.ndarray:
    if cache is not None and cache.is_file():
        vectors = np.load(cache)
        if vectors.shape[0] == len(records):
            return vectors
    texts = [record_embedding_input(r) for r in records]
    parts = []
    for start in range(0, len(texts), batch_size):
        parts.append(encoder.encode_passages(texts[start : start + batch_size]))
        if progress:
            progress(min(batch_size, len(texts) - start))
    vectors = np.concatenate(parts) if parts else np.zeros((0, 384), dtype=np.float32)
    if cache is not None:
        cache.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_suffix(".tmp.npy")
        np.save(tmp, vectors)
        tmp.replace(cache)
    return vectors


def bundle_store_load(
    folder: str | Path, *, encoder=None, progress: Callable[[int], None] | None = None
) -> BundleStore:
    """Read and validate the bundle (BundleError names file/line/field) and index it."""
    folder = Path(folder)
    specs = read_corpus(folder)
    meta = read_meta(folder)
    records = records_from_specs(
        specs, stated_validity=stated_validity, extract_identifiers=extract_identifiers
    )
    embeddings = None
    if encoder is not None:
        embeddings = embed_records(
            records, encoder=encoder, cache=_cache_path(folder, encoder.model_id), progress=progress
        )
    version = f"bundle:{meta.name}:{len(records)}"
    return BundleStore(folder, meta, specs, Collection(records, embeddings=embeddings, index_version=version))


def bundle_users(folder: Path) -> dict[str, frozenset[str]]:
    """Optional users.json of a bundle: {"U-101": {"groups": [...]}} or {"U-101": [...]}."""
    path = folder / "users.json"
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {name: frozenset(v["groups"] if isinstance(v, dict) else v) for name, v in data.items()}
