"""The PostgreSQL no-overlap constraint becomes DEFERRABLE (still checked per statement by
default), so that a save that closes 第2版 and adds 第3版 may defer it to commit
(retrieval.services.validity_constraint_defer) and write the rows in any order."""

from django.db import migrations

CONSTRAINT = "version_validity_no_overlap"
EXCLUDE = "EXCLUDE USING gist (document_id WITH =, daterange(valid_from, valid_until, '[)') WITH &&)"


def _recreate(schema_editor, deferrable: str) -> None:
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(f"ALTER TABLE retrieval_documentversion DROP CONSTRAINT IF EXISTS {CONSTRAINT}")
    schema_editor.execute(
        f"ALTER TABLE retrieval_documentversion ADD CONSTRAINT {CONSTRAINT} {EXCLUDE} {deferrable}"
    )


def forwards(apps, schema_editor):
    _recreate(schema_editor, "DEFERRABLE INITIALLY IMMEDIATE")


def backwards(apps, schema_editor):
    _recreate(schema_editor, "")


class Migration(migrations.Migration):
    dependencies = [("retrieval", "0006_field_labels")]
    operations = [migrations.RunPython(forwards, backwards, elidable=False)]
