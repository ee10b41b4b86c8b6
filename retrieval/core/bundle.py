"""Read evaluation bundles (SPEC §8) into plain specs, naming file, line and field on error."""

from __future__ import annotations

import io
import json
import reprlib
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from datetime import date, timedelta
from itertools import pairwise
from pathlib import Path
from typing import Any

from retrieval.core.chunking import chunk_body
from retrieval.core.types import PassageRecord

# An error message quotes at most this much of what it names (a field, a value, a YAML
# problem): a file can hold a value of any size, and the message ends up in a web page.
MESSAGE_MAX_CHARS = 500
FIELD_MAX_CHARS = 100


def clipped(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


_SHOWN = reprlib.Repr()
_SHOWN.maxlevel, _SHOWN.maxlist, _SHOWN.maxdict, _SHOWN.maxstring, _SHOWN.maxother = 2, 5, 5, 80, 80


def shown(value: Any) -> str:
    """A value as quoted in an error message: repr, bounded in size however large or deep the
    value is (reprlib never walks more of it than it shows)."""
    return clipped(_SHOWN.repr(value), 100)


class BundleError(ValueError):
    """A malformed bundle or document file: says where, which field, and what is wrong.

    ``message`` is an English template; with ``params`` its ``{name}`` fields are filled in.
    The template stays (``template``) so that a page can show it in its own language
    (``retrieval.importing.error_text``)."""

    def __init__(
        self,
        path: str | Path,
        line: int | None,
        field_name: str | None,
        message: str,
        params: dict[str, Any] | None = None,
    ):
        self.path = str(path)
        self.line = line
        self.field = clipped(field_name, FIELD_MAX_CHARS) if field_name else field_name
        self.template = message
        self.params = {k: str(v) for k, v in (params or {}).items()}
        self.message = clipped(message.format(**self.params) if self.params else message, MESSAGE_MAX_CHARS)
        where = self.path + (f":{line}" if line else "")
        what = f" field '{self.field}'" if self.field else ""
        super().__init__(f"{where}:{what} {self.message}")


class BundleErrors(BundleError):
    """Every problem found in one record (a file's metadata, a bundle line), so that they can be
    fixed at once; it reads as its first problem where one is expected."""

    def __init__(self, errors: list[BundleError]):
        first = errors[0]
        super().__init__(first.path, first.line, first.field, first.template, first.params)
        self.errors = list(errors)


def each_error(exc: BundleError) -> list[BundleError]:
    """The problems an error stands for: itself, or each of a ``BundleErrors``."""
    return list(getattr(exc, "errors", None) or [exc])


def combined(errors: list[BundleError]) -> BundleError:
    """One error standing for ``errors`` (non-empty): itself when alone."""
    return errors[0] if len(errors) == 1 else BundleErrors(errors)


def raise_all(errors: list[BundleError]) -> None:
    if errors:
        raise combined(errors)


@dataclass(frozen=True)
class VersionSpec:
    """One document version as read from a bundle line or a document file."""

    doc_id: str
    label: str
    title: str
    text: str
    valid_from: date | None  # inclusive
    valid_to: date | None  # inclusive, as entered
    groups: tuple[str, ...]
    owner: str = ""
    contact: str = ""
    targets: tuple[str, ...] = ()
    source: str = ""  # "file:line" for messages

    @property
    def valid_until(self) -> date | None:
        return self.valid_to + timedelta(days=1) if self.valid_to else None


@dataclass(frozen=True)
class QuestionSpec:
    qid: str
    question: str
    groups: tuple[str, ...]
    as_of: date | None
    answerable: bool | None
    required_doc_ids: tuple[str, ...]
    category: str = ""
    split: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class BundleMeta:
    name: str
    default_as_of: date | None
    synonyms: tuple[tuple[str, ...], ...]
    description: str = ""


def parse_date(value: Any, *, path: str | Path, line: int | None, field_name: str) -> date | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise BundleError(
            path, line, field_name, "must be a date YYYY-MM-DD or null, got {value}", {"value": shown(value)}
        )
    try:
        return date.fromisoformat(value.strip())
    except ValueError:
        raise BundleError(
            path, line, field_name, "is not a valid date YYYY-MM-DD: {value}", {"value": shown(value)}
        ) from None


def _str_list(value: Any, *, path: Path, line: int, field_name: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise BundleError(path, line, field_name, "must be a list of non-empty strings")
    return tuple(v.strip() for v in value)


def _required_str(obj: dict, key: str, *, path: Path, line: int) -> str:
    value = obj.get(key)
    if value is None:
        raise BundleError(path, line, key, "is missing")
    if not isinstance(value, str) or not value.strip():
        raise BundleError(path, line, key, "must be a non-empty string")
    return value.strip()


def jsonl_rows(path: Path) -> list[tuple[int, dict]]:
    """(line number, object) of each non-blank line; a BundleError names the file and line."""
    if not path.is_file():
        raise BundleError(path, None, None, "file not found")
    rows: list[tuple[int, dict]] = []
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BundleError(path, data.count(b"\n", 0, exc.start) + 1, None, "is not UTF-8 text") from None
    with io.StringIO(text, newline=None) as fh:
        for number, raw in enumerate(fh, start=1):
            if not raw.strip():
                continue
            try:
                obj = json.loads(raw)
            except json.JSONDecodeError as exc:
                raise BundleError(
                    path, number, None, "malformed JSON ({error})", {"error": exc.msg}
                ) from None
            if not isinstance(obj, dict):
                raise BundleError(path, number, None, "each line must be a JSON object")
            rows.append((number, obj))
    return rows


def version_spec_from_mapping(
    obj: dict, *, path: Path, line: int, text_key: str = "text", known_groups: Collection[str] | None = None
) -> VersionSpec:
    """A version from its metadata; every problem of it is reported at once (``BundleErrors``).
    With ``known_groups``, a reading group not among them is one of those problems."""
    problems: list[BundleError] = []

    def checked(read: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        try:
            return read(*args, **kwargs)
        except BundleError as exc:
            problems.append(exc)
            return None

    doc_id = checked(_required_str, obj, "doc_id", path=path, line=line)
    label = obj.get("version", "1")
    if isinstance(label, int):
        label = str(label)
    if not isinstance(label, str) or not label.strip():
        problems.append(BundleError(path, line, "version", "must be a non-empty string"))
        label = None
    title = checked(_required_str, obj, "title", path=path, line=line)
    text = checked(_required_str, obj, text_key, path=path, line=line)
    valid_from = checked(parse_date, obj.get("valid_from"), path=path, line=line, field_name="valid_from")
    valid_to = checked(parse_date, obj.get("valid_to"), path=path, line=line, field_name="valid_to")
    if valid_from and valid_to and valid_to < valid_from:
        problems.append(BundleError(path, line, "valid_to", "is before valid_from"))
    groups: tuple[str, ...] | None = None
    if "groups" not in obj:
        problems.append(
            BundleError(
                path, line, "groups", "is missing (a version with no groups is readable by nobody; list them)"
            )
        )
    else:
        groups = checked(_str_list, obj.get("groups"), path=path, line=line, field_name="groups")
    if groups and known_groups is not None:
        unknown = [g for g in groups if g not in known_groups]
        if unknown:
            names = ", ".join(shown(g) for g in unknown)
            problems.append(BundleError(path, line, "groups", "unknown group(s): {names}", {"names": names}))
    for key in ("owner", "contact"):
        if obj.get(key) is not None and not isinstance(obj.get(key), str):
            problems.append(BundleError(path, line, key, "must be a string"))
    targets = checked(_str_list, obj.get("targets"), path=path, line=line, field_name="targets")
    # NUL is never text (PostgreSQL cannot even store it): a binary file, or a broken export.
    for key, value in (
        ("doc_id", doc_id),
        ("version", label),
        ("title", title),
        (text_key, text),
        ("owner", obj.get("owner")),
        ("contact", obj.get("contact")),
    ):
        if isinstance(value, str) and "\x00" in value:
            problems.append(BundleError(path, line, key, "contains NUL characters (binary data, not text)"))
    raise_all(problems)
    return VersionSpec(
        doc_id=doc_id,
        label=label.strip(),
        title=title,
        text=text,
        valid_from=valid_from,
        valid_to=valid_to,
        groups=groups,
        owner=(obj.get("owner") or "").strip(),
        contact=(obj.get("contact") or "").strip(),
        targets=targets,
        source=f"{path}:{line}",
    )


def check_no_overlap(specs: list[VersionSpec]) -> None:
    """At most one version of a document valid on any day; unique labels per document."""
    by_doc: dict[str, list[VersionSpec]] = {}
    for spec in specs:
        by_doc.setdefault(spec.doc_id, []).append(spec)
    for doc_id, versions in by_doc.items():
        labels: set[str] = set()
        for v in versions:
            if v.label in labels:
                path, _, line = v.source.rpartition(":")
                raise BundleError(
                    path,
                    int(line) if line.isdigit() else None,
                    "version",
                    f"duplicate version {shown(v.label)} of document {shown(doc_id)}",
                )
            labels.add(v.label)
        ordered = sorted(versions, key=lambda v: v.valid_from or date.min)
        for prev, nxt in pairwise(ordered):
            prev_end = prev.valid_until or date.max
            if (nxt.valid_from or date.min) < prev_end:
                path, _, line = nxt.source.rpartition(":")
                raise BundleError(
                    path,
                    int(line) if line.isdigit() else None,
                    "valid_from",
                    f"validity of {shown(doc_id)} version {shown(nxt.label)} overlaps version {shown(prev.label)}",
                )


def read_corpus(folder: str | Path) -> list[VersionSpec]:
    path = Path(folder) / "corpus.jsonl"
    specs = [version_spec_from_mapping(obj, path=path, line=n) for n, obj in jsonl_rows(path)]
    check_no_overlap(specs)
    return specs


def read_questions(folder: str | Path) -> list[QuestionSpec]:
    path = Path(folder) / "questions.jsonl"
    known = {"qid", "question", "groups", "as_of", "answerable", "required_doc_ids", "category", "split"}
    questions: list[QuestionSpec] = []
    seen: set[str] = set()
    for n, obj in jsonl_rows(path):
        qid = _required_str(obj, "qid", path=path, line=n)
        if qid in seen:
            raise BundleError(path, n, "qid", "duplicate qid {qid}", {"qid": shown(qid)})
        seen.add(qid)
        answerable = obj.get("answerable")
        if answerable is not None and not isinstance(answerable, bool):
            raise BundleError(path, n, "answerable", "must be true, false or null")
        questions.append(
            QuestionSpec(
                qid=qid,
                question=_required_str(obj, "question", path=path, line=n),
                groups=_str_list(obj.get("groups"), path=path, line=n, field_name="groups"),
                as_of=parse_date(obj.get("as_of"), path=path, line=n, field_name="as_of"),
                answerable=answerable,
                required_doc_ids=_str_list(
                    obj.get("required_doc_ids"), path=path, line=n, field_name="required_doc_ids"
                ),
                category=str(obj.get("category") or ""),
                split=str(obj.get("split") or ""),
                extra={k: v for k, v in obj.items() if k not in known},
            )
        )
    return questions


def read_meta(folder: str | Path) -> BundleMeta:
    path = Path(folder) / "bundle.json"
    if not path.is_file():
        return BundleMeta(name=Path(folder).name, default_as_of=None, synonyms=())
    try:
        obj = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise BundleError(path, None, None, "is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise BundleError(path, exc.lineno, None, "malformed JSON ({error})", {"error": exc.msg}) from None
    if not isinstance(obj, dict):
        raise BundleError(path, None, None, "must be a JSON object")
    synonyms = obj.get("synonyms") or []
    if not isinstance(synonyms, list) or not all(
        isinstance(g, list) and all(isinstance(t, str) for t in g) for g in synonyms
    ):
        raise BundleError(path, None, "synonyms", "must be a list of lists of strings")
    return BundleMeta(
        name=str(obj.get("name") or Path(folder).name),
        default_as_of=parse_date(obj.get("default_as_of"), path=path, line=None, field_name="default_as_of"),
        synonyms=tuple(tuple(g) for g in synonyms),
        description=str(obj.get("description") or ""),
    )


def records_from_specs(
    specs: list[VersionSpec], *, stated_validity=None, extract_identifiers=None
) -> list[PassageRecord]:
    """Chunk every version into PassageRecords for an isolated in-memory store."""
    records: list[PassageRecord] = []
    for spec in specs:
        version_id = f"{spec.doc_id}@{spec.label}"
        stated = stated_validity(spec.text) if stated_validity else None
        detected = tuple(extract_identifiers(spec.text)) if extract_identifiers else ()
        targets = tuple(dict.fromkeys([*spec.targets, *detected]))
        for chunk in chunk_body(spec.text):
            records.append(
                PassageRecord(
                    passage_id=f"{version_id}#{chunk.position}",
                    version_id=version_id,
                    doc_id=spec.doc_id,
                    version_label=spec.label,
                    title=spec.title,
                    text=chunk.text,
                    position=chunk.position,
                    heading_path=chunk.heading_path,
                    valid_from=spec.valid_from,
                    valid_until=spec.valid_until,
                    groups=frozenset(spec.groups),
                    targets=targets,
                    owner=spec.owner,
                    contact=spec.contact,
                    stated_from=stated[0] if stated else None,
                    stated_until=stated[1] if stated else None,
                )
            )
    return records
