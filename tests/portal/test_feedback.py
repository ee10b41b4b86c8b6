"""Feedback on answers and holds (issue #17 item 7): 役に立った / 間違っている with a comment,
stored beside the decision (never in the append-only log), one per asker per question."""

import pytest
from django.db import IntegrityError

from grading.models import Decision
from portal import dispatch, feedback
from portal.models import Feedback
from tests import demo_world, factories
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

RETURNS_Q = "P-20 日本向けの返品は何日以内に申請しますか？"
HELD_Q = "P-30 の返品は何日以内に申請しますか？"


@pytest.fixture
def world():
    return demo_world.build()


def post_feedback(client, user, q, **data):
    client.force_login(user)
    return client.post(f"/questions/{q.pk}/feedback/", data)


def test_asker_marks_an_answer_wrong_with_a_comment_and_sees_it_confirmed(client, world):
    q = finished(world["tanaka"], RETURNS_Q)
    assert q.state == "answered"
    page = client_page(client, world["tanaka"], q)
    assert 'id="feedback-form"' in page and "役に立った" in page and "間違っている" in page
    assert 'id="feedback-saved"' not in page

    response = post_feedback(client, world["tanaka"], q, helpful="no", comment="  申請先が違います  ")
    assert response.status_code == 302 and response["Location"] == f"/questions/{q.pk}/#feedback"
    row = Feedback.objects.get()
    assert (row.question, row.decision, row.user) == (q, q.decision, world["tanaka"])
    assert row.helpful is False and row.comment == "申請先が違います"
    page = client_page(client, world["tanaka"], q)
    assert "「間違っている」と送信しました。" in page
    assert '<q id="feedback-comment">申請先が違います</q>' in page


def client_page(client, user, q) -> str:
    client.force_login(user)
    response = client.get(f"/questions/{q.pk}/")
    assert response.status_code == 200
    return response.content.decode()


def test_changing_ones_mind_updates_the_feedback_row_and_never_the_log(client, world):
    q = finished(world["tanaka"], RETURNS_Q)
    logged = Decision.objects.get(question=q)
    post_feedback(client, world["tanaka"], q, helpful="yes", comment="助かりました")
    first = Feedback.objects.get()
    post_feedback(client, world["tanaka"], q, helpful="no", comment="")
    assert Feedback.objects.count() == 1
    row = Feedback.objects.get()
    assert row.pk == first.pk and row.helpful is False and row.comment == ""
    after = Decision.objects.get(question=q)
    assert (after.row_hash, after.response, Decision.objects.count()) == (logged.row_hash, logged.response, 1)
    assert "「間違っている」と送信しました。" in client_page(client, world["tanaka"], q)


def test_a_hold_takes_feedback_too(client, world):
    q = finished(world["tanaka"], HELD_Q)
    assert q.state == "held"
    page = client_page(client, world["tanaka"], q)
    assert 'id="hold"' in page and 'id="feedback-form"' in page and "この保留は役に立ちましたか" in page
    assert post_feedback(client, world["tanaka"], q, helpful="yes").status_code == 302
    assert Feedback.objects.get().helpful is True


@pytest.mark.parametrize("who", ["suzuki", "nobody"])
def test_another_user_cannot_give_feedback_on_someones_question(client, world, who):
    q = finished(world["tanaka"], RETURNS_Q)
    post_feedback(client, world["tanaka"], q, helpful="yes", comment="自分の感想")
    other = post_feedback(client, world[who], q, helpful="no", comment="他人の書き込み")
    missing = post_feedback(client, world[who], q.__class__(pk=q.pk + 1000), helpful="no")
    assert other.status_code == missing.status_code == 404
    row = Feedback.objects.get()
    assert row.helpful is True and row.comment == "自分の感想"
    # …nor see the asker's feedback: the question page itself is a 404.
    client.force_login(world[who])
    page = client.get(f"/questions/{q.pk}/")
    assert page.status_code == 404 and "自分の感想" not in page.content.decode()


def test_an_account_without_a_role_is_refused_and_anonymous_is_sent_to_login(client, world):
    q = finished(world["tanaka"], RETURNS_Q)
    assert post_feedback(client, factories.user("no-role", "all-staff"), q, helpful="no").status_code == 403
    client.logout()
    anonymous = client.post(f"/questions/{q.pk}/feedback/", {"helpful": "no"})
    assert anonymous.status_code == 302 and "/accounts/login/" in anonymous["Location"]
    assert not Feedback.objects.exists()


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        ({"comment": "理由だけ"}, "helpful", "「役に立った」か「間違っている」を選んでください。"),
        ({"helpful": "maybe"}, "helpful", "「役に立った」か「間違っている」を選んでください。"),
        ({"helpful": "no", "comment": "あ" * 1001}, "comment", "コメントは1000文字以内"),
        ({"helpful": "no", "comment": "ベル\x07文字"}, "comment", "コメントに制御文字が含まれています。"),
    ],
)
def test_bad_input_names_the_field_and_changes_nothing(client, world, data, field, message):
    q = finished(world["tanaka"], RETURNS_Q)
    post_feedback(client, world["tanaka"], q, helpful="yes", comment="前の感想")
    response = post_feedback(client, world["tanaka"], q, **data)
    assert response.status_code == 400
    page = response.content.decode()
    assert f'id="error-{field}"' in page and message in page
    row = Feedback.objects.get()
    assert row.helpful is True and row.comment == "前の感想"


def test_feedback_waits_for_the_answer(client, world):
    q = dispatch.question_submit(user=world["tanaka"], text=RETURNS_Q)  # still queued
    assert 'id="feedback-form"' not in client_page(client, world["tanaka"], q)
    assert post_feedback(client, world["tanaka"], q, helpful="no").status_code == 400
    assert not Feedback.objects.exists()


def test_the_feedback_url_takes_only_post(client, world):
    q = finished(world["tanaka"], RETURNS_Q)
    client.force_login(world["tanaka"])
    assert client.get(f"/questions/{q.pk}/feedback/").status_code == 405


def test_the_service_refuses_anyone_but_the_asker(world):
    q = finished(world["tanaka"], RETURNS_Q)
    with pytest.raises(PermissionError):
        feedback.feedback_give(question=q, user=world["suzuki"], helpful=False)
    assert not Feedback.objects.exists()


def test_one_feedback_per_user_per_question_in_the_database(world):
    q = finished(world["tanaka"], RETURNS_Q)
    Feedback.objects.create(question=q, decision=q.decision, user=world["tanaka"], helpful=True)
    with pytest.raises(IntegrityError):
        Feedback.objects.create(question=q, decision=q.decision, user=world["tanaka"], helpful=False)


def test_the_feedback_box_renders_in_english(client, world):
    q = finished(world["tanaka"], RETURNS_Q)
    client.cookies["django_language"] = "en"
    page = client_page(client, world["tanaka"], q)
    assert "Was this answer helpful?" in page and ">Wrong</button>" in page and ">Helpful</button>" in page
    assert "Ask again with another reference date" in page
