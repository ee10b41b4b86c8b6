"""API tokens that expire and that their user can revoke (issue #15 item 11)."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token
from rest_framework.exceptions import AuthenticationFailed

EXPIRED = "トークンの有効期限が切れています。新しいトークンを発行してください。"


def token_expires_at(token: Token) -> datetime:
    return token.created + timedelta(days=settings.KONKYO_API_TOKEN_DAYS)


class ExpiringTokenAuthentication(TokenAuthentication):
    """DRF's token authentication, refusing a token older than KONKYO_API_TOKEN_DAYS."""

    def authenticate_credentials(self, key):
        from django.utils import timezone

        user, token = super().authenticate_credentials(key)
        if token_expires_at(token) <= timezone.now():
            raise AuthenticationFailed(EXPIRED)
        return user, token


@transaction.atomic
def token_issue(*, user) -> Token:
    """A new token for the user; any previous one stops working."""
    Token.objects.filter(user=user).delete()
    return Token.objects.create(user=user)


def token_revoke(*, user) -> bool:
    """Delete the user's token; False when they had none."""
    deleted, _ = Token.objects.filter(user=user).delete()
    return bool(deleted)
