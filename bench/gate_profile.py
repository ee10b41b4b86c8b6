"""Where the selection + gate stage spends its time, part by part, on the 1k synthetic corpus.

    .venv/bin/python bench/gate_profile.py [--stride 3] [--repeats 3] [--cold] [--cprofile]

Every ``--stride``-th question of var/bench/synth/1k (``make bench`` or ``bench/synth.py``
writes it) goes once through the real pipeline with the configured reranker (its scores
are then cached, so the timed passes spend no time in torch), then ``--repeats`` more
times with the gate's parts wrapped in timers: ``gate.select`` (buckets),
``decision_value``, ``topic_filter`` (the topic requirement) and ``run_checks`` (target,
period, item, parts). ``--cold`` empties the checks' per-passage caches before every
question (a large corpus, where kept passages rarely repeat); ``--cprofile`` prints the
functions inside topic_filter/run_checks by own time; ``--live-reranker`` runs torch before
every gate as the pipeline does (caches evicted), ``--no-gc`` times with the collector off.
Prints p50/p95 in ms per part.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

CHECK_PARTS = ("topic_filter", "run_checks")
GATE_PARTS = ("select", "selection_label", "count_cap_drops", "decision_value")


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stride", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cold", action="store_true")
    parser.add_argument("--cprofile", action="store_true")
    parser.add_argument(
        "--live-reranker", action="store_true", help="score every pass with torch (no cached scores)"
    )
    parser.add_argument("--no-gc", action="store_true", help="run the timed passes with gc disabled")
    return parser.parse_args(argv)


def _collection(folder: Path, *, encoder):
    """The 1k corpus as a collection with derived vectors."""
    from retrieval.core.bundle import read_corpus, records_from_specs
    from retrieval.core.collection import Collection
    from retrieval.core.text import extract_identifiers, stated_validity

    real_records, real, _ = common.real_vectors(folder, encoder)
    records = records_from_specs(
        read_corpus(folder), stated_validity=stated_validity, extract_identifiers=extract_identifiers
    )
    return Collection(
        records, embeddings=common.derived_embeddings(records, real_records, real), index_version="profile"
    )


class CachedReranker:
    """The real reranker's scores, computed once per (question, passages)."""

    def __init__(self, reranker) -> None:
        self.reranker = reranker
        self.name = getattr(reranker, "name", "none")
        self.scores: dict = {}

    def predict(self, query: str, passages: list[str]):
        key = (query, tuple(passages))
        if key not in self.scores:
            self.scores[key] = self.reranker.predict(query, passages)
        return self.scores[key]


class PartTimers:
    """Milliseconds per call of each wrapped part; with a profiler, the check parts profiled."""

    def __init__(self, *, profile: bool) -> None:
        self.times: dict[str, list[float]] = defaultdict(list)
        self.profiler = cProfile.Profile() if profile else None

    def wrap(self, module, name: str) -> None:
        inner = getattr(module, name)

        def wrapper(*a, **k):
            if self.profiler is not None and name in CHECK_PARTS:
                self.profiler.enable()
            t = time.perf_counter()
            try:
                return inner(*a, **k)
            finally:
                self.times[name].append((time.perf_counter() - t) * 1000.0)
                if self.profiler is not None:
                    self.profiler.disable()

        setattr(module, name, wrapper)


def _timed_passes(*, ask, questions, timers: PartTimers, repeats: int, cold: bool) -> None:
    """``repeats`` passes over the questions, the stage times beside the parts'."""
    from retrieval.core.checks.common import passage_text
    from retrieval.core.checks.item import _negation_split
    from retrieval.core.checks.target import passage_targets

    for _ in range(repeats):
        for q in questions:
            if cold:
                for fn in (passage_text, passage_targets, _negation_split):
                    fn.cache_clear()
            d = ask(q)
            for key in ("selection_gate", "selection_gate_score", "selection_gate_checks"):
                timers.times[key].append(d.timings_ms[key])


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    reranker_setting, reranker_note = common.reranker_choice()
    os.environ["KONKYO_RERANKER"] = reranker_setting
    common.django_setup(database_url=common.BENCH_DATABASE_URL, redis_url=common.BENCH_REDIS_URL)
    from grading.shipped import shipped_default_config
    from retrieval.core import answer_step, pipeline
    from retrieval.core.bundle import read_meta, read_questions
    from retrieval.dense import get_encoder
    from retrieval.runtime import reranker_current

    encoder, reranker = get_encoder(), reranker_current()
    folder = common.SYNTH / "1k"
    collection = _collection(folder, encoder=encoder)
    meta = read_meta(folder)
    config = shipped_default_config(
        reranker_configured=reranker is not None, answerability=callable(getattr(reranker, "read", None))
    )
    questions = read_questions(folder)[:: args.stride]
    cached = CachedReranker(reranker) if reranker is not None and not args.live_reranker else reranker
    timers = PartTimers(profile=args.cprofile)
    for name in CHECK_PARTS:
        timers.wrap(pipeline, name)
    timers.wrap(answer_step, "topic_filter")  # the answerability gate's topic requirement
    for name in GATE_PARTS:
        timers.wrap(pipeline.gate, name)

    ask = common.synth_asker(collection, config, meta, encoder=encoder, reranker=cached)

    for q in questions:  # fills the reranker cache; not timed
        ask(q)
    timers.times.clear()
    if timers.profiler is not None:
        timers.profiler = cProfile.Profile()
    if args.no_gc:
        gc.collect()
        gc.disable()
    _timed_passes(ask=ask, questions=questions, timers=timers, repeats=args.repeats, cold=args.cold)

    print(f"reranker: {reranker_note}; gate {config.name} v{config.version}; {common.machine()}")
    print(f"{'part':24} {'p50 ms':>8} {'p95 ms':>8} {'calls':>6}")
    for key, values in timers.times.items():
        p50, p95 = np.percentile(values, [50, 95])
        print(f"{key:24} {p50:8.3f} {p95:8.3f} {len(values):6d}")
    if timers.profiler is not None:
        pstats.Stats(timers.profiler).sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
