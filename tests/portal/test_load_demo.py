"""load_demo: never in production, never resets an existing account (issue #15 item 12)."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import CommandError

from retrieval.models import Document

pytestmark = pytest.mark.django_db


def test_load_demo_refuses_to_run_in_production(settings):
    settings.KONKYO_ENV = "production"
    settings.PRODUCTION = True
    with pytest.raises(CommandError, match="production"):
        call_command("load_demo")
    assert not get_user_model().objects.exists()
    assert not Document.objects.exists()


def test_load_demo_keeps_an_existing_accounts_password_and_flags(capsys):
    User = get_user_model()
    User.objects.create_superuser("admin", password="our-own-admin-pw-42")
    tanaka = User.objects.create_user("tanaka", password="tanaka-changed-pw-7")
    call_command("load_demo")
    admin = User.objects.get(username="admin")
    assert admin.check_password("our-own-admin-pw-42") and not admin.check_password("konkyo-demo-admin")
    assert admin.is_superuser and admin.is_staff
    tanaka.refresh_from_db()
    assert tanaka.check_password("tanaka-changed-pw-7")
    assert not tanaka.groups.exists()  # groups untouched as well
    suzuki = User.objects.get(username="suzuki")  # a demo user that did not exist: created
    assert suzuki.check_password("konkyo-demo-suzuki") and not suzuki.is_superuser
    assert set(suzuki.groups.values_list("name", flat=True)) == {"employee", "all-staff", "accounting"}
    out = capsys.readouterr().out
    assert (
        "konkyo-demo-admin" not in out and "konkyo-demo-tanaka" not in out
    )  # no password that does not work
    assert "konkyo-demo-suzuki" in out


def test_running_load_demo_twice_changes_no_password():
    call_command("load_demo")
    User = get_user_model()
    sato = User.objects.get(username="sato")
    sato.set_password("sato-changed-pw-3")
    sato.save()
    call_command("load_demo")
    assert User.objects.get(username="sato").check_password("sato-changed-pw-3")


def test_the_demo_sets_a_general_desk_with_its_full_contact_unless_admins_set_one():
    """Holds with no readable rule on the subject named 「総務部 規程管理窓口」 with no extension
    (issue #41 item 5): the general desk is set by admins, the demo company's included."""
    from retrieval.models import GeneralDesk
    from retrieval.runtime import gate_config_active

    call_command("load_demo")
    desk = GeneralDesk.objects.get()
    assert "内線" in desk.contact
    assert gate_config_active().fallback_contact == desk.contact  # the contact names its owner
    desk.contact = "総務部 代表 (内線 1000)"
    desk.save()
    call_command("load_demo")
    assert GeneralDesk.objects.get().contact == "総務部 代表 (内線 1000)"  # an admin's stays
    assert gate_config_active().fallback_contact == "総務部 代表 (内線 1000)"
