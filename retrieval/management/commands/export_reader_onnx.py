"""manage.py export_reader_onnx [--weights DIR] [--force] — the answerability model's ONNX export.

The one command a retrained reader needs before it is served with ONNX Runtime
(``KONKYO_READER_RUNTIME=onnx`` or ``onnx-int8``): exports the weights folder into the model
cache, checked against PyTorch on the probe batch (``retrieval.answering.onnx_reader``), and
quantizes that export to int8 (``retrieval.answering.onnx_int8``). Serving makes both on first
use anyway; running this ahead keeps that wait out of the first question.
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = "回答可能性モデルを ONNX に書き出し、モデルキャッシュに置きます (ONNX Runtime での推論用)。"

    def add_arguments(self, parser):
        parser.add_argument(
            "--weights",
            type=Path,
            help="回答可能性モデルの重みフォルダ (既定: KONKYO_RERANKER が指すもの、なければ同梱のもの)",
        )
        parser.add_argument("--force", action="store_true", help="書き出し済みでも書き出し直す")

    def handle(self, *args, weights: Path | None, force: bool, **options):
        from retrieval.answering.onnx_int8 import ensure_onnx_int8_reader
        from retrieval.answering.onnx_reader import OnnxExportError, ensure_onnx_reader, export_facts
        from retrieval.answering.reader import SHIPPED_DIR, is_answerability_dir
        from retrieval.runtime import answer_model_configured

        if weights is None:
            weights = answer_model_configured() or SHIPPED_DIR
        if not is_answerability_dir(weights):
            raise CommandError(
                f"{weights}: 回答可能性モデルの重みフォルダではありません (training.json の format)"
            )
        try:
            folder = ensure_onnx_reader(weights, cache_dir=settings.KONKYO_MODEL_CACHE, force=force)
            int8 = ensure_onnx_int8_reader(weights, cache_dir=settings.KONKYO_MODEL_CACHE, force=force)
        except OnnxExportError as exc:
            raise CommandError(str(exc)) from None
        facts, int8_facts = export_facts(folder), export_facts(int8)
        self.stdout.write(
            self.style.SUCCESS(
                f"{folder} ({facts['optimizer']}, PyTorch との最大差 {facts['probe_max_abs_diff']:.2e}"
                f" ≤ {facts['parity_tolerance']})"
            )
        )
        self.stdout.write(
            self.style.SUCCESS(
                f"{int8} (int8, fp32 との最大差 {int8_facts['probe_max_abs_diff_to_fp32']:.2f}"
                f" ≤ {int8_facts['sanity_guard']})"
            )
        )
