"""manage.py ship_gate_version FILE: the data migration that ships one exported gate version.

FILE is a file ``adopt_threshold … --export`` wrote (or a revision written by hand) under
``retrieval/shipped/<model>/adoptions/``. The migration names the file and pins its sha256,
so it loads that content or nothing (``grading.shipped.shipped_file_apply``), and
``shipped_default_config`` reads it too. Refused for a file a migration already ships.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db.migrations.loader import MigrationLoader

from grading.shipped import ADOPTIONS, shipped_file_load, shipped_files, shipped_name

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"
TEMPLATE = '''"""{gate} v{version}: the {kind} in retrieval/shipped/{name}
(written by manage.py ship_gate_version)."""

from django.db import migrations

from grading.shipped import shipped_file_apply

# Never edit this migration or the file it names: ship a new version with a new migration.
SHIPPED_FILE = "{name}"
SHA256 = "{sha256}"


def forwards(apps, schema_editor):
    shipped_file_apply(SHIPPED_FILE, sha256=SHA256, apps=apps)


class Migration(migrations.Migration):
    dependencies = [("grading", "{grading}"), ("retrieval", "{retrieval}")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
'''


def _leaf(graph, app: str) -> str:
    leaves = graph.leaf_nodes(app)
    if len(leaves) != 1:
        raise CommandError(f"{app} has {len(leaves)} leaf migrations; merge them first")
    return leaves[0][1]


class Command(BaseCommand):
    help = "Write the migration that ships one exported gate version (FILE under retrieval/shipped/<model>/adoptions/)."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--out", type=Path, default=MIGRATIONS, help="default: grading/migrations")

    def handle(self, *args, file: Path, out: Path, **options):
        name = shipped_name(file)
        if name is None or Path(name).parent.name != ADOPTIONS or not file.is_file():
            raise CommandError(f"{file}: not a file in retrieval/shipped/<model>/{ADOPTIONS}/")
        shipped = {f.name: f.migration for f in shipped_files()}
        if name in shipped:
            raise CommandError(f"{file}: migration {shipped[name]} ships it already")
        sha256 = hashlib.sha256(file.read_bytes()).hexdigest()
        try:
            data = shipped_file_load(name, sha256=sha256)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        if "record" in data:
            kind, gate, version = (
                "adoption",
                data["record"]["gate_config"],
                data["record"]["gate_config_version"],
            )
        else:
            kind, gate, version = "revision", data["gate_config"], data["version"]
        if file.name != f"{gate}-v{int(version)}.json":
            raise CommandError(f"{file}: holds {gate} v{version}, so it is named {gate}-v{int(version)}.json")
        loader = MigrationLoader(None, ignore_no_migrations=True)
        grading = _leaf(loader.graph, "grading")
        number = int(grading.split("_", 1)[0]) + 1
        slug = re.sub(r"[^0-9a-z]+", "_", gate.lower()).strip("_")
        target = out / f"{number:04d}_ship_{slug}_v{version}.py"
        if target.exists():
            raise CommandError(f"{target} exists")
        target.write_text(
            TEMPLATE.format(
                gate=gate,
                version=int(version),
                kind=kind,
                name=name,
                sha256=sha256,
                grading=grading,
                retrieval=_leaf(loader.graph, "retrieval"),
            ),
            encoding="utf-8",
        )
        self.stdout.write(f"→ {target} (ships {name}, sha256 {sha256})")
