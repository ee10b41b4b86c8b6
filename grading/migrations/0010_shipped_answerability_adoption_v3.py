"""The answerability gate re-adopted for the retrained model (konkyo-answerability-ja@2489f6f8,
see retrieval/shipped/konkyo-answerability-ja/MODEL_CARD.md): konkyo-default-answer v3."""

from django.db import migrations

from grading.shipped import SHIPPED, shipped_adoption_apply

ADOPTION = SHIPPED / "konkyo-answerability-ja" / "adoption-v3.json"


def forwards(apps, schema_editor):
    shipped_adoption_apply(
        ADOPTION,
        apps.get_model("retrieval", "GateConfiguration"),
        apps.get_model("grading", "AdoptionRecord"),
    )


class Migration(migrations.Migration):
    dependencies = [("grading", "0009_shipped_answerability_adoption")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
