"""manage.py evaluate BUNDLE --out DIR [--gate-config NAME_OR_FILE] [--sweep SCORE:T1,T2,...]"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone
from tqdm import tqdm

from grading import evaluation
from grading.shipped import shipped_default_config
from retrieval.core.bundle import BundleError
from retrieval.core.rerank import reranker_name


class Command(BaseCommand):
    help = "評価バンドルの全質問を隔離ストアで実際のパイプラインに通し、判定と指標 (誤通過・過剰保留) を書き出します。"

    def add_arguments(self, parser):
        parser.add_argument("bundle", type=Path)
        parser.add_argument(
            "--out", type=Path, required=True, help="decisions.jsonl と summary.json の出力先"
        )
        parser.add_argument(
            "--gate-config",
            help="組み込みの名前 (reference-bm25, konkyo-default, …) または JSON ファイル (既定: 新しいデータベースが使う既定ゲート = 同梱の採用版)",
        )
        parser.add_argument("--sweep", help="SCORE:T1,T2,… 候補を再利用して閾値だけを変えて再判定する")
        parser.add_argument("--limit", type=int, help="先頭 N 問だけ評価する")
        parser.add_argument(
            "--today", help="as_of も default_as_of もない質問の「今日」 YYYY-MM-DD (既定: 今日・日本時間)"
        )

    def handle(
        self,
        *args,
        bundle: Path,
        out: Path,
        gate_config: str | None,
        sweep: str | None,
        limit: int | None,
        today: str | None,
        **options,
    ):
        from retrieval.bundle_store import bundle_store_load
        from retrieval.dense import get_encoder
        from retrieval.runtime import reranker_configured, reranker_current, reranker_reads_answers

        try:
            config = (
                evaluation.gate_config_load(gate_config)
                if gate_config
                else shipped_default_config(
                    reranker_configured=reranker_configured(), answerability=reranker_reads_answers()
                )
            )
            sweep_spec = evaluation.sweep_parse(sweep, config) if sweep else None
        except evaluation.EvaluationError as exc:
            raise CommandError(str(exc)) from None
        if limit is not None and limit < 1:
            raise CommandError("--limit: 1 以上の整数を指定してください")
        run_today = self._today(today)
        encoder = None if config.retrieval == "bm25" else get_encoder()
        if encoder is None and config.retrieval != "bm25":
            self.stderr.write(
                f"警告: 密ベクトル検索が無効です ({config.name} は {config.retrieval} 検索)。BM25 のみで実行します。"
            )
        try:
            questions = evaluation.evaluation_questions(bundle, limit)
            with tqdm(desc="embedding", unit="passage", file=sys.stderr, disable=encoder is None) as bar:
                store = bundle_store_load(bundle, encoder=encoder, progress=bar.update)
        except BundleError as exc:
            raise CommandError(str(exc)) from None
        reranker = reranker_current()
        run = evaluation.evaluation_run(
            questions,
            collection=store.collection,
            config=config,
            today=run_today,
            default_as_of=store.meta.default_as_of,
            encoder=encoder,
            reranker=reranker,
            synonyms=store.meta.synonyms,
            progress=lambda qs: tqdm(qs, desc="questions", unit="q", file=sys.stderr),
        )
        summary = evaluation.summary_build(run, bundle=store.meta.name, sweep=sweep_spec)
        # What the decisions were made with (an adoption from this output records it).
        summary["models"] = {
            "dense_model": (getattr(encoder, "model_id", None) or "") if encoder is not None else "",
            "reranker": reranker_name(reranker),
        }
        if limit is not None:
            summary["limit"] = limit
        evaluation.outputs_write(out, run, summary)
        self.stdout.write(evaluation.table(summary))
        self.stdout.write(f"→ {out / 'decisions.jsonl'} , {out / 'summary.json'}")

    def _today(self, raw: str | None) -> date:
        if raw is None:
            return timezone.localdate()
        try:
            return date.fromisoformat(raw)
        except ValueError:
            raise CommandError(f"--today: YYYY-MM-DD の日付を指定してください: {raw!r}") from None
