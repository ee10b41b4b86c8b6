"""import_documents: bundles and document folders; errors name file/line/field and change nothing."""

import io
import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from retrieval.models import Document, DocumentVersion, Passage, SynonymGroup
from tests import factories

pytestmark = pytest.mark.django_db

GOOD = [
    {
        "doc_id": "EXP",
        "version": "1",
        "title": "旅費規程 第1版",
        "text": "## 第1条\n\n日当は2,000円とする。",
        "valid_from": "2026-04-01",
        "valid_to": "2026-09-30",
        "groups": ["all-staff"],
        "owner": "経理部",
        "contact": "経理部 精算窓口",
        "targets": [],
    },
    {
        "doc_id": "EXP",
        "version": "2",
        "title": "旅費規程 第2版",
        "text": "## 第1条\n\n日当は2,500円とする。",
        "valid_from": "2026-10-01",
        "valid_to": None,
        "groups": ["all-staff"],
        "owner": "経理部",
        "contact": "経理部 精算窓口",
    },
    {
        "doc_id": "ACC",
        "title": "支払要領",
        "text": "支払は翌月25日。管理番号 ACC-7781。",
        "valid_from": None,
        "valid_to": None,
        "groups": ["accounting"],
        "owner": "経理部",
        "contact": "経理部 支払担当",
    },
]


def write_bundle(folder: Path, rows, *, raw_lines=None, synonyms=(("資料", "文書"),)) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    lines = raw_lines if raw_lines is not None else [json.dumps(r, ensure_ascii=False) for r in rows]
    (folder / "corpus.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (folder / "bundle.json").write_text(json.dumps({"name": "t", "synonyms": [list(s) for s in synonyms]}))
    return folder


@pytest.fixture
def groups():
    for g in ("all-staff", "accounting", "hr"):
        factories.group(g)


def snapshot():
    return (
        list(Document.objects.values_list("doc_id", "owner", "contact").order_by("doc_id")),
        list(
            DocumentVersion.objects.values_list("document__doc_id", "label", "title", "body").order_by("pk")
        ),
        Passage.objects.count(),
        SynonymGroup.objects.count(),
    )


def run(path: Path) -> str:
    out = io.StringIO()
    call_command("import_documents", str(path), stdout=out, verbosity=0)
    return out.getvalue()


def test_bundle_import_creates_versions_passages_groups_and_synonyms(tmp_path, groups):
    run(write_bundle(tmp_path / "b", GOOD))
    v2 = DocumentVersion.objects.get(document__doc_id="EXP", label="2")
    assert v2.valid_until is None and str(v2.valid_from) == "2026-10-01"
    v1 = DocumentVersion.objects.get(document__doc_id="EXP", label="1")
    assert str(v1.valid_to) == "2026-09-30" and str(v1.valid_until) == "2026-10-01"
    assert [g.name for g in DocumentVersion.objects.get(document__doc_id="ACC").groups.all()] == [
        "accounting"
    ]
    assert DocumentVersion.objects.get(document__doc_id="ACC").detected_targets == ["ACC-7781"]
    assert Passage.objects.filter(version=v2).get().heading_path == ["第1条"]
    assert SynonymGroup.objects.get().terms == ["資料", "文書"]
    # The memo reads in the admin's language (it said "imported from b" in the Japanese admin).
    assert SynonymGroup.objects.get().note == "b から取り込み"


def test_reimport_updates_and_never_duplicates(tmp_path, groups):
    folder = write_bundle(tmp_path / "b", GOOD)
    run(folder)
    first = snapshot()
    run(folder)
    assert snapshot() == first
    changed = [dict(GOOD[0], title="旅費規程 第1版 (改)"), *GOOD[1:]]
    run(write_bundle(folder, changed))
    assert DocumentVersion.objects.count() == 3
    assert DocumentVersion.objects.get(document__doc_id="EXP", label="1").title == "旅費規程 第1版 (改)"


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (
            lambda rows: [dict(rows[0]), {k: v for k, v in rows[1].items() if k != "title"}],
            ["corpus.jsonl:2", "'title'", "missing"],
        ),
        (
            lambda rows: [rows[0], dict(rows[1], valid_from="2026-13-01")],
            ["corpus.jsonl:2", "'valid_from'", "2026-13-01"],
        ),
        (
            lambda rows: [rows[0], dict(rows[1], groups=["no-such-group"])],
            ["corpus.jsonl:2", "'groups'", "no-such-group"],
        ),
        (
            lambda rows: [rows[0], dict(rows[1], valid_from="2026-09-01")],
            ["corpus.jsonl:2", "'valid_from'", "overlaps"],
        ),
        (lambda rows: [rows[0], dict(rows[1], groups="all-staff")], ["corpus.jsonl:2", "'groups'"]),
    ],
)
def test_bad_field_names_file_line_field_and_changes_nothing(tmp_path, groups, mutate, expected):
    run(write_bundle(tmp_path / "ok", GOOD[2:]))
    before = snapshot()
    with pytest.raises(CommandError) as exc:
        run(write_bundle(tmp_path / "bad", mutate(GOOD)))
    for fragment in expected:
        assert fragment in str(exc.value)
    assert snapshot() == before


def test_malformed_json_line_is_reported_and_changes_nothing(tmp_path, groups):
    lines = [json.dumps(GOOD[0], ensure_ascii=False), '{"doc_id": "X", "title": ']
    before = snapshot()
    with pytest.raises(CommandError) as exc:
        run(write_bundle(tmp_path / "bad", None, raw_lines=lines))
    assert "corpus.jsonl:2" in str(exc.value) and "malformed JSON" in str(exc.value)
    assert snapshot() == before


def test_error_late_in_run_rolls_back_earlier_rows(tmp_path, groups):
    rows = [GOOD[0], GOOD[1], dict(GOOD[2], groups=["unknown-x"])]
    with pytest.raises(CommandError) as exc:
        run(write_bundle(tmp_path / "bad", rows))
    assert "corpus.jsonl:3" in str(exc.value)
    assert Document.objects.count() == 0 and DocumentVersion.objects.count() == 0


def test_folder_with_front_matter_sidecar_html_and_docx(tmp_path, groups):
    import docx

    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "visitor.md").write_text(
        "---\ndoc_id: GEN-VISITOR\nversion: 1\ntitle: 来客対応規程\nvalid_from: 2026-04-01\n"
        "groups: [all-staff]\nowner: 総務部\ncontact: 総務部 受付\n---\n## 第1条 事前登録\n\n来客は前日17時までに登録する。\n",
        encoding="utf-8",
    )
    (folder / "pc.html").write_text(
        "<html><body><h2>第1条 貸与</h2><p>PC は情報システム部が貸与する。</p><script>x()</script></body></html>",
        encoding="utf-8",
    )
    (folder / "pc.html.meta.json").write_text(
        json.dumps(
            {
                "doc_id": "IT-PC",
                "title": "PC 貸与規程",
                "groups": ["all-staff"],
                "owner": "情報システム部",
                "contact": "ヘルプデスク",
            },
            ensure_ascii=False,
        )
    )
    d = docx.Document()
    d.add_heading("第1条 目的", level=2)
    d.add_paragraph("会議室は30日前から予約できる。")
    d.save(folder / "meeting.docx")
    (folder / "meeting.docx.meta.json").write_text(
        json.dumps(
            {
                "doc_id": "GEN-MEETING",
                "version": "2",
                "title": "会議室規程",
                "groups": ["all-staff"],
                "valid_from": "2026-01-01",
                "owner": "総務部",
                "contact": "総務部",
            },
            ensure_ascii=False,
        )
    )
    run(folder)
    visitor = DocumentVersion.objects.get(document__doc_id="GEN-VISITOR")
    assert visitor.passages.get().text == "来客は前日17時までに登録する。"
    assert visitor.passages.get().heading_path == ["第1条 事前登録"]
    pc = DocumentVersion.objects.get(document__doc_id="IT-PC")
    assert "情報システム部が貸与する" in pc.body and "x()" not in pc.body
    meeting = DocumentVersion.objects.get(document__doc_id="GEN-MEETING", label="2")
    assert meeting.passages.get().heading_path == ["第1条 目的"]


def test_front_matter_bad_date_names_line_and_field(tmp_path, groups):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.md").write_text(
        "---\ndoc_id: A\ntitle: t\nvalid_from: 2026/99/01\ngroups: all-staff\n---\n本文。\n", encoding="utf-8"
    )
    with pytest.raises(CommandError) as exc:
        run(folder)
    assert "a.md:4" in str(exc.value) and "'valid_from'" in str(exc.value)
    assert Document.objects.count() == 0


def test_pdf_document_with_sidecar(tmp_path, groups):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "rule.pdf").write_bytes(minimal_pdf("Returns are accepted within 14 days."))
    (folder / "rule.pdf.meta.json").write_text(
        json.dumps(
            {
                "doc_id": "RET",
                "title": "Returns",
                "groups": ["all-staff"],
                "owner": "CS",
                "contact": "CS desk",
            }
        )
    )
    run(folder)
    assert "within 14 days" in DocumentVersion.objects.get(document__doc_id="RET").body


def test_broken_pdf_is_reported_by_file(tmp_path, groups):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 this is not a pdf")
    (folder / "broken.pdf.meta.json").write_text(
        json.dumps({"doc_id": "B", "title": "t", "groups": ["all-staff"]})
    )
    with pytest.raises(CommandError) as exc:
        run(folder)
    assert "broken.pdf" in str(exc.value)
    assert Document.objects.count() == 0


def minimal_pdf(text: str) -> bytes:
    """A one-page PDF with one line of Helvetica text (offsets computed, xref valid)."""
    stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length " + str(len(stream)).encode() + b" >>\nstream\n" + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)
