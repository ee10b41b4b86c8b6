"""Files uploaded in the admin, kept on disk between the preview and the confirmation.

Each upload is a folder ``<KONKYO_UPLOAD_DIR>/<token>/`` holding ``files/`` (what the
importer reads), ``owner.json`` (who uploaded it and when) and ``read.json`` (what the files
say, read once when they are uploaded: the preview and the confirmation reuse it, so a page
load never parses a PDF again). The token is random; the view
also keeps it in the uploader's session, and only that user may preview, confirm or discard
it. Zips are expanded here, within limits on members, total size and paths (no absolute
paths, no ``..``, no links, no nested zips), so that the importer only ever reads plain files
inside the folder.
"""

from __future__ import annotations

import dataclasses
import json
import os
import secrets
import shutil
import stat
import time
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path, PurePosixPath
from typing import IO, Any

from django.conf import settings
from django.contrib.auth.models import Group
from django.template.defaultfilters import filesizeformat
from django.utils.translation import gettext as _

from retrieval.core.bundle import BundleError, VersionSpec
from retrieval.importing.files import DOCUMENT_SUFFIXES
from retrieval.importing.run import FolderRead, folder_read

TOKEN_LENGTH = 32  # secrets.token_urlsafe(24)
_TOKEN_CHARS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
BUNDLE_NAMES = {"corpus.jsonl", "bundle.json"}
CHUNK = 1 << 16


class UploadError(ValueError):
    """An upload refused before anything is read: which file, and why."""

    def __init__(self, file: str, message: str):
        self.file = file
        self.message = message
        super().__init__(f"{file}: {message}" if file else message)


@dataclass(frozen=True)
class UploadLimits:
    max_request_bytes: int  # the whole POST (files as sent, zips compressed)
    max_files: int  # files after expanding zips
    max_unpacked_bytes: int  # all files after expanding zips
    max_age_seconds: int  # an upload not confirmed by then is gone


def upload_limits() -> UploadLimits:
    return UploadLimits(
        max_request_bytes=getattr(settings, "KONKYO_UPLOAD_MAX_BYTES", 50 * 1024 * 1024),
        max_files=getattr(settings, "KONKYO_UPLOAD_MAX_FILES", 200),
        max_unpacked_bytes=getattr(settings, "KONKYO_UPLOAD_MAX_UNPACKED_BYTES", 200 * 1024 * 1024),
        max_age_seconds=getattr(settings, "KONKYO_UPLOAD_MAX_AGE", 24 * 3600),
    )


def upload_root() -> Path:
    root = Path(getattr(settings, "KONKYO_UPLOAD_DIR", "") or settings.VAR_DIR / "uploads")
    root.mkdir(parents=True, exist_ok=True)
    return root


@dataclass(frozen=True)
class StagedUpload:
    token: str
    folder: Path  # the files, as the importer reads them
    create_groups: bool
    names: tuple[str, ...]  # what was uploaded, as named by the uploader


def accepted_name(name: str) -> bool:
    lower = name.lower()
    return (
        PurePosixPath(lower).suffix in DOCUMENT_SUFFIXES
        or lower.endswith(".meta.json")
        or PurePosixPath(lower).name in BUNDLE_NAMES
    )


def _member_path(name: str) -> PurePosixPath | None:
    """The relative path a zip member may be written to; None for entries to skip
    (folders, macOS metadata, hidden files); UploadError for an unsafe path."""
    if "\x00" in name or "\\" in name or name.startswith("/") or (len(name) > 1 and name[1] == ":"):
        raise UploadError(
            name, _("zip の中のパスが安全ではありません (絶対パス・ドライブ名・バックスラッシュ)。")
        )
    path = PurePosixPath(name)
    if any(part == ".." for part in path.parts):
        raise UploadError(name, _("zip の中のパスが安全ではありません (「..」)。"))
    if name.endswith("/") or not path.parts:
        return None
    if path.parts[0] == "__MACOSX" or any(part.startswith(".") for part in path.parts):
        return None
    return path


def _zip_member_name(info: zipfile.ZipInfo) -> str:
    """Names from Windows zips without the UTF-8 flag are usually CP932, not CP437."""
    if info.flag_bits & 0x800:
        return info.filename
    try:
        return info.filename.encode("cp437").decode("cp932")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return info.filename


def _too_many_files(limits: UploadLimits) -> str:
    return _("1回のアップロードのファイルが%(max)s個を超えています。") % {"max": limits.max_files}


def _too_big(limits: UploadLimits) -> str:
    return _("展開後の大きさが上限 (%(size)s) を超えています。") % {
        "size": filesizeformat(limits.max_unpacked_bytes)
    }


class _Writer:
    """Writes files under one folder, counting files and bytes against the limits."""

    def __init__(self, folder: Path, limits: UploadLimits):
        self.folder, self.limits = folder, limits
        self.files = 0
        self.bytes = 0
        self.seen: set[str] = set()

    def write(self, relative: PurePosixPath, source: IO[bytes], shown: str) -> None:
        if not accepted_name(relative.name):
            raise UploadError(
                shown,
                _(
                    "取り込めない種類のファイルです (.md .txt .html .pdf .docx、FILE.meta.json、またはそれらの .zip)。"
                ),
            )
        key = str(relative).casefold()
        if key in self.seen:
            raise UploadError(shown, _("同じ名前のファイルが2つあります。"))
        self.seen.add(key)
        self.files += 1
        if self.files > self.limits.max_files:
            raise UploadError(shown, _too_many_files(self.limits))
        target = self.folder.joinpath(*relative.parts)
        if not target.resolve().is_relative_to(self.folder.resolve()):
            raise UploadError(shown, _("パスが安全ではありません。"))
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("xb") as out:
            while chunk := source.read(CHUNK):
                self.bytes += len(chunk)
                if self.bytes > self.limits.max_unpacked_bytes:
                    raise UploadError(shown, _too_big(self.limits))
                out.write(chunk)

    def expand_zip(self, source: IO[bytes], shown: str) -> None:
        try:
            archive = zipfile.ZipFile(source)
        except (zipfile.BadZipFile, OSError):
            raise UploadError(shown, _("zip ファイルとして読めません。")) from None
        with archive:
            members = archive.infolist()
            if len(members) > self.limits.max_files * 2:
                raise UploadError(shown, _too_many_files(self.limits))
            if sum(m.file_size for m in members) + self.bytes > self.limits.max_unpacked_bytes:
                raise UploadError(shown, _too_big(self.limits))
            for info in members:
                name = _zip_member_name(info)
                where = f"{shown}/{name}"
                relative = _member_path(name)
                if relative is None or info.is_dir():
                    continue
                if stat.S_ISLNK(info.external_attr >> 16):
                    raise UploadError(where, _("zip の中のリンクは受け付けません。"))
                if info.flag_bits & 0x1:
                    raise UploadError(where, _("暗号化された zip は受け付けません。"))
                if relative.suffix.lower() == ".zip":
                    raise UploadError(where, _("zip の中の zip は受け付けません。"))
                try:
                    with archive.open(info) as member:
                        self.write(relative, member, where)
                except (zipfile.BadZipFile, NotImplementedError, EOFError, OSError) as exc:
                    raise UploadError(
                        where, _("展開できません (%(error)s)。") % {"error": exc.__class__.__name__}
                    ) from None


def upload_stage(files: Iterable, *, user_id: int, create_groups: bool) -> StagedUpload:
    """Keep uploaded files (Django UploadedFile objects) for a preview; zips are expanded.

    Any refused file refuses the whole upload and leaves nothing behind."""
    upload_purge_expired()
    limits = upload_limits()
    token = secrets.token_urlsafe(24)
    base = upload_root() / token
    folder = base / "files"
    folder.mkdir(parents=True)
    writer = _Writer(folder, limits)
    names: list[str] = []
    try:
        for uploaded in files:
            shown = uploaded.name or ""
            name = PurePosixPath(shown.replace("\\", "/")).name
            if not name or name.startswith(".") or "\x00" in name or name in {"..", "."}:
                raise UploadError(shown, _("ファイル名が正しくありません。"))
            names.append(name)
            uploaded.seek(0)
            if name.lower().endswith(".zip"):
                writer.expand_zip(uploaded, name)
            else:
                writer.write(PurePosixPath(name), uploaded, name)
        if writer.files == 0:
            raise UploadError("", _("取り込むファイルがありません。"))
        (base / "owner.json").write_text(
            json.dumps(
                {"user": user_id, "created": time.time(), "create_groups": create_groups, "names": names}
            ),
            encoding="utf-8",
        )
    except BaseException:
        shutil.rmtree(base, ignore_errors=True)
        raise
    return StagedUpload(
        token=token, folder=import_root(folder), create_groups=create_groups, names=tuple(names)
    )


def import_root(folder: Path) -> Path:
    """A zip of one folder ("rules/…") is read as that folder (a bundle's corpus.jsonl included)."""
    while True:
        entries = list(folder.iterdir())
        if len(entries) != 1 or not entries[0].is_dir():
            return folder
        folder = entries[0]


def _base(token: str) -> Path | None:
    if len(token) != TOKEN_LENGTH or not set(token) <= _TOKEN_CHARS:
        return None
    base = upload_root() / token
    return base if base.is_dir() else None


def upload_staged(token: str, *, user_id: int) -> StagedUpload | None:
    """The upload if it exists, belongs to this user and has not expired; else None."""
    base = _base(token)
    if base is None:
        return None
    try:
        owner = json.loads((base / "owner.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if owner.get("user") != user_id:
        return None
    if time.time() - float(owner.get("created", 0)) > upload_limits().max_age_seconds:
        shutil.rmtree(base, ignore_errors=True)
        return None
    return StagedUpload(
        token=token,
        folder=import_root(base / "files"),
        create_groups=bool(owner.get("create_groups")),
        names=tuple(owner.get("names") or ()),
    )


def _plain(value: Any) -> Any:
    if isinstance(value, date):
        return {"date": value.isoformat()}
    raise TypeError(type(value).__name__)


def _spec_load(row: dict) -> VersionSpec:
    def value(v: Any) -> Any:
        if isinstance(v, dict) and set(v) == {"date"}:
            return date.fromisoformat(v["date"])
        return tuple(v) if isinstance(v, list) else v

    return VersionSpec(**{k: value(v) for k, v in row.items()})


def _read_dump(read: FolderRead) -> str:
    return json.dumps(
        {
            "specs": [dataclasses.asdict(spec) for spec in read.specs],
            "synonyms": read.synonyms,
            "errors": [
                {
                    "path": e.path,
                    "line": e.line,
                    "field_name": e.field,
                    "message": e.template,
                    "params": e.params,
                }
                for e in read.errors
            ],
        },
        default=_plain,
        ensure_ascii=False,
    )


def _read_load(text: str) -> FolderRead:
    data = json.loads(text)
    return FolderRead(
        specs=[_spec_load(row) for row in data["specs"]],
        synonyms=tuple(tuple(terms) for terms in data["synonyms"]),
        errors=[BundleError(**e) for e in data["errors"]],
    )


def upload_read(staged: StagedUpload) -> FolderRead:
    """What the upload's files say: read once (the first call, when the files are uploaded),
    then loaded from ``read.json`` by every preview and by the confirmation."""
    stash = upload_root() / staged.token / "read.json"
    try:
        return _read_load(stash.read_text(encoding="utf-8"))
    except FileNotFoundError:
        pass
    # Unknown reading groups are reported with the file's other problems, unless created.
    known = None if staged.create_groups else set(Group.objects.values_list("name", flat=True))
    read = folder_read(staged.folder, known_groups=known)
    partial = stash.with_name(f"read.{secrets.token_hex(4)}.tmp")
    partial.write_text(_read_dump(read), encoding="utf-8")
    os.replace(partial, stash)  # a concurrent preview never sees half a file
    return read


def upload_discard(token: str) -> None:
    base = _base(token)
    if base is not None:
        shutil.rmtree(base, ignore_errors=True)


def upload_purge_expired() -> None:
    cutoff = time.time() - upload_limits().max_age_seconds
    for base in upload_root().iterdir():
        try:
            if base.is_dir() and base.stat().st_mtime < cutoff:
                shutil.rmtree(base, ignore_errors=True)
        except OSError:
            continue
