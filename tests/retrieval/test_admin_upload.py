"""Upload in the admin (issue #17 item 1): files or a zip → preview → confirm → progress."""

import html as htmllib
import io
import json
import re
import zipfile
from datetime import date

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from retrieval import indexing
from retrieval.models import Document, DocumentVersion, IndexState, Passage
from tests import factories
from tests.retrieval import bombs

pytestmark = pytest.mark.django_db
UPLOAD = "/admin/retrieval/document/upload/"


def front(**meta) -> str:
    base = {
        "doc_id": "EXP-TRAVEL",
        "version": "3",
        "title": "国内出張旅費規程 第3版",
        "valid_from": "2027-04-01",
        "groups": "[all-staff]",
        "owner": "経理部",
        "contact": "経理部 精算窓口",
    }
    base.update(meta)
    body = base.pop(
        "body", "## 第1条 日当\n\n日当は3,000円とする。\n\n## 第2条 宿泊\n\n宿泊費の上限は15,000円とする。"
    )
    lines = [f"{k}: {v}" for k, v in base.items() if v is not None]
    return "---\n" + "\n".join(lines) + "\n---\n" + body + "\n"


def md(name: str, text: str) -> SimpleUploadedFile:
    return SimpleUploadedFile(name, text.encode("utf-8"), content_type="text/markdown")


def zipped(name: str, members: dict[str, bytes | str]) -> SimpleUploadedFile:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for member, content in members.items():
            z.writestr(member, content.encode("utf-8") if isinstance(content, str) else content)
    return SimpleUploadedFile(name, buf.getvalue(), content_type="application/zip")


@pytest.fixture(autouse=True)
def upload_dir(settings, tmp_path):
    settings.KONKYO_UPLOAD_DIR = str(tmp_path / "uploads")
    return tmp_path / "uploads"


@pytest.fixture
def boss(client):
    u = factories.admin_user()
    client.force_login(u)
    return u


def upload(client, *files, create_groups=False):
    data = {"files": list(files)}
    if create_groups:
        data["create_groups"] = "on"
    return client.post(UPLOAD, data)


def preview_url(response) -> str:
    assert response.status_code == 302, response.content.decode()[:3000]
    assert response["Location"].startswith(UPLOAD)
    return response["Location"]


def test_preview_shows_every_version_with_its_passages_and_saves_nothing(client, boss):
    response = upload(
        client,
        md(
            "v3.md",
            front(body="2027年4月1日から適用する。\n\n## 第1条 日当\n\n日当は P-20 の出張で3,000円とする。"),
        ),
        md(
            "visitor.md",
            front(
                doc_id="GEN-VISITOR",
                version="1",
                title="来客対応規程",
                valid_from="2026-04-01",
                valid_to="2027-03-31",
            ),
        ),
    )
    page = client.get(preview_url(response))
    html = page.content.decode()
    assert page.status_code == 200
    for text in (
        "国内出張旅費規程 第3版",
        "EXP-TRAVEL",
        "来客対応規程",
        "GEN-VISITOR",
        "2027-04-01",
        "2027-03-31",
        "all-staff",
        "日当は P-20 の出張で3,000円とする。",  # a passage as it will be cut
        "第1条 日当",  # its heading path
        "P-20",  # detected in the body
    ):
        assert text in html, text
    # The validity stated in the body is shown for the admin to compare.
    stated = html.split('class="stated-validity"')[1].split("</dd>")[0]
    assert "2027-04-01" in stated
    assert 'id="upload-confirm"' in html and 'id="upload-problems"' not in html
    assert Document.objects.count() == 0 and DocumentVersion.objects.count() == 0


def test_errors_name_file_line_and_field_and_nothing_can_be_saved(client, boss):
    response = upload(
        client,
        md("good.md", front(doc_id="GOOD")),
        md("bad.md", front(doc_id="BAD", valid_from="2027-02-30")),
        md("nogroup.md", front(doc_id="NG", groups="[no-such-group]")),
    )
    url = preview_url(response)
    html = client.get(url).content.decode()
    rows = html.split('id="upload-problems"')[1].split("</table>")[0]
    assert "bad.md" in rows and '<td class="line">5</td>' in rows and "valid_from" in rows
    assert "nogroup.md" in rows and "groups" in rows and "no-such-group" in rows
    assert 'id="upload-confirm"' not in html
    # A crafted confirmation is refused too, and saves nothing (not even good.md).
    refused = client.post(url, {"action": "confirm"})
    assert refused.status_code == 400
    assert Document.objects.count() == 0 and DocumentVersion.objects.count() == 0


def test_confirm_saves_everything_then_shows_indexing_progress(
    client, boss, monkeypatch, upload_dir, django_capture_on_commit_callbacks
):
    from retrieval.tasks import index_refresh

    monkeypatch.setattr(index_refresh, "delay", lambda: None)  # a worker that has not run yet
    url = preview_url(
        upload(
            client,
            md("v3.md", front()),
            zipped(
                "more.zip",
                {"rules/visitor.md": front(doc_id="GEN-VISITOR", version="1", title="来客対応規程")},
            ),
        )
    )
    before = IndexState.objects.filter(pk=1).values_list("version", flat=True).first() or 0
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(url, {"action": "confirm"})
    assert response.status_code == 302 and "/upload/done/" in response["Location"]
    v3 = DocumentVersion.objects.get(document__doc_id="EXP-TRAVEL", label="3")
    assert v3.valid_from == date(2027, 4, 1) and v3.valid_until is None
    assert list(v3.groups.values_list("name", flat=True)) == ["all-staff"]
    assert [p.heading_path for p in v3.passages.all()] == [["第1条 日当"], ["第2条 宿泊"]]
    assert DocumentVersion.objects.get(document__doc_id="GEN-VISITOR").title == "来客対応規程"
    assert not any(upload_dir.iterdir())  # the staged files are gone
    assert client.get(url).status_code == 404  # and cannot be confirmed twice

    waiting = client.get(response["Location"]).content.decode()
    assert "新規 2 版" in waiting and "索引を更新しています" in waiting
    assert 'http-equiv="refresh"' in waiting and 'data-finished="false"' in waiting
    assert IndexState.objects.get(pk=1).pending

    assert indexing.index_refresh() == before + 1  # what the worker does
    finished = client.get(response["Location"]).content.decode()
    assert "検索に反映しました" in finished and 'http-equiv="refresh"' not in finished
    assert not IndexState.objects.get(pk=1).pending


def test_closing_second_version_and_adding_third_in_one_upload_in_any_file_order(client, boss):
    doc = factories.document("EXP-TRAVEL", owner="経理部", contact="経理部 精算窓口")
    factories.version(doc, "2", title="第2版", valid_from=date(2026, 10, 1))
    url = preview_url(
        upload(
            client,
            md("a-v3.md", front()),  # read first, while 第2版 is still open in the database
            md("b-v2.md", front(version="2", title="第2版", valid_from="2026-10-01", valid_to="2027-03-31")),
        )
    )
    assert 'id="upload-problems"' not in client.get(url).content.decode()
    assert client.post(url, {"action": "confirm"}).status_code == 302
    v2, v3 = DocumentVersion.objects.filter(document=doc).order_by("label")
    assert v2.valid_to == date(2027, 3, 31) and v3.valid_from == date(2027, 4, 1)


def test_overlap_with_a_saved_version_is_named_and_nothing_saved(client, boss):
    doc = factories.document("EXP-TRAVEL")
    factories.version(doc, "2", valid_from=date(2026, 10, 1))  # open-ended, not in the upload
    url = preview_url(upload(client, md("v3.md", front()), md("other.md", front(doc_id="OTHER"))))
    rows = client.get(url).content.decode().split('id="upload-problems"')[1].split("</table>")[0]
    assert "v3.md" in rows and "valid_from" in rows and "第2版と重なっています" in rows
    assert client.post(url, {"action": "confirm"}).status_code == 400
    assert not Document.objects.filter(doc_id="OTHER").exists()
    assert DocumentVersion.objects.filter(document=doc).count() == 1


def test_docx_with_sidecar_in_a_zip_folder_is_read_by_the_importer(client, boss):
    import docx

    buf = io.BytesIO()
    d = docx.Document()
    d.add_heading("第1条 予約", level=2)
    d.add_paragraph("会議室は30日前から予約できる。")
    d.save(buf)
    meta = {
        "doc_id": "GEN-MEETING",
        "title": "会議室規程",
        "groups": ["all-staff"],
        "owner": "総務部",
        "contact": "総務部",
    }
    url = preview_url(
        upload(
            client,
            zipped(
                "rules.zip",
                {
                    "rules/meeting.docx": buf.getvalue(),
                    "rules/meeting.docx.meta.json": json.dumps(meta, ensure_ascii=False),
                    "__MACOSX/rules/._meeting.docx": b"junk",
                },
            ),
        )
    )
    html = client.get(url).content.decode()
    assert "会議室規程" in html and "会議室は30日前から予約できる。" in html and "第1条 予約" in html
    assert client.post(url, {"action": "confirm"}).status_code == 302
    assert (
        Passage.objects.get(version__document__doc_id="GEN-MEETING").text == "会議室は30日前から予約できる。"
    )


@pytest.mark.parametrize(
    "member", ["../evil.md", "rules/../../evil.md", "/etc/evil.md", "C:/evil.md", "rules\\..\\evil.md"]
)
def test_zip_with_path_traversal_is_refused_and_nothing_written(client, boss, upload_dir, tmp_path, member):
    response = upload(client, zipped("bad.zip", {"ok.md": front(), member: front(doc_id="EVIL")}))
    assert response.status_code == 400
    assert "パスが安全ではありません" in response.content.decode()
    assert not (tmp_path / "evil.md").exists() and not (upload_dir.parent / "evil.md").exists()
    assert not any(upload_dir.iterdir())
    assert Document.objects.count() == 0


def test_zip_link_nested_zip_and_unsupported_types_are_refused(client, boss, upload_dir):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        link = zipfile.ZipInfo("link.md")
        link.external_attr = (0o120777) << 16
        z.writestr(link, "/etc/passwd")
    cases = [
        (SimpleUploadedFile("links.zip", buf.getvalue()), "zip の中のリンクは受け付けません"),
        (zipped("outer.zip", {"inner.zip": b"PK"}), "zip の中の zip は受け付けません"),
        (SimpleUploadedFile("run.exe", b"MZ"), "取り込めない種類のファイルです"),
        (SimpleUploadedFile("broken.zip", b"not a zip"), "zip ファイルとして読めません"),
    ]
    for file, message in cases:
        response = upload(client, file)
        assert response.status_code == 400 and message in response.content.decode(), message
    assert not any(upload_dir.iterdir())


def test_zip_bomb_limits_on_size_and_file_count(client, boss, settings, upload_dir):
    settings.KONKYO_UPLOAD_MAX_UNPACKED_BYTES = 50_000
    bomb = zipped("bomb.zip", {"a.md": front(body="あ" * 200_000)})  # compresses to a few hundred bytes
    assert len(bomb.read()) < 5_000
    bomb.seek(0)
    response = upload(client, bomb)
    assert (
        response.status_code == 400
        and "展開後の大きさが上限 (48.8\xa0KB) を超えています" in response.content.decode()
    )
    settings.KONKYO_UPLOAD_MAX_FILES = 2
    many = zipped("many.zip", {f"d{i}.md": front(doc_id=f"D{i}") for i in range(3)})
    response = upload(client, many)
    assert response.status_code == 400 and "ファイルが2個を超えています" in response.content.decode()
    assert not any(upload_dir.iterdir())


def test_oversize_request_is_refused_before_it_is_read(client, boss, settings):
    settings.KONKYO_UPLOAD_MAX_BYTES = 1_000
    response = upload(client, md("big.md", front(body="本文。" * 1_000)))
    assert (
        response.status_code == 413
        and "アップロードが上限 (1000\xa0バイト) を超えています" in response.content.decode()
    )
    assert Document.objects.count() == 0


def test_non_admins_get_403_and_another_admin_cannot_see_the_upload(client, boss):
    url = preview_url(upload(client, md("v3.md", front())))
    staff_no_role = factories.staff_user("staff", "employee", "all-staff")
    for user in (
        factories.user("tanaka", "employee", "all-staff"),
        factories.user("rev", "reviewer"),
        staff_no_role,
    ):
        client.force_login(user)
        assert client.get(UPLOAD).status_code == 403
        assert upload(client, md("x.md", front())).status_code == 403
        assert client.get(url).status_code == 403
        assert client.post(url, {"action": "confirm"}).status_code == 403
    other = factories.staff_user("boss2", "admin", "all-staff")
    client.force_login(other)
    assert client.get(UPLOAD).status_code == 200
    assert client.get(url).status_code == 404  # not theirs
    assert client.post(url, {"action": "confirm"}).status_code == 404
    client.logout()
    assert client.get(UPLOAD).status_code == 302
    assert DocumentVersion.objects.count() == 0


def test_discard_removes_the_staged_files(client, boss, upload_dir):
    url = preview_url(upload(client, md("v3.md", front())))
    assert any(upload_dir.iterdir())
    assert client.post(url, {"action": "discard"}).status_code == 302
    assert not any(upload_dir.iterdir()) and client.get(url).status_code == 404
    assert DocumentVersion.objects.count() == 0


def test_document_list_links_to_the_upload(client, boss):
    html = client.get("/admin/retrieval/document/").content.decode()
    assert 'id="upload-link"' in html and UPLOAD in html


def test_upload_and_confirm_need_the_csrf_token(boss):
    from django.test import Client

    browser = Client(enforce_csrf_checks=True)
    browser.force_login(boss)
    assert browser.post(UPLOAD, {"files": [md("v3.md", front())]}).status_code == 403
    browser.get(UPLOAD)
    token = browser.cookies["csrftoken"].value
    response = browser.post(UPLOAD, {"files": [md("v3.md", front())], "csrfmiddlewaretoken": token})
    url = preview_url(response)
    assert browser.post(url, {"action": "confirm"}).status_code == 403
    assert DocumentVersion.objects.count() == 0
    assert browser.post(url, {"action": "confirm", "csrfmiddlewaretoken": token}).status_code == 302
    assert DocumentVersion.objects.count() == 1


# Issue #40 items 3 and 4: a small upload that stands for a lot of work is refused quickly,
# with a small page, and the files are read once, outside any transaction.


def problem_rows(html: str) -> str:
    return html.split('id="upload-problems"')[1].split("</table>")[0]


def test_billion_laughs_front_matter_is_refused_at_its_first_anchor_with_a_small_page(client, boss):
    response = upload(client, md("bomb.md", bombs.laughs_front_matter()))  # ~390 bytes of YAML
    url = preview_url(response)
    page = client.get(url)
    html = page.content.decode()
    assert len(html) < 50_000  # was 191 MB
    rows = problem_rows(html)
    assert "bomb.md" in rows and '<td class="line">5</td>' in rows
    assert "先頭のメタデータではアンカーとエイリアス (&amp;name, *name) は使えません。" in rows
    assert 'id="upload-confirm"' not in html
    refused = client.post(url, {"action": "confirm"})
    assert refused.status_code == 400 and len(refused.content) < 50_000
    assert Document.objects.count() == 0 and DocumentVersion.objects.count() == 0


def test_docx_of_200k_paragraphs_is_refused_before_it_is_parsed(client, boss):
    docx_file = bombs.many_paragraphs_docx(200_000)
    assert len(docx_file) < 60_000  # 7 MB of XML inside
    url = preview_url(
        upload(
            client,
            SimpleUploadedFile("many.docx", docx_file),
            md("many.docx.meta.json", json.dumps({"doc_id": "MANY", "title": "t", "groups": ["all-staff"]})),
            md("ok.md", front()),
        )
    )
    html = client.get(url).content.decode()
    rows = problem_rows(html)
    assert "many.docx" in rows and "word/document.xml の圧縮率が上限 (100 倍) を超えています。" in rows
    assert client.post(url, {"action": "confirm"}).status_code == 400
    assert DocumentVersion.objects.count() == 0


def test_docx_over_the_paragraph_limit_is_refused_by_that_limit(client, boss, settings):
    settings.KONKYO_IMPORT_MAX_ZIP_RATIO = 10_000  # let it past the ratio check
    settings.KONKYO_IMPORT_MAX_DOCX_PARAGRAPHS = 1_000
    meta = json.dumps({"doc_id": "MANY", "title": "t", "groups": ["all-staff"]})
    url = preview_url(
        upload(
            client,
            SimpleUploadedFile("many.docx", bombs.many_paragraphs_docx(1_001)),
            md("many.docx.meta.json", meta),
        )
    )
    rows = problem_rows(client.get(url).content.decode())
    assert "many.docx" in rows and "段落の数が上限 (1,000) を超えています。" in rows
    assert DocumentVersion.objects.count() == 0


def test_pdf_repeating_one_2mb_content_stream_is_refused_at_its_first_page(client, boss):
    pdf = bombs.repeated_stream_pdf(2_000_000, pages=10)
    assert len(pdf) < 8_000
    url = preview_url(
        upload(
            client,
            SimpleUploadedFile("loop.pdf", pdf),
            md("loop.pdf.meta.json", json.dumps({"doc_id": "LOOP", "title": "t", "groups": ["all-staff"]})),
        )
    )
    rows = problem_rows(client.get(url).content.decode())
    assert "loop.pdf" in rows and "1 ページ目の内容が上限 (1.0\xa0MB) を超えています。" in rows
    assert client.post(url, {"action": "confirm"}).status_code == 400
    assert DocumentVersion.objects.count() == 0


def test_files_are_read_once_per_upload_not_per_preview_page(client, boss, monkeypatch):
    from retrieval.importing import files
    from tests.retrieval.test_importer import minimal_pdf

    read = []
    extract = files.extract_text
    monkeypatch.setattr(files, "extract_text", lambda path: read.append(path.name) or extract(path))
    meta = {"doc_id": "GEN-PDF", "title": "PDF規程", "groups": ["all-staff"]}
    url = preview_url(
        upload(
            client,
            md("v3.md", front()),
            SimpleUploadedFile("rule.pdf", minimal_pdf("Returns are accepted within 14 days.")),
            md("rule.pdf.meta.json", json.dumps(meta)),
        )
    )
    assert sorted(read) == ["rule.pdf", "v3.md"]  # read when uploaded
    for _ in range(2):
        html = client.get(url).content.decode()
        assert "Returns are accepted within 14 days." in html and 'id="upload-confirm"' in html
    assert client.post(url, {"action": "confirm"}).status_code == 302
    assert sorted(read) == ["rule.pdf", "v3.md"]  # and never again
    assert (
        DocumentVersion.objects.get(document__doc_id="GEN-PDF").body == "Returns are accepted within 14 days."
    )


@pytest.mark.django_db(transaction=True)
def test_files_are_never_read_inside_a_transaction(client, monkeypatch, tmp_path):
    from django.core.management import call_command
    from django.db import connection

    from retrieval.importing import files

    client.force_login(factories.admin_user())
    in_transaction = []
    extract = files.extract_text

    def watched(path):
        in_transaction.append(connection.in_atomic_block)
        return extract(path)

    monkeypatch.setattr(files, "extract_text", watched)
    url = preview_url(upload(client, md("v3.md", front())))
    client.get(url)
    assert client.post(url, {"action": "confirm"}).status_code == 302
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "visitor.md").write_text(front(doc_id="GEN-VISITOR"), encoding="utf-8")
    call_command("import_documents", str(folder), stdout=io.StringIO(), verbosity=0)
    assert in_transaction == [False, False]
    assert DocumentVersion.objects.count() == 2


def problems_of(html: str) -> list[tuple[str, str, str, str]]:
    """(file, line, field, message) of each row of the problem table."""
    rows = re.findall(
        r'<td class="file">(.*?)</td><td class="line">(.*?)</td><td class="field">(.*?)</td>'
        r'<td class="message">(.*?)</td>',
        problem_rows(html),
    )
    return [tuple(htmllib.unescape(cell) for cell in row) for row in rows]


def test_every_problem_of_every_file_is_listed_at_once_in_the_pages_language(client, boss):
    """Issue #41 item 2: a missing doc_id, 2026-13-45, valid_to before valid_from and an
    unknown group were reported as 「doc_id is missing」 alone, in English."""
    response = upload(
        client,
        md("a.md", front(doc_id=None, valid_from="2026-13-45", groups="[no-such-group]")),
        md(
            "b.md",
            front(doc_id="B", valid_from="2026-04-01", valid_to="2026-03-31", groups="[other-missing]"),
        ),
    )
    url = preview_url(response)
    ja = problems_of(client.get(url).content.decode())
    assert ja == [
        ("a.md", "1", "doc_id", "がありません。"),
        ("a.md", "4", "valid_from", "正しい日付 (YYYY-MM-DD) ではありません: '2026-13-45'"),
        ("a.md", "5", "groups", "登録されていないグループです: 'no-such-group'"),
        ("b.md", "6", "groups", "登録されていないグループです: 'other-missing'"),
        ("b.md", "9", "valid_to", "valid_from (適用開始日) より前の日付です。"),
    ]
    client.post("/i18n/setlang/", {"language": "en", "next": url})
    en = problems_of(client.get(url).content.decode())
    assert [row[:3] for row in en] == [row[:3] for row in ja]
    assert en[0][3] == "is missing" and en[3][3] == "unknown group(s): 'other-missing'"
    assert Document.objects.count() == 0
