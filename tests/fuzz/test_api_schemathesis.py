"""Schemathesis against the served schema (/api/schema/), in process, as a low-privilege user.

The caller (tanaka) is an employee who reads only `all-staff`. Another user (suzuki) owns
questions and can read an `accounting` version; both carry a canary string. For every
operation in the schema, positive and negative cases are generated from the schema the
portal serves and sent through Django's WSGI handler (no server) with a DRF token:

- no 5xx, and every Schemathesis check passes (status code / content type / body conform to
  the schema, negative data rejected, auth actually enforced, ...); schema-valid data is only
  refused for the documented rules an OpenAPI schema cannot express (see
  `_rejection_the_schema_cannot_express`);
- no response carries the canary, the other user's question text, or the ids of the other
  user's questions or of versions the caller cannot read;
- a 4xx body is JSON and nothing in any body looks like a traceback or SQL.

Questions POSTed here are never processed: the test database transaction keeps on_commit
callbacks from firing, and `question_dispatch` is replaced by a recorder (no task threads).
Bounded for CI: MAX_EXAMPLES per operation and generation mode, deadline off.

The schema needs an authenticated request and a test database, so it is loaded in a fixture.
`schemathesis.pytest.from_fixture(...).parametrize()` fails under pytest 9 with schemathesis
4.32.5 ('Function' object has no attribute '_nodeid'), so each operation's
`as_strategy(mode)` is driven by an inner `@given` instead -- the same cases and checks.
"""

from __future__ import annotations

import json
import os
import re
from datetime import date

import pytest
import schemathesis
from django.core.cache import cache
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import negative_data_rejection, positive_data_acceptance

from portal import tokens
from portal.models import Question
from retrieval.models import DocumentVersion
from tests.fuzz.conftest import CANARY, OTHER_QUESTIONS

pytestmark = [pytest.mark.fuzz, pytest.mark.django_db]

# Per operation and generation mode; raise it for a deeper local run (KONKYO_FUZZ_EXAMPLES=500).
MAX_EXAMPLES = int(os.environ.get("KONKYO_FUZZ_EXAMPLES", "40"))
OPERATIONS = [
    ("/api/questions/", "GET"),
    ("/api/questions/", "POST"),
    ("/api/questions/{id}/", "GET"),
    ("/api/questions/{id}/feedback/", "POST"),
    ("/api/versions/{id}/", "GET"),
]
LEAK_MARKERS = re.compile(
    r"Traceback|File \"/|django\.db|sqlite3|psycopg|SELECT .* FROM|INSERT INTO|IntegrityError"
)


@pytest.fixture
def token(fuzz_world):
    return tokens.token_issue(user=fuzz_world["low"])[1]


@pytest.fixture
def wsgi_app():
    """Django's own WSGI handler. Like Django's test client, it must not close the test
    transaction's connection at the end of each request."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield WSGIHandler()
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture
def api_schema(wsgi_app, token):
    # Loaded through the portal's own schema endpoint (it needs an authenticated caller).
    return schemathesis.openapi.from_wsgi(
        "/api/schema/?format=json", wsgi_app, headers={"Authorization": f"Token {token}"}
    )


def test_every_operation_in_the_served_schema_is_fuzzed(api_schema):
    served = {(op.ok().path, op.ok().method.upper()) for op in api_schema.get_all_operations()}
    assert served == set(OPERATIONS)


def _rejection_the_schema_cannot_express(case, response) -> bool:
    """A schema-valid POST may still be refused for exactly two documented reasons:
    reference_date outside 1900-2200 (OpenAPI 3.0 has no date bounds), or a null
    reference_date in a form body (form encoding has no null; it arrives as the text "null")."""
    if case.method != "POST" or response.status_code != 400:
        return False
    errors = response.json()
    if set(errors) != {"reference_date"} or not isinstance(case.body, dict):
        return False
    value = case.body.get("reference_date")
    if value is None:
        return case.media_type != "application/json"
    try:
        return not (date(1900, 1, 1) <= date.fromisoformat(value) <= date(2200, 12, 31))
    except ValueError:
        return False


def _json_schema(openapi: object) -> object:
    """OpenAPI 3.0 `nullable: true` as JSON Schema (the only 3.0-ism in QuestionInput)."""
    if isinstance(openapi, dict):
        out = {k: _json_schema(v) for k, v in openapi.items() if k != "nullable"}
        if openapi.get("nullable") and "type" in out:
            out["type"] = [out["type"], "null"]
        return out
    if isinstance(openapi, list):
        return [_json_schema(v) for v in openapi]
    return openapi


def _valid_once_trimmed(case) -> bool:
    """The API trims the question before checking it (as the ask form does), so a JSON
    question over maxLength only by surrounding whitespace is accepted. That is not
    accepting bad data if the body, trimmed, satisfies the schema."""
    import jsonschema_rs

    body = case.body
    if case.method != "POST" or case.media_type != "application/json" or not isinstance(body, dict):
        return False
    question = body.get("question")
    if not isinstance(question, str) or question.strip() == question:
        return False
    component = case.operation.schema.raw_schema["components"]["schemas"]["QuestionInput"]
    validator = jsonschema_rs.validator_for(_json_schema(component), validate_formats=True)
    return validator.is_valid(dict(body, question=question.strip()))


def _negation_lost_in_a_form_body(case) -> bool:
    """A form body is text on the wire: a number, a boolean or null generated to violate
    `type: string` arrives as the text "42", "false", "" (which DRF reads as "not given"),
    and Schemathesis' WSGI transport may drop or merge repeated keys (seen: a request
    reported as sending six reference_date values reached the view without any). Whether
    such a body "should" be refused cannot be decided from the case, so for form bodies the
    negative run keeps every other check (no 5xx, no leak, response conformance) and the
    hostile-input table (test_hostile_inputs.py) pins the form-specific answers. JSON bodies
    keep their types on the wire and stay under negative_data_rejection."""
    return case.method == "POST" and case.media_type in (
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    )


def _page_the_paginator_accepts(case) -> bool:
    """DRF's page-number pagination is lenient by design: an empty page means the first,
    "last" the last, and Django's paginator takes integral numbers written as "1.0" or " 2".
    Such a page is not an error even though it is not an OpenAPI integer."""
    from django.core.paginator import InvalidPage, Paginator

    if case.method != "GET" or case.path != "/api/questions/" or "page" not in (case.query or {}):
        return False
    value = case.query["page"]
    if isinstance(value, list):
        value = value[-1] if value else ""
    if value is None or str(value) in ("", "last"):
        return True
    try:
        Paginator(range(10**6), 1).validate_number(str(value))
    except (InvalidPage, ValueError, TypeError, OverflowError):
        return False
    return True


def _assert_nothing_leaks(response, world) -> None:
    text = response.content.decode("utf-8", "replace") if hasattr(response, "content") else response.text
    assert CANARY not in text
    for other in OTHER_QUESTIONS:
        assert other not in text
    assert not LEAK_MARKERS.search(text), text[:500]
    if response.status_code >= 400:
        body = json.loads(text)  # errors are JSON for API clients, never an HTML page
        assert isinstance(body, dict) and body
        return
    body = json.loads(text) if text else None
    request_path = response.request.path_url.split("?")[0]
    if request_path.startswith("/api/versions/"):
        assert body["id"] not in world["secret_version_ids"]
    elif request_path.endswith("/feedback/"):
        # Feedback is accepted only on one's own answered question.
        assert int(request_path.split("/")[3]) in world["answered_ids"]
        assert set(body) == {"helpful", "comment", "created_at", "updated_at"}
    elif request_path.startswith("/api/questions/"):
        items = body["results"] if isinstance(body, dict) and "results" in body else [body]
        ids = {item["id"] for item in items}
        assert not ids & world["other_question_ids"]
        mine = set(Question.objects.filter(user=world["low"]).values_list("pk", flat=True))
        assert ids <= mine


def _fuzz(operation, mode, auth, world, *, max_examples=MAX_EXAMPLES, **fixed) -> set[int]:
    """Send generated cases for one operation; every response must pass all checks."""
    seen_statuses: set[int] = set()

    @given(case=operation.as_strategy(mode, **fixed))
    @hsettings(
        max_examples=max_examples,
        deadline=None,
        database=None,
        suppress_health_check=[
            HealthCheck.function_scoped_fixture,
            HealthCheck.too_slow,
            HealthCheck.filter_too_much,
        ],
    )
    def check(case):
        cache.clear()  # throttling is tested elsewhere; here it would only cut coverage short
        response = case.call(headers=auth)
        seen_statuses.add(response.status_code)
        assert response.status_code < 500, response.text[:1000]
        _assert_nothing_leaks(response, world)
        excluded = []
        if mode is GenerationMode.POSITIVE and _rejection_the_schema_cannot_express(case, response):
            excluded.append(positive_data_acceptance)
        if mode is GenerationMode.NEGATIVE and (
            (response.status_code == 200 and _page_the_paginator_accepts(case))
            or (
                response.status_code == 202
                and (_valid_once_trimmed(case) or _negation_lost_in_a_form_body(case))
            )
        ):
            excluded.append(negative_data_rejection)
        case.validate_response(response, headers=auth, excluded_checks=excluded)

    check()
    return seen_statuses


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=lambda m: m.value)
@pytest.mark.parametrize(("path", "method"), OPERATIONS)
def test_operation_conforms_and_leaks_nothing(api_schema, token, fuzz_world, no_dispatch, path, method, mode):
    seen = _fuzz(api_schema[path][method], mode, {"Authorization": f"Token {token}"}, fuzz_world)
    assert seen, "no request was made"
    # Nothing was handed to the task runner (no background threads), whatever was posted.
    assert no_dispatch == []
    assert (
        not Question.objects.exclude(state=Question.State.QUEUED)
        .exclude(pk__in=fuzz_world["answered_ids"])
        .exists()
    )


@pytest.mark.parametrize(
    ("path", "hidden", "patch"),
    [
        (
            "/api/questions/{id}/",
            "other_question_ids",
            lambda mp: mp.setattr(
                "portal.api.QuestionDetailApi.get_queryset", lambda self: Question.objects.all()
            ),
        ),
        (
            "/api/versions/{id}/",
            "secret_version_ids",
            lambda mp: mp.setattr(
                "portal.api.selectors.version_for_reader",
                lambda *, user, version_pk: DocumentVersion.objects.filter(pk=version_pk).first(),
            ),
        ),
    ],
    ids=["question-owner-check-removed", "version-group-check-removed"],
)
def test_control_the_fuzz_check_catches_a_leak(
    api_schema, token, fuzz_world, monkeypatch, path, hidden, patch
):
    """Control: with the access check removed from a view, the same check fails."""
    patch(monkeypatch)
    pk = max(fuzz_world[hidden])
    with pytest.raises((AssertionError, ExceptionGroup)) as failure:
        _fuzz(
            api_schema[path]["GET"],
            GenerationMode.POSITIVE,
            {"Authorization": f"Token {token}"},
            fuzz_world,
            max_examples=5,
            path_parameters={"id": pk},
        )
    assert failure.type is AssertionError and CANARY in str(failure.value)  # failed on the leak itself


@pytest.mark.parametrize("path", ["/api/questions/{}/", "/api/versions/{}/"])
def test_the_other_users_objects_are_404_like_nonexistent(wsgi_app, token, fuzz_world, path):
    """The fuzzer may not hit the other user's exact ids; probe them (and a missing id) directly."""
    from werkzeug.test import Client

    client = Client(wsgi_app)
    auth = {"Authorization": f"Token {token}"}
    hidden = fuzz_world["other_question_ids"] if "questions" in path else fuzz_world["secret_version_ids"]
    missing = client.get(path.format(10**9), headers=auth)
    assert missing.status_code == 404
    for pk in sorted(hidden):
        response = client.get(path.format(pk), headers=auth)
        assert response.status_code == 404
        assert response.get_data() == missing.get_data()
        assert CANARY.encode() not in response.get_data()
