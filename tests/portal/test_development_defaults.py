"""The embedded default (`make run`: no KONKYO_ENV, no DEBUG, no secrets in the environment)
is safe to expose (issue #40 item 8): DEBUG is off, an unknown URL gets the project's own 404
page (the technical one lists every URL pattern) and the API its JSON 404, static files are
still served, and the secret key and the decision log's key are random per install, kept in
VAR_DIR with mode 0600 and reused, never derived from the development key in the repository.

Each case starts a fresh interpreter: settings are read once, at import."""

import hashlib
import hmac
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEV_SECRET_KEY = "konkyo-development-only-secret-key-do-not-use-in-production"

# Runs in the child: what runserver (`make run`) would answer, through runserver's own handler.
PROBE = """
import json
import django
django.setup()
from django.conf import settings
from django.core.management import get_commands, load_command_class
from django.test import RequestFactory
from grading.log import mac_key

command = load_command_class(get_commands()["runserver"], "runserver")
app = command.get_handler(**vars(command.create_parser("manage.py", "runserver").parse_args([])))

def fetch(path, host="127.0.0.1:8000"):
    started = []
    environ = RequestFactory().get(path, HTTP_HOST=host).environ
    body = b"".join(app(environ, lambda status, headers, exc_info=None: started.append((status, dict(headers)))))
    status, headers = started[0]
    return {"status": int(status.split()[0]), "type": headers.get("Content-Type", ""), "body": body.decode()}

print(json.dumps({
    "env": settings.KONKYO_ENV,
    "debug": settings.DEBUG,
    "secret_key": settings.SECRET_KEY,
    "log_key": settings.KONKYO_DECISION_LOG_KEY,
    "mac_key": mac_key().hex(),
    "page_404": fetch("/no-such-page/"),
    "page_404_localhost": fetch("/no-such-page/", host="localhost:8000"),
    "api_404": fetch("/api/no-such-endpoint/"),
    "admin_css": fetch("/static/admin/css/base.css"),
}))
"""


def run_default(var_dir: Path, **env: str) -> dict:
    """The settings as `make run` reads them: only the variables a developer would not set."""
    clean = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("KONKYO_", "DJANGO_"))
        and k not in {"DEBUG", "SECRET_KEY", "DATABASE_URL", "REDIS_URL", "ALLOWED_HOSTS", "SQLITE_PATH"}
    }
    clean.update(
        DJANGO_SETTINGS_MODULE="portal.settings",
        KONKYO_VAR_DIR=str(var_dir),
        SQLITE_PATH=str(var_dir.parent / "db.sqlite3"),
        **env,
    )
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=clean, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def installs(tmp_path_factory):
    """Two fresh installs, the first run twice."""
    first, second = tmp_path_factory.mktemp("first") / "var", tmp_path_factory.mktemp("second") / "var"
    return {
        "first": run_default(first),
        "first again": run_default(first),
        "second": run_default(second),
    }, first


def test_debug_is_off_by_default(installs):
    runs, _ = installs
    assert runs["first"]["env"] == "development" and runs["first"]["debug"] is False


def test_an_unknown_url_gets_the_projects_404_page_not_the_url_list(installs):
    runs, _ = installs
    for page in (runs["first"]["page_404"], runs["first"]["page_404_localhost"]):
        assert page["status"] == 404 and page["type"].startswith("text/html")
        assert "ページが見つかりません" in page["body"]
        for technical in ("Using the URLconf", "portal.urls", "api/questions/", "DEBUG = True"):
            assert technical not in page["body"]
    api = runs["first"]["api_404"]
    assert api["status"] == 404 and api["type"] == "application/json"
    assert json.loads(api["body"]) == {"detail": "見つかりません。"}


def test_static_files_are_served_without_debug(installs):
    runs, _ = installs
    css = runs["first"]["admin_css"]
    assert css["status"] == 200 and css["type"].startswith("text/css") and "body" in css["body"]


def test_the_keys_are_random_per_install_and_stable_across_runs(installs):
    runs, var_dir = installs
    first, again, second = runs["first"], runs["first again"], runs["second"]
    assert first["secret_key"] == again["secret_key"] and first["log_key"] == again["log_key"]
    assert first["mac_key"] == again["mac_key"]
    assert first["secret_key"] != second["secret_key"] and first["log_key"] != second["log_key"]
    assert first["mac_key"] != second["mac_key"]
    assert len(first["secret_key"]) >= 50 and len(first["log_key"]) >= 50
    assert first["log_key"] != first["secret_key"]
    for name, value in (("secret-key", first["secret_key"]), ("decision-log-key", first["log_key"])):
        path = var_dir / name
        assert path.read_text().strip() == value
        assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_the_log_key_is_not_derived_from_the_development_key(installs):
    runs, _ = installs
    public = DEV_SECRET_KEY.encode()
    derived = hmac.new(public, b"konkyo decision log chain", hashlib.sha256).digest()
    for run in runs.values():
        assert run["secret_key"] != DEV_SECRET_KEY
        assert bytes.fromhex(run["mac_key"]) not in {public, derived}
        assert bytes.fromhex(run["mac_key"]) == run["log_key"].encode()


def test_debug_is_an_explicit_opt_in(tmp_path):
    run = run_default(tmp_path / "var", DEBUG="1")
    assert run["debug"] is True
    assert "Using the URLconf" in run["page_404"]["body"]  # the technical page: development only
