"""manage.py adopt_threshold SET --excess-hold-budget B --user U [--propose-only | --no-adopt] [--export DIR]

The reviewer pages' adoption flow in one command, with the same services: propose the
threshold on the set's tuning split (lowest false pass with excess hold ≤ B), evaluate it
once on the held-out split (the look is recorded), then adopt it as a new active version of
the set's gate configuration with its AdoptionRecord. ``--export DIR`` (a model's shipped
folder, e.g. retrieval/shipped/konkyo-answerability-ja) writes the record and the adopted
configuration to DIR/adoptions/<gate>-v<N>.json, a new file that is never rewritten: an
existing one is refused before anything is proposed or looked at (``manage.py
ship_gate_version FILE`` then writes the migration that ships it). ``--propose-only`` stops
after the proposal: the tuning split alone is read and no held-out look is spent (to decide,
by a rule fixed beforehand, whether new weights deserve the look).
"""

from __future__ import annotations

import json
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from grading import adoption
from grading.models import LabelledSet
from grading.shipped import shipped_files, shipped_name, shipped_version_path
from retrieval.models import GateConfiguration


def _rates(metrics: dict) -> str:
    gate = metrics.get("gate", metrics)
    parts = []
    for key in ("false_pass", "excess_hold"):
        m = gate.get(key) or {}
        if m.get("denominator"):
            parts.append(f"{key} {m['numerator']}/{m['denominator']} = {m['rate']:.1%}")
    return ", ".join(parts)


class Command(BaseCommand):
    help = (
        "Propose a gate threshold on a labelled set's tuning split, evaluate it once on held-out, adopt it."
    )

    def add_arguments(self, parser):
        parser.add_argument("labelled_set")
        parser.add_argument("--excess-hold-budget", type=float, required=True, help="e.g. 0.05 for 5%%")
        parser.add_argument("--user", required=True, help="the reviewer or admin who adopts")
        parser.add_argument("--note", default="")
        parser.add_argument("--no-adopt", action="store_true", help="stop after the held-out evaluation")
        parser.add_argument(
            "--propose-only",
            action="store_true",
            help="stop after the proposal on the tuning split: no held-out look is spent",
        )
        parser.add_argument(
            "--export",
            type=Path,
            metavar="DIR",
            help="a model's shipped folder: write the record and configuration to DIR/adoptions/<gate>-v<N>.json",
        )

    def handle(
        self, *args, labelled_set, excess_hold_budget, user, note, no_adopt, propose_only, export, **options
    ):
        if propose_only and (no_adopt or export):
            raise CommandError(
                "--propose-only stops before the look: it takes neither --no-adopt nor --export"
            )
        try:
            lset = LabelledSet.objects.get(name=labelled_set)
        except LabelledSet.DoesNotExist:
            raise CommandError(f"labelled set {labelled_set!r} not found") from None
        who = get_user_model().objects.filter(username=user).first()
        if who is None:
            raise CommandError(f"user {user!r} not found")
        if export:
            self._export_target_free(lset, export)
        try:
            proposal = adoption.proposal_create(
                labelled_set=lset, user=who, excess_hold_budget=excess_hold_budget
            )
            self.stdout.write(
                f"proposal #{proposal.pk}: {proposal.decision_score} ≥ {proposal.threshold:g} "
                f"(tuning: {_rates(proposal.tuning_metrics)})"
            )
            if propose_only:
                return
            proposal = adoption.proposal_evaluate(proposal=proposal, user=who)
            self.stdout.write(f"held-out (one recorded look): {_rates(proposal.held_out_metrics)}")
            if no_adopt:
                return
            record = adoption.proposal_adopt(proposal=proposal, user=who, note=note)
        except ValidationError as exc:
            raise CommandError(" ".join(exc.messages)) from None
        config = GateConfiguration.objects.get(name=record.gate_config, version=record.gate_config_version)
        base = GateConfiguration.objects.get(name=proposal.gate_config, version=proposal.gate_config_version)
        self.stdout.write(f"adopted: {record} (AdoptionRecord #{record.pk}), now active")
        if export:
            path = shipped_version_path(export, record.gate_config, record.gate_config_version)
            data = {
                "record": {
                    "gate_config": record.gate_config,
                    "gate_config_version": record.gate_config_version,
                    "threshold": record.threshold,
                    "labelled_set": lset.name,
                    "split": record.split,
                    "data_from": record.data_from.isoformat() if record.data_from else None,
                    "data_to": record.data_to.isoformat() if record.data_to else None,
                    "score_definition": record.score_definition,
                    "dense_model": record.dense_model,
                    "reranker": record.reranker,
                    "index_version": record.index_version,
                    "tie_handling": record.tie_handling,
                    "missing_handling": record.missing_handling,
                    "metrics": record.metrics,
                    "note": record.note,
                    "adopted_by": who.get_username(),
                    "adopted_at": record.adopted_at.isoformat(),
                },
                "config": GateConfiguration.fields_from_core(config.to_core()),
                "base_config": {
                    **GateConfiguration.fields_from_core(base.to_core()),
                    "version": base.version,
                },
            }
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                with path.open("x", encoding="utf-8", newline="\n") as fh:  # never over another
                    fh.write(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
            except FileExistsError:
                raise CommandError(
                    f"{path} appeared meanwhile: not overwritten (the adoption stands)"
                ) from None
            self.stdout.write(f"→ {path}\nto ship it: manage.py ship_gate_version {path}")

    @staticmethod
    def _export_target_free(lset: LabelledSet, folder: Path) -> None:
        """Refuse, before anything is proposed or looked at, an export whose file exists."""
        if folder.suffix == ".json":
            raise CommandError(
                f"--export takes a model's shipped folder (e.g. retrieval/shipped/konkyo-answerability-ja),"
                f" not a file: the export goes to FOLDER/adoptions/<gate>-v<N>.json ({folder})"
            )
        try:
            name = adoption.set_provenance(lset).gate_config
        except ValidationError as exc:
            raise CommandError(" ".join(exc.messages)) from None
        latest = GateConfiguration.objects.filter(name=name).order_by("-version").first()
        version = (latest.version if latest else 0) + 1
        path = shipped_version_path(folder, name, version)
        if path.exists():
            shipping = {f.name: f.migration for f in shipped_files()}.get(shipped_name(path) or "")
            why = (
                f"migration {shipping} ships it: migrate this database first"
                if shipping
                else "no migration ships it yet: remove it yourself if it is to be replaced"
            )
            raise CommandError(
                f"{path} exists and a shipped file is never rewritten (this adoption would be {name}"
                f" v{version} again; {why}). Nothing was proposed or looked at."
            )
