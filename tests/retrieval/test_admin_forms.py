"""Admin forms: validity entered inclusive, overlaps refused in Japanese, groups shown."""

from datetime import date

import pytest

from retrieval.models import DocumentVersion
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client):
    from portal.services import roles_setup

    roles_setup()
    u = factories.user("boss", "admin", "all-staff")
    u.is_staff = True
    u.save()
    client.force_login(u)
    return client


def version_post(doc, **overrides):
    data = {
        "document": doc.pk,
        "label": "2",
        "title": "新版",
        "body": "本文です。",
        "valid_from": "2026-09-01",
        "valid_to": "",
        "groups": [factories.group("all-staff").pk],
        "targets": "[]",
        # the read-only passage inline's management form
        "passages-TOTAL_FORMS": "0",
        "passages-INITIAL_FORMS": "0",
        "passages-MIN_NUM_FORMS": "0",
        "passages-MAX_NUM_FORMS": "0",
    }
    data.update(overrides)
    return data


def test_overlapping_version_is_refused_in_japanese_and_nothing_saved(admin_client):
    doc = factories.document("EXP")
    factories.version(doc, "1", valid_from=date(2026, 4, 1), valid_to=date(2026, 9, 30))
    response = admin_client.post("/admin/retrieval/documentversion/add/", version_post(doc))
    assert response.status_code == 200
    assert "重なっています" in response.content.decode()
    assert DocumentVersion.objects.filter(document=doc).count() == 1


def test_inclusive_end_date_is_stored_half_open(admin_client):
    doc = factories.document("EXP")
    response = admin_client.post(
        "/admin/retrieval/documentversion/add/",
        version_post(doc, valid_from="2026-04-01", valid_to="2026-09-30"),
    )
    assert response.status_code == 302, response.context["adminform"].form.errors
    v = DocumentVersion.objects.get(document=doc)
    assert v.valid_until == date(2026, 10, 1) and v.valid_to == date(2026, 9, 30)
    assert v.passages.get().text == "本文です。"


def test_two_new_overlapping_inline_versions_are_refused_together(admin_client):
    data = {
        "doc_id": "NEW",
        "owner": "総務部",
        "contact": "総務部 窓口",
        "versions-TOTAL_FORMS": "2",
        "versions-INITIAL_FORMS": "0",
        "versions-MIN_NUM_FORMS": "0",
        "versions-MAX_NUM_FORMS": "1000",
    }
    for i, (label, start) in enumerate([("1", "2026-01-01"), ("2", "2026-06-01")]):
        data.update(
            {
                f"versions-{i}-label": label,
                f"versions-{i}-title": "t",
                f"versions-{i}-body": "b。",
                f"versions-{i}-valid_from": start,
                f"versions-{i}-valid_to": "",
                f"versions-{i}-groups": [factories.group("all-staff").pk],
                f"versions-{i}-targets": "[]",
            }
        )
    response = admin_client.post("/admin/retrieval/document/add/", data)
    assert response.status_code == 200
    assert "重なっています" in response.content.decode()
    assert not DocumentVersion.objects.exists()


def test_version_list_shows_validity_and_groups(admin_client):
    factories.version(
        factories.document("HR"),
        "1",
        title="人事規程",
        valid_from=date(2026, 4, 1),
        valid_to=date(2026, 9, 30),
        groups=("hr",),
    )
    page = admin_client.get("/admin/retrieval/documentversion/").content.decode()
    assert "人事規程" in page and "hr" in page and "2026" in page


def test_gate_configuration_change_creates_new_version(admin_client):
    from retrieval.models import GateConfiguration
    from retrieval.runtime import gate_configs_ensure_builtin

    gate_configs_ensure_builtin()
    original = GateConfiguration.objects.get(name="konkyo-bm25", version=1)
    data = {
        f: getattr(original, f)
        for f in (
            "retrieval",
            "top_n",
            "selection",
            "decision_score",
            "aggregate",
            "aggregate_k",
            "tau_s",
            "tau_r",
            "alpha",
            "tau_f",
            "b3_policy",
            "max_k",
            "topic_floor",
        )
    }
    data.update(
        threshold="3.5",
        checks='["target", "item"]',
        note="tuned",
        dense_floor="",
        dense_margin="",
        fallback_contact="",
    )
    response = admin_client.post(f"/admin/retrieval/gateconfiguration/{original.pk}/change/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    original.refresh_from_db()
    assert original.threshold == 2.0  # untouched
    new = GateConfiguration.objects.get(name="konkyo-bm25", version=2)
    assert new.threshold == 3.5 and new.checks == ["target", "item"] and not new.is_active
