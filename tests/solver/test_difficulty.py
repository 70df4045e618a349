"""Difficulty bands (game/solver/difficulty.py): the measure is deterministic, a deal the
search does not win has no band, and the calibrated cut-offs are the current search's
(they depend on it: a solver change that moves the efforts fails here, and
tools/calibrate_difficulty.py --write measures them again)."""

import pytest

from game.engine.deal import GameCode
from game.engine.rules import rules_for
from game.engine.state import load_position
from game.solver.difficulty import RATING_NODES, band_of, effort, kind_of, parse_kind, rate
from game.solver.difficulty_table import CUTOFFS, SAMPLES
from tests.solver.test_positions import BLOCKED, _position


def test_band_edges():
    assert [band_of(n, (10, 20)) for n in (1, 10, 11, 20, 21)] == [
        "easy",
        "easy",
        "medium",
        "medium",
        "hard",
    ]


def test_the_effort_is_the_same_on_every_run_and_a_lost_deal_has_no_band():
    state = GameCode(4, 1, rules_for("canfield", "standard")).state()
    assert effort(state) == effort(state) is not None
    lost = load_position(_position("strict", 3, **BLOCKED))  # RULES §7's blocking columns
    assert effort(lost) is None and rate(lost) is None


def test_a_kind_without_calibration_is_not_rated():
    state = GameCode(1, 1, rules_for("chameleon", "standard")).state()
    assert kind_of(state.rules, state.draw) not in CUTOFFS
    assert rate(state) is None


@pytest.mark.parametrize("kind", sorted(CUTOFFS))
def test_the_calibration_is_the_search_s_own(kind):
    """The cut-offs are thirds of the efforts the search had when they were measured: the
    kept sample deals must still cost exactly that, else the bands no longer hold a third
    each (run tools/calibrate_difficulty.py --write after a change to the search)."""
    game, preset, draw = parse_kind(kind)
    rules = rules_for(game, preset)
    measured = tuple((n, effort(GameCode(n, draw, rules).state())) for n, _ in SAMPLES[kind])
    assert measured == SAMPLES[kind], "the search changed: calibrate the difficulty again"
    low, high = CUTOFFS[kind]
    assert 0 < low <= high < RATING_NODES
