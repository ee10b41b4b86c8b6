"""Front matter is YAML (PyYAML): comments, quoting and block lists work; plain values stay the
text written; YAML mistakes are reported with the file line, and nothing is imported."""

import io
import json
from datetime import date
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from retrieval.core.bundle import BundleError
from retrieval.importing.files import split_front_matter
from retrieval.models import Document, DocumentVersion
from tests import factories
from tests.retrieval.bombs import laughs_front_matter

pytestmark = pytest.mark.django_db


def import_folder(tmp_path: Path, text: str) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "rule.md").write_text(text, encoding="utf-8")
    call_command("import_documents", str(folder), stdout=io.StringIO(), verbosity=0)


def test_comments_quotes_and_block_lists_are_read_as_yaml(tmp_path):
    for name in ("all-staff", "hr"):
        factories.group(name)
    import_folder(
        tmp_path,
        "---\n"
        "doc_id: HR-LEAVE   # the document\n"
        "version: 1.10      # stays the text 1.10, not the number 1.1\n"
        "title: '休暇規程 #2: 改訂'\n"
        "valid_from: 2026-04-01   # inclusive\n"
        "valid_to:\n"
        "groups:\n"
        "  - all-staff\n"
        "  - hr\n"
        "targets: [NO, 日本向け]\n"
        "owner: 人事部\n"
        "---\n"
        "## 第1条\n\n年次休暇は10日とする。\n",
    )
    version = DocumentVersion.objects.get(document__doc_id="HR-LEAVE")
    assert version.label == "1.10"
    assert version.title == "休暇規程 #2: 改訂"
    assert (version.valid_from, version.valid_until) == (date(2026, 4, 1), None)
    assert sorted(version.groups.values_list("name", flat=True)) == ["all-staff", "hr"]
    assert version.targets == ["NO", "日本向け"]
    assert version.document.owner == "人事部"


@pytest.mark.parametrize(
    ("front", "fragments"),
    [
        # An unquoted ': ' inside a value is YAML's nested mapping: named with a hint.
        ("doc_id: A\ntitle: 規程: 改訂版\ngroups: [all-staff]\n", ["rule.md:3", "quotes"]),
        ("doc_id: A\ntitle: t\ndoc_id: B\ngroups: [all-staff]\n", ["rule.md:4", "'doc_id'", "twice"]),
        ("doc_id: A\ntitle: t\ngroups: [all-staff\n", ["rule.md:4", "key: value"]),
        ("- doc_id: A\n- title: t\n", ["rule.md:2", "key: value"]),
        ("doc_id: A\ntitle: !!python/object/apply:os.system [id]\ngroups: [all-staff]\n", ["rule.md:3"]),
        ("doc_id: A\ntitle: t\ngroups: all-staff\n", ["rule.md:4", "'groups'", "list"]),
    ],
    ids=[
        "colon-in-value",
        "duplicate-key",
        "unclosed-list",
        "not-a-mapping",
        "python-tag",
        "groups-not-a-list",
    ],
)
def test_yaml_mistakes_name_the_line_and_import_nothing(tmp_path, front, fragments):
    factories.group("all-staff")
    with pytest.raises(CommandError) as exc:
        import_folder(tmp_path, "---\n" + front + "---\n本文。\n")
    for fragment in fragments:
        assert fragment in str(exc.value), str(exc.value)
    assert Document.objects.count() == 0


def test_split_front_matter_keeps_key_lines_and_body():
    meta, body, lines = split_front_matter(
        "---\n# a comment line\ndoc_id: A\n\ntitle: t\n---\n本文\n二行目\n", Path("x.md")
    )
    assert meta == {"doc_id": "A", "title": "t"}
    assert lines == {"doc_id": 3, "title": 5}
    assert body == "本文\n二行目"


def test_unclosed_front_matter_that_parses_says_it_never_ends():
    with pytest.raises(BundleError) as exc:
        split_front_matter("---\ndoc_id: A\ntitle: t\n", Path("x.md"))
    assert (exc.value.line, exc.value.message) == (1, "front matter starts with '---' but never ends")


def test_billion_laughs_is_refused_quickly_with_a_short_message_and_imports_nothing(tmp_path):
    factories.group("all-staff")
    with pytest.raises(CommandError) as exc:
        import_folder(tmp_path, laughs_front_matter())  # 10**7 strings once expanded
    message = str(exc.value)
    assert "rule.md:5" in message
    assert "anchors and aliases (&name, *name) are not allowed in front matter" in message
    assert len(message) < 1_000
    assert Document.objects.count() == 0


@pytest.mark.parametrize(
    "text",
    ["---\ndoc_id: A\ntitle: t\nanchor: &a x\n---\n", "---\ndoc_id: A\ntitle: *a\n---\n"],
    ids=["anchor", "alias"],
)
def test_a_lone_anchor_or_alias_is_refused_too(text):
    with pytest.raises(BundleError) as exc:
        split_front_matter(text, Path("x.md"))
    assert "anchors and aliases" in exc.value.message


def test_error_messages_quote_a_value_only_in_part_however_large(tmp_path):
    factories.group("all-staff")
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.md").write_text("本文。\n", encoding="utf-8")
    deep: list = ["x" * 1_000] * 1_000
    for _ in range(100):
        deep = [deep, "y" * 1_000]
    for valid_from in ("9" * 200_000, deep):
        meta = {"doc_id": "A", "title": "t", "groups": ["all-staff"], "valid_from": valid_from}
        (folder / "a.md.meta.json").write_text(json.dumps(meta), encoding="utf-8")
        with pytest.raises(CommandError) as exc:
            call_command("import_documents", str(folder), stdout=io.StringIO(), verbosity=0)
        message = str(exc.value)
        assert "'valid_from'" in message and len(message) < 1_000 and "..." in message
    assert Document.objects.count() == 0
