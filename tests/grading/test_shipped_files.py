"""The shipped gate has one source of truth (issue #38 item 5): the files data migrations load
never change, each later one is a new versioned file whose migration pins its sha256, and the
default computed without a database reads the same files with the same loader."""

import hashlib
import importlib.util
import json
import re
from pathlib import Path

import pytest
from django.apps import apps as django_apps
from django.core.management import CommandError, call_command
from django.db import transaction
from django.db.migrations.loader import MigrationLoader

from grading import shipped
from grading.models import AdoptionRecord
from retrieval.models import GateConfiguration
from tests import factories
from tests.grading.test_adopt_threshold import _bundle

ROOT = Path(__file__).resolve().parents[2]

# What migrations 0008–0013 read, as they were when those migrations were applied. Never edit
# one of these files (and never this table to match an edit): a database migrated before the
# edit keeps the old content, a new one would get the new. To change the shipped gate, export
# a new version (manage.py adopt_threshold … --export retrieval/shipped/<model>, a new file
# <model>/adoptions/<gate>-v<N>.json) and ship it with a new migration (manage.py
# ship_gate_version FILE), which pins its own digest.
PINNED = {
    "konkyo-reranker-ja/adoption.json": (
        "0008_shipped_reranker_adoption",
        "983cf90bae7223da4473551eed0c26689eddfd8eb18bfd5c2bcbefbff2e1fb9d",
    ),
    "konkyo-answerability-ja/adoption-v2.json": (
        "0009_shipped_answerability_adoption",
        "8014d12c9d996c053ba69b809f1a730a566c644a713bd261bfa1bbe7f3671f10",
    ),
    "konkyo-answerability-ja/adoption-v3.json": (
        "0010_shipped_answerability_adoption_v3",
        "db83d55d5a8daf9184321dcf7d87619ea54e74116154b57d4e90aca5bf6a6bca",
    ),
    "konkyo-answerability-ja/adoption-v4.json": (
        "0011_shipped_answerability_adoption_v4",
        "be3b4d82a3c6aecac0a1cad5a41ddd2da15b1e2724c77bb9e9ab345bb9f2d162",
    ),
    "konkyo-answerability-ja/adoption.json": (
        "0012_shipped_answerability_adoption_v5",
        "af59d8e092a7285b3f566f8b2ec58831b70e779184b4bb10dd8c117996732968",
    ),
    "konkyo-answerability-ja/gate-v6.json": (
        "0013_shipped_gate_v6_topic_floor",
        "ee16544420e60f35eb578a1eda7310f1486fe8192c502b5a7d0e37cf6032b796",
    ),
}


@pytest.mark.parametrize("name", sorted(PINNED))
def test_a_file_an_applied_migration_reads_stays_byte_identical(name):
    migration, digest = PINNED[name]
    actual = hashlib.sha256((shipped.SHIPPED / name).read_bytes()).hexdigest()
    assert actual == digest, (
        f"retrieval/shipped/{name} changed (sha256 {actual}, pinned {digest}), but migration "
        f"{migration} reads it: restore it. To ship a new gate, add a new versioned file "
        "(adopt_threshold --export retrieval/shipped/<model>) and a new migration "
        "(ship_gate_version FILE) instead of editing this one."
    )


def test_the_loader_knows_the_same_pins_and_the_migrations_read_nothing_else():
    assert shipped.LEGACY_SHA256 == {name: digest for name, (_, digest) in PINNED.items()}
    found = shipped.shipped_files()
    legacy = {f.name: (f.migration, f.sha256) for f in found if f.migration < "0015"}
    assert legacy == PINNED
    # Every later file is a versioned one, named by its migration with its own digest.
    for f in found:
        if f.migration >= "0015":
            assert re.fullmatch(r"[^/]+/adoptions/[^/]+-v\d+\.json", f.name), f
            assert re.fullmatch(r"[0-9a-f]{64}", f.sha256), f


def test_no_migration_reads_a_file_it_does_not_name_with_its_digest():
    """A data migration that reads a file (or the shipped folder) is one ``shipped_files``
    lists: ``SHIPPED_FILE`` and ``SHA256``, or a pinned legacy one."""
    listed = {f.migration for f in shipped.shipped_files()}
    reads = re.compile(r"read_text|read_bytes|open\(|\.json|SHIPPED|grading\.shipped|json\.load")
    readers = {
        path.stem
        for path in (ROOT / "grading" / "migrations").glob("[0-9]*.py")
        if reads.search(path.read_text(encoding="utf-8"))
    }
    others = [
        path
        for app in ("accounts", "portal", "retrieval")
        for path in (ROOT / app / "migrations").glob("[0-9]*.py")
        if reads.search(path.read_text(encoding="utf-8"))
    ]
    assert readers == listed and others == []


def _adoption_data(version: int) -> dict:
    core = GateConfiguration.fields_from_core(
        GateConfiguration.objects.get(name="konkyo-default-rerank", version=1).to_core()
    )
    return {
        "record": {
            "gate_config": "konkyo-default-rerank",
            "gate_config_version": version,
            "threshold": 0.31,
            "score_definition": "rerank_prob ≥ 閾値",
            "tie_handling": "≥",
            "missing_handling": "hold",
        },
        "config": {**core, "threshold": 0.31},
        "base_config": {**core, "version": 1},
    }


@pytest.mark.django_db
def test_the_loader_refuses_content_other_than_the_pinned_one_naming_file_and_digests(tmp_path, monkeypatch):
    monkeypatch.setattr(shipped, "SHIPPED", tmp_path)
    path = tmp_path / "m" / "adoptions" / "konkyo-default-rerank-v9.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(_adoption_data(9)), encoding="utf-8")
    pinned = hashlib.sha256(path.read_bytes()).hexdigest()
    assert shipped.shipped_file_apply(
        "m/adoptions/konkyo-default-rerank-v9.json", sha256=pinned, apps=django_apps
    )
    record = AdoptionRecord.objects.get(gate_config="konkyo-default-rerank", gate_config_version=9)
    assert record.shipped_from["file"] == ("retrieval/shipped/m/adoptions/konkyo-default-rerank-v9.json")
    path.write_text(json.dumps(_adoption_data(9)) + " ", encoding="utf-8")  # one byte more
    changed = hashlib.sha256(path.read_bytes()).hexdigest()
    with pytest.raises(shipped.ShippedFileChanged) as refused:
        shipped.shipped_file_load("m/adoptions/konkyo-default-rerank-v9.json", sha256=pinned)
    assert str(path) in str(refused.value) and pinned in str(refused.value) and changed in str(refused.value)


@pytest.mark.django_db
def test_an_export_ships_through_the_migration_ship_gate_version_writes(tmp_path, monkeypatch):
    """adopt_threshold --export → ship_gate_version FILE → the migration loads that file (on a
    database that does not have the version yet), and refuses it once its content changes."""
    monkeypatch.setattr(shipped, "SHIPPED", tmp_path / "shipped")
    factories.user("admin", "admin")
    run = tmp_path / "run"
    run.mkdir()
    _bundle(run)
    call_command("import_labelled_set", str(run), "--name", "dev", "--user", "admin")
    latest = GateConfiguration.objects.filter(name="konkyo-default-rerank").order_by("-version").first()
    with transaction.atomic():  # adopted on the development database, not this one
        call_command(
            "adopt_threshold", "dev", "--excess-hold-budget", "0.0", "--user", "admin",
            "--export", str(tmp_path / "shipped" / "konkyo-reranker-ja"),
        )  # fmt: skip
        transaction.set_rollback(True)
    version = latest.version + 1
    exported = (
        tmp_path / "shipped" / "konkyo-reranker-ja" / "adoptions" / f"konkyo-default-rerank-v{version}.json"
    )
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    call_command("ship_gate_version", str(exported), "--out", str(migrations))
    (written,) = migrations.iterdir()
    (leaf,) = MigrationLoader(None).graph.leaf_nodes("grading")
    assert written.name == f"{int(leaf[1][:4]) + 1:04d}_ship_konkyo_default_rerank_v{version}.py"
    source = written.read_text(encoding="utf-8")
    digest = hashlib.sha256(exported.read_bytes()).hexdigest()
    assert f'SHIPPED_FILE = "konkyo-reranker-ja/adoptions/konkyo-default-rerank-v{version}.json"' in source
    assert f'SHA256 = "{digest}"' in source and f'("grading", "{leaf[1]}")' in source
    spec = importlib.util.spec_from_file_location("shipped_migration", written)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert not GateConfiguration.objects.filter(name="konkyo-default-rerank", version=version).exists()
    module.forwards(django_apps, None)
    adopted = GateConfiguration.objects.get(name="konkyo-default-rerank", version=version)
    record = AdoptionRecord.objects.get(gate_config="konkyo-default-rerank", gate_config_version=version)
    assert adopted.threshold == record.threshold == 0.45 and record.shipped_from["adopted_by"] == "admin"
    module.forwards(django_apps, None)  # idempotent
    assert GateConfiguration.objects.filter(name="konkyo-default-rerank", version=version).count() == 1
    exported.write_bytes(exported.read_bytes().replace(b"0.45", b"0.46"))
    with pytest.raises(shipped.ShippedFileChanged, match="never changes"):
        module.forwards(django_apps, None)
    with pytest.raises(CommandError, match="not a file in retrieval/shipped"):
        call_command("ship_gate_version", str(run / "decisions.jsonl"), "--out", str(migrations))
