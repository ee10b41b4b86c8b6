"""Held-out looks record the questions they saw (issue #38 item 5): earlier looks are counted by
question, on any set, not by set name. Existing looks get their set's held-out questions at
the time of the look: the items still held out, and those spent (moved to tuning) by that look
or a later one; an item spent by an earlier look was tuning by then. A look from the metrics
page may have shown fewer (its date filters were not recorded): the backfill counts the whole
split, which over-counts rather than forgets. Keys as ``grading.labels.selectors.question_key``
and ``bundle_question_key`` write them, spelled out here so that this migration never changes."""

from django.db import migrations, models
from django.db.models import Q


def backfill(apps, schema_editor):
    HeldOutLook = apps.get_model("grading", "HeldOutLook")
    LabelledItem = apps.get_model("grading", "LabelledItem")
    BundleItem = apps.get_model("grading", "BundleItem")
    for look in HeldOutLook.objects.all().iterator():
        held_then = Q(split="held_out") | Q(spent_by__looked_at__gte=look.looked_at)
        logged = LabelledItem.objects.filter(held_then, labelled_set_id=look.labelled_set_id)
        bundled = BundleItem.objects.filter(labelled_set_id=look.labelled_set_id, split="held_out")
        keys = {f"question:{q}" for q in logged.values_list("decision__question_id", flat=True)}
        keys |= {f"bundle:{q}" for q in bundled.values_list("qid", flat=True)}
        look.question_ids = sorted(keys)
        look.save(update_fields=["question_ids"])


class Migration(migrations.Migration):
    dependencies = [("grading", "0014_decision_question_reference")]

    operations = [
        migrations.AddField(
            model_name="heldoutlook",
            name="question_ids",
            field=models.JSONField(blank=True, default=list, verbose_name="見た質問"),
        ),
        migrations.RunPython(backfill, migrations.RunPython.noop),
    ]
