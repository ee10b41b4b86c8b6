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
from retrieval.core.compose import contact_line
from retrieval.core.configs import BUILTIN, default_config
from retrieval.core.pipeline import run_pipeline
from retrieval.core.types import Decision, GateConfig, PassageRecord
from retrieval.dense import get_encoder
from retrieval.models import (
    DocumentVersion,
    GateConfiguration,
    GeneralDesk,
    IndexState,
    Passage,
    SynonymGroup,
)
from retrieval.shared_index import Fingerprint, collection_shared

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
        owner=v.owner,
        contact=v.contact,
        stated_from=v.stated_valid_from,
        stated_until=v.stated_valid_until,
    )


_RECORD_FIELDS = (
    "pk",
    "version_id",
    "position",
    "heading_path",
    "text",
    "embedding",
    "embedding_model",
    "version__document__doc_id",
    "version__label",
    "version__title",
    "version__valid_from",
    "version__valid_until",
    "version__targets",
    "version__detected_targets",
    "version__owner",
    "version__contact",
    "version__stated_valid_from",
    "version__stated_valid_until",
)


def collection_build(*, index_version: str, dense_model: str | None) -> Collection:
    """Every passage as a record (in pk order) with its embedding, for one index version.

    Streamed (a server-side cursor on PostgreSQL): only the fields a record needs, never
    the version bodies, no model instances, one shared set of version fields per version,
    embeddings appended to one buffer. Loading every passage as a model instance with its
    version and document (select_related) made a worker's memory grow by ~1.9 GB at 100k
    passages, most of it never returned to the system (bench/results/SUMMARY.md).
    The vectors and BM25 arrays are then mapped from the files the processes of this machine
    share (``retrieval.shared_index``; written here when none match the rows' fingerprint).
    """
    groups: dict[int, set[str]] = {}
    for version_id, name in DocumentVersion.groups.through.objects.values_list(
        "documentversion_id", "group__name"
    ):
        groups.setdefault(version_id, set()).add(name)
    dim = 0
    if dense_model:
        sample = (
            Passage.objects.filter(embedding_model=dense_model, embedding__isnull=False)
            .values_list("embedding", flat=True)
            .first()
        )
        dim = len(sample) // 4 if sample else 0
    zero = bytes(4 * dim)
    vectors = bytearray()
    fingerprint = Fingerprint(dense_model, dim)
    shared: dict[int, dict[str, object]] = {}
    records: list[PassageRecord] = []
    rows = Passage.objects.order_by("pk").values_list(*_RECORD_FIELDS).iterator(chunk_size=2000)
    for (pk, version_id, position, heading_path, text, embedding, model, doc_id, label, title, valid_from,
         valid_until, targets, detected, owner, contact, stated_from, stated_until) in rows:  # fmt: skip
        fields = shared.get(version_id)
        if fields is None:
            fields = shared[version_id] = {
                "version_id": str(version_id),
                "doc_id": doc_id,
                "version_label": label,
                "title": title,
                "valid_from": valid_from,
                "valid_until": valid_until,
                "groups": frozenset(groups.get(version_id, ())),
                "targets": tuple(dict.fromkeys([*targets, *detected])),  # DocumentVersion.all_targets()
                "owner": owner,
                "contact": contact,
                "stated_from": stated_from,
                "stated_until": stated_until,
            }
        records.append(
            PassageRecord(
                passage_id=str(pk), text=text, position=position, heading_path=tuple(heading_path), **fields
            )
        )
        used = embedding if dim and embedding and model == dense_model else b""
        if dim:
            if used:
                if len(used) != 4 * dim:
                    raise ValueError(f"passage {pk}: embedding of {len(used)} bytes, expected {4 * dim}")
                vectors += used
            else:
                vectors += zero  # not embedded yet: a zero vector, BM25 can still find it
        fingerprint.add(pk, title, text, used)
    embeddings = np.frombuffer(vectors, dtype=np.float32).reshape(len(records), dim) if dim else None
    del vectors  # the array keeps the buffer until the shared files replace it
    return collection_shared(
        records, embeddings, index_version=index_version, fingerprint=fingerprint.hexdigest()
    )


def portal_collection() -> Collection:
    """This process's Collection for the current index version (reloaded on change)."""
    state = IndexState.objects.filter(pk=1).values("version", "dense_model").first() or {
        "version": 0,
        "dense_model": "",
    }
    key = f"{state['version']}:{state['dense_model']}"
    with _lock:
        if _cache["version"] != key or _cache["collection"] is None:
            # Let go of the old index first: two of them at once is ~2× the memory at 100k.
            _cache.update(version=None, collection=None)
            _cache["collection"] = collection_build(
                index_version=str(state["version"]), dense_model=state["dense_model"]
            )
            _cache["version"] = key
            release_freed_memory()
        return _cache["collection"]  # type: ignore[return-value]


def release_freed_memory() -> None:
    """Return the heap freed after an index build to the system (glibc ``malloc_trim``).

    The build's temporaries are many mid-sized blocks that glibc keeps in the heap; without
    this a worker's RSS stays ~0.5 GB higher at 100k passages. No-op elsewhere."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def collection_cache_clear() -> None:
    with _lock:
        _cache.update(version=None, collection=None)


def synonyms_current() -> list[tuple[str, ...]]:
    return [tuple(g.terms) for g in SynonymGroup.objects.all()]


SHIPPED_RERANKER = "konkyo"  # the shipped answerability model (topic, answer, span)
SHIPPED_CROSS_ENCODER = "konkyo-reranker"  # the earlier shipped reranker (topic only)


def reranker_configured() -> bool:
    return settings.KONKYO_RERANKER.strip().lower() not in ("", "none")


def _answer_model_dir(setting: str):
    """The answerability weights folder a setting names, else None (a CrossEncoder)."""
    from pathlib import Path

    from retrieval.answering.reader import SHIPPED_DIR, is_answerability_dir

    if setting == SHIPPED_RERANKER:
        return SHIPPED_DIR
    path = Path(setting)
    return path if is_answerability_dir(path) else None


def answer_model_configured():
    """The answerability weights folder KONKYO_RERANKER names, else None."""
    return _answer_model_dir(settings.KONKYO_RERANKER.strip()) if reranker_configured() else None


def reranker_reads_answers() -> bool:
    """Is the configured model an answerability model (the gate then decides per part)?"""
    return reranker_configured() and _answer_model_dir(settings.KONKYO_RERANKER.strip()) is not None


def reranker_current():
    """The process's reranker from settings (None when switched off), loaded lazily."""
    if not reranker_configured():
        return None
    setting = settings.KONKYO_RERANKER
    # The answerability model runs in PyTorch or ONNX Runtime (KONKYO_READER_RUNTIME): one each.
    key = f"{setting}|{settings.KONKYO_READER_RUNTIME}"
    with _reranker_lock:
        if key not in _reranker_cache:
            from retrieval.core.rerank import CrossEncoderReranker

            answer_dir = _answer_model_dir(setting.strip())
            if answer_dir is not None:
                from retrieval.answering.reader import AnswerReader

                _reranker_cache[key] = AnswerReader(answer_dir, runtime=settings.KONKYO_READER_RUNTIME)
                return _reranker_cache[key]
            if setting == SHIPPED_CROSS_ENCODER:
                from retrieval.modelfiles import ensure_konkyo_reranker

                path = str(ensure_konkyo_reranker(cache_dir=settings.KONKYO_MODEL_CACHE))
            else:
                path = setting
            _reranker_cache[key] = CrossEncoderReranker(path)
        return _reranker_cache[key]


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
            reranker_configured=reranker_configured(),
            dense_enabled=settings.KONKYO_DENSE_ENABLED,
            answerability=reranker_reads_answers(),
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

        core = replace(core, fallback_contact=general_desk_line())
    return core


def general_desk_line() -> str:
    """The general desk admins set (``GeneralDesk``) as one contact line, else the setting."""
    desk = GeneralDesk.objects.first()
    return contact_line(desk.owner, desk.contact) if desk else settings.KONKYO_FALLBACK_CONTACT


def decide(
    *,
    text: str,
    groups: frozenset[str],
    today: date,
    user_date: date | None,
    config: GateConfig | None = None,
) -> Decision:
    """Run the one pipeline for a portal user, within the question's model time budget
    (KONKYO_MODEL_BUDGET_SECONDS: past it, a ``timed_out`` hold well before the task's soft
    time limit), in the embedded runner's threads and Celery workers alike."""
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
        model_budget=settings.KONKYO_MODEL_BUDGET_SECONDS,
    )
