"""Employees' feedback in the reviewer pages (issue #17 item 7): a queue filter and a rate in
the metrics; comments follow the reviewer's scope and the versions the reviewer may read."""

import json
import re
from dataclasses import replace
from datetime import date

import pytest

from grading.labels.redaction import REDACTED
from grading.scope import OUT_OF_SCOPE
from portal import feedback
from portal.models import Feedback
from retrieval import runtime, services
from retrieval.core.types import Citation, NotInForce
from tests import demo_world, factories
from tests.demo_world import finished
from tests.portal.test_feedback import HELD_Q, RETURNS_Q

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    w = demo_world.build()
    w["wrong"] = finished(w["tanaka"], RETURNS_Q)
    feedback.feedback_give(question=w["wrong"], user=w["tanaka"], helpful=False, comment="申請先が違う")
    w["helpful"] = finished(w["tanaka"], HELD_Q)
    feedback.feedback_give(question=w["helpful"], user=w["tanaka"], helpful=True, comment="分かりやすい")
    # suzuki reads accounting too: beyond sato's scope (all-staff only).
    w["outside"] = finished(w["suzuki"], RETURNS_Q)
    feedback.feedback_give(question=w["outside"], user=w["suzuki"], helpful=False, comment="鈴木の指摘")
    w["silent"] = finished(w["tanaka"], "P-20 の返品の問い合わせ先は？")
    return w


def queue(client, reviewer, **params) -> str:
    client.force_login(reviewer)
    response = client.get("/reviews/", params)
    assert response.status_code == 200
    return response.content.decode()


def decision_links(page: str, *questions) -> list[bool]:
    # A queue's link carries its filter (``?feedback=…``) on to the decision page.
    return [
        re.search(rf'href="/reviews/decisions/{q.decision.pk}/(\?[^"]*)?"', page) is not None
        for q in questions
    ]


def test_queue_filters_by_feedback(client, world):
    w = world
    everything = (w["wrong"], w["helpful"], w["outside"], w["silent"])
    wrong = queue(client, w["reviewer"], feedback="wrong")
    assert wrong.count('class="decision-row"') == 2
    assert decision_links(wrong, *everything) == [True, False, True, False]
    helpful = queue(client, w["reviewer"], feedback="helpful")
    assert decision_links(helpful, *everything) == [False, True, False, False]
    given = queue(client, w["reviewer"], feedback="any")
    assert decision_links(given, *everything) == [True, True, True, False]
    none = queue(client, w["reviewer"], feedback="none")
    assert decision_links(none, *everything) == [False, False, False, True]
    unfiltered = queue(client, w["reviewer"])
    assert unfiltered.count('class="decision-row"') == 4


def test_queue_shows_the_comment_in_scope_and_withholds_it_outside(client, world):
    page = queue(client, world["reviewer"], feedback="wrong")
    assert '<q class="feedback-comment">申請先が違う</q>' in page
    assert "鈴木の指摘" not in page
    assert f'<q class="feedback-comment">{OUT_OF_SCOPE}</q>' in page
    # suzuki reviewing (all-staff + accounting) sees both in full.
    world["suzuki"].groups.add(factories.group("reviewer"))
    both = queue(client, world["suzuki"], feedback="wrong")
    assert "申請先が違う" in both and "鈴木の指摘" in both


def test_a_comment_is_withheld_once_the_decision_names_a_version_the_reviewer_cannot_read(client, world):
    services.version_save(version=world["returns"], groups=[factories.group("accounting")])
    page = queue(client, world["reviewer"], feedback="wrong")
    assert "申請先が違う" not in page and REDACTED in page
    assert page.count('class="decision-row"') == 2  # still counted and listed


def test_a_comment_is_withheld_once_a_rule_named_as_not_in_force_is_unreadable(client, world, monkeypatch):
    """The answer named a rule not in force on the day (``response.not_in_force``), which
    the reviewer may no longer read: the asker's comment may quote it."""
    doc = factories.document("PAY-OLD")
    ended = factories.version(
        doc, title="旧支払要領", body="支払は翌月末に行う。", valid_to=date(2025, 3, 31)
    )
    passage = ended.passages.first()
    real = runtime.decide

    def naming_it(**kwargs):
        d = real(**kwargs)
        row = Citation(
            0, str(passage.pk), str(ended.pk), "PAY-OLD", "1", ended.title, None, None, passage.text
        )
        d.response = replace(d.response, not_in_force=(NotInForce(row, 0.9, 0.8),))
        return d

    monkeypatch.setattr(runtime, "decide", naming_it)
    q = finished(world["tanaka"], "P-20 の返品の受付窓口はどこですか？")
    assert [r["title"] for r in q.decision.response["not_in_force"]] == ["旧支払要領"]
    feedback.feedback_give(question=q, user=world["tanaka"], helpful=False, comment="旧要領の翌月末は古い")
    assert "旧要領の翌月末は古い" in queue(client, world["reviewer"], feedback="wrong")
    services.version_save(version=ended, groups=[factories.group("accounting")])
    page = queue(client, world["reviewer"], feedback="wrong")
    assert "旧要領の翌月末は古い" not in page and REDACTED in page


def test_an_unknown_feedback_filter_is_an_error_not_everything(client, world):
    page = queue(client, world["reviewer"], feedback="bogus")
    assert 'class="decision-row"' not in page and "bogus" in page


def test_metrics_show_the_feedback_rate_over_the_filtered_decisions(client, world):
    # Feedback by anyone but the asker is not counted (the service never stores it; a row
    # written around it must not move the rate).
    Feedback.objects.create(
        question=world["silent"], decision=world["silent"].decision, user=world["suzuki"], helpful=False
    )
    client.force_login(world["reviewer"])
    page = client.get("/reviews/metrics/").content.decode()
    assert 'id="feedback-rates"' in page
    section = page.split('id="feedback-rates"')[1].split("</section>")[0]
    assert "3/4 = 75.0%" in section.split('id="feedback-with"')[1].split("</tr>")[0]
    assert "1/3 = 33.3%" in section.split('id="feedback-helpful"')[1].split("</tr>")[0]
    assert "2/3 = 66.7%" in section.split('id="feedback-wrong"')[1].split("</tr>")[0]
    for comment in ("申請先が違う", "分かりやすい", "鈴木の指摘"):
        assert comment not in page

    exported = json.loads(client.get("/reviews/metrics.json").content)["feedback"]
    assert exported["decisions"] == 4
    assert (exported["wrong"]["numerator"], exported["wrong"]["denominator"]) == (2, 3)
    assert (exported["helpful"]["numerator"], exported["helpful"]["denominator"]) == (1, 3)
    assert (exported["with_feedback"]["numerator"], exported["with_feedback"]["denominator"]) == (3, 4)


def test_metrics_rate_follows_the_date_filter(client, world):
    client.force_login(world["reviewer"])
    page = client.get("/reviews/metrics/", {"date_from": "2100-01-01"}).content.decode()
    section = page.split('id="feedback-rates"')[1].split("</section>")[0]
    assert "0/0 = —" in section.split('id="feedback-with"')[1].split("</tr>")[0]


def test_the_decision_page_shows_the_askers_feedback_within_scope(client, world):
    client.force_login(world["reviewer"])
    inside = client.get(f"/reviews/decisions/{world['wrong'].decision.pk}/").content.decode()
    assert 'id="asker-feedback"' in inside and "申請先が違う" in inside and "間違っている" in inside
    outside = client.get(f"/reviews/decisions/{world['outside'].decision.pk}/").content.decode()
    assert 'id="asker-feedback"' in outside and "鈴木の指摘" not in outside
    silent = client.get(f"/reviews/decisions/{world['silent'].decision.pk}/").content.decode()
    assert 'id="asker-feedback"' not in silent
