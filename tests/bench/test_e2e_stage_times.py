"""bench/e2e.py's per-stage column: the asker's API does not carry the pipeline's stage times
(an operator's field), so the benchmark reads them from the stored questions."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from portal.models import Question
from tests.factories import user

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import e2e_http  # noqa: E402

pytestmark = pytest.mark.django_db


def test_stage_times_come_from_the_stored_question_not_the_api_body():
    asker = user("bench-asker")
    timed = Question.objects.create(
        user=asker,
        text="a",
        response={"timings_ms": {"retrieve_dense_encode": 30.0, "rerank": 200.0, "total": 260.0}},
    )
    untimed = Question.objects.create(user=asker, text="b", response={})
    results = [{"id": timed.pk, "client_ms": 300.0}, {"id": untimed.pk, "client_ms": 50.0}]

    e2e_http.add_stage_times(results)

    assert results[0]["timings_ms"]["total"] == 260.0
    assert results[0]["forward_ms"] == 230.0
    assert results[1]["timings_ms"] == {} and results[1]["forward_ms"] == 0.0
    assert e2e_http._stage_times(results) == {
        "retrieve_dense_encode": [30.0],
        "rerank": [200.0],
        "total": [260.0],
    }
