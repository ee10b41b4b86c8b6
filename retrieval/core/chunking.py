"""Cut a version's body into passages at heading/paragraph boundaries (SPEC §3)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from retrieval.core.sentences import split_sentences

TARGET_CHARS = 400
_HEADING_MD = re.compile(r"^(#{1,6})\s*(.+?)\s*#*$")
_HEADING_ARTICLE = re.compile(r"^(第[0-9０-９一二三四五六七八九十百]+[条章節])(\s.*)?$")


@dataclass(frozen=True)
class Chunk:
    position: int
    heading_path: tuple[str, ...]
    text: str


def _heading(line: str) -> tuple[int, str] | None:
    m = _HEADING_MD.match(line)
    if m:
        return len(m.group(1)), m.group(2).strip()
    m = _HEADING_ARTICLE.match(line)
    if m and len(line) <= 40:
        return 7, line.strip()
    return None


def _blocks(body: str) -> list[tuple[tuple[str, ...], str]]:
    """Paragraphs with the heading path in force where each starts."""
    path: list[tuple[int, str]] = []
    blocks: list[tuple[tuple[str, ...], str]] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            text = "\n".join(current).strip()
            if text:
                blocks.append((tuple(h for _, h in path), text))
            current.clear()

    for raw in body.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = raw.strip()
        if not line:
            flush()
            continue
        heading = _heading(line)
        if heading is not None:
            flush()
            level, title = heading
            while path and path[-1][0] >= level:
                path.pop()
            path.append((level, title))
            continue
        current.append(line)
    flush()
    return blocks


def _split_long(text: str, limit: int) -> list[str]:
    pieces: list[str] = []
    buf = ""
    for sentence in split_sentences(text, keep_stray_marks=True):  # a passage drops no 。
        if buf and len(buf) + len(sentence) > limit:
            pieces.append(buf)
            buf = ""
        buf += sentence
    if buf:
        pieces.append(buf)
    return pieces


def chunk_body(body: str, *, limit: int = TARGET_CHARS) -> list[Chunk]:
    """Passages of at most about `limit` characters, never split mid-sentence.

    Consecutive paragraphs under the same heading are merged while they fit; a heading
    change always starts a new passage so each passage has one heading path.
    """
    chunks: list[Chunk] = []
    buf: list[str] = []
    buf_path: tuple[str, ...] | None = None

    def emit() -> None:
        if buf and buf_path is not None:
            chunks.append(Chunk(len(chunks), buf_path, "\n".join(buf)))
        buf.clear()

    for path, text in _blocks(body):
        parts = [text] if len(text) <= limit else _split_long(text, limit)
        for part in parts:
            size = sum(len(b) for b in buf)
            if buf and (path != buf_path or size + len(part) > limit):
                emit()
            buf_path = path
            buf.append(part)
    emit()
    return chunks
