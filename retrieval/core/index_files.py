"""Index arrays written once per machine and memory-mapped by every process (#39 item 4).

Each process of a pool (Celery prefork workers, several ``manage.py`` workers) used to
hold its own copy of the passage vectors and the BM25 postings. Now the first process to
load an index writes them into one folder per index (``folder_name``: the index version
and a fingerprint of its content), and every process, the writer included, maps them
read-only (``np.memmap``), so the page cache holds one copy for the machine.

- Vectors are stored as float16 (``Collection.dense_scores`` widens them to float32 a
  chunk at a time); the BM25 arrays keep their values (term frequencies in the smallest
  unsigned type that holds them).
- A folder is written under a temporary name and renamed into place: a reader never sees
  a partial one. ``manifest.json`` records the fingerprint and each file's size and
  BLAKE2b digest; ``load`` checks them on the open file it then maps, so a truncated or
  damaged file (or another index's folder) is refused, never served.
- ``prune`` removes the folders of older index versions; a process still using one keeps
  its mapping (the files live until it lets go).

No Django here: ``retrieval.shared_index`` chooses the folder and falls back to arrays in
memory when it cannot be used.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from retrieval.core.bm25 import BM25Index

__all__ = ["FORMAT", "IndexFilesError", "Mapped", "folder_name", "load", "prune", "write"]

FORMAT = 1
MANIFEST = "manifest.json"
VECTORS = "vectors.npy"
STRINGS = "bm25_strings.json"
_CHUNK_ROWS = 8192  # vector rows converted to float16 at a time while writing
_READ = 1 << 22  # bytes read at a time while checking a digest
_STALE_SECONDS = 24 * 3600  # a temporary folder this old was left by an interrupted writer


class IndexFilesError(Exception):
    """A folder that cannot be used: missing, partial, damaged or another index's."""


@dataclass(frozen=True)
class Mapped:
    """An index's arrays mapped read-only from ``folder``."""

    folder: Path
    vectors: np.ndarray | None  # float16, one row per passage
    bm25: BM25Index


def code_fingerprint() -> str:
    """What made the arrays besides the data: this Python (Unicode tables) and the source of
    the tokenizer, BM25 and this format, so a deploy that changes them never reads old files."""
    from retrieval.core import bm25, collection, text

    h = hashlib.blake2b(digest_size=16)
    h.update(f"{FORMAT}|{sys.version}|{np.__version__}".encode())
    for module in (text, bm25, collection, sys.modules[__name__]):
        h.update(Path(module.__file__).read_bytes())
    return h.hexdigest()


def folder_name(index_version: str, fingerprint: str) -> str:
    """``v<version>-<fingerprint>``: the folder of one index version with one content."""
    version = "".join(c if c.isalnum() else "_" for c in index_version)[:40]
    return f"v{version}-{fingerprint[:32]}"


def _version_of(name: str) -> int | None:
    head = name[1:].split("-", 1)[0] if name.startswith("v") else ""
    return int(head) if head.isdigit() else None


def _array_file(name: str) -> str:
    return f"bm25_{name}.npy"


def _digest(fh) -> str:
    h = hashlib.blake2b(digest_size=20)
    buffer = bytearray(_READ)
    view = memoryview(buffer)
    while n := fh.readinto(buffer):
        h.update(view[:n])
    return h.hexdigest()


def _smallest_uint(bound: int) -> type:
    for dtype in (np.uint8, np.uint16, np.uint32):
        if bound <= np.iinfo(dtype).max + 1:
            return dtype
    return np.uint64


def _write_vectors(path: Path, vectors: np.ndarray) -> None:
    """``vectors`` as float16 in a ``.npy`` file, a chunk at a time (no full float16 copy)."""
    out = np.lib.format.open_memmap(path, mode="w+", dtype=np.float16, shape=vectors.shape)
    for first in range(0, len(vectors), _CHUNK_ROWS):
        out[first : first + _CHUNK_ROWS] = vectors[first : first + _CHUNK_ROWS]
    out.flush()
    del out


def _write_files(folder: Path, vectors: np.ndarray | None, bm25: BM25Index) -> list[str]:
    names = []
    if vectors is not None and vectors.size:
        _write_vectors(folder / VECTORS, vectors)
        names.append(VECTORS)
    for name, array in bm25.arrays().items():
        if name == "tfs":
            array = array.astype(_smallest_uint(int(array.max(initial=0)) + 1))
        np.save(folder / _array_file(name), np.ascontiguousarray(array))
        names.append(_array_file(name))
    (folder / STRINGS).write_text(json.dumps(bm25.strings(), ensure_ascii=False), encoding="utf-8")
    names.append(STRINGS)
    return names


def write(root: Path, name: str, *, fingerprint: str, vectors: np.ndarray | None, bm25: BM25Index) -> Path:
    """Write an index's arrays into ``root/name`` (a temporary folder renamed into place).

    When another process published the folder first, its folder is kept if it checks out
    (else it is replaced). Raises ``OSError`` when the files cannot be written."""
    root.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{name}.tmp-", dir=root))
    try:
        files = {}
        for file in _write_files(tmp, vectors, bm25):
            with open(tmp / file, "rb") as fh:
                files[file] = {"bytes": os.fstat(fh.fileno()).st_size, "blake2b": _digest(fh)}
        manifest = {
            "format": FORMAT,
            "fingerprint": fingerprint,
            "records": len(bm25),
            "dim": int(vectors.shape[1]) if vectors is not None and vectors.size else 0,
            "k1": bm25.k1,
            "b": bm25.b,
            "files": files,
            "written_by_pid": os.getpid(),
        }
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
        os.chmod(tmp, 0o755)  # mkdtemp makes it 0700; other users' workers may read it
        _publish(tmp, root / name, fingerprint)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)  # gone already when it was renamed into place
    return root / name


def _publish(tmp: Path, final: Path, fingerprint: str) -> None:
    try:
        os.rename(tmp, final)
        return
    except OSError:  # the name is taken: another writer came first, or a damaged folder
        pass
    try:
        load(final, fingerprint)
        return  # theirs checks out: use it
    except IndexFilesError:
        remove(final)
    os.rename(tmp, final)


def remove(folder: Path) -> None:
    """Take ``folder`` out of use: renamed away first (readers see it whole or not at all),
    then deleted. Processes that mapped its files keep them until they let go."""
    trash = folder.parent / f".{folder.name}.trash-{os.getpid()}-{time.monotonic_ns()}"
    try:
        os.rename(folder, trash)
    except OSError:
        return  # already gone
    shutil.rmtree(trash, ignore_errors=True)


def _map(path: Path, info: dict) -> np.ndarray:
    """The array in ``path`` mapped read-only, after checking the open file's size and digest."""
    with open(path, "rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        if size != info["bytes"]:
            raise IndexFilesError(f"{path.name}: {size} bytes, the manifest says {info['bytes']}")
        if _digest(fh) != info["blake2b"]:
            raise IndexFilesError(f"{path.name}: content does not match its digest")
        fh.seek(0)
        version = np.lib.format.read_magic(fh)
        read_header = (
            np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
        )
        shape, fortran, dtype = read_header(fh)
        if int(np.prod(shape)) == 0:
            return np.zeros(shape, dtype=dtype)
        return np.memmap(
            fh, dtype=dtype, mode="r", shape=shape, order="F" if fortran else "C", offset=fh.tell()
        )


def load(folder: Path, fingerprint: str) -> Mapped:
    """Map a published folder; ``IndexFilesError`` unless it is whole and of ``fingerprint``."""
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        if manifest.get("format") != FORMAT or manifest.get("fingerprint") != fingerprint:
            raise IndexFilesError(f"{folder.name}: written for another index or format")
        files = manifest["files"]
        arrays = {
            name: _map(folder / _array_file(name), files[_array_file(name)]) for name in BM25Index.ARRAYS
        }
        vectors = _map(folder / VECTORS, files[VECTORS]) if VECTORS in files else None
        with open(folder / STRINGS, "rb") as fh:
            if _digest(fh) != files[STRINGS]["blake2b"]:
                raise IndexFilesError(f"{STRINGS}: content does not match its digest")
            fh.seek(0)
            strings = json.loads(fh.read().decode("utf-8"))
        bm25 = BM25Index.from_arrays(arrays, strings, k1=manifest["k1"], b=manifest["b"])
    except (OSError, KeyError, TypeError, ValueError) as exc:  # incl. JSON and header errors
        raise IndexFilesError(f"{folder.name}: {exc!r}") from exc
    n, dim = manifest["records"], manifest["dim"]
    if len(bm25) != n or (vectors is not None and (vectors.shape != (n, dim) or vectors.dtype != np.float16)):
        raise IndexFilesError(f"{folder.name}: arrays do not match {n} records of {dim} dimensions")
    return Mapped(folder, vectors, bm25)


def prune(root: Path, keep: str) -> list[str]:
    """Remove the folders ``keep`` replaces: older index versions, other contents of its
    version, and what interrupted writers or a reset database left a day ago. Returns the
    names removed."""
    keep_version = _version_of(keep)
    removed = []
    try:
        entries = list(root.iterdir())
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        name = entry.name
        try:
            old = now - entry.stat().st_mtime > _STALE_SECONDS
        except OSError:
            continue
        if name.startswith("."):
            if old and (".tmp-" in name or ".trash-" in name):
                shutil.rmtree(entry, ignore_errors=True)
                removed.append(name)
            continue
        version = _version_of(name)
        if name == keep or version is None or keep_version is None:
            continue
        if version < keep_version or version == keep_version or old:
            remove(entry)
            removed.append(name)
    return removed
