"""The answerability gate adopted on the development data (see retrieval/shipped/konkyo-answerability-ja/)."""

from django.db import migrations

from grading.shipped import SHIPPED, shipped_adoption_apply

ADOPTION = SHIPPED / "konkyo-answerability-ja" / "adoption-v2.json"


def forwards(apps, schema_editor):
    shipped_adoption_apply(
        ADOPTION,
        apps.get_model("retrieval", "GateConfiguration"),
        apps.get_model("grading", "AdoptionRecord"),
    )


class Migration(migrations.Migration):
    dependencies = [
        ("grading", "0008_shipped_reranker_adoption"),
        ("retrieval", "0005_gateconfiguration_answerability"),
    ]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
