"""Read .txt/.md/.html/.pdf/.docx files with front matter or a sidecar .meta.json."""

from __future__ import annotations

import json
from pathlib import Path

from retrieval.core.bundle import BundleError, VersionSpec, version_spec_from_mapping

DOCUMENT_SUFFIXES = {".txt", ".md", ".html", ".htm", ".pdf", ".docx"}
META_KEYS = {"doc_id", "version", "title", "valid_from", "valid_to", "groups", "owner", "contact", "targets"}
LIST_KEYS = {"groups", "targets"}


def _parse_value(key: str, raw: str):
    value = raw.strip()
    if key in LIST_KEYS:
        if value.startswith("[") and value.endswith("]"):
            value = value[1:-1]
        return [v.strip().strip("'\"") for v in value.split(",") if v.strip()]
    if value.lower() in {"", "null", "none", "~"}:
        return None
    return value.strip("'\"")


def split_front_matter(text: str, path: Path) -> tuple[dict, str, dict[str, int]]:
    """Metadata between leading '---' lines, its key line numbers, and the body after it."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return {}, text, {}
    meta: dict = {}
    key_lines: dict[str, int] = {}
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == "---":
            body = "\n".join(lines[number:])
            return meta, body, key_lines
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, raw = line.partition(":")
        key = key.strip()
        if not sep or not key:
            raise BundleError(path, number, None, "front matter lines must be 'key: value'")
        if key not in META_KEYS:
            raise BundleError(
                path, number, key, f"unknown metadata field (known: {', '.join(sorted(META_KEYS))})"
            )
        meta[key] = _parse_value(key, raw)
        key_lines[key] = number
    raise BundleError(path, 1, None, "front matter starts with '---' but never ends")


def extract_text(path: Path) -> str:
    suffix = path.suffix.lower()
    try:
        if suffix in {".txt", ".md"}:
            return path.read_text(encoding="utf-8")
        if suffix in {".html", ".htm"}:
            from bs4 import BeautifulSoup

            soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
            for tag in soup(["script", "style"]):
                tag.decompose()
            for level in range(1, 7):
                for h in soup.find_all(f"h{level}"):
                    h.replace_with(f"\n\n{'#' * level} {h.get_text(' ', strip=True)}\n\n")
            for block in soup.find_all(["p", "li", "div", "br", "tr"]):
                block.insert_after("\n\n")
            return soup.get_text()
        if suffix == ".pdf":
            from pypdf import PdfReader

            return "\n\n".join((page.extract_text() or "") for page in PdfReader(str(path)).pages)
        if suffix == ".docx":
            import docx

            paragraphs = []
            for p in docx.Document(str(path)).paragraphs:
                style = (p.style.name or "").lower() if p.style is not None else ""
                text = p.text.strip()
                if not text:
                    continue
                if style.startswith("heading"):
                    level = "".join(ch for ch in style if ch.isdigit()) or "1"
                    text = f"{'#' * int(level)} {text}"
                paragraphs.append(text)
            return "\n\n".join(paragraphs)
    except UnicodeDecodeError:
        raise BundleError(path, None, None, "is not UTF-8 text") from None
    except BundleError:
        raise
    except Exception as exc:  # a broken PDF/DOCX: report the file, never a traceback
        raise BundleError(
            path, None, None, f"cannot be read as {suffix[1:]} ({exc.__class__.__name__})"
        ) from None
    raise BundleError(path, None, None, f"unsupported file type {suffix}")


def read_document_file(path: Path) -> VersionSpec:
    sidecar = path.with_name(path.name + ".meta.json")
    meta: dict = {}
    key_lines: dict[str, int] = {}
    if path.suffix.lower() in {".txt", ".md"}:
        raw = extract_text(path)
        meta, body, key_lines = split_front_matter(raw, path)
    else:
        body = extract_text(path)
    if sidecar.is_file():
        try:
            side = json.loads(sidecar.read_text(encoding="utf-8"))
        except UnicodeDecodeError:
            raise BundleError(sidecar, None, None, "is not UTF-8 text") from None
        except json.JSONDecodeError as exc:
            raise BundleError(sidecar, exc.lineno, None, f"malformed JSON ({exc.msg})") from None
        if not isinstance(side, dict):
            raise BundleError(sidecar, None, None, "must be a JSON object")
        unknown = set(side) - META_KEYS
        if unknown:
            raise BundleError(sidecar, None, sorted(unknown)[0], "unknown metadata field")
        meta = {**meta, **side}
    if not meta:
        raise BundleError(
            path, 1, None, "no metadata: add a front-matter block or a sidecar file " + sidecar.name
        )
    meta["text"] = body.strip()
    try:
        return version_spec_from_mapping(meta, path=path, line=1)
    except BundleError as exc:
        # Point at the metadata line of the offending field where we know it.
        line = key_lines.get(exc.field or "", exc.line)
        source = sidecar if sidecar.is_file() and exc.field in side_keys(sidecar) else path
        raise BundleError(source, line if source == path else None, exc.field, exc.message) from None


def side_keys(sidecar: Path) -> set[str]:
    try:
        return set(json.loads(sidecar.read_text(encoding="utf-8")))
    except Exception:
        return set()


def read_document_folder(folder: Path) -> list[VersionSpec]:
    files = sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in DOCUMENT_SUFFIXES)
    if not files:
        raise BundleError(
            folder, None, None, "contains no corpus.jsonl and no .txt/.md/.html/.pdf/.docx files"
        )
    return [read_document_file(p) for p in files]
