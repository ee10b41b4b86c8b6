"""Deny by default: anonymous users are sent to login; roles gate the admin."""

import pytest
from django.urls import reverse

from tests import factories

pytestmark = pytest.mark.django_db

PAGES = ["/", "/versions/1/", "/admin/retrieval/document/"]


@pytest.mark.parametrize("url", PAGES)
def test_every_page_redirects_anonymous_user_to_login(client, url):
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


def test_the_admin_index_sends_anonymous_users_to_the_admins_login_form(client):
    """Django's admin site names its own login form for its views (the same lockout as the
    login page: tests/portal/test_login_throttle.py); a model's admin pages use LOGIN_URL."""
    response = client.get("/admin/")
    assert response.status_code == 302 and response["Location"] == "/admin/login/?next=/admin/"


def test_login_page_is_japanese_by_default(client):
    response = client.get(reverse("login"))
    assert response.status_code == 200
    assert "ログイン" in response.content.decode()
    assert '<html lang="ja">' in response.content.decode()


def test_english_is_switchable(client):
    response = client.post(reverse("set_language"), {"language": "en", "next": "/accounts/login/"})
    assert response.status_code == 302
    assert client.cookies["django_language"].value == "en"


def test_employee_cannot_enter_admin_even_if_staff(client):
    u = factories.staff_user("tanaka", "employee", "all-staff")
    client.force_login(u)
    response = client.get("/admin/")
    assert response.status_code == 302 and "/admin/login/" in response["Location"]


def test_admin_role_sees_documents_admin(client):
    u = factories.admin_user()
    client.force_login(u)
    assert client.get("/admin/retrieval/documentversion/").status_code == 200


def test_version_page_404_for_other_group_and_nonexistent(client):
    doc = factories.document("HR")
    v = factories.version(doc, groups=("hr",), title="人事評価規程")
    client.force_login(factories.user("bob", "employee", "accounting"))
    assert client.get(f"/versions/{v.pk}/").status_code == 404
    assert client.get(f"/versions/{v.pk + 100}/").status_code == 404
    client.force_login(factories.user("alice", "employee", "hr"))
    assert "人事評価規程" in client.get(f"/versions/{v.pk}/").content.decode()


def test_browser_accept_language_does_not_switch_away_from_japanese(client):
    response = client.get(reverse("login"), HTTP_ACCEPT_LANGUAGE="en-US,en;q=0.9")
    assert '<html lang="ja">' in response.content.decode() and response["Content-Language"] == "ja"


# Deny by default: the only views open without signing in (by view name), and why. Every other
# routed view must send an anonymous visitor to a login page.
PUBLIC = {
    "login": "the login page itself",
    "admin:login": "the admin's login form (Django's admin marks it public; the same lockout)",
    "set_language": "the language switch, which the login page offers",
    "oidc_authentication_init": "company sign-in's start (404 while it is not configured)",
    "oidc_authentication_callback": "where the identity provider sends the browser back (404 while off)",
}
# DRF views authenticate each request themselves (token or session): 401/403 JSON, no redirect;
# the schema and the Swagger UI page answer it in their own formats.
API_PREFIX = "/api/"
API_NOT_JSON = {"api-schema", "api-docs"}
# Company sign-in and SCIM answer 404 while not configured (as here); their own tests cover
# them configured (tests/identity/, tests/browser/test_company_sign_in.py).
OFF_UNTIL_CONFIGURED = {"oidc_authentication_init", "oidc_authentication_callback"}
SCIM_PREFIX = "/scim/v2/"


def _routed_paths() -> list[str]:
    """A concrete path for every URL pattern of the project, the admin's included: 1 for each
    path argument, the first alternative (or "x") for each regex group."""
    import re

    from django.urls import URLPattern, URLResolver, get_resolver

    def walk(patterns, prefix=""):
        for p in patterns:
            route = prefix + str(p.pattern)
            if isinstance(p, URLResolver):
                yield from walk(p.url_patterns, route)
            elif isinstance(p, URLPattern):
                yield route

    paths = []
    for route in walk(get_resolver().url_patterns):
        path = re.sub(r"\(\?P<\w+>(\w+)?[^)]*\)", lambda m: m.group(1) or "x", route)
        path = re.sub(r"<(?:\w+:)?\w+>", "1", path)
        path = re.sub(r"\(\?:([^()]*)\)\??", r"\1", path)  # an optional part, taken
        path = re.sub(r"\\(.)", r"\1", path)  # an escaped character, as itself
        paths.append("/" + path.replace("^", "").replace("$", ""))
    return sorted(set(paths))


def test_only_the_listed_views_are_open_without_signing_in():
    """What the middleware sees: the view each routed path resolves to, and its mark."""
    from django.conf import settings
    from django.urls import resolve

    assert "django.contrib.auth.middleware.LoginRequiredMiddleware" in settings.MIDDLEWARE
    paths = _routed_paths()
    assert len(paths) > 50 and "/admin/portal/apitoken/" in paths and "/reviews/metrics/" in paths
    resolved = {path: resolve(path) for path in paths}
    open_paths = {path for path, match in resolved.items() if not getattr(match.func, "login_required", True)}
    expected = {
        path for path, match in resolved.items() if match.view_name in PUBLIC or path.startswith(API_PREFIX)
    }
    assert open_paths == expected
    assert {resolved[path].view_name for path in open_paths} >= set(PUBLIC)


def test_every_routed_page_redirects_anonymous_users_unless_public_and_api_answers_401(client):
    from urllib.parse import quote

    from django.urls import resolve

    logins = {reverse("login"), reverse("admin:login")}
    for path in _routed_paths():
        response = client.get(path)
        match = resolve(path)
        if path.startswith(API_PREFIX):
            assert response.status_code in (401, 403), path
            if match.view_name not in API_NOT_JSON:
                assert response["Content-Type"].startswith("application/json"), path
        elif match.view_name in OFF_UNTIL_CONFIGURED or path.startswith(SCIM_PREFIX):
            assert response.status_code == 404, path
        elif match.view_name in PUBLIC:
            assert response.status_code in (200, 204, 302), path
            assert response.get("Location", "").split("?")[0] not in logins, path
        else:
            # The admin's views name the admin's login form; every other view the portal's.
            login = reverse("admin:login") if hasattr(match.func, "admin_site") else reverse("login")
            assert response.status_code == 302, path
            assert response["Location"] == f"{login}?next={quote(path)}", path
