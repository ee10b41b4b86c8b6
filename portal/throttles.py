"""One rate limit for every way of asking (SPEC §5): the API's POST and the ask form share
``KONKYO_QUESTION_THROTTLE`` per user, counted in one place (the cache)."""

from __future__ import annotations

import logging
import math

from django.utils.translation import gettext
from redis.exceptions import RedisError
from rest_framework.throttling import SimpleRateThrottle

log = logging.getLogger(__name__)


class QuestionRateThrottle(SimpleRateThrottle):
    """The "questions" rate of ``REST_FRAMEWORK`` per user (per address if anonymous)."""

    scope = "questions"

    def allow_request(self, request, view):
        """Fails open while the cache is unreachable: a Redis outage must not turn asking into
        a 500 (the question is stored and the sweeper publishes it later); the outage is
        logged, and the limit applies again as soon as the cache answers."""
        try:
            return super().allow_request(request, view)
        except (RedisError, OSError) as exc:
            log.warning("question rate limit not checked: cache unavailable (%s)", exc)
            return True

    def get_cache_key(self, request, view):
        user = getattr(request, "user", None)
        ident = user.pk if user is not None and user.is_authenticated else self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}


def question_rate_wait(request) -> int | None:
    """None when the user may ask now (and counts this question), else seconds to wait."""
    throttle = QuestionRateThrottle()
    if throttle.allow_request(request, None):
        return None
    return max(1, math.ceil(throttle.wait() or 0))


def question_rate_message(wait: int) -> str:
    return gettext("質問の送信が多すぎます。約%(minutes)s分後にもう一度お試しください。") % {
        "minutes": max(1, math.ceil(wait / 60))
    }
