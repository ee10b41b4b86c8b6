"""konkyo-default-answer v8: the adoption in retrieval/shipped/konkyo-answerability-ja/adoptions/konkyo-default-answer-v8.json
(written by manage.py ship_gate_version)."""

from django.db import migrations

from grading.shipped import shipped_file_apply

# Never edit this migration or the file it names: ship a new version with a new migration.
SHIPPED_FILE = "konkyo-answerability-ja/adoptions/konkyo-default-answer-v8.json"
SHA256 = "3caf2f8ca33da15bf718147543e5536adbf76b669b45847154dc27bc291c45c7"


def forwards(apps, schema_editor):
    shipped_file_apply(SHIPPED_FILE, sha256=SHA256, apps=apps)


class Migration(migrations.Migration):
    dependencies = [("grading", "0016_ship_konkyo_default_answer_v7"), ("retrieval", "0009_general_desk")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
