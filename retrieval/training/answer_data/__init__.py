"""Training pairs (question, passage; topic, answer, span) for the answerability model from company rules and
SQuAD-format QA; plain Python, seeded (sources: the model card)."""

from retrieval.training.answer_data.company import (
    HELD_OUT_SEED,
    MINE_FLOOR,
    MINE_POOL,
    CompanySource,
    Passage,
    company_passages,
    company_stream,
)
from retrieval.training.answer_data.pairs import Pair, interleave, without_sentences
from retrieval.training.answer_data.squad import SquadSource, squad_stream

__all__ = [
    "HELD_OUT_SEED",
    "MINE_FLOOR",
    "MINE_POOL",
    "CompanySource",
    "Pair",
    "Passage",
    "SquadSource",
    "company_passages",
    "company_stream",
    "interleave",
    "squad_stream",
    "without_sentences",
]
