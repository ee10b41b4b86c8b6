"""Per-stage latency of the real pipeline in process at 1k / 10k / 100k passages.

    .venv/bin/python bench/inprocess.py --out bench/results/inprocess.json [--sizes 1000,10000,100000]
        [--questions 180] [--no-rerank] [--no-log] [--profile]

Each size runs in a fresh child process (so its memory and build time are its own):
the synthetic bundle (bench/synth.py) is read and chunked, the Collection is built in
memory (BM25 index + vectors: real e5 vectors for the 1k corpus, derived template-mate
vectors beyond it, see bench/common.py), then every question of that size goes through
``run_pipeline`` with the real e5 query encoder, the configured reranker (20 candidates)
and the product's default gate. Stage times are the pipeline's own ``timings_ms``
(analysis, visibility, retrieve_bm25, retrieve_dense_encode, retrieve_dense_scan,
retrieve_fusion, rerank, selection_gate = selection_gate_score + selection_gate_checks,
compose). Then each decision is serialized and
finalized the way a worker does (``portal.questions._finalize``: question state + hash-
chained decision log append in one transaction) on the bench PostgreSQL database;
``log_append`` is ``grading.log.decision_append`` alone, ``finalize`` the whole
transaction.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

STAGES = (
    "analysis",
    "visibility",
    "retrieve_bm25",
    "retrieve_dense_encode",
    "retrieve_dense_scan",
    "retrieve_fusion",
    "retrieve",
    "rerank",
    "selection_gate",
    "selection_gate_score",
    "selection_gate_checks",
    "compose",
    "total",
    "serialize",
    "log_append",
    "finalize",
)


def _rss_mb() -> float:
    import psutil

    return round(psutil.Process().memory_info().rss / 2**20, 1)


@dataclass
class _Built:
    """The collection of one size and what building it took."""

    collection: Any
    specs: list[Any]
    records: list[Any]
    meta: Any
    n_real: int
    embed_seconds: float | None
    build_seconds: dict[str, float]
    rss_index: float


def _build(*, size: int, encoder) -> _Built:
    """The synthetic bundle of ``size`` read and chunked, its vectors derived, its collection built."""
    from retrieval.core.bundle import read_corpus, read_meta, records_from_specs
    from retrieval.core.collection import Collection
    from retrieval.core.text import extract_identifiers, stated_validity

    folder = common.SYNTH / common_size_name(size)
    real_folder = common.SYNTH / "1k"
    real_records, real, embed_seconds = common.real_vectors(real_folder, encoder)

    t0 = time.perf_counter()
    specs = read_corpus(folder)
    meta = read_meta(folder)
    records = records_from_specs(
        specs, stated_validity=stated_validity, extract_identifiers=extract_identifiers
    )
    t1 = time.perf_counter()
    vectors = common.derived_embeddings(records, real_records, real)
    t2 = time.perf_counter()
    collection = Collection(records, embeddings=vectors, index_version=f"bench-{size}")
    t3 = time.perf_counter()
    del vectors
    rss_index = _rss_mb()
    n_real = sum(
        1
        for i, r in enumerate(records)
        if i < len(real_records) and real_records[i].passage_id == r.passage_id
    )
    build_seconds = {
        "read_and_chunk": round(t1 - t0, 2),
        "derive_vectors": round(t2 - t1, 2),
        "collection_bm25_and_masks": round(t3 - t2, 2),
    }
    return _Built(collection, specs, records, meta, n_real, embed_seconds, build_seconds, rss_index)


def _ask_all(*, ask, questions, finalize, profile_to: Path | None):
    """Every question once, timed by stage: (stage times, total over models' forward time,
    outcomes by (category, expected, got), wall seconds)."""
    profiler = None
    if profile_to is not None:
        from pyinstrument import Profiler

        profiler = Profiler(interval=0.0005)
        profiler.start()
    times: dict[str, list[float]] = {s: [] for s in STAGES}
    ratios: list[float] = []
    outcomes: Counter = Counter()
    started = time.perf_counter()
    for q in questions:
        d = ask(q)
        for stage, ms in d.timings_ms.items():
            times.setdefault(stage, []).append(ms)
        # Everything before the reranker: analysis, visibility, BM25, dense encode + scan, fusion.
        times.setdefault("retrieval_stages", []).append(
            sum(d.timings_ms.get(s, 0.0) for s in ("analysis", "visibility", "retrieve"))
        )
        forward = d.timings_ms.get("retrieve_dense_encode", 0.0) + d.timings_ms.get("rerank", 0.0)
        if forward > 0:
            ratios.append(d.timings_ms["total"] / forward)
        if finalize is not None:
            for stage, ms in finalize(q, d).items():
                times[stage].append(ms)
        expected = q.extra.get("expected_outcome")
        outcomes[(q.category, expected, d.outcome)] += 1
    wall = time.perf_counter() - started
    if profiler is not None:
        profiler.stop()
        profile_to.write_text(
            profiler.output_text(unicode=True, color=False, show_all=False), encoding="utf-8"
        )
        profiler.write_html(str(profile_to.with_suffix(".html")))
    return times, ratios, outcomes, wall


def _by_category(outcomes: Counter) -> dict[str, dict[str, int]]:
    by_category: dict[str, dict[str, int]] = {}
    for (category, expected, got), n in sorted(outcomes.items()):
        block = by_category.setdefault(category, {"questions": 0, "as_expected": 0})
        block["questions"] += n
        block["as_expected"] += n if expected == got else 0
        block[f"got_{got}"] = block.get(f"got_{got}", 0) + n
    return by_category


def child(size: int, args: argparse.Namespace) -> dict[str, Any]:
    """One size, in this (fresh) process."""
    reranker_setting, reranker_note = (
        ("none", "no reranker (--no-rerank)") if args.no_rerank else common.reranker_choice()
    )
    os.environ["KONKYO_RERANKER"] = reranker_setting
    common.django_setup(database_url=common.BENCH_DATABASE_URL, redis_url=common.BENCH_REDIS_URL)
    from grading.shipped import shipped_default_config
    from retrieval.core.bundle import read_questions
    from retrieval.dense import get_encoder
    from retrieval.runtime import reranker_current

    rss_start = _rss_mb()
    encoder = get_encoder()
    reranker = reranker_current()
    encoder.encode_queries(["ウォームアップ"])
    if reranker is not None:
        reranker.predict("ウォームアップ", ["規程\nウォームアップ"])
    rss_models = _rss_mb()

    built = _build(size=size, encoder=encoder)
    config = shipped_default_config(
        reranker_configured=reranker is not None, answerability=callable(getattr(reranker, "read", None))
    )
    questions = read_questions(common.SYNTH / common_size_name(size))[: args.questions]
    ask = common.synth_asker(built.collection, config, built.meta, encoder=encoder, reranker=reranker)

    for q in questions[:3]:  # warm-up (first-call allocations, lazy imports)
        ask(q)

    finalize = _finalizer(args.no_log)
    profile_to = (
        common.BENCH_VAR / f"profile-inprocess-{common_size_name(size)}.txt" if args.profile else None
    )
    times, ratios, outcomes, wall = _ask_all(
        ask=ask, questions=questions, finalize=finalize, profile_to=profile_to
    )
    return {
        "passages": len(built.collection),
        "versions": len(built.specs),
        "vectors": {
            "real": built.n_real,
            "derived": len(built.records) - built.n_real,
            "how": "rows of the 1k prefix: real e5 vectors; others: a real template-mate's vector "
            f"+ N(0, {common.NOISE}²/384) noise, re-normalized",
            "real_embed_seconds": round(built.embed_seconds, 1) if built.embed_seconds else None,
        },
        "questions": len(questions),
        "gate_config": config.name,
        "gate_config_version": config.version,
        "gate_threshold": config.threshold,
        "top_n": config.top_n,
        "reranker": reranker_note,
        "reranker_name": getattr(reranker, "name", "none"),
        "dense_model": encoder.model_id,
        "build_seconds": built.build_seconds,
        "rss_mb": {
            "start": rss_start,
            "models_loaded": rss_models,
            "index_built": built.rss_index,
            "end": _rss_mb(),
            "peak": common.peak_rss_mb(),
        },
        "latency_ms": {s: common.pct(v) for s, v in times.items() if v},
        "pipeline_over_models_forward": common.pct(ratios),
        "questions_per_second_serial": round(len(questions) / wall, 2),
        "outcomes_by_category": _by_category(outcomes),
        "machine": common.machine(),
    }


def common_size_name(size: int) -> str:
    return {1_000: "1k", 10_000: "10k", 100_000: "100k"}.get(size, str(size))


def _finalizer(disabled: bool):
    """A function finalizing one decision like a worker does; returns its stage times (ms)."""
    if disabled:
        return None
    from django.contrib.auth import get_user_model

    import portal.questions as pq
    from portal.models import Question
    from retrieval.core.serialize import decision_to_dict

    common_db_ready()
    user, _ = get_user_model().objects.get_or_create(username="bench-inprocess")
    original = pq.decision_append
    last: dict[str, float] = {}

    def timed_append(**kwargs):
        t = time.perf_counter()
        try:
            return original(**kwargs)
        finally:
            last["log_append"] = (time.perf_counter() - t) * 1000.0

    pq.decision_append = timed_append

    def finalize(q, d) -> dict[str, float]:
        question = Question.objects.create(
            user=user, text=q.question, state=Question.State.RUNNING, attempts=1
        )
        t0 = time.perf_counter()
        record = decision_to_dict(d)
        t1 = time.perf_counter()
        pq._finalize(question, state=pq.STATE_FOR_OUTCOME[d.outcome], record=record, groups=sorted(q.groups))
        t2 = time.perf_counter()
        return {
            "serialize": (t1 - t0) * 1000.0,
            "finalize": (t2 - t1) * 1000.0,
            "log_append": last["log_append"],
        }

    return finalize


def common_db_ready() -> None:
    import db_setup

    db_setup.ensure_database()
    db_setup.ensure_migrated()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=common.RESULTS / "inprocess.json")
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--questions", type=int, default=180)
    parser.add_argument("--no-rerank", action="store_true")
    parser.add_argument(
        "--no-log", action="store_true", help="skip the finalize / decision log stage (no DB)"
    )
    parser.add_argument(
        "--profile", action="store_true", help="pyinstrument profile per size under var/bench/"
    )
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print("RESULT " + json.dumps(child(args.child, args), ensure_ascii=False, default=str))
        return 0
    results: dict[str, Any] = {"kind": "inprocess", "started": common.machine(), "sizes": {}}
    for size in (int(s) for s in args.sizes.split(",")):
        cmd = [sys.executable, __file__, "--child", str(size), "--questions", str(args.questions)]
        cmd += [
            flag
            for flag, on in (
                ("--no-rerank", args.no_rerank),
                ("--no-log", args.no_log),
                ("--profile", args.profile),
            )
            if on
        ]
        print(f"[inprocess] {size} passages …", file=sys.stderr, flush=True)
        proc = subprocess.run(cmd, capture_output=True, text=True)
        line = next((x for x in proc.stdout.splitlines() if x.startswith("RESULT ")), None)
        if proc.returncode != 0 or line is None:
            sys.stderr.write(proc.stdout[-3000:] + proc.stderr[-5000:])
            raise SystemExit(f"size {size} failed (rc {proc.returncode})")
        block = json.loads(line[len("RESULT ") :])
        results["sizes"][common_size_name(size)] = block
        lat = block["latency_ms"]
        print(
            f"[inprocess] {size}: total p50/p95 {lat['total']['p50']}/{lat['total']['p95']} ms, "
            f"retrieve p95 {lat['retrieve']['p95']} ms, rss peak {block['rss_mb']['peak']} MB",
            file=sys.stderr,
        )
        common.write_json(args.out, results)
    results["finished"] = common.machine()
    common.write_json(args.out, results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
