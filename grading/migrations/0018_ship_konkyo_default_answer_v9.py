"""konkyo-default-answer v9: the adoption in retrieval/shipped/konkyo-answerability-ja/adoptions/konkyo-default-answer-v9.json
(written by manage.py ship_gate_version)."""

from django.db import migrations

from grading.shipped import shipped_file_apply

# Never edit this migration or the file it names: ship a new version with a new migration.
SHIPPED_FILE = "konkyo-answerability-ja/adoptions/konkyo-default-answer-v9.json"
SHA256 = "c763974f782db35afac4c12443518934f04c355ac464d8c323de045b109fb042"


def forwards(apps, schema_editor):
    shipped_file_apply(SHIPPED_FILE, sha256=SHA256, apps=apps)


class Migration(migrations.Migration):
    dependencies = [("grading", "0017_ship_konkyo_default_answer_v8"), ("retrieval", "0009_general_desk")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
