"""The test OpenID Connect provider speaks the real protocol, so sign-in tests prove something.

Plain HTTP against the provider, no Django live server and no browser: the discovery document,
a full authorization-code flow whose ID token verifies against the published JWKS (with PyJWT,
as the relying party does), and the refusals the relying party's tests rely on: a wrong PKCE
verifier, a reused code, an unregistered redirect_uri, and each ``tamper`` mode.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

import jwt
import pytest
import requests

from tests.identity import provider as provider_module
from tests.identity.provider import OidcProvider

REDIRECT_URI = "http://127.0.0.1:9/oidc/callback/"  # Never contacted: redirects are read, not followed.
TIMEOUT = 10


@pytest.fixture
def idp() -> Iterator[OidcProvider]:
    with OidcProvider(redirect_uris=[REDIRECT_URI]) as provider:
        provider.add_user(
            "ann", "ann-password", sub="sub-ann", email="ann@example.com", name="Ann", groups=["staff"]
        )
        yield provider


def _pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


def _authorize_params(idp: OidcProvider, challenge: str, **overrides: str) -> dict[str, str]:
    params = {
        "client_id": idp.client_id,
        "redirect_uri": REDIRECT_URI,
        "response_type": "code",
        "scope": "openid email profile groups",
        "state": secrets.token_urlsafe(8),
        "nonce": secrets.token_urlsafe(8),
        "code_challenge": challenge,
        "code_challenge_method": "S256",
    }
    return {**params, **overrides}


def _sign_in(idp: OidcProvider, params: dict[str, str], password: str = "ann-password") -> requests.Response:
    """GET the login page, then POST the form as a browser would: its hidden fields plus credentials."""
    page = requests.get(f"{idp.issuer}/authorize", params=params, allow_redirects=False, timeout=TIMEOUT)
    assert page.status_code == 200 and 'id="idp-username"' in page.text
    form = {**params, "username": "ann", "password": password}
    return requests.post(f"{idp.issuer}/authorize", data=form, allow_redirects=False, timeout=TIMEOUT)


def _code(idp: OidcProvider, params: dict[str, str]) -> str:
    response = _sign_in(idp, params)
    assert response.status_code == 302
    location = response.headers["Location"]
    assert location.startswith(REDIRECT_URI + "?")
    query = parse_qs(urlsplit(location).query)
    assert query["state"] == [params["state"]]
    return query["code"][0]


def _token(idp: OidcProvider, code: str, verifier: str, **overrides: str) -> requests.Response:
    data = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": REDIRECT_URI,
        "code_verifier": verifier,
        "client_id": idp.client_id,
        "client_secret": idp.client_secret,
        **overrides,
    }
    return requests.post(f"{idp.issuer}/token", data=data, timeout=TIMEOUT)


def _id_token(idp: OidcProvider, **param_overrides: str) -> tuple[str, dict[str, str]]:
    verifier, challenge = _pkce()
    params = _authorize_params(idp, challenge, **param_overrides)
    response = _token(idp, _code(idp, params), verifier)
    assert response.status_code == 200, response.text
    return response.json()["id_token"], params


def _verified_claims(idp: OidcProvider, id_token: str) -> dict[str, Any]:
    """Verify as a careful relying party would: key from /jwks by kid, RS256, aud, iss, exp."""
    jwks = requests.get(f"{idp.issuer}/jwks", timeout=TIMEOUT).json()
    kid = jwt.get_unverified_header(id_token)["kid"]
    (key,) = [jwt.PyJWK(k) for k in jwks["keys"] if k["kid"] == kid]
    return jwt.decode(id_token, key, algorithms=["RS256"], audience=idp.client_id, issuer=idp.issuer)


def _unverified_claims(id_token: str) -> dict[str, Any]:
    return jwt.decode(id_token, options={"verify_signature": False})


def test_discovery_document_names_the_endpoints_under_the_issuer(idp: OidcProvider) -> None:
    doc = requests.get(f"{idp.issuer}/.well-known/openid-configuration", timeout=TIMEOUT).json()
    assert doc["issuer"] == idp.issuer and idp.issuer.startswith("http://127.0.0.1:")
    for key, path in [
        ("authorization_endpoint", "/authorize"),
        ("token_endpoint", "/token"),
        ("userinfo_endpoint", "/userinfo"),
        ("jwks_uri", "/jwks"),
    ]:
        assert doc[key] == idp.issuer + path
    assert doc["code_challenge_methods_supported"] == ["S256"]
    assert doc["id_token_signing_alg_values_supported"] == ["RS256"]
    assert set(doc["token_endpoint_auth_methods_supported"]) == {"client_secret_post", "client_secret_basic"}
    assert {"openid", "email", "profile", "groups"} <= set(doc["scopes_supported"])


def test_code_flow_returns_an_id_token_signed_with_the_published_key(idp: OidcProvider) -> None:
    id_token, params = _id_token(idp)
    claims = _verified_claims(idp, id_token)
    assert claims["nonce"] == params["nonce"]
    assert claims["aud"] == idp.client_id and claims["iss"] == idp.issuer
    assert claims["sub"] == "sub-ann" and claims["preferred_username"] == "ann"
    assert claims["email"] == "ann@example.com" and claims["groups"] == ["staff"]
    assert idp.authorize_requests[0]["code_challenge"] == params["code_challenge"]
    last = idp.token_requests[-1]
    assert last["code_verifier"] and last["client_authenticated"] and last["status"] == 200


def test_userinfo_answers_the_access_token_with_the_current_groups(idp: OidcProvider) -> None:
    verifier, challenge = _pkce()
    token = _token(idp, _code(idp, _authorize_params(idp, challenge)), verifier).json()
    idp.set_groups("ann", ["staff", "reviewers"])
    headers = {"Authorization": f"Bearer {token['access_token']}"}
    info = requests.get(f"{idp.issuer}/userinfo", headers=headers, timeout=TIMEOUT)
    assert info.json() == {
        "sub": "sub-ann",
        "email": "ann@example.com",
        "name": "Ann",
        "preferred_username": "ann",
        "groups": ["staff", "reviewers"],
    }
    bad = requests.get(f"{idp.issuer}/userinfo", headers={"Authorization": "Bearer nope"}, timeout=TIMEOUT)
    assert bad.status_code == 401


def test_set_groups_changes_the_next_id_token(idp: OidcProvider) -> None:
    idp.set_groups("ann", ["admins"])
    id_token, _ = _id_token(idp)
    assert _verified_claims(idp, id_token)["groups"] == ["admins"]


def test_client_secret_basic_is_accepted_and_a_wrong_secret_is_refused(idp: OidcProvider) -> None:
    verifier, challenge = _pkce()
    code = _code(idp, _authorize_params(idp, challenge))
    data = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": REDIRECT_URI,
        "code_verifier": verifier,
    }
    wrong = requests.post(f"{idp.issuer}/token", data=data, auth=(idp.client_id, "wrong"), timeout=TIMEOUT)
    assert wrong.status_code == 401 and wrong.json()["error"] == "invalid_client"
    right = requests.post(
        f"{idp.issuer}/token", data=data, auth=(idp.client_id, idp.client_secret), timeout=TIMEOUT
    )
    assert right.status_code == 200, right.text
    assert idp.token_requests[-1]["client_auth_method"] == "client_secret_basic"
    assert idp.token_requests[0]["client_authenticated"] is False


def test_a_wrong_code_verifier_is_refused(idp: OidcProvider) -> None:
    _, challenge = _pkce()
    other_verifier, _ = _pkce()
    response = _token(idp, _code(idp, _authorize_params(idp, challenge)), other_verifier)
    assert response.status_code == 400 and response.json()["error"] == "invalid_grant"
    assert "id_token" not in response.json()


def test_a_code_cannot_be_used_twice(idp: OidcProvider) -> None:
    verifier, challenge = _pkce()
    code = _code(idp, _authorize_params(idp, challenge))
    assert _token(idp, code, verifier).status_code == 200
    again = _token(idp, code, verifier)
    assert again.status_code == 400 and again.json()["error"] == "invalid_grant"


def test_an_expired_code_is_refused(idp: OidcProvider, monkeypatch: pytest.MonkeyPatch) -> None:
    verifier, challenge = _pkce()
    code = _code(idp, _authorize_params(idp, challenge))
    monkeypatch.setattr(provider_module, "CODE_LIFETIME_S", 0)
    assert _token(idp, code, verifier).json()["error"] == "invalid_grant"


def test_the_token_request_must_repeat_the_redirect_uri(idp: OidcProvider) -> None:
    verifier, challenge = _pkce()
    code = _code(idp, _authorize_params(idp, challenge))
    response = _token(idp, code, verifier, redirect_uri=REDIRECT_URI + "other/")
    assert response.status_code == 400 and response.json()["error"] == "invalid_grant"


@pytest.mark.parametrize(
    "redirect_uri", ["http://127.0.0.1:9/elsewhere/", REDIRECT_URI.rstrip("/"), REDIRECT_URI + "?x=1"]
)
def test_an_unregistered_redirect_uri_is_refused_without_a_redirect(
    idp: OidcProvider, redirect_uri: str
) -> None:
    params = _authorize_params(idp, _pkce()[1], redirect_uri=redirect_uri)
    response = requests.get(f"{idp.issuer}/authorize", params=params, allow_redirects=False, timeout=TIMEOUT)
    assert response.status_code == 400 and "Location" not in response.headers
    assert 'id="idp-authorize-error"' in response.text


def test_redirect_uris_may_be_registered_after_start(idp: OidcProvider) -> None:
    late = "http://127.0.0.1:9/late/"
    params = _authorize_params(idp, _pkce()[1], redirect_uri=late)
    url = f"{idp.issuer}/authorize"
    assert requests.get(url, params=params, allow_redirects=False, timeout=TIMEOUT).status_code == 400
    idp.redirect_uris.append(late)
    assert requests.get(url, params=params, allow_redirects=False, timeout=TIMEOUT).status_code == 200


@pytest.mark.parametrize("missing", ["code_challenge", "code_challenge_method"])
def test_an_authorization_request_without_pkce_s256_gets_an_error_redirect(
    idp: OidcProvider, missing: str
) -> None:
    params = _authorize_params(idp, _pkce()[1])
    del params[missing]
    response = requests.get(f"{idp.issuer}/authorize", params=params, allow_redirects=False, timeout=TIMEOUT)
    assert response.status_code == 302
    query = parse_qs(urlsplit(response.headers["Location"]).query)
    assert query["error"] == ["invalid_request"] and query["state"] == [params["state"]]


def test_a_wrong_password_shows_the_form_again_with_an_error(idp: OidcProvider) -> None:
    response = _sign_in(idp, _authorize_params(idp, _pkce()[1]), password="wrong")
    assert response.status_code == 200 and "Location" not in response.headers
    assert 'id="idp-error"' in response.text and 'id="idp-password"' in response.text


def test_signature_tamper_breaks_the_signature(idp: OidcProvider) -> None:
    idp.tamper = "signature"
    id_token, _ = _id_token(idp)
    assert _unverified_claims(id_token)["tampered"] is True
    with pytest.raises(jwt.InvalidSignatureError):
        _verified_claims(idp, id_token)


def test_audience_tamper_signs_someone_elses_audience(idp: OidcProvider) -> None:
    idp.tamper = "audience"
    id_token, _ = _id_token(idp)
    assert _unverified_claims(id_token)["aud"] == "someone-else"
    with pytest.raises(jwt.InvalidAudienceError):
        _verified_claims(idp, id_token)


def test_issuer_tamper_signs_another_issuer(idp: OidcProvider) -> None:
    idp.tamper = "issuer"
    id_token, _ = _id_token(idp)
    assert _unverified_claims(id_token)["iss"] == idp.issuer + "/other"
    with pytest.raises(jwt.InvalidIssuerError):
        _verified_claims(idp, id_token)


def test_nonce_tamper_signs_a_different_nonce(idp: OidcProvider) -> None:
    idp.tamper = "nonce"
    id_token, params = _id_token(idp)
    nonce = _verified_claims(idp, id_token)["nonce"]  # The signature is good; only the nonce is wrong.
    assert nonce and nonce != params["nonce"]


def test_expired_tamper_signs_an_exp_in_the_past(idp: OidcProvider) -> None:
    idp.tamper = "expired"
    id_token, _ = _id_token(idp)
    with pytest.raises(jwt.ExpiredSignatureError):
        _verified_claims(idp, id_token)


def test_tamper_applies_only_to_tokens_issued_after_it_is_set(idp: OidcProvider) -> None:
    before, _ = _id_token(idp)
    idp.tamper = "audience"
    after, _ = _id_token(idp)
    idp.tamper = None
    assert _verified_claims(idp, before)["aud"] == idp.client_id
    assert _unverified_claims(after)["aud"] == "someone-else"
