"""Request and response plumbing: JSON errors for the API, the language, the CSP header."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.http import JsonResponse
from django.utils.cache import add_never_cache_headers


def api_not_found(request, exception=None):
    return JsonResponse({"detail": "見つかりません。"}, status=404)


def not_found(request, exception=None):
    """handler404: API clients get JSON (an unmatched /api/ URL, e.g. a non-numeric id), people the page."""
    if request.path_info.startswith("/api/"):
        return api_not_found(request, exception)
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)


def server_error(request):
    """handler500: JSON for API clients, the 500 page for people; neither says what failed."""
    if request.path_info.startswith("/api/"):
        return JsonResponse({"detail": "サーバーで一時的なエラーが発生しました。"}, status=500)
    from django.views.defaults import server_error as page_server_error

    return page_server_error(request)


class JapaneseFirstLocaleMiddleware:
    """Japanese unless the user chose another language (the language cookie set by the
    switcher); the browser's Accept-Language is deliberately not consulted."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        from django.utils import translation

        chosen = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME)
        supported = {code for code, _ in settings.LANGUAGES}
        language = chosen if chosen in supported else settings.LANGUAGE_CODE
        translation.activate(language)
        request.LANGUAGE_CODE = language
        response = self.get_response(request)
        response.headers.setdefault("Content-Language", language)
        translation.deactivate()
        return response


class ContentSecurityPolicyMiddleware:
    """Content-Security-Policy on every response: scripts only from this site or inline with
    this request's nonce (``request.csp_nonce``), so injected markup cannot run script."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.csp_nonce = secrets.token_urlsafe(18)
        response = self.get_response(request)
        response.headers.setdefault(
            "Content-Security-Policy", settings.KONKYO_CSP.replace("{nonce}", request.csp_nonce)
        )
        return response


class NoStoreMiddleware:
    """``Cache-Control: no-store`` (Django's never-cache headers) on every /api/ response and
    on the pages named in ``NO_STORE_URL_NAMES`` (the page that shows a new API token): no
    browser or proxy keeps a copy of a token or of an answer fetched through the API."""

    NO_STORE_URL_NAMES = frozenset({"api-token"})

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        match = getattr(request, "resolver_match", None)
        if request.path_info.startswith("/api/") or (match and match.url_name in self.NO_STORE_URL_NAMES):
            add_never_cache_headers(response)
        return response
