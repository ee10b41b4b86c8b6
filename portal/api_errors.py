"""API input that must end in a 4xx JSON answer, never a 500 or an HTML page.

- JSON nested deeper than Python's recursion limit makes `json.load` raise RecursionError
  (not ValueError), which DRF's JSONParser lets through as a 500.
- A body over DATA_UPLOAD_MAX_MEMORY_SIZE raises Django's RequestDataTooBig (a
  SuspiciousOperation), which DRF leaves to Django: a plain HTML "Bad Request (400)".
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from rest_framework import parsers, status
from rest_framework.exceptions import ParseError
from rest_framework.response import Response


class JSONParser(parsers.JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - nested too deeply") from None


def exception_handler(exc, context):
    from rest_framework.views import exception_handler as drf_exception_handler

    if isinstance(exc, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return Response(
            {"detail": f"リクエストが大きすぎます (上限 {limit} バイト)。"},
            status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE,
        )
    return drf_exception_handler(exc, context)
