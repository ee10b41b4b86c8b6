from django.core.management.base import BaseCommand, CommandError

from grading.log import decision_log_verify


class Command(BaseCommand):
    help = "判定ログの MAC 連鎖とアンカーを検証し、改ざん・削除・並べ替え・末尾の切り詰めを検出します。"

    def handle(self, *args, **options):
        result = decision_log_verify()
        for note in result.notes:
            self.stdout.write(note)
        if not result.ok:
            for problem in result.problems:
                self.stderr.write(problem)
            raise CommandError(
                f"判定ログの検証に失敗しました: {len(result.problems)} 件の不整合 ({result.rows} 行)"
            )
        self.stdout.write(self.style.SUCCESS(f"判定ログは正常です ({result.rows} 行)"))
