"""Deny by default: anonymous users are sent to login; roles gate the admin."""

import pytest
from django.urls import reverse

from tests import factories

pytestmark = pytest.mark.django_db

PAGES = ["/", "/versions/1/", "/admin/", "/admin/retrieval/document/"]


@pytest.mark.parametrize("url", PAGES)
def test_every_page_redirects_anonymous_user_to_login(client, url):
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


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
    u = factories.user("tanaka", "employee", "all-staff")
    u.is_staff = True
    u.save()
    client.force_login(u)
    response = client.get("/admin/")
    assert response.status_code == 302 and "/admin/login/" in response["Location"]


def test_admin_role_sees_documents_admin(client):
    from portal.services import roles_setup

    roles_setup()
    u = factories.user("boss", "admin", "all-staff")
    u.is_staff = True
    u.save()
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


def _all_paths():
    """Every routed path of the project, with 1 for each integer argument."""
    import re

    from django.urls import URLPattern, URLResolver, get_resolver

    def walk(patterns, prefix=""):
        for p in patterns:
            route = prefix + str(p.pattern)
            if isinstance(p, URLResolver):
                yield from walk(p.url_patterns, route)
            elif isinstance(p, URLPattern):
                yield route

    for route in walk(get_resolver().url_patterns):
        if route.startswith(("admin/", "i18n/", "accounts/login/")) or "(?P<" in route or "^" in route:
            continue
        yield "/" + re.sub(r"<(?:int|str|slug):\w+>", "1", route)


def test_every_routed_page_redirects_anonymous_users_and_api_answers_401(client):
    paths = sorted(set(_all_paths()))
    assert "/reviews/metrics/" in paths and "/questions/1/" in paths
    for path in paths:
        response = client.get(path)
        if path.startswith("/api/"):
            assert response.status_code in (401, 403), path
        elif path == "/accounts/logout/":
            assert response.status_code in (302, 405), path
        else:
            assert response.status_code == 302 and response["Location"].startswith(reverse("login")), path
