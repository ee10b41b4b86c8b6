"""manage.py load_demo — roles, the demo corpus and the demo users (idempotent).

Refused with KONKYO_ENV=production; existing accounts are never changed (services.demo_users_load).
"""

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from portal.services import DEMO_DIR, demo_desk_load, demo_users_load, roles_setup


class Command(BaseCommand):
    help = "デモ用の規程集とユーザーを読み込みます (KONKYO_ENV=production では実行できません)。"

    def handle(self, *args, **options):
        if settings.PRODUCTION:
            raise CommandError(
                "KONKYO_ENV=production ではデモデータを読み込めません (公開されたパスワードのユーザーができるため)。"
            )
        roles_setup()
        call_command("import_documents", str(DEMO_DIR), verbosity=options["verbosity"])
        demo_desk_load()
        users = demo_users_load()
        self.stdout.write("デモ用ログイン:")
        for u in users:
            if not u["created"]:
                self.stdout.write(
                    f"  {u['username']:<8} (既存のアカウントのため、パスワードと権限は変更していません)"
                )
                continue
            groups = ", ".join(u["groups"])
            self.stdout.write(f"  {u['username']:<8} / {u['password']:<24} ({u['role']}; {groups})")
