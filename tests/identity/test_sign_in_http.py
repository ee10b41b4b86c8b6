"""Company sign-in over plain HTTP against the real test provider (no browser): the checks a
browser cannot easily stage — a replayed or foreign state, a provider error, a deactivated
account, a directory user named like a local account — and sign-in switched off (issue #42)."""

from __future__ import annotations

import re
from urllib.parse import urljoin

import pytest
import requests
from bs4 import BeautifulSoup

from portal.identity.models import DirectoryAccount, IdentityEvent
from tests import factories

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def yamada(idp):
    factories.group("employee")
    idp.add_user("yamada", "idp-pass-1", sub="sub-yamada", email="yamada@example.jp")
    return idp


def to_callback(session: requests.Session, base: str) -> str:
    """Start a sign-in and log in at the provider; the callback URL it sends the browser to."""
    start = session.get(f"{base}/oidc/authenticate/", allow_redirects=False)
    assert start.status_code == 302, start.text[:500]
    page = session.get(start.headers["Location"])
    form = BeautifulSoup(page.text, "html.parser").find("form")
    fields = {i["name"]: i.get("value", "") for i in form.find_all("input") if i.get("name")}
    fields.update(username="yamada", password="idp-pass-1")
    back = session.post(urljoin(page.url, form["action"]), data=fields, allow_redirects=False)
    assert back.status_code == 302 and "/oidc/callback/?" in back.headers["Location"], back.text[:500]
    return back.headers["Location"]


def signed_in(session: requests.Session, base: str) -> bool:
    return session.get(f"{base}/", allow_redirects=False).status_code == 200


def refusals() -> list[str]:
    rows = IdentityEvent.objects.filter(kind=IdentityEvent.Kind.LOGIN_REFUSED).order_by("pk")
    return [e.detail["reason"] for e in rows]


def test_a_callback_replayed_in_another_browser_is_refused(yamada, live_server):
    base = live_server.url
    victim = requests.Session()
    callback = to_callback(victim, base)
    assert victim.get(callback, allow_redirects=False).headers["Location"] == "/"
    assert signed_in(victim, base)
    attacker = requests.Session()
    replay = attacker.get(callback, allow_redirects=False)
    assert replay.headers["Location"] == "/accounts/login/?sso_error=refused"
    assert not signed_in(attacker, base)
    assert refusals() == ["state"]


def test_a_state_used_once_is_refused_the_second_time_even_with_a_fresh_code(yamada, live_server):
    base = live_server.url
    browser = requests.Session()
    first = to_callback(browser, base)
    browser.get(first, allow_redirects=False)
    old_state = re.search(r"state=([^&]+)", first).group(1)
    second = to_callback(browser, base)  # a new sign-in: a new state and a fresh, unused code
    fresh_code = re.search(r"code=([^&]+)", second).group(1)
    mixed = f"{base}/oidc/callback/?code={fresh_code}&state={old_state}"
    assert (
        browser.get(mixed, allow_redirects=False).headers["Location"] == "/accounts/login/?sso_error=refused"
    )
    assert refusals() == ["state"]
    assert len(yamada.token_requests) == 1  # the refused callback never spent the code


def test_an_error_from_the_provider_is_refused_and_recorded(yamada, live_server):
    browser = requests.Session()
    callback = to_callback(browser, live_server.url)
    state = re.search(r"state=([^&]+)", callback).group(1)
    denied = browser.get(
        f"{live_server.url}/oidc/callback/?error=access_denied&state={state}", allow_redirects=False
    )
    assert denied.headers["Location"] == "/accounts/login/?sso_error=refused"
    assert refusals() == ["provider_error"]


def test_a_deactivated_directory_account_cannot_sign_in(yamada, live_server):
    browser = requests.Session()
    browser.get(to_callback(browser, live_server.url), allow_redirects=False)
    user = DirectoryAccount.objects.get(subject="sub-yamada").user
    type(user).objects.filter(pk=user.pk).update(is_active=False)
    again = requests.Session()
    back = again.get(to_callback(again, live_server.url), allow_redirects=False)
    assert back.headers["Location"] == "/accounts/login/?sso_error=inactive"
    assert not signed_in(again, live_server.url) and not signed_in(browser, live_server.url)
    assert refusals() == ["inactive"]
    page = again.get(f"{live_server.url}/accounts/login/?sso_error=inactive")
    assert "このアカウントは無効になっています。" in page.text


def test_a_directory_user_named_like_a_local_admin_gets_an_account_of_their_own(yamada, live_server):
    local = factories.admin_user("yamada")
    browser = requests.Session()
    browser.get(to_callback(browser, live_server.url), allow_redirects=False)
    account = DirectoryAccount.objects.select_related("user").get(subject="sub-yamada")
    assert account.user != local and account.user.username == "yamada-2"
    assert not account.user.is_staff and not account.user.groups.filter(name="admin").exists()


def test_sign_in_off_answers_404_and_the_login_page_offers_passwords_only(live_server, settings):
    settings.KONKYO_OIDC_ISSUER = ""
    assert requests.get(f"{live_server.url}/oidc/authenticate/", allow_redirects=False).status_code == 404
    assert requests.get(f"{live_server.url}/oidc/callback/?code=x&state=y").status_code == 404
    page = requests.get(f"{live_server.url}/accounts/login/").text
    assert "会社のアカウントでログイン" not in page and 'id="id_password"' in page


def test_an_unreachable_provider_says_so(live_server, settings, free_tcp_port):
    from portal.identity import oidc

    settings.KONKYO_OIDC_ISSUER = f"http://127.0.0.1:{free_tcp_port}"
    settings.OIDC_RP_CLIENT_ID, settings.OIDC_RP_CLIENT_SECRET = "konkyo", "secret"
    oidc.discovery_forget()
    start = requests.get(f"{live_server.url}/oidc/authenticate/", allow_redirects=False)
    assert start.headers["Location"] == "/accounts/login/?sso_error=unavailable"
    page = requests.get(urljoin(live_server.url, start.headers["Location"])).text
    assert "会社の ID プロバイダーに接続できませんでした" in page


def test_the_first_sign_in_of_a_scim_provisioned_person_finds_their_account(yamada, live_server, settings):
    from tests.identity.test_scim import Scim

    settings.KONKYO_SCIM_TOKEN = "t" * 40
    scim = Scim(settings.KONKYO_SCIM_TOKEN)
    created = scim.create_user("yamada.taro", externalId="sub-yamada")  # as Okta sends it
    unlinked = scim.create_user("someone.else", externalId="sub-other")
    browser = requests.Session()
    browser.get(to_callback(browser, live_server.url), allow_redirects=False)
    assert signed_in(browser, live_server.url)
    account = DirectoryAccount.objects.select_related("user").get(subject="sub-yamada")
    assert account.scim_id == created["id"] and account.user.username == "yamada.taro"
    assert DirectoryAccount.objects.count() == 2  # no second account for the same person
    assert DirectoryAccount.objects.get(scim_id=unlinked["id"]).subject == ""
    linked = IdentityEvent.objects.get(kind=IdentityEvent.Kind.ACCOUNT_UPDATED, target=account.user)
    assert linked.detail["linked_to_scim_account"] is True


def test_a_provider_gone_during_the_code_exchange_is_a_refusal_not_an_error(yamada, live_server):
    browser = requests.Session()
    callback = to_callback(browser, live_server.url)
    from portal.identity import oidc

    yamada.stop()  # neither the discovery document nor the token endpoint answers
    oidc.discovery_forget()  # a fresh worker process: it has to fetch the document again
    back = browser.get(callback, allow_redirects=False)
    assert back.status_code == 302 and back.headers["Location"] == "/accounts/login/?sso_error=refused"
    assert refusals() == ["provider_error"]
