"""Every shell and front-matter example in README.md and docs/*.md, run as written.

How each kind of example is run (placeholders such as BUNDLE, DIR, PATH get values from
``PLACEHOLDERS``; ``[...]`` parts are optional):

- Front-matter blocks (a fenced block that starts with ``---``): saved as a Markdown file and
  imported with ``import_documents --create-groups``; every field must arrive as written.
- ``make TARGET``: ``make -n TARGET`` (the target exists and its recipe expands; running
  ``make run`` or ``make test`` from inside the suite would start a server or recurse).
- ``.venv/bin/python manage.py COMMAND ...`` without an environment prefix or placeholders
  other than BUNDLE/DIR/PATH: run for real, in process, on the test's temporary SQLite
  database (with the demo company and its index loaded, as ``make run`` does), without the
  optional parts; then every optional variant is parsed by the command's own parser.
  Commands that need a trained model, a run or a labelled set (``train_answerability``,
  ``import_labelled_set``, ``adopt_threshold``, evaluate with ``KONKYO_RERANKER=DIR``):
  parsed by the command's parser only.
- ``.venv/bin/python bench/SCRIPT.py ...`` and ``.venv/bin/python -m retrieval.MODULE ...``:
  the script's own argparse parses the arguments; the script stops there (its work needs a
  finished evaluation run, or a tensors folder).
- A block that starts with ``export`` (production): one subprocess with that environment
  (SECRET_KEY a random 64 characters, DATABASE_URL a temporary SQLite file, REDIS_URL a port
  nothing listens on; KONKYO_VAR_DIR and STATIC_ROOT temporary) runs its ``manage.py`` lines
  for real, gunicorn's line with ``--check-config`` (loads the WSGI app, serves nothing) and
  each celery line with ``--help`` (loads the app, checks the options, starts nothing).

A line that none of these rules covers fails the test, so a new example cannot go untested.
The README itself stays a short front page (under 8 KB) that links every docs page, and every
relative link of the README and the docs pages leads to a file (and heading) that exists.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import runpy
import secrets
import shlex
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from django.core.management import call_command, get_commands, load_command_class

from retrieval.models import DocumentVersion

ROOT = Path(__file__).resolve().parent.parent
# The README first, then the docs pages in name order: the examples run in this order.
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
TEXTS = {page.relative_to(ROOT).as_posix(): page.read_text(encoding="utf-8") for page in PAGES}
README = TEXTS["README.md"]
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
BLOCKS = [(name, lang, body) for name, text in TEXTS.items() for lang, body in FENCE.findall(text)]
FRONT_MATTER = [body for _, _, body in BLOCKS if body.startswith("---\n")]
SHELL = [body for _, lang, body in BLOCKS if lang == "sh"]
RUNNABLE_PLACEHOLDERS = {"BUNDLE", "DIR", "PATH"}
# Parsed only: an hour of training on ../shared/data (the rest of its block needs its output),
# and the ONNX export of such a trained folder (DIR is one; the shipped model's export is
# tested in tests/retrieval/test_onnx_reader.py).
PARSE_ONLY = {"train_answerability", "export_reader_onnx"}
PLACEHOLDERS = {
    "BUNDLE": "portal/demo",
    "DIR": "{tmp}/out",
    "PATH": "{tmp}/docs",
    "NAME_OR_FILE": "reference-bm25",
    "SCORE:T1,T2,...": "bm25:0,2,4",
    "RUN": "{tmp}/run",
    "NOMIRACL_RUN": "{tmp}/nomiracl-run",
    "SETDIR": "{tmp}/set",
    "SET": "readme-set",
    "REVIEWER": "sato",
    "N": "10",
    "M": "1",
    "FILE": "{tmp}/adoption.json",
    "PAIRS": "{tmp}/pairs",
}


def commands(block: str) -> list[list[str]]:
    """The block's command lines as tokens (continuations joined, comments dropped)."""
    return [tokens for line in block.replace("\\\n", " ").splitlines() if (tokens := shlex.split(line, True))]


def split_env(tokens: list[str]) -> tuple[dict[str, str], list[str]]:
    env = {}
    while tokens and re.fullmatch(r"[A-Z_]+=\S*", tokens[0]):
        name, _, value = tokens.pop(0).partition("=")
        env[name] = value
    return env, tokens


def variants(tokens: list[str]) -> tuple[list[str], list[list[str]]]:
    """The tokens without the ``[...]`` parts, and with them (one variant per ``a|b|c`` choice)."""
    required, groups, current = [], [], None
    for token in tokens:
        if token.startswith("[") and current is None:
            current, token = [], token[1:]
        if current is None:
            required.append(token)
            continue
        closed = token.endswith("]")
        current.append(token.rstrip("]"))
        if closed:
            groups.append(current)
            current = None
    assert current is None, f"unclosed [ in {tokens}"
    optional = [t for group in groups for t in group]
    choices = max([len(t.split("|")) for t in optional], default=1)
    full = [
        required + [t.split("|")[min(i, len(t.split("|")) - 1)] for t in optional] for i in range(choices)
    ]
    return required, full


def fill(tokens: list[str], tmp: Path) -> list[str]:
    return [PLACEHOLDERS[t].format(tmp=tmp) if t in PLACEHOLDERS else t for t in tokens]


def is_manage_py(tokens: list[str]) -> bool:
    return tokens[:2] == [".venv/bin/python", "manage.py"]


def parse_manage_py(args: list[str]) -> None:
    """The command's own parser accepts the arguments (a CommandError says which is wrong)."""
    name, *rest = args
    command = load_command_class(get_commands()[name], name)
    command.create_parser("manage.py", name).parse_args(rest)


class _Parsed(Exception):
    pass


def parse_bench_script(script: str, args: list[str]) -> argparse.Namespace:
    """Runs the script (a path, or ``-m`` and a module) until its argparse has parsed
    ``args``, then stops it."""
    original = argparse.ArgumentParser.parse_args

    def parse_then_stop(self, *a, **kw):
        raise _Parsed(original(self, *a, **kw))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(argparse.ArgumentParser, "parse_args", parse_then_stop)
        with pytest.raises(_Parsed) as parsed:
            if script == "-m":
                module, *args = args
                patch.setattr(sys, "argv", [module, *args])
                runpy.run_module(module, run_name="__main__", alter_sys=True)
            else:
                patch.setattr(sys, "argv", [script, *args])
                patch.syspath_prepend(str(ROOT / "bench"))
                runpy.run_path(str(ROOT / script), run_name="__main__")
    return parsed.value.args[0]


def run_manage_py(args: list[str]) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_readme_has_the_examples_this_test_runs():
    assert len(FRONT_MATTER) == 1 and len(SHELL) >= 5
    lines = [c for block in SHELL for c in commands(block)]
    assert any(is_manage_py(c) and c[2] == "import_documents" for c in lines)
    for name, lang, block in BLOCKS:
        for tokens in commands(block) if lang == "sh" else []:
            _, tokens = split_env(list(tokens))
            known = (
                tokens[0] in ("make", "export", ".venv/bin/gunicorn", ".venv/bin/celery")
                or is_manage_py(tokens)
                or (tokens[0] == ".venv/bin/python" and tokens[1].startswith("bench/"))
                or (
                    tokens[0] == ".venv/bin/python"
                    and tokens[1] == "-m"
                    and tokens[2].startswith("retrieval.")
                )
            )
            assert known, f"{name} example not covered by tests/test_readme_examples.py: {shlex.join(tokens)}"


def test_readme_is_a_short_front_page_with_the_two_commands_and_a_map_of_docs():
    assert len(README.encode("utf-8")) < 8 * 1024
    readme_lines = [
        c for name, lang, block in BLOCKS if name == "README.md" and lang == "sh" for c in commands(block)
    ]
    assert readme_lines == [["make", "run"], ["make", "test"]]
    linked = set(re.findall(r"\]\((docs/[^)#]+\.md)", README))
    assert linked == set(TEXTS) - {"README.md"}


def _anchor(heading: str) -> str:
    """The id GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


@pytest.mark.parametrize("name", list(TEXTS))
def test_relative_links_lead_to_existing_pages_and_headings(name):
    page = ROOT / name
    for target in re.findall(r"\]\(([^)\s]+)\)", FENCE.sub("", TEXTS[name])):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        assert linked.is_file(), f"{name}: link to a missing file {target}"
        if anchor:
            headings = re.findall(
                r"^#+ (.+)$", FENCE.sub("", linked.read_text(encoding="utf-8")), re.MULTILINE
            )
            assert anchor in {_anchor(h) for h in headings}, f"{name}: link to a missing heading {target}"


@pytest.mark.django_db
def test_front_matter_example_imports_as_written(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "example.md").write_text(FRONT_MATTER[0], encoding="utf-8")
    [line] = [c for block in SHELL for c in commands(block) if is_manage_py(c) and c[2] == "import_documents"]
    required, full = variants(line[2:])
    run_manage_py(fill(full[0], tmp_path))  # with --create-groups: the example's groups are new here
    version = DocumentVersion.objects.get(document__doc_id="EXP-TRAVEL", label="2")
    assert version.title == "国内出張旅費規程 第2版"
    assert (version.valid_from, version.valid_until) == (date(2026, 10, 1), None)
    assert list(version.groups.values_list("name", flat=True)) == ["all-staff"]
    assert version.targets == ["P-20", "日本向け"]
    assert (version.document.owner, version.document.contact) == ("総務部", "総務部 庶務窓口 (内線 2100)")
    assert version.passages.get().heading_path == ["第1条 目的"]


@pytest.mark.django_db
def test_manage_py_examples_run_on_a_temporary_sqlite_database(tmp_path):
    from portal.login import record_failure

    run_manage_py(["load_demo"])
    run_manage_py(["rebuild_index"])
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "example.md").write_text(FRONT_MATTER[0].replace("EXP-TRAVEL", "README-DOC"))
    for address in ("203.0.113.9", "198.51.100.7"):
        record_failure("tanaka", address)
    record_failure("suzuki", "203.0.113.9")
    outputs: dict[str, list[str]] = {}
    ran = parsed = 0
    for block in SHELL:
        if block.lstrip().startswith("export"):
            continue  # the production block: test_production_block_runs_with_its_environment
        for tokens in commands(block):
            env, tokens = split_env(list(tokens))
            if is_manage_py(tokens):
                required, full = variants(tokens[2:])
                runnable = (
                    not env
                    and required[0] not in PARSE_ONLY
                    and all(t in RUNNABLE_PLACEHOLDERS for t in required if t in PLACEHOLDERS or t.isupper())
                )
                if runnable:
                    outputs.setdefault(required[0], []).append(run_manage_py(fill(required, tmp_path)))
                    ran += 1
                for variant in full:
                    parse_manage_py(fill(variant, tmp_path))
                    parsed += 1
            elif tokens[0] == ".venv/bin/python":
                namespace = parse_bench_script(tokens[1], fill(tokens[2:], tmp_path))
                assert vars(namespace), tokens
                parsed += 1
    assert ran >= 8 and parsed >= 21  # as many as when all examples were in the README
    assert "1. [" in outputs["search"][0] and "宿泊" in outputs["search"][0]
    assert "索引バージョン" in outputs["rebuild_index"][0]
    assert "判定ログは正常です" in outputs["verify_decision_log"][0]
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert summary and (tmp_path / "out" / "decisions.jsonl").stat().st_size > 0
    assert DocumentVersion.objects.filter(document__doc_id="README-DOC", label="2").exists()
    # unlock_login: the name everywhere (2 rows), then an address (suzuki's row), then none left.
    assert [re.search(r"\((\d+) ", out).group(1) for out in outputs["unlock_login"]] == ["2", "0", "1"]


@pytest.mark.parametrize("target", ["run", "test"])
def test_make_targets_in_the_readme_exist(target):
    lines = [c for name, _, block in BLOCKS if name == "README.md" for c in commands(block) if c[0] == "make"]
    assert ["make", target] in lines
    result = subprocess.run(["make", "-n", target], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    expected = "manage.py runserver" if target == "run" else "tests.services run"
    assert expected in result.stdout


PRODUCTION_RUNNER = """
import json, os, sys
import django
from django.conf import settings
django.setup()
settings.STATIC_ROOT = os.environ["README_STATIC_ROOT"]
from django.core.management import ManagementUtility
for tokens in json.loads(sys.argv[1]):
    if tokens[:2] == [".venv/bin/python", "manage.py"]:
        ManagementUtility(["manage.py", *tokens[2:]]).execute()
    elif tokens[0] == ".venv/bin/gunicorn":
        from gunicorn.app.wsgiapp import WSGIApplication
        sys.argv = ["gunicorn", *tokens[1:], "--check-config"]
        try:
            WSGIApplication("%(prog)s [OPTIONS] [APP_MODULE]", prog="gunicorn").run()
        except SystemExit as exc:
            assert exc.code in (0, None), f"gunicorn --check-config exited {exc.code}"
    elif tokens[0] == ".venv/bin/celery":
        from celery.bin.celery import celery
        code = celery.main(args=[*tokens[1:], "--help"], prog_name="celery", standalone_mode=False)
        assert code == 0, f"celery exited {code}"
    else:
        raise SystemExit(f"no rule for {tokens}")
    print("README-OK", " ".join(tokens), flush=True)
"""


def test_production_block_runs_with_its_environment(tmp_path):
    [block] = [b for b in SHELL if b.lstrip().startswith("export")]
    export, *lines = commands(block)
    env, rest = split_env(export[1:])
    assert not rest and env["KONKYO_ENV"] == "production"
    filled = {
        "SECRET_KEY": secrets.token_urlsafe(48),
        "DATABASE_URL": f"sqlite:///{tmp_path}/production.sqlite3",
        "REDIS_URL": "redis://127.0.0.1:9/0",
    }
    assert {k for k, v in env.items() if v == "..."} == set(filled)
    readme_env = {k: filled.get(k, v) for k, v in env.items()}
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env.update(
        readme_env,
        KONKYO_VAR_DIR=str(tmp_path / "var"),
        README_STATIC_ROOT=str(tmp_path / "static"),
        DJANGO_SETTINGS_MODULE="portal.settings",
    )
    result = subprocess.run(
        [sys.executable, "-c", PRODUCTION_RUNNER, json.dumps(lines)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    done = [
        line.removeprefix("README-OK ") for line in result.stdout.splitlines() if line.startswith("README-OK")
    ]
    assert done == [shlex.join(tokens) for tokens in lines]
    assert (tmp_path / "production.sqlite3").stat().st_size > 0
    assert (tmp_path / "static" / "staticfiles.json").is_file()  # the manifest of production's storage
