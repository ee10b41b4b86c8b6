"""manage.py import_documents PATH — a bundle folder (corpus.jsonl) or a folder of files."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from retrieval.core.bundle import BundleError
from retrieval.importing.run import import_specs, read_specs


class Command(BaseCommand):
    help = "文書の版を一括登録・更新します (何度実行しても重複しません)。"

    def add_arguments(self, parser):
        parser.add_argument("path", type=Path)
        parser.add_argument("--create-groups", action="store_true", help="未登録のグループを作成する")

    def handle(self, *args, path: Path, create_groups: bool, **options):
        try:
            specs, synonyms = read_specs(path)  # every file once, before the transaction
            with tqdm(total=len(specs), desc="import", unit="版", disable=options["verbosity"] == 0) as bar:
                result = import_specs(
                    specs=specs,
                    synonyms=synonyms,
                    source=path.name,
                    create_groups=create_groups,
                    progress=bar.update,
                )
        except BundleError as exc:
            raise CommandError(f"取り込みを中止しました (何も変更していません): {exc}") from None
        self.stdout.write(
            self.style.SUCCESS(
                f"新規 {result.created} 版・更新 {result.updated} 版・同義語 {result.synonyms_added} 件"
            )
        )
