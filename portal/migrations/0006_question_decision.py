"""A question holds its final decision (issue #41 item 7: the log's foreign key to the question
is a plain id since grading 0014, so that dependencies run portal → grading). Filled from the
log for every question already decided."""

import django.db.models.deletion
from django.db import migrations, models


def fill(apps, schema_editor):
    Question = apps.get_model("portal", "Question")
    Decision = apps.get_model("grading", "Decision")
    for pk, question_id in Decision.objects.values_list("pk", "question_id").iterator():
        Question.objects.filter(pk=question_id).update(decision_id=pk)


class Migration(migrations.Migration):
    dependencies = [
        ("grading", "0014_decision_question_reference"),
        ("portal", "0005_api_token"),
    ]

    operations = [
        migrations.AddField(
            model_name="question",
            name="decision",
            field=models.OneToOneField(
                blank=True,
                editable=False,
                null=True,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="question",
                to="grading.decision",
                verbose_name="判定ログ",
            ),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop, elidable=False),
    ]
