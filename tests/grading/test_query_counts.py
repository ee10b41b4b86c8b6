"""Query counts of the reviewer queue and the decision page are pinned, and the same in a
small and a larger world: more decisions, labels, feedback and candidates, no more queries.

Each count includes the session and the user (2 queries) and is taken after one warm-up
request, which fills the process-wide caches."""

import pytest
from django.test import Client
from django.urls import reverse

from grading import labels as svc
from grading.models import Decision
from portal import feedback
from retrieval import indexing
from retrieval.runtime import collection_cache_clear
from tests import demo_world, factories
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

RETURNS_Q = "P-20 日本向けの返品は何日以内に申請しますか？"
RULE = "## 第1条 返品期限\n\n日本向け製品 P-20 の返品は、納品後{days}日以内に受付窓口へ申請する。"


@pytest.fixture(params=[1, 5], ids=["small", "large"])
def world(request):
    """``n`` more return rules, ``n`` answered questions each with the asker's feedback and
    labels by ``n`` other reviewers, and the reviewer sato's own label on the first."""
    n = request.param
    w = demo_world.build()
    for i in range(n):
        doc = factories.document(f"RET-X{i}", owner="品質保証部", contact="品質保証部 返品窓口")
        factories.version(doc, "1", title=f"返品規程 X{i}", body=RULE.format(days=7 + i))
    indexing.index_refresh()
    collection_cache_clear()
    others = [factories.user(f"rev{i}", "reviewer", "all-staff") for i in range(n)]
    w["decisions"] = []
    for i in range(n):
        q = finished(w["tanaka"], RETURNS_Q)
        feedback.feedback_give(question=q, user=w["tanaka"], helpful=bool(i % 2), comment=f"コメント {i}")
        d = Decision.objects.get(question=q)
        for other in others:
            svc.label_save(decision=d, reviewer=other, evidence="contains", verdict="correct", note="確認")
        w["decisions"].append(d)
    first = w["decisions"][0]
    svc.label_save(decision=first, reviewer=w["reviewer"], evidence="contains", verdict="correct")
    w["n"], w["first"] = n, first
    w["client"] = Client()
    w["client"].force_login(w["reviewer"])
    return w


def test_reviewer_queue(world, django_assert_num_queries):
    client, url = world["client"], reverse("review-queue")
    assert client.get(url).status_code == 200
    with django_assert_num_queries(13):
        page = client.get(url).content.decode()
    assert page.count('class="decision-row"') == world["n"]
    assert page.count("コメント") == world["n"]


def test_decision_page(world, django_assert_num_queries):
    client, d = world["client"], world["first"]
    assert len({c["doc_id"] for c in d.candidates if c["doc_id"].startswith("RET-X")}) == world["n"]
    url = reverse("review-decision", args=[d.pk])
    assert client.get(url).status_code == 200
    with django_assert_num_queries(18):
        page = client.get(url).content.decode()
    assert page.count('class="other-label"') == world["n"]
