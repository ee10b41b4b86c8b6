"""The English UI (「English」 in the header) has every Japanese text of the portal translated:
each msgid with Japanese in locale/en/LC_MESSAGES/django.po has an English msgstr that is not
marked fuzzy (Django ignores fuzzy entries), and the compiled catalogue serves them."""

import re
from datetime import date, timedelta
from pathlib import Path

import pytest
from django.utils import translation

from retrieval.hold_language import REASON_TEXT

PO = Path(__file__).resolve().parents[2] / "locale" / "en" / "LC_MESSAGES" / "django.po"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def entries():
    for block in PO.read_text(encoding="utf-8").split("\n\n"):
        m = re.search(r'^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)', block + "\n", re.M)
        if not m:
            continue
        msgid = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1)))
        msgstr = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2)))
        yield msgid, msgstr, "#, fuzzy" in block


def test_every_japanese_text_has_an_english_translation_that_is_not_fuzzy():
    found = list(entries())
    assert len(found) > 400
    missing = [i for i, s, fuzzy in found if JAPANESE.search(i) and (not s or fuzzy)]
    assert missing == []
    assert [i for i, s, _ in found if JAPANESE.search(s) and not JAPANESE.search(i)] == []


@pytest.mark.parametrize("code", sorted(REASON_TEXT))
def test_hold_reasons_read_in_english(code):
    with translation.override("en"):
        text = str(REASON_TEXT[code])
    assert text and not JAPANESE.search(text)


def test_related_rules_and_unconfirmed_asks_read_in_english():
    with translation.override("en"):
        assert translation.gettext("関連する規程") == "Related rules"
        assert translation.gettext(
            "次の点は、閲覧できる規程に根拠を確認できなかったため、回答に含めていません。%(desk)s に確認してください。"
        ) % {"desk": "総務部"} == (
            "The following could not be confirmed in the rules you may read, so the answer leaves them out."
            " Please ask 総務部."
        )


@pytest.mark.django_db
def test_dates_on_a_question_page_follow_the_language():
    from django.test import Client
    from django.urls import reverse

    from tests import demo_world
    from tests.demo_world import finished

    world = demo_world.build()
    q = finished(world["tanaka"], "P-20 日本向けの返品は何日以内に申請しますか？")
    day = q.reference_date
    client = Client()
    client.force_login(world["tanaka"])
    ja = client.get(f"/questions/{q.pk}/").content.decode()
    assert f'<span id="reference-date">{day.year}年{day.month}月{day.day}日</span>' in ja
    client.post(reverse("set_language"), {"language": "en", "next": "/"})
    en = client.get(f"/questions/{q.pk}/").content.decode()
    shown = en.split('<span id="reference-date">')[1].split("</span>")[0]
    assert shown.endswith(f" {day.day}, {day.year}") and "年" not in shown  # e.g. "Dec. 6, 2026"
    # The citation line too: the cited version's validity in the page's language.
    start = date.fromisoformat(q.response["citations"][0]["valid_from"])
    assert (
        f"第{q.response['citations'][0]['version']}版・適用 {start.year}年{start.month}月{start.day}日 〜"
        in ja
    )
    line = en.split('class="citation-link"')[1].split("<blockquote")[0]
    # The cited version is open-ended: "valid from <day>", no dangling dash or bracket.
    assert q.response["citations"][0]["valid_to"] is None
    assert f"(Version {q.response['citations'][0]['version']}, valid from " in line
    assert (
        f" {start.day}, {start.year})" in line and "〜" not in line and "・" not in line and "–" not in line
    )
    assert (
        f"第{q.response['citations'][0]['version']}版・適用 {start.year}年{start.month}月{start.day}日 〜)"
        in ja
    )


def test_isoday_reads_a_stored_day_and_nothing_else():
    from retrieval.templatetags.konkyo_dates import isoday

    assert isoday("2026-10-01") == date(2026, 10, 1) and isoday(date(2026, 1, 2)) == date(2026, 1, 2)
    assert isoday(None) is None and isoday("") is None and isoday("2026-13-01") is None


def _hold_section(page: str) -> str:
    return page.split('id="hold"')[1].split('id="hold-reasons"')[0]


@pytest.mark.django_db
def test_a_hold_reads_in_the_page_language_and_an_old_one_as_stored():
    from django.test import Client
    from django.urls import reverse

    from portal.models import Question
    from tests import demo_world
    from tests.demo_world import finished

    world = demo_world.build()
    q = finished(world["tanaka"], "P-30 の保証期間は何年ですか？")
    assert q.state == "held"
    client = Client()
    client.force_login(world["tanaka"])
    ja = _hold_section(client.get(f"/questions/{q.pk}/").content.decode())
    assert "「P-30 の保証期間」を確認できませんでした。" in ja
    assert "「P-20 日本向け返品規程」が見つかりましたが、質問との一致度が基準に届きませんでした。" in ja
    client.post(reverse("set_language"), {"language": "en", "next": "/"})
    en = _hold_section(client.get(f"/questions/{q.pk}/").content.decode())
    assert "Could not confirm “P-30 の保証期間”." in en
    assert "“P-20 日本向け返品規程” was found, but it did not match the question closely enough." in en
    assert "Ask a more specific question, or check with the responsible desk." in en
    assert "品質保証部 返品窓口 (内線 4100)" in en  # a desk is named as the admin wrote it
    assert "確認できませんでした" not in en and "見つかりましたが" not in en and "してください" not in en
    # The API keeps the stored Japanese lines and gives the messages beside them.
    api = client.get(f"/api/questions/{q.pk}/").json()["response"]["hold"]
    assert api["unconfirmed"] == ["「P-30 の保証期間」を確認できませんでした。"]
    assert api["messages"]["unconfirmed"] == [{"key": "unconfirmed", "args": {"what": "P-30 の保証期間"}}]
    # A hold stored before messages were kept shows its stored lines.
    response = dict(q.response, hold={k: v for k, v in q.response["hold"].items() if k != "messages"})
    Question.objects.filter(pk=q.pk).update(response=response)
    old = _hold_section(client.get(f"/questions/{q.pk}/").content.decode())
    assert "「P-30 の保証期間」を確認できませんでした。" in old and "Could not confirm" not in old


@pytest.mark.django_db
def test_a_hold_names_the_reference_date_the_asker_set_in_the_page_language():
    from django.test import Client
    from django.urls import reverse

    from tests import demo_world
    from tests.demo_world import finished

    world = demo_world.build()  # the returns rule applies from 2026-01-01
    q = finished(world["tanaka"], "P-20 日本向けの返品は何日以内に申請しますか？", on=date(2025, 6, 1))
    assert q.state == "held" and q.response["hold"]["reasons"] == ["no_candidates"]
    assert q.response["hold"]["next_steps"][0] == (
        "基準日（2025年6月1日）に適用される規程だけを検索しました。基準日が正しいか確認してください。"
    )
    client = Client()
    client.force_login(world["tanaka"])
    client.post(reverse("set_language"), {"language": "en", "next": "/"})
    en = _hold_section(client.get(f"/questions/{q.pk}/").content.decode())
    assert "Only rules in force on the reference date (June 1, 2025) were searched." in en
    # Asked today, the same question answers: no date to question.
    assert finished(world["tanaka"], "P-20 日本向けの返品は何日以内に申請しますか？").state == "answered"


@pytest.mark.django_db
def test_a_hold_does_not_ask_to_check_a_date_the_question_names_near_today():
    from django.utils import timezone

    from tests import demo_world
    from tests.demo_world import finished

    world = demo_world.build()
    tomorrow = timezone.localdate() + timedelta(days=1)
    q = finished(world["tanaka"], "明日の東京の天気は？")  # 明日 read from the question
    assert q.state == "held" and q.response["hold"]["reasons"] in (["no_candidates"], ["below_threshold"])
    assert not any("基準日（" in step for step in q.response["hold"]["next_steps"])
    assert q.decision.reference_date == tomorrow and q.decision.reference_date_source == "question"


@pytest.mark.django_db
def test_a_version_page_gives_its_validity_and_successor_in_the_page_language():
    from django.test import Client
    from django.urls import reverse

    from tests import demo_world, factories

    world = demo_world.build()
    doc = factories.document("TRV-01")
    old = factories.version(
        doc, "1", title="旅費規程", valid_from=date(2025, 4, 1), valid_to=date(2026, 3, 31)
    )
    factories.version(doc, "2", title="旅費規程 改定", valid_from=date(2026, 4, 1))
    client = Client()
    client.force_login(world["tanaka"])
    ja = client.get(reverse("version-detail", args=[old.pk])).content.decode()
    assert "適用期間 2025年4月1日 〜 2026年3月31日" in ja and "第2版（旅費規程 改定）" in ja
    listed = client.get(reverse("version-list")).content.decode()
    assert "2025年4月1日 〜 2026年3月31日" in listed  # tables too: one date format (#41 item 6)
    client.post(reverse("set_language"), {"language": "en", "next": "/"})
    en = client.get(reverse("version-detail", args=[old.pk])).content.decode()
    assert "Validity period April 1, 2025 – March 31, 2026" in en and "Version 2 (旅費規程 改定)" in en
    assert "〜" not in en and "（" not in en
    assert "April 1, 2025 – March 31, 2026" in client.get(reverse("version-list")).content.decode()


@pytest.mark.django_db
def test_the_language_menu_names_each_language_in_itself():
    from django.test import Client

    from tests import demo_world

    world = demo_world.build()
    client = Client()
    client.force_login(world["tanaka"])
    page = client.get("/").content.decode()
    menu = page.split('id="language-select"')[1].split("</select>")[0]
    assert ">日本語</option>" in menu and ">English</option>" in menu and "英語" not in menu


@pytest.mark.django_db
def test_an_ended_version_without_a_successor_says_it_ended():
    from django.test import Client
    from django.urls import reverse

    from tests import demo_world, factories

    world = demo_world.build()
    ended = factories.version(
        factories.document("TMP-01"),
        title="臨時措置",
        valid_from=date(2025, 4, 1),
        valid_to=date(2026, 3, 31),
    )
    client = Client()
    client.force_login(world["tanaka"])
    page = client.get(reverse("version-detail", args=[ended.pk])).content.decode()
    assert "この版は2026年3月31日で適用を終了しました。" in page
    client.post(reverse("set_language"), {"language": "en", "next": "/"})
    page = client.get(reverse("version-detail", args=[ended.pk])).content.decode()
    assert "This version stopped applying after March 31, 2026." in page
