"""manage.py train_answerability --company DIR [DIR…] --squad DIR [DIR…] [--nomiracl DIR] --out DIR

Trains the answerability model (topic, answer and span heads; see
retrieval/training/answer_trainer.py) and writes the shippable files into DIR: fp16
weights without word embeddings, config, training record. Copy them to
retrieval/shipped/konkyo-answerability-ja/ to ship them.

With --write-pairs DIR it writes the pairs as tensors instead and stops: then
``python -m retrieval.training.answer_fit DIR --out OUT`` trains from them on any machine with
torch (an accelerator's; see retrieval/training/answer_fit.py).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from retrieval.modelfiles import ensure_e5_model
from retrieval.training.answer_data import HELD_OUT_SEED


def _add_source_arguments(parser) -> None:
    """Where the pairs come from, where the weights go, what the model starts from."""
    parser.add_argument("--company", nargs="*", default=[], help="company-train style bundle folders")
    parser.add_argument(
        "--split",
        default=None,
        metavar="FILE",
        help="an organizations split (retrieval/training/orgs/split.json): its train folders are added "
        "to --company, its dev folders to --dev-company; its check folders are never read",
    )
    parser.add_argument(
        "--dev-company",
        nargs="*",
        default=[],
        help="whole organizations (company-train style folders) read only for the dev metrics; "
        "with --dev-share 0 the dev metrics are theirs alone",
    )
    parser.add_argument("--squad", nargs="*", default=[], help="SQuAD-format folders (JaQuAD train, JSQuAD)")
    parser.add_argument(
        "--nomiracl",
        nargs="*",
        default=[],
        help="NoMIRACL-style bundle folders: only their tuning part is read (judged passages)",
    )
    parser.add_argument(
        "--nomiracl-weight", type=float, default=0.5, help="share of NoMIRACL groups in the mix"
    )
    parser.add_argument("--out", default=None, help="output folder for the exported weights")
    parser.add_argument(
        "--init-from",
        default="shipped",
        help="'shipped' (the shipped reranker's layers), 'e5' (e5's layers), or a folder: a reranker "
        "export or an earlier answerability export (training continues from it)",
    )
    parser.add_argument("--layers", type=int, default=6, help="e5 layers when --init-from e5 (default 6)")
    parser.add_argument("--freeze-layers", type=int, default=0, help="keep the first N layers as initialised")


def _add_schedule_arguments(parser) -> None:
    """Steps, the mix of sources, the optimiser and the seeds."""
    parser.add_argument("--steps", type=int, default=1500)
    parser.add_argument("--pairs-per-step", type=int, default=16)
    parser.add_argument("--company-epochs", type=int, default=4)
    parser.add_argument("--squad-questions", type=int, default=3000)
    parser.add_argument(
        "--company-weight", type=float, default=1.0, help="share of company groups in the mix"
    )
    parser.add_argument(
        "--variant-repeats", type=int, default=1, help="unanswerable company variants per pass"
    )
    parser.add_argument(
        "--other-script-repeats",
        type=int,
        default=1,
        help="company questions without kana or kanji (English) per pass",
    )
    parser.add_argument(
        "--sentence-windows",
        action="store_true",
        help="company questions also read sentence windows (a sentence and the next, with the "
        "passage's title): the answer sentence's, another sentence's, an unanswerable variant's",
    )
    parser.add_argument("--lr", type=float, default=5e-5)
    parser.add_argument("--max-length", type=int, default=256)
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument(
        "--dev-seed",
        type=int,
        default=HELD_OUT_SEED,
        help="which company documents are held out for the dev metrics (kept apart from --seed)",
    )
    parser.add_argument(
        "--dev-share",
        type=float,
        default=0.12,
        help="share of company documents held out for the dev metrics",
    )


def _add_run_arguments(parser) -> None:
    """Threads, logging, stopping early, writing pairs elsewhere and mining negatives."""
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--eval-every", type=int, default=300)
    parser.add_argument("--log-every", type=int, default=25)
    parser.add_argument(
        "--stop-after-steps",
        type=int,
        default=None,
        help="stop (and export) here, keeping the --steps schedule",
    )
    parser.add_argument(
        "--write-pairs",
        default=None,
        metavar="DIR",
        help="write this run's pairs as tensors into DIR and stop, for "
        "python -m retrieval.training.answer_fit on another machine (--out is not written)",
    )
    parser.add_argument("--max-minutes", type=float, default=None, help="stop (and export) after this long")
    parser.add_argument(
        "--mine-negatives",
        type=int,
        default=0,
        metavar="N",
        help="per company question, add the N passages that cannot state its answer and that "
        "the starting model reads as most likely to (default 0: none)",
    )


class Command(BaseCommand):
    help = "Train the answerability model (topic / answer / span) and export fp16 weights."

    def add_arguments(self, parser):
        _add_source_arguments(parser)
        _add_schedule_arguments(parser)
        _add_run_arguments(parser)

    def handle(self, *args, **opts):
        from retrieval.modelfiles import SHIPPED_DIR
        from retrieval.training.answer_trainer import AnswerTrainSettings, train, write_training_pairs

        if opts["split"]:
            try:
                split = json.loads(Path(opts["split"]).read_text(encoding="utf-8"))
                opts["company"] = [*opts["company"], *split["train"]]
                opts["dev_company"] = [*opts["dev_company"], *split["dev"]]
            except (OSError, ValueError, KeyError) as exc:
                raise CommandError(f"--split {opts['split']}: {exc}") from exc
            checked = {str(Path(f).resolve()) for f in split.get("check", [])}
            if checked & {str(Path(f).resolve()) for f in (*opts["company"], *opts["dev_company"])}:
                raise CommandError(
                    f"--split {opts['split']}: a check organization is also given for training or dev"
                )
        if not opts["company"] and not opts["squad"] and not opts["nomiracl"]:
            raise CommandError("give training data: --company, --squad and/or --nomiracl folders")
        if not opts["out"] and not opts["write_pairs"]:
            raise CommandError("give --out (where the weights go) or --write-pairs")
        if opts["mine_negatives"] < 0:
            raise CommandError(f"--mine-negatives must be 0 or more, not {opts['mine_negatives']}")
        init = {"shipped": str(SHIPPED_DIR), "e5": None}.get(opts["init_from"], opts["init_from"])
        logging.basicConfig(level=logging.INFO)
        settings = AnswerTrainSettings(
            out=opts["out"] or "",
            company=list(opts["company"]),
            dev_company=list(opts["dev_company"]),
            squad=list(opts["squad"]),
            nomiracl=list(opts["nomiracl"]),
            nomiracl_weight=opts["nomiracl_weight"],
            init_from=init,
            layers=opts["layers"],
            freeze_layers=opts["freeze_layers"],
            steps=opts["steps"],
            pairs_per_step=opts["pairs_per_step"],
            company_epochs=opts["company_epochs"],
            squad_questions=opts["squad_questions"],
            company_weight=opts["company_weight"],
            variant_repeats=opts["variant_repeats"],
            other_script_repeats=opts["other_script_repeats"],
            lr=opts["lr"],
            max_length=opts["max_length"],
            seed=opts["seed"],
            dev_seed=opts["dev_seed"],
            dev_share=opts["dev_share"],
            threads=opts["threads"],
            eval_every=opts["eval_every"],
            log_every=opts["log_every"],
            max_minutes=opts["max_minutes"],
            stop_after_steps=opts["stop_after_steps"],
            mine_negatives=opts["mine_negatives"],
            sentence_windows=opts["sentence_windows"],
        )
        if opts["write_pairs"]:
            try:
                summary = write_training_pairs(settings, ensure_e5_model(), Path(opts["write_pairs"]))
            except (FileNotFoundError, ValueError) as exc:
                raise CommandError(str(exc)) from exc
            self.stdout.write(json.dumps(summary, ensure_ascii=False))
            return
        try:
            train(
                settings,
                ensure_e5_model(),
                progress=lambda line: self.stdout.write(line) or self.stdout.flush(),
            )
        except (FileNotFoundError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
