"""The question's input rules are defined once (portal.question_input): the ask form, the API
and the service reject the same bad input with the same message, naming the same field."""

from datetime import date

import pytest
from django.core.exceptions import ValidationError
from rest_framework.test import APIClient

from portal import questions
from portal.forms import AskForm
from portal.models import Question
from tests import factories

pytestmark = pytest.mark.django_db

BAD = [
    pytest.param("   ", "", "question", "質問を入力してください。", id="blank"),
    pytest.param(
        "あ" * 1001, "", "question", "質問は1000文字以内で入力してください (現在 1001 文字)。", id="too-long"
    ),
    pytest.param("日当\x07は？", "", "question", "質問に制御文字が含まれています。", id="control"),
    pytest.param(
        "日当は？",
        "1800-01-01",
        "reference_date",
        "基準日は1900年から2200年の間で指定してください。",
        id="date-early",
    ),
    pytest.param(
        "日当は？",
        "2201-01-01",
        "reference_date",
        "基準日は1900年から2200年の間で指定してください。",
        id="date-late",
    ),
]


@pytest.fixture
def tanaka():
    return factories.user("tanaka", "employee", "all-staff")


@pytest.mark.parametrize(("text", "day", "field", "message"), BAD)
def test_form_api_and_service_reject_bad_input_with_the_same_message(tanaka, text, day, field, message):
    form = AskForm({"question": text, "reference_date": day})
    assert not form.is_valid()
    assert form.errors == {field: [message]}

    api = APIClient()
    api.force_authenticate(tanaka)
    payload = {"question": text} | ({"reference_date": day} if day else {})
    response = api.post("/api/questions/", payload, format="json")
    assert response.status_code == 400
    assert response.json() == {field: [message]}

    with pytest.raises(ValidationError) as raised:
        questions.question_create(user=tanaka, text=text, user_date=date.fromisoformat(day) if day else None)
    assert raised.value.message_dict == {field: [message]}
    assert Question.objects.count() == 0


def test_form_and_api_name_a_malformed_date_the_same_way(tanaka):
    message = "基準日は YYYY-MM-DD の形式の正しい日付で入力してください。"
    form = AskForm({"question": "日当は？", "reference_date": "2025-13-01"})
    assert not form.is_valid() and form.errors == {"reference_date": [message]}
    api = APIClient()
    api.force_authenticate(tanaka)
    response = api.post(
        "/api/questions/", {"question": "日当は？", "reference_date": "2025-13-01"}, format="json"
    )
    assert response.status_code == 400 and response.json() == {"reference_date": [message]}


def test_good_input_is_stored_stripped_by_all_three(tanaka):
    form = AskForm({"question": "  日当は？\n", "reference_date": "2026-04-01"})
    assert form.is_valid()
    assert form.cleaned_data == {"question": "日当は？", "reference_date": date(2026, 4, 1)}
    q = questions.question_create(user=tanaka, text="  日当は？\n", user_date=date(2026, 4, 1))
    assert (q.text, q.user_date) == ("日当は？", date(2026, 4, 1))
