"""Gate adoptions that ship with the code (adopted on the development database with
``manage.py adopt_threshold … --export``) and are written into every database by a data
migration, so a fresh installation runs the adopted configuration and keeps its record.
"""

from __future__ import annotations

import json
from pathlib import Path

SHIPPED = Path(__file__).resolve().parent.parent / "retrieval" / "shipped"


def shipped_adoption_load(path: Path) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in ("record", "config", "base_config"):
        if key not in data:
            raise ValueError(f"{path}: missing {key!r}")
    return data


def shipped_adoption_apply(path: Path, gate_configuration, adoption_record) -> bool:
    """Create the base version (if missing), the adopted version and its AdoptionRecord.

    Takes the model classes (from a migration's app registry). Idempotent: returns False
    when the adopted version already exists. Activates nothing: the portal's default
    choice (latest version of the default name) or an admin does.
    """
    data = shipped_adoption_load(path)
    record, config, base = data["record"], data["config"], data["base_config"]
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
            "file": f"retrieval/shipped/{path.parent.name}/{path.name}",
            "labelled_set": record.get("labelled_set"),
            "adopted_by": record.get("adopted_by"),
            "adopted_at": record.get("adopted_at"),
        },
    )
    gate_configuration.objects.create(
        version=version, note=f"採用記録 #{adopted.pk} (同梱: {path.name})"[:300], **config
    )
    return True


# Fields a revision may change: what a hold shows (found instead, related rules, contact,
# the wording of item_not_stated vs below_threshold), never whether it passes.
REVISABLE = frozenset({"topic_floor", "fallback_contact"})


def shipped_revision_load(path: Path) -> dict:
    """A shipped config revision: a new version of an adopted configuration that changes only
    fields that decide no pass or hold (``REVISABLE``), like an admin's edit in the admin —
    the threshold and its adoption record stay those of ``from_version``."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in ("gate_config", "version", "from_version", "changes", "note"):
        if key not in data:
            raise ValueError(f"{path}: missing {key!r}")
    bad = set(data["changes"]) - REVISABLE
    if bad:
        raise ValueError(f"{path}: {sorted(bad)} may change a pass or hold; adopt it instead")
    if int(data["version"]) <= int(data["from_version"]):
        raise ValueError(f"{path}: version must be above from_version")
    return data


def shipped_revision_apply(path: Path, gate_configuration) -> bool:
    """Create the revision's version as a copy of ``from_version`` with ``changes`` applied.

    Takes the model class (from a migration's app registry). Idempotent: returns False when
    the version exists already, or when ``from_version`` does not (nothing to revise).
    Activates nothing, like ``shipped_adoption_apply``."""
    data = shipped_revision_load(path)
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


def _revisions(name: str, above: int) -> list[dict]:
    """The shipped revisions of ``name`` above version ``above``, in version order, each
    revising the one before it."""
    found = []
    for path in sorted(SHIPPED.glob("*/gate-v*.json")):
        data = shipped_revision_load(path)
        if data["gate_config"] == name and int(data["version"]) > above:
            found.append(data)
    found.sort(key=lambda d: int(d["version"]))
    return found


def shipped_default_config(
    *, reranker_configured: bool, dense_enabled: bool = True, answerability: bool = False
):
    """The gate a fresh database runs by default, without a database.

    The built-in default (``default_config``), replaced by the latest shipped adoption of the
    same name when one exists: migration 0008 writes that adoption into every database and
    the portal activates the latest version of the default name, so ``evaluate`` and the
    benchmarks measure the configuration users actually get.
    """
    from dataclasses import fields, replace

    from retrieval.core.configs import default_config
    from retrieval.core.types import GateConfig

    base = default_config(
        reranker_configured=reranker_configured, dense_enabled=dense_enabled, answerability=answerability
    )
    latest: tuple[int, dict] | None = None
    for path in sorted(SHIPPED.glob("*/adoption.json")):
        data = shipped_adoption_load(path)
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
    for revision in _revisions(base.name, latest[0]):
        if int(revision["from_version"]) != values["version"]:
            break
        values.update(revision["changes"], version=int(revision["version"]))
    return replace(base, **values)
