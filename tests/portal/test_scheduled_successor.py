"""What changed and what is coming (issue #17 item 5): an answer citing a version with a
scheduled successor says from when it applies and what it states, only when the asker may
read that successor; an old version's page says it is superseded; a hold for a measure
that ended says when it ended. Nothing about a version the asker may not read is shown."""

from datetime import date, timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from retrieval import indexing, services
from retrieval.runtime import collection_cache_clear
from tests import demo_world, factories
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

RETURNS_Q = "P-20 日本向けの返品は何日以内に申請しますか？"
ASKED_ON = date(2026, 6, 1)
NEXT_TITLE = "P-20 日本向け返品規程 CANARY-NEXT"


def reindex() -> None:
    indexing.index_refresh()
    collection_cache_clear()


def schedule_successor(world, *, groups=("all-staff",), body=None):
    """第1版 closes on 2027-03-31; 第2版 applies from 2027-04-01."""
    current = world["returns"]
    current.valid_until = date(2027, 4, 1)
    services.version_save(version=current)
    successor = factories.version(
        current.document,
        "2",
        title=NEXT_TITLE,
        body=body or demo_world.RETURNS.replace("14日以内", "30日以内"),
        valid_from=date(2027, 4, 1),
        groups=groups,
    )
    reindex()
    return successor


def page(user, url: str) -> str:
    client = Client()
    client.force_login(user)
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


@pytest.fixture
def world():
    return demo_world.build()


def test_an_answer_says_from_when_a_readable_successor_applies_and_what_it_states(world):
    successor = schedule_successor(world)
    q = finished(world["tanaka"], RETURNS_Q, on=ASKED_ON)
    assert q.state == "answered"
    html = page(world["tanaka"], f"/questions/{q.pk}/")
    assert 'id="scheduled-changes"' in html
    assert "2027年4月1日から第2版が適用されます。" in html
    assert f'href="{reverse("version-detail", args=[successor.pk])}">{NEXT_TITLE}</a>' in html
    assert f'href="{reverse("version-diff", args=[successor.pk])}"' in html
    statement = "日本向け製品 P-20 の返品は、納品後30日以内に受付窓口へ申請する。"
    assert f'第2版では: <q class="successor-statement">{statement}</q>' in html
    # The answer itself is still the version in force on the reference date.
    assert "14日以内" in html.split('id="scheduled-changes"')[0]


def test_an_unchanged_statement_is_said_to_stay_the_same(world):
    schedule_successor(
        world, body=demo_world.RETURNS + "\n\n## 第3条 附則\n\n本改定は2027年4月1日から施行する。"
    )
    html = page(world["tanaka"], f"/questions/{finished(world['tanaka'], RETURNS_Q, on=ASKED_ON).pk}/")
    assert "2027年4月1日から第2版が適用されます。" in html
    assert "この記載は第2版でも変わりません。" in html


def test_nothing_is_said_about_a_successor_the_asker_may_not_read(world):
    successor = schedule_successor(world, groups=("accounting",))
    q = finished(world["tanaka"], RETURNS_Q, on=ASKED_ON)
    assert q.state == "answered"
    html = page(world["tanaka"], f"/questions/{q.pk}/")
    assert "14日以内" in html  # the answer is there
    assert 'id="scheduled-changes"' not in html
    for secret in ("CANARY", "2027年4月1日", "第2版", "30日以内", "2027-04-01"):
        assert secret not in html, secret
    assert reverse("version-detail", args=[successor.pk]) not in html
    assert reverse("version-diff", args=[successor.pk]) not in html
    # Its version page says nothing either (no upcoming note, no count).
    current = page(world["tanaka"], reverse("version-detail", args=[world["returns"].pk]))
    assert 'id="upcoming"' not in current and "CANARY" not in current and "2027年4月1日" not in current
    # suzuki may read it: the same question tells them.
    suzuki = page(world["suzuki"], f"/questions/{finished(world['suzuki'], RETURNS_Q, on=ASKED_ON).pk}/")
    assert "2027年4月1日から第2版が適用されます。" in suzuki and NEXT_TITLE in suzuki


def test_no_note_without_a_successor_or_when_the_successor_already_applies(world):
    assert 'id="scheduled-changes"' not in page(
        world["tanaka"], f"/questions/{finished(world['tanaka'], RETURNS_Q, on=ASKED_ON).pk}/"
    )
    schedule_successor(world)
    # Asked for a date after 第2版 began: it answers from 第2版, nothing is scheduled.
    q = finished(world["tanaka"], RETURNS_Q, on=date(2027, 5, 1))
    html = page(world["tanaka"], f"/questions/{q.pk}/")
    assert "30日以内" in html and 'id="scheduled-changes"' not in html


def test_the_current_version_page_announces_a_readable_scheduled_successor(world):
    today = timezone.localdate()
    doc = factories.document("TRAVEL")
    current = factories.version(
        doc, "1", title="旅費規程", valid_from=date(2020, 1, 1), valid_to=today + timedelta(days=19)
    )
    nxt = factories.version(doc, "2", title="旅費規程 改定", valid_from=today + timedelta(days=20))
    html = page(world["tanaka"], reverse("version-detail", args=[current.pk]))
    day = today + timedelta(days=20)
    assert f"{day.year}年{day.month}月{day.day}日から第2版が適用されます。" in html
    assert f'href="{reverse("version-detail", args=[nxt.pk])}">旅費規程 改定</a>' in html


def test_an_old_version_page_says_it_is_superseded_and_links_the_current_one(world):
    today = timezone.localdate()
    doc = factories.document("TRAVEL")
    old = factories.version(
        doc, "1", title="旅費規程 旧", valid_from=date(2020, 1, 1), valid_to=today - timedelta(days=10)
    )
    new = factories.version(doc, "2", title="旅費規程 現行", valid_from=today - timedelta(days=9))
    html = page(world["tanaka"], reverse("version-detail", args=[old.pk]))
    assert 'id="superseded"' in html and "この版は改定されています。" in html
    assert f'<a href="{reverse("version-detail", args=[new.pk])}">第2版（旅費規程 現行）</a>' in html
    since = today - timedelta(days=9)
    assert f"</a>\n  ・ {since.year}年{since.month}月{since.day}日から適用</p>" in html
    # The current version is not superseded.
    assert 'id="superseded"' not in page(world["tanaka"], reverse("version-detail", args=[new.pk]))


def test_an_old_version_replaced_by_an_unreadable_one_says_nothing_about_it(world):
    today = timezone.localdate()
    doc = factories.document("TRAVEL")
    old = factories.version(
        doc, "1", title="旅費規程 旧", valid_from=date(2020, 1, 1), valid_to=today - timedelta(days=10)
    )
    new = factories.version(
        doc, "2", title="CANARY-CURRENT", valid_from=today - timedelta(days=9), groups=("accounting",)
    )
    html = page(world["tanaka"], reverse("version-detail", args=[old.pk]))
    assert 'id="superseded"' not in html and "改定" not in html
    assert "CANARY" not in html and "第2版" not in html
    assert reverse("version-detail", args=[new.pk]) not in html
    assert 'id="diff-link"' not in html


MEASURE = (
    "## 第1条 在宅勤務手当\n\n在宅勤務手当は月額5,000円とする。"
    "この措置は2026年1月1日から2026年3月31日まで適用する。"
)


def _ended_measure():
    """A temporary measure whose body says it applied from 2026-01-01 to 2026-03-31, indexed."""
    measure = factories.version(
        factories.document("WFH-TEMP", owner="人事部", contact="人事部 窓口"),
        "1",
        title="在宅勤務手当 臨時措置",
        body=MEASURE,
        valid_from=date(2026, 1, 1),
    )
    reindex()
    return measure


def test_a_hold_for_a_measure_that_ended_says_when_it_ended(world):
    measure = _ended_measure()
    q = finished(world["tanaka"], "在宅勤務手当はいくらですか？", on=ASKED_ON)
    assert q.state == "held" and q.response["hold"]["reasons"] == ["period_not_covered"]
    html = page(world["tanaka"], f"/questions/{q.pk}/")
    assert '<p class="ended-measure">「在宅勤務手当 臨時措置」は2026年3月31日で適用終了しました。' in html
    assert f'href="{reverse("version-detail", args=[measure.pk])}">第1版</a>' in html
    # Asked for a day while it applied: answered, no such note.
    during = finished(world["tanaka"], "在宅勤務手当はいくらですか？", on=date(2026, 2, 1))
    assert "適用終了しました" not in page(world["tanaka"], f"/questions/{during.pk}/")


def test_a_hold_for_a_measure_the_asker_may_no_longer_read_says_nothing_about_it(world):
    measure = _ended_measure()
    q = finished(world["tanaka"], "在宅勤務手当はいくらですか？", on=ASKED_ON)
    assert "適用終了しました" in page(world["tanaka"], f"/questions/{q.pk}/")
    measure.groups.set([factories.group("accounting")])
    html = page(world["tanaka"], f"/questions/{q.pk}/")
    assert "適用終了しました" not in html and "2026年3月31日" not in html
    assert "在宅勤務手当 臨時措置" not in html
    assert reverse("version-detail", args=[measure.pk]) not in html


def test_a_hold_for_an_ended_measure_later_given_a_successor_names_it_in_the_page_language(world):
    measure = _ended_measure()
    q = finished(world["tanaka"], "在宅勤務手当はいくらですか？", on=ASKED_ON)
    assert q.response["hold"]["reasons"] == ["period_not_covered"]
    # After the hold, an admin ends the measure's version and adds the one in force since.
    measure.valid_until = date(2026, 4, 1)
    measure.save()
    current = factories.version(measure.document, "2", title="在宅勤務 運用要領", valid_from=date(2026, 4, 1))
    link = f'<a href="{reverse("version-detail", args=[current.pk])}">'
    html = page(world["tanaka"], f"/questions/{q.pk}/")
    assert f"・ 基準日に適用される版: {link}第2版（在宅勤務 運用要領）</a>" in html
    client = Client()
    client.force_login(world["tanaka"])
    client.cookies["django_language"] = "en"
    english = client.get(f"/questions/{q.pk}/").content.decode()
    assert f"{link}Version 2 (在宅勤務 運用要領)</a>" in english and "（" not in english.split(link)[1][:40]
