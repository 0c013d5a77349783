"""Shared test settings: a fixed hypothesis profile so property tests are deterministic in CI."""

from hypothesis import HealthCheck, settings

settings.register_profile(
    "dobleseis",
    max_examples=40,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("dobleseis")
