"""manage.py search: filtered by the user's groups and the date, on the portal and on bundles."""

import io
import json
from datetime import date

import pytest
from django.core.management import CommandError, call_command

from retrieval import runtime
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def corpus():
    doc = factories.document("EXP", owner="経理部", contact="経理部 精算窓口")
    factories.version(
        doc,
        "1",
        title="旅費規程 第1版",
        body="宿泊費の上限額は10,000円とする。",
        valid_from=date(2026, 4, 1),
        valid_to=date(2026, 9, 30),
    )
    factories.version(
        doc,
        "2",
        title="旅費規程 第2版",
        body="宿泊費の上限額は12,000円とする。",
        valid_from=date(2026, 10, 1),
    )
    factories.version(
        factories.document("ACC"),
        "1",
        title="支払要領",
        body="宿泊費の支払は翌月25日。",
        groups=("accounting",),
    )
    factories.user("tanaka", "employee", "all-staff")
    factories.user("suzuki", "employee", "all-staff", "accounting")
    runtime.collection_cache_clear()


def search(*args) -> list[dict]:
    out = io.StringIO()
    call_command("search", *args, "--json", stdout=out)
    return json.loads(out.getvalue())


def test_results_differ_by_user_groups(corpus):
    tanaka = {
        (r["doc_id"], r["version"]) for r in search("宿泊費", "--user", "tanaka", "--date", "2026-11-30")
    }
    suzuki = {
        (r["doc_id"], r["version"]) for r in search("宿泊費", "--user", "suzuki", "--date", "2026-11-30")
    }
    assert tanaka == {("EXP", "2")}
    assert suzuki == {("EXP", "2"), ("ACC", "1")}


def test_results_differ_by_date_and_carry_scores(corpus):
    summer = search("宿泊費 上限額", "--groups", "all-staff", "--date", "2026-08-01")
    autumn = search("宿泊費 上限額", "--groups", "all-staff", "--date", "2026-10-01")
    assert [(r["doc_id"], r["version"]) for r in summer] == [("EXP", "1")]
    assert [(r["doc_id"], r["version"]) for r in autumn] == [("EXP", "2")]
    assert summer[0]["scores"]["bm25"] > 0 and summer[0]["validity"] == "2026-04-01〜2026-09-30"


def test_bad_date_and_unknown_user_are_clear_errors(corpus):
    with pytest.raises(CommandError, match="--date"):
        search("宿泊費", "--user", "tanaka", "--date", "2026-02-30")
    with pytest.raises(CommandError, match="nobody"):
        search("宿泊費", "--user", "nobody", "--date", "2026-11-30")


def test_bundle_mode_searches_an_isolated_store(tmp_path, corpus):
    (tmp_path / "corpus.jsonl").write_text(
        json.dumps(
            {"doc_id": "Z", "title": "別世界", "text": "宿泊費は無料。", "groups": ["all-staff"]},
            ensure_ascii=False,
        )
        + "\n"
    )
    rows = search("宿泊費", "--groups", "all-staff", "--date", "2026-11-30", "--bundle", str(tmp_path))
    assert [r["doc_id"] for r in rows] == ["Z"]
