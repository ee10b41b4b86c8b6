"""A version page links to the previous readable version and a page shows previous → this,
sentence by sentence (issue #17 item 4); an unreadable version is never linked, dated,
labelled or compared. The admin lists show which documents change within 30 days."""

import re
from datetime import date, timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from portal.services import roles_setup
from portal.versions import ADDED, REMOVED, SAME, sentence_diff
from tests import factories

pytestmark = pytest.mark.django_db

OLD = (
    "## 第1条 返品期限\n\n日本向け製品 P-20 の返品は、納品後14日以内に受付窓口へ申請する。"
    "送料は会社が負担する。\n\n## 第2条 問い合わせ\n\n返品の問い合わせはカスタマーサポート課が受け付ける。"
)
NEW = (
    "## 第1条 返品期限\n\n日本向け製品 P-20 の返品は、納品後30日以内に受付窓口へ申請する。"
    "\n\n## 第2条 問い合わせ\n\n返品の問い合わせはカスタマーサポート課が受け付ける。"
    "申請には <b>注文番号</b> & 納品書の写しを添える。"
)


@pytest.fixture
def world():
    roles_setup()
    doc = factories.document("RET-P20", owner="品質保証部")
    v1 = factories.version(
        doc, "1", title="P-20 返品規程", body=OLD, valid_from=date(2026, 1, 1), valid_to=date(2026, 1, 31)
    )
    # Between them, a version only accounting may read.
    secret = factories.version(
        doc,
        "X9",
        title="CANARY-SECRET 返品規程",
        body=OLD.replace("14日", "7日") + "CANARY-BODY。",
        valid_from=date(2026, 2, 1),
        valid_to=date(2026, 2, 27),
        groups=("accounting",),
    )
    v3 = factories.version(doc, "3", title="P-20 返品規程 改定", body=NEW, valid_from=date(2026, 3, 1))
    return {
        "v1": v1,
        "secret": secret,
        "v3": v3,
        "tanaka": factories.user("tanaka", "employee", "all-staff"),
        "suzuki": factories.user("suzuki", "employee", "accounting"),
        "charlie": factories.user("charlie", "employee"),
    }


PER_REQUEST = re.compile(r'((?:name="csrfmiddlewaretoken" value|nonce)=")[^"]*(")')


def scrub(html: str, path: str) -> str:
    """A page without its per-request parts (CSRF token, script nonce) and its path."""
    return PER_REQUEST.sub(r"\1-\2", html).replace(path, "/PATH/")


def page(user, url: str, **params) -> tuple[int, str]:
    client = Client()
    client.force_login(user)
    response = client.get(url, params)
    return response.status_code, response.content.decode()


def test_sentence_diff_marks_changed_removed_and_added_sentences():
    rows = sentence_diff(OLD, NEW)
    assert [(r.kind, r.text) for r in rows if r.kind != SAME] == [
        (REMOVED, "日本向け製品 P-20 の返品は、納品後14日以内に受付窓口へ申請する。"),
        (REMOVED, "送料は会社が負担する。"),
        (ADDED, "日本向け製品 P-20 の返品は、納品後30日以内に受付窓口へ申請する。"),
        (ADDED, "申請には <b>注文番号</b> & 納品書の写しを添える。"),
    ]
    headings = [r.text for r in rows if r.heading]
    assert headings == ["第1条 返品期限", "第2条 問い合わせ"]
    assert all(r.kind == SAME for r in rows if r.heading)
    assert sentence_diff(OLD, OLD) == [r for r in sentence_diff(OLD, OLD) if r.kind == SAME]


def test_version_page_links_the_previous_readable_version_and_diff_marks_sentences(world):
    status, html = page(world["tanaka"], reverse("version-detail", args=[world["v3"].pk]))
    diff_url = reverse("version-diff", args=[world["v3"].pk])
    assert status == 200
    assert f'id="diff-link" href="{diff_url}"' in html
    assert "前の版（第1版）からの変更点" in html  # the readable previous one, not the secret one
    status, html = page(world["tanaka"], diff_url)
    assert status == 200
    assert "<title>変更点: P-20 返品規程 改定" in html
    assert (
        '<li class="removed"><del>日本向け製品 P-20 の返品は、納品後14日以内に受付窓口へ申請する。</del></li>'
        in html
    )
    assert (
        '<li class="added"><ins>日本向け製品 P-20 の返品は、納品後30日以内に受付窓口へ申請する。</ins></li>'
        in html
    )
    assert '<li class="removed"><del>送料は会社が負担する。</del></li>' in html
    assert '<li class="same">返品の問い合わせはカスタマーサポート課が受け付ける。</li>' in html
    # Escaped: the body's markup is text, not markup.
    assert "<ins>申請には &lt;b&gt;注文番号&lt;/b&gt; &amp; 納品書の写しを添える。</ins>" in html
    assert "<b>注文番号" not in html
    assert "追加 2文・削除 2文" in html
    assert f'<a href="{reverse("version-detail", args=[world["v3"].pk])}">第3版の本文を見る</a>' in html
    assert f'href="{reverse("version-detail", args=[world["v1"].pk])}"' in html
    assert "2026年1月1日 〜 2026年1月31日" in html  # the previous version's validity


def test_an_unreadable_previous_version_is_never_mentioned(world):
    secret = world["secret"]
    for url in (
        reverse("version-detail", args=[world["v3"].pk]),
        reverse("version-diff", args=[world["v3"].pk]),
        reverse("version-detail", args=[world["v1"].pk]),
    ):
        status, html = page(world["tanaka"], url)
        assert status == 200
        assert "CANARY" not in html and "第X9版" not in html
        assert "2026-02-01" not in html and "2026-02-27" not in html
        assert reverse("version-detail", args=[secret.pk]) not in html
    # The diff is against 第1版: the secret body's 7日 never shows.
    assert "7日以内" not in page(world["tanaka"], reverse("version-diff", args=[world["v3"].pk]))[1]


def test_whose_only_previous_version_is_unreadable_gets_no_link_and_no_diff(world):
    # suzuki reads only the secret version: for them it has no previous version.
    status, html = page(world["suzuki"], reverse("version-detail", args=[world["secret"].pk]))
    assert status == 200
    assert 'id="diff-link"' not in html and "前の版" not in html and "第1版" not in html
    assert "P-20 返品規程 改定" not in html  # nor the later, unreadable 第3版
    status, html = page(world["suzuki"], reverse("version-diff", args=[world["secret"].pk]))
    assert status == 200 and 'id="no-previous"' in html
    assert "14日以内" not in html and "第1版" not in html and "<del>" not in html


def test_diff_of_an_unreadable_version_is_a_404_like_a_nonexistent_one(world):
    missing = reverse("version-diff", args=[world["v3"].pk + 1000])
    for user, pk in (("tanaka", world["secret"].pk), ("charlie", world["v3"].pk), ("suzuki", world["v3"].pk)):
        url = reverse("version-diff", args=[pk])
        status, html = page(world[user], url)
        assert status == 404
        assert "CANARY" not in html and "返品" not in html
        assert scrub(html, url) == scrub(page(world[user], missing)[1], missing)
    assert Client().get(reverse("version-diff", args=[world["v3"].pk])).status_code == 302  # login first


@pytest.fixture
def admin_client():
    boss = factories.admin_user()
    client = Client()
    client.force_login(boss)
    return client


def test_admin_lists_show_and_filter_documents_that_change_within_30_days(admin_client):
    today = timezone.localdate()
    soon = factories.document("SOON-START")
    factories.version(
        soon, "1", title="切替前", valid_from=date(2020, 1, 1), valid_to=today + timedelta(days=9)
    )
    factories.version(soon, "2", title="切替後", valid_from=today + timedelta(days=10))
    ending = factories.document("SOON-END")
    factories.version(
        ending, "1", title="終了予定", valid_from=date(2020, 1, 1), valid_to=today + timedelta(days=30)
    )
    later = factories.document("LATER")
    factories.version(
        later, "1", title="遠い先", valid_from=date(2020, 1, 1), valid_to=today + timedelta(days=31)
    )
    factories.version(later, "2", title="遠い先の次", valid_from=today + timedelta(days=32))

    listed = admin_client.get("/admin/retrieval/document/").content.decode()
    assert "30日以内の変更" in listed
    start = (today + timedelta(days=10)).isoformat()
    assert f"第2版 {start} 適用開始" in listed
    assert f"第1版 {(today + timedelta(days=9)).isoformat()} 適用終了" in listed
    assert f"第1版 {(today + timedelta(days=30)).isoformat()} 適用終了" in listed
    assert (today + timedelta(days=31)).isoformat() not in listed

    filtered = admin_client.get("/admin/retrieval/document/", {"changes_soon": "yes"}).content.decode()
    assert "SOON-START" in filtered and "SOON-END" in filtered and "LATER" not in filtered
    others = admin_client.get("/admin/retrieval/document/", {"changes_soon": "no"}).content.decode()
    assert "LATER" in others and "SOON-START" not in others and "SOON-END" not in others

    versions = admin_client.get("/admin/retrieval/documentversion/", {"changes_soon": "yes"}).content.decode()
    assert "切替前" in versions and "切替後" in versions and "終了予定" in versions
    assert "遠い先" not in versions
    assert f"{start} 適用開始" in versions


# Issue #40 item 5: the diff's work is bounded, and computed once per pair of versions.
REPEATED = "甲とする。乙とする。" * 600
REORDERED = "甲とする。甲とする。乙とする。乙とする。" * 300  # 11–13 s per GET before the bound


@pytest.fixture
def clear_cache():
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


def repeated_versions(first_body: str, second_body: str, *, first_groups=("all-staff",)):
    doc = factories.document("REP-1")
    v1 = factories.version(
        doc,
        "1",
        body=first_body,
        valid_from=date(2026, 1, 1),
        valid_to=date(2026, 1, 31),
        groups=first_groups,
    )
    v2 = factories.version(doc, "2", body=second_body, valid_from=date(2026, 2, 1))
    return v1, v2


def test_sentence_diff_stops_at_the_work_limit():
    from portal.versions import DIFF_WORK_LIMIT, DiffTooLong

    with pytest.raises(DiffTooLong):
        sentence_diff(REPEATED, REORDERED)
    with pytest.raises(DiffTooLong):
        sentence_diff(OLD, NEW, limit=5)
    # Real versions, and even the 600 repetitions unchanged, are well within it.
    assert sentence_diff(OLD, NEW, limit=DIFF_WORK_LIMIT // 1_000)
    assert {r.kind for r in sentence_diff(REPEATED, REPEATED)} == {SAME}


def test_diff_of_repeated_sentences_says_it_is_too_long_and_links_both_versions(clear_cache):
    v1, v2 = repeated_versions(REPEATED, REORDERED)
    status, html = page(
        factories.user("tanaka", "employee", "all-staff"), reverse("version-diff", args=[v2.pk])
    )
    assert status == 200
    assert 'id="diff-too-long"' in html and "文ごとの比較を表示できません" in html
    assert 'id="diff"' not in html and "<del>" not in html and "追加" not in html
    assert f'<a href="{reverse("version-detail", args=[v1.pk])}">第1版の本文を見る</a>' in html
    assert f'<a href="{reverse("version-detail", args=[v2.pk])}">第2版の本文を見る</a>' in html


def test_diff_is_computed_once_per_version_pair_and_again_when_a_version_changes(
    world, clear_cache, monkeypatch
):
    import difflib

    from django.core.cache import cache

    from portal import versions

    computed = []  # each sentence comparison ends in get_opcodes
    opcodes = difflib.SequenceMatcher.get_opcodes
    monkeypatch.setattr(difflib.SequenceMatcher, "get_opcodes", lambda m: computed.append(1) or opcodes(m))
    url = reverse("version-diff", args=[world["v3"].pk])
    reader = factories.user("sato", "employee", "all-staff")
    for user in (world["tanaka"], world["tanaka"], reader):
        status, html = page(user, url)
        assert status == 200 and "追加 2文・削除 2文" in html
        assert '<li class="removed"><del>送料は会社が負担する。</del></li>' in html
    assert len(computed) == 1
    # The cache holds where the sentences moved, never a sentence.
    cached = cache.get(versions.diff_cache_key(world["v1"], world["v3"]))
    assert cached and "返品" not in repr(cached)
    assert all(op in {"equal", "replace", "delete", "insert"} for op, *_ in cached)
    assert all(isinstance(n, int) for _, *positions in cached for n in positions)
    v3 = world["v3"]
    v3.body = NEW + "返品送料は購入者が負担する。"
    v3.save()
    status, html = page(world["tanaka"], url)
    assert "<ins>返品送料は購入者が負担する。</ins>" in html and len(computed) == 2


def test_a_cached_diff_is_never_shown_to_a_reader_who_may_not_read_both_versions(clear_cache):
    # 第1版 only hr may read; 第2版 all-staff and hr.
    v1, v2 = repeated_versions(OLD, NEW, first_groups=("hr",))
    v2.groups.add(factories.group("hr"))
    url = reverse("version-diff", args=[v2.pk])
    status, html = page(factories.user("hr-owner", "employee", "hr"), url)
    assert status == 200 and "<del>送料は会社が負担する。</del>" in html  # the pair is cached now
    status, html = page(factories.user("tanaka", "employee", "all-staff"), url)
    assert status == 200 and 'id="no-previous"' in html and "送料は会社が負担する。" not in html
    for user in (factories.user("suzuki", "employee", "accounting"), factories.user("charlie", "employee")):
        status, html = page(user, url)
        assert status == 404 and "返品" not in html
