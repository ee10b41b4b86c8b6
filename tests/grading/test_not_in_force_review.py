"""The reviewer's decision page shows the rule a response named as not in force on the
reference date (``response.not_in_force``), withheld like any version the reviewer may not
read and outside the reviewer's scope."""

from dataclasses import replace
from datetime import date

import pytest

from grading.labels.redaction import REDACTED
from grading.scope import OUT_OF_SCOPE
from retrieval import runtime, services
from retrieval.core.types import Citation, NotInForce
from tests import demo_world, factories
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

TITLE = "旧支払要領"
SENTENCE = "支払は翌月末に行う。"


@pytest.fixture
def world(monkeypatch):
    w = demo_world.build()
    doc = factories.document("PAY-OLD")
    w["ended"] = ended = factories.version(
        doc, title=TITLE, body=SENTENCE, valid_from=date(2024, 4, 1), valid_to=date(2025, 3, 31)
    )
    passage = ended.passages.first()
    real = runtime.decide

    def naming_it(**kwargs):
        d = real(**kwargs)
        row = Citation(
            0,
            str(passage.pk),
            str(ended.pk),
            "PAY-OLD",
            "1",
            TITLE,
            ended.valid_from,
            ended.valid_until,
            passage.text,
            SENTENCE,
        )
        d.response = replace(d.response, not_in_force=(NotInForce(row, 0.9, 0.8),))
        d.timings_ms = {**d.timings_ms, "not_in_force": 31.5}
        return d

    monkeypatch.setattr(runtime, "decide", naming_it)
    w["mine"] = finished(w["tanaka"], "P-20 の返品の受付窓口はどこですか？")
    w["outside"] = finished(w["suzuki"], "P-20 の返品の受付窓口はどこですか？")
    return w


def note_of(client, reviewer, question) -> str:
    client.force_login(reviewer)
    page = client.get(f"/reviews/decisions/{question.decision.pk}/").content.decode()
    return page.split('id="not-in-force"')[1].split("</ul>")[0]


def test_the_reviewer_sees_the_named_rule_with_its_validity(client, world):
    note = note_of(client, world["reviewer"], world["mine"])
    assert (
        TITLE in note and "PAY-OLD" in note and "2024年4月1日 〜 2025年3月31日" in note and SENTENCE in note
    )


def test_a_named_rule_the_reviewer_may_not_read_is_withheld_and_counted(client, world):
    services.version_save(version=world["ended"], groups=[factories.group("accounting")])
    client.force_login(world["reviewer"])
    page = client.get(f"/reviews/decisions/{world['mine'].decision.pk}/").content.decode()
    note = page.split('id="not-in-force"')[1].split("</ul>")[0]
    assert REDACTED in note and TITLE not in page and SENTENCE not in page
    assert 'id="redaction-note"' in page


def timings_of(page: str) -> str:
    return page.split("所要時間 (ms)")[1].split("</dd>")[0]


def test_the_not_in_force_stage_time_shows_only_beside_a_note_the_reviewer_sees(client, world):
    client.force_login(world["reviewer"])
    url = f"/reviews/decisions/{world['mine'].decision.pk}/"
    assert "not_in_force=31.5" in timings_of(client.get(url).content.decode())
    # Once the named version is unreadable, the stage's time would still say that the asker
    # reads a version out of force: it goes with the note, the other stages stay.
    services.version_save(version=world["ended"], groups=[factories.group("accounting")])
    timings = timings_of(client.get(url).content.decode())
    assert "not_in_force=" not in timings and "retrieve=" in timings


def test_outside_the_reviewers_scope_the_named_rule_is_withheld(client, world):
    note = note_of(client, world["reviewer"], world["outside"])
    assert OUT_OF_SCOPE in note and TITLE not in note
