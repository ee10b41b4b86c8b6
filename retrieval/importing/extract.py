"""The text of a .txt/.md/.html/.pdf/.docx file, within limits on its size and on the work to read it.

A small file can hold a bomb: a .docx whose XML inflates a thousandfold, a PDF whose pages all
replay one huge content stream. Each limit is a setting (``KONKYO_IMPORT_MAX_*``); a file over
one is refused with a message that names the limit, so the import or upload saves nothing.
"""

from __future__ import annotations

import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.template.defaultfilters import filesizeformat
from django.utils.translation import gettext as _

from retrieval.core.bundle import BundleError, clipped

MIB = 1024 * 1024
# A .docx member smaller than this is never refused for its compression ratio.
RATIO_FLOOR_BYTES = MIB


@dataclass(frozen=True)
class ExtractLimits:
    max_chars: int  # text extracted from one file
    max_source_bytes: int  # a .txt/.md/.html file, read whole before it is parsed
    max_docx_paragraphs: int
    max_docx_unpacked_bytes: int  # all members of one .docx, uncompressed (as declared)
    max_docx_xml_bytes: int  # one XML member of a .docx, uncompressed: parsed whole into memory
    max_zip_ratio: int  # uncompressed / compressed size of one .docx member
    max_pdf_pages: int
    max_pdf_stream_bytes: int  # the decoded content of one PDF page or form
    max_pdf_content_bytes: int  # decoded content parsed for one PDF, each form each time it is drawn


def extract_limits() -> ExtractLimits:
    return ExtractLimits(
        max_chars=getattr(settings, "KONKYO_IMPORT_MAX_CHARS", 1_000_000),
        max_source_bytes=getattr(settings, "KONKYO_IMPORT_MAX_SOURCE_BYTES", 5 * MIB),
        max_docx_paragraphs=getattr(settings, "KONKYO_IMPORT_MAX_DOCX_PARAGRAPHS", 50_000),
        max_docx_unpacked_bytes=getattr(settings, "KONKYO_IMPORT_MAX_DOCX_UNPACKED_BYTES", 64 * MIB),
        max_docx_xml_bytes=getattr(settings, "KONKYO_IMPORT_MAX_DOCX_XML_BYTES", 16 * MIB),
        max_zip_ratio=getattr(settings, "KONKYO_IMPORT_MAX_ZIP_RATIO", 100),
        max_pdf_pages=getattr(settings, "KONKYO_IMPORT_MAX_PDF_PAGES", 1_000),
        max_pdf_stream_bytes=getattr(settings, "KONKYO_IMPORT_MAX_PDF_STREAM_BYTES", MIB),
        max_pdf_content_bytes=getattr(settings, "KONKYO_IMPORT_MAX_PDF_CONTENT_BYTES", 4 * MIB),
    )


def _number(n: int) -> str:
    return f"{n:,}"


def _too_many_chars(path: Path, limits: ExtractLimits) -> BundleError:
    return BundleError(
        path,
        None,
        None,
        _("抽出した本文が上限 (%(max)s 文字) を超えています。") % {"max": _number(limits.max_chars)},
    )


class _Chars:
    """Counts extracted characters against the limit as they come, so reading stops early."""

    def __init__(self, path: Path, limits: ExtractLimits):
        self.path, self.limits, self.count = path, limits, 0

    def add(self, text: str) -> str:
        self.count += len(text)
        if self.count > self.limits.max_chars:
            raise _too_many_chars(self.path, self.limits)
        return text


def _source(path: Path, limits: ExtractLimits) -> str:
    if path.stat().st_size > limits.max_source_bytes:
        raise BundleError(
            path,
            None,
            None,
            _("ファイルが上限 (%(size)s) を超えています。")
            % {"size": filesizeformat(limits.max_source_bytes)},
        )
    return path.read_text(encoding="utf-8")


def _html_text(path: Path, limits: ExtractLimits) -> str:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(_source(path, limits), "html.parser")
    for tag in soup(["script", "style"]):
        tag.decompose()
    for level in range(1, 7):
        for h in soup.find_all(f"h{level}"):
            h.replace_with(f"\n\n{'#' * level} {h.get_text(' ', strip=True)}\n\n")
    for block in soup.find_all(["p", "li", "div", "br", "tr"]):
        block.insert_after("\n\n")
    return soup.get_text()


def _check_zip_members(path: Path, limits: ExtractLimits) -> None:
    """The sizes a .docx declares for its members, before any is inflated (zipfile never
    inflates a member past its declared size)."""
    with zipfile.ZipFile(path) as archive:
        total = 0
        for info in archive.infolist():
            total += info.file_size
            if (
                info.filename.lower().endswith((".xml", ".rels"))
                and info.file_size > limits.max_docx_xml_bytes
            ):
                raise BundleError(
                    path,
                    None,
                    None,
                    _("%(member)s の展開後の大きさが上限 (%(size)s) を超えています。")
                    % {
                        "member": clipped(info.filename, 80),
                        "size": filesizeformat(limits.max_docx_xml_bytes),
                    },
                )
            if info.file_size > RATIO_FLOOR_BYTES and info.file_size > limits.max_zip_ratio * max(
                info.compress_size, 1
            ):
                raise BundleError(
                    path,
                    None,
                    None,
                    _("%(member)s の圧縮率が上限 (%(ratio)s 倍) を超えています。")
                    % {"member": clipped(info.filename, 80), "ratio": _number(limits.max_zip_ratio)},
                )
        if total > limits.max_docx_unpacked_bytes:
            raise BundleError(
                path,
                None,
                None,
                _("中のファイルの展開後の大きさが合計で上限 (%(size)s) を超えています。")
                % {"size": filesizeformat(limits.max_docx_unpacked_bytes)},
            )


def _docx_text(path: Path, limits: ExtractLimits) -> str:
    import docx

    _check_zip_members(path, limits)
    document = docx.Document(str(path))
    chars = _Chars(path, limits)
    style_names: dict[str | None, str] = {}  # python-docx looks a style up in O(styles) each time
    paragraphs = []
    for count, p in enumerate(document.paragraphs, start=1):
        if count > limits.max_docx_paragraphs:
            raise BundleError(
                path,
                None,
                None,
                _("段落の数が上限 (%(max)s) を超えています。") % {"max": _number(limits.max_docx_paragraphs)},
            )
        style_id = p._p.style
        if style_id not in style_names:
            style_names[style_id] = (p.style.name or "").lower() if p.style is not None else ""
        style = style_names[style_id]
        text = p.text.strip()
        if not text:
            continue
        if style.startswith("heading"):
            level = "".join(ch for ch in style if ch.isdigit()) or "1"
            text = f"{'#' * int(level)} {text}"
        paragraphs.append(chars.add(text))
    return "\n\n".join(paragraphs)


class _PdfWork:
    """Decoded content-stream bytes that pypdf parses for one file: a page's content before it
    is read, and a form's content each time a page draws it (``Do``: pypdf parses it again)."""

    def __init__(self, path: Path, limits: ExtractLimits):
        self.path, self.limits = path, limits
        self.spent = 0
        self.decoded = 0  # forms decoded to learn their size, each once per file
        self.form_sizes: dict[int, int] = {}
        self.page_forms: dict[str, int] = {}  # the current page's form names → size
        self.refused: BundleError | None = None

    def _refuse(self, message: str) -> BundleError:
        self.refused = BundleError(self.path, None, None, message)
        return self.refused

    def _stream(self, size: int, page: int) -> int:
        if size > self.limits.max_pdf_stream_bytes:
            raise self._refuse(
                _("%(page)s ページ目の内容が上限 (%(size)s) を超えています。")
                % {"page": page, "size": filesizeformat(self.limits.max_pdf_stream_bytes)}
            )
        return size

    def _total(self, size: int) -> int:
        if size > self.limits.max_pdf_content_bytes:
            raise self._refuse(
                _("ページの内容が合計で上限 (%(size)s) を超えています。")
                % {"size": filesizeformat(self.limits.max_pdf_content_bytes)}
            )
        return size

    def spend(self, size: int) -> None:
        self.spent = self._total(self.spent + size)

    def _forms(self, resources: Any, page: int, seen: set[int], depth: int = 0) -> None:
        from pypdf.generic import DictionaryObject, StreamObject

        resources = resources.get_object() if resources is not None else None
        xobjects = resources.get("/XObject") if isinstance(resources, DictionaryObject) else None
        xobjects = xobjects.get_object() if xobjects is not None else None
        if not isinstance(xobjects, DictionaryObject) or depth > 10:
            return
        for name, ref in xobjects.items():
            form = ref.get_object()
            if not isinstance(form, StreamObject) or form.get("/Subtype") != "/Form" or id(form) in seen:
                continue
            seen.add(id(form))
            if id(form) not in self.form_sizes:
                try:
                    data = form.get_data()
                except Exception:  # pypdf skips a form it cannot decode when it draws it, too
                    data = b""
                size = self._stream(len(data), page)
                self.decoded = self._total(self.decoded + size)
                self.form_sizes[id(form)] = size
            self.page_forms[name] = max(self.page_forms.get(name, 0), self.form_sizes[id(form)])
            self._forms(form.get("/Resources"), page, seen, depth + 1)

    def page_start(self, page_obj: Any, page: int) -> None:
        content = page_obj.get_contents()
        self.spend(self._stream(len(content.get_data()) if content is not None else 0, page))
        self.page_forms = {}
        self._forms(page_obj.get("/Resources"), page, set())

    def visit(self, operator: bytes, operands: Any, cm: Any, tm: Any) -> None:
        # pypdf catches an exception raised while it reads a form; the next operator of the
        # page (or the check after extract_text) raises it again.
        if self.refused is not None:
            raise self.refused
        if operator == b"Do" and operands:
            self.spend(self.page_forms.get(operands[0], 0))


def _pdf_text(path: Path, limits: ExtractLimits) -> str:
    from pypdf import PdfReader

    reader = PdfReader(str(path))
    if len(reader.pages) > limits.max_pdf_pages:
        raise BundleError(
            path,
            None,
            None,
            _("ページ数が上限 (%(max)s) を超えています。") % {"max": _number(limits.max_pdf_pages)},
        )
    work = _PdfWork(path, limits)
    chars = _Chars(path, limits)
    texts = []
    for number, page in enumerate(reader.pages, start=1):
        work.page_start(page, number)
        text = page.extract_text(visitor_operand_before=work.visit) or ""
        if work.refused is not None:
            raise work.refused
        texts.append(chars.add(text))
    return "\n\n".join(texts)


def extract_text(path: Path, limits: ExtractLimits | None = None) -> str:
    limits = limits or extract_limits()
    suffix = path.suffix.lower()
    try:
        if suffix in {".txt", ".md"}:
            text = _source(path, limits)
        elif suffix in {".html", ".htm"}:
            text = _html_text(path, limits)
        elif suffix == ".pdf":
            text = _pdf_text(path, limits)
        elif suffix == ".docx":
            text = _docx_text(path, limits)
        else:
            raise BundleError(path, None, None, f"unsupported file type {suffix}")
    except UnicodeDecodeError:
        raise BundleError(path, None, None, "is not UTF-8 text") from None
    except BundleError:
        raise
    except Exception as exc:  # a broken PDF/DOCX: report the file, never a traceback
        raise BundleError(
            path, None, None, f"cannot be read as {suffix[1:]} ({exc.__class__.__name__})"
        ) from None
    if len(text) > limits.max_chars:
        raise _too_many_chars(path, limits)
    return text
