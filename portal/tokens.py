"""API tokens: one per user, shown once when issued, stored only as a hash, expiring and
revocable (issue #15 item 11, issue #40 item 9).

The database keeps the SHA-256 digest of each key and the key's first characters
(``ApiToken``): a copy of the table lets no one call the API. A token stops working
KONKYO_API_TOKEN_DAYS after it was issued, counted at each request, so a changed setting
applies to tokens already issued.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import datetime, timedelta

from django.conf import settings
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from rest_framework.authentication import TokenAuthentication
from rest_framework.exceptions import AuthenticationFailed

from portal.models import ApiToken

EXPIRED = "トークンの有効期限が切れています。新しいトークンを発行してください。"


def key_digest(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def token_expires_at(token: ApiToken) -> datetime:
    return token.created + timedelta(days=settings.KONKYO_API_TOKEN_DAYS)


def token_find(key: str) -> ApiToken | None:
    """The token whose key is ``key``: looked up by its prefix, matched by its digest."""
    digest = key_digest(key)
    for token in ApiToken.objects.filter(prefix=key[: ApiToken.PREFIX_LENGTH]).select_related("user"):
        if hmac.compare_digest(token.digest, digest):
            return token
    return None


class ExpiringTokenAuthentication(TokenAuthentication):
    """``Authorization: Token <key>`` checked against the stored digests (DRF's header
    parsing), refusing a token older than KONKYO_API_TOKEN_DAYS."""

    def authenticate_credentials(self, key: str):
        token = token_find(key)
        if token is None:
            raise AuthenticationFailed(_("Invalid token."))
        if not token.user.is_active:
            raise AuthenticationFailed(_("User inactive or deleted."))
        if token_expires_at(token) <= timezone.now():
            raise AuthenticationFailed(EXPIRED)
        return token.user, token


def token_issue(*, user) -> tuple[ApiToken, str]:
    """A new token for the user and its key, which only the caller ever sees; the previous
    token, if any, stops working."""
    key = secrets.token_urlsafe(32)
    token, _created = ApiToken.objects.update_or_create(
        user=user,
        defaults={
            "prefix": key[: ApiToken.PREFIX_LENGTH],
            "digest": key_digest(key),
            "created": timezone.now(),
        },
    )
    return token, key


def token_revoke(*, user) -> bool:
    """Delete the user's token; False when they had none."""
    deleted, _count = ApiToken.objects.filter(user=user).delete()
    return bool(deleted)


def token_of(*, user) -> ApiToken | None:
    """The user's token (without its key, which is not kept), if any."""
    return ApiToken.objects.filter(user=user).first()
