"""In real headless Chromium against a real OpenID Connect provider (tests/identity/provider.py,
authlib's server on a free port): company sign-in creates the account with the groups the
mapping gives, a changed groups claim changes what the user can read at the next sign-in, and
tokens the provider spoils on purpose are refused (issue #42)."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from portal.identity.models import DirectoryAccount, GroupMapping, IdentityEvent
from tests import demo_world, factories

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PAYDAY = "取引先への支払日はいつですか？"


@pytest.fixture
def world(idp):
    world = demo_world.build()
    GroupMapping.objects.create(directory_value="Finance", group=factories.group("accounting"))
    GroupMapping.objects.create(directory_value="All Staff", group=factories.group("all-staff"))
    idp.add_user(
        "yamada", "idp-pass-1", sub="sub-yamada", email="yamada@example.jp", groups=["All Staff", "Finance"]
    )
    return world


def sign_in(driver, base: str, *, password: str = "idp-pass-1", wait_for: str = "ask-form") -> None:
    driver.delete_all_cookies()
    driver.get(f"{base}/accounts/login/")
    button = driver.find_element(By.ID, "sso-login")
    assert button.text == "会社のアカウントでログイン"
    button.click()
    WebDriverWait(driver, 20).until(EC.presence_of_element_located((By.ID, "idp-username"))).send_keys(
        "yamada"
    )
    driver.find_element(By.ID, "idp-password").send_keys(password)
    driver.find_element(By.ID, "idp-submit").click()
    WebDriverWait(driver, 30).until(EC.presence_of_element_located((By.ID, wait_for)))


def ask(driver, base: str, text: str) -> str:
    """Ask on the ask page; "answer" or "hold", whichever the result page shows."""
    driver.get(f"{base}/")
    driver.find_element(By.ID, "id_question").send_keys(text)
    driver.find_element(By.ID, "ask-submit").click()
    shown = WebDriverWait(driver, 60).until(
        EC.any_of(
            EC.presence_of_element_located((By.ID, "answer")), EC.presence_of_element_located((By.ID, "hold"))
        )
    )
    return shown.get_attribute("id")


def test_first_sign_in_creates_the_account_and_the_groups_claim_decides_what_it_reads(
    world, idp, live_server, browser, artifacts_dir
):
    base = live_server.url
    sign_in(browser, base)
    browser.save_screenshot(str(artifacts_dir / "sso-01-signed-in.png"))
    account = DirectoryAccount.objects.select_related("user").get(subject="sub-yamada", issuer=idp.issuer)
    user = account.user
    assert user.username == "yamada" and user.email == "yamada@example.jp"
    assert not user.has_usable_password() and not user.is_staff
    assert set(user.groups.values_list("name", flat=True)) == {"employee", "all-staff", "accounting"}
    # The flow was the authorization code flow with PKCE (S256), state and nonce.
    authorize = idp.authorize_requests[-1]
    assert authorize["code_challenge_method"] == "S256" and authorize["nonce"] and authorize["state"]
    assert idp.token_requests[-1]["code_verifier"] and idp.token_requests[-1]["client_authenticated"]

    assert ask(browser, base, PAYDAY) == "answer"  # an accounting rule, read through Finance
    browser.save_screenshot(str(artifacts_dir / "sso-02-accounting-answer.png"))

    idp.set_groups("yamada", ["All Staff"])  # moved out of Finance at the directory
    browser.find_element(By.CSS_SELECTOR, "form[action='/accounts/logout/'] button").click()
    WebDriverWait(browser, 20).until(EC.presence_of_element_located((By.ID, "sso-login")))
    sign_in(browser, base)
    assert set(user.groups.values_list("name", flat=True)) == {"employee", "all-staff"}
    assert ask(browser, base, PAYDAY) == "hold"
    page = browser.find_element(By.TAG_NAME, "main").text
    assert "CANARY" not in page  # nothing of the accounting rule it can no longer read
    browser.save_screenshot(str(artifacts_dir / "sso-03-hold-after-group-change.png"))
    kinds = list(IdentityEvent.objects.filter(target=user).order_by("pk").values_list("kind", flat=True))
    assert kinds == ["account_created", "groups_changed", "login", "groups_changed", "login"]
    assert DirectoryAccount.objects.count() == 1  # the second sign-in found the same account


@pytest.mark.parametrize(
    ("tamper", "reason"),
    [
        ("signature", "signature"),
        ("audience", "audience"),
        ("issuer", "issuer"),
        ("nonce", "nonce"),
        ("expired", "expired"),
    ],
)
def test_a_spoiled_id_token_is_refused(world, idp, live_server, browser, tamper, reason):
    idp.tamper = tamper
    sign_in(browser, live_server.url, wait_for="sso-error")
    error = browser.find_element(By.ID, "sso-error").text
    assert error.startswith("会社のアカウントでログインできませんでした")
    assert tamper not in error  # the reason is recorded for admins, not shown
    browser.get(f"{live_server.url}/")
    assert "/accounts/login/" in browser.current_url  # not signed in
    refused = IdentityEvent.objects.get(kind=IdentityEvent.Kind.LOGIN_REFUSED)
    assert refused.detail["reason"] == reason
    assert not DirectoryAccount.objects.exists()  # no account was created
    assert not IdentityEvent.objects.filter(kind=IdentityEvent.Kind.LOGIN).exists()


def test_with_passwords_switched_off_the_login_page_offers_only_the_company(
    world, idp, live_server, browser, settings
):
    settings.KONKYO_LOCAL_LOGIN = False
    browser.get(f"{live_server.url}/accounts/login/")
    assert not browser.find_elements(By.ID, "id_password")
    browser.get(f"{live_server.url}/admin/")
    assert "/accounts/login/" in browser.current_url  # the admin's password form is not offered
    assert browser.find_element(By.ID, "sso-login").text == "会社のアカウントでログイン"
    sign_in(browser, live_server.url)
    assert IdentityEvent.objects.filter(kind=IdentityEvent.Kind.LOGIN).count() == 1
