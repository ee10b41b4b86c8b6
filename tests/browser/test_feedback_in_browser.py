"""In real headless Chromium: the asker marks an answer 「間違っている」 with a comment and
sees it confirmed on the page (issue #17 item 7)."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from portal import questions
from portal.models import Feedback
from tests import demo_world

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_asker_marks_an_answer_wrong_with_a_comment_and_sees_it_confirmed(
    live_server, browser, artifacts_dir, login
):
    world = demo_world.build()
    q = questions.question_create(user=world["tanaka"], text="P-20 日本向けの返品は何日以内に申請しますか？")
    assert questions.question_process(q.pk) == "answered"
    base = live_server.url
    login(browser, base, "tanaka", next_url=f"/questions/{q.pk}/", wait_for="feedback-form")
    assert "14日以内" in browser.find_element(By.ID, "answer").text
    box = browser.find_element(By.ID, "feedback_comment")
    box.send_keys("申請先は受付窓口ではなく品質保証部では？")
    browser.find_element(By.ID, "feedback-wrong").click()

    saved = WebDriverWait(browser, 20).until(EC.presence_of_element_located((By.ID, "feedback-saved")))
    assert "「間違っている」と送信しました。" in saved.text
    assert browser.find_element(By.ID, "feedback-comment").text == "申請先は受付窓口ではなく品質保証部では？"
    assert browser.current_url.endswith(f"/questions/{q.pk}/#feedback")
    browser.execute_script("document.getElementById('feedback').scrollIntoView()")
    browser.save_screenshot(str(artifacts_dir / "feedback.png"))

    row = Feedback.objects.get()
    assert (row.question_id, row.user_id, row.helpful) == (q.pk, world["tanaka"].pk, False)
    assert row.comment == "申請先は受付窓口ではなく品質保証部では？"
