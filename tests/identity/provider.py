"""A real OpenID Connect provider on a free local port, for the sign-in tests.

The relying party under test (mozilla-django-oidc) must sign in through a real
authorization-code flow: real HTTP, RS256 ID tokens signed with a key made at start, exact
redirect_uri matching, single-use 60-second codes and PKCE S256. The protocol is authlib's
generic server (``AuthorizationServer`` + ``AuthorizationCodeGrant`` + ``CodeChallenge`` +
``OpenIDCode``) adapted to a plain WSGI app that wsgiref serves in a daemon thread; what is
ours is the storage (dicts behind one lock), the login page, and ``tamper``, which spoils ID
tokens on purpose so that tests can prove the relying party refuses them.
"""

from __future__ import annotations

import base64
import hmac
import html
import json
import secrets
import socketserver
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qs
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer

from authlib.common.security import generate_token
from authlib.oauth2.rfc6749 import (
    AuthorizationServer,
    ClientMixin,
    InvalidRequestError,
    InvalidScopeError,
    OAuth2Error,
    OAuth2Request,
)
from authlib.oauth2.rfc6749.grants import AuthorizationCodeGrant
from authlib.oauth2.rfc6749.requests import BasicOAuth2Payload
from authlib.oauth2.rfc6750 import BearerTokenGenerator
from authlib.oauth2.rfc7636 import CodeChallenge
from authlib.oidc.core import AuthorizationCodeMixin
from authlib.oidc.core.grants import OpenIDCode
from authlib.oidc.core.grants.util import is_openid_scope
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from joserfc.jwk import RSAKey

SCOPES = ["openid", "email", "profile", "groups"]
CODE_LIFETIME_S = 60
ACCESS_TOKEN_LIFETIME_S = 3600
Response = tuple[int, Any, list[tuple[str, str]]]
ERROR_PAGE = '<!doctype html><title>Sign-in error</title><p id="idp-authorize-error">{error}</p>'
LOGIN_PAGE = (
    '<!doctype html><title>Test identity provider</title><h1>Sign in</h1>{message}<form method="post"'
    ' action="{action}">{hidden}<label>Username <input id="idp-username" name="username"></label>'
    '<label>Password <input id="idp-password" name="password" type="password"></label>'
    '<button id="idp-submit" type="submit">Sign in</button></form>'
)


@dataclass
class _User:
    username: str
    password: str
    sub: str
    email: str
    name: str
    groups: list[str]


@dataclass
class _Code(AuthorizationCodeMixin):
    """One issued authorization code: what the token request must match."""

    code: str
    client_id: str
    redirect_uri: str
    scope: str
    username: str
    nonce: str | None
    code_challenge: str
    code_challenge_method: str
    auth_time: int
    issued_at: float = field(default_factory=time.monotonic)

    def get_redirect_uri(self) -> str:
        return self.redirect_uri

    def get_scope(self) -> str:
        return self.scope

    def get_nonce(self) -> str | None:
        return self.nonce

    def get_auth_time(self) -> int:
        return self.auth_time


class _Client(ClientMixin):
    """The one confidential client; reads the provider live, so redirect_uris may change."""

    def __init__(self, provider: OidcProvider) -> None:
        self.provider = provider

    def get_client_id(self) -> str:
        return self.provider.client_id

    def get_default_redirect_uri(self) -> None:
        return None  # OpenID Connect requires redirect_uri in every request.

    def get_allowed_scope(self, scope: str | None) -> str | None:
        return scope or None

    def check_redirect_uri(self, redirect_uri: str) -> bool:
        return redirect_uri in list(self.provider.redirect_uris)

    def check_client_secret(self, client_secret: str) -> bool:
        return hmac.compare_digest(client_secret.encode(), self.provider.client_secret.encode())

    def check_endpoint_auth_method(self, method: str, endpoint: str) -> bool:
        return method in ("client_secret_post", "client_secret_basic")

    def check_response_type(self, response_type: str) -> bool:
        return response_type == "code"

    def check_grant_type(self, grant_type: str) -> bool:
        return grant_type == "authorization_code"


class _Payload(BasicOAuth2Payload):
    def __init__(self, datalist: dict[str, list[str]]) -> None:
        super().__init__({key: values[0] for key, values in datalist.items()})
        self._datalist = datalist


class _WsgiRequest(OAuth2Request):
    """authlib's request view of a WSGI request: query and form fields, both as the payload."""

    def __init__(self, environ: dict[str, Any], issuer: str) -> None:
        query = environ.get("QUERY_STRING", "")
        headers = {"Authorization": environ.get("HTTP_AUTHORIZATION", "")}
        super().__init__(
            environ["REQUEST_METHOD"], f"{issuer}{environ.get('PATH_INFO', '')}?{query}", headers=headers
        )
        self.query = parse_qs(query, keep_blank_values=True)
        self.formlist: dict[str, list[str]] = {}
        if self.method == "POST":  # Forms only: every POST of the protocol is form-encoded.
            body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
            self.formlist = parse_qs(body.decode(), keep_blank_values=True)
        self.payload = _Payload({**self.query, **self.formlist})

    @property
    def form(self) -> dict[str, str]:
        return {key: values[0] for key, values in self.formlist.items()}


class _CodeGrant(AuthorizationCodeGrant):
    """Authorization code grant with codes in the provider's memory; openid scope is required."""

    TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post"]

    def validate_authorization_request(self) -> str:
        redirect_uri = super().validate_authorization_request()
        if not is_openid_scope(self.request.payload.scope):
            raise InvalidScopeError("The 'openid' scope is required.", redirect_uri=redirect_uri)
        return redirect_uri

    def save_authorization_code(self, code: str, request: OAuth2Request) -> None:
        data = request.payload.data
        self.server.provider._save_code(
            _Code(
                code=code,
                client_id=request.client.get_client_id(),
                redirect_uri=request.payload.redirect_uri,
                scope=request.scope,
                username=request.user.username,
                nonce=data.get("nonce"),
                code_challenge=data["code_challenge"],
                code_challenge_method=data["code_challenge_method"],
                auth_time=int(time.time()),
            )
        )

    def query_authorization_code(self, code: str, client: _Client) -> _Code | None:
        # Taken out on first presentation: a code is spent even by a token request that then fails.
        return self.server.provider._take_code(code, client.get_client_id())

    def delete_authorization_code(self, authorization_code: _Code) -> None:
        pass  # Already removed by query_authorization_code.

    def authenticate_user(self, authorization_code: _Code) -> _User | None:
        return self.server.provider._users.get(authorization_code.username)


class _RequiredS256(CodeChallenge):
    """PKCE that is not optional: every authorization request must carry an S256 challenge."""

    SUPPORTED_CODE_CHALLENGE_METHOD = ["S256"]

    def validate_code_challenge(self, grant: _CodeGrant, redirect_uri: str | None) -> None:
        data = grant.request.payload.data
        if not data.get("code_challenge"):
            raise InvalidRequestError("Missing 'code_challenge'.")
        if data.get("code_challenge_method") != "S256":
            raise InvalidRequestError("'code_challenge_method' must be S256.")
        super().validate_code_challenge(grant, redirect_uri)


class _OpenIdCode(OpenIDCode):
    """Adds the RS256 ID token to the token response, spoiled as ``provider.tamper`` says."""

    def __init__(self, provider: OidcProvider) -> None:
        super().__init__(require_nonce=False)
        self.provider = provider

    def exists_nonce(self, nonce: str, request: OAuth2Request) -> bool:
        return nonce in self.provider._used_nonces

    def resolve_client_private_key(self, client: _Client) -> RSAKey:
        return self.provider._key

    def get_encode_header(self, client: _Client) -> dict[str, str]:
        return {"alg": "RS256", "kid": self.provider._kid}

    def get_client_claims(self, client: _Client) -> dict[str, Any]:
        now, tamper = int(time.time()), self.provider.tamper
        return {
            "iss": self.provider.issuer + ("/other" if tamper == "issuer" else ""),
            "aud": "someone-else" if tamper == "audience" else client.get_client_id(),
            "iat": now - 1200 if tamper == "expired" else now,
            "exp": now - 600 if tamper == "expired" else now + ACCESS_TOKEN_LIFETIME_S,
        }

    def get_authorization_code_claims(self, authorization_code: _Code) -> dict[str, Any]:
        claims = super().get_authorization_code_claims(authorization_code)
        if self.provider.tamper == "nonce":
            claims["nonce"] = secrets.token_urlsafe(16)
        return claims

    def generate_user_info(self, user: _User, scope: str) -> dict[str, Any]:
        return self.provider._claims(user.username)

    def process_token(self, grant: _CodeGrant, response: Response) -> dict[str, Any]:
        token = super().process_token(grant, response)
        if self.provider.tamper == "signature" and "id_token" in token:
            header, payload, signature = token["id_token"].split(".")
            claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
            claims["tampered"] = True  # The payload changes; the signature stays the old one.
            changed = base64.urlsafe_b64encode(json.dumps(claims).encode()).rstrip(b"=").decode()
            token["id_token"] = f"{header}.{changed}.{signature}"
        return token


class _Server(AuthorizationServer):
    """authlib's generic server bound to one provider: responses stay (status, body, headers)."""

    def __init__(self, provider: OidcProvider) -> None:
        super().__init__(scopes_supported=SCOPES)
        self.provider = provider
        self.register_token_generator(
            "default",
            BearerTokenGenerator(lambda **_: generate_token(42), expires_generator=ACCESS_TOKEN_LIFETIME_S),
        )
        self.register_grant(_CodeGrant, [_RequiredS256(required=True), _OpenIdCode(provider)])

    def query_client(self, client_id: str) -> _Client | None:
        return _Client(self.provider) if client_id == self.provider.client_id else None

    def save_token(self, token: dict[str, Any], request: OAuth2Request) -> None:
        self.provider._save_access_token(token["access_token"], request.user.username)

    def create_oauth2_request(self, request: _WsgiRequest) -> _WsgiRequest:
        return request

    def handle_response(self, status: int, body: Any, headers: list[tuple[str, str]]) -> Response:
        return status, body, list(headers)

    def send_signal(self, name: str, *args: Any, **kwargs: Any) -> None:
        pass


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass  # One stderr line per request would drown the test output.


class _ThreadingWSGIServer(socketserver.ThreadingMixIn, WSGIServer):
    daemon_threads = True

    def server_bind(self) -> None:
        # HTTPServer.server_bind resolves the host name (getfqdn), which can stall without DNS.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]
        self.setup_environ()


class OidcProvider:
    """An OpenID Connect provider for one confidential client, served on 127.0.0.1:<free port>.

    ``tamper`` spoils ID tokens issued from then on: "signature" (payload changed after signing),
    "audience", "nonce", "issuer" (signed, but the claim is wrong) or "expired" (exp in the past).
    ``token_requests`` holds each token POST's form fields plus ``client_authenticated``,
    ``client_auth_method`` and ``status``; ``authorize_requests`` the parameters of each GET.
    """

    def __init__(
        self,
        *,
        client_id: str = "konkyo-test",
        client_secret: str | None = None,
        redirect_uris: list[str] | None = None,
    ) -> None:
        self.client_id = client_id
        self.client_secret = client_secret or f"test-secret-{secrets.token_hex(16)}"
        self.redirect_uris: list[str] = list(redirect_uris or [])
        self.tamper: str | None = None
        self.token_requests: list[dict[str, Any]] = []
        self.authorize_requests: list[dict[str, str]] = []
        self._lock = threading.Lock()
        self._users: dict[str, _User] = {}
        self._codes: dict[str, _Code] = {}
        self._access_tokens: dict[str, tuple[str, float]] = {}
        self._used_nonces: set[str] = set()
        private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        pem = private.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
        self._kid = secrets.token_hex(8)
        self._key = RSAKey.import_key(pem, {"kid": self._kid, "use": "sig", "alg": "RS256"})
        self._server = _Server(self)
        self._httpd: _ThreadingWSGIServer | None = None
        self._thread: threading.Thread | None = None
        self._routes: dict[tuple[str, str], Callable[[_WsgiRequest], Response]] = {
            ("GET", "/.well-known/openid-configuration"): self._discovery,
            ("GET", "/authorize"): self._authorize,
            ("POST", "/authorize"): self._authorize,
            ("POST", "/token"): self._token,
            ("GET", "/userinfo"): self._userinfo,
            ("GET", "/jwks"): self._jwks,
        }

    @property
    def issuer(self) -> str:
        if self._httpd is None:
            raise RuntimeError("OidcProvider.issuer is known only after start()")
        return f"http://127.0.0.1:{self._httpd.server_port}"

    def start(self) -> OidcProvider:
        if self._httpd is None:
            self._httpd = _ThreadingWSGIServer(("127.0.0.1", 0), _QuietHandler)
            self._httpd.set_app(self._app)
            self._thread = threading.Thread(
                target=self._httpd.serve_forever, args=(0.05,), name="oidc-provider", daemon=True
            )  # A short poll interval: stop() waits up to one interval for the loop to notice.
            self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            if self._thread is not None:
                self._thread.join(timeout=5)
            self._httpd = self._thread = None

    def __enter__(self) -> OidcProvider:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def add_user(
        self,
        username: str,
        password: str,
        *,
        sub: str | None = None,
        email: str = "",
        name: str = "",
        groups: Iterable[str] = (),
    ) -> None:
        with self._lock:
            self._users[username] = _User(
                username, password, sub or str(uuid.uuid4()), email, name, list(groups)
            )

    def set_groups(self, username: str, groups: Iterable[str]) -> None:
        with self._lock:
            self._users[username].groups = list(groups)

    def _claims(self, username: str) -> dict[str, Any]:
        with self._lock:
            user = self._users[username]
            return {
                "sub": user.sub,
                "email": user.email,
                "name": user.name,
                "preferred_username": user.username,
                "groups": list(user.groups),
            }

    def _save_code(self, code: _Code) -> None:
        with self._lock:
            self._codes[code.code] = code
            if code.nonce:
                self._used_nonces.add(code.nonce)

    def _take_code(self, code: str, client_id: str) -> _Code | None:
        with self._lock:
            found = self._codes.pop(code, None)
        if found is None or found.client_id != client_id:
            return None
        return found if time.monotonic() - found.issued_at <= CODE_LIFETIME_S else None

    def _save_access_token(self, token: str, username: str) -> None:
        with self._lock:
            self._access_tokens[token] = (username, time.monotonic() + ACCESS_TOKEN_LIFETIME_S)

    def _app(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        request = _WsgiRequest(environ, self.issuer)
        route = self._routes.get((request.method, environ.get("PATH_INFO", "")))
        status, body, headers = route(request) if route else (404, {"error": "not_found"}, [])
        data = (json.dumps(body) if isinstance(body, dict) else str(body)).encode()
        content_type = "application/json" if isinstance(body, dict) else "text/html; charset=utf-8"
        headers = [h for h in headers if h[0] != "Content-Type"] + [("Content-Type", content_type)]
        start_response(
            f"{status} {HTTPStatus(status).phrase}", [*headers, ("Content-Length", str(len(data)))]
        )
        return [data]

    def _discovery(self, request: _WsgiRequest) -> Response:
        issuer = self.issuer
        return (
            200,
            {
                "issuer": issuer,
                "authorization_endpoint": f"{issuer}/authorize",
                "token_endpoint": f"{issuer}/token",
                "userinfo_endpoint": f"{issuer}/userinfo",
                "jwks_uri": f"{issuer}/jwks",
                "response_types_supported": ["code"],
                "subject_types_supported": ["public"],
                "id_token_signing_alg_values_supported": ["RS256"],
                "code_challenge_methods_supported": ["S256"],
                "scopes_supported": SCOPES,
                "token_endpoint_auth_methods_supported": ["client_secret_post", "client_secret_basic"],
            },
            [],
        )

    def _jwks(self, request: _WsgiRequest) -> Response:
        return 200, {"keys": [self._key.as_dict(private=False)]}, []

    def _authorize(self, request: _WsgiRequest) -> Response:
        if request.method == "GET":
            self.authorize_requests.append(request.payload.data)
        try:
            grant = self._server.get_consent_grant(request)
        except OAuth2Error as error:
            if error.redirect_uri:  # Only after client and redirect_uri were validated.
                return self._server.handle_error_response(request, error)
            return 400, ERROR_PAGE.format(error=html.escape(f"{error.error}: {error.description}")), []
        if request.method == "GET":
            return 200, self._login_page(request, error=""), []
        form = request.form
        with self._lock:
            user = self._users.get(form.get("username", ""))
        if user is None or not hmac.compare_digest(form.get("password", "").encode(), user.password.encode()):
            return 200, self._login_page(request, error="Wrong username or password."), []
        return self._server.create_authorization_response(request, grant_user=user, grant=grant)

    def _login_page(self, request: _WsgiRequest, *, error: str) -> str:
        hidden = "".join(
            f'<input type="hidden" name="{html.escape(key)}" value="{html.escape(value)}">'
            for key, value in request.payload.data.items()
            if key not in ("username", "password")
        )
        message = f'<p id="idp-error">{html.escape(error)}</p>' if error else ""
        return LOGIN_PAGE.format(message=message, action=f"{self.issuer}/authorize", hidden=hidden)

    def _token(self, request: _WsgiRequest) -> Response:
        status, body, headers = self._server.create_token_response(request)
        self.token_requests.append(
            {
                **request.form,
                "client_authenticated": request.auth_method is not None,
                "client_auth_method": request.auth_method,
                "status": status,
            }
        )
        return status, body, headers

    def _userinfo(self, request: _WsgiRequest) -> Response:
        scheme, _, token = request.headers["Authorization"].partition(" ")
        with self._lock:
            username, expires = self._access_tokens.get(token, ("", 0.0))
        if scheme.lower() != "bearer" or not username or time.monotonic() > expires:
            return 401, {"error": "invalid_token"}, [("WWW-Authenticate", 'Bearer error="invalid_token"')]
        return 200, self._claims(username), []
