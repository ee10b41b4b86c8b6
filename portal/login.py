"""The login lockout, one for every login path: repeated failures for a user name from one
client address lock that name out *from that address* for a while.

It is enforced in the authentication backend, so ``/accounts/login/``, ``/admin/login/``
and anything else that calls ``django.contrib.auth.authenticate`` share it; the login
forms check it first only to say why. Keyed by name *and* address, so nobody can lock
another person out from elsewhere. Failures live in the database (``LoginFailure``), so
every web process sees them and an admin can clear them (``manage.py unlock_login``); the
name is stored hashed, which also says nothing about whether it is an account.
"""

from __future__ import annotations

import hashlib
from datetime import timedelta

from django import forms
from django.conf import settings
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.contrib.auth.views import LoginView
from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.db.models import F
from django.dispatch import receiver
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from portal.models import LoginFailure

_LOCKED_ATTR = "_konkyo_login_locked"


def name_key(username: str) -> str:
    return hashlib.sha256(username.strip().lower().encode("utf-8")).hexdigest()


def client_address(request) -> str:
    """REMOTE_ADDR, or behind a proxy the last address of ``KONKYO_CLIENT_ADDRESS_HEADER``
    (the one the proxy itself appended; earlier ones are whatever the client sent)."""
    if request is None:
        return ""
    header = settings.KONKYO_CLIENT_ADDRESS_HEADER
    if header:
        forwarded = request.META.get("HTTP_" + header.upper().replace("-", "_"), "")
        last = forwarded.rsplit(",", 1)[-1].strip()
        if last:
            return last[:64]
    return (request.META.get("REMOTE_ADDR") or "")[:64]


def _recent(username: str, address: str):
    since = timezone.now() - timedelta(seconds=settings.KONKYO_LOGIN_LOCKOUT_SECONDS)
    return LoginFailure.objects.filter(
        name_key=name_key(username), address=address, last_failed_at__gte=since
    )


def failures(username: str, address: str) -> int:
    """Failures in a row for the name from the address; a quiet lockout period resets them."""
    return _recent(username, address).values_list("failures", flat=True).first() or 0


def is_locked(username: str, address: str) -> bool:
    return failures(username, address) >= settings.KONKYO_LOGIN_MAX_FAILURES


def record_failure(username: str, address: str) -> int:
    key, now = name_key(username), timezone.now()
    rows = LoginFailure.objects.filter(name_key=key, address=address)
    with transaction.atomic():
        if not _recent(username, address).exists():
            rows.delete()  # older than the lockout period: start again
        if not rows.update(failures=F("failures") + 1, last_failed_at=now):
            try:
                with transaction.atomic():
                    LoginFailure.objects.create(
                        name_key=key, address=address, failures=1, first_failed_at=now, last_failed_at=now
                    )
            except IntegrityError:  # a concurrent first failure created the row
                rows.update(failures=F("failures") + 1, last_failed_at=now)
    return failures(username, address)


def clear_failures(username: str, address: str) -> None:
    LoginFailure.objects.filter(name_key=name_key(username), address=address).delete()


def unlock(*, username: str | None = None, address: str | None = None) -> int:
    """Delete the failures of a name (from every address), of an address, or of both; the
    number of name-and-address pairs cleared."""
    rows = LoginFailure.objects.all()
    if username is not None:
        rows = rows.filter(name_key=name_key(username))
    if address is not None:
        rows = rows.filter(address=address)
    return rows.delete()[0]


class LockoutBackend(ModelBackend):
    """ModelBackend that refuses a locked name-and-address pair before checking the password."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if not settings.KONKYO_LOCAL_LOGIN:
            return None  # passwords switched off: company sign-in only (portal.identity)
        if username is None:
            username = kwargs.get(get_user_model().USERNAME_FIELD)
        if username and is_locked(username, client_address(request)):
            if request is not None:
                setattr(request, _LOCKED_ATTR, True)
            raise PermissionDenied  # stops authenticate(): no other backend is asked
        return super().authenticate(request, username=username, password=password, **kwargs)


@receiver(user_login_failed, dispatch_uid="konkyo-login-failure")
def _count_failure(sender, credentials, request=None, **kwargs):
    username = credentials.get(get_user_model().USERNAME_FIELD) or credentials.get("username")
    if username and not getattr(request, _LOCKED_ATTR, False):  # a refused try adds nothing
        record_failure(username, client_address(request))


@receiver(user_logged_in, dispatch_uid="konkyo-login-success")
def _clear_on_success(sender, request, user, **kwargs):
    clear_failures(user.get_username(), client_address(request))


_MESSAGES = {
    "invalid_login": _("ユーザー名またはパスワードが正しくありません。"),
    "locked": _(
        "ログインの失敗が続いたため、このユーザー名は一時的にロックされています。"
        "しばらくしてからもう一度お試しください。"
    ),
}


class _LockoutMessage:
    """Says "locked" instead of trying the password once the pair is locked."""

    def clean(self):
        username = self.data.get("username", "") or ""
        if username and is_locked(username, client_address(self.request)):
            raise forms.ValidationError(self.error_messages["locked"], code="locked")
        return super().clean()


class ThrottledAuthenticationForm(_LockoutMessage, AuthenticationForm):
    error_messages = {**AuthenticationForm.error_messages, **_MESSAGES}


class ThrottledAdminAuthenticationForm(_LockoutMessage, AdminAuthenticationForm):
    error_messages = {**AdminAuthenticationForm.error_messages, "locked": _MESSAGES["locked"]}


SIGN_IN_ERRORS = {
    "refused": _(
        "会社のアカウントでログインできませんでした。もう一度お試しください。"
        "続く場合は管理者に連絡してください。"
    ),
    "inactive": _("このアカウントは無効になっています。管理者に確認してください。"),
    "unavailable": _(
        "会社の ID プロバイダーに接続できませんでした。しばらくしてからもう一度お試しください。"
    ),
}
LOCAL_LOGIN_OFF = _("パスワードでのログインは無効です。会社のアカウントでログインしてください。")


class PortalLoginView(LoginView):
    """The login page: 「会社のアカウントでログイン」 when company sign-in is configured, the
    password form while local passwords are on (KONKYO_LOCAL_LOGIN), and why a company
    sign-in failed (a code in the query, never the provider's text)."""

    template_name = "portal/login.html"
    redirect_authenticated_user = True
    authentication_form = ThrottledAuthenticationForm

    def post(self, request, *args, **kwargs):
        if not settings.KONKYO_LOCAL_LOGIN:
            return self.render_to_response(
                self.get_context_data(local_login_error=LOCAL_LOGIN_OFF), status=403
            )
        return super().post(request, *args, **kwargs)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["sso_enabled"] = bool(settings.KONKYO_OIDC_ISSUER)
        context["local_login"] = settings.KONKYO_LOCAL_LOGIN
        context["sso_error"] = SIGN_IN_ERRORS.get(self.request.GET.get("sso_error", ""))
        return context
