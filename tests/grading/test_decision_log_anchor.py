"""The decision log's keyed chain and its anchor outside the database (issue #15 item 8):
a rewrite recomputed without the key, a rewrite recomputed with it, and a truncated tail
are all detected by verify_decision_log; so are a truncated tail refilled with new
decisions, conflicting anchor lines, and a missing or emptied anchor file (issue #40 item 2)."""

import hashlib
import json
import logging

import pytest
from django.db import connection

from grading import log
from grading.log import CHAINED_FIELDS, GENESIS, decision_log_verify
from grading.models import Decision
from tests.grading.test_decision_log import ask, raw_update, verify_output
from tests.grading.test_decision_log import world as log_world  # noqa: F401  (a fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture
def world(log_world):  # noqa: F811
    return log_world


QUESTIONS = (
    "P-20 日本向けの返品は何日以内に申請しますか？",
    "P-30 の保証期間は何年ですか？",
    "取引先への支払日はいつですか？",
)


@pytest.fixture
def anchor(settings, tmp_path):
    settings.KONKYO_DECISION_LOG_ANCHOR = str(tmp_path / "decision-log.anchor")
    return tmp_path / "decision-log.anchor"


@pytest.fixture
def anchored_three(world, anchor, django_capture_on_commit_callbacks, monkeypatch):
    # The on-commit callbacks write the anchor; they would also hand each question to the
    # in-process thread pool, whose thread then writes to SQLite while the next test sets up
    # ("database is locked"). ``ask`` already processes the question here.
    monkeypatch.setattr("portal.dispatch.question_dispatch", lambda pk: None)
    for text in QUESTIONS:
        with django_capture_on_commit_callbacks(execute=True):
            ask(world["tanaka"], text)
    return anchor


def plain_sha256(row: dict) -> str:
    """What anyone with only the database can compute: the fields, without the key."""
    blob = json.dumps(
        {k: log._canonical(row[k]) for k in CHAINED_FIELDS},
        ensure_ascii=False,
        sort_keys=True,
        separators=(",", ":"),
        default=str,
    )
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def rewrite_from(seq: int, outcome: str, digest) -> None:
    """Edit row ``seq`` and recompute every MAC from there, below the app (as a DBA could)."""
    raw_update("UPDATE grading_decision SET outcome = %s WHERE seq = %s", [outcome, seq])
    prev = GENESIS if seq == 1 else Decision.objects.get(seq=seq - 1).row_hash
    for row in Decision.objects.filter(seq__gte=seq).order_by("seq"):
        fields = {k: getattr(row, k) for k in CHAINED_FIELDS if k != "prev_hash"} | {"prev_hash": prev}
        new = digest(fields)
        raw_update(
            "UPDATE grading_decision SET prev_hash = %s, row_hash = %s WHERE seq = %s", [prev, new, row.seq]
        )
        prev = new


def test_a_chain_recomputed_without_the_key_is_detected(world):
    for text in QUESTIONS:
        ask(world["tanaka"], text)
    assert decision_log_verify().ok
    assert Decision.objects.get(seq=2).outcome == "hold"
    rewrite_from(2, "pass", plain_sha256)
    result = decision_log_verify()
    assert not result.ok and any("seq 2" in p and "MAC" in p for p in result.problems)


def test_the_key_is_needed_and_is_not_in_the_database(world, settings):
    ask(world["tanaka"], QUESTIONS[0])
    row = Decision.objects.get()
    assert row.row_hash != plain_sha256({k: getattr(row, k) for k in CHAINED_FIELDS})
    with connection.cursor() as cur:
        cur.execute("SELECT * FROM grading_decision")
        stored = json.dumps(cur.fetchall(), default=str)
    assert log.mac_key().hex() not in stored
    settings.KONKYO_DECISION_LOG_KEY = "another key, as on a machine set up differently"
    assert not decision_log_verify().ok


def test_every_append_writes_head_and_count_to_the_anchor_and_the_application_log(world, anchor, caplog):
    caplog.set_level(logging.INFO, logger="grading.log.anchor")
    from django.test import TestCase

    for n, text in enumerate(QUESTIONS, 1):
        with TestCase.captureOnCommitCallbacks(execute=True):
            ask(world["tanaka"], text)
        head = Decision.objects.get(seq=n).row_hash
        last = json.loads(anchor.read_text().splitlines()[-1])
        assert last == {"count": n, "seq": n, "head": head}
        assert f'"head": "{head}"' in caplog.text
    ok, message = verify_output()
    assert ok and "3 行" in message


def test_truncating_the_tail_is_detected(anchored_three):
    raw_update("DELETE FROM grading_decision WHERE seq = 3", [])
    result = decision_log_verify()
    assert not result.ok and any("truncated" in p for p in result.problems)
    ok, message = verify_output()
    assert not ok and "truncated" in message


def test_a_rewrite_recomputed_with_the_key_is_detected_by_the_anchor(anchored_three):
    assert Decision.objects.get(seq=2).outcome == "hold"
    rewrite_from(2, "pass", log.row_hash)  # a chain that verifies on its own
    result = decision_log_verify()
    assert not result.ok
    assert [p for p in result.problems if "anchored" in p] == [
        "seq 2: differs from the anchored head (rewritten)",
        "seq 3: differs from the anchored head (rewritten)",
    ]


def test_a_rolled_back_append_is_not_anchored_and_unanchored_rows_are_a_note(anchored_three, world):
    ask(world["tanaka"], QUESTIONS[0])  # the test transaction never commits: no on_commit
    assert len(anchored_three.read_text().splitlines()) == 3
    result = decision_log_verify()
    assert result.ok and result.notes == [f"1 newest rows are not anchored in {anchored_three} yet"]


def anchor_commit_ask(user, text):
    """Ask and run the on-commit callbacks (the anchor write), as a committed request does."""
    from django.test import TestCase

    with TestCase.captureOnCommitCallbacks(execute=True):
        return ask(user, text)


def test_a_truncated_tail_refilled_with_new_decisions_is_detected(anchored_three, world):
    # The red-team report: delete the newest rows below the app, let people ask again; the new
    # rows take the deleted seqs and are anchored after the old heads.
    old_heads = dict(Decision.objects.values_list("seq", "row_hash"))
    raw_update("DELETE FROM grading_decision WHERE seq >= 2", [])
    anchor_commit_ask(world["tanaka"], "国内出張の宿泊上限額はいくらですか？")
    anchor_commit_ask(world["tanaka"], "P-30 の保証期間は何年ですか？")
    new_heads = dict(Decision.objects.values_list("seq", "row_hash"))
    assert sorted(new_heads) == [1, 2, 3] and new_heads[2] != old_heads[2] and new_heads[3] != old_heads[3]
    assert [json.loads(line)["seq"] for line in anchored_three.read_text().splitlines()] == [1, 2, 3, 2, 3]
    result = decision_log_verify()
    assert not result.ok
    assert result.problems == [
        "seq 2: アンカーに異なる先頭が 2 件記録されています (行 2, 4): "
        "判定ログの末尾が削除され、その後に別の判定が追記されました",
        "seq 3: アンカーに異なる先頭が 2 件記録されています (行 3, 5): "
        "判定ログの末尾が削除され、その後に別の判定が追記されました",
    ]
    ok, message = verify_output()
    assert not ok and "判定ログは正常です" not in message
    assert "seq 2: アンカーに異なる先頭が 2 件" in message and "判定ログの検証に失敗しました: 2 件" in message


def test_conflicting_anchor_lines_are_a_failure_naming_the_seq(anchored_three):
    with anchored_three.open("a", encoding="utf-8") as f:
        f.write(json.dumps({"count": 2, "seq": 2, "head": "f" * 64}) + "\n")
    result = decision_log_verify()
    assert not result.ok
    assert [p.split(":")[0] for p in result.problems] == ["seq 2"]
    assert "異なる先頭が 2 件記録されています (行 2, 4)" in result.problems[0]
    ok, message = verify_output()
    assert not ok and "seq 2: アンカーに異なる先頭" in message


def test_the_same_head_anchored_twice_is_not_a_conflict(anchored_three):
    line = anchored_three.read_text().splitlines()[1]
    with anchored_three.open("a", encoding="utf-8") as f:
        f.write(line + "\n")
    assert decision_log_verify().ok


def test_a_missing_anchor_file_is_a_failure_when_the_log_has_rows(anchored_three):
    anchored_three.unlink()
    result = decision_log_verify()
    assert not result.ok
    assert result.problems == [
        f"アンカーファイル {anchored_three} がありませんが、判定ログには 3 行あります: "
        "末尾の行の削除を検出できません (アンカーが消された、空にされた、または書き込めなかった)"
    ]
    ok, message = verify_output()
    assert not ok and f"アンカーファイル {anchored_three} がありません" in message


def test_an_empty_anchor_file_is_a_failure_when_the_log_has_rows(anchored_three):
    anchored_three.write_text("")
    result = decision_log_verify()
    assert not result.ok
    assert result.problems == [
        f"アンカーファイル {anchored_three} が空ですが、判定ログには 3 行あります: "
        "末尾の行の削除を検出できません (アンカーが消された、空にされた、または書き込めなかった)"
    ]
    ok, message = verify_output()
    assert not ok and f"アンカーファイル {anchored_three} が空です" in message


def test_a_new_install_with_no_decisions_and_no_anchor_yet_is_normal(world, anchor, monkeypatch):
    monkeypatch.setattr("portal.dispatch.question_dispatch", lambda pk: None)  # see anchored_three
    assert not anchor.exists() and not Decision.objects.exists()
    result = decision_log_verify()
    assert result.ok and result.rows == 0
    assert result.notes == [
        f"アンカーファイル {anchor} がありません (判定はまだありません: 最初の判定で書き込まれます)"
    ]
    ok, message = verify_output()
    assert ok and "判定ログは正常です (0 行)" in message
    anchor_commit_ask(world["tanaka"], QUESTIONS[0])  # the first decision creates the anchor
    assert anchor.exists() and decision_log_verify().ok


def test_an_unconfigured_anchor_is_said_not_reported_as_a_normal_log(world, settings):
    settings.KONKYO_DECISION_LOG_ANCHOR = ""
    ask(world["tanaka"], QUESTIONS[0])
    result = decision_log_verify()
    assert result.ok and not result.anchored
    ok, message = verify_output()
    assert ok and "判定ログは正常です" not in message
    assert "アンカーファイルが設定されていません (KONKYO_DECISION_LOG_ANCHOR が空)" in message
    assert "判定ログの MAC 連鎖は正常です (1 行)。ただしアンカーが設定されていないため" in message
