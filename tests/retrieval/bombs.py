"""Small files that stand for a lot of work (issue #40 items 3 and 4), built in memory."""

from __future__ import annotations

import io
import zipfile
import zlib


def laughs_front_matter(levels: int = 7, width: int = 10) -> str:
    """Front matter whose valid_from is "billion laughs": each level is ``width`` aliases of the
    one before, so about 390 bytes stand for width**levels strings. The first anchor is on line 5."""
    nested = ["&l0 [" + ", ".join(['"lol"'] * width) + "]"]
    nested += [f"&l{n} [" + ", ".join([f"*l{n - 1}"] * width) + "]" for n in range(1, levels)]
    return (
        "---\ndoc_id: BOMB\ntitle: 爆弾\ngroups: [all-staff]\n"
        f"valid_from: [{', '.join(nested)}]\n---\n本文。\n"
    )


def many_paragraphs_docx(paragraphs: int) -> bytes:
    """A .docx (python-docx's blank document) whose body is ``paragraphs`` one-character paragraphs:
    200,000 of them inflate to 7 MB of XML from a file of about 50 KB."""
    import docx

    blank = io.BytesIO()
    docx.Document().save(blank)
    source = zipfile.ZipFile(io.BytesIO(blank.getvalue()))
    xml = source.read("word/document.xml").decode()
    head, body, tail = xml.partition("<w:body>")
    xml = head + body + "<w:p><w:r><w:t>あ</w:t></w:r></w:p>" * paragraphs + tail
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for info in source.infolist():
            data = xml.encode() if info.filename == "word/document.xml" else source.read(info)
            archive.writestr(info.filename, data)
    return out.getvalue()


def _pdf(objects: list[bytes]) -> bytes:
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def _flate(data: bytes, extra: bytes = b"") -> bytes:
    packed = zlib.compress(data, 9)
    return b"<< /Length %d /Filter /FlateDecode %s>>\nstream\n%s\nendstream" % (len(packed), extra, packed)


TEXT_OP = b"BT /F1 12 Tf 72 720 Td (x) Tj ET\n"
FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


def repeated_stream_pdf(stream_bytes: int, pages: int) -> bytes:
    """``pages`` pages that all draw one compressed content stream of ``stream_bytes`` bytes
    (2,000,000 bytes and 10 pages: a 7.8 KB file)."""
    kids = " ".join(f"{4 + n} 0 R" for n in range(pages)).encode()
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 %d 0 R >> >> >>"
    return _pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, pages),
            _flate(TEXT_OP * (stream_bytes // len(TEXT_OP))),
            *[page % (4 + pages)] * pages,
            FONT,
        ]
    )


def form_drawn_many_times_pdf(form_bytes: int, draws: int) -> bytes:
    """One page whose small content draws the same form XObject ``draws`` times."""
    resources = b"/Resources << /Font << /F1 4 0 R >> >> "
    return _pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [6 0 R] /Count 1 >>",
            _flate(
                TEXT_OP * (form_bytes // len(TEXT_OP)),
                b"/Type /XObject /Subtype /Form /BBox [0 0 612 792] " + resources,
            ),
            FONT,
            _flate(b"/Fm1 Do\n" * draws),
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R "
            b"/Resources << /Font << /F1 4 0 R >> /XObject << /Fm1 3 0 R >> >> >>",
        ]
    )
