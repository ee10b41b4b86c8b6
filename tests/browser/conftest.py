import shutil
import tempfile

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


@pytest.fixture
def browser(artifacts_dir):
    if not shutil.which(CHROMIUM) or not shutil.which(CHROMEDRIVER):
        pytest.fail(
            "headless Chromium is required: apt-get install -y chromium chromium-driver fonts-ipafont-gothic"
        )
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="konkyo-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={profile}",
        "--window-size=1280,900",
        "--lang=ja",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def login():
    """Log a user in through the login form and wait for ``wait_for`` (an element id) on ``next``."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    def log_in(driver, base: str, username: str, *, next_url: str = "/", wait_for: str = "ask-form") -> None:
        driver.delete_all_cookies()
        driver.get(f"{base}/accounts/login/?next={next_url}")
        driver.find_element(By.ID, "id_username").send_keys(username)
        driver.find_element(By.ID, "id_password").send_keys("pw-for-tests-0")
        driver.find_element(By.ID, "login-submit").click()
        WebDriverWait(driver, 20).until(EC.presence_of_element_located((By.ID, wait_for)))

    return log_in


@pytest.fixture
def reviewer_world():
    """The demo world with three logged decisions: two in sato's scope (tanaka, all-staff: a
    cited answer and a hold) and one beyond it (suzuki, with accounting)."""
    from grading.models import Decision
    from portal import questions
    from portal.models import Question
    from tests import demo_world, factories

    world = demo_world.build()
    world["reviewer_acc"] = factories.user("kato", "reviewer", "all-staff", "accounting")

    def ask(user, text):
        q = Question.objects.create(user=user, text=text)  # queued; answered here, not by a runner
        questions.question_process(q.pk)
        return Decision.objects.get(question_id=q.pk)

    world["returns_q"] = ask(world["tanaka"], "P-20 日本向けの返品は何日以内に申請しますか？")
    world["unknown_q"] = ask(world["tanaka"], "P-30 の保証期間は何年ですか？")
    world["payday_q"] = ask(world["suzuki"], "取引先への支払日はいつですか？")
    return world
