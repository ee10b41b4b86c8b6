"""The answerability gate re-adopted after the reader began reading each passage in its own
words (the admin's synonym groups; same weights konkyo-answerability-ja@4bb73020, see
retrieval/shipped/konkyo-answerability-ja/MODEL_CARD.md): konkyo-default-answer v5."""

from django.db import migrations

from grading.shipped import SHIPPED, shipped_adoption_apply

ADOPTION = SHIPPED / "konkyo-answerability-ja" / "adoption.json"


def forwards(apps, schema_editor):
    shipped_adoption_apply(
        ADOPTION,
        apps.get_model("retrieval", "GateConfiguration"),
        apps.get_model("grading", "AdoptionRecord"),
    )


class Migration(migrations.Migration):
    dependencies = [("grading", "0011_shipped_answerability_adoption_v4")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
