"""The reviewer's decision page shows a hold's lines in the page's language, as the asker's
question page does; a line naming a version the reviewer may not read stays withheld, and
outside the reviewer's scope every line does."""

import re

import pytest
from django.test import Client
from django.utils import translation

from grading.labels.redaction import REDACTED
from grading.scope import OUT_OF_SCOPE
from retrieval import services
from retrieval.hold_language import REASON_TEXT
from tests import demo_world, factories
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

QUESTION = "P-30 の保証期間は何年ですか？"
TITLE = "P-20 日本向け返品規程"


@pytest.fixture
def world():
    w = demo_world.build()
    w["held"] = finished(w["tanaka"], QUESTION)
    w["outside"] = finished(w["suzuki"], QUESTION)
    return w


def hold_section(reviewer, question, lang) -> str:
    client = Client()
    client.force_login(reviewer)
    if lang != "ja":
        client.post("/i18n/setlang/", {"language": lang, "next": "/"})
    page = client.get(f"/reviews/decisions/{question.decision.pk}/").content.decode()
    return page.split('<dl class="hold">')[1].split("</dl>")[0]


def test_hold_lines_read_in_english_and_japanese(world):
    held = world["held"]
    assert held.state == "held" and any(TITLE in line for line in held.response["hold"]["found_instead"])
    ja = hold_section(world["reviewer"], held, "ja")
    assert "「P-30 の保証期間」を確認できませんでした。" in ja and TITLE in ja
    en = hold_section(world["reviewer"], held, "en")
    assert "Could not confirm “P-30 の保証期間”." in en and f"“{TITLE}” was found" in en
    assert "確認できませんでした" not in en


def test_a_withheld_line_stays_withheld_in_english(world):
    services.version_save(version=world["returns"], groups=[factories.group("accounting")])
    en = hold_section(world["reviewer"], world["held"], "en")
    assert TITLE not in en and "Could not confirm “P-30 の保証期間”." in en
    # The placeholder reads in the page's language too.
    assert "Withheld: a version you may not read" in en and REDACTED not in en


def test_outside_the_reviewers_scope_every_line_is_withheld_in_english(world):
    en = hold_section(world["reviewer"], world["outside"], "en")
    assert "P-30" not in en and "Could not confirm" not in en
    assert "Withheld: the asker&#x27;s reading scope goes beyond yours" in en and OUT_OF_SCOPE not in en
    assert OUT_OF_SCOPE in hold_section(world["reviewer"], world["outside"], "ja")


def test_a_labels_errors_read_in_the_reviewers_language(world):
    from django.core.exceptions import ValidationError
    from django.utils import translation

    from grading.labels import services as label_services

    decision = world["held"].decision
    for lang, text in (("ja", "保留には回答の判定を付けません"), ("en", "A hold takes no answer verdict")):
        with translation.override(lang), pytest.raises(ValidationError) as raised:
            label_services.label_save(
                decision=decision, reviewer=world["reviewer"], evidence="contains", verdict="correct"
            )
        assert text in raised.value.message_dict["verdict"][0]


def test_the_reference_dates_source_reads_as_words(world):
    client = Client()
    client.force_login(world["reviewer"])
    url = f"/reviews/decisions/{world['held'].decision.pk}/"
    shown = client.get(url).content.decode().split('id="reference-date">')[1].split("</dd>")[0]
    assert shown.endswith("(今日)") and "today" not in shown
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    shown = client.get(url).content.decode().split('id="reference-date">')[1].split("</dd>")[0]
    assert shown.endswith("(today)")


def test_the_queue_counts_labels_in_the_page_language(world):
    from grading.labels import services as label_services

    label_services.label_save(
        decision=world["held"].decision,
        reviewer=world["reviewer"],
        evidence="not_checked",
        verdict="",
        hold_appropriate="appropriate",
    )
    client = Client()
    client.force_login(world["reviewer"])
    assert "<td>1 件 ✓</td>" in client.get("/reviews/").content.decode()
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    page = client.get("/reviews/").content.decode()
    assert "<td>1 label ✓</td>" in page and "1 labels" not in page and "1 items" not in page


def test_outcomes_read_as_words_and_reason_codes_carry_their_meaning(world):
    client = Client()
    client.force_login(world["reviewer"])
    held = world["held"].decision
    assert held.outcome == "hold" and held.hold_reasons
    code = held.hold_reasons[0]
    queue = client.get("/reviews/").content.decode()
    assert (
        '<span class="badge hold">保留</span>' in queue
        and '<span class="badge hold">hold</span>' not in queue
    )
    assert f'<code title="{REASON_TEXT[code]}">{code}</code>' in queue
    page = client.get(f"/reviews/decisions/{held.pk}/").content.decode()
    assert f"<li>{REASON_TEXT[code]}</li>" in page.split('id="hold-reason-texts"')[1]
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    queue = client.get("/reviews/").content.decode()
    with translation.override("en"):
        english = str(REASON_TEXT[code])
    assert (
        '<span class="badge hold">Held</span>' in queue and f'<code title="{english}">{code}</code>' in queue
    )
    page = client.get(f"/reviews/decisions/{held.pk}/").content.decode()
    assert '<span class="badge hold">Held</span></h1>' in page and f"<li>{english}</li>" in page
    # The label form offers the candidates' passages as "title (DOC version N) #id".
    assert re.search(r"\([A-Z0-9-]+ version \d+\) #\d+</label>", page) and "版) #" not in page
