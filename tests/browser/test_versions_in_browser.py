"""In headless Chromium (issue #17 items 4 and 5): from a version page to the sentence diff of
its scheduled successor, and an answer that says when that successor applies."""

from datetime import timedelta

import pytest
from django.utils import timezone
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from portal import questions
from portal.models import Question
from retrieval import indexing, services
from retrieval.runtime import collection_cache_clear
from tests import demo_world, factories

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def world():
    """The demo world; 返品規程 第1版 closes in 120 days and 第2版 (30日以内) follows."""
    world = demo_world.build()
    today = timezone.localdate()
    current = world["returns"]
    current.valid_until = today + timedelta(days=121)
    services.version_save(version=current)
    world["next"] = factories.version(
        current.document,
        "2",
        title="P-20 日本向け返品規程（改定）",
        body=demo_world.RETURNS.replace("14日以内", "30日以内"),
        valid_from=today + timedelta(days=121),
    )
    indexing.index_refresh()
    collection_cache_clear()
    q = Question.objects.create(user=world["tanaka"], text="P-20 日本向けの返品は何日以内に申請しますか？")
    questions.question_process(q.pk)  # answered here: the test is about the page, not the runner
    world["question"] = q
    return world


def log_in(driver, base: str, username: str) -> None:
    driver.delete_all_cookies()
    driver.get(f"{base}/accounts/login/")
    driver.find_element(By.ID, "id_username").send_keys(username)
    driver.find_element(By.ID, "id_password").send_keys("pw-for-tests-0")
    driver.find_element(By.ID, "login-submit").click()
    WebDriverWait(driver, 20).until(EC.presence_of_element_located((By.ID, "ask-form")))


def test_version_diff_and_answer_with_a_scheduled_change(world, live_server, browser, artifacts_dir):
    base = live_server.url
    starts = world["next"].valid_from
    day = f"{starts.year}年{starts.month}月{starts.day}日"
    log_in(browser, base, "tanaka")

    # The version in force announces its successor; its 変更点 link opens the sentence diff.
    browser.get(f"{base}/versions/{world['returns'].pk}/")
    upcoming = browser.find_element(By.ID, "upcoming")
    assert f"{day}から第2版が適用されます。" in upcoming.text
    upcoming.find_element(By.LINK_TEXT, "変更点").click()
    WebDriverWait(browser, 20).until(EC.presence_of_element_located((By.ID, "diff")))
    assert browser.current_url.endswith(f"/versions/{world['next'].pk}/diff/")
    removed = browser.find_elements(By.CSS_SELECTOR, "#diff li.removed del")
    added = browser.find_elements(By.CSS_SELECTOR, "#diff li.added ins")
    assert [e.text for e in removed] == ["日本向け製品 P-20 の返品は、納品後14日以内に受付窓口へ申請する。"]
    assert [e.text for e in added] == ["日本向け製品 P-20 の返品は、納品後30日以内に受付窓口へ申請する。"]
    assert "追加 1文・削除 1文" in browser.find_element(By.ID, "diff-summary").text
    assert browser.title.startswith("変更点: P-20 日本向け返品規程（改定）")
    browser.save_screenshot(str(artifacts_dir / "version-diff.png"))

    # The answer from 第1版 says from when 第2版 applies and what it states.
    browser.get(f"{base}/questions/{world['question'].pk}/")
    answer = WebDriverWait(browser, 20).until(EC.presence_of_element_located((By.ID, "answer")))
    assert "14日以内" in answer.text
    change = browser.find_element(By.ID, "scheduled-changes")
    assert f"{day}から第2版が適用されます。" in change.text
    assert "30日以内" in change.find_element(By.CSS_SELECTOR, "q.successor-statement").text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", change)
    browser.save_screenshot(str(artifacts_dir / "answer-scheduled-change.png"))
    change.find_element(By.LINK_TEXT, "P-20 日本向け返品規程（改定）").click()
    WebDriverWait(browser, 20).until(EC.url_contains(f"/versions/{world['next'].pk}/"))
    assert "30日以内" in browser.find_element(By.TAG_NAME, "main").text
