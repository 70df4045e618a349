"""The random session driver in CI: seeded, at least 2,000 steps in all, every one checked
against the frame oracle (tests/ui/screen_session.py).

The sessions run in four seeded batches, so pytest-xdist can spread them over the cores;
each batch is its own fixed seed, so every run replays the same 2,000+ steps."""

import pytest
from hypothesis import HealthCheck, seed, settings
from hypothesis.stateful import get_state_machine_test

from tests.ui.screen_session import STEPS, ScreenSession

BATCHES, EXAMPLES, STEPS_PER_EXAMPLE = 4, 13, 40
MIN_STEPS = 2000 // BATCHES  # each batch checks its share of the 2,000 steps


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_sessions_keep_the_screen_true(batch):
    before = STEPS["count"]
    sessions = get_state_machine_test(
        ScreenSession,
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS_PER_EXAMPLE,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        ),
    )
    seed(batch)(sessions)()  # a fixed seed per batch: the same sessions on every run
    assert STEPS["count"] - before >= MIN_STEPS
