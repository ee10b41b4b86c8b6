"""The portal's side of the pipeline: the in-memory index, synonyms, active gate, models.

Workers keep one Collection per process and reload it when the index version in the
database changes. Everything user-specific (groups, date) is applied per query inside the
pure pipeline, visibility first.
"""

from __future__ import annotations

import threading
from datetime import date

import numpy as np
from django.conf import settings
from django.db import transaction

from retrieval.core.collection import Collection
from retrieval.core.configs import BUILTIN, default_config
from retrieval.core.pipeline import run_pipeline
from retrieval.core.types import Decision, GateConfig, PassageRecord
from retrieval.dense import get_encoder
from retrieval.models import GateConfiguration, IndexState, Passage, SynonymGroup

_lock = threading.Lock()
_cache: dict[str, object] = {"version": None, "collection": None}
_reranker_cache: dict[str, object] = {}
_reranker_lock = threading.Lock()  # building the shipped model takes seconds


def passage_record(p: Passage, group_names: frozenset[str]) -> PassageRecord:
    v = p.version
    return PassageRecord(
        passage_id=str(p.pk),
        version_id=str(v.pk),
        doc_id=v.document.doc_id,
        version_label=v.label,
        title=v.title,
        text=p.text,
        position=p.position,
        heading_path=tuple(p.heading_path),
        valid_from=v.valid_from,
        valid_until=v.valid_until,
        groups=group_names,
        targets=tuple(v.all_targets()),
        owner=v.document.owner,
        contact=v.document.contact,
        stated_from=v.stated_valid_from,
        stated_until=v.stated_valid_until,
    )


def collection_build(*, index_version: str, dense_model: str | None) -> Collection:
    passages = list(
        Passage.objects.select_related("version__document").prefetch_related("version__groups").order_by("pk")
    )
    records: list[PassageRecord] = []
    vectors: list[np.ndarray | None] = []
    groups_by_version: dict[int, frozenset[str]] = {}
    for p in passages:
        if p.version_id not in groups_by_version:
            groups_by_version[p.version_id] = frozenset(g.name for g in p.version.groups.all())
        records.append(passage_record(p, groups_by_version[p.version_id]))
        ok = dense_model and p.embedding and p.embedding_model == dense_model
        vectors.append(np.frombuffer(bytes(p.embedding), dtype=np.float32) if ok else None)
    embeddings = None
    present = [v for v in vectors if v is not None]
    if present:
        dim = present[0].shape[0]
        # A passage not embedded yet gets a zero vector: BM25 can still find it.
        embeddings = np.stack([v if v is not None else np.zeros(dim, dtype=np.float32) for v in vectors])
    return Collection(records, embeddings=embeddings, index_version=index_version)


def portal_collection() -> Collection:
    """This process's Collection for the current index version (reloaded on change)."""
    state = IndexState.objects.filter(pk=1).values("version", "dense_model").first() or {
        "version": 0,
        "dense_model": "",
    }
    key = f"{state['version']}:{state['dense_model']}"
    with _lock:
        if _cache["version"] != key or _cache["collection"] is None:
            _cache["collection"] = collection_build(
                index_version=str(state["version"]), dense_model=state["dense_model"]
            )
            _cache["version"] = key
        return _cache["collection"]  # type: ignore[return-value]


def collection_cache_clear() -> None:
    with _lock:
        _cache.update(version=None, collection=None)


def synonyms_current() -> list[tuple[str, ...]]:
    return [tuple(g.terms) for g in SynonymGroup.objects.all()]


SHIPPED_RERANKER = "konkyo"


def reranker_configured() -> bool:
    return settings.KONKYO_RERANKER.strip().lower() not in ("", "none")


def reranker_current():
    """The process's reranker from settings (None when switched off), loaded lazily."""
    if not reranker_configured():
        return None
    setting = settings.KONKYO_RERANKER
    with _reranker_lock:
        if setting not in _reranker_cache:
            from retrieval.core.rerank import CrossEncoderReranker

            if setting == SHIPPED_RERANKER:
                from retrieval.core.reranker_build import ensure_konkyo_reranker

                path = str(ensure_konkyo_reranker(cache_dir=settings.KONKYO_MODEL_CACHE))
            else:
                path = setting
            _reranker_cache[setting] = CrossEncoderReranker(path)
        return _reranker_cache[setting]


@transaction.atomic
def gate_configs_ensure_builtin() -> GateConfiguration:
    """Create the built-in configurations once; the product default starts active."""
    for core in BUILTIN.values():
        if not GateConfiguration.objects.filter(name=core.name).exists():
            GateConfiguration.objects.create(
                version=1, note="built-in", **GateConfiguration.fields_from_core(core)
            )
    active = GateConfiguration.objects.filter(is_active=True).first()
    if active is None:
        default = default_config(
            reranker_configured=reranker_configured(), dense_enabled=settings.KONKYO_DENSE_ENABLED
        )
        active = GateConfiguration.objects.filter(name=default.name).order_by("-version").first()
        active.is_active = True
        active.save(update_fields=["is_active"])
    return active


def gate_config_active() -> GateConfig:
    active = GateConfiguration.objects.filter(is_active=True).first() or gate_configs_ensure_builtin()
    core = active.to_core()
    if not core.fallback_contact:
        from dataclasses import replace

        core = replace(core, fallback_contact=settings.KONKYO_FALLBACK_CONTACT)
    return core


def decide(
    *,
    text: str,
    groups: frozenset[str],
    today: date,
    user_date: date | None,
    config: GateConfig | None = None,
) -> Decision:
    """Run the one pipeline for a portal user."""
    return run_pipeline(
        text,
        groups=groups,
        collection=portal_collection(),
        config=config or gate_config_active(),
        today=today,
        user_date=user_date,
        encoder=get_encoder(),
        reranker=reranker_current(),
        synonyms=synonyms_current(),
    )
