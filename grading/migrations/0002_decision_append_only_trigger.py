"""On PostgreSQL a trigger rejects UPDATE and DELETE on the decision log (SPEC §6)."""

from django.db import migrations

FUNCTION = """
CREATE OR REPLACE FUNCTION grading_decision_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the decision log is append-only (% rejected)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
"""
TRIGGER = """
CREATE TRIGGER grading_decision_append_only
BEFORE UPDATE OR DELETE ON grading_decision
FOR EACH STATEMENT EXECUTE FUNCTION grading_decision_append_only();
"""


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(FUNCTION, params=None)
    schema_editor.execute(TRIGGER, params=None)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("DROP TRIGGER IF EXISTS grading_decision_append_only ON grading_decision")
    schema_editor.execute("DROP FUNCTION IF EXISTS grading_decision_append_only()")


class Migration(migrations.Migration):
    dependencies = [("grading", "0001_initial")]
    operations = [migrations.RunPython(forwards, backwards, elidable=False)]
