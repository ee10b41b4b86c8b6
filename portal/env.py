"""Small helpers that read settings from the environment and fail loudly on bad values."""

import os
import secrets
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured


def envstr(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def envbool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    lowered = raw.strip().lower()
    if lowered in {"1", "true", "yes", "on"}:
        return True
    if lowered in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be a boolean (true/false), got {raw!r}")


def envint(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name} must be an integer, got {raw!r}") from exc


def envlist(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return list(default)
    return [item.strip() for item in raw.split(",") if item.strip()]


def install_secret(path: Path) -> str:
    """A random secret kept in ``path`` (mode 0600): generated on the first run, read on later
    ones. Processes starting together agree on one: it is written whole to a temporary file and
    linked into place, and a process that finds the name taken reads the winner's."""
    try:
        secret = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        pass
    else:
        if len(secret) < 50:
            raise ImproperlyConfigured(f"{path} holds no usable secret (remove it to generate a new one)")
        return secret
    secret = secrets.token_urlsafe(64)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(6)}")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(secret + "\n")
            f.flush()
            os.fsync(f.fileno())
        try:
            try:
                os.link(temporary, path)
            except FileExistsError:
                raise
            except OSError:  # a file system without hard links: exclusive create, then write
                with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w") as f:
                    f.write(secret + "\n")
        except FileExistsError:
            return install_secret(path)  # another process was first: use its secret
    finally:
        temporary.unlink(missing_ok=True)
    return secret
