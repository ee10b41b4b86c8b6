"""A rule named as stating the asked item but not in force on the reference date
(``response.not_in_force``) is shown beside the answer or hold with its validity, in the
page's language, and only while the asker may read it; its model scores stay in the log."""

from dataclasses import replace
from datetime import date

import pytest
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from portal import questions
from retrieval import runtime, selectors, services
from retrieval.core.serialize import not_in_force_to_dict
from retrieval.core.types import Citation, NotInForce
from retrieval.models import IndexState
from tests import demo_world, factories
from tests.demo_world import finished

pytestmark = pytest.mark.django_db

TITLE = "在宅勤務手当の臨時措置"


@pytest.fixture
def world():
    w = demo_world.build()
    doc = factories.document("TMP-REMOTE", owner="人事部", contact="人事部 労務課")
    w["ended"] = factories.version(
        doc,
        title=TITLE,
        body="## 第2条 支給額\n\n在宅勤務手当は月額3,000円とする。",
        valid_from=date(2025, 4, 1),
        valid_to=date(2026, 3, 31),
    )
    return w


def named_in(question, version, *, starts=None):
    """``question``'s stored response naming ``version`` as the pipeline writes it
    (``not_in_force_to_dict``); ``starts`` makes it a rule that starts later instead."""
    passage = version.passages.first()
    citation = Citation(
        number=0,
        passage_id=str(passage.pk),
        version_id=str(version.pk),
        doc_id=version.document.doc_id,
        version_label=version.label,
        title=version.title,
        valid_from=starts or version.valid_from,
        valid_until=None if starts else version.valid_until,
        quote=passage.text,
        sentence="在宅勤務手当は月額3,000円とする。",
    )
    row = not_in_force_to_dict(NotInForce(citation, 0.97, 0.71))
    question.response = {**question.response, "not_in_force": [row]}
    question.save(update_fields=["response"])
    return row


def api_response(user, q):
    api = APIClient()
    api.force_authenticate(user)
    return api.get(f"/api/questions/{q.pk}/").json()["response"]


def page(user, q, lang="ja"):
    client = Client()
    client.force_login(user)
    if lang != "ja":
        client.post(reverse("set_language"), {"language": lang, "next": "/"})
    return client.get(f"/questions/{q.pk}/").content.decode()


def test_an_ended_rule_is_shown_beside_an_answer_with_its_end_and_a_link(world):
    tanaka = world["tanaka"]
    q = finished(tanaka, "P-20 日本向けの返品は何日以内に申請しますか？", on=date(2026, 11, 30))
    assert q.state == "answered"
    row = named_in(q, world["ended"])
    ja = page(tanaka, q)
    note = ja.split('id="not-in-force"')[1].split("</section>")[0]
    assert f"「{TITLE}」にこの件の定めがありましたが、2026年3月31日で適用を終了しており" in note
    assert f'href="/versions/{world["ended"].pk}/?p={row["passage_id"]}&amp;s=' in note
    assert ">第1版の該当箇所を見る</a>" in note
    # Beside an answer it asks the reader to check the answer's own rule (another rule, in force).
    assert "上の回答は基準日に適用される別の規程によるものです。お尋ねの件に当たるか" in note
    assert "基準日を変えて" not in note
    en = page(tanaka, q, "en").split('id="not-in-force"')[1].split("</section>")[0]
    assert f"“{TITLE}” covered this, but it stopped applying after " in en and "31, 2026" in en
    assert "Rules not in force on the reference date" in en and "comes from another rule" in en
    assert ">See the passage in version 1</a>" in en
    assert "年" not in en.replace(TITLE, "")
    # The API carries the row without the model's scores; the log keeps them.
    shown = api_response(tanaka, q)["not_in_force"]
    assert [r["title"] for r in shown] == [TITLE] and "answer_prob" not in shown[0]


def test_a_rule_that_starts_later_reads_so_on_a_hold(world):
    tanaka = world["tanaka"]
    q = finished(tanaka, "在宅勤務手当は月額いくらですか？", on=date(2024, 11, 30))
    assert q.state == "held"
    named_in(q, world["ended"], starts=date(2025, 4, 1))
    note = page(tanaka, q).split('id="not-in-force"')[1].split("</section>")[0]
    assert f"「{TITLE}」にこの件の定めがありますが、2025年4月1日から適用される規程で" in note
    assert "上の回答" not in note and "基準日を変えて質問し直してください。" in note
    en = page(tanaka, q, "en").split('id="not-in-force"')[1].split("</section>")[0]
    assert f"“{TITLE}” covers this, but it applies from " in en and "1, 2025" in en


def test_a_date_taken_from_the_question_gets_no_advice_to_change_the_form_date(world):
    """Re-asking with another 基準日 would not help: the question's own date is what is asked."""
    tanaka = world["tanaka"]
    q = finished(tanaka, "2024年11月の在宅勤務手当は月額いくらでしたか？")
    assert q.reference_date_source == "question" and q.state == "held"
    named_in(q, world["ended"], starts=date(2025, 4, 1))
    note = page(tanaka, q).split('id="not-in-force"')[1].split("</section>")[0]
    assert "2025年4月1日から適用される規程で" in note and "基準日を変えて" not in note


def test_a_hold_stays_whole_when_only_the_rule_it_names_as_not_in_force_is_lost(world):
    """The note's version shaped no hold line: it goes alone, the hold is not withdrawn."""
    tanaka = world["tanaka"]
    q = finished(tanaka, "在宅勤務手当は月額いくらですか？", on=date(2026, 11, 30))
    assert q.state == "held"
    named_in(q, world["ended"])
    before = api_response(tanaka, q)
    services.version_save(version=world["ended"], groups=[factories.group("accounting")])
    after = api_response(tanaka, q)
    assert [r["title"] for r in before["not_in_force"]] == [TITLE] and after["not_in_force"] == []
    assert "withdrawn" not in after and after["hold"] == before["hold"]
    assert 'id="withdrawn"' not in page(tanaka, q)


def test_a_named_rule_the_asker_can_no_longer_read_disappears(world):
    tanaka = world["tanaka"]
    q = finished(tanaka, "P-20 日本向けの返品は何日以内に申請しますか？", on=date(2026, 11, 30))
    named_in(q, world["ended"])
    services.version_save(version=world["ended"], groups=[factories.group("accounting")])
    assert api_response(tanaka, q)["not_in_force"] == []
    ja = page(tanaka, q)
    assert 'id="not-in-force"' not in ja and TITLE not in ja
    # suzuki reads accounting: still named for them on their own question.
    mine = finished(world["suzuki"], "P-20 日本向けの返品は何日以内に申請しますか？", on=date(2026, 11, 30))
    named_in(mine, world["ended"])
    assert [r["title"] for r in api_response(world["suzuki"], mine)["not_in_force"]] == [TITLE]


def test_the_pre_publish_re_check_requires_a_named_rule_to_be_readable(world):
    """A worker's index may lag an admin's change: a rule it names though the asker lost it
    sends the question back for a fresh run instead of publishing the name."""
    tanaka, ended = world["tanaka"], world["ended"]
    decision = runtime.decide(
        text="P-20 日本向けの返品は何日以内に申請しますか？",
        groups=selectors.user_reading_groups(user=tanaka),
        today=date(2026, 11, 30),
        user_date=None,
    )
    passage = ended.passages.first()
    citation = Citation(0, str(passage.pk), str(ended.pk), "TMP-REMOTE", "1", TITLE, None, None, passage.text)
    decision.response = replace(decision.response, not_in_force=(NotInForce(citation, 0.97, 0.71),))
    assert questions._index_shows_what_user_may_read(decision, user=tanaka)
    # While an admin change's index refresh is pending, a named rule sends it back too: the
    # stale index may have chosen it over one the asker has since lost.
    IndexState.objects.filter(pk=1).update(pending=True)
    assert not questions._index_shows_what_user_may_read(decision, user=tanaka)
    IndexState.objects.filter(pk=1).update(pending=False)
    ended.groups.set([factories.group("accounting")])
    assert not questions._index_shows_what_user_may_read(decision, user=tanaka)
