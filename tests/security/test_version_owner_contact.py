"""A version's owner and contact reach only that version's readers (issue #40 item 1).

The red-team case on the demo: an admin uploads 第0版 of GEN-VISITOR readable by accounting
only, naming 経理部 and a secret desk. tanaka (no accounting) reads 第1版; nothing he sees —
a hold's contact, the version page, the API, the rules page's owner filter — may name it.
"""

from __future__ import annotations

import json
from datetime import date

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from retrieval import services
from retrieval.core.bundle import VersionSpec
from retrieval.models import DocumentVersion
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

SECRET_DESK = "経理部 秘密窓口 (内線 9999)"
PUBLIC_DESK = "総務部 受付担当 (内線 2000)"  # GEN-VISITOR 第1版's, in the demo corpus
PARKING = "来客用の駐車場は何台まで使えますか？"


def owner_filter_total(client: Client, owner: str) -> int:
    page = client.get("/versions/", {"owner": owner})
    assert page.status_code == 200, page.content.decode()[:500]
    return page.context["total"]


@pytest.fixture
def site(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        call_command("load_demo")
    tanaka = get_user_model().objects.get(username="tanaka")
    client = Client()
    client.force_login(tanaka)
    before = owner_filter_total(client, "経理部")
    restricted = VersionSpec(
        doc_id="GEN-VISITOR",
        label="0",
        title="来客受付要領（旧）",
        text="## 第1条 駐車場\n\n来客用の駐車場は経理部の承認を得て3台まで使える。",
        valid_from=date(2024, 4, 1),
        valid_to=date(2025, 3, 31),
        groups=("accounting",),
        owner="経理部",
        contact=SECRET_DESK,
    )
    with django_capture_on_commit_callbacks(execute=True):
        services.version_upsert(spec=restricted, groups=services.groups_resolve(names=["accounting"]))
    public = DocumentVersion.objects.get(document__doc_id="GEN-VISITOR", label="1")
    return {"tanaka": tanaka, "client": client, "public": public, "owner_total_before": before}


@pytest.mark.slow
@pytest.mark.dense
@pytest.mark.rerank
def test_a_hold_never_names_the_desk_of_a_version_the_asker_cannot_read(site):
    """With the shipped models and gate, as on the demo site: the parking question is held."""
    q = finished(site["tanaka"], PARKING)
    assert q.state == "held", q.response
    told = json.dumps(q.response, ensure_ascii=False)
    assert "秘密窓口" not in told and "9999" not in told
    page = site["client"].get(f"/questions/{q.pk}/").content.decode()
    assert "秘密窓口" not in page and "9999" not in page


def test_the_readable_versions_page_and_api_show_its_own_owner_and_contact(site):
    page = site["client"].get(f"/versions/{site['public'].pk}/").content.decode()
    assert PUBLIC_DESK in page and "秘密窓口" not in page
    api = site["client"].get(f"/api/versions/{site['public'].pk}/").json()
    assert (api["owner"], api["contact"]) == ("総務部", PUBLIC_DESK)


def test_the_rules_page_owner_filter_counts_only_readable_versions_owners(site):
    assert owner_filter_total(site["client"], "経理部") == site["owner_total_before"]


def test_an_upload_naming_no_owner_keeps_the_versions_own_and_leaves_the_document_alone(site):
    public = site["public"]
    spec = VersionSpec(
        doc_id="GEN-VISITOR",
        label="1",
        title=public.title,
        text=public.body,
        valid_from=public.valid_from,
        valid_to=public.valid_to,
        groups=("all-staff",),
    )
    services.version_upsert(spec=spec, groups=services.groups_resolve(names=["all-staff"]))
    public.refresh_from_db()
    assert (public.owner, public.contact) == ("総務部", PUBLIC_DESK)
    assert (public.document.owner, public.document.contact) == ("総務部", PUBLIC_DESK)
