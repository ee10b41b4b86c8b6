"""Limits on what one file may make the importer do (issue #40 item 4): each file over a limit
is refused with a message naming the file and the limit, and nothing is imported."""

from __future__ import annotations

import io
import json
import time
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from retrieval.models import Document
from tests import factories
from tests.retrieval import bombs
from tests.retrieval.test_importer import minimal_pdf

pytestmark = pytest.mark.django_db

META = {"doc_id": "BIG", "title": "大きな規程", "groups": ["all-staff"]}


def refused(tmp_path: Path, name: str, content: bytes | str) -> str:
    """The import_documents error for a folder of ``name`` (plus a sidecar for binary formats)
    and one good file; checks that nothing was imported."""
    factories.group("all-staff")
    folder = tmp_path / "docs"
    folder.mkdir()
    data = content.encode("utf-8") if isinstance(content, str) else content
    (folder / name).write_bytes(data)
    if not name.endswith((".md", ".txt")):
        (folder / f"{name}.meta.json").write_text(json.dumps(META), encoding="utf-8")
    (folder / "good.md").write_text("---\ndoc_id: GOOD\ntitle: t\ngroups: [all-staff]\n---\n本文。\n")
    with pytest.raises(CommandError) as exc:
        call_command("import_documents", str(folder), stdout=io.StringIO(), verbosity=0)
    assert Document.objects.count() == 0
    return str(exc.value)


def test_pdf_repeating_one_huge_content_stream_is_refused_in_well_under_a_second(tmp_path):
    started = time.monotonic()
    message = refused(tmp_path, "loop.pdf", bombs.repeated_stream_pdf(2_000_000, pages=10))
    assert "loop.pdf" in message and "1 ページ目の内容が上限 (1.0\xa0MB) を超えています。" in message
    assert time.monotonic() - started < 5  # was 26 s (37 s on a busy CI machine)


def test_pdf_pages_that_together_pass_the_content_limit_are_refused(tmp_path, settings):
    settings.KONKYO_IMPORT_MAX_PDF_CONTENT_BYTES = 250_000
    message = refused(tmp_path, "pages.pdf", bombs.repeated_stream_pdf(100_000, pages=10))
    assert "pages.pdf" in message and "ページの内容が合計で上限 (244.1\xa0KB) を超えています。" in message


def test_a_form_drawn_over_and_over_counts_each_time_it_is_drawn(tmp_path, settings):
    settings.KONKYO_IMPORT_MAX_PDF_CONTENT_BYTES = 250_000
    message = refused(tmp_path, "form.pdf", bombs.form_drawn_many_times_pdf(50_000, draws=1_000))
    assert "form.pdf" in message and "ページの内容が合計で上限 (244.1\xa0KB) を超えています。" in message


def test_pdf_with_too_many_pages_is_refused(tmp_path, settings):
    settings.KONKYO_IMPORT_MAX_PDF_PAGES = 3
    message = refused(tmp_path, "long.pdf", bombs.repeated_stream_pdf(1_000, pages=4))
    assert "long.pdf" in message and "ページ数が上限 (3) を超えています。" in message


def test_docx_whose_parts_inflate_past_the_limits_is_refused_before_it_is_opened(tmp_path, settings):
    settings.KONKYO_IMPORT_MAX_ZIP_RATIO = 10_000
    settings.KONKYO_IMPORT_MAX_DOCX_XML_BYTES = 1_000_000
    message = refused(tmp_path, "xml.docx", bombs.many_paragraphs_docx(200_000))
    assert "xml.docx" in message and "word/document.xml の展開後の大きさが上限 (976.6\xa0KB)" in message


def test_text_past_the_character_limit_is_refused(tmp_path, settings):
    settings.KONKYO_IMPORT_MAX_CHARS = 10_000
    message = refused(
        tmp_path, "long.md", "---\ndoc_id: LONG\ntitle: t\ngroups: [all-staff]\n---\n" + "本文。" * 5_000
    )
    assert "long.md" in message and "抽出した本文が上限 (10,000 文字) を超えています。" in message


def test_html_larger_than_the_source_limit_is_refused_before_it_is_parsed(tmp_path, settings):
    settings.KONKYO_IMPORT_MAX_SOURCE_BYTES = 100_000
    message = refused(tmp_path, "page.html", "<p>本文。</p>" * 20_000)
    assert "page.html" in message and "ファイルが上限 (97.7\xa0KB) を超えています。" in message


def test_real_files_are_read_within_the_default_limits(tmp_path):
    import docx

    factories.group("all-staff")
    folder = tmp_path / "docs"
    folder.mkdir()
    document = docx.Document()
    for n in range(1, 301):
        document.add_heading(f"第{n}条 目的", level=2)
        document.add_paragraph("この規程は、会社の業務を適正に行うため必要な事項を定める。" * 3)
    document.save(folder / "rules.docx")
    (folder / "rules.pdf").write_bytes(minimal_pdf("Returns are accepted within 14 days."))
    for name, doc_id in (("rules.docx", "DOCX"), ("rules.pdf", "PDF")):
        (folder / f"{name}.meta.json").write_text(json.dumps({**META, "doc_id": doc_id}), encoding="utf-8")
    call_command("import_documents", str(folder), stdout=io.StringIO(), verbosity=0)
    body = Document.objects.get(doc_id="DOCX").versions.get().body
    assert body.count("## 第") == 300 and body.endswith("必要な事項を定める。")
    assert Document.objects.get(doc_id="PDF").versions.get().body == "Returns are accepted within 14 days."
