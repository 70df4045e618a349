"""The random session driver in CI: seeded, at least 2,000 steps, every one checked
against the frame oracle (tests/ui/screen_session.py)."""

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from tests.ui.screen_session import STEPS, ScreenSession

EXAMPLES, STEPS_PER_EXAMPLE = 50, 40


def test_random_sessions_keep_the_screen_true():
    before = STEPS["count"]
    run_state_machine_as_test(
        ScreenSession,
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS_PER_EXAMPLE,
            derandomize=True,  # seeded: the same sessions on every run
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        ),
    )
    assert STEPS["count"] - before >= 2000
