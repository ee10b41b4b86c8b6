"""In real headless Chromium: an admin uploads rule files, reads the preview, confirms."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from retrieval.models import DocumentVersion
from tests import factories

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

RULE = """---
doc_id: EXP-TRAVEL
version: 3
title: 国内出張旅費規程 第3版
valid_from: 2027-04-01
groups: [all-staff]
owner: 経理部
contact: 経理部 精算窓口 (内線 3100)
---
本規程は2027年4月1日から適用する。

## 第1条 日当

日当は3,000円とする。

## 第2条 宿泊

宿泊費の上限は1泊15,000円とする。
"""


@pytest.fixture
def boss(settings, tmp_path):
    settings.KONKYO_UPLOAD_DIR = str(tmp_path / "uploads")
    return factories.admin_user()


def test_admin_uploads_a_file_sees_the_preview_and_saves_it(
    boss, live_server, browser, artifacts_dir, tmp_path
):
    rule = tmp_path / "exp-travel-v3.md"
    rule.write_text(RULE, encoding="utf-8")
    base = live_server.url
    browser.get(f"{base}/accounts/login/?next=/admin/retrieval/document/")
    browser.find_element(By.ID, "id_username").send_keys("boss")
    browser.find_element(By.ID, "id_password").send_keys("pw-for-tests-0")
    browser.find_element(By.ID, "login-submit").click()
    WebDriverWait(browser, 20).until(EC.presence_of_element_located((By.ID, "upload-link"))).click()

    WebDriverWait(browser, 20).until(EC.presence_of_element_located((By.ID, "upload-form")))
    browser.find_element(By.NAME, "files").send_keys(str(rule))
    browser.find_element(By.ID, "upload-submit").click()

    table = WebDriverWait(browser, 30).until(EC.presence_of_element_located((By.ID, "upload-versions")))
    row = table.find_element(By.CSS_SELECTOR, "tr.planned-version").text
    assert (
        "EXP-TRAVEL" in row and "国内出張旅費規程 第3版" in row and "2027-04-01" in row and "all-staff" in row
    )
    main = browser.find_element(By.ID, "content-main").text
    assert "日当は3,000円とする。" in main and "宿泊費の上限は1泊15,000円とする。" in main
    assert "本文記載の適用期間" in main
    assert not DocumentVersion.objects.exists()  # nothing saved before the confirmation
    browser.save_screenshot(str(artifacts_dir / "upload-preview.png"))

    browser.find_element(By.ID, "upload-confirm").click()
    progress = WebDriverWait(browser, 60).until(
        EC.presence_of_element_located((By.CSS_SELECTOR, '#index-progress[data-finished="true"]'))
    )
    assert "検索に反映しました" in progress.text
    version = DocumentVersion.objects.get(document__doc_id="EXP-TRAVEL", label="3")
    assert version.passages.count() == 3
    browser.save_screenshot(str(artifacts_dir / "upload-done.png"))
