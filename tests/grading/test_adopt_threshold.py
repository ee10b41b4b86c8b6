"""manage.py adopt_threshold (propose → one held-out look → adopt) and shipped adoptions."""

import json
from dataclasses import replace

import pytest
from django.core.management import CommandError, call_command

from grading.models import AdoptionRecord, HeldOutLook
from grading.shipped import shipped_adoption_apply, shipped_revision_apply
from retrieval.core.configs import KONKYO_DEFAULT_ANSWER, KONKYO_DEFAULT_RERANK
from retrieval.gate_models import IMMUTABLE_FIELDS
from retrieval.models import GateConfiguration
from tests import factories
from tests.grading.test_import_labelled_set import line

pytestmark = pytest.mark.django_db


def _bundle(folder):
    rows = []
    # tuning: answerable score high, unanswerable low, with overlap near 0.4
    for i, (answerable, value) in enumerate(
        [(True, 0.9), (True, 0.8), (True, 0.45), (False, 0.3), (False, 0.42), (False, 0.1)]
    ):
        rows.append(line(f"t{i}", answerable, value, split="tuning"))
    for i, (answerable, value) in enumerate([(True, 0.7), (False, 0.2), (False, 0.6)]):
        rows.append(line(f"h{i}", answerable, value, split="held_out"))
    (folder / "decisions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (folder / "summary.json").write_text(
        json.dumps(
            {
                "bundle": "b",
                "gate_config": {
                    "name": "konkyo-default-rerank",
                    "version": 1,
                    "decision_score": "rerank_prob",
                },
                "models": {"dense_model": "e5@abc", "reranker": "konkyo-reranker-ja-x@1"},
            }
        ),
        encoding="utf-8",
    )


def test_adopt_threshold_proposes_looks_once_adopts_and_exports(tmp_path):
    admin = factories.user("admin", "admin")
    latest = (
        GateConfiguration.objects.filter(name="konkyo-default-rerank").order_by("-version").first().version
    )
    _bundle(tmp_path)
    call_command("import_labelled_set", str(tmp_path), "--name", "dev", "--user", "admin")
    call_command(
        "adopt_threshold", "dev", "--excess-hold-budget", "0.0", "--user", "admin", "--export", str(tmp_path)
    )
    out = tmp_path / "adoptions" / f"konkyo-default-rerank-v{latest + 1}.json"  # a new versioned file
    # lowest false pass with no excess hold on tuning: 0.45 (passes all 3 answerable, fails 0.3/0.1)
    record = AdoptionRecord.objects.get(adopted_by=admin)
    assert record.threshold == 0.45
    assert record.reranker == "konkyo-reranker-ja-x@1" and record.dense_model == "e5@abc"
    assert record.metrics["tuning"]["gate"]["false_pass"]["numerator"] == 0
    held_fp = record.metrics["held_out"]["gate"]["false_pass"]
    assert (held_fp["numerator"], held_fp["denominator"]) == (1, 2)  # h2 (0.6) passes unanswerable
    assert HeldOutLook.objects.count() == 1
    active = GateConfiguration.objects.get(is_active=True)
    assert (active.name, active.version, active.threshold) == ("konkyo-default-rerank", latest + 1, 0.45)
    data = json.loads(out.read_text())
    assert data["record"]["threshold"] == 0.45 and data["record"]["adopted_by"] == "admin"
    assert data["config"]["threshold"] == 0.45 and data["base_config"]["version"] == 1


def test_a_set_evaluated_with_another_configuration_adopts_it_with_its_threshold(tmp_path):
    """A threshold is never shipped on a configuration it was not chosen on: the set's decisions
    were made with 12 candidates (``evaluate --gate-config``), so the adopted version reads 12."""
    factories.user("admin", "admin")
    base = GateConfiguration.objects.get(name="konkyo-default-rerank", version=1)
    assert base.top_n != 12
    _bundle(tmp_path)
    summary = json.loads((tmp_path / "summary.json").read_text())
    summary["gate_config"].update(top_n=12, checks=sorted(base.checks), threshold=0.99)
    (tmp_path / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    call_command("import_labelled_set", str(tmp_path), "--name", "dev", "--user", "admin")
    call_command(
        "adopt_threshold", "dev", "--excess-hold-budget", "0.0", "--user", "admin", "--export", str(tmp_path)
    )
    active = GateConfiguration.objects.get(is_active=True)
    assert (active.top_n, active.threshold) == (12, 0.45)  # the set's candidates, the proposal's threshold
    changed = [f for f in IMMUTABLE_FIELDS if getattr(base, f) != getattr(active, f)]
    assert sorted(changed) == ["threshold", "top_n", "version"]
    record = AdoptionRecord.objects.get(gate_config=active.name, gate_config_version=active.version)
    assert record.metrics["revised"] == {"top_n": 12}
    (exported,) = (tmp_path / "adoptions").glob("*.json")
    data = json.loads(exported.read_text())
    assert (data["config"]["top_n"], data["base_config"]["top_n"]) == (12, base.top_n)


def test_an_export_to_a_version_file_that_exists_is_refused_and_changes_nothing(tmp_path):
    """Two runs that adopt the same version (bench/adopt_default.sh twice, each on a fresh
    scratch database) write the same file: the second is refused before anything happens."""
    from django.db import transaction

    from grading.models import AdoptionProposal

    factories.user("admin", "admin")
    _bundle(tmp_path)
    call_command("import_labelled_set", str(tmp_path), "--name", "dev", "--user", "admin")
    shipped = tmp_path / "konkyo-reranker-ja"
    adopt = ["adopt_threshold", "dev", "--excess-hold-budget", "0.0", "--user", "admin", "--export"]
    with transaction.atomic():  # the first scratch database, gone afterwards; its file stays
        call_command(*adopt, str(shipped))
        transaction.set_rollback(True)
    (written,) = (shipped / "adoptions").iterdir()
    before = written.read_bytes()
    counts = (
        GateConfiguration.objects.count(),
        AdoptionProposal.objects.count(),
        HeldOutLook.objects.count(),
        AdoptionRecord.objects.count(),
    )
    with pytest.raises(CommandError) as refused:
        call_command(*adopt, str(shipped))
    assert f"{written} exists and a shipped file is never rewritten" in str(refused.value)
    assert "Nothing was proposed or looked at" in str(refused.value)
    assert written.read_bytes() == before and list((shipped / "adoptions").iterdir()) == [written]
    assert counts == (
        GateConfiguration.objects.count(),
        AdoptionProposal.objects.count(),
        HeldOutLook.objects.count(),
        AdoptionRecord.objects.count(),
    )
    with pytest.raises(CommandError, match="a model's shipped folder"):
        call_command(*adopt, str(written))  # a file, as the old --export took
    assert written.read_bytes() == before and HeldOutLook.objects.count() == counts[2]


def test_propose_only_reads_the_tuning_split_and_spends_no_look(tmp_path, capsys):
    factories.user("admin", "admin")
    _bundle(tmp_path)
    call_command("import_labelled_set", str(tmp_path), "--name", "dev", "--user", "admin")
    capsys.readouterr()
    call_command("adopt_threshold", "dev", "--excess-hold-budget", "0.0", "--user", "admin", "--propose-only")
    out = capsys.readouterr().out
    assert "≥ 0.45 (tuning: false_pass 0/3 = 0.0%, excess_hold 0/3 = 0.0%)" in out
    assert out.startswith("proposal #") and "held-out" not in out
    assert not HeldOutLook.objects.exists()
    assert not AdoptionRecord.objects.filter(adopted_by__isnull=False).exists()
    with pytest.raises(CommandError, match="neither --no-adopt nor --export"):
        call_command(
            "adopt_threshold",
            "dev",
            "--excess-hold-budget",
            "0.0",
            "--user",
            "admin",
            "--propose-only",
            "--no-adopt",
        )


def test_adopt_threshold_names_what_is_wrong(tmp_path):
    factories.user("admin", "admin")
    with pytest.raises(CommandError, match="'nope' not found"):
        call_command("adopt_threshold", "nope", "--excess-hold-budget", "0.1", "--user", "admin")
    _bundle(tmp_path)
    call_command("import_labelled_set", str(tmp_path), "--name", "dev", "--user", "admin")
    with pytest.raises(CommandError, match="0 以上 1 以下"):
        call_command("adopt_threshold", "dev", "--excess-hold-budget", "2", "--user", "admin")
    assert (
        not AdoptionRecord.objects.filter(adopted_by__isnull=False).exists()
        and not HeldOutLook.objects.exists()
    )


def test_shipped_adoption_creates_base_adopted_version_and_record_once(tmp_path):
    core = replace(KONKYO_DEFAULT_RERANK, name="test-rerank")
    base = {**GateConfiguration.fields_from_core(core), "version": 1}
    adopted = {**GateConfiguration.fields_from_core(core), "threshold": 0.37}
    data = {
        "record": {
            "gate_config": "test-rerank",
            "gate_config_version": 2,
            "threshold": 0.37,
            "labelled_set": "nomiracl",
            "split": "tuning",
            "data_from": None,
            "data_to": None,
            "score_definition": "rerank_prob (top1) ≥ 閾値",
            "dense_model": "e5@abc",
            "reranker": "rr@1",
            "index_version": "bundle",
            "tie_handling": "≥",
            "missing_handling": "hold",
            "metrics": {"held_out": {"gate": {}}},
            "note": "n",
            "adopted_by": "dev",
            "adopted_at": "2026-11-30T12:00:00+00:00",
        },
        "config": adopted,
        "base_config": base,
    }
    path = tmp_path / "adoption.json"
    path.write_text(json.dumps(data))
    assert shipped_adoption_apply(path, GateConfiguration, AdoptionRecord) is True
    assert shipped_adoption_apply(path, GateConfiguration, AdoptionRecord) is False
    versions = dict(GateConfiguration.objects.filter(name="test-rerank").values_list("version", "threshold"))
    assert versions == {1: KONKYO_DEFAULT_RERANK.threshold, 2: 0.37}
    record = AdoptionRecord.objects.get(gate_config="test-rerank")
    assert record.adopted_by is None and record.shipped_from["adopted_by"] == "dev"
    assert record.reranker == "rr@1"


#: The answerability weights v4–v7 were adopted on (run 4; replaced by run all1 with v8).
RUN4 = "konkyo-answerability-ja@4bb73020"
#: The weights v8 was adopted on (run all1; replaced by run win2 with v9).
ALL1 = "konkyo-answerability-ja@5ccb49a7"
#: The weights v9 was adopted on (run win2; replaced by run win3 with v10).
WIN2 = "konkyo-answerability-ja@7e141a18"


def test_every_database_carries_the_shipped_adoptions_and_defaults_to_the_answerability_gate(settings):
    from retrieval.answering.reader import SHIPPED_DIR as ANSWER_DIR
    from retrieval.modelfiles import SHIPPED_DIR
    from retrieval.runtime import gate_configs_ensure_builtin

    shipped = json.loads((SHIPPED_DIR / "adoption.json").read_text())
    record = AdoptionRecord.objects.get(gate_config="konkyo-default-rerank")  # written by migration 0008
    assert record.threshold == shipped["record"]["threshold"]
    assert record.shipped_from["file"] == "retrieval/shipped/konkyo-reranker-ja/adoption.json"
    assert record.reranker.startswith("konkyo-reranker-ja-")
    assert record.metrics["held_out"]["gate"]["false_pass"]["denominator"] > 0
    # Migration 0009 writes the first model's adoption (v2), 0010 the retrained model's (v3),
    # 0011 run 4's (v4: the weights that ship), 0012 the same weights reading each passage in
    # its own words (v5).
    earlier = AdoptionRecord.objects.get(gate_config="konkyo-default-answer", gate_config_version=2)
    first = json.loads((ANSWER_DIR / "adoption-v2.json").read_text())
    assert earlier.threshold == first["record"]["threshold"]
    assert earlier.shipped_from["file"] == "retrieval/shipped/konkyo-answerability-ja/adoption-v2.json"
    previous = AdoptionRecord.objects.get(gate_config="konkyo-default-answer", gate_config_version=3)
    second = json.loads((ANSWER_DIR / "adoption-v3.json").read_text())
    assert previous.threshold == second["record"]["threshold"] != earlier.threshold
    assert previous.shipped_from["file"] == "retrieval/shipped/konkyo-answerability-ja/adoption-v3.json"
    fourth = AdoptionRecord.objects.get(gate_config="konkyo-default-answer", gate_config_version=4)
    run4 = json.loads((ANSWER_DIR / "adoption-v4.json").read_text())
    assert fourth.threshold == run4["record"]["threshold"] != previous.threshold
    assert fourth.shipped_from["file"] == "retrieval/shipped/konkyo-answerability-ja/adoption-v4.json"
    answer = json.loads((ANSWER_DIR / "adoption.json").read_text())
    adopted = AdoptionRecord.objects.get(gate_config="konkyo-default-answer", gate_config_version=5)
    assert adopted.threshold == answer["record"]["threshold"] != fourth.threshold
    assert adopted.shipped_from["file"] == "retrieval/shipped/konkyo-answerability-ja/adoption.json"
    from retrieval.answering.reader import AnswerReader

    assert adopted.reranker == RUN4  # adopted on the weights that shipped until v8
    assert adopted.metrics["held_out"]["gate"]["false_pass"]["denominator"] > 0
    # Migration 0013 revises v5 into v6 (gate-v6.json): the same adopted threshold, only the
    # topic floor of what a hold shows changes; there is no adoption record of v6.
    assert not AdoptionRecord.objects.filter(
        gate_config="konkyo-default-answer", gate_config_version=6
    ).exists()
    v6 = GateConfiguration.objects.get(name="konkyo-default-answer", version=6)
    v5 = GateConfiguration.objects.get(name="konkyo-default-answer", version=5)
    assert v6.threshold == adopted.threshold and (v5.topic_floor, v6.topic_floor) == (0.5, 0.82)
    differs = [f for f in IMMUTABLE_FIELDS if getattr(v5, f) != getattr(v6, f)]
    assert differs == ["version", "topic_floor"]
    assert "0.196822" in v6.note and "topic_floor" in v6.note
    # Migration 0016 ships v7 (adoptions/konkyo-default-answer-v7.json, sha256 pinned): the
    # threshold adopted on the int8 runtime's decisions, v6's topic floor kept; it is active.
    v7_file = json.loads((ANSWER_DIR / "adoptions" / "konkyo-default-answer-v7.json").read_text())
    seventh = AdoptionRecord.objects.get(gate_config="konkyo-default-answer", gate_config_version=7)
    assert seventh.threshold == v7_file["record"]["threshold"] != adopted.threshold
    assert seventh.reranker == f"{RUN4}+int8"
    assert seventh.shipped_from["file"] == (
        "retrieval/shipped/konkyo-answerability-ja/adoptions/konkyo-default-answer-v7.json"
    )
    # Migration 0017 ships v8 (adoptions/konkyo-default-answer-v8.json): the threshold adopted
    # on the int8 decisions of run all1 (the whole training split).
    v8_file = json.loads((ANSWER_DIR / "adoptions" / "konkyo-default-answer-v8.json").read_text())
    eighth = AdoptionRecord.objects.get(gate_config="konkyo-default-answer", gate_config_version=8)
    assert eighth.threshold == v8_file["record"]["threshold"] != seventh.threshold
    assert eighth.reranker == f"{ALL1}+int8"
    assert eighth.shipped_from["file"] == (
        "retrieval/shipped/konkyo-answerability-ja/adoptions/konkyo-default-answer-v8.json"
    )
    v8 = GateConfiguration.objects.get(name="konkyo-default-answer", version=8)
    # Migration 0018 ships v9 (adoptions/konkyo-default-answer-v9.json): the threshold adopted
    # on the int8 decisions of run win2 (sentence windows, fresh pairs).
    v9_file = json.loads((ANSWER_DIR / "adoptions" / "konkyo-default-answer-v9.json").read_text())
    ninth = AdoptionRecord.objects.get(gate_config="konkyo-default-answer", gate_config_version=9)
    assert ninth.threshold == v9_file["record"]["threshold"] != eighth.threshold
    assert ninth.reranker == f"{WIN2}+int8"
    assert ninth.shipped_from["file"] == (
        "retrieval/shipped/konkyo-answerability-ja/adoptions/konkyo-default-answer-v9.json"
    )
    v9 = GateConfiguration.objects.get(name="konkyo-default-answer", version=9)
    assert [f for f in IMMUTABLE_FIELDS if getattr(v8, f) != getattr(v9, f)] == ["version", "threshold"]
    # Migration 0019 ships v10 (adoptions/konkyo-default-answer-v10.json): the threshold adopted
    # on the int8 decisions of the weights that ship now (run win3), with the asked-unit check
    # on — the configuration its set was evaluated with; it is active.
    v10_file = json.loads((ANSWER_DIR / "adoptions" / "konkyo-default-answer-v10.json").read_text())
    tenth = AdoptionRecord.objects.get(gate_config="konkyo-default-answer", gate_config_version=10)
    assert tenth.threshold == v10_file["record"]["threshold"] != ninth.threshold
    assert tenth.reranker == AnswerReader(ANSWER_DIR, runtime="onnx-int8").name != ninth.reranker
    assert tenth.metrics["revised"] == {"checks": ["item", "parts", "period", "target", "unit"]}
    assert tenth.shipped_from["file"] == (
        "retrieval/shipped/konkyo-answerability-ja/adoptions/konkyo-default-answer-v10.json"
    )
    settings.KONKYO_RERANKER = "konkyo"
    settings.KONKYO_DENSE_ENABLED = True  # the product default (no model is loaded here)
    active = gate_configs_ensure_builtin()
    assert (active.name, active.version) == ("konkyo-default-answer", 10)
    assert active.threshold == tenth.threshold and active.decision_score == "answer_prob"
    assert active.topic_floor == v6.topic_floor == 0.82
    differs = [f for f in IMMUTABLE_FIELDS if getattr(v9, f) != getattr(active, f)]
    assert differs == ["version", "threshold", "checks"]
    assert "unit" in active.checks and "unit" not in v9.checks


def test_a_fresh_database_with_the_earlier_reranker_runs_its_adopted_gate(settings):
    from retrieval.runtime import gate_configs_ensure_builtin

    settings.KONKYO_RERANKER = "konkyo-reranker"
    settings.KONKYO_DENSE_ENABLED = True
    active = gate_configs_ensure_builtin()
    record = AdoptionRecord.objects.get(gate_config="konkyo-default-rerank")
    assert (active.name, active.version) == ("konkyo-default-rerank", record.gate_config_version)


@pytest.mark.parametrize(
    ("reranker", "answerability", "expected"),
    [
        ("konkyo", True, ("konkyo-default-answer", 10)),
        ("konkyo-reranker", False, ("konkyo-default-rerank", 2)),
    ],
)
def test_the_default_without_a_database_is_the_migrated_databases_field_by_field(
    settings, reranker, answerability, expected
):
    """shipped_default_config (no database: evaluate, bench) reads the files the migrations
    load, with their loader: every field equals the gate a freshly migrated database activates."""
    from dataclasses import fields

    from grading.shipped import shipped_default_config
    from retrieval.runtime import gate_configs_ensure_builtin

    settings.KONKYO_RERANKER = reranker
    settings.KONKYO_DENSE_ENABLED = True
    active = gate_configs_ensure_builtin().to_core()
    offline = shipped_default_config(reranker_configured=True, answerability=answerability)
    assert (offline.name, offline.version) == expected
    differs = {
        f.name: (getattr(offline, f.name), getattr(active, f.name))
        for f in fields(offline)
        if getattr(offline, f.name) != getattr(active, f.name)
    }
    assert differs == {}


def test_evaluate_and_benchmarks_default_to_the_gate_a_fresh_database_activates(settings):
    """shipped_default_config (no database: evaluate, bench) == the active gate of a new database."""
    from grading.shipped import shipped_default_config
    from retrieval.core.configs import KONKYO_BM25, KONKYO_DEFAULT
    from retrieval.runtime import gate_configs_ensure_builtin

    settings.KONKYO_RERANKER = "konkyo"
    settings.KONKYO_DENSE_ENABLED = True
    active = gate_configs_ensure_builtin().to_core()
    offline = shipped_default_config(reranker_configured=True, answerability=True)
    assert (offline.name, offline.version) == ("konkyo-default-answer", 10)  # adoptions/…-v10.json
    assert replace(offline, fallback_contact="") == replace(active, fallback_contact="")
    assert offline.threshold != KONKYO_DEFAULT_ANSWER.threshold  # the adopted value, not the built-in 0.5
    rerank = shipped_default_config(reranker_configured=True)
    assert (rerank.name, rerank.version) == ("konkyo-default-rerank", 2)
    assert rerank.threshold != KONKYO_DEFAULT_RERANK.threshold
    # No shipped adoption for the other defaults: the built-ins.
    assert shipped_default_config(reranker_configured=False) == KONKYO_DEFAULT
    assert shipped_default_config(reranker_configured=False, dense_enabled=False) == KONKYO_BM25


def revision_file(tmp_path, **fields):
    data = {
        "gate_config": "konkyo-default-answer",
        "version": 90,
        "from_version": 5,
        "changes": {"topic_floor": 0.7},
        "note": "test revision",
        **fields,
    }
    path = tmp_path / "gate-v90.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_shipped_revision_copies_its_version_changing_only_what_it_names(tmp_path):
    path = revision_file(tmp_path)
    assert shipped_revision_apply(path, GateConfiguration) is True
    assert shipped_revision_apply(path, GateConfiguration) is False  # idempotent
    v5 = GateConfiguration.objects.get(name="konkyo-default-answer", version=5)
    new = GateConfiguration.objects.get(name="konkyo-default-answer", version=90)
    assert [f for f in IMMUTABLE_FIELDS if getattr(v5, f) != getattr(new, f)] == ["version", "topic_floor"]
    assert (new.topic_floor, new.note, new.is_active) == (0.7, "test revision", False)
    assert GateConfiguration.objects.get(pk=v5.pk).topic_floor == 0.5  # the source row is untouched


@pytest.mark.parametrize(
    ("fields", "drop", "error"),
    [
        ({"changes": {"threshold": 0.9}}, None, "may change a pass or hold"),
        ({"changes": {"checks": []}}, None, "may change a pass or hold"),
        ({"version": 5}, None, "above from_version"),
        ({}, "note", "missing 'note'"),
    ],
)
def test_a_revision_that_could_change_a_decision_or_is_incomplete_is_refused(tmp_path, fields, drop, error):
    path = revision_file(tmp_path, **fields)
    if drop:
        data = json.loads(path.read_text())
        del data[drop]
        path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=error):
        shipped_revision_apply(path, GateConfiguration)
    assert not GateConfiguration.objects.filter(version__in=(5, 90), note="test revision").exists()


def test_a_revision_of_a_missing_version_creates_nothing(tmp_path):
    assert shipped_revision_apply(revision_file(tmp_path, from_version=77), GateConfiguration) is False
    assert not GateConfiguration.objects.filter(version=90).exists()
