"""Chaos: a stream of questions answered by real prefork workers while faults are injected.

Faults, each into something this test started itself: SIGKILL of a pool child that is
running a question, SIGKILL of a worker's main process (a replacement worker is started),
a restart of the private Redis (killed, a question asked while it is down, started again:
no persistence, so queued and unacked messages are lost), and `pg_ctl restart -m immediate`
of the private PostgreSQL cluster. A real `celery beat` runs the sweeper, and
the test replaces a worker that exits on its own, as a process supervisor would (each such
exit is reported: Celery 5.7 / kombu 5.7 can die on a broker connection loss).
Afterwards every question is final with exactly one decision, the decision log verifies, and
no question was stored while its client was told it failed (outside the instant of a
database crash, where a commit's outcome is unknowable).

KONKYO_CHAOS_PROFILE=ci (default, part of `make test`) or full (`make chaos`);
KONKYO_CHAOS_REPORT=PATH writes the counts and recovery times as JSON.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import signal
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

import psutil
import pytest
from django.core.management import call_command
from django.db.models import Q
from django.test import Client

from grading.models import Decision
from portal.models import Question
from tests import demo_world, factories
from tests.chaos.harness import ANSWER_TASK, Beat, PoolWorker, QuestionStream, ask, db
from tests.workers import purge_queue

pytestmark = [pytest.mark.services, pytest.mark.chaos, pytest.mark.django_db(transaction=True)]

FAULTS = ("pool_child_sigkill", "worker_main_sigkill", "redis_restart", "postgres_restart")
FINAL = [s.value for s in Question.FINAL_STATES]
TEXTS = [
    "P-20 日本向けの返品は何日以内に申請しますか？",
    "返品の問い合わせはどこが受け付けますか？",
    "取引先への支払は何日に行いますか？",
    "社員食堂の営業時間は何時までですか？",
]


@dataclass(frozen=True)
class Profile:
    name: str
    rounds: int  # each fault is injected this many times
    min_questions: int  # the stream goes on at least until this many were posted
    interval_s: float  # between two posts
    workers: int = 2
    concurrency: int = 2
    task_delay_s: float = 2.0  # KONKYO_TEST_TASK_DELAY (tests.celery_app): keeps tasks in flight
    soft_limit_s: int = 8
    hard_limit_s: int = 10  # visibility timeout: the default 4 × hard = 40 s
    sweep_interval_s: int = 2  # beat period
    stuck_after_s: int = 10  # queued this long → re-published by the sweeper
    redis_down_s: float = 3  # the broker stays down this long
    recovery_timeout_s: float = 300  # generous: the test machine may be loaded

    @classmethod
    def from_env(cls) -> Profile:
        name = os.environ.get("KONKYO_CHAOS_PROFILE", "ci")
        if name == "ci":
            return cls(name, rounds=1, min_questions=40, interval_s=1.25)
        if name == "full":
            return cls(name, rounds=3, min_questions=150, interval_s=1.0)
        raise ValueError(f"KONKYO_CHAOS_PROFILE must be ci or full, not {name!r}")

    def worker_env(self) -> dict[str, str]:
        return {
            "KONKYO_TEST_TASK_DELAY": str(self.task_delay_s),
            "KONKYO_TASK_SOFT_TIME_LIMIT": str(self.soft_limit_s),
            "KONKYO_TASK_HARD_TIME_LIMIT": str(self.hard_limit_s),
            "KONKYO_SWEEP_INTERVAL": str(self.sweep_interval_s),
            "KONKYO_SWEEP_STUCK_AFTER": str(self.stuck_after_s),
            "KONKYO_RERANKER": "",  # plumbing: the BM25 gate of the demo world, no models
        }


def _dt(ts: float) -> datetime:
    return datetime.fromtimestamp(ts, tz=UTC)


def _non_final() -> set[int]:
    return set(db(lambda: list(Question.objects.exclude(state__in=FINAL).values_list("pk", flat=True))))


def _active_answer_tasks(workers: list[PoolWorker]) -> list[dict]:
    """What each worker is running (remote control over the broker); [] while it is unreachable."""
    from kombu.exceptions import OperationalError as BrokerError
    from redis.exceptions import RedisError

    from portal.celery import app

    try:
        replies = app.control.inspect(timeout=1.0, limit=len(workers)).active() or {}
    except (BrokerError, RedisError, OSError):
        app.pool.force_close_all()
        return []
    return [
        dict(t, worker=name) for name, tasks in replies.items() for t in tasks if t.get("name") == ANSWER_TASK
    ]


class Chaos:
    def __init__(self, profile: Profile, services, artifacts: Path, workdir: Path, client) -> None:
        self.profile = profile
        self.client = client  # asks questions of its own around the faults
        self.asked: list[tuple[int, float]] = []
        self.db_crashes: list[tuple[float, float]] = []
        self.services = services
        self.artifacts = artifacts
        self.workdir = workdir
        self.workers: list[PoolWorker] = []
        self.dead_workers: list[PoolWorker] = []
        self.orphans: list[psutil.Process] = []  # pool processes of killed main processes
        self.unexpected_exits: list[dict] = []
        self.events: list[dict] = []
        self.worker_seq = 0
        self.t0 = time.time()

    def start_worker(self) -> PoolWorker:
        self.worker_seq += 1
        worker = PoolWorker(
            self.artifacts / f"chaos-worker-{self.worker_seq}.log",
            label=f"chaos{self.worker_seq}",
            concurrency=self.profile.concurrency,
            env=self.profile.worker_env(),
        )
        self.workers.append(worker)
        return worker

    def stop_all(self) -> None:
        for worker in self.workers + self.dead_workers:
            worker.stop()

    def supervise(self) -> None:
        """What a process supervisor (systemd Restart=always, Kubernetes) does in production:
        a worker that exits on its own is replaced. Every such exit is recorded and reported."""
        for worker in [w for w in self.workers if w.proc.poll() is not None]:
            cause = [
                line
                for line in worker.log_bytes().decode(errors="replace").splitlines()
                if "Unrecoverable error" in line or "CRITICAL" in line
            ]
            self.unexpected_exits.append(
                {
                    "worker": worker.name,
                    "exit_code": worker.proc.returncode,
                    "at_s": round(time.time() - self.t0, 2),
                    "cause": cause[:1],
                }
            )
            self.workers.remove(worker)
            self.dead_workers.append(worker)
            self.start_worker()

    def wait_running(self, min_running: int, timeout: float = 60) -> None:
        """Fault when work is in flight: at least min_running questions running."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.supervise()
            if db(lambda: Question.objects.filter(state="running").count()) >= min_running:
                return
            time.sleep(0.1)
        raise AssertionError(f"never {min_running} questions running at once within {timeout}s")

    # --- faults -------------------------------------------------------------------------

    def pool_child_sigkill(self) -> dict:
        """SIGKILL a pool child while it runs a question: the task is rejected and redelivered.

        The victim is a child whose question started less than the test delay ago, so it is
        still in its sleep, before the pipeline and the final transaction."""
        misses = []
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            children = {c.pid: w for w in self.workers for c in w.pool_children()}
            tasks = [
                t
                for t in _active_answer_tasks(self.workers)
                if t.get("worker_pid") in children
                and t.get("time_start")
                and time.time() - t["time_start"] < self.profile.task_delay_s - 0.7
            ]
            if not tasks:
                time.sleep(0.1)
                continue
            task = tasks[0]
            pid, question_id = task["worker_pid"], int(task["args"][0])
            assert psutil.Process(pid).ppid() == children[pid].proc.pid  # one of ours
            affected = _non_final()
            t_fault = time.time()
            os.kill(pid, signal.SIGKILL)
            if not db(lambda qid=question_id: Question.objects.get(pk=qid).is_final):
                return {
                    "t_fault": t_fault,
                    "t_back": time.time(),
                    "affected": affected,
                    "victim": {"pid": pid, "question": question_id},
                    "missed_kills": misses,
                }
            # The question was final already (a slow inspection): a kill, but no hit.
            misses.append({"pid": pid, "question": question_id})
        raise AssertionError(f"could not kill a pool child in the middle of a question (misses: {misses})")

    def worker_main_sigkill(self) -> dict:
        """SIGKILL a worker's main process while it has questions in flight; start a replacement."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            by_name = {w.name: w for w in self.workers}
            tasks = [t for t in _active_answer_tasks(self.workers) if t["worker"] in by_name]
            if tasks:
                break
            time.sleep(0.2)
        else:
            raise AssertionError("no worker had a question in flight to kill")
        victim = by_name[tasks[0]["worker"]]
        in_flight = sorted(int(t["args"][0]) for t in tasks if t["worker"] == victim.name)
        affected = _non_final()
        t_fault = time.time()
        orphans = victim.kill_main()
        self.orphans.extend(orphans)
        self.workers.remove(victim)
        self.dead_workers.append(victim)
        replacement = self.start_worker()
        t_back = time.time()
        time.sleep(1)
        return {
            "t_fault": t_fault,
            "t_back": t_back,
            "affected": affected,
            "in_flight": in_flight,
            "orphaned_pool_children": len(orphans),
            "orphans_alive_after_1s": sum(1 for p in orphans if p.is_running()),
            "replacement": replacement,
        }

    def redis_restart(self) -> dict:
        """Kill Redis, ask a question while it is down (stored, so accepted: the sweeper
        publishes it later), start Redis again on the same port."""
        redis = self.services.redis
        old_pid = redis.pid
        affected = _non_final()
        t_fault = time.time()
        redis.kill()
        sent = time.time()
        pk, status = ask(self.client, "P-20 の返品期限は？（Redis 停止中）", form=True)
        assert pk is not None, f"a question asked while the broker is down was refused ({status})"
        self.asked.append((pk, sent))
        time.sleep(max(0.0, self.profile.redis_down_s - (time.time() - t_fault)))
        redis.start()
        assert redis.pid != old_pid
        return {
            "t_fault": t_fault,
            "t_back": time.time(),
            "affected": affected | {pk},
            "outage_s": round(time.time() - t_fault, 2),
            "asked_while_down": pk,
        }

    def postgres_restart(self) -> dict:
        pg = self.services.postgres
        old_pid = pg.postmaster_pid()
        affected = _non_final()
        t_fault = time.time()
        outage = pg.restart()
        self.db_crashes.append((t_fault, t_fault + outage))
        assert pg.postmaster_pid() not in (None, old_pid)
        return {"t_fault": t_fault, "t_back": time.time(), "affected": affected, "outage_s": round(outage, 2)}

    # --- recovery -----------------------------------------------------------------------

    def recover(self, kind: str, event: dict) -> dict:
        """Wait until the questions in flight at the fault are final and a question posted after
        it is answered; times are from the fault to the workers' own finished_at stamps."""
        t_fault, t_back, affected = event.pop("t_fault"), event.pop("t_back"), event.pop("affected")
        since, back = _dt(t_fault), _dt(t_back)
        deadline = time.monotonic() + self.profile.recovery_timeout_s
        while True:
            self.supervise()
            rows = db(
                lambda: list(
                    Question.objects.filter(
                        Q(pk__in=affected) | Q(finished_at__gt=since) | Q(created_at__gt=back)
                    ).values("pk", "state", "created_at", "finished_at")
                )
            )
            finished_after = [r["finished_at"] for r in rows if r["finished_at"] and r["finished_at"] > since]
            pending = [r["pk"] for r in rows if r["pk"] in affected and r["state"] not in FINAL]
            new_final = [r["finished_at"] for r in rows if r["created_at"] > back and r["state"] in FINAL]
            if not pending and new_final:
                break
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"{kind}: not recovered after {self.profile.recovery_timeout_s}s: still pending {pending}, "
                    f"{len(new_final)} questions posted after the fault are final"
                )
            time.sleep(0.25)
        affected_done = [r["finished_at"] for r in rows if r["pk"] in affected]
        if replacement := event.pop("replacement", None):  # measured from its start, not blocking
            event["replacement_ready_s"] = round(replacement.wait_ready(), 2)
        event.update(
            kind=kind,
            at_s=round(t_fault - self.t0, 2),
            affected=len(affected),
            next_final_s=round((min(finished_after) - since).total_seconds(), 2),
            affected_drained_s=round((max(affected_done) - since).total_seconds(), 2)
            if affected_done
            else 0.0,
            first_new_final_s=round((min(new_final) - since).total_seconds(), 2),
        )
        return event

    def warm_up(self) -> float:
        """Pool processes import and warm up before their first task: ask as many questions as
        there are pool processes and wait for their answers before the stream starts."""
        t0 = time.monotonic()
        for i in range(self.profile.workers * self.profile.concurrency):
            sent = time.time()
            pk, status = ask(self.client, f"{TEXTS[0]}（準備 {i + 1}）", form=False)
            assert pk is not None, f"warm-up question refused ({status})"
            self.asked.append((pk, sent))
        deadline = t0 + 900
        while _non_final():
            self.supervise()
            assert time.monotonic() < deadline, "the workers did not answer the warm-up questions in 900 s"
            time.sleep(0.5)
        return time.monotonic() - t0

    def run(self, stream: QuestionStream) -> None:
        for round_no in range(self.profile.rounds):
            for kind in FAULTS:
                self.wait_running(2)
                event = getattr(self, kind)()
                event["round"] = round_no + 1
                self.events.append(self.recover(kind, event))
                assert stream.is_alive(), f"the question stream stopped: {stream.error!r}"
                time.sleep(2)  # steady state before the next fault


def _alive(proc: psutil.Process) -> bool:
    try:
        return proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def _max_mean(values: list[float]) -> dict:
    return {"max": max(values), "mean": round(sum(values) / len(values), 2)} if values else {}


def test_questions_survive_worker_broker_and_database_faults(chaos_services, artifacts_dir):
    profile = Profile.from_env()
    report_path = os.environ.get("KONKYO_CHAOS_REPORT")
    started = time.time()
    purge_queue()
    world = demo_world.build()
    # 120 questions/hour per user (the API throttle): enough users for the stream.
    users = [world["tanaka"], world["suzuki"]] + [
        factories.user(f"chaos{i}", "employee", "all-staff") for i in range(6)
    ]
    clients = []
    for user in users:
        client = Client(raise_request_exception=False)
        client.force_login(user)
        clients.append(client)

    workdir = Path(tempfile.mkdtemp(prefix="konkyo-chaos-beat-"))
    chaos = Chaos(profile, chaos_services, artifacts_dir, workdir, clients[0])
    beat = stream = None
    report: dict = {"profile": asdict(profile), "passed": False}
    try:
        for _ in range(profile.workers):
            chaos.start_worker()
        beat = Beat(artifacts_dir / "chaos-beat.log", workdir, env=profile.worker_env())
        ready = [w.wait_ready() for w in chaos.workers]
        report["warm_up_s"] = round(chaos.warm_up(), 2)
        stream = QuestionStream(clients[1:], TEXTS, profile.interval_s)
        stream.start()
        chaos.run(stream)
        while stream.posted < profile.min_questions:
            assert stream.is_alive(), f"the question stream stopped: {stream.error!r}"
            time.sleep(0.5)
        stream.stop()
        assert stream.error is None, f"the question stream failed: {stream.error!r}"
        stream_stopped = time.time()

        # The backlog drains: every question in the database reaches a final state.
        deadline = time.monotonic() + profile.recovery_timeout_s
        while pending := _non_final():
            chaos.supervise()
            assert time.monotonic() < deadline, f"backlog not drained: {sorted(pending)}"
            time.sleep(0.5)
        last_final = db(
            lambda: Question.objects.order_by("-finished_at").values_list("finished_at", flat=True)[0]
        )
        drain_s = max(0.0, (last_final - _dt(stream_stopped)).total_seconds())

        accepted = {pk for pk, _ in stream.accepted + chaos.asked}
        states = dict(Question.objects.values_list("pk", "state"))
        # Stored although the client was refused: only a database crash may do that (the
        # commit reached the disk, its acknowledgement did not reach the client).
        created = dict(Question.objects.values_list("pk", "created_at"))
        unacknowledged = sorted(set(states) - accepted)
        not_at_a_crash = [
            pk
            for pk in unacknowledged
            if not any(start - 1 <= created[pk].timestamp() <= end + 1 for start, end in chaos.db_crashes)
        ]
        lost = sorted(pk for pk in accepted if states.get(pk) not in FINAL)
        decisions = Counter(Decision.objects.values_list("question_id", flat=True))
        duplicates = {pk: n for pk, n in decisions.items() if n > 1}
        without_decision = sorted(pk for pk in states if decisions[pk] == 0)
        out = io.StringIO()
        call_command("verify_decision_log", stdout=out)
        attempts = Counter(Question.objects.values_list("attempts", flat=True))
        # A replacement pool process warms up before it reports "up"; Celery must not kill it
        # for being slow (worker_proc_alive_timeout), or the worker never gets its capacity back.
        start_timeouts = sum(
            w.log_bytes().count(b"Timed out waiting for UP message")
            for w in chaos.workers + chaos.dead_workers
        )
        by_kind: dict[str, list[dict]] = {}
        for event in chaos.events:
            by_kind.setdefault(event["kind"], []).append(event)

        report.update(
            questions={
                "posted": stream.posted + len(chaos.asked),
                "accepted": len(accepted),
                "refused": dict(Counter(status for status, _ in stream.refused)),
                "in_database": len(states),
                "stored_but_refused": len(unacknowledged),
                "by_state": dict(Counter(states.values())),
                "attempts": {str(k): v for k, v in sorted(attempts.items())},
            },
            faults={
                "injected": len(chaos.events),
                "by_kind": {k: len(v) for k, v in by_kind.items()},
                "events": chaos.events,
            },
            lost=len(lost),
            duplicates=len(duplicates),
            questions_without_decision=len(without_decision),
            decisions=sum(decisions.values()),
            decision_log=out.getvalue().strip(),
            pool_process_start_timeouts=start_timeouts,
            unexpected_worker_exits=chaos.unexpected_exits,
            orphaned_pool_processes_alive_at_end=sum(1 for o in chaos.orphans if _alive(o)),
            recovery_s={
                kind: {
                    "next_final": _max_mean([e["next_final_s"] for e in events]),
                    "first_new_final": _max_mean([e["first_new_final_s"] for e in events]),
                    "affected_drained": _max_mean([e["affected_drained_s"] for e in events]),
                }
                for kind, events in by_kind.items()
            },
            backlog_drain_after_stream_s=round(drain_s, 2),
            setup_s={
                **{k: round(v, 2) for k, v in chaos_services.timings_s.items()},
                "workers_ready": [round(r, 2) for r in ready],
            },
        )

        assert not lost, f"accepted questions not final: {lost}"
        assert not not_at_a_crash, f"stored although the client was told it failed: {not_at_a_crash}"
        assert not duplicates, f"questions with more than one decision: {duplicates}"
        assert not without_decision, f"final questions without a decision: {without_decision}"
        assert sum(decisions.values()) == len(states)
        assert start_timeouts == 0, "Celery killed pool processes that were still warming up"
        assert len(accepted) >= profile.min_questions // 2, "too few questions accepted to mean anything"
        assert {k: len(v) for k, v in by_kind.items()} == {k: profile.rounds for k in FAULTS}
        for event in by_kind["pool_child_sigkill"]:
            victim = Question.objects.get(pk=event["victim"]["question"])
            assert victim.attempts >= 2, f"the killed question {victim.pk} was not run again"
        report["passed"] = True
    finally:
        report.setdefault("faults", {"injected": len(chaos.events), "events": chaos.events})
        report.setdefault("unexpected_worker_exits", chaos.unexpected_exits)
        if stream is not None:
            report.setdefault(
                "questions",
                {
                    "posted": stream.posted,
                    "accepted": len(stream.accepted),
                    "refused": dict(Counter(status for status, _ in stream.refused)),
                },
            )
        if stream is not None and stream.is_alive():
            stream.stop()
        if beat is not None:
            beat.stop()
        chaos.stop_all()
        shutil.rmtree(workdir, ignore_errors=True)
        report["duration_s"] = round(time.time() - started, 1)
        text = json.dumps(report, ensure_ascii=False, indent=2, default=str)
        print(text)
        if report_path:
            Path(report_path).parent.mkdir(parents=True, exist_ok=True)
            Path(report_path).write_text(text + "\n")
