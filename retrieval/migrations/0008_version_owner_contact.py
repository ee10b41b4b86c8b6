"""Owner and contact move onto each version (issue #40 item 1): an upload of a version readable
by few rewrote its document's owner and contact, which every reader of the other versions saw.
Each existing version starts with its document's values; the document keeps them as the
defaults for a new version that names none."""

from django.db import migrations, models


def copy_from_documents(apps, schema_editor):
    Document = apps.get_model("retrieval", "Document")
    DocumentVersion = apps.get_model("retrieval", "DocumentVersion")
    for document in Document.objects.only("pk", "owner", "contact").iterator():
        DocumentVersion.objects.filter(document_id=document.pk).update(
            owner=document.owner, contact=document.contact
        )


class Migration(migrations.Migration):
    dependencies = [("retrieval", "0007_version_no_overlap_deferrable")]
    operations = [
        migrations.AddField(
            model_name="documentversion",
            name="owner",
            field=models.CharField(blank=True, db_default="", default="", max_length=200, verbose_name="所管部署"),
        ),
        migrations.AddField(
            model_name="documentversion",
            name="contact",
            field=models.CharField(blank=True, db_default="", default="", max_length=300, verbose_name="問い合わせ先"),
        ),
        migrations.RunPython(copy_from_documents, migrations.RunPython.noop, elidable=False),
    ]
