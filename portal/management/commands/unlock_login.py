from django.core.management.base import BaseCommand, CommandError

from portal.login import unlock


class Command(BaseCommand):
    help = (
        "ログインの失敗回数を消去し、ロックを解除します: ユーザー名 (すべての接続元から)、"
        "--address の接続元、または両方の組み合わせ。"
    )

    def add_arguments(self, parser):
        parser.add_argument("username", nargs="?", help="ユーザー名 (存在しない名前も可)")
        parser.add_argument("--address", help="接続元の IP アドレス")

    def handle(self, *args, username=None, address=None, **options):
        if username is None and address is None:
            raise CommandError("ユーザー名か --address を指定してください。")
        cleared = unlock(username=username, address=address)
        self.stdout.write(self.style.SUCCESS(f"ロックを解除しました ({cleared} 件の記録を消去)。"))
