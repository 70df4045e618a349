"""Difficulty bands (game/solver/difficulty.py): the measure is deterministic, a deal the
search does not win has no band, and the calibrated cut-offs are the current search's
(they depend on it: a solver change that moves the efforts fails here, and
tools/calibrate_difficulty.py --write measures them again)."""

import pytest

from game.engine.deal import GameCode
from game.engine.rules import rules_for
from game.engine.state import load_position
from game.solver.api import solve
from game.solver.difficulty import (
    RATING_NODES,
    band_of,
    effort,
    find_rated,
    kind_of,
    parse_kind,
    prove_and_rate,
    rate,
)
from game.solver.difficulty_table import CUTOFFS, SAMPLES
from tests.solver.helpers import replays_to_win
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


# --- deals of a band --------------------------------------------------------------------

STANDARD3 = "canfield-standard/3"


def _first_of(band: str, kind: str = STANDARD3) -> int:
    """The first sample deal of a band (the samples are the first winnable deals)."""
    cutoffs = CUTOFFS[kind]
    return next(n for n, nodes in SAMPLES[kind] if band_of(nodes, cutoffs) == band)


@pytest.mark.parametrize("band", ["easy", "medium"])
def test_a_deal_of_a_band_is_the_first_of_that_band(band):
    rules = rules_for("canfield", "standard")
    expected = _first_of(band)
    found = find_rated(1, rules, 3, band, per_deal_budget=1.0, tries=expected)
    assert (found.code.deal_number, found.band, found.proven) == (expected, band, True)
    assert found.tries == expected
    assert replays_to_win(found.code.state(), found.line)  # the line that proved it, tidied
    assert band_of(effort(found.code.state()), CUTOFFS[STANDARD3]) == band  # measured again


def test_any_band_is_the_first_winnable_deal_with_its_band():
    rules = rules_for("canfield", "standard")
    first, nodes = SAMPLES[STANDARD3][0]
    found = find_rated(first, rules, 3, None, per_deal_budget=1.0, tries=1)
    assert found.proven and found.band == band_of(nodes, CUTOFFS[STANDARD3])


def test_no_deal_of_the_band_in_the_tries_gives_a_winnable_deal_of_another():
    rules = rules_for("canfield", "standard")
    easy = _first_of("easy")
    found = find_rated(easy, rules, 3, "medium", per_deal_budget=1.0, tries=1)
    assert (found.proven, found.band, found.code.deal_number) == (True, "easy", easy)


def test_a_search_for_easy_deals_does_not_go_past_the_easy_cut_off():
    rules = rules_for("canfield", "standard")
    hard = next(n for n, e in SAMPLES[STANDARD3] if e > CUTOFFS[STANDARD3][1])
    found = find_rated(hard, rules, 3, "easy", per_deal_budget=1.0, tries=1)
    assert not found.proven and found.band is None  # not searched far enough to know


def test_a_deal_won_only_past_the_rating_budget_is_hard(monkeypatch):
    from game.solver import difficulty

    deal, nodes = max(SAMPLES[STANDARD3], key=lambda sample: sample[1])
    monkeypatch.setattr(difficulty, "RATING_NODES", nodes // 2)  # it runs out before the win
    state = GameCode(deal, 3, rules_for("canfield", "standard")).state()
    assert effort(state) is None
    proof = prove_and_rate(state, 30.0)
    assert (proof.verdict, proof.band) == ("won", "hard") and replays_to_win(state, proof.moves)
    assert prove_and_rate(state, None).verdict == "unknown"  # no time given: not proven


def test_an_unrated_kind_is_proven_without_a_band():
    rules = rules_for("storehouse", "standard")
    found = find_rated(1, rules, 1, "easy", per_deal_budget=2.0, tries=20)
    assert found.proven and found.band is None
    assert solve(found.code.state(), budget_seconds=5).verdict == "won"


@pytest.mark.parametrize("kind", sorted(CUTOFFS))
def test_a_smaller_node_budget_is_a_prefix_of_the_rating_search(kind):
    """find_rated stops the rating search at a band's cut-off: that is only right if
    the search takes the same steps whatever its node budget, so that a deal won at
    effort e is won at e with a budget of e, and not won with e - 1."""
    game, preset, draw = parse_kind(kind)
    deal, nodes = max(SAMPLES[kind], key=lambda sample: sample[1])
    state = GameCode(deal, draw, rules_for(game, preset)).state()
    exact = solve(state, node_budget=nodes, tidy=False)
    assert (exact.verdict, exact.nodes) == ("won", nodes)
    assert solve(state, node_budget=nodes - 1, tidy=False).verdict != "won"
