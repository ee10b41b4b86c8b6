"""The benchmark's own PostgreSQL database: create, migrate, load synthetic passages, users.

Never touches the shared databases: everything here runs on ``konkyo_bench`` (override with
BENCH_DATABASE_URL) and Redis db 13 (BENCH_REDIS_URL). Call ``common.django_setup`` with
those URLs before importing this module's functions that use Django.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlparse

import common
import numpy as np


def _admin_dsn(url: str) -> tuple[str, str]:
    parts = urlparse(url)
    name = parts.path.lstrip("/")
    return url[: -len(parts.path)] + "/postgres", name


def recreate_database() -> None:
    """DROP and CREATE the bench database (it holds nothing but benchmark data)."""
    import psycopg

    admin, name = _admin_dsn(common.BENCH_DATABASE_URL)
    if not name.startswith("konkyo_bench"):
        raise SystemExit(f"refusing to drop {name!r}: the bench database must be named konkyo_bench*")
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')


def ensure_database() -> None:
    """CREATE the bench database when it does not exist (keeps it otherwise)."""
    import psycopg

    admin, name = _admin_dsn(common.BENCH_DATABASE_URL)
    with psycopg.connect(admin, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')


def flush_redis() -> None:
    """Empty the bench Redis db (13): no task of a previous run may be picked up."""
    import redis

    url = common.BENCH_REDIS_URL
    if not url.rstrip("/").endswith("/13") and "BENCH_REDIS_URL" not in __import__("os").environ:
        raise SystemExit(f"refusing to flush {url}")
    redis.Redis.from_url(url).flushdb()


def ensure_migrated() -> None:
    from django.core.management import call_command
    from django.db import connection

    from portal.services import roles_setup

    with connection.cursor() as cur:
        cur.execute("SELECT to_regclass('grading_decision')")
        migrated = cur.fetchone()[0] is not None
    if not migrated:
        call_command("migrate", verbosity=0, interactive=False)
    roles_setup()


def load_versions(
    lines: Sequence[dict[str, Any]], vectors: np.ndarray, model_id: str, *, first_passage: int
) -> int:
    """Bulk-insert versions (and their passages with embeddings ``vectors[first_passage:]``).

    The rows are what ``retrieval.services.version_upsert`` writes (detected targets, stated
    validity, groups, chunking); bulk inserts skip the signals, so nothing is scheduled.
    """
    from django.contrib.auth.models import Group
    from django.db import transaction

    from retrieval.core.bundle import VersionSpec, parse_date
    from retrieval.core.chunking import chunk_body
    from retrieval.core.text import extract_identifiers, stated_validity
    from retrieval.models import Document, DocumentVersion, Passage

    groups = {g.name: g for g in Group.objects.all()}
    index = first_passage
    with transaction.atomic():
        docs = {d.doc_id: d for d in Document.objects.filter(doc_id__in={x["doc_id"] for x in lines})}
        new_docs = [
            Document(doc_id=x["doc_id"], owner=x.get("owner", ""), contact=x.get("contact", ""))
            for x in {x["doc_id"]: x for x in lines if x["doc_id"] not in docs}.values()
        ]
        for d in Document.objects.bulk_create(new_docs, batch_size=2000):
            docs[d.doc_id] = d
        versions, m2m, passages = [], [], []
        for x in lines:
            spec = VersionSpec(
                doc_id=x["doc_id"],
                label=x["version"],
                title=x["title"],
                text=x["text"],
                valid_from=parse_date(x["valid_from"], path="", line=None, field_name="valid_from"),
                valid_to=parse_date(x["valid_to"], path="", line=None, field_name="valid_to"),
                groups=tuple(x["groups"]),
                targets=tuple(x.get("targets", ())),
            )
            stated = stated_validity(spec.text)
            versions.append(
                DocumentVersion(
                    document=docs[spec.doc_id],
                    label=spec.label,
                    title=spec.title,
                    body=spec.text,
                    valid_from=spec.valid_from,
                    valid_until=spec.valid_until,
                    targets=list(spec.targets),
                    owner=x.get("owner") or docs[spec.doc_id].owner,
                    contact=x.get("contact") or docs[spec.doc_id].contact,
                    detected_targets=[t for t in extract_identifiers(spec.text) if t not in spec.targets],
                    stated_valid_from=stated[0] if stated else None,
                    stated_valid_until=stated[1] if stated else None,
                )
            )
        DocumentVersion.objects.bulk_create(versions, batch_size=2000)
        for v, x in zip(versions, lines, strict=True):
            for name in x["groups"]:
                if name not in groups:
                    groups[name] = Group.objects.create(name=name)
                m2m.append(DocumentVersion.groups.through(documentversion_id=v.pk, group_id=groups[name].pk))
            for chunk in chunk_body(v.body):
                passages.append(
                    Passage(
                        version=v,
                        position=chunk.position,
                        heading_path=list(chunk.heading_path),
                        text=chunk.text,
                        embedding=np.asarray(vectors[index], dtype=np.float32).tobytes(),
                        embedding_model=model_id,
                    )
                )
                index += 1
        DocumentVersion.groups.through.objects.bulk_create(m2m, batch_size=5000)
        Passage.objects.bulk_create(passages, batch_size=2000)
    return index - first_passage


def index_bump(model_id: str) -> int:
    from retrieval.indexing import index_bump as bump

    return bump(dense_model=model_id)


def users_for(
    group_sets: Sequence[Sequence[str]], copies: int = 1
) -> dict[tuple[str, ...], list[tuple[str, str]]]:
    """Employees reading exactly each group set; ``copies`` users per set. → {groups: [(name, token)]}"""
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group

    from portal.tokens import token_issue

    User = get_user_model()
    out: dict[tuple[str, ...], list[tuple[str, str]]] = {}
    for gs in sorted({tuple(sorted(g)) for g in group_sets}):
        for k in range(copies):
            name = f"bench-{'+'.join(gs)}-{k}"
            user, _ = User.objects.get_or_create(username=name)
            names = [*gs, "employee"]
            for n in names:
                Group.objects.get_or_create(name=n)
            user.groups.set(Group.objects.filter(name__in=names))
            _token, key = token_issue(user=user)  # keys are not stored: a new one each run
            out.setdefault(gs, []).append((name, key))
    return out


def timed(fn, *args, **kwargs) -> tuple[Any, float]:
    t = time.perf_counter()
    value = fn(*args, **kwargs)
    return value, time.perf_counter() - t
