"""bench/summary.py rewrites SUMMARY.md from the result JSON files, which git does not keep: a
section whose JSON is absent is carried over from the SUMMARY.md already there, marked, and a
section whose JSON is present is written anew."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import common  # noqa: E402
import summary  # noqa: E402

EARLIER = """# Konkyo benchmarks

## Targets

| target | measured | met? |
|---|---|---|
| retrieval stages ≤ 100 ms p95 at 100k | 94.8 ms (analysis + visibility) | yes |
| end-to-end p95 ≤ 600 ms at 10k, 20 reranked (concurrency 1) | client 1598 ms, server 1509 ms | **no** |

## In process: per-stage latency (ms, p50 / p95)

| stage | 1k |
|---|---|
| rerank (cross-encoder, 20 candidates) | 759.7 / 889.0 |

## End to end over HTTP (10k passages, real Celery workers, Redis, PostgreSQL)

| concurrency | questions |
|---|---|
| 1 | 60 |

## Indexing, index load, memory per worker

- Import: 10000 passages

## Gate quality (`make bench-quality`)

| bundle | gate |
|---|---|
| demo | default (konkyo-default-rerank v2) |

## Findings: what was profiled

Old notes copy.
"""


@pytest.fixture
def results(tmp_path, monkeypatch):
    monkeypatch.setattr(common, "RESULTS", tmp_path)
    (tmp_path / "SUMMARY.md").write_text(EARLIER, encoding="utf-8")
    (tmp_path / "NOTES.md").write_text("## Findings: what was profiled\n\nNotes now.\n", encoding="utf-8")
    return tmp_path


def test_sections_without_their_json_are_carried_marked_once(results):
    summary.main()
    text = (results / "SUMMARY.md").read_text(encoding="utf-8")
    for heading in ("## In process", "## End to end", "## Indexing", "## Gate quality"):
        assert text.count(heading) == 1, heading
    assert "| rerank (cross-encoder, 20 candidates) | 759.7 / 889.0 |" in text
    assert "| 1 | 60 |" in text and "- Import: 10000 passages" in text
    assert "| demo | default (konkyo-default-rerank v2) |" in text
    assert text.count("`bench/results/inprocess.json` is not in this checkout") == 1
    assert text.count("`bench/results/e2e.json` is not in this checkout") == 2
    assert text.count("`bench/results/quality.json` is not in this checkout") == 1
    assert (
        "| retrieval stages ≤ 100 ms p95 at 100k | 94.8 ms (analysis + visibility) (earlier run) | yes |"
        in text
    )
    assert "client 1598 ms, server 1509 ms (earlier run) | **no** |" in text
    # NOTES.md is appended as it is now, not carried from the old file.
    assert "Notes now." in text and "Old notes copy." not in text

    summary.main()  # a second run carries the carried sections without marking them twice
    again = (results / "SUMMARY.md").read_text(encoding="utf-8")
    assert again == text


def test_a_section_with_its_json_is_written_anew(results):
    (results / "quality.json").write_text(json.dumps({"kind": "quality"}), encoding="utf-8")
    (results / "QUALITY.md").write_text(
        "# Gate quality\n\n| bundle | gate |\n|---|---|\n| demo | default (konkyo-default-answer v5) |\n",
        encoding="utf-8",
    )
    summary.main()
    text = (results / "SUMMARY.md").read_text(encoding="utf-8")
    assert "| demo | default (konkyo-default-answer v5) |" in text
    assert "konkyo-default-rerank v2" not in text
    assert "quality.json` is not in this checkout" not in text
    assert "`bench/results/inprocess.json` is not in this checkout" in text


def test_without_an_earlier_summary_nothing_is_carried(results):
    (results / "SUMMARY.md").unlink()
    summary.main()
    text = (results / "SUMMARY.md").read_text(encoding="utf-8")
    assert "## In process" not in text and "is not in this checkout" not in text
    assert text.startswith("# Konkyo benchmarks")
