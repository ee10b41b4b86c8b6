"""Hypothesis profiles for the permission property tests.

``KONKYO_HYPOTHESIS_PROFILE`` picks one: ``ci`` (default; 300 state-machine runs,
derandomized so that every CI run explores the same examples and a red build is
reproducible without the example database) or ``soak`` (10,000 runs, random, examples
saved in ``.hypothesis/``; ``make soak``). The profile is handed to the state machine
explicitly rather than loaded globally, so other Hypothesis tests keep their own settings.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

PROFILE_ENV = "KONKYO_HYPOTHESIS_PROFILE"
# Optional override of the profile's example count (e.g. a partial soak to time it).
EXAMPLES_ENV = "KONKYO_HYPOTHESIS_MAX_EXAMPLES"
_COMMON = {
    "deadline": None,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}

settings.register_profile(
    "ci", max_examples=300, stateful_step_count=10, derandomize=True, database=None, **_COMMON
)
settings.register_profile("soak", max_examples=10_000, stateful_step_count=20, **_COMMON)


@pytest.fixture(scope="session")
def hypothesis_profile() -> settings:
    name = os.environ.get(PROFILE_ENV, "ci")
    try:
        profile = settings.get_profile(name)
    except Exception as exc:  # InvalidArgument: fail loudly on a typo
        raise pytest.UsageError(f"{PROFILE_ENV}={name!r} is not a profile (ci, soak)") from exc
    examples = os.environ.get(EXAMPLES_ENV)
    return settings(profile, max_examples=int(examples)) if examples else profile
