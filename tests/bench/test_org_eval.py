"""bench/org_eval.py: a gate configuration given on the command line reaches evaluate, names
the run's folder and is recorded with the look."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import org_eval  # noqa: E402


def _bundle(folder: Path) -> None:
    folder.mkdir(parents=True)
    rows = [
        {"qid": "q1", "answerable": True, "answer_span": "3年", "category": "basic"},
        {"qid": "q2", "answerable": False, "answer_span": None, "category": "missing-item"},
    ]
    (folder / "questions.jsonl").write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")


def test_the_gate_config_reaches_evaluate_and_the_look(tmp_path, monkeypatch):
    org = tmp_path / "orgs" / "acme"
    _bundle(org)
    orgs = tmp_path / "split"
    orgs.mkdir()
    (orgs / "split.json").write_text(json.dumps({"dev": [str(org)]}), encoding="utf-8")
    monkeypatch.setattr(org_eval, "ORGS", orgs)
    monkeypatch.setattr(org_eval, "LOOKS", orgs / "looks.jsonl")
    monkeypatch.setattr(org_eval, "ROOT", tmp_path)
    commands = []

    def fake_run(cmd, **kwargs):
        commands.append(cmd)
        out = Path(cmd[cmd.index("--out") + 1])
        out.mkdir(parents=True)
        decisions = [
            {"qid": "q1", "outcome": "hold", "category": "basic", "decision_value": 0.1, "response": {}},
            {
                "qid": "q2",
                "outcome": "hold",
                "category": "missing-item",
                "decision_value": 0.05,
                "response": {},
            },
        ]
        (out / "decisions.jsonl").write_text("\n".join(json.dumps(d) for d in decisions), encoding="utf-8")
        return subprocess.CompletedProcess(cmd, 0)

    monkeypatch.setattr(org_eval.subprocess, "run", fake_run)
    assert org_eval.main(["dev", "--purpose", "unit check on", "--gate-config", "var/unit-on.json"]) == 0
    (cmd,) = commands
    assert cmd[cmd.index("--gate-config") + 1] == "var/unit-on.json"
    assert Path(cmd[cmd.index("--out") + 1]) == tmp_path / "var/org-eval/shipped@unit-on/acme"
    (look,) = [json.loads(line) for line in (orgs / "looks.jsonl").read_text().splitlines()]
    assert look["gate_config"] == "var/unit-on.json" and look["purpose"] == "unit check on"
    assert look["metrics"]["excess_hold"] == {"n": 1, "of": 1, "rate": 1.0}
