"""The benchmark's clients over HTTP: one question (POST, then poll until final) and one
closed-loop level of concurrent clients, with its latency, throughput and CPU figures."""

from __future__ import annotations

import os
import threading
import time
from datetime import datetime
from typing import Any

import common

FINAL = {"answered", "held", "partial", "failed"}


def _parse(ts: str | None) -> datetime | None:
    return datetime.fromisoformat(ts.replace("Z", "+00:00")) if ts else None


def ask_one(session, base: str, token: str, q: dict[str, Any], poll: float) -> dict[str, Any]:
    headers = {"Authorization": f"Token {token}"}
    t0 = time.perf_counter()
    r = session.post(
        f"{base}/api/questions/",
        json={"question": q["question"], "reference_date": q["date"]},
        headers=headers,
        timeout=30,
    )
    if r.status_code != 202:
        raise RuntimeError(f"POST {r.status_code}: {r.text[:300]}")
    url = base + r.json()["url"]
    polls = 0
    while True:
        # Every ``poll`` s for the first 2 s, then every 0.5 s: at concurrency 16 a 0.1 s poll
        # alone kept the web tier as busy as the workers (the product page polls every 0.7 s).
        time.sleep(poll if time.perf_counter() - t0 < 2.0 else max(poll, 0.5))
        g = session.get(url, headers=headers, timeout=30)
        polls += 1
        body = g.json()
        if body["state"] in FINAL:
            t1 = time.perf_counter()
            break
        if time.perf_counter() - t0 > 300:
            raise RuntimeError(f"question {url} not final after 300 s")
    created, finished = _parse(body.get("created_at")), _parse(body.get("finished_at"))
    client_ms = (t1 - t0) * 1000
    return {
        "id": body["id"],
        "qid": q["qid"],
        "category": q["category"],
        "state": body["state"],
        "expected": q.get("expected_outcome"),
        "client_ms": client_ms,
        "server_ms": (finished - created).total_seconds() * 1000 if created and finished else None,
        "polls": polls,
        "t_submit": t0,
        "t_final": t1,
    }


def tree_cpu_seconds(root: int) -> float:
    """user + system CPU seconds of a process and its children (psutil)."""
    import psutil

    total = 0.0
    try:
        procs = [psutil.Process(root), *psutil.Process(root).children(recursive=True)]
    except psutil.Error:
        return 0.0
    for p in procs:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


def _closed_loop(
    *,
    base: str,
    users,
    questions: list[dict[str, Any]],
    concurrency: int,
    count: int,
    poll: float,
    offset: int,
) -> tuple[list[dict[str, Any]], list[str], float, tuple[float, float, float]]:
    """``count`` questions from ``offset`` asked by ``concurrency`` client threads, each asking
    its next as soon as one is final: (results, errors, wall seconds, load average before)."""
    import requests

    results: list[dict[str, Any]] = []
    errors: list[str] = []
    lock = threading.Lock()
    cursor = {"i": 0}

    def worker(slot: int) -> None:
        session = requests.Session()
        while True:
            with lock:
                i = cursor["i"]
                if i >= count:
                    return
                cursor["i"] += 1
            q = questions[(offset + i) % len(questions)]
            pool = users[tuple(sorted(q["groups"]))]
            _, token = pool[slot % len(pool)]
            try:
                r = ask_one(session, base, token, q, poll)
            except Exception as exc:  # recorded, the level goes on
                with lock:
                    errors.append(f"{q['qid']}: {exc!r}")
                continue
            with lock:
                results.append(r)

    started = time.perf_counter()
    load_before = os.getloadavg()
    threads = [threading.Thread(target=worker, args=(s,)) for s in range(concurrency)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results, errors, time.perf_counter() - started, load_before


def add_stage_times(results: list[dict[str, Any]]) -> None:
    """Each result's pipeline stage times, read from the stored question: they are an
    operator's field, which the API does not show the asker (``portal.answers``)."""
    from portal.models import Question

    stored = dict(Question.objects.filter(pk__in=[r["id"] for r in results]).values_list("pk", "response"))
    for r in results:
        timings = (stored.get(r["id"]) or {}).get("timings_ms") or {}
        r["timings_ms"] = timings
        r["forward_ms"] = timings.get("retrieve_dense_encode", 0.0) + timings.get("rerank", 0.0)


def _stage_times(results: list[dict[str, Any]]) -> dict[str, list[float]]:
    stages: dict[str, list[float]] = {}
    for r in results:
        for k, v in r["timings_ms"].items():
            stages.setdefault(k, []).append(v)
    return stages


def run_level(
    base: str,
    users,
    questions: list[dict[str, Any]],
    concurrency: int,
    count: int,
    poll: float,
    offset: int,
    roots: dict[str, int] | None = None,
) -> dict[str, Any]:
    cpu_before = {name: tree_cpu_seconds(pid) for name, pid in (roots or {}).items()}
    results, errors, wall, load_before = _closed_loop(
        base=base,
        users=users,
        questions=questions,
        concurrency=concurrency,
        count=count,
        poll=poll,
        offset=offset,
    )
    add_stage_times(results)
    ratios = [r["client_ms"] / r["forward_ms"] for r in results if r["forward_ms"] > 0]
    server_ratios = [
        r["server_ms"] / r["forward_ms"] for r in results if r["forward_ms"] > 0 and r["server_ms"]
    ]
    stages = _stage_times(results)
    states: dict[str, int] = {}
    for r in results:
        states[r["state"]] = states.get(r["state"], 0) + 1
    return {
        "concurrency": concurrency,
        "questions": len(results),
        "errors": errors,
        "wall_s": round(wall, 2),
        "questions_per_second": round(len(results) / wall, 3) if wall else None,
        "client_ms": common.pct([r["client_ms"] for r in results]),
        "server_ms": common.pct([r["server_ms"] for r in results if r["server_ms"] is not None]),
        "pipeline_stage_ms": {k: common.pct(v) for k, v in stages.items()},
        "models_forward_ms": common.pct([r["forward_ms"] for r in results]),
        "overhead_ratio_client": common.pct(ratios),
        "overhead_ratio_server": common.pct(server_ratios),
        "polls_per_question": common.pct([r["polls"] for r in results]),
        "states": states,
        "as_expected": sum(
            1
            for r in results
            if {"pass": "answered", "hold": "held", "partial": "partial"}.get(r["expected"]) == r["state"]
        ),
        "cpu_seconds": {
            name: round(tree_cpu_seconds(pid) - cpu_before[name], 2) for name, pid in (roots or {}).items()
        },
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
    }
