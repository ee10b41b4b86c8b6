"""SCIM 2.0 at ``/scim/v2/`` (issue #42 item 3): the identity provider creates, changes and
deactivates directory accounts and the directory's groups without waiting for a login.

django-scim2 serves the protocol; this module is what it is configured with (settings
``SCIM_SERVICE_PROVIDER``) apart from the adapters (``scim_adapters``, kept apart because
django-scim2 imports this module's filter classes while it defines its own adapters):

- ``ScimTokenMiddleware``: the bearer-token check of every ``/scim/v2/`` request, which then
  runs as ``ScimService``, a principal that is no portal user and exists for those paths only;
- ``ScimAuthCheck``: django-scim2's own check in its views, without its logging of request
  and response bodies (names, e-mail addresses, passwords some providers send);
- ``UserFilter`` / ``GroupFilter``: ``filter=`` queries as Django ORM lookups on the
  directory's models (the library's raw SQL reads one table, and a user's name is not in
  ``DirectoryAccount``'s); an attribute we cannot filter on is a 400, never ignored;
- ``unlinked_excluded``: accounts a SCIM DELETE unlinked (``scim_id`` None) are not listed.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from collections.abc import Callable, Mapping

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.db.models import Model, QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseNotFound
from django.urls import Resolver404, resolve
from django_scim import constants
from django_scim.filters import FilterQuery
from django_scim.middleware import SCIMAuthCheckMiddleware
from django_scim.models import SCIMServiceProviderConfig
from scim2_filter_parser.lexer import SCIMLexer
from scim2_filter_parser.parser import SCIMParser
from scim2_filter_parser.transpilers.django_q_object import Transpiler

from portal.identity.models import DirectoryAccount, DirectoryGroup

log = logging.getLogger(__name__)

SCIM_PREFIX = "/scim/v2/"
SCIM_NAMESPACE = "scim"
CORE_USER_URN = constants.SchemaURI.USER
CORE_GROUP_URN = constants.SchemaURI.GROUP


class ScimService(AnonymousUser):
    """Who a ``/scim/v2/`` request with the right bearer token runs as: the identity
    provider's provisioning service. Authenticated (so that deny-by-default lets it reach the
    SCIM views), but no portal user: no primary key, no groups, no permissions, not active,
    so that ``has_role``, ``user_reading_groups`` and every permission check say no."""

    username = "scim"

    @property
    def is_anonymous(self) -> bool:
        return False

    @property
    def is_authenticated(self) -> bool:
        return True

    def __str__(self) -> str:
        return "SCIM service"


def is_scim_service(user) -> bool:
    """django-scim2's check in its views (GET_IS_AUTHENTICATED_PREDICATE): only the SCIM
    principal passes, never a portal session's user, even one that is signed in."""
    return isinstance(user, ScimService)


def scim_error(status: int, detail: str, *, scim_type: str = "") -> HttpResponse:
    """A SCIM error response (RFC 7644 section 3.12)."""
    body = {"schemas": [constants.SchemaURI.ERROR], "detail": detail, "status": str(status)}
    if scim_type:
        body["scimType"] = scim_type
    return HttpResponse(json.dumps(body), status=status, content_type=constants.SCIM_CONTENT_TYPE)


def token_matches(header: str, token: str) -> bool:
    """``Authorization: Bearer <token>`` names ``token``. Compared as SHA-256 digests with
    ``hmac.compare_digest``: constant time, and the token's length does not show either."""
    scheme, _sep, given = header.partition(" ")
    if scheme.lower() != "bearer" or not token:
        return False
    given_digest = hashlib.sha256(given.strip().encode("utf-8", "surrogatepass")).digest()
    return hmac.compare_digest(given_digest, hashlib.sha256(token.encode("utf-8")).digest())


def _is_scim_view(path: str) -> bool:
    try:
        return resolve(path).namespace == SCIM_NAMESPACE
    except Resolver404:
        return False


class ScimTokenMiddleware:
    """The bearer-token gate of ``/scim/v2/`` (placed just before LoginRequiredMiddleware).

    Other paths pass untouched: the token is never looked at there, so it opens nothing
    else. Under ``/scim/v2/``: SCIM off (no token configured) is a 404; a missing or wrong
    token a 401 with ``WWW-Authenticate: Bearer``; a path that is no SCIM view a 404; else
    the request runs as ``ScimService`` (replacing any session user: a signed-in portal
    user's cookie never reaches SCIM).

    Why a principal rather than marking the SCIM views ``login_not_required``: deny by
    default stays in force for them. Were this middleware missing or misplaced, the views
    would answer a redirect to the login page, not run unauthenticated; and django-scim2's
    own check (``is_scim_service``) refuses anyone but the principal, so a portal session
    cannot call the CSRF-exempt SCIM views either. The principal is set only here, only for
    paths that resolve to a SCIM view, and grants nothing outside them.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not request.path_info.startswith(SCIM_PREFIX):
            return self.get_response(request)
        token = settings.KONKYO_SCIM_TOKEN
        if not token:
            return HttpResponseNotFound()
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not token_matches(header, token):
            return self._unauthorized(request, given=bool(header))
        if not _is_scim_view(request.path_info):
            return scim_error(404, "Not found")
        principal = ScimService()

        async def auser() -> ScimService:
            return principal

        request.user, request.auser = principal, auser
        return self.get_response(request)

    @staticmethod
    def _unauthorized(request: HttpRequest, *, given: bool) -> HttpResponse:
        if given:
            log.warning("SCIM request with a wrong bearer token from %s", request.META.get("REMOTE_ADDR"))
        response = scim_error(401, "A valid bearer token is required")
        response["WWW-Authenticate"] = 'Bearer error="invalid_token"' if given else "Bearer"
        return response


class ScimAuthCheck(SCIMAuthCheckMiddleware):
    """django-scim2's check in its views (AUTH_CHECK_MIDDLEWARE), without its DEBUG logging
    of request and response bodies: SCIM payloads carry names and e-mail addresses, and
    some providers send passwords, which must not reach the logs."""

    def should_log_request(self, request: HttpRequest) -> bool:
        return False


def account_model() -> type[DirectoryAccount]:
    """USER_MODEL_GETTER: a SCIM User is a ``DirectoryAccount`` (its ``scim_id`` is the
    resource id) with its Django user; users without an account (local ones, the break-glass
    admin) are not SCIM resources and the identity provider cannot see or change them."""
    return DirectoryAccount


def unlinked_excluded(model) -> Callable[..., dict]:
    """GET_EXTRA_MODEL_EXCLUDE_KWARGS_GETTER: lists and searches leave out resources with no
    SCIM id (accounts a DELETE unlinked)."""

    def exclude_kwargs(request, *args, **kwargs) -> dict:
        return {"scim_id": None}

    return exclude_kwargs


class ServiceProviderConfig(SCIMServiceProviderConfig):
    """What this service provider supports: bearer-token authentication, PATCH, filters
    (``eq`` and friends on the attributes ``UserFilter``/``GroupFilter`` map); no password
    changes (directory users sign in through the identity provider), no bulk, no sort."""

    def to_dict(self) -> dict:
        doc = super().to_dict()
        doc["changePassword"] = {"supported": False}
        doc["filter"] = {"supported": True, "maxResults": 200}
        return doc


class _StrictTranspiler(Transpiler):
    """A SCIM filter as a Django ``Q``; an attribute missing from the map is an error (the
    library drops it, which turns ``a and b`` into ``a`` and matches too much)."""

    def visit_AttrPath(self, node):
        field = super().visit_AttrPath(node)
        if field is None:
            name = node.attr_name + (f".{node.sub_attr.value}" if node.sub_attr else "")
            raise ValueError(f'filtering on "{name}" is not supported')
        return field


def _with_urn(attrs: Mapping[tuple, str], urn: str) -> dict[tuple, str]:
    """The map, plus each attribute also written with its schema URN."""
    return {**attrs, **{(a, b, urn.lower()): field for (a, b, _u), field in attrs.items()}}


class _OrmFilter(FilterQuery):
    """``filter=`` as an ORM query on the model (django-scim2 calls ``search``)."""

    select: tuple[str, ...] = ()

    @classmethod
    def search(cls, filter_query: str, request=None) -> QuerySet:
        tree = SCIMParser().parse(SCIMLexer().tokenize(filter_query))
        query = _StrictTranspiler(cls.attr_map).transpile(tree)
        model: type[Model] = cls.model_getter()
        if query is None:
            return model.objects.none()
        return model.objects.filter(query).select_related(*cls.select).distinct().order_by("scim_id")


class UserFilter(_OrmFilter):
    """USER_FILTER_PARSER: ``userName eq "…"`` (case-insensitive, as SCIM wants it) and the
    other attributes a provider looks accounts up by."""

    model_getter = account_model
    select = ("user",)
    attr_map = _with_urn(
        {
            ("username", None, None): "user__username",
            ("externalid", None, None): "scim_external_id",
            ("id", None, None): "scim_id",
            ("name", "givenname", None): "user__first_name",
            ("name", "familyname", None): "user__last_name",
            ("emails", None, None): "user__email",
            ("emails", "value", None): "user__email",
            ("active", None, None): "user__is_active",
        },
        CORE_USER_URN,
    )


def _group_model() -> type[DirectoryGroup]:
    return DirectoryGroup


class GroupFilter(_OrmFilter):
    """GROUP_FILTER_PARSER: ``displayName eq "…"``, ``externalId``, and membership
    (``members[value eq "<user id>"]``, which some providers use to check one)."""

    model_getter = _group_model
    attr_map = _with_urn(
        {
            ("displayname", None, None): "name",
            ("externalid", None, None): "scim_external_id",
            ("id", None, None): "scim_id",
            ("members", None, None): "members__directory_account__scim_id",
            ("members", "value", None): "members__directory_account__scim_id",
        },
        CORE_GROUP_URN,
    )
