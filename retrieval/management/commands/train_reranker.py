"""manage.py train_reranker --data ../shared/data/jaquad/train --out DIR

Trains the Japanese cross-encoder reranker (see retrieval/training/trainer.py) and
writes the shippable files into DIR: fp16 weights without word embeddings, config,
training record. Copy them to retrieval/shipped/konkyo-reranker-ja/ to ship them.
"""

from __future__ import annotations

import logging

from django.core.management.base import BaseCommand, CommandError

from retrieval.modelfiles import ensure_e5_model


class Command(BaseCommand):
    help = "Train the Japanese cross-encoder reranker on JaQuAD (SQuAD format) and export fp16 weights."

    def add_arguments(self, parser):
        parser.add_argument(
            "--data", required=True, help="folder of SQuAD-format *.json files (JaQuAD train)"
        )
        parser.add_argument("--out", required=True, help="output folder for the exported weights")
        parser.add_argument("--layers", type=int, default=6, help="e5 transformer layers kept (default 6)")
        parser.add_argument("--steps", type=int, default=3000)
        parser.add_argument(
            "--questions-per-step", type=int, default=4, help="each with 1 positive + negatives"
        )
        parser.add_argument("--lr", type=float, default=8e-5)
        parser.add_argument(
            "--window-chars", type=int, default=180, help="passages cut to this many characters (0 = whole)"
        )
        parser.add_argument("--max-length", type=int, default=160, help="tokens per (question, passage) pair")
        parser.add_argument("--seed", type=int, default=20261130)
        parser.add_argument("--threads", type=int, default=2)
        parser.add_argument("--eval-every", type=int, default=500)
        parser.add_argument(
            "--max-minutes", type=float, default=None, help="stop (and export) after this long"
        )
        parser.add_argument(
            "--measure-layers",
            default="",
            help="only time a training step for these layer counts, e.g. 4,6,8",
        )

    def handle(self, *args, **opts):
        from retrieval.training.trainer import TrainSettings, step_seconds, train

        logging.basicConfig(level=logging.INFO)
        e5_dir = ensure_e5_model()
        if opts["measure_layers"]:
            try:
                counts = [int(x) for x in opts["measure_layers"].split(",")]
            except ValueError as exc:
                raise CommandError(f"--measure-layers: expected numbers like 4,6,8 ({exc})") from exc
            for k in counts:
                secs = step_seconds(e5_dir, k, opts["max_length"], batch=opts["questions_per_step"] * 4)
                self.stdout.write(f"layers {k}: {secs:.2f} s per training step")
            return
        settings = TrainSettings(
            data=opts["data"],
            out=opts["out"],
            layers=opts["layers"],
            steps=opts["steps"],
            questions_per_step=opts["questions_per_step"],
            lr=opts["lr"],
            window_chars=opts["window_chars"],
            max_length=opts["max_length"],
            seed=opts["seed"],
            threads=opts["threads"],
            eval_every=opts["eval_every"],
            max_minutes=opts["max_minutes"],
        )
        try:
            train(
                settings,
                e5_dir,
                progress=lambda line: self.stdout.write(line, ending="\n") or self.stdout.flush(),
            )
        except (FileNotFoundError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
