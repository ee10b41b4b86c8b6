"""Dates read one way on every page (issue #41 item 6): the language's DATE_FORMAT and
DATETIME_FORMAT (2026年11月30日 / Nov. 30, 2026), never ISO days in a page's text (history and
the reviewer pages showed Y-m-d H:i, the question page 2026年11月30日)."""

import re
from datetime import date

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from grading.models import Decision
from tests import demo_world
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

ISO_DAY = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
TAG = re.compile(r"<script.*?</script>|<style.*?</style>|<[^>]+>", re.S)


def text_of(html: str) -> str:
    """What a reader sees: without tags, attributes (a date input's value), scripts or styles."""
    return TAG.sub(" ", html)


@pytest.fixture
def pages():
    w = demo_world.build()
    q = finished(w["tanaka"], "P-20 日本向けの返品は何日以内に申請しますか？", on=date(2026, 11, 30))
    decision = Decision.objects.get(question=q)
    employee, reviewer = Client(), Client()
    employee.force_login(w["tanaka"])
    reviewer.force_login(w["reviewer"])
    return {
        "history": employee.get(reverse("history")),
        "question": employee.get(reverse("question-detail", args=[q.pk])),
        "versions": employee.get(reverse("version-list")),
        "version": employee.get(reverse("version-detail", args=[w["returns"].pk])),
        "queue": reviewer.get(reverse("review-queue")),
        "decision": reviewer.get(reverse("review-decision", args=[decision.pk])),
        "asked": timezone.localtime(q.created_at),
    }


@pytest.mark.parametrize("name", ["history", "question", "versions", "version", "queue", "decision"])
def test_no_page_shows_an_iso_day(pages, name):
    page = pages[name]
    assert page.status_code == 200
    assert ISO_DAY.findall(text_of(page.content.decode())) == []


def test_the_day_asked_reads_the_same_on_history_and_reviewer_pages(pages):
    asked = pages["asked"]
    day = f"{asked.year}年{asked.month}月{asked.day}日"
    assert day in text_of(pages["history"].content.decode())
    assert day in text_of(pages["queue"].content.decode())
    assert "2026年11月30日" in text_of(pages["decision"].content.decode())  # the 基準日
    assert "2026年11月30日" in text_of(pages["question"].content.decode())
