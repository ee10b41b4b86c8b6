"""Write bench/results/SUMMARY.md from the benchmark JSON files (and the hand-written notes).

    .venv/bin/python bench/summary.py

Reads bench/results/{inprocess,e2e,quality}.json when present; a section whose JSON file is
absent (they are not committed) is carried over, marked, from the SUMMARY.md already there.
Appends bench/results/NOTES.md (analysis written by hand for a given run) verbatim.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

STAGE_ROWS = (
    ("analysis", "analysis (normalize, tokens, synonyms, ids, dates, items, parts)"),
    ("visibility", "visibility filter (groups ∩ validity mask)"),
    ("retrieve_bm25", "BM25 (visible-set statistics; incl. its own visibility mask)"),
    ("retrieve_dense_encode", "dense: query encode (e5, 12 layers)"),
    ("retrieve_dense_scan", "dense: scan (cosine over all rows + ranking)"),
    ("retrieve_fusion", "fusion (RRF, top 20, candidates)"),
    ("retrieve", "= retrieve (BM25 + dense + fusion)"),
    ("retrieval_stages", "retrieval stages (analysis + visibility + retrieve), per question"),
    ("rerank", "rerank (cross-encoder, 20 candidates)"),
    ("selection_gate", "selection + gate (ScoreGate, topic, checks)"),
    ("selection_gate_score", "↳ selection + decision value (the ScoreGate part)"),
    ("selection_gate_checks", "↳ topic requirement + non-score checks (target, period, item, parts)"),
    ("compose", "compose"),
    ("total", "pipeline total"),
    ("serialize", "serialize decision"),
    ("log_append", "decision log append (hash chain, PostgreSQL)"),
    ("finalize", "finalize transaction (question state + log append + commit)"),
)
TARGETS = {
    "selection_gate_p95_ms": 1.0,
    "retrieval_p95_ms_100k": 100.0,
    "e2e_p95_ms_10k": 600.0,
    "worker_rss_mb_100k": 2048.0,
}


def load(name: str) -> dict[str, Any] | None:
    path = common.RESULTS / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def fmt(block: dict[str, Any] | None, digits: int = 1) -> str:
    if not block:
        return "—"
    return f"{block['p50']:.{digits}f} / {block['p95']:.{digits}f}"


def machine_line(m: dict[str, Any] | None) -> str:
    if not m:
        return "—"
    training = "train_reranker RUNNING" if m.get("train_reranker_running") else "no training running"
    return (
        f"{m['taken_at_utc']}, {m['cpus']} CPUs, load {m['loadavg_1_5_15']}, {training}, "
        f"torch threads {m.get('torch_threads')}, git {m.get('git')}"
    )


def inprocess_section(data: dict[str, Any]) -> list[str]:
    sizes = list(data["sizes"])
    out = [
        "## In process: per-stage latency (ms, p50 / p95)",
        "",
        "`bench/inprocess.py`: each size in a fresh process; every synthetic question once through "
        "`run_pipeline` (real e5 query encoder, reranker on the top 20, product default gate), then "
        "finalized like a worker does on the bench PostgreSQL database.",
        "",
        "| stage | " + " | ".join(f"{s} ({data['sizes'][s]['passages']:,} passages)" for s in sizes) + " |",
        "|---|" + "---|" * len(sizes),
    ]
    for key, label in STAGE_ROWS:
        cells = [
            fmt(
                data["sizes"][s]["latency_ms"].get(key),
                2 if key.startswith("selection_gate") or key == "visibility" else 1,
            )
            for s in sizes
        ]
        out.append(f"| {label} | " + " | ".join(cells) + " |")
    out.append(
        "| pipeline ÷ models' forward (encode + rerank), p50 / p95 | "
        + " | ".join(fmt(data["sizes"][s].get("pipeline_over_models_forward"), 2) for s in sizes)
        + " |"
    )
    out.append(
        "| questions / s, one process, serial | "
        + " | ".join(str(data["sizes"][s]["questions_per_second_serial"]) for s in sizes)
        + " |"
    )
    out.append(
        "| build: read + chunk / derive vectors / Collection (s) | "
        + " | ".join(
            "{read_and_chunk} / {derive_vectors} / {collection_bm25_and_masks}".format(
                **data["sizes"][s]["build_seconds"]
            )
            for s in sizes
        )
        + " |"
    )
    out.append(
        "| RSS (MB): models loaded → index built → peak | "
        + " | ".join(
            "{models_loaded} → {index_built} → {peak}".format(**data["sizes"][s]["rss_mb"]) for s in sizes
        )
        + " |"
    )
    out.append(
        "| questions (as expected / all) | "
        + " | ".join(
            f"{sum(c['as_expected'] for c in data['sizes'][s]['outcomes_by_category'].values())} / "
            f"{data['sizes'][s]['questions']}"
            for s in sizes
        )
        + " |"
    )
    out.append("")
    first = data["sizes"][sizes[0]]
    out.append(
        f"Reranker: {first['reranker']} (`{first['reranker_name']}`); gate `{first['gate_config']}` v{first.get('gate_config_version', 1)}, "
        f"top_n {first['top_n']}; dense model `{first['dense_model']}`."
    )
    out.append("")
    for s in sizes:
        out.append(
            f"- {s}: {machine_line(data['sizes'][s]['machine'])}; vectors {data['sizes'][s]['vectors']['real']:,} "
            f"real + {data['sizes'][s]['vectors']['derived']:,} derived"
        )
    out.append("")
    return out


def level_rows(block: dict[str, Any]) -> list[str]:
    return [
        f"| {lv['concurrency']} | {lv['questions']} | {len(lv['errors'])} | {lv['questions_per_second']} | "
        f"{fmt(lv['client_ms'], 0)} | {fmt(lv['server_ms'], 0)} | {fmt(lv['pipeline_stage_ms'].get('total'), 0)} | "
        f"{fmt(lv['models_forward_ms'], 0)} | {fmt(lv['overhead_ratio_client'], 2)} | "
        f"{lv.get('cpu_seconds', {}).get('web', '—')} / {lv.get('cpu_seconds', {}).get('workers', '—')} | "
        f"{lv['loadavg_before'][0]} → {lv['loadavg_after'][0]} |"
        for lv in block.get("levels", [])
    ]


_LEVEL_HEADER = [
    "| concurrency | questions | errors | questions / s | client p50 / p95 (ms) | server p50 / p95 (ms) | "
    "pipeline total p50 / p95 | models' forward p50 / p95 | overhead = client ÷ forward, p50 / p95 | "
    "CPU s web / workers | load before → after |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
]


def _served_levels(data: dict[str, Any]) -> list[str]:
    """The levels over HTTP, the threads variant's, and when the run started and finished."""
    out = ["## End to end over HTTP (10k passages, real Celery workers, Redis, PostgreSQL)", ""]
    e = data.get("e2e_10k")
    if e:
        out += [
            f"{e['web']}; {e['workers']}; {e['settings']}; clients poll every {e['poll_s']} s for 2 s, then every 0.5 s "
            "(client time is quantized by the poll; server time is created_at → finished_at from the database).",
            "",
            *_LEVEL_HEADER,
        ]
        out += level_rows(e)
        out.append("")
        pool = e.get("worker_pool_process_peak_rss_mb") or []
        out.append(
            f"Peak RSS of each Celery pool process during the run: {pool} MB; worker ready after "
            f"{e.get('worker_ready_s')} s."
        )
        kt = e.get("replacement_process")
        if kt:
            out.append(
                f"Replacement pool process after a SIGKILL: ready after {kt.get('replacement_ready_s')} s, "
                f"{kt.get('up_timeouts_after_kill')} 'Timed out waiting for UP' kills "
                f"(worker start timeout {kt.get('worker_start_timeout_s')})."
            )
        out.append("")
    tv = data.get("e2e_10k_threads_variant")
    if tv and tv.get("levels"):
        out += [
            f"Variant: KONKYO_TORCH_THREADS={tv['torch_threads']} per pool process (the same "
            f"{e['workers'] if e else 'workers'}): every pool process may use both cores.",
            "",
            *_LEVEL_HEADER,
            *level_rows(tv),
            "",
        ]
    out.append(
        f"Started: {machine_line(data.get('started'))}. Finished: {machine_line(data.get('finished'))}."
    )
    out.append("")
    return out


def _indexing_and_memory(data: dict[str, Any]) -> list[str]:
    out = ["## Indexing, index load, memory per worker", ""]
    if data.get("import"):
        imp = data["import"]
        out.append(
            f"- Import (real `import_documents`, no embedding): {imp['passages']} passages in {imp['seconds']} s "
            f"= **{imp['passages_per_second']} passages/s** ({imp['how']})."
        )
    if data.get("indexing"):
        ix = data["indexing"]
        out.append(
            f"- Indexing (real e5 embedding + DB update): {ix['passages']} passages in {ix['seconds']} s = "
            f"**{ix['passages_per_second']} passages/s** ({ix['how']}; {machine_line(ix.get('machine'))})."
        )
    out += [
        "",
        "| passages | index load (worker's `portal_collection()`, s) | RSS after models (MB) | "
        "RSS with index (MB) | peak RSS after 20 questions (MB) | USS (MB) | decide p50 / p95 (ms) |",
        "|---|---|---|---|---|---|---|",
    ]
    for size, p in data.get("probes", {}).items():
        out.append(
            f"| {size} ({p['index_passages']:,}) | {', '.join(str(x) for x in p['index_load_s'])} | "
            f"{p['rss_mb']['reranker']} | {p['rss_mb']['index_loaded']} | {p['rss_mb']['peak']} | {p['uss_mb']} | "
            f"{fmt(p['decide_ms'], 0)} |"
        )
    out.append("")
    if data.get("probes_run"):
        out.append(
            "Index load and memory from a later probe-only run (`bench/e2e.py --skip-e2e --out "
            f"bench/results/e2e-probes.json`): {machine_line(data['probes_run'])}."
        )
    out.append(
        "The probe (`bench/worker_probe.py`) runs a pool process's own start-up (`portal.warmup`: "
        "torch threads = cores ÷ concurrency, encoder, reranker, `runtime.portal_collection()`) and "
        "`runtime.decide` in a fresh process against the bench database."
    )
    out.append("")
    return out


def e2e_section(data: dict[str, Any]) -> list[str]:
    return _served_levels(data) + _indexing_and_memory(data)


def targets_section(inproc: dict[str, Any] | None, e2e: dict[str, Any] | None) -> list[str]:
    rows = []
    if inproc:
        sg = max(v["latency_ms"]["selection_gate"]["p95"] for v in inproc["sizes"].values())
        if all("selection_gate_score" in v["latency_ms"] for v in inproc["sizes"].values()):
            score = max(v["latency_ms"]["selection_gate_score"]["p95"] for v in inproc["sizes"].values())
            rows.append(
                (
                    "selection + gate ≤ 1 ms p95: ScoreGate part (buckets + decision value)",
                    f"max over sizes {score:.3f} ms",
                    score <= 1.0,
                )
            )
        rows.append(
            (
                "selection + gate ≤ 1 ms p95: whole stage (with topic + non-score checks)",
                f"max over sizes {sg:.3f} ms",
                sg <= 1.0,
            )
        )
        big = inproc["sizes"].get("100k")
        if big:
            r = big["latency_ms"]["retrieval_stages"]["p95"]
            rows.append(
                (
                    "retrieval stages ≤ 100 ms p95 at 100k",
                    f"{r:.1f} ms (analysis + visibility + BM25 + dense encode + scan + fusion)",
                    r <= 100.0,
                )
            )
    for key, how in (("e2e_10k", ""), ("e2e_10k_threads_variant", ", 2 torch threads per pool process")):
        for lv in ((e2e or {}).get(key) or {}).get("levels", []):
            p95 = lv["client_ms"]["p95"]
            rows.append(
                (
                    f"end-to-end p95 ≤ 600 ms at 10k, 20 reranked (concurrency {lv['concurrency']}{how})",
                    f"client {p95:.0f} ms, server {lv['server_ms']['p95']:.0f} ms",
                    p95 <= 600.0,
                )
            )
    if e2e and e2e.get("probes", {}).get("100k"):
        peak = e2e["probes"]["100k"]["rss_mb"]["peak"]
        rows.append(("memory per worker ≤ 2 GB at 100k", f"peak RSS {peak:.0f} MB", peak <= 2048))
    out = ["## Targets", "", "| target | measured | met? |", "|---|---|---|"]
    out += [f"| {t} | {m} | {'yes' if ok else '**no**'} |" for t, m, ok in rows]
    out.append("")
    return out


# The result JSON files are not committed (.gitignore), SUMMARY.md is: a run that re-measures one
# part (say `make bench-quality`) keeps the other parts' sections as the earlier run wrote them,
# marked, instead of dropping them.
CARRIED_NOTE = (
    "_Carried over from the previous SUMMARY.md: `bench/results/{name}.json` is not in this checkout "
    "(result JSON files are not committed), so this section is the earlier run's, dated by its own "
    "machine lines._"
)
E2E_TARGETS = ("end-to-end", "memory per worker")


def earlier_sections(text: str) -> dict[str, list[str]]:
    """The previous SUMMARY.md's ``## `` sections by heading, without trailing blank lines."""
    sections: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("## "):
            current = line
            sections[current] = [line]
        elif current is not None:
            sections[current].append(line)
    for body in sections.values():
        while body and not body[-1].strip():
            body.pop()
    return sections


def carried(earlier: dict[str, list[str]], prefix: str, name: str) -> list[str]:
    """The earlier section whose heading starts with ``prefix``, marked as carried; [] if none."""
    heading = next((h for h in earlier if h.startswith(prefix)), None)
    if heading is None:
        return []
    body = [x for x in earlier[heading][1:] if not x.startswith("_Carried over from the previous SUMMARY.md")]
    while body and not body[0].strip():
        body.pop(0)
    return [heading, "", CARRIED_NOTE.format(name=name), "", *body, ""]


def targets_with_earlier(fresh: list[str], earlier: list[str] | None, missing: set[str]) -> list[str]:
    """The targets table, plus the earlier table's rows that only a missing JSON file would give."""
    if not earlier or not missing:
        return fresh
    have = {x.split(" | ")[0] for x in fresh if x.startswith("| ")}
    rows = []
    for line in earlier:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or len(cells) != 3 or cells[0] in ("target", "---"):
            continue
        source = "e2e" if cells[0].startswith(E2E_TARGETS) else "inprocess"
        if source in missing and f"| {cells[0]}" not in have:
            measured = cells[1] if cells[1].endswith("(earlier run)") else f"{cells[1]} (earlier run)"
            rows.append(f"| {cells[0]} | {measured} | {cells[2]} |")
    return [*fresh[:-1], *rows, ""] if fresh[-1] == "" else [*fresh, *rows]


def _machines(data: dict[str, Any]) -> list[dict[str, Any]]:
    found = [data.get("started"), data.get("finished"), (data.get("indexing") or {}).get("machine")]
    found += [v.get("machine") for v in (data.get("sizes") or {}).values()]
    found += [v.get("machine") for v in (data.get("probes") or {}).values()]
    return [m for m in found if m]


def main() -> int:
    inproc, e2e, quality = load("inprocess"), load("e2e"), load("quality")
    # `bench/e2e.py --skip-e2e --out bench/results/e2e-probes.json` re-measures index load and
    # worker memory alone (no HTTP run); a newer one replaces the full run's probes.
    probes = load("e2e-probes")
    if e2e and probes and probes.get("probes"):
        if probes["started"]["taken_at_utc"] > e2e["started"]["taken_at_utc"]:
            e2e = {**e2e, "probes": probes["probes"], "probes_run": probes["started"]}
    lines = [
        "# Konkyo benchmarks",
        "",
        "Generated by `bench/summary.py` from `bench/results/*.json` (`make bench`, `make bench-quality`). "
        "Nothing in `make test` asserts a time; these are measurements.",
        "",
    ]
    taken = [m for d in (inproc, e2e) if d for m in _machines(d)]
    if any(m.get("train_reranker_running") for m in taken):
        lines += [
            "> **Warning: some figures below were taken while `manage.py train_reranker` was running "
            "(see the machine lines); they are not valid measurements.**",
            "",
        ]
    summary_md = common.RESULTS / "SUMMARY.md"
    earlier = earlier_sections(summary_md.read_text(encoding="utf-8")) if summary_md.is_file() else {}
    missing = {name for name, data in (("inprocess", inproc), ("e2e", e2e)) if not data}
    lines += targets_with_earlier(targets_section(inproc, e2e), earlier.get("## Targets"), missing)
    lines += inprocess_section(inproc) if inproc else carried(earlier, "## In process", "inprocess")
    if e2e:
        lines += e2e_section(e2e)
    else:
        lines += carried(earlier, "## End to end", "e2e") + carried(earlier, "## Indexing", "e2e")
    quality_md = common.RESULTS / "QUALITY.md"
    if quality and quality_md.is_file():
        text = quality_md.read_text(encoding="utf-8").splitlines()
        lines += ["## Gate quality (`make bench-quality`)", ""] + text[2:] + [""]
    else:
        lines += carried(earlier, "## Gate quality", "quality")
    notes = common.RESULTS / "NOTES.md"
    if notes.is_file():
        lines += notes.read_text(encoding="utf-8").splitlines() + [""]
    summary_md.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"→ {summary_md}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
