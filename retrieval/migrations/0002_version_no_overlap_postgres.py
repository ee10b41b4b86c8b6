"""No two versions of one document valid on the same day, enforced by PostgreSQL.

An exclusion constraint over (document, daterange(valid_from, valid_until, '[)')) needs
btree_gist for the equality on document_id. SQLite has no such constraint; there the
same rule is validated by DocumentVersion.clean() and the importer.
"""

from django.db import migrations

CONSTRAINT = "version_validity_no_overlap"


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS btree_gist")
    schema_editor.execute(
        f"ALTER TABLE retrieval_documentversion ADD CONSTRAINT {CONSTRAINT} "
        "EXCLUDE USING gist (document_id WITH =, daterange(valid_from, valid_until, '[)') WITH &&)"
    )


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(f"ALTER TABLE retrieval_documentversion DROP CONSTRAINT IF EXISTS {CONSTRAINT}")


class Migration(migrations.Migration):
    dependencies = [("retrieval", "0001_initial")]
    operations = [migrations.RunPython(forwards, backwards, elidable=False)]
