"""Do float16 passage vectors (the shared index files, #39 item 4) change any decision?

    .venv/bin/python bench/index_f16_decisions.py BUNDLE [BUNDLE …]
        [--out bench/results/index_f16_decisions.json]

In one process per run: loads the bundle as ``manage.py evaluate`` does (its float32 e5
vectors, the default gate at its adopted threshold, the reader ``KONKYO_RERANKER`` names),
runs every question once on the float32 in-memory Collection and once on the same records
with the vectors and BM25 arrays written by ``retrieval.core.index_files`` and mapped back
(float16 vectors: what portal workers now use), and compares the decisions question by
question as ``bench/reader_runtime_decisions.py`` does (outcome, hold reasons, cited
documents, response, ungated outcome, each candidate's bucket / keep / cite / drop / span).
Also records the largest |Δ| of the dense cosines, the RRF and the model's scores, and for
each differing question its decision values and their margins to the threshold. Each
bundle is evaluated exactly twice (once per vector type).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
import reader_runtime_decisions as rrd  # noqa: E402

RETRIEVAL_SCORES = ("dense", "rrf", "bm25")


def shared_collection(collection, folder: Path):
    """The same records over arrays written to ``folder`` and memory-mapped (float16 vectors)."""
    from retrieval.core import index_files
    from retrieval.core.collection import Collection

    index_files.write(
        folder, "bench", fingerprint="bench", vectors=collection.embeddings, bm25=collection.bm25
    )
    mapped = index_files.load(folder / "bench", "bench")
    return Collection(
        collection.records,
        embeddings=mapped.vectors,
        bm25=mapped.bm25,
        index_version=collection.index_version,
    )


def run(bundle: Path, collection_of) -> tuple[list[dict], float]:
    """Every question of ``bundle`` through the pipeline on ``collection_of(store.collection)``."""
    from django.utils import timezone

    from grading import evaluation
    from grading.shipped import shipped_default_config
    from retrieval.bundle_store import bundle_store_load
    from retrieval.dense import get_encoder
    from retrieval.runtime import reranker_configured, reranker_current, reranker_reads_answers

    config = shipped_default_config(
        reranker_configured=reranker_configured(), answerability=reranker_reads_answers()
    )
    encoder = get_encoder()
    store = bundle_store_load(bundle, encoder=encoder)
    collection = collection_of(store.collection)
    started = time.perf_counter()
    result = evaluation.evaluation_run(
        evaluation.evaluation_questions(bundle),
        collection=collection,
        config=config,
        today=timezone.localdate(),
        default_as_of=store.meta.default_as_of,
        encoder=encoder,
        reranker=reranker_current(),
        synonyms=store.meta.synonyms,
    )
    return result.records, time.perf_counter() - started


def largest_diff(left: dict, right: dict, names: tuple[str, ...]) -> float:
    scored = {c["passage_id"]: c for c in right["candidates"]}
    worst = 0.0
    for c in left["candidates"]:
        other = scored.get(c["passage_id"], {})
        for name in names:
            if c.get(name) is not None and other.get(name) is not None:
                worst = max(worst, abs(c[name] - other[name]))
    return worst


def what_differs(left: dict, right: dict) -> dict[str, Any]:
    """The parts of two decisions' ``decision_key`` that differ; for the candidates, the
    passages only one side has and those whose bucket / keep / cite / drop / span differ."""
    a, b = rrd.decision_key(left), rrd.decision_key(right)
    out: dict[str, Any] = {k: True for k in a if k != "candidates" and a[k] != b[k]}
    if a["candidates"] != b["candidates"]:
        mine = {c["passage_id"]: c for c in a["candidates"]}
        theirs = {c["passage_id"]: c for c in b["candidates"]}
        out["candidates"] = {
            "only_float32": sorted(mine.keys() - theirs.keys()),
            "only_float16": sorted(theirs.keys() - mine.keys()),
            "changed": sorted(p for p in mine.keys() & theirs.keys() if mine[p] != theirs[p]),
            "order_changed": [c["passage_id"] for c in a["candidates"]]
            != [c["passage_id"] for c in b["candidates"]],
        }
    return out


def compare(f32: list[dict], f16: list[dict]) -> dict[str, Any]:
    left, right = {r["qid"]: r for r in f32}, {r["qid"]: r for r in f16}
    differing = [q for q in left if rrd.decision_key(left[q]) != rrd.decision_key(right[q])]
    margins = [
        abs(r["decision_value"] - r["threshold"]) for r in left.values() if r["decision_value"] is not None
    ]
    return {
        "questions": len(left),
        "decisions_differing": len(differing),
        "outcomes_differing": sum(left[q]["outcome"] != right[q]["outcome"] for q in left),
        "candidate_lists_differing": sum(
            [c["passage_id"] for c in left[q]["candidates"]]
            != [c["passage_id"] for c in right[q]["candidates"]]
            for q in left
        ),
        "differing": [
            {
                "qid": q,
                "fields": what_differs(left[q], right[q]),
                "outcome": [left[q]["outcome"], right[q]["outcome"]],
                "decision_value": [left[q]["decision_value"], right[q]["decision_value"]],
                "margin_to_threshold": [
                    None if r["decision_value"] is None else r["decision_value"] - r["threshold"]
                    for r in (left[q], right[q])
                ],
            }
            for q in differing
        ],
        "max_abs_dense_diff": max((largest_diff(left[q], right[q], ("dense",)) for q in left), default=0.0),
        "max_abs_rrf_diff": max((largest_diff(left[q], right[q], ("rrf",)) for q in left), default=0.0),
        "max_abs_bm25_diff": max((largest_diff(left[q], right[q], ("bm25",)) for q in left), default=0.0),
        "max_abs_model_score_diff": max((rrd.score_diff(left[q], right[q]) for q in left), default=0.0),
        "closest_decision_value_to_threshold": min(margins, default=None),
        "threshold": next(iter(left.values()))["threshold"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundles", type=Path, nargs="+")
    parser.add_argument("--out", type=Path, default=common.RESULTS / "index_f16_decisions.json")
    args = parser.parse_args()
    common.django_setup()
    result: dict[str, Any] = {"machine": common.machine(), "bundles": {}}
    for bundle in args.bundles:
        f32, f32_seconds = run(bundle, lambda c: c)
        with tempfile.TemporaryDirectory(prefix="index-f16-") as tmp:
            f16, f16_seconds = run(bundle, lambda c, tmp=tmp: shared_collection(c, Path(tmp)))
        found = compare(f32, f16)
        found["seconds"] = {"float32": round(f32_seconds, 1), "float16_shared": round(f16_seconds, 1)}
        result["bundles"][str(bundle)] = found
        print(
            f"{bundle}: {found['decisions_differing']} of {found['questions']} decisions differ "
            f"(outcomes {found['outcomes_differing']}, candidate lists {found['candidate_lists_differing']}); "
            f"max |Δdense| {found['max_abs_dense_diff']:.2e}, |Δmodel| {found['max_abs_model_score_diff']:.2e}",
            flush=True,
        )
        common.write_json(args.out, result)


if __name__ == "__main__":
    main()
