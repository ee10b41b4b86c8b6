"""Each passage read once per question? (issue #39 item 2)

    .venv/bin/python bench/reader_reads.py BUNDLE [BUNDLE …] [--work DIR]
        [--out bench/results/reader_reads.json]

Runs ``manage.py evaluate BUNDLE`` twice in the configured runtime: as before
(``reread``: every read goes through the model, ``AnswerReader.one_question`` switched off
in that process) and as shipped (``once``: a pair already read for the question is not read
again). Records the pairs that went through the model per question in each, and compares
the decisions question by question as ``reader_runtime_decisions`` compares runtimes.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
from reader_runtime_decisions import compare  # noqa: E402

MODES = ("reread", "once")


def child(mode: str, bundle: str, out: str) -> None:
    """In its own process: evaluate ``bundle`` into ``out``; print the pairs read."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    import django

    django.setup()
    from django.core.management import call_command

    from retrieval import runtime
    from retrieval.answering.reader import AnswerReader

    if mode == "reread":
        AnswerReader.one_question = lambda self: contextlib.nullcontext()  # type: ignore[method-assign]
    call_command("evaluate", bundle, "--out", out, verbosity=0)
    reader = runtime.reranker_current()
    questions = len(Path(out, "decisions.jsonl").read_text(encoding="utf-8").splitlines())
    print(json.dumps({"pairs_read": reader.pairs_read, "questions": questions}))


def run(mode: str, bundle: Path, out: Path) -> dict[str, Any]:
    cmd = [sys.executable, __file__, "--child", mode, str(bundle), str(out)]
    done = subprocess.run(cmd, check=True, cwd=common.ROOT, capture_output=True, text=True)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    found["pairs_per_question"] = round(found["pairs_read"] / max(1, found["questions"]), 2)
    return found


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        child(*sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundles", type=Path, nargs="+")
    parser.add_argument("--work", type=Path, default=common.BENCH_VAR / "reader_reads")
    parser.add_argument("--out", type=Path, default=common.RESULTS / "reader_reads.json")
    args = parser.parse_args()
    result: dict[str, Any] = {"machine": common.machine(), "bundles": {}}
    for bundle in args.bundles:
        runs = {mode: args.work / bundle.resolve().name / mode for mode in MODES}
        reads = {mode: run(mode, bundle, path) for mode, path in runs.items()}
        found = compare(runs["reread"], runs["once"])
        found["reads"] = reads
        result["bundles"][str(bundle)] = found
        print(
            f"{bundle}: pairs per question {reads['reread']['pairs_per_question']} → "
            f"{reads['once']['pairs_per_question']}; {found['decisions_differing']} of "
            f"{found['questions']} decisions differ; max |Δscore| {found['max_abs_score_diff']:.2e}"
        )
    common.write_json(args.out, result)


if __name__ == "__main__":
    main()
