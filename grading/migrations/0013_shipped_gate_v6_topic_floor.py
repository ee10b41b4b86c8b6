"""konkyo-default-answer v6: v5 (its adopted threshold and record unchanged) showing, in holds
and under 関連する規程, only candidates with topic probability ≥ 0.82 instead of 0.5
(retrieval/shipped/konkyo-answerability-ja/gate-v6.json; no pass or hold changes)."""

from django.db import migrations

from grading.shipped import SHIPPED, shipped_revision_apply

REVISION = SHIPPED / "konkyo-answerability-ja" / "gate-v6.json"


def forwards(apps, schema_editor):
    shipped_revision_apply(REVISION, apps.get_model("retrieval", "GateConfiguration"))


class Migration(migrations.Migration):
    dependencies = [("grading", "0012_shipped_answerability_adoption_v5")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
