from django.core.management.base import BaseCommand, CommandError

from grading.log import decision_log_verify


class Command(BaseCommand):
    help = (
        "判定ログの MAC 連鎖とアンカーファイル (KONKYO_DECISION_LOG_ANCHOR) を検証し、改ざん・削除・"
        "並べ替え・末尾の切り詰め (その後の追記を含む) を検出します。判定があるのにアンカーファイルが"
        "ない・空である、同じ seq に異なる先頭が記録されている場合は失敗 (終了コード 1) です。判定が"
        "まだない新しいインストールでアンカーがないのは正常です。アンカーが設定されていない (空) と"
        "末尾の削除は検出できず、そう表示します。"
    )

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
        if result.rows and not result.anchored:
            self.stdout.write(
                self.style.WARNING(
                    f"判定ログの MAC 連鎖は正常です ({result.rows} 行)。ただしアンカーが設定されていないため、"
                    "末尾の行の削除は検出できません"
                )
            )
            return
        self.stdout.write(self.style.SUCCESS(f"判定ログは正常です ({result.rows} 行)"))
