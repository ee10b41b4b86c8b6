"""Gate configurations that ship with the code: adoptions made on the development database
(``manage.py adopt_threshold … --export``) and revisions, each a file under
``retrieval/shipped/`` that a data migration writes into every database and
``shipped_default_config`` reads without one.

A file a migration reads never changes (STYLE: a migration that has run is never edited, and
data migrations read no file later commits change). Migrations 0008–0013 read the files in
``LEGACY_SHA256``; every later one names one never-rewritten file,
``<model>/adoptions/<gate>-v<N>.json``, with the sha256 it was written for, and the loader
refuses any other content. ``manage.py ship_gate_version FILE`` writes that migration.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path

SHIPPED = Path(__file__).resolve().parent.parent / "retrieval" / "shipped"
_LEGACY_ROOT = SHIPPED  # where migrations 0008–0013 read, even where a test points SHIPPED elsewhere
ADOPTIONS = "adoptions"  # each model's folder of versioned files, one per gate version

# The files migrations 0008–0013 read, which name no digest themselves: byte-identical forever
# (tests/grading/test_shipped_files.py pins them too).
LEGACY_SHA256 = {
    "konkyo-reranker-ja/adoption.json": "983cf90bae7223da4473551eed0c26689eddfd8eb18bfd5c2bcbefbff2e1fb9d",
    "konkyo-answerability-ja/adoption-v2.json": "8014d12c9d996c053ba69b809f1a730a566c644a713bd261bfa1bbe7f3671f10",
    "konkyo-answerability-ja/adoption-v3.json": "db83d55d5a8daf9184321dcf7d87619ea54e74116154b57d4e90aca5bf6a6bca",
    "konkyo-answerability-ja/adoption-v4.json": "be3b4d82a3c6aecac0a1cad5a41ddd2da15b1e2724c77bb9e9ab345bb9f2d162",
    "konkyo-answerability-ja/adoption.json": "af59d8e092a7285b3f566f8b2ec58831b70e779184b4bb10dd8c117996732968",
    "konkyo-answerability-ja/gate-v6.json": "ee16544420e60f35eb578a1eda7310f1486fe8192c502b5a7d0e37cf6032b796",
}

NEVER_EDIT = (
    "A shipped file never changes once a migration reads it: export the new version "
    "(manage.py adopt_threshold … --export retrieval/shipped/<model>) and ship it with a new "
    "migration (manage.py ship_gate_version FILE)."
)


class ShippedFileChanged(ValueError):
    """A shipped file whose content is not the content its migration was written for."""


def shipped_name(path: Path) -> str | None:
    """``path`` relative to ``SHIPPED`` ("<model>/…"), or None outside it."""
    try:
        return Path(path).resolve().relative_to(SHIPPED).as_posix()
    except ValueError:
        return None


def _legacy_name(path: Path) -> str | None:
    """The ``LEGACY_SHA256`` key of a file migrations 0008–0013 read, else None."""
    path = Path(path).resolve()
    name = f"{path.parent.name}/{path.name}"
    return name if path.parent.parent == _LEGACY_ROOT and name in LEGACY_SHA256 else None


def shipped_version_path(folder: Path, gate_config: str, version: int) -> Path:
    """Where an export of ``gate_config`` version ``version`` goes in a model's shipped folder."""
    return Path(folder) / ADOPTIONS / f"{gate_config}-v{int(version)}.json"


def _read(path: Path, sha256: str | None) -> dict:
    raw = path.read_bytes()
    if sha256 is not None and (actual := hashlib.sha256(raw).hexdigest()) != sha256:
        raise ShippedFileChanged(
            f"{path}: sha256 {actual}, but its migration was written for sha256 {sha256}. {NEVER_EDIT}"
        )
    return json.loads(raw.decode("utf-8"))


def _adoption_checked(data: dict, path: Path) -> dict:
    for key in ("record", "config", "base_config"):
        if key not in data:
            raise ValueError(f"{path}: missing {key!r}")
    return data


# Fields a revision may change: what a hold shows (found instead, related rules, contact,
# the wording of item_not_stated vs below_threshold), never whether it passes.
REVISABLE = frozenset({"topic_floor", "fallback_contact"})


def _revision_checked(data: dict, path: Path) -> dict:
    for key in ("gate_config", "version", "from_version", "changes", "note"):
        if key not in data:
            raise ValueError(f"{path}: missing {key!r}")
    bad = set(data["changes"]) - REVISABLE
    if bad:
        raise ValueError(f"{path}: {sorted(bad)} may change a pass or hold; adopt it instead")
    if int(data["version"]) <= int(data["from_version"]):
        raise ValueError(f"{path}: version must be above from_version")
    return data


def shipped_adoption_load(path: Path) -> dict:
    return _adoption_checked(_read(path, LEGACY_SHA256.get(_legacy_name(path) or "")), path)


def shipped_revision_load(path: Path) -> dict:
    """A shipped config revision: a new version of an adopted configuration that changes only
    fields that decide no pass or hold (``REVISABLE``), like an admin's edit in the admin —
    the threshold and its adoption record stay those of ``from_version``."""
    return _revision_checked(_read(path, LEGACY_SHA256.get(_legacy_name(path) or "")), path)


def shipped_file_load(name: str, *, sha256: str) -> dict:
    """The shipped file ``name`` (relative to ``SHIPPED``), refused unless its sha256 is
    ``sha256``: an adoption (``record``, ``config``, ``base_config``) or a revision
    (``gate_config``, ``version``, ``from_version``, ``changes``, ``note``)."""
    path = SHIPPED / name
    data = _read(path, sha256)
    return _adoption_checked(data, path) if "record" in data else _revision_checked(data, path)


def _adoption_apply(data: dict, file: str, gate_configuration, adoption_record) -> bool:
    record, config, base = data["record"], data["config"], dict(data["base_config"])
    name, version = record["gate_config"], record["gate_config_version"]
    if gate_configuration.objects.filter(name=name, version=version).exists():
        return False
    base_version = int(base.pop("version", 1))
    if not gate_configuration.objects.filter(name=name, version=base_version).exists():
        gate_configuration.objects.create(version=base_version, note="built-in", **base)
    config = {k: v for k, v in config.items() if k != "version"}
    adopted = adoption_record.objects.create(
        gate_config=name,
        gate_config_version=version,
        threshold=record["threshold"],
        split=record.get("split", ""),
        data_from=record.get("data_from"),
        data_to=record.get("data_to"),
        score_definition=record["score_definition"],
        dense_model=record.get("dense_model", ""),
        reranker=record.get("reranker", ""),
        index_version=record.get("index_version", ""),
        tie_handling=record["tie_handling"],
        missing_handling=record["missing_handling"],
        metrics=record.get("metrics", {}),
        note=record.get("note", ""),
        shipped_from={
            "file": file,
            "labelled_set": record.get("labelled_set"),
            "adopted_by": record.get("adopted_by"),
            "adopted_at": record.get("adopted_at"),
        },
    )
    gate_configuration.objects.create(
        version=version, note=f"採用記録 #{adopted.pk} (同梱: {Path(file).name})"[:300], **config
    )
    return True


def shipped_adoption_apply(path: Path, gate_configuration, adoption_record) -> bool:
    """Create the base version (if missing), the adopted version and its AdoptionRecord.

    Takes the model classes (from a migration's app registry). Idempotent: returns False
    when the adopted version already exists. Activates nothing: the portal's default
    choice (latest version of the default name) or an admin does. Migrations 0008–0012 call
    it; later ones call ``shipped_file_apply``.
    """
    data = shipped_adoption_load(path)
    file = f"retrieval/shipped/{path.parent.name}/{path.name}"
    return _adoption_apply(data, file, gate_configuration, adoption_record)


def _revision_apply(data: dict, gate_configuration) -> bool:
    name, version = data["gate_config"], int(data["version"])
    if gate_configuration.objects.filter(name=name, version=version).exists():
        return False
    source = gate_configuration.objects.filter(name=name, version=int(data["from_version"])).first()
    if source is None:
        return False
    source.pk = None
    source.id = None
    source.version = version
    source.is_active = False
    source.created_by = None
    source.note = data["note"][:300]
    for key, value in data["changes"].items():
        setattr(source, key, value)
    source.save(force_insert=True)
    return True


def shipped_revision_apply(path: Path, gate_configuration) -> bool:
    """Create the revision's version as a copy of ``from_version`` with ``changes`` applied.

    Takes the model class (from a migration's app registry). Idempotent: returns False when
    the version exists already, or when ``from_version`` does not (nothing to revise).
    Activates nothing, like ``shipped_adoption_apply``. Migration 0013 calls it."""
    return _revision_apply(shipped_revision_load(path), gate_configuration)


def shipped_file_apply(name: str, *, sha256: str, apps) -> bool:
    """What a migration that ships ``name`` runs (the one ``ship_gate_version`` writes): the
    adoption or revision it holds, once, refused unless the file's sha256 is ``sha256``."""
    data = shipped_file_load(name, sha256=sha256)
    gate_configuration = apps.get_model("retrieval", "GateConfiguration")
    if "record" in data:
        adoption_record = apps.get_model("grading", "AdoptionRecord")
        return _adoption_apply(data, f"retrieval/shipped/{name}", gate_configuration, adoption_record)
    return _revision_apply(data, gate_configuration)


# --- the shipped files, as the migrations name them --------------------------------------


@dataclass(frozen=True)
class ShippedFile:
    name: str  # relative to SHIPPED
    sha256: str
    migration: str  # the grading migration that loads it


def shipped_files() -> list[ShippedFile]:
    """Every shipped file grading's migrations load, in migration order, read from the
    migrations themselves (``SHIPPED_FILE`` and ``SHA256``; 0008–0013: ``ADOPTION`` or
    ``REVISION``, digests in ``LEGACY_SHA256``), so the default computed without a database
    comes from the same files as a migrated database's."""
    from django.db.migrations.loader import MigrationLoader

    graph = MigrationLoader(None, ignore_no_migrations=True).graph
    plan = dict.fromkeys(
        key
        for leaf in graph.leaf_nodes("grading")
        for key in graph.forwards_plan(leaf)
        if key[0] == "grading"
    )
    found = []
    for key in plan:
        module = sys.modules[type(graph.nodes[key]).__module__]
        if hasattr(module, "SHIPPED_FILE"):
            found.append(ShippedFile(module.SHIPPED_FILE, module.SHA256, key[1]))
        for attribute in ("ADOPTION", "REVISION"):
            if (path := getattr(module, attribute, None)) is not None:
                name = _legacy_name(path)
                if name is None:
                    raise ShippedFileChanged(f"{key[1]} reads {path}, which has no pinned sha256")
                found.append(ShippedFile(name, LEGACY_SHA256[name], key[1]))
    return found


def shipped_default_config(
    *, reranker_configured: bool, dense_enabled: bool = True, answerability: bool = False
):
    """The gate a fresh database runs by default, without a database.

    The built-in default (``default_config``), replaced by the latest shipped adoption of the
    same name and the revisions that follow it, read from the files the migrations load
    (``shipped_files``) with the same loader: a migrated database holds those versions and the
    portal activates the latest version of the default name, so ``evaluate`` and the
    benchmarks measure the configuration users actually get.
    """
    from dataclasses import fields, replace

    from retrieval.core.configs import default_config
    from retrieval.core.types import GateConfig

    base = default_config(
        reranker_configured=reranker_configured, dense_enabled=dense_enabled, answerability=answerability
    )
    latest: tuple[int, dict] | None = None
    revisions = []
    for shipped in shipped_files():
        data = shipped_file_load(shipped.name, sha256=shipped.sha256)
        if "record" not in data:
            if data["gate_config"] == base.name:
                revisions.append(data)
            continue
        record = data["record"]
        if record["gate_config"] != base.name:
            continue
        version = int(record["gate_config_version"])
        if latest is None or version > latest[0]:
            latest = (version, data["config"])
    if latest is None:
        return base
    known = {f.name for f in fields(GateConfig)}
    values = {k: v for k, v in latest[1].items() if k in known}
    values["checks"] = frozenset(values.get("checks") or ())
    values["version"] = latest[0]
    for revision in sorted(revisions, key=lambda d: int(d["version"])):
        if int(revision["version"]) <= latest[0]:
            continue
        if int(revision["from_version"]) != values["version"]:
            break
        values.update(revision["changes"], version=int(revision["version"]))
    return replace(base, **values)
