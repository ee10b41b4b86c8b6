"""Login with throttling: repeated failures lock the account name out for a while.

Counts live in the cache keyed by a hash of the (lower-cased) user name, so they are shared
by all web processes when the cache is Redis, and say nothing about whether a name exists.
"""

from __future__ import annotations

import hashlib

from django import forms
from django.conf import settings
from django.contrib.auth.forms import AuthenticationForm
from django.core.cache import cache
from django.utils.translation import gettext_lazy as _


def _key(username: str) -> str:
    digest = hashlib.sha256(username.strip().lower().encode("utf-8")).hexdigest()[:32]
    return f"konkyo:login-failures:{digest}"


def failures(username: str) -> int:
    return int(cache.get(_key(username), 0))


def record_failure(username: str) -> int:
    key = _key(username)
    cache.add(key, 0, timeout=settings.KONKYO_LOGIN_LOCKOUT_SECONDS)
    try:
        return cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.set(key, 1, timeout=settings.KONKYO_LOGIN_LOCKOUT_SECONDS)
        return 1


def clear_failures(username: str) -> None:
    cache.delete(_key(username))


class ThrottledAuthenticationForm(AuthenticationForm):
    error_messages = {
        **AuthenticationForm.error_messages,
        "invalid_login": _("ユーザー名またはパスワードが正しくありません。"),
        "locked": _(
            "ログインの失敗が続いたため、このユーザー名は一時的にロックされています。"
            "しばらくしてからもう一度お試しください。"
        ),
    }

    def clean(self):
        username = self.data.get("username", "") or ""
        if username and failures(username) >= settings.KONKYO_LOGIN_MAX_FAILURES:
            raise forms.ValidationError(self.error_messages["locked"], code="locked")
        try:
            data = super().clean()
        except forms.ValidationError:
            if username:
                record_failure(username)
            raise
        clear_failures(username)
        return data
