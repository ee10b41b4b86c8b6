"""The decision log refers to its question by id only (issue #41 item 7): dependencies run
portal → grading, so the log's foreign key to portal's question table becomes a plain unique
column (same column, same values: no row is rewritten, the MAC chain is unchanged). The
question now holds its decision (portal 0006)."""

from django.db import migrations, models


def _fields(apps):
    Decision = apps.get_model("grading", "Decision")
    old = Decision._meta.get_field("question")
    new = models.BigIntegerField(unique=True, editable=False, verbose_name="質問")
    new.set_attributes_from_name("question_id")
    new.model = Decision
    return Decision, old, new


def forwards(apps, schema_editor):
    Decision, old, new = _fields(apps)
    schema_editor.alter_field(Decision, old, new)  # drops the foreign key constraint, keeps the data


class Migration(migrations.Migration):
    dependencies = [("grading", "0013_shipped_gate_v6_topic_floor")]
    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[migrations.RunPython(forwards, migrations.RunPython.noop, elidable=False)],
            state_operations=[
                migrations.RemoveField(model_name="decision", name="question"),
                migrations.AddField(
                    model_name="decision",
                    name="question_id",
                    field=models.BigIntegerField(editable=False, unique=True, verbose_name="質問"),
                    preserve_default=False,
                ),
            ],
        )
    ]
