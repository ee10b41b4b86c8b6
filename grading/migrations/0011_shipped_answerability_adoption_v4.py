"""The answerability gate re-adopted for run 4 of the model (konkyo-answerability-ja@4bb73020,
see retrieval/shipped/konkyo-answerability-ja/MODEL_CARD.md): konkyo-default-answer v4."""

from django.db import migrations

from grading.shipped import SHIPPED, shipped_adoption_apply

ADOPTION = SHIPPED / "konkyo-answerability-ja" / "adoption-v4.json"


def forwards(apps, schema_editor):
    shipped_adoption_apply(
        ADOPTION,
        apps.get_model("retrieval", "GateConfiguration"),
        apps.get_model("grading", "AdoptionRecord"),
    )


class Migration(migrations.Migration):
    dependencies = [("grading", "0010_shipped_answerability_adoption_v3")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
