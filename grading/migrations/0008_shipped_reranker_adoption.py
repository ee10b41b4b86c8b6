"""The reranker gate adopted on the development data (see retrieval/shipped/konkyo-reranker-ja/)."""

from django.db import migrations

from grading.shipped import SHIPPED, shipped_adoption_apply

ADOPTION = SHIPPED / "konkyo-reranker-ja" / "adoption.json"


def forwards(apps, schema_editor):
    shipped_adoption_apply(
        ADOPTION,
        apps.get_model("retrieval", "GateConfiguration"),
        apps.get_model("grading", "AdoptionRecord"),
    )


class Migration(migrations.Migration):
    dependencies = [
        ("grading", "0007_adoption_record_shipped"),
        ("retrieval", "0004_gateconfiguration_dense_margin"),
    ]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
