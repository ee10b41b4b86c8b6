"""Query counts of the employee pages (ask, result, history, versions) are pinned, and the
same in a small and a larger world: a page's queries must not grow with the rows it shows.

Each count includes the session and the user (2 queries) and is taken after one warm-up
request, which fills the process-wide caches (the index, the gate configuration)."""

from datetime import date

import pytest
from django.core.cache import cache
from django.test import Client

from grading.models import Decision
from portal import dispatch
from retrieval import indexing
from retrieval.runtime import collection_cache_clear
from tests import demo_world, factories
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

RETURNS_Q = "P-20 日本向けの返品は何日以内に申請しますか？"
RULE = "## 第1条 返品期限\n\n日本向け製品 P-20 の返品は、納品後{days}日以内に受付窓口へ申請する。"


@pytest.fixture(params=[1, 6], ids=["small", "large"])
def world(request):
    """The demo world plus ``n`` readable return rules (two versions each) and ``n`` more of
    tanaka's questions; tanaka's answered question finds those rules among its candidates."""
    n = request.param
    cache.clear()  # the question rate limit counts in the cache
    w = demo_world.build()
    w["n"], w["asked"] = n, []
    for i in range(n):
        doc = factories.document(f"RET-X{i}", owner="品質保証部", contact="品質保証部 返品窓口")
        factories.version(
            doc,
            "1",
            title=f"返品規程 X{i}",
            body=RULE.format(days=7 + i),
            valid_from=date(2025, 1, 1),
            valid_to=date(2025, 12, 31),
        )
        w["latest"] = factories.version(
            doc, "2", title=f"返品規程 X{i}", body=RULE.format(days=14 + i), valid_from=date(2026, 1, 1)
        )
        w["asked"].append(dispatch.question_submit(user=w["tanaka"], text=f"質問 {i}"))
    indexing.index_refresh()
    collection_cache_clear()
    w["answered"] = finished(w["tanaka"], RETURNS_Q)
    w["client"] = Client()
    w["client"].force_login(w["tanaka"])
    return w


def warm(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def test_ask_page(world, django_assert_num_queries):
    client = world["client"]
    warm(client, "/")
    with django_assert_num_queries(7):
        assert client.get("/").status_code == 200
    with django_assert_num_queries(6):
        response = client.post("/", {"question": "出張の日当はいくらですか？", "reference_date": ""})
    assert response.status_code == 302


def test_result_page(world, django_assert_num_queries):
    client, q = world["client"], world["answered"]
    assert q.state == "answered"
    found = {c["doc_id"] for c in Decision.objects.get(question=q).candidates}
    assert len({d for d in found if d.startswith("RET-X")}) == world["n"]  # the page has n more rows
    url = f"/questions/{q.pk}/"
    warm(client, url)
    with django_assert_num_queries(13):
        assert client.get(url).status_code == 200


def test_history_page(world, django_assert_num_queries):
    client = world["client"]
    warm(client, "/questions/")
    with django_assert_num_queries(8):
        page = client.get("/questions/").content.decode()
    for q in [*world["asked"], world["answered"]]:
        assert f'href="/questions/{q.pk}/"' in page


def test_version_list_and_detail(world, django_assert_num_queries):
    client = world["client"]
    warm(client, "/versions/")
    with django_assert_num_queries(12):
        page = client.get("/versions/").content.decode()
    assert all(f"返品規程 X{i}" in page for i in range(world["n"]))
    url = f"/versions/{world['latest'].pk}/"
    with django_assert_num_queries(10):
        page = client.get(url).content.decode()
    assert 'id="diff-link"' in page and "前の版（第1版）" in page  # the previous version is found
