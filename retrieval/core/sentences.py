"""The one sentence splitter: for cutting a body into passages (chunking), quoting answer
sentences (composition, the gate's checks, the reader) and a question's asking sentences (analysis)."""

from __future__ import annotations

import re

# A sentence ends at 。！？!? (closing brackets stay with it) or at a line break; a 。！？ with
# no text before it on its line, or after a sentence's closing bracket, is dropped.
_SENTENCE = re.compile(r"[^。！？!?\n]+[。！？!?]*[」』）)]*")
# The same sentences, but such a stray 。！？ (with the closing brackets after it) is a
# sentence of its own, and closing brackets close only a sentence that ends in a mark.
_SENTENCE_EVERY_MARK = re.compile(r"[^。！？!?\n]*(?:[。！？!?]+[」』）)]*|\n|$)")


def sentence_spans(text: str, *, keep_stray_marks: bool = False) -> list[tuple[int, int]]:
    """[start, end) of each sentence of ``text``, blanks trimmed, in order.

    ``keep_stray_marks``: keep a 。！？ that has no text before it as a sentence of its own.
    Cutting a body into passages needs it (a passage loses no character but blanks); a
    quoted answer sentence, a check's sentence and an asking sentence drop it (a lone 。 is no
    statement)."""
    pattern = _SENTENCE_EVERY_MARK if keep_stray_marks else _SENTENCE
    out = []
    for m in pattern.finditer(text):
        a, b = m.start(), m.end()
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if b > a:
            out.append((a, b))
    return out


def split_sentences(text: str, *, keep_stray_marks: bool = False) -> list[str]:
    """The sentences of ``text`` (``sentence_spans``), verbatim."""
    return [text[a:b] for a, b in sentence_spans(text, keep_stray_marks=keep_stray_marks)]


def span_sentences(text: str, span: tuple[int, int] | None) -> list[str]:
    """The sentences of ``text`` that overlap ``span`` (verbatim), in order."""
    if span is None:
        return []
    return [text[a:b] for a, b in sentence_spans(text) if a < span[1] and span[0] < b]


def window_spans(sentences: list[tuple[int, int]], following: int) -> list[tuple[int, int]]:
    """[start, end) of each sentence of ``sentences`` (``sentence_spans``) together with its
    ``following`` next sentences (fewer at the end of the text)."""
    last = len(sentences) - 1
    return [(a, sentences[min(k + following, last)][1]) for k, (a, _) in enumerate(sentences)]
