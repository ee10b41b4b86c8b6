"""The shipped answerability model and its adopted gate as the portal serves them, shared by the
test modules that read rules written in the tests with the real weights (loaded once per test
process): the runtime ``KONKYO_READER_RUNTIME`` names (int8 by default) and the gate a migrated
database activates (``grading.shipped.shipped_default_config``), not an earlier adoption."""

from __future__ import annotations

import functools
from dataclasses import replace

from retrieval.answering.reader import SHIPPED_DIR, AnswerReader
from retrieval.core.types import GateConfig


@functools.cache
def shipped_reader() -> AnswerReader:
    from django.conf import settings

    return AnswerReader(SHIPPED_DIR, runtime=settings.KONKYO_READER_RUNTIME)


def adopted_config(**overrides) -> GateConfig:
    """The default answer gate at its shipped version (threshold, topic floor, checks)."""
    from grading.shipped import shipped_default_config

    return replace(shipped_default_config(reranker_configured=True, answerability=True), **overrides)
