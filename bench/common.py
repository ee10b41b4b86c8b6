"""Shared helpers of the benchmarks: Django set-up, percentiles, machine state, the reranker
to use, and the passage vectors (real for the 1k corpus, derived for larger ones).

Nothing here asserts a time; the benchmarks only record what they measure.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
BENCH_VAR = ROOT / "var" / "bench"
RESULTS = ROOT / "bench" / "results"
SYNTH = BENCH_VAR / "synth"
# Own PostgreSQL database and Redis db: never the shared ones of the tests or the portal.
BENCH_DATABASE_URL = os.environ.get("BENCH_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/konkyo_bench")
BENCH_REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/13")
# What KONKYO_RERANKER=konkyo loads (retrieval.runtime.SHIPPED_RERANKER): the answerability model.
SHIPPED_WEIGHTS = ROOT / "retrieval" / "shipped" / "konkyo-answerability-ja" / "weights.fp16.safetensors"
STANDIN_WEIGHTS = BENCH_VAR / "standin-reranker-weights"
# Derived vectors: a real vector of a template-mate plus this much isotropic noise (then
# re-normalized); cosine to the source ≈ 1/sqrt(1 + NOISE²) ≈ 0.995.
NOISE = 0.1

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def django_setup(*, database_url: str | None = None, redis_url: str | None = None) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    if database_url:
        os.environ["DATABASE_URL"] = database_url
    if redis_url:
        os.environ["REDIS_URL"] = redis_url
    import django

    django.setup()


def pct(values: Sequence[float]) -> dict[str, float] | None:
    """p50 / p95 / mean / max (linear interpolation) and the sample count."""
    if not values:
        return None
    a = np.asarray(values, dtype=np.float64)
    return {
        "p50": round(float(np.percentile(a, 50)), 3),
        "p95": round(float(np.percentile(a, 95)), 3),
        "mean": round(float(a.mean()), 3),
        "max": round(float(a.max()), 3),
        "n": int(len(a)),
    }


def training_running() -> bool:
    out = subprocess.run(["pgrep", "-f", "manage.py train_reranker"], capture_output=True, text=True)
    return bool(out.stdout.strip())


def machine() -> dict[str, Any]:
    """Where and under what load a figure was taken."""
    load = os.getloadavg()
    info: dict[str, Any] = {
        "taken_at_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "cpus": os.cpu_count(),
        "loadavg_1_5_15": [round(x, 2) for x in load],
        "uptime": subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip(),
        "train_reranker_running": training_running(),
        "python": platform.python_version(),
        "nice": os.nice(0),
    }
    try:
        import torch

        info["torch"] = torch.__version__
        info["torch_threads"] = torch.get_num_threads()
    except ImportError:  # pragma: no cover
        pass
    try:
        info["git"] = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT
        ).stdout.strip()
    except OSError:  # pragma: no cover
        pass
    return info


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1, default=str) + "\n", encoding="utf-8")
    tmp.replace(path)


# --- reranker --------------------------------------------------------------------------------


def reranker_choice() -> tuple[str, str]:
    """(KONKYO_RERANKER value, description) for the benchmark runs.

    The shipped, trained model when its weights are in the tree; otherwise a stand-in of
    the same architecture and cost (6 e5 layers, untrained head) built offline through the
    same rebuild path. ``BENCH_RERANKER`` overrides ("none" = no reranker).
    """
    forced = os.environ.get("BENCH_RERANKER")
    if forced:
        return forced, f"BENCH_RERANKER={forced}"
    if SHIPPED_WEIGHTS.is_file():
        return "konkyo", "shipped konkyo-answerability-ja (trained; KONKYO_RERANKER=konkyo)"
    return str(standin_reranker()), (
        "STAND-IN: untrained 6-layer e5-initialised cross-encoder, same architecture and cost as the "
        "shipped one (its scores mean nothing)"
    )


def standin_reranker() -> Path:
    """Build (once) an untrained cross-encoder shaped like the shipped one; returns its folder.

    Exported with the trainer's own ``base_model``/``export_shipped`` and rebuilt through
    ``ensure_konkyo_reranker``, so it follows the shipped architecture as it changes.
    """
    import shutil

    from retrieval.modelfiles import RerankerBuildError, ensure_e5_model, ensure_konkyo_reranker, model_id

    e5 = ensure_e5_model()
    for attempt in range(2):
        if attempt or not (STANDIN_WEIGHTS / "weights.fp16.safetensors").is_file():
            import torch

            from retrieval.training.trainer import base_model, export_shipped

            shutil.rmtree(STANDIN_WEIGHTS, ignore_errors=True)
            torch.manual_seed(0)
            model = base_model(e5, layers=6)
            with torch.no_grad():
                for name, p in model.named_parameters():
                    if name.split(".")[0] in ("head", "classifier") and p.dim() == 2:
                        p.normal_(0, 0.5)
            STANDIN_WEIGHTS.mkdir(parents=True, exist_ok=True)
            export_shipped(
                model, STANDIN_WEIGHTS, {"base_model": model_id(e5), "settings": {"stand_in": True}}
            )
        try:
            return ensure_konkyo_reranker(STANDIN_WEIGHTS)
        except RerankerBuildError:
            if attempt:
                raise
    raise AssertionError("unreachable")


# --- vectors ---------------------------------------------------------------------------------


def template_key(record: Any) -> tuple[str, str]:
    """(rule, section) of a synthetic passage: WAR + 保証期間 — what a template-mate shares."""
    topic = record.doc_id.split("-", 1)[0]
    heading = record.heading_path[-1] if record.heading_path else ""
    return topic, heading.split(" ", 1)[-1]


def derived_embeddings(records: Sequence[Any], real_records: Sequence[Any], real: np.ndarray) -> np.ndarray:
    """Vectors for ``records``: rows that are the real set's passages (same passage id, same
    position: the 1k corpus is a prefix) keep their real vector; every other passage gets the
    real vector of a template-mate (same rule and section, chosen by a hash of its id) plus
    ``NOISE`` Gaussian noise seeded by its id, re-normalized. Deterministic.
    """
    import hashlib

    by_key: dict[tuple[str, str], list[int]] = {}
    for i, r in enumerate(real_records):
        by_key.setdefault(template_key(r), []).append(i)
    out = np.empty((len(records), real.shape[1]), dtype=np.float32)
    n_real = len(real_records)
    for i, r in enumerate(records):
        if i < n_real and real_records[i].passage_id == r.passage_id:
            out[i] = real[i]
            continue
        seed = int.from_bytes(hashlib.sha256(r.passage_id.encode()).digest()[:8], "big")
        mates = by_key.get(template_key(r))
        if not mates:
            raise KeyError(f"no real template-mate for {r.passage_id} {template_key(r)}")
        rng = np.random.default_rng(seed)
        v = real[mates[seed % len(mates)]] + rng.standard_normal(real.shape[1]).astype(np.float32) * (
            NOISE / np.sqrt(real.shape[1])
        )
        out[i] = v / np.linalg.norm(v)
    return out


def real_vectors(folder: Path, encoder: Any, progress=None) -> tuple[list[Any], np.ndarray, float | None]:
    """The bundle's records and their real e5 vectors (cached under var/bundle-embeddings/
    by the product's bundle store). Returns the embedding seconds when it had to embed."""
    from retrieval.bundle_store import bundle_store_load

    started = time.perf_counter()
    store = bundle_store_load(folder, encoder=encoder, progress=progress)
    return store.collection.records, store.collection.embeddings, time.perf_counter() - started


def peak_rss_mb() -> float:
    """This process's peak resident set (MB): ``VmHWM`` of /proc/self/status.

    Not ``getrusage().ru_maxrss``: Linux carries the parent's peak over into a child across
    fork + exec, so a probe started by a benchmark that holds 2.7 GB reported 2.7 GB
    (measured: a 13 MB child of a 1.5 GB parent shows ru_maxrss 1513 MB, VmHWM 13 MB).
    """
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def synth_asker(collection, config, meta, *, encoder, reranker):
    """``ask(question)``: one synthetic question through ``run_pipeline`` on ``collection``,
    with the bundle's synonyms and its default "today" (``meta.default_as_of``)."""
    from grading.evaluation import question_dates
    from retrieval.core.pipeline import run_pipeline

    synonyms = [tuple(g) for g in meta.synonyms]

    def ask(q):
        today, user_date = question_dates(q, meta.default_as_of, meta.default_as_of)
        return run_pipeline(
            q.question,
            groups=frozenset(q.groups),
            collection=collection,
            config=config,
            today=today,
            user_date=user_date,
            encoder=encoder,
            reranker=reranker,
            synonyms=synonyms,
        )

    return ask
