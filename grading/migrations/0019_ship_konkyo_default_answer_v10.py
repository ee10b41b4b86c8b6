"""konkyo-default-answer v10: the adoption in retrieval/shipped/konkyo-answerability-ja/adoptions/konkyo-default-answer-v10.json
(written by manage.py ship_gate_version)."""

from django.db import migrations

from grading.shipped import shipped_file_apply

# Never edit this migration or the file it names: ship a new version with a new migration.
SHIPPED_FILE = "konkyo-answerability-ja/adoptions/konkyo-default-answer-v10.json"
SHA256 = "589025b6ec218ee68a8b58b592db5d5ecae5d4f11c0d7be0ab7ad47ed0800036"


def forwards(apps, schema_editor):
    shipped_file_apply(SHIPPED_FILE, sha256=SHA256, apps=apps)


class Migration(migrations.Migration):
    dependencies = [("grading", "0018_ship_konkyo_default_answer_v9"), ("retrieval", "0009_general_desk")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
