"""The reference search exercise (permission → validity → term match) and candidate plumbing."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import numpy as np
import pytest

from retrieval.core.analysis import analyze
from retrieval.core.collection import Collection
from retrieval.core.search import RetrievalUnavailable, candidates, term_filter
from tests.retrieval.core_data import (
    ALL_STAFF,
    REFERENCE_AS_OF,
    BrokenEncoder,
    FakeEncoder,
    corpus_record,
    fake_embeddings,
    reference_records,
    search_exercise,
)

DATA = search_exercise()


@pytest.fixture(autouse=True)
def _dense_off_by_default():
    """Pure tests: nothing in Django settings to switch off."""


@pytest.fixture(scope="module")
def exercise() -> Collection:
    return Collection([corpus_record(row) for row in DATA["corpus"]])


@pytest.mark.parametrize(
    "row", DATA["expected"], ids=lambda r: f"{r['mode']}-{r['user']}-{r['as_of']}-{'+'.join(r['terms'])}"
)
def test_every_published_row(exercise, row):
    found = term_filter(
        exercise,
        row["terms"],
        groups=frozenset(DATA["users"][row["user"]]),
        as_of=date.fromisoformat(row["as_of"]),
        synonyms=DATA["synonyms"],
        mode=row["mode"],
    )
    assert sorted(r.version_id for r in found) == sorted(row["expected"])


def test_titles_are_not_searched(exercise):
    # 「管理規程」 is only in A's titles.
    found = term_filter(exercise, ["管理規程"], groups=ALL_STAFF, as_of=date(2026, 10, 18), mode="exact")
    assert found == []


def test_versions_are_deduplicated():
    first = corpus_record(DATA["corpus"][0])
    coll = Collection([first, replace(first, passage_id="A3-p1", position=1)])
    found = term_filter(coll, ["改訂"], groups=ALL_STAFF, as_of=date(2026, 10, 18), mode="exact")
    assert [r.passage_id for r in found] == ["A3-p0"]


def test_no_terms_finds_nothing(exercise):
    assert term_filter(exercise, [], groups=ALL_STAFF, as_of=date(2026, 10, 18)) == []


# --- candidates ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def reference() -> Collection:
    records = reference_records()
    return Collection(records, embeddings=fake_embeddings(records), index_version="test")


def test_synonyms_add_evidence_in_ranking_only_when_configured(exercise):
    as_of, groups = date(2026, 10, 18), frozenset({"all-staff", "accounting"})
    plain = analyze("資料の修正", today=as_of)
    expanded = analyze("資料の修正", synonyms=DATA["synonyms"], today=as_of)
    assert candidates(exercise, plain, groups=groups, as_of=as_of, mode="bm25") == []
    got = candidates(exercise, expanded, groups=groups, as_of=as_of, mode="bm25")
    assert sorted(c.passage.version_id for c in got) == ["A3", "B1"]
    assert all(c.bm25 > 0 for c in got)


def test_hybrid_fuses_both_rank_lists_and_every_candidate_has_every_score(reference):
    encoder = FakeEncoder()
    analysis = analyze("日本向け P-20 の保証期間は？", today=REFERENCE_AS_OF)
    got = candidates(reference, analysis, groups=ALL_STAFF, as_of=REFERENCE_AS_OF, encoder=encoder, top_n=8)
    assert encoder.calls == 1
    assert len(got) == 8  # every visible passage has a dense rank
    assert [c.rrf for c in got] == sorted((c.rrf for c in got), reverse=True)
    for c in got:
        assert c.dense is not None and c.dense_rank is not None and c.bm25 is not None
        expected = 1 / (60 + c.dense_rank) + (1 / (60 + c.bm25_rank) if c.bm25_rank else 0.0)
        assert c.rrf == pytest.approx(expected, abs=1e-15)
        assert c.dense == pytest.approx(
            float(
                reference.embeddings[reference.index_of(c.passage.passage_id)]
                @ encoder.encode_queries([analysis.text])[0]
            ),
            abs=1e-6,
        )


def test_dense_mode_orders_by_cosine_and_fills_bm25(reference):
    analysis = analyze("日本向け P-20 の保証期間は？", today=REFERENCE_AS_OF)
    got = candidates(
        reference,
        analysis,
        groups=ALL_STAFF,
        as_of=REFERENCE_AS_OF,
        mode="dense",
        encoder=FakeEncoder(),
        top_n=3,
    )
    assert [c.dense_rank for c in got] == [1, 2, 3]
    assert [c.dense for c in got] == sorted((c.dense for c in got), reverse=True)
    assert all(c.bm25 is not None for c in got)


def test_hybrid_without_an_encoder_falls_back_to_bm25(reference):
    analysis = analyze("日本向け P-20 の保証期間は？", today=REFERENCE_AS_OF)
    hybrid = candidates(reference, analysis, groups=ALL_STAFF, as_of=REFERENCE_AS_OF, top_n=3)
    bm25 = candidates(reference, analysis, groups=ALL_STAFF, as_of=REFERENCE_AS_OF, mode="bm25", top_n=3)
    assert [(c.passage.doc_id, c.bm25, c.rrf) for c in hybrid] == [
        (c.passage.doc_id, c.bm25, c.rrf) for c in bm25
    ]
    assert hybrid[0].passage.doc_id == "D08"
    assert all(c.dense is None and c.dense_rank is None for c in hybrid)


def test_bm25_mode_never_calls_the_encoder(reference):
    encoder = FakeEncoder()
    analysis = analyze("日本向け P-20 の保証期間は？", today=REFERENCE_AS_OF)
    candidates(reference, analysis, groups=ALL_STAFF, as_of=REFERENCE_AS_OF, mode="bm25", encoder=encoder)
    assert encoder.calls == 0


def test_an_encoder_failure_is_retrieval_unavailable(reference):
    analysis = analyze("日本向け P-20 の保証期間は？", today=REFERENCE_AS_OF)
    with pytest.raises(RetrievalUnavailable):
        candidates(reference, analysis, groups=ALL_STAFF, as_of=REFERENCE_AS_OF, encoder=BrokenEncoder())


def test_dense_mode_without_embeddings_is_retrieval_unavailable():
    coll = Collection(reference_records())
    analysis = analyze("保証期間", today=REFERENCE_AS_OF)
    with pytest.raises(RetrievalUnavailable):
        candidates(
            coll, analysis, groups=ALL_STAFF, as_of=REFERENCE_AS_OF, mode="dense", encoder=FakeEncoder()
        )


@pytest.mark.parametrize(
    ("groups", "as_of", "visible"),
    [
        (frozenset({"all-staff"}), date(2026, 10, 18), {"A3"}),
        (frozenset({"accounting"}), date(2026, 10, 18), {"B1"}),
        (frozenset(), date(2026, 10, 18), set()),  # nobody
        (frozenset({"all-staff", "accounting"}), date(2026, 10, 31), {"A3", "B1"}),
        (frozenset({"all-staff", "accounting"}), date(2026, 11, 1), {"A4", "B1"}),
        (frozenset({"all-staff"}), date(2026, 10, 14), set()),
    ],
)
def test_visible_mask_is_group_and_validity(exercise, groups, as_of, visible):
    mask = exercise.visible_mask(groups, as_of)
    assert mask.dtype == np.bool_
    assert {r.version_id for r, m in zip(exercise.records, mask, strict=True) if m} == visible


def test_candidates_see_only_the_visible_collection(exercise):
    analysis = analyze("FIN-FICTION-001 の文書", today=date(2026, 11, 1))
    got = candidates(exercise, analysis, groups=ALL_STAFF, as_of=date(2026, 11, 1), mode="bm25")
    assert {c.passage.version_id for c in got} == {"A4"}
