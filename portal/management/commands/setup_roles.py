from django.core.management.base import BaseCommand

from portal.services import roles_setup


class Command(BaseCommand):
    help = "役割グループ (employee / reviewer / admin) と既定の閲覧グループを作成します。"

    def handle(self, *args, **options):
        roles_setup()
        self.stdout.write(self.style.SUCCESS("役割グループを設定しました。"))
