"""The model cache folder and how a converted model is published into it.

A folder is written into a temp dir in the same parent, fsynced, completed by a marker
file written last, then renamed into place with ``os.replace``. A second process building
concurrently waits on an advisory lock (``filelock.FileLock`` on ``.<folder>.lock``); the
lock only avoids duplicate work, correctness comes from the atomic rename.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import time
from pathlib import Path

__all__ = [
    "default_cache_dir",
    "fsync_dir",
    "fsync_file",
    "fsync_tree",
    "remove_stale_tmp",
    "set_modes",
]

#: A temp folder older than this is a crashed build's leftover.
STALE_TMP_SECONDS = 6 * 3600


def default_cache_dir() -> Path:
    """``$KONKYO_MODEL_CACHE`` if set, else ``~/.cache/konkyo/models``."""
    env = os.environ.get("KONKYO_MODEL_CACHE")
    if env:
        return Path(env).expanduser()
    return Path.home() / ".cache" / "konkyo" / "models"


def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:  # platforms without directory fds
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def fsync_tree(root: Path) -> None:
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            fsync_file(Path(dirpath) / name)
        fsync_dir(Path(dirpath))


def set_modes(root: Path) -> None:
    """mkdtemp makes 0700 dirs; give the folder ordinary umask-based modes."""
    umask = os.umask(0)
    os.umask(umask)
    for dirpath, _dirs, files in os.walk(root):
        os.chmod(dirpath, 0o777 & ~umask)
        for name in files:
            os.chmod(os.path.join(dirpath, name), 0o666 & ~umask)


def remove_stale_tmp(parent: Path, final_name: str) -> None:
    now = time.time()
    for p in parent.glob(f".{final_name}.tmp-*"):
        with contextlib.suppress(OSError):
            if now - p.stat().st_mtime > STALE_TMP_SECONDS:
                shutil.rmtree(p, ignore_errors=True)


def move_aside(final: Path) -> None:
    """Remove an incomplete leftover at ``final`` (no marker: an interrupted earlier build)
    so a finished build can take its name: renamed into a temporary folder first, then
    deleted, so no reader ever sees it half deleted."""
    import tempfile

    trash = Path(tempfile.mkdtemp(prefix=f".{final.name}.tmp-", dir=final.parent))
    os.replace(final, trash / "old")
    shutil.rmtree(trash, ignore_errors=True)
