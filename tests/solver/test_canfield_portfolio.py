"""Canfield's portfolio (core._search_canfield): the main depth-first search in slices
with randomly ordered restarts between them. Each search is complete on its own, so
each one alone, run to the end, must agree with plain exhaustive search; and the
portfolio itself, with tiny slices (restarts from the first nodes), too."""

import random

from hypothesis import given, settings

from game.engine.deal import GameCode, parse_code
from game.engine.rules import rules_for
from game.solver import core, solve
from tests.solver.helpers import plain_search, replays_to_win
from tests.solver.test_exhaustive import BOUND, SETTINGS, blocked_positions


@settings(max_examples=30, **SETTINGS)
@given(blocked_positions())
def test_each_restart_order_agrees_with_plain_search(state):
    expected = plain_search(state, bound=BOUND)
    if expected == "unknown":
        return
    t, s0, pre, decided = core._root(state)
    if decided is not None:
        assert decided.verdict == expected
        return
    for seed in range(3):
        result = core._Dfs(t, s0, pre, random.Random(seed)).run(10**9, None)
        assert result is not None and result.verdict == expected


@settings(max_examples=30, **SETTINGS)
@given(blocked_positions())
def test_portfolio_with_tiny_slices_agrees_with_plain_search(state):
    expected = plain_search(state, bound=BOUND)
    if expected == "unknown":
        return
    unit = core.RESTART_UNIT
    core.RESTART_UNIT = 2
    try:
        result = solve(state, node_budget=1_000_000)
    finally:
        core.RESTART_UNIT = unit
    assert result.verdict == expected
    if result.verdict == "won":
        assert replays_to_win(state, result.moves)


def test_luby_sequence():
    assert [core.luby(i) for i in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def test_easy_strict_deals_are_not_lost_in_a_bad_subtree():
    # the main depth-first search alone finds nothing in 2,000,000 positions here; a
    # plain depth-first search over the engine's moves wins in 0.3 s
    strict = rules_for("canfield", "strict")
    for code in ("CF1-D3-OHULLOZ", "CF1-D3-RTNFWCB"):
        state = GameCode(parse_code(code).deal_number, 3, strict).state()
        result = solve(state, node_budget=5_000)
        assert result.verdict == "won", code
        assert replays_to_win(state, result.moves)
