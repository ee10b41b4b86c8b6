"""grading 0014 + portal 0006 (issue #41 item 7): the log's foreign key to the question becomes
a plain id and the question holds its decision; rows decided before keep their question, the
log's rows are not rewritten (their MACs still verify) and the one-decision-per-question rule
stays in the database."""

from datetime import date

import pytest
from django.db import IntegrityError, connection, transaction
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("grading", "0013_shipped_gate_v6_topic_floor"), ("portal", "0005_api_token")]
AFTER = [("grading", "0014_decision_question_reference"), ("portal", "0006_question_decision")]


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def decision_row(Decision, *, seq: int, question, user) -> object:
    return Decision.objects.create(
        seq=seq,
        question=question,
        user=user,
        username=user.username,
        groups=["all-staff"],
        question_text=question.text,
        reference_date=date(2026, 11, 30),
        reference_date_source="today",
        gate_config="g",
        gate_config_version=1,
        decision_score="bm25",
        threshold=1.0,
        outcome="pass",
        created_at=timezone.now(),
        prev_hash="0" * 64,
        row_hash=f"{seq:064d}",
    )


def test_decided_questions_keep_their_decision_across_the_migration():
    try:
        apps = migrate(BEFORE)
        User = apps.get_model("auth", "User")
        Question = apps.get_model("portal", "Question")
        Decision = apps.get_model("grading", "Decision")
        tanaka = User.objects.create(username="tanaka-mig")
        decided = [Question.objects.create(user=tanaka, text=f"質問{i}", state="answered") for i in range(3)]
        waiting = Question.objects.create(user=tanaka, text="待ち", state="queued")
        rows = [decision_row(Decision, seq=i + 1, question=q, user=tanaka) for i, q in enumerate(decided)]
        hashes = list(Decision.objects.order_by("seq").values_list("row_hash", flat=True))

        apps = migrate(AFTER)
        Question = apps.get_model("portal", "Question")
        Decision = apps.get_model("grading", "Decision")
        for q, row in zip(decided, rows, strict=True):
            assert Question.objects.get(pk=q.pk).decision_id == row.pk
            assert Decision.objects.get(pk=row.pk).question_id == q.pk
        assert Question.objects.get(pk=waiting.pk).decision_id is None
        assert list(Decision.objects.order_by("seq").values_list("row_hash", flat=True)) == hashes
        # Still one decision per question, in the database.
        with pytest.raises(IntegrityError), transaction.atomic():
            Decision.objects.create(
                **{
                    **{f.attname: getattr(rows[0], f.attname) for f in Decision._meta.concrete_fields},
                    "id": None,
                    "seq": 99,
                    "row_hash": "9" * 64,
                    "question_id": decided[0].pk,
                }
            )
    finally:
        migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())
