"""Read .txt/.md/.html/.pdf/.docx files with front matter or a sidecar .meta.json."""

from __future__ import annotations

import json
from collections.abc import Collection
from pathlib import Path

import yaml

from retrieval.core.bundle import BundleError, VersionSpec, combined, each_error, version_spec_from_mapping
from retrieval.importing.extract import extract_text

DOCUMENT_SUFFIXES = {".txt", ".md", ".html", ".htm", ".pdf", ".docx"}
META_KEYS = {"doc_id", "version", "title", "valid_from", "valid_to", "groups", "owner", "contact", "targets"}
_NULL_TAG = "tag:yaml.org,2002:null"
# Metadata is a dozen short lines; a longer block is a mistake (or a bomb), never parsed.
FRONT_MATTER_MAX_CHARS = 20_000
ALIASES_REFUSED = "anchors and aliases (&name, *name) are not allowed in front matter"


class _AliasRefused(yaml.YAMLError):
    def __init__(self, mark: yaml.Mark):
        super().__init__(ALIASES_REFUSED)
        self.mark = mark


class _FrontMatterLoader(yaml.SafeLoader):
    """YAML, except that a plain value stays the text written (only null/~/empty mean None):
    `version: 1.10` stays "1.10", `targets: [NO]` stays "NO", and `valid_from: 2026-02-30`
    reaches the date check as written, as the same values in a sidecar JSON file would.

    Anchors and aliases are refused where they are met, before any node is built: metadata
    never needs them, and nested aliases ("billion laughs") make a few hundred bytes stand for
    millions of values."""

    def compose_node(self, parent, index):
        event = self.peek_event()
        if getattr(event, "anchor", None) is not None:  # an alias (*name) or an anchor (&name)
            raise _AliasRefused(event.start_mark)
        return super().compose_node(parent, index)


_FrontMatterLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag == _NULL_TAG]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _yaml_error(exc: yaml.YAMLError, path: Path) -> BundleError:
    """The file line of a YAML error (the block starts on line 2) and what is wrong there."""
    context = getattr(exc, "context", None) or ""
    mark = getattr(exc, "context_mark", None)
    if mark is None or "block" in context:  # a block's start line says less than the problem's
        mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc)
    hint = " (put a value that contains ': ' or ' #' in quotes)" if "mapping values" in problem else ""
    return BundleError(
        path,
        mark.line + 2 if mark else None,
        None,
        "front matter must be YAML 'key: value' lines: {problem}",
        {"problem": problem + hint},
    )


def _parse_front_matter(block: str, path: Path) -> tuple[dict, dict[str, int]]:
    """The metadata mapping of a front-matter block (PyYAML) and the file line of each key."""
    loader = _FrontMatterLoader(block)
    try:
        node = loader.get_single_node()
        if node is None:
            return {}, {}
        if not isinstance(node, yaml.MappingNode):
            raise BundleError(path, node.start_mark.line + 2, None, "front matter must be 'key: value' lines")
        key_lines: dict[str, int] = {}
        for key_node, _ in node.value:
            line = key_node.start_mark.line + 2
            if not isinstance(key_node, yaml.ScalarNode) or not key_node.value:
                raise BundleError(path, line, None, "front matter lines must be 'key: value'")
            key = key_node.value
            if key not in META_KEYS:
                raise BundleError(
                    path,
                    line,
                    key,
                    "unknown metadata field (known: {known})",
                    {"known": ", ".join(sorted(META_KEYS))},
                )
            if key in key_lines:
                raise BundleError(
                    path, line, key, "is given twice (first on line {first})", {"first": key_lines[key]}
                )
            key_lines[key] = line
        return loader.construct_document(node), key_lines
    except _AliasRefused as exc:
        raise BundleError(path, exc.mark.line + 2, None, ALIASES_REFUSED) from None
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, path) from None
    finally:
        loader.dispose()


def split_front_matter(text: str, path: Path) -> tuple[dict, str, dict[str, int]]:
    """Metadata between leading '---' lines (YAML), its key line numbers, and the body after it."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return {}, text, {}
    end = next((n for n, line in enumerate(lines[1:], start=1) if line.strip() == "---"), None)
    if sum(len(line) + 1 for line in lines[1:end]) > FRONT_MATTER_MAX_CHARS:
        if end is None:
            raise BundleError(path, 1, None, "front matter starts with '---' but never ends")
        raise BundleError(
            path,
            1,
            None,
            "front matter starts with '---' but is longer than {max} characters",
            {"max": f"{FRONT_MATTER_MAX_CHARS:,}"},
        )
    # Unclosed: the rest is parsed anyway, so a body line read as metadata is the one named.
    meta, key_lines = _parse_front_matter("\n".join(lines[1:end]), path)
    if end is None:
        raise BundleError(path, 1, None, "front matter starts with '---' but never ends")
    return meta, "\n".join(lines[end + 1 :]), key_lines


def read_document_file(path: Path, *, known_groups: Collection[str] | None = None) -> VersionSpec:
    """One document file and its metadata; every problem of its metadata at once, each on the
    line of its field (``BundleErrors``)."""
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
            raise BundleError(
                sidecar, exc.lineno, None, "malformed JSON ({error})", {"error": exc.msg}
            ) from None
        if not isinstance(side, dict):
            raise BundleError(sidecar, None, None, "must be a JSON object")
        unknown = set(side) - META_KEYS
        if unknown:
            raise BundleError(sidecar, None, sorted(unknown)[0], "unknown metadata field")
        meta = {**meta, **side}
    if not meta:
        raise BundleError(
            path,
            1,
            None,
            "no metadata: add a front-matter block or a sidecar file {sidecar}",
            {"sidecar": sidecar.name},
        )
    meta["text"] = body.strip()
    try:
        return version_spec_from_mapping(meta, path=path, line=1, known_groups=known_groups)
    except BundleError as exc:
        # Point at the metadata line of each offending field where we know it.
        sided = side_keys(sidecar) if sidecar.is_file() else set()
        placed = []
        for e in each_error(exc):
            line = key_lines.get(e.field or "", e.line)
            source = sidecar if e.field in sided else path
            placed.append(
                BundleError(source, line if source == path else None, e.field, e.template, e.params)
            )
        raise combined(sorted(placed, key=lambda e: (e.path, e.line or 0))) from None  # in file order


def side_keys(sidecar: Path) -> set[str]:
    try:
        return set(json.loads(sidecar.read_text(encoding="utf-8")))
    except Exception:
        return set()


def read_document_folder_all(
    folder: Path, *, known_groups: Collection[str] | None = None
) -> tuple[list[VersionSpec], list[BundleError]]:
    """Every file read, with every problem of each file that cannot be (the upload's preview)."""
    files = sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in DOCUMENT_SUFFIXES)
    if not files:
        raise BundleError(
            folder, None, None, "contains no corpus.jsonl and no .txt/.md/.html/.pdf/.docx files"
        )
    specs: list[VersionSpec] = []
    errors: list[BundleError] = []
    for path in files:
        try:
            specs.append(read_document_file(path, known_groups=known_groups))
        except BundleError as exc:
            errors.extend(each_error(exc))
    return specs, errors


def read_document_folder(folder: Path) -> list[VersionSpec]:
    specs, errors = read_document_folder_all(folder)
    if errors:
        raise errors[0]
    return specs
