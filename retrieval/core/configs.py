"""Built-in gate configurations: the published experiment's BM25 baseline and the product defaults
(how their values were chosen: docs/design-notes.md)."""

from __future__ import annotations

from dataclasses import replace

# "topic" (checks.topic_filter): kept evidence must mention the asked subject; without it a
# question about a subject no visible rule covers passes on any passage that states a date.
from retrieval.core.checks.common import ALL_CHECKS, CHECK_TOPIC
from retrieval.core.types import GateConfig

REFERENCE_BM25 = GateConfig(
    name="reference-bm25",
    retrieval="bm25",
    selection="top_k",
    decision_score="bm25",
    threshold=0.0,
    max_k=3,
    top_n=3,
    checks=frozenset(),
)

KONKYO_DEFAULT = GateConfig(
    name="konkyo-default",
    retrieval="hybrid",
    top_n=20,
    dense_floor=0.82,
    selection="scoregate",
    decision_score="dense",
    aggregate="top1",
    threshold=0.83,
    tau_s=0.82,
    dense_margin=0.03,
    tau_r=0.08,
    alpha=0.3,
    tau_f=0.255,
    b3_policy="keep",
    max_k=10,
    checks=ALL_CHECKS,
)

# The same gate deciding on the reranker probability (dense_margin only applies without one).
KONKYO_DEFAULT_RERANK = replace(
    KONKYO_DEFAULT,
    name="konkyo-default-rerank",
    decision_score="rerank_prob",
    threshold=0.5,
    dense_margin=None,
)

# The product default with the shipped answerability model (retrieval.answering): each asked
# part is confirmed by a kept passage that passes the exact checks (target, period, explicit
# 「定めない」) and whose answer probability reaches the threshold (retrieval.core.answer_gate).
# No word-coverage topic check: the model's topic head says what is on topic. Threshold and
# dense floor are re-adopted with the grading flow (retrieval/shipped/konkyo-answerability-ja).
KONKYO_DEFAULT_ANSWER = replace(
    KONKYO_DEFAULT,
    name="konkyo-default-answer",
    decision_score="answer_prob",
    threshold=0.5,
    dense_margin=None,
    checks=ALL_CHECKS - {CHECK_TOPIC},
)

# For deployments without the dense model (KONKYO_DENSE_ENABLED=false): lexical retrieval,
# every check on. Its threshold is the reference experiment's lowest non-zero row.
KONKYO_BM25 = GateConfig(
    name="konkyo-bm25",
    retrieval="bm25",
    top_n=20,
    selection="top_k",
    decision_score="bm25",
    aggregate="top1",
    threshold=2.0,
    max_k=3,
    checks=ALL_CHECKS,
)

BUILTIN = {
    c.name: c
    for c in (REFERENCE_BM25, KONKYO_DEFAULT, KONKYO_DEFAULT_RERANK, KONKYO_DEFAULT_ANSWER, KONKYO_BM25)
}


def default_config(
    *, reranker_configured: bool, dense_enabled: bool = True, answerability: bool = False
) -> GateConfig:
    """The product default: decide on answerability with the answerability model, on the
    reranker probability with a plain reranker, on the dense similarity without either, on
    BM25 when dense retrieval is off."""
    if not dense_enabled:
        return KONKYO_BM25
    if reranker_configured and answerability:
        return KONKYO_DEFAULT_ANSWER
    return KONKYO_DEFAULT_RERANK if reranker_configured else KONKYO_DEFAULT
