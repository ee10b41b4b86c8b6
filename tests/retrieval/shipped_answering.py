"""The shipped answerability model and its adopted gate, shared by the test modules that read
rules written in the tests with the real weights (loaded once per test process)."""

from __future__ import annotations

import functools
import json
from dataclasses import replace

from retrieval.answering.reader import SHIPPED_DIR, AnswerReader
from retrieval.core.configs import KONKYO_DEFAULT_ANSWER
from retrieval.core.types import GateConfig


@functools.cache
def shipped_reader() -> AnswerReader:
    return AnswerReader(SHIPPED_DIR)


def adopted_config(**overrides) -> GateConfig:
    """The default answer gate at the threshold that ships in ``adoption.json``."""
    data = json.loads((SHIPPED_DIR / "adoption.json").read_text(encoding="utf-8"))
    return replace(KONKYO_DEFAULT_ANSWER, threshold=data["config"]["threshold"], **overrides)
