"""At most one version of a document valid on any day: forms/services and PostgreSQL itself."""

from datetime import date

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, connection, transaction

from retrieval.models import DocumentVersion
from tests import factories

pytestmark = pytest.mark.django_db


def test_overlapping_version_is_refused_with_japanese_message():
    doc = factories.document("EXP")
    factories.version(doc, "1", valid_from=date(2026, 4, 1), valid_to=date(2026, 9, 30))
    with pytest.raises(ValidationError) as exc:
        factories.version(doc, "2", valid_from=date(2026, 9, 30), valid_to=None)
    assert "重なっています" in str(exc.value)
    assert DocumentVersion.objects.filter(document=doc).count() == 1


def test_adjacent_versions_are_accepted():
    doc = factories.document("EXP")
    factories.version(doc, "1", valid_from=date(2026, 4, 1), valid_to=date(2026, 9, 30))
    v2 = factories.version(doc, "2", valid_from=date(2026, 10, 1))
    assert v2.valid_on(date(2026, 10, 1))
    assert not v2.valid_on(date(2026, 9, 30))


def test_open_ended_versions_overlap():
    doc = factories.document("EXP")
    factories.version(doc, "1", valid_from=None, valid_to=None)
    with pytest.raises(ValidationError):
        factories.version(doc, "2", valid_from=date(2030, 1, 1))


def test_other_documents_may_share_periods():
    factories.version(factories.document("A"), "1", valid_from=date(2026, 1, 1))
    factories.version(factories.document("B"), "1", valid_from=date(2026, 1, 1))
    assert DocumentVersion.objects.count() == 2


@pytest.mark.services
def test_postgres_exclusion_constraint_rejects_raw_overlapping_insert():
    if connection.vendor != "postgresql":
        pytest.fail("services tests run on PostgreSQL")
    doc = factories.document("RAW")
    factories.version(doc, "1", valid_from=date(2026, 4, 1), valid_to=date(2026, 9, 30))
    sql = (
        "INSERT INTO retrieval_documentversion (document_id, label, title, body, valid_from, valid_until, "
        "targets, detected_targets, created_at, updated_at) "
        "VALUES (%s, %s, 't', 'b', %s, %s, '[]', '[]', now(), now())"
    )
    with pytest.raises(IntegrityError) as exc, transaction.atomic(), connection.cursor() as cur:
        cur.execute(sql, [doc.pk, "2", date(2026, 9, 1), None])
    assert "version_validity_no_overlap" in str(exc.value)
    # Adjacent is fine even through raw SQL.
    with connection.cursor() as cur:
        cur.execute(sql, [doc.pk, "3", date(2026, 10, 1), None])
    assert DocumentVersion.objects.filter(document=doc).count() == 2


def test_unique_label_per_document_in_database():
    doc = factories.document("U")
    factories.version(doc, "1", valid_from=date(2026, 1, 1), valid_to=date(2026, 1, 31))
    with pytest.raises(IntegrityError), transaction.atomic():
        DocumentVersion.objects.create(
            document=doc, label="1", title="x", body="y", valid_from=date(2027, 1, 1)
        )


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_deferred_overlap_constraint_still_refuses_at_commit():
    """A save that closes 第2版 and adds 第3版 defers the constraint to its commit
    (services.validity_constraint_defer); an overlap left at commit is still refused."""
    from retrieval import services

    if connection.vendor != "postgresql":
        pytest.fail("services tests run on PostgreSQL")
    doc = factories.document("DEFER")
    v2 = factories.version(doc, "2", valid_from=date(2026, 10, 1))
    # Written "in the wrong order" inside one transaction: fine once the periods fit at commit.
    with transaction.atomic():
        services.validity_constraint_defer()
        DocumentVersion.objects.create(
            document=doc, label="3", title="t", body="b", valid_from=date(2027, 4, 1)
        )
        DocumentVersion.objects.filter(pk=v2.pk).update(valid_until=date(2027, 4, 1))
    assert DocumentVersion.objects.filter(document=doc).count() == 2
    with pytest.raises(IntegrityError) as exc:
        with transaction.atomic():
            services.validity_constraint_defer()
            DocumentVersion.objects.create(
                document=doc, label="4", title="t", body="b", valid_from=date(2027, 5, 1)
            )
    assert "version_validity_no_overlap" in str(exc.value)
    assert DocumentVersion.objects.filter(document=doc).count() == 2
