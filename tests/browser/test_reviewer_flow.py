"""In real headless Chromium, as a reviewer: open the queue, open a decision, read the candidate
passage with the cited sentence marked, label it, land on the next decision, and watch the
metrics change (issue #17 items 9–11)."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CITED = "日本向け製品 P-20 の返品は、納品後14日以内に受付窓口へ申請する。"


def metric(driver, key: str) -> str:
    return driver.find_element(By.CSS_SELECTOR, f'#recorded tr[data-metric="{key}"] td').text


def open_metrics(driver, base: str) -> None:
    driver.get(f"{base}/reviews/metrics/")
    WebDriverWait(driver, 20).until(EC.presence_of_element_located((By.ID, "metrics-filter")))


def label(driver, **choices: str) -> None:
    for name, value in choices.items():
        driver.find_element(By.CSS_SELECTOR, f'#label-form input[name="{name}"][value="{value}"]').click()
    driver.find_element(By.ID, "label-submit").click()


def test_reviewer_reads_the_evidence_labels_moves_on_and_sees_the_metrics_change(
    reviewer_world, live_server, browser, artifacts_dir, login
):
    w = reviewer_world
    base = live_server.url
    returns, hold, payday = w["returns_q"], w["unknown_q"], w["payday_q"]
    login(browser, base, "sato", next_url="/reviews/", wait_for="queue")

    # Nothing labelled yet.
    open_metrics(browser, base)
    assert "評価済みの判定がありません。" in browser.find_element(By.TAG_NAME, "main").text
    assert browser.find_element(By.ID, "n-labelled").text == "0"

    # The queue: three unlabelled decisions; the accounting one shows no question text.
    browser.get(f"{base}/reviews/")
    rows = browser.find_elements(By.CSS_SELECTOR, "#queue tr.decision-row")
    assert len(rows) == 3 and all("未評価" in r.text for r in rows)
    assert payday.question_text not in browser.find_element(By.ID, "queue").text
    browser.find_element(By.CSS_SELECTOR, f'#queue a[href="/reviews/decisions/{returns.pk}/"]').click()

    # The decision: each candidate's passage, the cited sentence marked.
    WebDriverWait(browser, 20).until(EC.presence_of_element_located((By.ID, "passages")))
    passages = browser.find_elements(By.CSS_SELECTOR, "#passages details.candidate-passage")
    assert len(passages) == len(returns.candidates) == 2
    marked = browser.find_elements(By.CSS_SELECTOR, "#passages mark.cited-sentence")
    assert marked[0].text == CITED and marked[0].is_displayed()
    background = browser.execute_script("return getComputedStyle(arguments[0]).backgroundColor", marked[0])
    assert background not in ("rgba(0, 0, 0, 0)", "transparent")
    assert "第1条 返品期限" in passages[0].text and "CANARY" not in browser.page_source
    browser.set_window_size(1280, 2400)  # the whole page: question, scores, passages, the form
    browser.save_screenshot(str(artifacts_dir / "reviewer-decision.png"))
    browser.set_window_size(1280, 900)

    # Label it: confirmed, and on to the next unlabelled one (payday is beyond sato's scope).
    label(browser, evidence="contains", verdict="correct")
    WebDriverWait(browser, 20).until(EC.url_contains(f"/reviews/decisions/{hold.pk}/"))
    assert browser.find_element(By.ID, "messages").text == f"判定 #{returns.seq} の評価を保存しました。"
    assert f"#{hold.seq}" in browser.find_element(By.TAG_NAME, "h1").text

    open_metrics(browser, base)
    assert browser.find_element(By.ID, "n-labelled").text == "1"
    assert metric(browser, "gate.passed").startswith("1/1 = 100.0%")
    assert metric(browser, "gate.excess_hold").startswith("0/1 = 0.0%")

    # The hold: the evidence is there, so the hold was excess; then none is left for sato.
    browser.get(f"{base}/reviews/decisions/{hold.pk}/")
    label(browser, evidence="contains", hold_appropriate="excess")
    WebDriverWait(browser, 20).until(EC.presence_of_element_located((By.ID, "queue")))
    messages = browser.find_element(By.ID, "messages").text
    assert (
        f"判定 #{hold.seq} の評価を保存しました。" in messages
        and "未評価の判定はもうありません。" in messages
    )

    open_metrics(browser, base)
    assert browser.find_element(By.ID, "n-labelled").text == "2"
    assert metric(browser, "gate.passed").startswith("1/2 = 50.0%")
    assert metric(browser, "gate.excess_hold").startswith("1/2 = 50.0%")
    assert metric(browser, "gate.excess_hold_judged").startswith("1/1 = 100.0%")
