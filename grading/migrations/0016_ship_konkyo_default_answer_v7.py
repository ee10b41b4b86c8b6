"""konkyo-default-answer v7: the adoption in retrieval/shipped/konkyo-answerability-ja/adoptions/konkyo-default-answer-v7.json
(written by manage.py ship_gate_version)."""

from django.db import migrations

from grading.shipped import shipped_file_apply

# Never edit this migration or the file it names: ship a new version with a new migration.
SHIPPED_FILE = "konkyo-answerability-ja/adoptions/konkyo-default-answer-v7.json"
SHA256 = "4e2dacc1453983e8b73f863b6cc0726be948d8fac98ab67e6bc4a1c31112421b"


def forwards(apps, schema_editor):
    shipped_file_apply(SHIPPED_FILE, sha256=SHA256, apps=apps)


class Migration(migrations.Migration):
    dependencies = [("grading", "0015_heldoutlook_question_ids"), ("retrieval", "0009_general_desk")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
