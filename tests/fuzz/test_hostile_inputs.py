"""Hostile inputs, one table per entry point: POST /api/questions/, its query/path params, and
the ask form on `/`. Every row is answered with a 4xx whose JSON names the field (or the
body/parameter at fault), or -- where the input is legitimately a question -- accepted and
stored verbatim, inert, and escaped wherever it is rendered. A refused row changes nothing.

Decisions per row (why 4xx or accepted):

| input                                   | answer                                            |
|-----------------------------------------|---------------------------------------------------|
| question "" / whitespace / U+3000 only  | 400 question: nothing to ask                      |
| question 100,000 characters             | 400 question: over 1000 characters                |
| question with BEL / NUL                 | 400 question: control characters are never text   |
| question `' OR 1=1 --` / `'; DROP ...`  | 202: it is just text; stored verbatim (ORM binds  |
|                                         | parameters), the table is intact                  |
| question `<script>alert(1)</script>`    | 202: just text; escaped on every page that shows  |
|                                         | it (result, hold message, ask page, history)      |
| question as list / object / number /    | 400 question: not a string (numbers are no longer |
| true / null                             | coerced to text; the schema says string)          |
| reference_date 2026-02-30, 0000-01-01,  | 400 reference_date: not a date / out of 1900-2200 |
| 99999-01-01, tomorrow, 1899-12-31,      |                                                   |
| number, list, object                    |                                                   |
| body a JSON list                        | 400 non_field_errors: must be an object           |
| body not JSON (with JSON content type)  | 400 detail: "JSON parse error"                    |
| body NaN / invalid UTF-8 / bad charset  | 400 detail                                        |
| body text/plain                         | 415 detail: unsupported media type                |
| JSON nested 100,000 deep                | 400 detail (was a 500: RecursionError)            |
| JSON body over DATA_UPLOAD_MAX_MEMORY   | 413 detail, JSON (was Django's HTML 400)          |
| JSON body 2 MB under the limit          | 400 question (too long)                           |
| ?page= 0, -1, 10**30, abc, SQL, script  | 404 detail "不正なページです" (DRF's answer)      |
| ?page= (empty)                          | 200 first page: DRF reads empty as page 1         |
| /api/questions|versions/<id>/ 0, 10**30, | 404 detail JSON, same body as a missing id (ids   |
| 2**63, -1, abc, full-width digits       | that do not match the route now get JSON too)     |
"""

from __future__ import annotations

import json

import pytest
from django.test import Client
from rest_framework.test import APIClient

from portal import questions
from portal.models import Question
from tests.fuzz.conftest import db_counts

pytestmark = [pytest.mark.fuzz, pytest.mark.django_db]

SQL = "' OR 1=1 --"
SQL_DROP = "質問'); DROP TABLE portal_question; --"
SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>'
LONG = "あ" * 100_000

API_REFUSED = [
    # (id, JSON payload, field the 400 names)
    ("empty", {"question": ""}, "question"),
    ("whitespace", {"question": "  \t\n  "}, "question"),
    ("ideographic-space", {"question": "\u3000\u3000"}, "question"),
    ("100k-chars", {"question": LONG}, "question"),
    ("control-char", {"question": "日当\x07は？"}, "question"),
    ("nul", {"question": "日当\x00は？"}, "question"),
    ("question-list", {"question": ["日当は？"]}, "question"),
    ("question-object", {"question": {"text": "日当は？"}}, "question"),
    ("question-number", {"question": 42}, "question"),
    ("question-bool", {"question": True}, "question"),
    ("question-null", {"question": None}, "question"),
    ("missing-question", {"reference_date": "2026-04-01"}, "question"),
    ("date-feb-30", {"question": "日当は？", "reference_date": "2026-02-30"}, "reference_date"),
    ("date-year-0", {"question": "日当は？", "reference_date": "0000-01-01"}, "reference_date"),
    ("date-5-digit-year", {"question": "日当は？", "reference_date": "99999-01-01"}, "reference_date"),
    ("date-word", {"question": "日当は？", "reference_date": "tomorrow"}, "reference_date"),
    ("date-before-1900", {"question": "日当は？", "reference_date": "1899-12-31"}, "reference_date"),
    ("date-after-2200", {"question": "日当は？", "reference_date": "2201-01-01"}, "reference_date"),
    ("date-number", {"question": "日当は？", "reference_date": 20260401}, "reference_date"),
    ("date-list", {"question": "日当は？", "reference_date": ["2026-04-01"]}, "reference_date"),
    ("date-object", {"question": "日当は？", "reference_date": {"y": 2026}}, "reference_date"),
    ("date-sql", {"question": "日当は？", "reference_date": SQL}, "reference_date"),
    ("body-list", ["日当は？"], "non_field_errors"),
    ("body-string", "日当は？", "non_field_errors"),
]


@pytest.fixture
def api(fuzz_world):
    client = APIClient(raise_request_exception=False)
    client.force_authenticate(fuzz_world["low"])
    return client


@pytest.fixture
def browser(fuzz_world):
    client = Client(raise_request_exception=False)
    client.force_login(fuzz_world["low"])
    return client


@pytest.mark.parametrize(("payload", "field"), [r[1:] for r in API_REFUSED], ids=[r[0] for r in API_REFUSED])
def test_api_refuses_naming_the_field_and_changes_nothing(api, payload, field, no_dispatch):
    before = db_counts()
    response = api.post("/api/questions/", payload, format="json")
    assert response.status_code == 400, response.content[:300]
    body = response.json()
    assert field in body and body[field], body
    assert db_counts() == before
    assert no_dispatch == []


RAW_BODIES = [
    # (id, raw body, content type, status, key of the JSON error, text the error contains)
    ("not-json", b"question=abc{", "application/json", 400, "detail", "JSON"),
    ("truncated-json", b'{"question": "abc', "application/json", 400, "detail", "JSON"),
    ("nan", b'{"question": NaN}', "application/json", 400, "detail", "JSON"),
    ("invalid-utf8", b'{"question": "\xff\xfe"}', "application/json", 400, "detail", "JSON"),
    ("unknown-charset", b'{"question": "a"}', "application/json; charset=rot13", 400, "detail", "rot13"),
    ("text-plain", "日当は？".encode(), "text/plain", 415, "detail", "text/plain"),
    ("xml", b"<question>x</question>", "application/xml", 415, "detail", "application/xml"),
    ("nested-100k", b"[" * 100_000 + b"]" * 100_000, "application/json", 400, "detail", "JSON"),
    (
        "nested-100k-in-field",
        b'{"question": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
        "application/json",
        400,
        "detail",
        "JSON",
    ),
    (
        "huge-json-over-limit",
        json.dumps({"question": "a" * 3_000_000}).encode(),
        "application/json",
        413,
        "detail",
        "2621440",
    ),
    (
        "huge-form-over-limit",
        b"question=" + b"a" * 3_000_000,
        "application/x-www-form-urlencoded",
        413,
        "detail",
        "2621440",
    ),
    (
        "big-json-under-limit",
        json.dumps({"question": "a" * 2_000_000}).encode(),
        "application/json",
        400,
        "question",
        "",
    ),
    (
        "many-keys-json",
        json.dumps({f"k{i}": i for i in range(100_000)}).encode(),
        "application/json",
        400,
        "question",
        "",
    ),
]


@pytest.mark.parametrize(
    ("raw", "content_type", "status", "key", "says"),
    [r[1:] for r in RAW_BODIES],
    ids=[r[0] for r in RAW_BODIES],
)
def test_api_refuses_malformed_bodies_with_json_and_changes_nothing(
    api, raw, content_type, status, key, says
):
    before = db_counts()
    response = api.generic("POST", "/api/questions/", raw, content_type=content_type)
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert key in body and says in str(body[key]), body
    assert db_counts() == before


@pytest.mark.parametrize("text", [SQL, SQL_DROP, SCRIPT], ids=["sql", "sql-drop", "script"])
def test_api_accepts_sql_and_script_as_inert_text_rendered_escaped(
    api, browser, fuzz_world, text, no_dispatch
):
    before = db_counts()
    response = api.post("/api/questions/", {"question": text}, format="json")
    assert response.status_code == 202
    assert response.json()["question"] == text  # JSON-encoded, never interpreted
    assert db_counts() == dict(before, questions=before["questions"] + 1)
    q = Question.objects.get(pk=response.json()["id"])
    assert q.text == text and q.user == fuzz_world["low"]
    assert no_dispatch == [] or no_dispatch == [q.pk]
    # The table survived and still answers normal queries.
    assert Question.objects.filter(user=fuzz_world["other"]).count() == len(fuzz_world["other_question_ids"])

    # Result page while queued, then after the pipeline ran (the hold message quotes the question).
    pages = [browser.get(f"/questions/{q.pk}/").content.decode()]
    assert questions.question_process(q.pk) is not None
    q.refresh_from_db()
    assert q.is_final and q.response
    pages += [
        browser.get(f"/questions/{q.pk}/").content.decode(),
        browser.get("/").content.decode(),
        browser.get("/questions/").content.decode(),
    ]
    for html in pages:
        assert "<script>alert" not in html and "<img src=x" not in html
    if text == SCRIPT:
        assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in pages[0]
        assert "&lt;script&gt;" in pages[1] and "&lt;script&gt;" in pages[2]
    # The API hands the text back as data, unchanged.
    assert api.get(f"/api/questions/{q.pk}/").json()["question"] == text


PAGES = [
    # (query value, status)
    ("0", 404),
    ("-1", 404),
    (str(10**30), 404),
    ("abc", 404),
    ("1' OR '1'='1", 404),
    ("<script>", 404),
    ("1e9999", 404),
    ("\x00", 404),
    ("", 200),
    ("1", 200),
]


@pytest.mark.parametrize(("page", "status"), PAGES, ids=[repr(p[0])[:24] for p in PAGES])
def test_api_list_page_parameter(api, page, status):
    response = api.get("/api/questions/", {"page": page})
    assert response.status_code == status
    body = response.json()
    if status == 404:
        assert body == {"detail": "不正なページです。"}  # names the page; echoes nothing back
    else:
        assert body["count"] == 2 and len(body["results"]) == 2


IDS = ["0", str(10**30), str(2**63), str(2**63 - 1), "-1", "abc", "1%00", "１２", "1;DROP", "%3Cscript%3E"]


@pytest.mark.parametrize("prefix", ["/api/questions/", "/api/versions/"])
@pytest.mark.parametrize("bad_id", IDS)
def test_api_path_ids_are_404_json(api, prefix, bad_id):
    response = api.get(f"{prefix}{bad_id}/")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert set(response.json()) == {"detail"}
    assert "<script>" not in response.content.decode()


@pytest.mark.parametrize("prefix", ["/questions/", "/versions/"])
@pytest.mark.parametrize("bad_id", IDS)
def test_page_ids_are_404_pages(browser, prefix, bad_id):
    response = browser.get(f"{prefix}{bad_id}/")
    assert response.status_code == 404
    assert "<script>" not in response.content.decode()


@pytest.mark.parametrize("page", ["0", "-1", str(10**30), "abc", "\x00", ""])
def test_history_page_parameter_never_fails(browser, page):
    # Django's Paginator.get_page clamps anything to a real page: the history is shown.
    response = browser.get("/questions/", {"page": page})
    assert response.status_code == 200
    assert "出張の日当" in response.content.decode()


FORM_REFUSED = [
    # (id, question, reference_date, field with the error)
    ("empty", "", "", "question"),
    ("whitespace", "   \t  ", "", "question"),
    ("ideographic-space", "\u3000", "", "question"),
    ("100k-chars", LONG, "", "question"),
    ("control-char", "日当\x07は？", "", "question"),
    ("nul", "日当\x00は？", "", "question"),
    ("date-feb-30", "日当は？", "2026-02-30", "reference_date"),
    ("date-year-0", "日当は？", "0000-01-01", "reference_date"),
    ("date-5-digit-year", "日当は？", "99999-01-01", "reference_date"),
    ("date-word", "日当は？", "tomorrow", "reference_date"),
    ("date-before-1900", "日当は？", "1899-12-31", "reference_date"),
    ("date-sql", "日当は？", SQL, "reference_date"),
    ("date-script", "日当は？", SCRIPT, "reference_date"),
]


@pytest.mark.parametrize(
    ("question", "ref", "field"), [r[1:] for r in FORM_REFUSED], ids=[r[0] for r in FORM_REFUSED]
)
def test_ask_form_rerenders_with_field_error_and_creates_nothing(browser, question, ref, field, no_dispatch):
    before = db_counts()
    response = browser.post("/", {"question": question, "reference_date": ref})
    assert response.status_code == 200  # the form again, not a redirect
    html = response.content.decode()
    assert f'id="error-{field}"' in html
    assert response.context["form"].errors[field]
    assert db_counts() == before
    assert no_dispatch == []
    assert "<script>alert" not in html


@pytest.mark.parametrize("text", [SQL, SCRIPT], ids=["sql", "script"])
def test_ask_form_accepts_sql_and_script_as_text(browser, fuzz_world, text):
    before = db_counts()
    response = browser.post("/", {"question": text, "reference_date": ""})
    assert response.status_code == 302
    q = Question.objects.latest("pk")
    assert response["Location"] == f"/questions/{q.pk}/"
    assert q.text == text and db_counts()["questions"] == before["questions"] + 1
    html = browser.get(response["Location"]).content.decode()
    assert "<script>alert" not in html and "<img src=x" not in html
