"""The rules page 規程一覧 (issue #17 item 6): every readable version of readable documents,
grouped by document with its id, searchable by title or text and filterable by owner
department; nothing about a version the reader may not read (title, owner, count, link)."""

import re
from datetime import date

import pytest
from django.test import Client
from django.urls import reverse

from portal.services import roles_setup
from tests import factories

pytestmark = pytest.mark.django_db
URL = reverse("version-list")
# Per request: the CSRF token, the script nonce, and the language switch's return address.
PER_REQUEST = re.compile(
    r'((?:name="csrfmiddlewaretoken" value|nonce|name="next" type="hidden" value)=")[^"]*(")'
)


@pytest.fixture
def world():
    roles_setup()
    travel = factories.document("TRV-01", owner="総務部")
    old = factories.version(
        travel,
        "1",
        title="旅費規程",
        body="宿泊費の上限は1泊10,000円とする。",
        valid_from=date(2020, 1, 1),
        valid_to=date(2024, 3, 31),
    )
    current = factories.version(
        travel,
        "2",
        title="旅費規程 改定",
        body="宿泊費の上限は1泊12,000円とする。",
        valid_from=date(2024, 4, 1),
        valid_to=date(2099, 3, 31),
    )
    # A later version of a readable document that only accounting may read.
    hidden = factories.version(
        travel,
        "3",
        title="CANARY-T3 旅費規程",
        body="宿泊費の上限は CANARY-B3 円とする。",
        valid_from=date(2099, 4, 1),
        groups=("accounting",),
    )
    returns = factories.document("RET-P20", owner="品質保証部")
    factories.version(returns, "1", title="返品規程", body="返品は納品後14日以内に申請する。")
    secret = factories.document("ACC-PAY", owner="経理部 CANARY-OWNER")
    factories.version(
        secret,
        "1",
        title="CANARY-TITLE 支払処理要領",
        body="取引先への支払は翌月25日に行う。宿泊費の精算も含む。",
        groups=("accounting",),
    )
    return {
        "old": old,
        "current": current,
        "hidden": hidden,
        "tanaka": factories.user("tanaka", "employee", "all-staff"),
        "charlie": factories.user("charlie", "employee"),
    }


def get(user, **params) -> tuple[int, str]:
    client = Client()
    client.force_login(user)
    response = client.get(URL, params)
    return response.status_code, response.content.decode()


def documents_in(html: str) -> list[str]:
    return re.findall(r'<span class="doc-id">文書ID: ([^<]+)</span>', html)


def section_of(html: str, doc_id: str) -> str:
    """The listed document's box."""
    sections = [s.split("</section>")[0] for s in html.split('<section class="box document"')[1:]]
    return next(s for s in sections if f'<span class="doc-id">文書ID: {doc_id}</span>' in s)


def assert_nothing_secret(html: str, hidden) -> None:
    assert "CANARY" not in html and "経理部" not in html and "ACC-PAY" not in html
    assert "第3版" not in html and "2099-04-01" not in html and "2099年4月1日" not in html
    assert reverse("version-detail", args=[hidden.pk]) not in html


def test_lists_every_readable_version_grouped_by_document_with_its_id(world):
    status, html = get(world["tanaka"])
    assert status == 200
    assert "<title>規程一覧 —" in html and "<title>ホーム" not in html
    assert documents_in(html) == ["RET-P20", "TRV-01"]
    section = section_of(html, "TRV-01")
    assert '<h2 style="font-size:1.1rem;margin:.2rem 0">旅費規程 改定</h2>' in section  # the current title
    # The old version is reachable, marked as ended; the current one as in force.
    assert f'<a href="{reverse("version-detail", args=[world["old"].pk])}">旅費規程</a>' in section
    assert f'<a href="{reverse("version-detail", args=[world["current"].pk])}">旅費規程 改定</a>' in section
    assert re.search(r'<tr class="version current">\s*<td>第2版</td>', section)
    assert re.search(r'<tr class="version ended">\s*<td>第1版</td>', section)
    assert "2020年1月1日 〜 2024年3月31日" in section  # one date format on every page (#41 item 6)
    assert f'href="{reverse("version-diff", args=[world["current"].pk])}"' in section
    assert_nothing_secret(html, world["hidden"])


def test_search_by_title_and_by_text_finds_only_readable_versions_valid_or_not(world):
    # In the text of the ended 第1版 only.
    status, html = get(world["tanaka"], q="10,000円")
    assert status == 200 and documents_in(html) == ["TRV-01"]
    assert "1 件の文書が見つかりました。" in html
    section = section_of(html, "TRV-01")
    assert re.search(r'<tr class="version ended matched">\s*<td>第1版</td>', section)
    assert re.search(r'<tr class="version current">\s*<td>第2版</td>', section)  # shown, not a match
    # By title, and by document id.
    assert documents_in(get(world["tanaka"], q="返品規程")[1]) == ["RET-P20"]
    assert documents_in(get(world["tanaka"], q="trv-01")[1]) == ["TRV-01"]
    # Text only unreadable versions contain: nothing found, and no count of them.
    for words in ("翌月25日", "CANARY-B3", "支払処理要領"):
        status, html = get(world["tanaka"], q=words)
        assert status == 200 and documents_in(html) == []
        assert "0 件の文書が見つかりました。" in html and 'id="no-rules"' in html
        assert "経理部" not in html and "2099-04-01" not in html
    # 宿泊費 is in both the readable travel versions and the secret document: one document.
    status, html = get(world["tanaka"], q="宿泊費")
    assert documents_in(html) == ["TRV-01"] and "1 件の文書が見つかりました。" in html
    assert_nothing_secret(html, world["hidden"])


def test_filter_by_owner_department_offers_only_readable_owners(world):
    status, html = get(world["tanaka"])
    options = re.findall(r'<option value="([^"]*)"', html.split('name="owner"')[1].split("</select>")[0])
    assert options == ["", "品質保証部", "総務部"]
    status, html = get(world["tanaka"], owner="総務部")
    assert status == 200 and documents_in(html) == ["TRV-01"]
    assert documents_in(get(world["tanaka"], owner="品質保証部", q="旅費")[1]) == []


def test_bad_input_names_the_field_and_says_nothing_about_unreadable_owners(world):
    status, unreadable = get(world["tanaka"], owner="経理部 CANARY-OWNER")
    assert status == 400
    assert "所管部署: 一覧にない所管部署です。" in unreadable
    assert documents_in(unreadable) == []
    status, nonexistent = get(world["tanaka"], owner="存在しない部")
    assert status == 400

    def scrub(html: str, value: str) -> str:
        return PER_REQUEST.sub(r"\1-\2", html).replace(value, "VALUE")

    # Whether the department exists but is unreadable, or does not exist: the same page.
    assert scrub(unreadable, "経理部 CANARY-OWNER") == scrub(nonexistent, "存在しない部")
    status, html = get(world["tanaka"], q="あ" * 201)
    assert status == 400 and "キーワード:" in html and "200" in html


def test_a_user_without_reading_groups_sees_no_rules_and_no_owners(world):
    status, html = get(world["charlie"])
    assert status == 200 and documents_in(html) == []
    assert "閲覧できる規程はまだありません。" in html
    assert "総務部" not in html and "品質保証部" not in html and "CANARY" not in html
    status, html = get(world["charlie"], q="旅費")
    assert documents_in(html) == [] and "0 件の文書が見つかりました。" in html


def test_paging_keeps_the_search(world, monkeypatch):
    from portal import rules

    monkeypatch.setattr(rules, "PER_PAGE", 1)
    status, html = get(world["tanaka"], q="規程")
    assert documents_in(html) == ["RET-P20"] and "2 件の文書が見つかりました。" in html
    assert 'href="?q=%E8%A6%8F%E7%A8%8B&amp;page=2"' in html
    assert documents_in(get(world["tanaka"], q="規程", page="2")[1]) == ["TRV-01"]
    # 条件をクリア only where a condition is set: not on a later page of the unfiltered list.
    clear = '<a href="/versions/">条件をクリア</a>'
    assert clear in html and clear not in get(world["tanaka"], page="2")[1]
    assert clear in get(world["tanaka"], owner="存在しない部")[1]


def test_the_rules_page_and_version_diff_render_in_english(world):
    client = Client()
    client.force_login(world["tanaka"])
    client.cookies["django_language"] = "en"
    html = client.get(URL, {"q": "旅費"}).content.decode()
    assert "<title>Rules —" in html and "<h1>Rules</h1>" in html
    assert "1 document found." in html and "Document ID: TRV-01" in html
    assert "In force" in html and "Ended" in html and "Owning department" in html
    diff = client.get(reverse("version-diff", args=[world["current"].pk])).content.decode()
    assert "<title>Changes: 旅費規程 改定" in diff and "Sentences added: 1, removed: 1" in diff
