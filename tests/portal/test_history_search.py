"""History (issue #17 item 8): search one's own questions; re-ask one with another reference
date through the ask path (same validation, same rate limit), landing on the new question."""

from datetime import date

import pytest
from django.core.cache import cache
from rest_framework.throttling import SimpleRateThrottle

from portal import dispatch
from portal.models import Question
from tests import demo_world

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    return demo_world.build()


def asked(user, text, user_date=None):
    return dispatch.question_submit(user=user, text=text, user_date=user_date)


def history(client, user, **params):
    client.force_login(user)
    return client.get("/questions/", params)


def test_search_finds_only_ones_own_questions_containing_the_text(client, world):
    trip = asked(world["tanaka"], "国内出張の宿泊費の上限は？")
    asked(world["tanaka"], "P-20 の返品期限は？")
    asked(world["suzuki"], "出張の日当はいくらですか？")
    response = history(client, world["tanaka"], q="出張")
    assert response.status_code == 200
    page = response.content.decode()
    assert "「出張」を含む質問: 1件" in page
    assert f'href="/questions/{trip.pk}/"' in page
    assert "返品期限" not in page and "日当" not in page
    # Without a term, the whole of one's own history (and still nobody else's).
    everything = history(client, world["tanaka"]).content.decode()
    assert "宿泊費" in everything and "返品期限" in everything and "日当" not in everything


def test_search_ignores_case_for_latin_letters(client, world):
    asked(world["tanaka"], "P-20 の返品期限は？")
    assert "「p-20」を含む質問: 1件" in history(client, world["tanaka"], q="p-20").content.decode()


def test_search_with_no_match_says_so(client, world):
    asked(world["tanaka"], "P-20 の返品期限は？")
    page = history(client, world["tanaka"], q="存在しない語").content.decode()
    assert "「存在しない語」を含む質問: 0件" in page and "該当する質問はありません。" in page
    markup = history(client, world["tanaka"], q="<b>太字").content.decode()
    assert "「&lt;b&gt;太字」を含む質問: 0件" in markup and "<b>太字" not in markup


def test_a_search_term_over_200_characters_is_400_naming_the_field(client, world):
    asked(world["tanaka"], "P-20 の返品期限は？")
    response = history(client, world["tanaka"], q="あ" * 201)
    assert response.status_code == 400
    page = response.content.decode()
    assert 'id="error-q"' in page and "検索語は200文字以内" in page and "返品期限" not in page


def test_pages_of_a_search_keep_the_term(client, world):
    for n in range(21):
        asked(world["tanaka"], f"出張 {n} の精算は？")
    asked(world["tanaka"], "P-20 の返品期限は？")
    first = history(client, world["tanaka"], q="出張").content.decode()
    assert "「出張」を含む質問: 21件" in first and "?q=%E5%87%BA%E5%BC%B5&amp;page=2" in first
    second = history(client, world["tanaka"], q="出張", page=2).content.decode()
    assert second.count('class="badge') == 1 and "返品期限" not in second


# --- re-ask -----------------------------------------------------------------------------------


def reask(client, user, q, day):
    client.force_login(user)
    return client.post(f"/questions/{q.pk}/reask/", {"reference_date": day})


def test_reask_posts_the_same_question_with_the_new_date_and_opens_it(client, world):
    original = asked(world["tanaka"], "P-20 の返品期限は？", user_date=date(2026, 3, 1))
    client.force_login(world["tanaka"])
    assert 'id="reask-form"' in client.get(f"/questions/{original.pk}/").content.decode()
    response = reask(client, world["tanaka"], original, "2025-04-01")
    new = Question.objects.exclude(pk=original.pk).get()
    assert response.status_code == 302 and response["Location"] == f"/questions/{new.pk}/"
    assert (new.user, new.text, new.user_date) == (world["tanaka"], original.text, date(2025, 4, 1))
    assert new.state == "queued"
    original.refresh_from_db()
    assert original.user_date == date(2026, 3, 1)


@pytest.mark.parametrize(
    ("day", "message"),
    [
        ("", "基準日を入力してください。"),
        ("2025-13-01", "基準日は YYYY-MM-DD の形式の正しい日付で入力してください。"),
        ("1800-01-01", "基準日は1900年から2200年の間で指定してください。"),
    ],
)
def test_a_bad_date_is_400_naming_the_field_and_asks_nothing(client, world, day, message):
    original = asked(world["tanaka"], "P-20 の返品期限は？")
    response = reask(client, world["tanaka"], original, day)
    assert response.status_code == 400
    page = response.content.decode()
    assert 'id="error-reference_date"' in page and message in page
    assert Question.objects.count() == 1


@pytest.mark.parametrize("who", ["suzuki", "nobody"])
def test_another_users_question_cannot_be_reasked(client, world, who):
    original = asked(world["tanaka"], "P-20 の返品期限は？")
    assert reask(client, world[who], original, "2025-04-01").status_code == 404
    assert Question.objects.count() == 1


def test_reask_shares_the_question_rate_limit_with_the_ask_form(client, world, monkeypatch):
    monkeypatch.setitem(SimpleRateThrottle.THROTTLE_RATES, "questions", "2/hour")
    cache.clear()
    try:
        original = asked(world["tanaka"], "P-20 の返品期限は？")
        client.force_login(world["tanaka"])
        assert client.post("/", {"question": "日当は？", "reference_date": ""}).status_code == 302
        assert reask(client, world["tanaka"], original, "2025-04-01").status_code == 302
        refused = reask(client, world["tanaka"], original, "2025-05-01")
        assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
        assert "質問の送信が多すぎます" in refused.content.decode()
        assert Question.objects.count() == 3
    finally:
        cache.clear()


def test_history_search_renders_in_english(client, world):
    asked(world["tanaka"], "国内出張の宿泊費の上限は？")
    client.cookies["django_language"] = "en"
    page = history(client, world["tanaka"], q="出張").content.decode()
    assert "Search your questions" in page and '1 question containing "出張"' in page


def test_history_badges_say_answered_and_held_in_either_language(client, world):
    Question.objects.filter(pk=asked(world["tanaka"], "国内出張の宿泊費の上限は？").pk).update(
        state="answered"
    )
    Question.objects.filter(pk=asked(world["tanaka"], "P-30 の保証期間は？").pk).update(state="held")
    page = history(client, world["tanaka"]).content.decode()
    assert '<span class="badge pass" data-state="answered">回答</span>' in page
    assert '<span class="badge held" data-state="held">保留</span>' in page
    client.cookies["django_language"] = "en"
    page = history(client, world["tanaka"]).content.decode()
    assert 'data-state="answered">Answered</span>' in page and 'data-state="held">Held</span>' in page
