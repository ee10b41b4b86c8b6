"""翌月 and 翌年 describe a rule's own timing and never move the reference date; an answer from a
version that does not apply today says so beside the answer (issue #41 item 1)."""

from datetime import date, timedelta

import pytest
from django.test import Client
from django.utils import timezone

from tests import demo_world, factories
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

NO_SHOW = "会議室を無断で使わなかった場合、翌月以降の予約は何日間止められますか？"
NOTE = "この版は今日は適用されていません"


def month_start(day: date, shift: int) -> date:
    index = day.year * 12 + day.month - 1 + shift
    return date(index // 12, index % 12 + 1, 1)


@pytest.fixture
def world():
    w = demo_world.build()
    today = timezone.localdate()
    next_month = month_start(today, 1)
    doc = factories.document("GEN-MEETING", owner="総務部", contact="総務部 庶務窓口 (内線 2100)")
    body = "## 第4条 取消\n\n無断で利用しなかった場合は、その部署の会議室の予約を{days}停止する。"
    w["current"] = factories.version(
        doc,
        "1",
        title="会議室利用規程",
        body=body.format(days="7日間"),
        valid_to=next_month - timedelta(days=1),
    )
    w["next"] = factories.version(
        doc, "2", title="会議室利用規程", body=body.format(days="14日間"), valid_from=next_month
    )
    demo_world.indexing.index_refresh()
    demo_world.collection_cache_clear()
    w["next_month"] = next_month
    return w


def cited(q) -> set[str]:
    return {c["version_id"] for c in q.response.get("citations", [])}


def test_next_month_in_a_rule_question_keeps_todays_rule(world):
    q = finished(world["tanaka"], NO_SHOW)
    assert (q.reference_date, q.reference_date_source) == (timezone.localdate(), "today")
    assert q.state == "answered", q.response
    assert cited(q) == {str(world["current"].pk)}
    assert "7日間" in str(q.response["statements"]) and "14日間" not in str(q.response)


def test_an_answer_from_a_version_not_in_force_today_says_so_beside_it(world):
    client = Client()
    client.force_login(world["tanaka"])
    later = finished(world["tanaka"], NO_SHOW, on=world["next_month"])
    assert cited(later) == {str(world["next"].pk)}
    page = client.get(f"/questions/{later.pk}/").content.decode()
    assert NOTE in page and f'href="/versions/{world["current"].pk}/"' in page
    now = finished(world["tanaka"], NO_SHOW)
    assert NOTE not in client.get(f"/questions/{now.pk}/").content.decode()
