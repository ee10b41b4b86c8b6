"""`manage.py import_documents PATH` fed broken files: each run stops with a CommandError that
names the file (and the line/field where there is one) and changes nothing in the database.

Only what tests/retrieval/test_importer.py does not already cover: there, bundle rows with a
missing title / bad date / unknown group / overlap / wrong type, a truncated corpus line, a
late error rolling back, a bad front-matter date and a junk PDF. Here: the other ways a
document folder or a bundle can be broken. All files are written in tmp dirs by the tests.
"""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from retrieval.models import Document, DocumentVersion, Passage, SynonymGroup
from tests import factories
from tests.retrieval.test_importer import minimal_pdf

pytestmark = [pytest.mark.fuzz, pytest.mark.django_db]

META = {
    "doc_id": "NEW-DOC",
    "title": "新しい規程",
    "groups": ["all-staff"],
    "owner": "総務部",
    "contact": "総務部 窓口",
}


def front(body: str = "## 第1条\n\n本文。\n", **fields) -> str:
    meta = {"doc_id": "NEW-DOC", "title": "新しい規程", "groups": "[all-staff]", **fields}
    lines = [f"{k}: {v}" for k, v in meta.items() if v is not None]
    return "---\n" + "\n".join(lines) + "\n---\n" + body


def snapshot():
    return (
        list(Document.objects.values_list("doc_id", "owner", "contact").order_by("doc_id")),
        list(
            DocumentVersion.objects.values_list(
                "document__doc_id", "label", "title", "body", "valid_from", "valid_until"
            ).order_by("pk")
        ),
        list(Passage.objects.values_list("version_id", "position", "text").order_by("pk")),
        SynonymGroup.objects.count(),
    )


@pytest.fixture
def existing(tmp_path):
    """Groups and one imported document (OLD-DOC v1, valid from 2026-01-01), so that 'nothing
    changed' is measured against a database that has content."""
    for g in ("all-staff", "accounting"):
        factories.group(g)
    folder = tmp_path / "existing"
    folder.mkdir()
    (folder / "old.md").write_text(
        front(doc_id="OLD-DOC", title="既存の規程", valid_from="2026-01-01"), encoding="utf-8"
    )
    call_command("import_documents", str(folder), stdout=io.StringIO(), verbosity=0)
    assert DocumentVersion.objects.count() == 1 and Passage.objects.count() == 1
    return snapshot()


def docx_bytes() -> bytes:
    import docx

    document = docx.Document()
    document.add_heading("第1条 目的", level=2)
    document.add_paragraph("会議室は30日前から予約できる。")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def corrupt_docx() -> bytes:
    """A zip whose word/document.xml is not XML (the archive itself is fine)."""
    source = zipfile.ZipFile(io.BytesIO(docx_bytes()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for item in source.infolist():
            data = b"<w:document><unclosed" if item.filename == "word/document.xml" else source.read(item)
            target.writestr(item, data)
    return out.getvalue()


PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"
)

# (id, {relative path: content (str = UTF-8 text, bytes = raw)}, fragments the error must contain)
CASES = [
    (
        "front-matter-never-closed",
        {"a.md": "---\ndoc_id: NEW-DOC\ntitle: t\ngroups: [all-staff]\n"},
        ["a.md:1", "never ends"],
    ),
    # Unclosed, so the body is read as metadata: its first line is the one named.
    (
        "front-matter-unclosed-before-body",
        {"a.md": "---\ndoc_id: NEW-DOC\ntitle: t\ngroups: [all-staff]\n本文。\n"},
        ["a.md:5", "key: value"],
    ),
    (
        "front-matter-line-without-colon",
        {"a.md": "---\ndoc_id: NEW-DOC\nthis line is junk\n---\n本文。\n"},
        ["a.md:3", "key: value"],
    ),
    (
        "front-matter-unknown-key",
        {"a.md": front(valid_form="2026-04-01")},
        ["a.md:5", "'valid_form'", "unknown"],
    ),
    ("front-matter-missing-title", {"a.md": front(title=None)}, ["a.md", "'title'", "missing"]),
    ("front-matter-no-groups", {"a.md": front(groups=None)}, ["a.md", "'groups'", "missing"]),
    ("impossible-date", {"a.md": front(valid_from="2026-02-30")}, ["a.md:5", "'valid_from'", "2026-02-30"]),
    ("date-word", {"a.md": front(valid_to="tomorrow")}, ["a.md:5", "'valid_to'", "tomorrow"]),
    (
        "valid-to-before-valid-from",
        {"a.md": front(valid_from="2026-04-01", valid_to="2026-03-31")},
        ["a.md:6", "'valid_to'", "before valid_from"],
    ),
    (
        "unknown-group",
        {"a.md": front(groups="[all-staff, no-such-group]")},
        ["a.md", "'groups'", "no-such-group"],
    ),
    (
        "overlap-within-folder",
        {
            "v1.md": front(version="1", valid_from="2026-04-01", valid_to="2026-12-31"),
            "v2.md": front(version="2", valid_from="2026-10-01"),
        },
        ["v2.md", "'valid_from'", "overlaps"],
    ),
    (
        "overlap-with-database",
        {"a.md": front(doc_id="OLD-DOC", version="2", valid_from="2025-06-01")},
        ["a.md:1", "第1版と重なっています"],
    ),
    (
        "duplicate-version-in-folder",
        {"v1.md": front(version="1"), "v1-copy.md": front(version="1")},
        ["'version'", "duplicate"],
    ),
    (
        "truncated-pdf",
        {"rule.pdf": minimal_pdf("Returns within 14 days.")[:120], "rule.pdf.meta.json": META},
        ["rule.pdf"],
    ),
    ("pdf-header-only", {"rule.pdf": b"%PDF-1.7\n", "rule.pdf.meta.json": META}, ["rule.pdf", "pdf"]),
    ("truncated-docx", {"m.docx": docx_bytes()[:400], "m.docx.meta.json": META}, ["m.docx", "docx"]),
    ("docx-with-broken-xml", {"m.docx": corrupt_docx(), "m.docx.meta.json": META}, ["m.docx", "docx"]),
    ("docx-that-is-text", {"m.docx": "これは docx ではない", "m.docx.meta.json": META}, ["m.docx", "docx"]),
    ("png-named-txt", {"image.txt": PNG, "image.txt.meta.json": META}, ["image.txt", "UTF-8"]),
    (
        "nul-bytes-named-txt",
        {"blob.txt": b"\x00" * 64 + b"\x01\x02binary\x00", "blob.txt.meta.json": META},
        ["blob.txt", "'text'"],
    ),
    ("empty-file", {"empty.md": b""}, ["empty.md", "no metadata"]),
    ("empty-file-with-sidecar", {"empty.md": b"", "empty.md.meta.json": META}, ["empty.md", "'text'"]),
    ("shift-jis-text", {"sjis.md": front().encode("shift_jis")}, ["sjis.md", "UTF-8"]),
    (
        "latin1-html",
        {"p.html": "<p>caf\xe9</p>".encode("latin-1"), "p.html.meta.json": META},
        ["p.html", "UTF-8"],
    ),
    (
        "sidecar-not-json",
        {"p.html": "<p>本文</p>", "p.html.meta.json": '{"doc_id": "X", title: }'},
        ["p.html.meta.json:1", "malformed JSON"],
    ),
    (
        "sidecar-not-object",
        {"p.html": "<p>本文</p>", "p.html.meta.json": '["doc_id", "X"]'},
        ["p.html.meta.json", "JSON object"],
    ),
    (
        "sidecar-unknown-key",
        {"p.html": "<p>本文</p>", "p.html.meta.json": dict(META, secret="x")},
        ["p.html.meta.json", "'secret'"],
    ),
    (
        "sidecar-invalid-utf8",
        {"p.html": "<p>本文</p>", "p.html.meta.json": b'{"doc_id": "\xff"}'},
        ["p.html.meta.json", "UTF-8"],
    ),
    (
        "sidecar-groups-not-list",
        {"p.html": "<p>本文</p>", "p.html.meta.json": dict(META, groups="all-staff")},
        ["p.html.meta.json", "'groups'"],
    ),
    (
        "good-file-then-broken-file",
        {"a-good.md": front(doc_id="GOOD"), "b-bad.md": front(valid_from="2026-13-01")},
        ["b-bad.md:5", "'valid_from'"],
    ),
]


def write(folder: Path, files: dict) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        target = folder / name
        if isinstance(content, dict):
            target.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")
        elif isinstance(content, bytes):
            target.write_bytes(content)
        else:
            target.write_text(content, encoding="utf-8")
    return folder


def assert_refused(path: Path, fragments: list[str], before) -> str:
    with pytest.raises(CommandError) as exc:
        call_command("import_documents", str(path), stdout=io.StringIO(), verbosity=0)
    message = str(exc.value)
    assert message.startswith("取り込みを中止しました (何も変更していません)"), message
    for fragment in fragments:
        assert fragment in message, message
    assert "Traceback" not in message
    assert snapshot() == before
    return message


@pytest.mark.parametrize(("files", "fragments"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_broken_document_folder_is_refused_naming_the_file(tmp_path, existing, files, fragments):
    assert_refused(write(tmp_path / "docs", files), fragments, existing)


@pytest.mark.parametrize(
    ("files", "fragments"),
    [
        c[1:]
        for c in CASES
        if len(c[1]) == 1
        or c[0].startswith(("truncated", "pdf", "docx", "png", "nul", "empty-file-with", "sidecar", "latin1"))
    ],
    ids=[
        c[0]
        for c in CASES
        if len(c[1]) == 1
        or c[0].startswith(("truncated", "pdf", "docx", "png", "nul", "empty-file-with", "sidecar", "latin1"))
    ],
)
def test_single_broken_file_given_directly_is_refused(tmp_path, existing, files, fragments):
    folder = write(tmp_path / "docs", files)
    document = next(folder / n for n in files if not n.endswith(".meta.json"))
    assert_refused(document, fragments, existing)


GOOD_ROW = {"doc_id": "B1", "title": "束の規程", "text": "## 第1条\n\n本文。", "groups": ["all-staff"]}
BUNDLES = [
    # (id, corpus.jsonl bytes, bundle.json (None = absent), fragments)
    (
        "line-not-an-object",
        json.dumps(GOOD_ROW).encode() + b"\n[1, 2, 3]\n",
        None,
        ["corpus.jsonl:2", "JSON object"],
    ),
    (
        "line-is-garbage",
        json.dumps(GOOD_ROW).encode() + b"\n\x00\x01garbage\n",
        None,
        ["corpus.jsonl:2", "malformed JSON"],
    ),
    (
        "line-invalid-utf8",
        json.dumps(GOOD_ROW).encode() + b'\n{"doc_id": "\xff\xfe"}\n',
        None,
        ["corpus.jsonl", "UTF-8"],
    ),
    (
        "line-text-with-nul",
        json.dumps(GOOD_ROW).encode()
        + b"\n"
        + json.dumps(dict(GOOD_ROW, doc_id="B2", text="本文\u0000。")).encode()
        + b"\n",
        None,
        ["corpus.jsonl:2", "'text'"],
    ),
    (
        "valid-to-before-valid-from",
        json.dumps(dict(GOOD_ROW, valid_from="2026-04-01", valid_to="2026-01-01")).encode(),
        None,
        ["corpus.jsonl:1", "'valid_to'", "before valid_from"],
    ),
    ("empty-corpus", b"", None, None),
    (
        "bundle-json-not-json",
        json.dumps(GOOD_ROW).encode(),
        "{'name': 'x'",
        ["bundle.json:1", "malformed JSON"],
    ),
    (
        "bundle-synonyms-wrong",
        json.dumps(GOOD_ROW).encode(),
        json.dumps({"synonyms": "資料,文書"}),
        ["bundle.json", "'synonyms'"],
    ),
]


@pytest.mark.parametrize(
    ("corpus", "bundle", "fragments"), [b[1:] for b in BUNDLES], ids=[b[0] for b in BUNDLES]
)
def test_broken_bundle_is_refused_naming_file_and_line(tmp_path, existing, corpus, bundle, fragments):
    folder = tmp_path / "bundle"
    folder.mkdir()
    (folder / "corpus.jsonl").write_bytes(corpus)
    if bundle is not None:
        (folder / "bundle.json").write_text(bundle, encoding="utf-8")
    if fragments is None:
        # An empty corpus imports nothing; it is not an error, and nothing changes.
        call_command("import_documents", str(folder), stdout=io.StringIO(), verbosity=0)
        assert snapshot() == existing
        return
    assert_refused(folder, fragments, existing)


def test_missing_path_and_empty_folder(tmp_path, existing):
    assert_refused(tmp_path / "no-such-folder", ["no-such-folder", "does not exist"], existing)
    (tmp_path / "empty").mkdir()
    assert_refused(tmp_path / "empty", ["empty", "no corpus.jsonl"], existing)
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "notes.xlsx").write_bytes(b"PK\x03\x04")
    assert_refused(tmp_path / "other", ["other", "no corpus.jsonl"], existing)
