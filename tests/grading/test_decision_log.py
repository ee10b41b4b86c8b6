"""The decision log: one row per question, hash chain, tamper detection, append-only."""

import io

import pytest
from django.core.management import CommandError, call_command
from django.db import DatabaseError, IntegrityError, connection, transaction

from grading.log import decision_append, decision_log_verify
from grading.models import Decision
from portal import dispatch, questions
from portal.models import Question
from tests import demo_world

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return demo_world.build()


def ask(user, text):
    q = dispatch.question_submit(user=user, text=text)
    questions.question_process(q.pk)
    return Question.objects.get(pk=q.pk)


@pytest.fixture
def three(world):
    return [
        ask(world["tanaka"], "P-20 日本向けの返品は何日以内に申請しますか？"),
        ask(world["tanaka"], "P-30 の保証期間は何年ですか？"),
        ask(world["suzuki"], "取引先への支払日はいつですか？"),
    ]


def verify_output() -> tuple[bool, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command("verify_decision_log", stdout=out, stderr=err)
        return True, out.getvalue()
    except CommandError as exc:
        return False, err.getvalue() + str(exc)


def raw_update(sql, params):
    """Tamper below the app (as a DBA could), bypassing the trigger on PostgreSQL."""
    if sql.startswith("DELETE FROM grading_decision"):
        # Each question holds its decision: a DBA deleting log rows clears those references first.
        where = sql.removeprefix("DELETE FROM grading_decision")
        raw_update(
            f"UPDATE portal_question SET decision_id = NULL WHERE decision_id IN (SELECT id FROM grading_decision{where})",
            params,
        )
    with connection.cursor() as cur:
        if connection.vendor == "postgresql":
            cur.execute("SET session_replication_role = replica")  # superuser: triggers off
        cur.execute(sql, params)
        if connection.vendor == "postgresql":
            cur.execute("SET session_replication_role = origin")


def test_each_decision_logs_everything_and_chain_verifies(three):
    rows = list(Decision.objects.order_by("seq"))
    assert [r.seq for r in rows] == [1, 2, 3]
    assert rows[1].prev_hash == rows[0].row_hash
    first = rows[0]
    assert first.groups == ["all-staff"] and first.username == "tanaka"
    assert first.candidates and {"bm25", "dense", "rerank_prob", "bucket", "kept", "drop_reason"} <= set(
        first.candidates[0]
    )
    assert first.outcome == "pass" and first.threshold == 1.0 and first.decision_value is not None
    assert first.gate_config == "test-bm25" and first.reranker == "none"
    assert "password" not in str(first.response).lower() and "session" not in str(first.candidates).lower()
    ok, message = verify_output()
    assert ok and "3 行" in message


def test_edited_row_is_detected(three):
    raw_update("UPDATE grading_decision SET outcome = 'pass' WHERE seq = 2", [])
    ok, message = verify_output()
    assert not ok and "seq 2" in message and "edited" in message


def test_deleted_row_is_detected(three):
    raw_update("DELETE FROM grading_decision WHERE seq = 2", [])
    ok, message = verify_output()
    assert not ok and "seq 3" in message


def test_reordered_rows_are_detected(three):
    raw_update("UPDATE grading_decision SET seq = 100 WHERE seq = 1", [])
    raw_update("UPDATE grading_decision SET seq = 1 WHERE seq = 3", [])
    raw_update("UPDATE grading_decision SET seq = 3 WHERE seq = 100", [])
    result = decision_log_verify()
    assert not result.ok


def test_model_refuses_update_and_delete(three):
    row = Decision.objects.first()
    row.outcome = "hold"
    with pytest.raises(PermissionError):
        row.save()
    with pytest.raises(PermissionError):
        row.delete()


@pytest.mark.services
def test_postgres_trigger_rejects_update_and_delete(three):
    assert connection.vendor == "postgresql"
    for sql in ("UPDATE grading_decision SET outcome = 'hold'", "DELETE FROM grading_decision"):
        with pytest.raises(DatabaseError) as exc, transaction.atomic(), connection.cursor() as cur:
            cur.execute(sql)
        assert "append-only" in str(exc.value)
    assert Decision.objects.count() == 3


def test_second_completion_of_same_question_leaves_one_decision(world):
    q = ask(world["tanaka"], "P-20 日本向けの返品は何日以内に申請しますか？")
    record = {
        "reference_date": "2026-11-30",
        "reference_date_source": "today",
        "gate_config": "x",
        "gate_config_version": 1,
        "threshold": 0.5,
        "outcome": "hold",
    }
    with pytest.raises(IntegrityError), transaction.atomic():
        decision_append(question=q, user=q.user, groups=["all-staff"], record=record, attempts=2)
    assert Decision.objects.filter(question=q).count() == 1
    # The publishing path treats it as already final.
    assert (
        questions._finalize(
            q,
            state="held",
            record={**record, "response": {}, "hold_reasons": [], "timings_ms": {}},
            groups=[],
        )
        is False
    )
    assert Question.objects.get(pk=q.pk).state == "answered"


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
def test_two_concurrent_completions_leave_one_decision():
    """Two workers finishing the same question at once (real PostgreSQL, two connections)."""
    import threading

    from django.db import connection

    world = demo_world.build()
    q = dispatch.question_submit(user=world["tanaka"], text="P-20 日本向けの返品は何日以内に申請しますか？")
    barrier = threading.Barrier(2)
    results = []

    def worker():
        try:
            question = questions.question_claim(q.pk) or Question.objects.get(pk=q.pk)
            from retrieval import runtime
            from retrieval.core.serialize import decision_to_dict

            d = runtime.decide(
                text=question.text,
                groups=frozenset({"all-staff"}),
                today=__import__("datetime").date(2026, 11, 30),
                user_date=None,
            )
            barrier.wait(timeout=30)
            results.append(
                questions._finalize(
                    question, state="answered", record=decision_to_dict(d), groups=["all-staff"]
                )
            )
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(results) == [False, True]
    assert Decision.objects.filter(question=q).count() == 1
    assert decision_log_verify().ok
