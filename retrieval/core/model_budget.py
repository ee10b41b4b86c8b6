"""One question's model time, and the budget that ends a heavy question early (issue #39 item 3).

``run_pipeline`` opens ``question_budget(seconds)`` around each question. Every model call on
a question's path runs inside ``model_time()``: the answerability reader's forward batches (in
PyTorch or ONNX Runtime: ``AnswerReader._forward``), a cross-encoder's batches and the query
encoder's. Before a batch starts, a question whose model time so far has reached its budget
gets ``ModelBudgetExceeded``; after it, the batch's wall time is added to the question's
account. A question whose parts and later asks make the model read many (question, passage)
pairs therefore ends at most one batch past its budget with a ``timed_out`` hold (a
``TimeoutError``: ``pipeline._stage_reason``), long before the task's soft time limit.

The account is per thread (the embedded runner's two task threads; a Celery pool process's
one) and per question: a fresh one each time ``question_budget`` opens, the outer one back
when it closes. Outside a question with a budget (indexing, training, an evaluation run) model
calls are neither counted nor stopped. The cost per batch is one thread-local look-up and two
clock reads (one or two microseconds, against milliseconds for the smallest forward).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager


class ModelBudgetExceeded(TimeoutError):
    """The question's model time passed its budget: it ends with a ``timed_out`` hold."""


class _Account:
    __slots__ = ("seconds", "spent")

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.spent = 0.0


_local = threading.local()


@contextmanager
def question_budget(seconds: float | None) -> Iterator[None]:
    """While one question is decided on this thread: its model time counted against
    ``seconds`` (None: not counted, nothing stopped)."""
    if seconds is not None and not seconds > 0:
        raise ValueError(f"a model time budget must be positive, not {seconds!r}")
    outer = getattr(_local, "account", None)
    _local.account = _Account(float(seconds)) if seconds is not None else None
    try:
        yield
    finally:
        _local.account = outer


def model_seconds() -> float | None:
    """The model time of this thread's question so far (None outside ``question_budget``)."""
    account = getattr(_local, "account", None)
    return None if account is None else account.spent


@contextmanager
def model_time() -> Iterator[None]:
    """One model batch of this thread's question: refused (``ModelBudgetExceeded``) once the
    question's model time has reached its budget, else run and its wall time counted."""
    account = getattr(_local, "account", None)
    if account is None:
        yield
        return
    if account.spent >= account.seconds:
        raise ModelBudgetExceeded(
            f"the question's model time ({account.spent:.2f} s) reached its budget "
            f"({account.seconds:g} s, KONKYO_MODEL_BUDGET_SECONDS)"
        )
    started = time.perf_counter()
    try:
        yield
    finally:
        account.spent += time.perf_counter() - started
