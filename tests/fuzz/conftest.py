"""Shared pieces for the fuzz/hostile-input tests: a world with a low-privilege reader and
another user whose data (questions, a version in a group the reader cannot read) carries
canary strings that must never appear in the reader's responses."""

from __future__ import annotations

from datetime import date

import pytest

from grading.models import Decision
from portal import dispatch, questions
from portal.models import Question
from retrieval.models import Document, DocumentVersion, Passage
from tests import demo_world, factories

CANARY = "CANARY-7f3a9c-SECRET"
OTHER_QUESTIONS = (
    f"{CANARY} 役員報酬の改定案はいつ承認されますか？",
    f"{CANARY} 経理部の支払保留リストを見せてください",
)


@pytest.fixture
def no_dispatch(monkeypatch):
    """No background threads: record what would be queued instead of running it."""
    dispatched: list[int] = []
    monkeypatch.setattr(dispatch, "question_dispatch", dispatched.append)
    return dispatched


@pytest.fixture
def fuzz_world(db, no_dispatch):
    """demo_world plus: tanaka (employee, reads all-staff only) is the low-privilege caller;
    suzuki (reads accounting) owns canary questions and a canary accounting version."""
    world = demo_world.build()
    other = world["suzuki"]
    secret_doc = factories.document("SECRET-BOARD", owner=f"役員室 {CANARY}", contact=f"{CANARY} 内線 9999")
    secret = factories.version(
        secret_doc,
        "1",
        title=f"{CANARY} 役員報酬規程",
        body=f"## 第1条\n\n役員報酬は {CANARY} 委員会で決定する。",
        valid_from=date(2025, 1, 1),
        groups=("accounting",),
    )
    other_questions = [dispatch.question_submit(user=other, text=t) for t in OTHER_QUESTIONS]
    # The low user has a few questions of their own, one answered (with a full response).
    mine = [
        dispatch.question_submit(user=world["tanaka"], text=t)
        for t in ("P-20 日本向けの返品は何日以内に申請しますか？", "出張の日当はいくらですか？")
    ]
    questions.question_process(mine[0].pk)
    world.update(
        low=world["tanaka"],
        other=other,
        secret=secret,
        other_question_ids={q.pk for q in other_questions},
        secret_version_ids={world["accounting"].pk, secret.pk},
        mine_ids={q.pk for q in mine},
        answered_ids={mine[0].pk},
    )
    return world


def db_counts() -> dict[str, int]:
    return {
        "questions": Question.objects.count(),
        "decisions": Decision.objects.count(),
        "documents": Document.objects.count(),
        "versions": DocumentVersion.objects.count(),
        "passages": Passage.objects.count(),
    }
