"""manage.py rebuild_index — embed stale passages and bump the index version."""

from django.core.management.base import BaseCommand
from tqdm import tqdm

from retrieval import indexing
from retrieval.models import Passage


class Command(BaseCommand):
    help = "検索索引を作り直します (埋め込みの更新と索引バージョンの更新)。"

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true", help="すべてのパッセージを埋め込み直す")

    def handle(self, *args, force: bool, **options):
        if force:
            Passage.objects.update(embedding=None, embedding_model="")
        total = Passage.objects.count()
        with tqdm(total=total, desc="index", unit="passage", disable=options["verbosity"] == 0) as bar:
            version = indexing.index_refresh(progress=bar.update)
        self.stdout.write(self.style.SUCCESS(f"索引バージョン {version} ({total} パッセージ)"))
