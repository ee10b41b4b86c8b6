"""manage.py load_demo — roles, the demo corpus and the demo users (idempotent)."""

from django.core.management import call_command
from django.core.management.base import BaseCommand

from portal.services import DEMO_DIR, demo_users_load, roles_setup


class Command(BaseCommand):
    help = "デモ用の規程集とユーザーを読み込みます。"

    def handle(self, *args, **options):
        roles_setup()
        call_command("import_documents", str(DEMO_DIR), verbosity=options["verbosity"])
        users = demo_users_load()
        self.stdout.write("デモ用ログイン:")
        for u in users:
            groups = ", ".join(u["groups"])
            self.stdout.write(f"  {u['username']:<8} / {u['password']:<24} ({u['role']}; {groups})")
