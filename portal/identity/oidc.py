"""OpenID Connect sign-in through mozilla-django-oidc, with what that library leaves out.

The library runs the authorization code flow (state, nonce and the PKCE verifier kept in the
session, the state deleted on first use) and checks the ID token's signature. It does not
check the audience or the issuer, reads its endpoints from settings only, finds users by
e-mail address and keeps serving sessions of deactivated users. Here:

- endpoints come from the issuer's discovery document (cached per process), unless
  KONKYO_OIDC_*_ENDPOINT name them;
- the ID token must be signed by a key of the issuer's JWKS with the configured algorithm,
  name this issuer and this client, carry exp/iat/sub, and echo the nonce of this login;
- an account is found by (issuer, subject) only, never by name or e-mail (a directory user
  called like a local admin must not become that admin); the first login creates it, with
  the employee role and the groups the mapping gives, and every login re-applies the groups;
- every login and every refusal is recorded (``IdentityEvent``) with its reason.
"""

from __future__ import annotations

import logging
import threading

import jwt
import requests
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_not_required
from django.contrib.auth.models import Group
from django.core.exceptions import SuspiciousOperation
from django.db import transaction
from django.http import Http404, HttpResponseRedirect
from django.urls import reverse
from django.utils import timezone
from django.utils.decorators import method_decorator
from mozilla_django_oidc.auth import OIDCAuthenticationBackend
from mozilla_django_oidc.views import OIDCAuthenticationCallbackView, OIDCAuthenticationRequestView

from accounts.roles import EMPLOYEE
from portal.identity import directory
from portal.identity.models import DirectoryAccount, IdentityEvent

log = logging.getLogger(__name__)
_DISCOVERY: dict[str, dict] = {}
_DISCOVERY_LOCK = threading.Lock()
ENDPOINT_SETTINGS = {
    "authorization_endpoint": "OIDC_OP_AUTHORIZATION_ENDPOINT",
    "token_endpoint": "OIDC_OP_TOKEN_ENDPOINT",
    "userinfo_endpoint": "OIDC_OP_USER_ENDPOINT",
    "jwks_uri": "OIDC_OP_JWKS_ENDPOINT",
}


class SignInRefused(SuspiciousOperation):
    """The provider's answer failed a check; ``reason`` is a stable code for the record."""

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.reason = reason


def enabled() -> bool:
    return bool(settings.KONKYO_OIDC_ISSUER)


def endpoints() -> dict[str, str]:
    """The provider's endpoints: the settings that name one, else the discovery document's."""
    issuer = settings.KONKYO_OIDC_ISSUER
    named = {key: getattr(settings, name, "") for key, name in ENDPOINT_SETTINGS.items()}
    if all(named.values()):
        return named
    with _DISCOVERY_LOCK:
        document = _DISCOVERY.get(issuer)
        if document is None:
            response = requests.get(
                f"{issuer}/.well-known/openid-configuration", timeout=settings.OIDC_TIMEOUT
            )
            response.raise_for_status()
            document = response.json()
            if document.get("issuer", "").rstrip("/") != issuer:
                raise SignInRefused("issuer", "the discovery document names another issuer")
            _DISCOVERY[issuer] = document
    return {key: named[key] or document.get(key, "") for key in ENDPOINT_SETTINGS}


def discovery_forget() -> None:
    """Forget the cached discovery documents (a changed provider; tests)."""
    with _DISCOVERY_LOCK:
        _DISCOVERY.clear()


class DirectoryBackend(OIDCAuthenticationBackend):
    """The authentication backend of company sign-in (see the module docstring)."""

    def __init__(self, *args, **kwargs):  # endpoints are resolved per sign-in, not at import
        self.UserModel = get_user_model()

    def authenticate(self, request, **kwargs):
        if not enabled() or request is None or "nonce" not in kwargs:
            return None  # a password login, or sign-in switched off
        try:
            found = endpoints()
            self.OIDC_OP_TOKEN_ENDPOINT = found["token_endpoint"]
            self.OIDC_OP_USER_ENDPOINT = found["userinfo_endpoint"]
            self.OIDC_OP_JWKS_ENDPOINT = found["jwks_uri"]
            self.OIDC_RP_CLIENT_ID = settings.OIDC_RP_CLIENT_ID
            self.OIDC_RP_CLIENT_SECRET = settings.OIDC_RP_CLIENT_SECRET
            self.OIDC_RP_SIGN_ALGO = settings.OIDC_RP_SIGN_ALGO
            self.OIDC_RP_IDP_SIGN_KEY = None
            return super().authenticate(request, **kwargs)
        except (requests.RequestException, ValueError) as exc:  # unreachable, or not JSON
            raise SignInRefused("provider_error", str(exc)[:300]) from exc

    def _verify_jws(self, payload, key):
        header = jwt.get_unverified_header(payload)
        if header.get("alg") != self.OIDC_RP_SIGN_ALGO:
            raise SignInRefused(
                "signature", f"algorithm {header.get('alg')!r} is not {self.OIDC_RP_SIGN_ALGO}"
            )
        try:
            return jwt.decode(
                payload,
                key,
                algorithms=[self.OIDC_RP_SIGN_ALGO],
                audience=self.OIDC_RP_CLIENT_ID,
                issuer=settings.KONKYO_OIDC_ISSUER,
                options={"require": ["exp", "iat", "iss", "aud", "sub"]},
                leeway=30,
            )
        except jwt.InvalidAudienceError as exc:
            raise SignInRefused("audience", str(exc)) from exc
        except jwt.InvalidIssuerError as exc:
            raise SignInRefused("issuer", str(exc)) from exc
        except jwt.ExpiredSignatureError as exc:
            raise SignInRefused("expired", str(exc)) from exc
        except jwt.MissingRequiredClaimError as exc:
            raise SignInRefused("claims", str(exc)) from exc
        except jwt.InvalidTokenError as exc:
            raise SignInRefused("signature", str(exc)) from exc

    def verify_token(self, token, **kwargs):
        if not token:
            raise SignInRefused("claims", "the token response has no ID token")
        payload = super().verify_token(token, nonce=kwargs.get("nonce"))
        aud = payload.get("aud")
        if isinstance(aud, list) and len(aud) > 1 and payload.get("azp") != self.OIDC_RP_CLIENT_ID:
            raise SignInRefused("audience", "several audiences and azp is not this client")
        return payload

    def get_or_create_user(self, access_token, id_token, payload):
        try:
            return self._account_for(access_token, id_token, payload)
        except SignInRefused as exc:
            # The library turns this into "no user"; the callback still says why.
            self.request.konkyo_refusal = exc.reason
            raise

    def _account_for(self, access_token, id_token, payload):
        userinfo = self.get_userinfo(access_token, id_token, payload) if self.OIDC_OP_USER_ENDPOINT else {}
        if userinfo.get("sub", payload["sub"]) != payload["sub"]:
            raise SignInRefused("claims", "userinfo names another subject than the ID token")
        claims = {**userinfo, **payload}  # the signed ID token wins
        if not isinstance(payload["sub"], str) or not 0 < len(payload["sub"]) <= 255:
            raise SignInRefused("claims", "the subject must be a string of 1 to 255 characters")
        try:
            groups = directory.clean_group_names(claims.get(settings.KONKYO_OIDC_GROUPS_CLAIM))
        except ValueError as exc:
            raise SignInRefused("claims", str(exc)) from exc
        with transaction.atomic():
            account = (
                DirectoryAccount.objects.select_related("user")
                .filter(issuer=settings.KONKYO_OIDC_ISSUER, subject=payload["sub"])
                .first()
            )
            if account is None:
                account = self._provisioned_by_scim(claims)
            user = account.user if account else self._create(claims)
            if not user.is_active:
                raise SignInRefused("inactive", "the account is deactivated")
            self._update(user, claims)
            directory.memberships_set(user, groups)
            directory.groups_apply(user, source=IdentityEvent.Source.OIDC)
            DirectoryAccount.objects.filter(user=user).update(last_login_at=timezone.now())
        return user

    def _provisioned_by_scim(self, claims) -> DirectoryAccount | None:
        """The account SCIM created for this person, never signed in yet: its externalId
        equals the KONKYO_OIDC_LINK_CLAIM claim (``sub`` for Okta, ``oid`` for Entra ID).
        The first sign-in binds it to this issuer and subject for good."""
        value = claims.get(settings.KONKYO_OIDC_LINK_CLAIM)
        if not isinstance(value, str) or not value:
            return None
        account = (
            DirectoryAccount.objects.select_for_update()
            .select_related("user")
            .filter(subject="", scim_external_id=value)
            .exclude(scim_id=None)
            .first()
        )
        if account is not None:
            account.issuer, account.subject = settings.KONKYO_OIDC_ISSUER, claims["sub"]
            account.save(update_fields=["issuer", "subject"])
            directory.event_record(
                IdentityEvent.Kind.ACCOUNT_UPDATED,
                source=IdentityEvent.Source.OIDC,
                target=account.user,
                linked_to_scim_account=True,
                subject=claims["sub"],
            )
        return account

    def _create(self, claims):
        user = self.UserModel(username=self._free_username(claims))
        user.set_unusable_password()
        user.save()
        user.groups.add(Group.objects.get_or_create(name=EMPLOYEE)[0])
        DirectoryAccount.objects.create(user=user, issuer=settings.KONKYO_OIDC_ISSUER, subject=claims["sub"])
        directory.event_record(
            IdentityEvent.Kind.ACCOUNT_CREATED,
            source=IdentityEvent.Source.OIDC,
            target=user,
            subject=claims["sub"],
        )
        return user

    def _free_username(self, claims) -> str:
        """The username claim (else the e-mail address, else the subject), with a number
        added when a local account already has it: never that account itself."""
        base = str(claims.get(settings.KONKYO_OIDC_USERNAME_CLAIM) or claims.get("email") or claims["sub"])
        base = base.strip()[:140] or "user"
        name, n = base, 1
        while self.UserModel.objects.filter(username__iexact=name).exists():
            n += 1
            name = f"{base}-{n}"
        return name

    def _update(self, user, claims) -> None:
        fields = {
            "first_name": str(claims.get("given_name") or claims.get("name") or "")[:150],
            "last_name": str(claims.get("family_name") or "")[:150],
            "email": str(claims.get("email") or "")[:254],
        }
        changed = [key for key, value in fields.items() if getattr(user, key) != value]
        for key in changed:
            setattr(user, key, fields[key])
        if changed:
            user.save(update_fields=changed)

    def get_user(self, user_id):
        """The session's user while the account is active (a deactivated one is signed out)."""
        user = self.UserModel.objects.filter(pk=user_id).first()
        return user if user is not None and user.is_active else None


def login_error_url(code: str) -> str:
    return f"{reverse('login')}?sso_error={code}"


@method_decorator(login_not_required, name="dispatch")
class DirectoryLoginView(OIDCAuthenticationRequestView):
    """/oidc/authenticate/: to the provider's sign-in page (404 while sign-in is off)."""

    def __init__(self, *args, **kwargs):
        self.OIDC_RP_CLIENT_ID = settings.OIDC_RP_CLIENT_ID

    def get(self, request):
        if not enabled():
            raise Http404
        try:
            self.OIDC_OP_AUTH_ENDPOINT = endpoints()["authorization_endpoint"]
        except (requests.RequestException, ValueError, SignInRefused) as exc:
            log.warning("OpenID Connect discovery failed: %s", exc)
            return HttpResponseRedirect(login_error_url("unavailable"))
        return super().get(request)


@method_decorator(login_not_required, name="dispatch")
class DirectoryCallbackView(OIDCAuthenticationCallbackView):
    """/oidc/callback/: the provider sends the browser back here with a code and the state."""

    def get(self, request):
        if not enabled():
            raise Http404
        state = request.GET.get("state", "")
        if request.GET.get("error"):
            return self._refuse(request, "provider_error", request.GET.get("error", "")[:100])
        if state not in request.session.get("oidc_states", {}):
            return self._refuse(request, "state", "unknown or already used state")
        try:
            return super().get(request)
        except SignInRefused as exc:
            return self._refuse(request, exc.reason, str(exc))
        except SuspiciousOperation as exc:  # the library's own checks (nonce, JWKS key)
            reason = "nonce" if "Nonce" in str(exc) else "signature"
            return self._refuse(request, reason, str(exc))

    def login_success(self):
        directory.event_record(IdentityEvent.Kind.LOGIN, source=IdentityEvent.Source.OIDC, target=self.user)
        return super().login_success()

    def login_failure(self):
        reason = getattr(self.request, "konkyo_refusal", "refused")
        return self._refuse(self.request, reason, "the provider's answer was not accepted")

    def _refuse(self, request, reason: str, message: str):
        directory.event_record(
            IdentityEvent.Kind.LOGIN_REFUSED,
            source=IdentityEvent.Source.OIDC,
            reason=reason,
            message=message[:300],
        )
        log.warning("company sign-in refused (%s): %s", reason, message[:300])
        return HttpResponseRedirect(login_error_url("inactive" if reason == "inactive" else "refused"))
