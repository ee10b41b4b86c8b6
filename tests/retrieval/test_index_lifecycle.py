"""Index lifecycle: changes schedule a refresh after commit; workers reload on a new version."""

from datetime import date

import pytest
from django.core.management import call_command

from retrieval import runtime
from retrieval.models import IndexState
from tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def refresh_runs_here(monkeypatch):
    """Run the scheduled task in this process, as a worker would (also when REDIS_URL is set)."""
    from retrieval.tasks import index_refresh

    monkeypatch.setattr(index_refresh, "delay", lambda: index_refresh.apply())


def index_version() -> int:
    return IndexState.objects.get(pk=1).version if IndexState.objects.filter(pk=1).exists() else 0


def test_version_create_change_delete_each_schedule_one_refresh_after_commit(
    django_capture_on_commit_callbacks,
):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        v = factories.version(
            factories.document("D"), body="## 第1条\n\n返品は14日以内。\n\n## 第2条\n\n窓口は総務部。"
        )
    assert len(callbacks) == 1 and index_version() == 1
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        v.groups.set([factories.group("hr")])
    assert len(callbacks) == 1 and index_version() == 2
    with django_capture_on_commit_callbacks(execute=True):
        v.delete()
    assert index_version() == 3


def test_collection_reloads_when_index_version_changes(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        doc = factories.document("D")
        factories.version(
            doc,
            "1",
            body="返品は14日以内に申請する。",
            valid_from=date(2026, 1, 1),
            valid_to=date(2026, 6, 30),
        )
    runtime.collection_cache_clear()
    first = runtime.portal_collection()
    assert runtime.portal_collection() is first  # same version: kept in memory
    with django_capture_on_commit_callbacks(execute=True):
        factories.version(doc, "2", body="返品は30日以内に申請する。", valid_from=date(2026, 7, 1))
    second = runtime.portal_collection()
    assert second is not first
    assert sorted(r.text for r in second.records) == [
        "返品は14日以内に申請する。",
        "返品は30日以内に申請する。",
    ]
    assert second.index_version == str(index_version())


def test_rebuild_index_command_bumps_version(capsys):
    factories.version(factories.document("D"))
    before = index_version()
    call_command("rebuild_index", verbosity=0)
    assert index_version() == before + 1
