"""The reviewer pages with the evidence on screen (issue #17 items 9 and 10): candidate passage
text with the cited sentence marked, within the reviewer's scope only; save → next decision;
the agreement page's two reviewers; one name per measure; one format per threshold."""

import html as htmllib
import re

import pytest
from django.db import transaction
from django.urls import reverse

from grading.decision_page import text_segments
from grading.labels import selectors, services
from grading.log import decision_append
from grading.models import AdoptionRecord, Label
from grading.templatetags.grading_format import threshold
from portal.models import Question
from tests import factories
from tests.grading.test_review_pages import shared_world  # noqa: F401  (a fixture)
from tests.grading.test_review_pages import world as review_world  # noqa: F401  (a fixture)

pytestmark = pytest.mark.django_db

RETURNS_SENTENCE = "日本向け製品 P-20 の返品は、納品後14日以内に受付窓口へ申請する。"


@pytest.fixture
def world(review_world):  # noqa: F811
    return review_world


def logged(asker, text, *, groups, candidates, response, threshold=1.0, value=2.0, outcome="pass"):
    """A decision-log row written as the pipeline writes one (its candidates and response given)."""
    question = Question.objects.create(user=asker, text=text, state="answered")
    record = {
        "outcome": outcome,
        "hold_reasons": [] if outcome == "pass" else ["below_threshold"],
        "decision_value": value,
        "decision_score": "bm25",
        "threshold": threshold,
        "candidates": candidates,
        "response": response,
        "reference_date": "2026-11-30",
        "reference_date_source": "today",
        "gate_config": "test-bm25",
        "gate_config_version": 1,
    }
    with transaction.atomic():
        return decision_append(question=question, user=asker, groups=groups, record=record, attempts=1)


def candidate(passage, *, cited=True, value=2.0) -> dict:
    v = passage.version
    return {
        "passage_id": str(passage.pk),
        "version_id": str(v.pk),
        "doc_id": v.document.doc_id,
        "version": v.label,
        "title": v.title,
        "bm25": value,
        "kept": True,
        "cited": cited,
        "drop_reason": None,
    }


def citation(number, passage, *, sentence="") -> dict:
    c = candidate(passage)
    return {
        "number": number,
        **{k: c[k] for k in ("passage_id", "version_id", "doc_id", "version", "title")},
        "quote": passage.text,
        "sentence": sentence,
    }


def page(client, user, decision) -> str:
    client.force_login(user)
    response = client.get(reverse("review-decision", args=[decision.pk]))
    assert response.status_code == 200
    return response.content.decode()


def marks(html: str) -> list[str]:
    return [htmllib.unescape(m) for m in re.findall(r'<mark class="cited-sentence"[^>]*>(.*?)</mark>', html)]


# --- item 9: passage text with the cited sentence ---------------------------------------------


def test_decision_page_shows_each_readable_passage_with_the_cited_sentence_marked(client, world):
    first, second = world["returns"].passages.order_by("position")[:2]
    d = logged(
        world["tanaka"],
        "P-20 の返品の申請先は？",
        groups=["all-staff"],
        candidates=[candidate(first), candidate(second, cited=False, value=0.5)],
        response={
            "statements": [{"text": "言い換えた文 (本文にない)", "citations": [1]}],
            "citations": [citation(1, first, sentence=RETURNS_SENTENCE)],
        },
    )
    html = page(client, world["reviewer"], d)
    assert html.count('class="candidate-passage"') == 2
    # The citation's own sentence is marked, not the statement; the rest of the text is plain.
    assert marks(html) == [RETURNS_SENTENCE]
    assert "返品の問い合わせはカスタマーサポート課が受け付ける。" in html  # the second, unmarked
    assert "第1条 返品期限" in html  # the passage's heading path
    # A link to the portal's version page highlighting the same sentence.
    assert f"?p={first.pk}&amp;s=" in html and f"#passage-{first.pk}" in html


def test_a_passage_a_later_ask_cited_shows_its_ask_value_in_the_candidate_table(client, world):
    first, second = world["returns"].passages.order_by("position")[:2]
    asked = {
        **candidate(second, value=0.5),
        "kept": False,
        "drop_reason": "max_k_cap",
        "ask_value": 0.612,
        "ask_only": False,
    }
    d = logged(
        world["tanaka"],
        "P-20 の返品の申請先は？問い合わせ先は？",
        groups=["all-staff"],
        candidates=[candidate(first), asked],
        response={
            "statements": [{"text": RETURNS_SENTENCE, "citations": [1]}],
            "citations": [citation(1, first, sentence=RETURNS_SENTENCE)],
        },
    )
    html = page(client, world["reviewer"], d)
    cells = re.findall(r'<span class="muted ask-value" title="([^"]+)">([^<]+)</span>', html)
    assert cells == [("0.612", "後の問い 0.6120")]


def test_without_a_logged_sentence_the_statements_citing_it_are_marked(client, world):
    d = world["returns_q"]  # the BM25 pipeline logs no sentence; its statements are verbatim
    assert not d.response["citations"][0]["sentence"]
    assert marks(page(client, world["reviewer"], d)) == [
        RETURNS_SENTENCE,
        "返品の問い合わせはカスタマーサポート課が受け付ける。",
    ]


def test_text_is_escaped_and_overlapping_marks_merge():
    segments = text_segments("前文。<b>本文</b>です。後文。", [("<b>本文</b>です。", 1), ("です。後", 2)])
    assert [(s["text"], s["cited"], s["numbers"]) for s in segments] == [
        ("前文。", False, []),
        ("<b>本文</b>です。後", True, [1, 2]),
        ("文。", False, []),
    ]
    assert text_segments("本文。", [("ない文。", 1), ("", 2)]) == [
        {"text": "本文。", "cited": False, "numbers": []}
    ]


def test_passage_text_with_markup_is_escaped_on_the_page(client, world):
    v = factories.version(
        factories.document("ESC-1"),
        "1",
        title="エスケープ規程",
        body="## 第1条\n\n<script>alert(1)</script> 申請は5日以内に行う。",
        groups=("all-staff",),
    )
    p = v.passages.get()
    d = logged(
        world["tanaka"],
        "申請期限は？",
        groups=["all-staff"],
        candidates=[candidate(p)],
        response={"citations": [citation(1, p, sentence="申請は5日以内に行う。")], "statements": []},
    )
    html = page(client, world["reviewer"], d)
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert marks(html) == ["申請は5日以内に行う。"]


def test_unreadable_candidates_and_out_of_scope_decisions_show_no_text_or_title(client, world):
    ret, acc = world["returns"].passages.order_by("position")[0], world["accounting"].passages.get()
    # Asked with no groups, so in everyone's scope; one candidate is the accounting-only version.
    d = logged(
        world["nobody"],
        "支払日と返品期限は？",
        groups=[],
        candidates=[candidate(ret), candidate(acc)],
        response={
            "statements": [],
            "citations": [citation(1, ret, sentence=RETURNS_SENTENCE), citation(2, acc, sentence=acc.text)],
        },
    )
    html = page(client, world["reviewer"], d)  # sato reads all-staff only
    assert marks(html) == [RETURNS_SENTENCE] and html.count('class="candidate-passage"') == 1
    for secret in ("翌月25日", "ACC-7781", "CANARY", "ACC-PAY", f"#passage-{acc.pk}"):
        assert secret not in html, secret
    assert html.count('class="muted candidate-passage-withheld"') == 1
    # A reviewer who reads accounting sees both (so the checks above can fail).
    inside = page(client, world["reviewer_acc"], d)
    assert marks(inside) == [RETURNS_SENTENCE, acc.text] and "CANARY-TITLE" in inside

    # Out of scope (asked with accounting): scores only, as before — no passage text at all.
    payday = world["payday_q"]
    outside = page(client, world["reviewer"], payday)
    assert 'id="passages-withheld"' in outside and 'class="candidate-passage"' not in outside
    for secret in ("取引先への支払は", "CANARY", "ACC-PAY", "<mark"):
        assert secret not in outside, secret
    assert 'class="candidate-passage"' in page(client, world["reviewer_acc"], payday)


def test_saving_a_label_confirms_and_opens_the_next_unlabelled_decision_in_scope(client, world):
    ret, unknown, payday = world["returns_q"], world["unknown_q"], world["payday_q"]
    client.force_login(world["reviewer"])
    post = {"evidence": "contains", "verdict": "correct", "hold_appropriate": "n/a"}
    response = client.post(reverse("review-decision", args=[ret.pk]), post, follow=True)
    # Newest first, as the queue lists them: payday (#3) is out of sato's scope, so #2.
    assert response.redirect_chain == [(reverse("review-decision", args=[unknown.pk]), 302)]
    html = response.content.decode()
    assert f"判定 #{ret.seq} の評価を保存しました。" in html and 'id="messages"' in html
    assert Label.objects.filter(decision=ret, reviewer=world["reviewer"]).count() == 1
    hold = {"evidence": "contains", "verdict": "", "hold_appropriate": "excess"}
    response = client.post(reverse("review-decision", args=[unknown.pk]), hold, follow=True)
    assert response.redirect_chain == [(reverse("review-queue"), 302)]
    html = response.content.decode()
    assert f"判定 #{unknown.seq} の評価を保存しました。" in html and "未評価の判定はもうありません。" in html
    # kato may judge payday: it is his next one, and a decision someone labelled is not.
    client.force_login(world["reviewer_acc"])
    response = client.post(reverse("review-decision", args=[ret.pk]), post)
    assert response["Location"] == reverse("review-decision", args=[payday.pk])
    services.label_save(
        decision=payday, reviewer=world["reviewer_acc"], evidence="contains", verdict="correct"
    )
    assert client.post(reverse("review-decision", args=[unknown.pk]), hold)["Location"] == reverse(
        "review-queue"
    )


def test_an_invalid_label_stays_on_the_page_with_the_error(client, world):
    client.force_login(world["reviewer"])
    url = reverse("review-decision", args=[world["returns_q"].pk])
    response = client.post(url, {"verdict": "correct", "hold_appropriate": "n/a"})
    assert response.status_code == 200 and 'id="messages"' not in response.content.decode()
    assert "evidence" in response.context["form"].errors and not Label.objects.exists()


# --- item 10: agreement, metric names, thresholds, re-evaluation ---------------------------------


def selected(html: str, name: str) -> list[str]:
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S).group(1)
    return re.findall(r'<option value="(\d*)" selected>', select)


def test_agreement_page_opens_on_two_different_reviewers(client, world):
    sato, kato = world["reviewer"], world["reviewer_acc"]
    ito = factories.user("ito", "reviewer", "all-staff")  # before kato by name, fewer shared labels
    client.force_login(sato)
    services.label_save(decision=world["returns_q"], reviewer=sato, evidence="contains", verdict="correct")
    html = client.get(reverse("review-agreement")).content.decode()
    assert selected(html, "a") == [str(sato.pk)] and selected(html, "b") == []
    assert 'id="agreement-needs-two"' in html and 'id="kappa"' not in html
    for d in (world["returns_q"], world["unknown_q"]):
        verdict = "correct" if d.outcome == "pass" else ""
        services.label_save(decision=d, reviewer=kato, evidence="contains", verdict=verdict)
    services.label_save(decision=world["payday_q"], reviewer=ito, evidence="contains", verdict="correct")
    html = client.get(reverse("review-agreement")).content.decode()
    assert selected(html, "a") == [str(sato.pk)] and selected(html, "b") == [str(kato.pk)]
    assert 'id="kappa"' in html and "両者が評価した判定: 1 件" in html
    # A reviewer with no labels opens on the first two by name.
    client.force_login(factories.user("abe", "reviewer", "all-staff"))
    html = client.get(reverse("review-agreement")).content.decode()
    assert selected(html, "a") == [str(ito.pk)] and selected(html, "b") == [str(kato.pk)]
    # An explicit choice is kept, the same one twice still asks for two.
    html = client.get(reverse("review-agreement"), {"a": kato.pk, "b": kato.pk}).content.decode()
    assert selected(html, "a") == selected(html, "b") == [str(kato.pk)] and "異なる二人" in html


def test_metrics_name_each_measure_once(client, world):
    for d, evidence, hold in (
        (world["returns_q"], "contains", "n/a"),
        (world["unknown_q"], "contains", "excess"),
    ):
        services.label_save(
            decision=d,
            reviewer=world["reviewer"],
            evidence=evidence,
            verdict="correct" if d.outcome == "pass" else "",
            hold_appropriate=hold,
        )
    client.force_login(world["reviewer"])
    html = client.get(reverse("review-metrics")).content.decode()
    recorded = re.search(r'<section class="box" id="recorded">(.*?)</section>', html, re.S).group(1)
    first_table = recorded.split("</table>")[0]
    names = [htmllib.unescape(n) for n in re.findall(r"<th>(.*?)</th>", first_table)]
    assert len(names) == len(set(names)) and len(names) >= 13
    assert [n for n in names if "過剰保留" in n] == ["過剰保留 (根拠を含む質問中の保留)"]
    judged = re.search(r'data-metric="gate.excess_hold_judged"><th>(.*?)</th><td>(.*?)</td>', recorded)
    assert "評価者が不要と判定した保留" in htmllib.unescape(judged.group(1))
    assert judged.group(2).startswith("1/1 = 100.0%")
    excess = re.search(r'data-metric="gate.excess_hold"><th>.*?</th><td>(.*?)</td>', recorded)
    assert excess.group(1).startswith("1/2 = 50.0%")

    # In English every row of the table is named in English, and the sweep's rows too.
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    english = client.get(reverse("review-metrics")).content.decode()
    en_recorded = re.search(r'<section class="box" id="recorded">(.*?)</section>', english, re.S).group(1)
    en_names = [htmllib.unescape(n) for n in re.findall(r"<th>(.*?)</th>", en_recorded.split("</table>")[0])]
    assert "Passed (of all questions)" in en_names and "Undeterminable / all answers" in en_names
    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    assert [n for n in en_names if japanese.search(n)] == []
    sweep = re.search(r'<table id="report">(.*?)</table>', english, re.S).group(1)
    assert not japanese.search(sweep)
    client.post("/i18n/setlang/", {"language": "ja", "next": "/"})
    # The breakdown's columns use the same names as the table above.
    head = re.search(r'<table id="by-category">\s*<thead>(.*?)</thead>', recorded, re.S).group(1)
    columns = [htmllib.unescape(n) for n in re.findall(r"<th>(.*?)</th>", head)][2:]
    assert columns and set(columns) <= set(names)
    assert "過剰保留 (根拠を含む質問中の保留)" in columns and "誤通過 (根拠を含まない質問中の通過)" in columns


def test_a_threshold_prints_one_way_on_every_page(client, world):
    asker = world["tanaka"]
    ret = world["returns"].passages.order_by("position")[0]
    stored = 0.0532784
    rows = [
        logged(
            asker,
            f"質問 {i}",
            groups=["all-staff"],
            candidates=[candidate(ret)],
            response={},
            threshold=stored,
            value=v,
        )
        for i, v in enumerate((stored, 0.09, 0.2))
    ]
    for d in rows:
        services.label_save(decision=d, reviewer=world["reviewer"], evidence="contains", verdict="correct")
    client.force_login(world["reviewer"])
    metrics = client.get(reverse("review-metrics"), {"gate_config": "test-bm25"}).content.decode()
    heads = re.findall(r"<th>閾値 ([0-9.]+)", metrics)
    assert "0.0532784" in heads and "0.053278" not in heads  # the grid no longer repeats it
    assert "閾値 0.0532784 (現在)" in metrics
    queue = client.get(reverse("review-queue")).content.decode()
    assert "0.0532784 / 0.0532784" in queue and "0.0533" not in queue
    detail = client.get(reverse("review-decision", args=[rows[1].pk])).content.decode()
    assert '<span title="0.0532784">0.0532784</span>' in detail and ">0.09</span>" in detail
    assert threshold(None) == "—" and threshold(0.4) == "0.40" and threshold(12.5) == "12.50"


def test_the_adoption_page_says_what_re_evaluation_means_and_what_to_do(client, world):
    d = world["returns_q"]
    record = AdoptionRecord.objects.create(
        gate_config=d.gate_config,
        gate_config_version=d.gate_config_version,
        threshold=0.4,
        score_definition="bm25",
        index_version="0",
        tie_handling="同点は通過",
        missing_handling="保留",
        adopted_by=world["reviewer"],
    )
    assert selectors.adoption_changes(record)  # the log's index version differs
    client.force_login(world["reviewer"])
    html = client.get(reverse("review-adoptions")).content.decode()
    block = re.search(rf'id="reevaluation-{record.pk}">(.*?)</div>', html, re.S).group(1)
    assert "再評価が必要" in block and "index_version: 0 →" in block
    assert "採用時に選んだ閾値" in block and "すること" in block and reverse("review-sets") in block
    assert "閾値 0.40" in html
    AdoptionRecord.objects.filter(pk=record.pk).update(
        index_version=d.index_version, dense_model=d.dense_model, reranker=d.reranker
    )
    assert 'id="reevaluation-' not in client.get(reverse("review-adoptions")).content.decode()


def test_each_score_of_a_candidate_sits_under_its_own_column(client, world):
    first = world["returns"].passages.order_by("position")[0]
    row = {**candidate(first), "answer_prob": 0.8125, "answer_raw": 1.4667, "bucket": "B1"}
    d = logged(
        world["tanaka"], "P-20 の返品の申請先は？", groups=["all-staff"], candidates=[row], response={}
    )
    html = page(client, world["reviewer"], d)
    table = html.split('<tr class="candidate')[0].rsplit("<table>", 1)[1]
    headers = [htmllib.unescape(h) for h in re.findall(r"<th>(.*?)</th>", table)]
    cells = re.findall(r"<td[^>]*>(.*?)</td>", html.split('<tr class="candidate')[1].split("</tr>")[0], re.S)
    assert len(cells) == len(headers)
    by_header = dict(zip(headers, cells, strict=True))
    assert ">0.8125<" in by_header["answer_prob"] and ">1.4667<" in by_header["answer_raw"]
    assert ">2.0000<" in by_header["bm25"] and by_header["dense"] == "—"
    assert by_header["区分"] == "B1" and by_header["採用"] == "✓"


def test_save_and_next_stays_within_the_queues_filter(client, world):
    """「保存して次の未評価へ」 from a filtered queue (?outcome=…) opens the next decision that
    filter lists, and the queue it returns to keeps it (issue #41 item 3: the filter was dropped)."""
    ret, unknown = world["returns_q"], world["unknown_q"]
    assert (ret.outcome, unknown.outcome) == ("pass", "hold")
    client.force_login(world["reviewer"])
    listed = client.get(reverse("review-queue"), {"outcome": "pass"}).content.decode()
    link = f"{reverse('review-decision', args=[ret.pk])}?outcome=pass"
    assert f'href="{link}"' in listed
    post = {"evidence": "contains", "verdict": "correct", "hold_appropriate": "n/a"}
    response = client.post(link, post)
    # unknown (a hold) is the next unlabelled one in scope, but not one the filter lists.
    assert response["Location"] == f"{reverse('review-queue')}?outcome=pass"
    hold = {"evidence": "contains", "verdict": "", "hold_appropriate": "excess"}
    Label.objects.all().delete()
    response = client.post(f"{reverse('review-decision', args=[ret.pk])}?outcome=hold", post)
    assert response["Location"] == f"{reverse('review-decision', args=[unknown.pk])}?outcome=hold"
    assert client.post(response["Location"], hold)["Location"] == f"{reverse('review-queue')}?outcome=hold"


def test_the_deciding_score_and_the_outcome_columns_come_first(client, world):
    """At 1280 px the deciding columns scrolled off-screen after seven other scores."""
    first = world["returns"].passages.order_by("position")[0]
    row = {**candidate(first), "answer_prob": 0.8125, "rerank_prob": 0.6, "bucket": "B1"}
    # Logged with the decision score bm25 (``logged``): it and rerank_prob come first.
    d = logged(
        world["tanaka"], "P-20 の返品の申請先は？", groups=["all-staff"], candidates=[row], response={}
    )
    html = page(client, world["reviewer"], d)
    table = html.split('<tr class="candidate')[0].rsplit("<table>", 1)[1]
    headers = [htmllib.unescape(h) for h in re.findall(r"<th>(.*?)</th>", table)]
    assert headers[:7] == ["#", "版", "bm25", "rerank_prob", "区分", "採用", "引用"]
    assert headers[7] == "除外理由" and "answer_prob" in headers[8:]


def test_the_decision_page_shows_what_the_asker_was_told(client, world):
    """The bold lead answer, the statements and the asks left out, as on the question page; a
    lead answer from a version the reviewer cannot read is withheld like its statement."""
    first = world["returns"].passages.order_by("position")[0]
    acc = world["accounting"].passages.order_by("position")[0]
    response = {
        "outcome": "pass",
        "answers": [{"text": "納品後14日以内", "citations": [1]}, {"text": "翌月25日", "citations": [2]}],
        "statements": [{"text": RETURNS_SENTENCE, "citations": [1]}],
        "citations": [citation(1, first, sentence=RETURNS_SENTENCE), citation(2, acc)],
        "unconfirmed_asks": ["あと送料は誰が払いますか"],
    }
    d = logged(
        world["tanaka"],
        "P-20 の返品期限は？あと送料は誰が払いますか",
        groups=["all-staff"],
        candidates=[candidate(first), candidate(acc)],
        response=response,
    )
    html = page(client, world["reviewer"], d)
    section = html.split('id="response"')[1].split("</section>")[0]
    assert (
        '<p class="answer-lead" style="font-size:1.15rem"><strong>納品後14日以内</strong> [1]</p>' in section
    )
    assert "翌月25日" not in html  # from the accounting version sato cannot read
    assert 'class="unconfirmed-ask">「あと送料は誰が払いますか」' in section
