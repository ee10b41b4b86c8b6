"""A /static/ path that climbs out of the static folders is a plain 404, also under
`make run` (runserver, DEBUG on), where it used to be a 500 (issue #15 item 10)."""

import pytest
from django.core.management import get_commands, load_command_class
from django.test import RequestFactory

pytestmark = pytest.mark.django_db

CLIMBING = [
    "/static/..%2f..%2fportal%2fsettings.py",
    "/static/admin/..%2f..%2f..%2fmanage.py",
    "/static/%2e%2e/%2e%2e/manage.py",
]


def served_status(app, path: str) -> str:
    statuses = []
    app(RequestFactory().get(path).environ, lambda status, headers, exc_info=None: statuses.append(status))
    return statuses[0]


@pytest.mark.parametrize("path", CLIMBING)
def test_runserver_answers_a_climbing_static_path_with_404(settings, path):
    settings.DEBUG = True
    command = load_command_class(get_commands()["runserver"], "runserver")
    options = command.create_parser("manage.py", "runserver").parse_args([])
    assert served_status(command.get_handler(**vars(options)), path).startswith("404")


@pytest.mark.parametrize("path", CLIMBING)
def test_the_site_answers_a_climbing_static_path_with_404(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert b"SECRET_KEY" not in response.content
