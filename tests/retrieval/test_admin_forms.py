"""Admin forms: validity entered inclusive, overlaps refused in Japanese, groups shown."""

from datetime import date

import pytest

from retrieval.models import DocumentVersion
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client):
    u = factories.admin_user()
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


def test_gate_configuration_list_names_checks_in_words_and_rounds_thresholds(admin_client):
    """The list showed raw JSON (["item","parts",…]) and 17-digit thresholds (issue #41 item 4)."""
    from retrieval.models import GateConfiguration

    GateConfiguration.objects.create(
        name="adopted", version=1, threshold=0.19682160019874573, checks=["parts", "item", "topic"]
    )
    page = admin_client.get("/admin/retrieval/gateconfiguration/").content.decode()
    assert "0.1968" in page and "0.19682160019874573" not in page
    assert "問われた事項・質問の各部分・話題" in page
    assert "[&quot;parts&quot;" not in page and '["parts"' not in page


# --- one save: close 第2版 and add 第3版, or delete 第3版 and reopen 第2版 (issue #17 item 2) ---


def inline_post(doc, versions: list[dict], *, initial: int) -> dict:
    """The document change form with its version inlines, as the browser posts it."""
    data = {
        "doc_id": doc.doc_id,
        "owner": doc.owner,
        "contact": doc.contact,
        "versions-TOTAL_FORMS": str(len(versions)),
        "versions-INITIAL_FORMS": str(initial),
        "versions-MIN_NUM_FORMS": "0",
        "versions-MAX_NUM_FORMS": "1000",
    }
    for i, v in enumerate(versions):
        row = {
            "document": doc.pk,
            "title": "t",
            "body": "本文。",
            "valid_to": "",
            "groups": [factories.group("all-staff").pk],
            "targets": "",
            **v,
        }
        data.update({f"versions-{i}-{k}": value for k, value in row.items()})
    return data


@pytest.fixture
def travel():
    doc = factories.document("EXP-TRAVEL")
    v1 = factories.version(doc, "1", valid_from=date(2026, 4, 1), valid_to=date(2026, 9, 30))
    v2 = factories.version(doc, "2", valid_from=date(2026, 10, 1))
    return doc, v1, v2


def test_closing_second_version_and_adding_third_in_one_save(admin_client, travel):
    doc, v1, v2 = travel
    data = inline_post(
        doc,
        [
            {"id": v1.pk, "label": "1", "valid_from": "2026-04-01", "valid_to": "2026-09-30"},
            {"id": v2.pk, "label": "2", "valid_from": "2026-10-01", "valid_to": "2027-03-31"},
            {
                "label": "3",
                "title": "第3版",
                "body": "宿泊費の上限は15,000円とする。",
                "valid_from": "2027-04-01",
            },
        ],
        initial=2,
    )
    response = admin_client.post(f"/admin/retrieval/document/{doc.pk}/change/", data)
    assert response.status_code == 302, response.content.decode()[-3000:]
    v2.refresh_from_db()
    v3 = DocumentVersion.objects.get(document=doc, label="3")
    assert v2.valid_to == date(2027, 3, 31) and v2.valid_until == date(2027, 4, 1)
    assert v3.valid_from == date(2027, 4, 1) and v3.valid_until is None
    assert v3.passages.get().text == "宿泊費の上限は15,000円とする。"


def test_deleting_third_version_while_reopening_second_in_one_save(admin_client, travel):
    doc, v1, v2 = travel
    v2.valid_until = date(2027, 4, 1)
    v2.save()
    v3 = factories.version(doc, "3", valid_from=date(2027, 4, 1))
    data = inline_post(
        doc,
        [
            {"id": v1.pk, "label": "1", "valid_from": "2026-04-01", "valid_to": "2026-09-30"},
            {"id": v2.pk, "label": "2", "valid_from": "2026-10-01", "valid_to": ""},
            {"id": v3.pk, "label": "3", "valid_from": "2027-04-01", "DELETE": "on"},
        ],
        initial=3,
    )
    response = admin_client.post(f"/admin/retrieval/document/{doc.pk}/change/", data)
    assert response.status_code == 302, response.content.decode()[-3000:]
    v2.refresh_from_db()
    assert v2.valid_until is None
    assert list(DocumentVersion.objects.filter(document=doc).values_list("label", flat=True)) == ["1", "2"]


def test_one_save_still_refuses_overlap_among_the_edited_versions(admin_client, travel):
    doc, v1, v2 = travel
    data = inline_post(
        doc,
        [
            {"id": v1.pk, "label": "1", "valid_from": "2026-04-01", "valid_to": "2026-09-30"},
            {"id": v2.pk, "label": "2", "valid_from": "2026-10-01", "valid_to": "2027-04-30"},
            {"label": "3", "valid_from": "2027-04-01"},
        ],
        initial=2,
    )
    response = admin_client.post(f"/admin/retrieval/document/{doc.pk}/change/", data)
    assert response.status_code == 200
    assert "第2版と第3版の適用期間が重なっています" in response.content.decode()
    v2.refresh_from_db()
    assert v2.valid_until is None and not DocumentVersion.objects.filter(label="3").exists()


def test_one_save_refuses_overlap_with_a_saved_version_missing_from_the_form(admin_client, travel):
    doc, v1, v2 = travel  # 第2版 (open) is saved but not posted, e.g. added meanwhile
    data = inline_post(
        doc,
        [
            {"id": v1.pk, "label": "1", "valid_from": "2026-04-01", "valid_to": "2026-09-30"},
            {"label": "3", "valid_from": "2027-04-01"},
        ],
        initial=1,
    )
    response = admin_client.post(f"/admin/retrieval/document/{doc.pk}/change/", data)
    assert response.status_code == 200
    assert "第2版と第3版の適用期間が重なっています" in response.content.decode()
    assert not DocumentVersion.objects.filter(label="3").exists()


# --- forms people can use (issue #17 item 3) ---


def test_targets_are_a_comma_separated_tag_input_that_round_trips(admin_client):
    doc = factories.document("EXP")
    response = admin_client.post(
        "/admin/retrieval/documentversion/add/", version_post(doc, targets="P-20, 日本向け、M-10,, P-20")
    )
    assert response.status_code == 302, response.context["adminform"].form.errors
    v = DocumentVersion.objects.get(document=doc)
    assert v.targets == ["P-20", "日本向け", "M-10"]
    page = admin_client.get(f"/admin/retrieval/documentversion/{v.pk}/change/").content.decode()
    assert 'name="targets" value="P-20, 日本向け, M-10"' in page


def test_a_bad_target_is_refused_naming_the_field_and_nothing_saved(admin_client):
    doc = factories.document("EXP")
    response = admin_client.post(
        "/admin/retrieval/documentversion/add/", version_post(doc, targets='["P-20", 3]')
    )
    assert response.status_code == 200
    errors = response.context["adminform"].form.errors
    assert list(errors) == ["targets"] and "カンマで区切って" in errors["targets"][0]
    assert not DocumentVersion.objects.exists()


def test_validity_fields_are_date_pickers_and_reading_groups_are_checkboxes(admin_client):
    from accounts.roles import ROLE_NAMES

    v = factories.version(
        factories.document("EXP"),
        "1",
        valid_from=date(2026, 4, 1),
        valid_to=date(2026, 9, 30),
        groups=("hr",),
    )
    page = admin_client.get(f"/admin/retrieval/documentversion/{v.pk}/change/").content.decode()
    assert 'type="date" name="valid_from" value="2026-04-01"' in page
    assert 'type="date" name="valid_to" value="2026-09-30"' in page
    hr = factories.group("hr")
    assert f'type="checkbox" name="groups" value="{hr.pk}"' in page
    for role in ROLE_NAMES:
        role_pk = factories.group(role).pk
        assert f'name="groups" value="{role_pk}"' not in page  # roles are not reading groups
    document_page = admin_client.get(f"/admin/retrieval/document/{v.document_id}/change/").content.decode()
    assert 'type="date" name="versions-0-valid_to" value="2026-09-30"' in document_page
    assert 'type="checkbox" name="versions-0-groups"' in document_page


def test_version_list_filters_by_reading_groups_only(admin_client):
    factories.version(factories.document("HR"), "1", groups=("hr",))
    page = admin_client.get("/admin/retrieval/documentversion/").content.decode()
    assert "?reading_group=" in page
    filters = page.split('id="changelist-filter"')[1]
    assert ">hr<" in filters.replace("\n", "").replace(" ", "") or "hr</a>" in filters
    assert "employee</a>" not in filters and "reviewer</a>" not in filters


def test_index_state_is_read_only_with_labels_and_a_real_updated_at(admin_client):
    from datetime import timedelta

    from django.utils import timezone

    from retrieval import indexing
    from retrieval.models import IndexState

    state = indexing.index_state()
    IndexState.objects.filter(pk=state.pk).update(updated_at=timezone.now() - timedelta(days=3))
    indexing.index_bump()
    state.refresh_from_db()
    assert timezone.now() - state.updated_at < timedelta(minutes=1)
    listing = admin_client.get("/admin/retrieval/indexstate/").content.decode()
    for label in ("索引バージョン", "埋め込みモデル", "最終更新日時", "更新待ち"):
        assert label in listing, label
    assert "Dense model" not in listing and "UPDATED AT" not in listing.upper().replace("最終更新日時", "")
    assert "/admin/retrieval/indexstate/add/" not in listing
    change = admin_client.get(f"/admin/retrieval/indexstate/{state.pk}/change/")
    assert change.status_code == 200
    html = change.content.decode()
    assert 'name="_save"' not in html and "/delete/" not in html
    assert (
        admin_client.post(f"/admin/retrieval/indexstate/{state.pk}/delete/", {"post": "yes"}).status_code
        == 403
    )
    assert (
        admin_client.post(f"/admin/retrieval/indexstate/{state.pk}/change/", {"version": 99}).status_code
        == 403
    )
    assert IndexState.objects.get(pk=state.pk).version == state.version


def test_delete_confirmation_names_reading_group_links_in_words(admin_client):
    v = factories.version(factories.document("EXP"), "1", groups=("hr",))
    html = admin_client.get(f"/admin/retrieval/documentversion/{v.pk}/delete/").content.decode()
    assert "DocumentVersion_groups object" not in html
    assert "閲覧グループの割り当て" in html and "EXP 第1版 をグループ hr が閲覧" in html


def test_admin_labels_are_english_with_the_english_cookie(admin_client):
    from retrieval import indexing

    indexing.index_state()
    admin_client.cookies["django_language"] = "en"
    listing = admin_client.get("/admin/retrieval/indexstate/").content.decode()
    assert "Index version" in listing and "Last updated" in listing
    page = admin_client.get("/admin/retrieval/document/upload/").content.decode()
    assert "Upload document files" in page and "文書ファイルの取り込み" not in page


def test_admin_lists_name_their_models_in_the_plural_in_english(admin_client):
    factories.version(factories.document("A-1"), title="規程A")
    factories.version(factories.document("B-1"), title="規程B")
    admin_client.cookies["django_language"] = "en"
    listing = admin_client.get("/admin/retrieval/document/").content.decode()
    assert "2 Documents" in listing and "2 Document<" not in listing
    index = admin_client.get("/admin/").content.decode()
    assert ">Document versions</a>" in index and ">Gate configurations</a>" in index


def test_user_form_shows_role_groups_and_reading_groups_apart_as_checkboxes(admin_client):
    other = factories.user("sato", "employee", "hr")
    html = admin_client.get(f"/admin/auth/user/{other.pk}/change/").content.decode()
    roles_at, reading_at = html.index("役割 (できること)"), html.index("閲覧グループ (読める規程)")
    employee = factories.group("employee").pk
    hr = factories.group("hr").pk
    employee_at = html.index(f'type="checkbox" name="groups" value="{employee}"')
    hr_at = html.index(f'type="checkbox" name="groups" value="{hr}"')
    assert roles_at < employee_at < reading_at < hr_at
    assert "checked" in html[hr_at : html.index(">", hr_at)]
    groups = admin_client.get("/admin/auth/group/?kind=reading").content.decode()
    assert ">hr<" in groups and ">employee<" not in groups
    roles = admin_client.get("/admin/auth/group/?kind=role").content.decode()
    assert ">employee<" in roles and ">hr<" not in roles


def test_synonym_group_form_says_the_answer_check_reads_the_rules_words(admin_client):
    page = admin_client.get("/admin/retrieval/synonymgroup/add/").content.decode()
    assert "回答の判定では質問の語を規程に書かれた語に読み替えて読みます" in page
    admin_client.cookies["django_language"] = "en"
    page = admin_client.get("/admin/retrieval/synonymgroup/add/").content.decode()
    assert "reads the question in the words the rule is written in" in page


def test_admins_set_the_one_general_desk(admin_client):
    from retrieval.models import GeneralDesk

    page = admin_client.post(
        "/admin/retrieval/generaldesk/add/", {"owner": "総務部", "contact": "総務部 総合窓口 (内線 2000)"}
    )
    assert page.status_code == 302, page.content.decode()[:2000]
    assert GeneralDesk.objects.get().contact == "総務部 総合窓口 (内線 2000)"
    assert admin_client.get("/admin/retrieval/generaldesk/add/").status_code == 403  # one desk: edit it
