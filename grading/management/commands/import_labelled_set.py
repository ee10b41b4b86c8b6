"""manage.py import_labelled_set DIR --name NAME: a labelled set from evaluate's decisions.jsonl."""

from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from grading.bundle_import import ImportError_, labelled_set_import


class Command(BaseCommand):
    help = "Import DIR/decisions.jsonl (written by manage.py evaluate) as a labelled set."

    def add_arguments(self, parser):
        parser.add_argument("folder")
        parser.add_argument("--name", required=True)
        parser.add_argument("--user", help="who creates the set (default: the first superuser)")
        parser.add_argument("--held-out-fraction", type=float, default=0.3)

    def handle(self, *args, folder, name, user, held_out_fraction, **options):
        path = Path(folder)
        if not (path / "decisions.jsonl").is_file():
            raise CommandError(f"{path / 'decisions.jsonl'}: not found")
        if not 0 <= held_out_fraction <= 1:
            raise CommandError("--held-out-fraction must be between 0 and 1")
        User = get_user_model()
        owner = (
            User.objects.filter(username=user).first()
            if user
            else User.objects.filter(is_superuser=True).order_by("pk").first()
        )
        if owner is None:
            raise CommandError(f"user {user!r} not found" if user else "no superuser; pass --user")
        try:
            created = labelled_set_import(
                folder=path, name=name, user=owner, held_out_fraction=held_out_fraction
            )
        except ImportError_ as exc:
            raise CommandError(str(exc)) from None
        counts = {s: created.bundle_items.filter(split=s).count() for s in ("tuning", "held_out")}
        self.stdout.write(
            f"labelled set {created.name!r}: {sum(counts.values())} items "
            f"(tuning {counts['tuning']}, held-out {counts['held_out']})"
        )
