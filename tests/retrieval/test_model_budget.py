"""A question's model-time budget (issue #39 item 3, ``retrieval.core.model_budget``).

The model's forward is a test double that really sleeps (``SlowNet``) inside the real
``AnswerReader`` (and the real ``CrossEncoderReranker`` and ``DenseEncoder``): nothing here
mocks the budget itself. A forward batch takes ``BATCH`` seconds and a question may take
``BUDGET``; the heavy question (three parts and two later asks) reads the model in four
batches, the light one in two. A batch that begins within the budget runs; the one after the
budget is spent is refused. Each test fails without the check in ``model_time``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from retrieval.answering.reader import AnswerReader
from retrieval.core.collection import Collection
from retrieval.core.configs import KONKYO_DEFAULT_RERANK
from retrieval.core.embeddings import DenseEncoder
from retrieval.core.pipeline import run_pipeline
from retrieval.core.rerank import CrossEncoderReranker
from retrieval.core.types import HOLD, TIMED_OUT
from tests.retrieval.test_answer_gate import (
    CONFIG,
    EXPENSE,
    GIFT,
    STAFF,
    TAXI,
    TODAY,
    TRAVEL,
    WARRANTY,
    record,
)

BATCH = 0.2  # seconds one forward batch sleeps
BUDGET = (
    0.3  # a question's model time: the heavy question's third batch is refused, the light one's second is not
)
HEAVY = "国内出張の宿泊費とタクシー代と手土産代の上限はそれぞれいくらですか？経費の精算方法は？P-20 の保証期間は？"
LIGHT = "P-20 の保証期間は？"
SPLIT = "短い質問に分けて"
RECORDS = [
    record("travel", TRAVEL, title="出張旅費規程"),
    record("taxi", TAXI, title="出張旅費規程 タクシー"),
    record("expense", EXPENSE, title="経費規程"),
    record("gift", GIFT, title="出張旅費規程 手土産"),
    record("warranty", WARRANTY, title="保証規程"),
    *(
        record(
            f"travel{i}",
            TRAVEL.replace("12,000", f"{10_000 + 500 * i:,}"),
            doc=f"T{i}",
            title=f"支社{i} 出張旅費規程",
        )
        for i in range(8)
    ),
]
COLLECTION = Collection(RECORDS, index_version="t")


class _Encoding(dict):
    def sequence_ids(self, b: int) -> list:
        return [None] * self["input_ids"].shape[1]  # no passage tokens: no span


class FakeTokenizer:
    """Stands in for the e5 tokenizer: four tokens per pair."""

    def __call__(self, questions, pairs, **_options):
        import torch

        n = len(questions)
        return _Encoding(
            input_ids=torch.zeros((n, 4), dtype=torch.long),
            attention_mask=torch.ones((n, 4), dtype=torch.long),
            offset_mapping=torch.zeros((n, 4, 2), dtype=torch.long),
        )


class SlowNet:
    """The answerability network's forward, made slow by a real sleep: every pair on topic
    and answered (logit 4), one ``seconds`` per batch."""

    def __init__(self, seconds: float = BATCH) -> None:
        self.seconds = seconds
        self.batches = 0

    def __call__(self, input_ids, attention_mask):
        import torch

        time.sleep(self.seconds)
        self.batches += 1
        n, length = input_ids.shape
        return (
            torch.full((n,), 4.0),
            torch.full((n,), 4.0),
            torch.zeros((n, length)),
            torch.zeros((n, length)),
        )


def slow_reader(seconds: float = BATCH) -> AnswerReader:
    """The real reader with the network and tokenizer loaded as test doubles."""
    reader = AnswerReader()
    reader._net, reader._tokenizer = SlowNet(seconds), FakeTokenizer()
    return reader


def ask(question: str, reader, *, budget: float | None = BUDGET, **kwargs):
    options = {"collection": COLLECTION, "config": CONFIG, **kwargs}
    return run_pipeline(question, groups=STAFF, today=TODAY, reranker=reader, model_budget=budget, **options)


def shown(decision) -> tuple:
    """What the asker and the log's reader see of a decision (no timings)."""
    cited = sorted(c.passage.passage_id for c in decision.candidates if c.cited)
    return decision.outcome, decision.hold_reasons, cited, decision.response


def assert_timed_out_by_budget(decision) -> None:
    assert decision.outcome == HOLD and decision.hold_reasons == [TIMED_OUT]
    assert decision.error.startswith("ModelBudgetExceeded")
    assert decision.timings_ms["model"] >= BUDGET * 1000


def test_a_heavy_question_is_held_timed_out_once_its_model_time_passes_the_budget():
    unlimited = slow_reader()
    without = ask(HEAVY, unlimited, budget=60)  # counted, never reached
    assert without.hold_reasons != [TIMED_OUT] and unlimited._net.batches >= 4

    reader = slow_reader()
    started = time.perf_counter()
    decision = ask(HEAVY, reader)
    took = time.perf_counter() - started
    assert_timed_out_by_budget(decision)
    assert reader._net.batches == 2  # the third batch was refused: at most one batch past the budget
    assert decision.timings_ms["model"] < (BUDGET + BATCH) * 1000 < without.timings_ms["model"]
    assert took < 10  # well under the soft time limit (120 s), which plays no part here
    # The candidates were all read (rerank) before it stopped: it stopped among its parts and asks.
    assert "rerank" in decision.timings_ms and all(c.answer_prob is not None for c in decision.candidates)
    hold = decision.response.hold
    assert "時間内に終わらなかった" in hold.unconfirmed[0]
    assert any(SPLIT in step for step in hold.next_steps)
    english = [m.render("en") for m in hold.messages["next_steps"]]
    assert any("split it into shorter questions" in step for step in english)


def test_a_question_within_its_budget_is_decided_as_without_one():
    reader = slow_reader()
    within = ask(LIGHT, reader)
    assert within.hold_reasons != [TIMED_OUT] and reader._net.batches == 2  # both began within the budget
    assert shown(within) == shown(ask(LIGHT, slow_reader(), budget=None))
    assert_timed_out_by_budget(ask(HEAVY, slow_reader()))  # the same budget ends the heavy one


def test_the_budget_starts_afresh_for_each_question_in_a_thread():
    reader = slow_reader()  # one reader, one thread, as in a worker
    first = ask(LIGHT, reader)
    # Each light question alone is within the budget; the two together are not.
    assert shown(ask(LIGHT, reader)) == shown(first) and first.hold_reasons != [TIMED_OUT]
    assert_timed_out_by_budget(ask(HEAVY, reader))
    after = ask(LIGHT, reader)
    assert shown(after) == shown(first)
    assert after.timings_ms["model"] < 3 * BATCH * 1000  # its own two batches, none of the heavy one's


def test_questions_on_two_threads_at_once_each_count_only_their_own_model_time():
    reader = slow_reader()  # shared, as the embedded runner's two task threads share it
    start = threading.Barrier(2)
    decisions: dict[str, object] = {}

    def run(question: str) -> None:
        start.wait()
        decisions[question] = ask(question, reader)

    threads = [threading.Thread(target=run, args=(q,)) for q in (HEAVY, LIGHT)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert_timed_out_by_budget(decisions[HEAVY])
    # The light question ran beside it (its batches with the heavy one's) and is not charged for them.
    assert decisions[LIGHT].hold_reasons != [TIMED_OUT]
    assert shown(decisions[LIGHT]) == shown(ask(LIGHT, slow_reader(), budget=None))


class SlowCrossEncoder:
    """A sentence-transformers CrossEncoder whose ``predict`` really sleeps per batch."""

    def __init__(self) -> None:
        self.batches = 0

    def predict(self, pairs, **_options):
        time.sleep(BATCH)
        self.batches += 1
        return np.full(len(pairs), 2.0)


def test_a_cross_encoders_batches_count_and_its_rerank_stage_ends_timed_out():
    reranker = CrossEncoderReranker("slow-cross-encoder", batch_size=1)
    reranker._model = SlowCrossEncoder()
    config = replace(KONKYO_DEFAULT_RERANK, retrieval="bm25", dense_floor=None)
    decision = ask("出張の宿泊費の上限は？", reranker, config=config)
    assert_timed_out_by_budget(decision)
    assert reranker._model.batches == 2
    unlimited = CrossEncoderReranker("slow-cross-encoder", batch_size=1)
    unlimited._model = SlowCrossEncoder()
    assert ask("出張の宿泊費の上限は？", unlimited, config=config, budget=None).hold_reasons != [TIMED_OUT]
    assert unlimited._model.batches > 2


class SlowSentenceTransformer:
    """e5 in sentence-transformers, its query encoding made slow by a real sleep."""

    prompts = {"query": "query: ", "document": "passage: "}

    def encode(self, texts, **_options):
        time.sleep(BUDGET + 0.1)
        return np.ones((len(texts), 8), dtype=np.float32) / np.sqrt(8)


def test_the_query_encoders_time_counts_toward_the_questions_budget(tmp_path):
    encoder = DenseEncoder(tmp_path)
    encoder._model = SlowSentenceTransformer()
    vectors = np.ones((len(RECORDS), 8), dtype=np.float32) / np.sqrt(8)
    collection = Collection(RECORDS, embeddings=vectors, index_version="t")
    config = replace(CONFIG, retrieval="hybrid", dense_floor=None)
    reader = slow_reader()
    decision = ask(LIGHT, reader, encoder=encoder, collection=collection, config=config)
    assert_timed_out_by_budget(decision)
    assert reader._net.batches == 0  # the encoding spent the budget: the reader's first batch was refused
    assert ask(
        LIGHT, slow_reader(), encoder=encoder, collection=collection, config=config, budget=None
    ).hold_reasons != [TIMED_OUT]


ROOT = Path(__file__).resolve().parents[2]


def check_with(**env: str) -> subprocess.CompletedProcess:
    full = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}} | env
    return subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env=full,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "env",
    [
        {"KONKYO_MODEL_BUDGET_SECONDS": "soon"},
        {"KONKYO_MODEL_BUDGET_SECONDS": "0"},
        {"KONKYO_MODEL_BUDGET_SECONDS": "120"},  # not below the default soft limit
        {"KONKYO_MODEL_BUDGET_SECONDS": "20", "KONKYO_TASK_SOFT_TIME_LIMIT": "15"},
    ],
)
def test_a_bad_budget_is_refused_naming_the_variable(env):
    result = check_with(**env)
    assert result.returncode != 0 and "KONKYO_MODEL_BUDGET_SECONDS" in result.stderr


def test_an_unset_budget_fits_under_a_short_soft_limit():
    """A worker started with a 9 s soft limit and no budget set starts (the budget is then 8 s);
    the services run's kill-and-restart worker failed to start before (ImproperlyConfigured)."""
    env = {k: v for k, v in os.environ.items() if k != "KONKYO_MODEL_BUDGET_SECONDS"}
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import django, os; os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'portal.settings');"
            " django.setup(); from django.conf import settings; print(settings.KONKYO_MODEL_BUDGET_SECONDS)",
        ],
        cwd=ROOT,
        env=env
        | {
            "KONKYO_TASK_SOFT_TIME_LIMIT": "9",
            "KONKYO_TASK_HARD_TIME_LIMIT": "10",
            "KONKYO_VISIBILITY_TIMEOUT": "12",
        },
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-500:]
    assert result.stdout.strip().splitlines()[-1] == "8"
