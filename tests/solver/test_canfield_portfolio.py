"""Canfield's portfolio (core._search_canfield): the main depth-first search in slices
with randomly ordered restarts between them. Each search is complete on its own, so
each one alone, run to the end, must agree with plain exhaustive search; and the
portfolio itself, with tiny slices (restarts from the first nodes), too."""

import random

import pytest
from hypothesis import given, settings

from game.engine.deal import GameCode, parse_code
from game.engine.rules import rules_for
from game.solver import core, solve
from tests.solver.helpers import (
    marked_lost_entries,
    plain_search,
    replays_to_win,
    state_of_entry,
)
from tests.solver.test_exhaustive import BOUND, SETTINGS, blocked_positions


@settings(max_examples=30, **SETTINGS)
@given(blocked_positions())
def test_each_restart_order_and_shared_lost_states_agree_with_plain_search(state):
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
    # restarts stopped after a few nodes leave their finished components in the shared
    # lost states; a complete search that skips them must still agree (one test, so the
    # plain search, the slow part, runs once per position)
    lost = core.StateTable(t)
    for seed, limit in enumerate((5, 20, 80, 320)):
        partial = core._Dfs(t, s0, pre, random.Random(seed), lost).run(limit, None)
        if partial is not None:  # decided within its few nodes
            assert partial.verdict == expected
    result = core._Dfs(t, s0, pre, None, lost).run(10**9, None)
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


def _check_marked(monkeypatch, state, limits, main_limit, sample=None) -> int:
    """Run restarts cut short after `limits` nodes, then the main search, sharing their
    lost states; a fresh depth-first search from each state marked lost (or a sample),
    complete on its own, must find no win. Returns how many were checked."""
    marked = marked_lost_entries(monkeypatch)
    t, s0, pre, decided = core._root(state)
    if decided is not None:
        monkeypatch.undo()
        return 0
    lost = core.StateTable(t)
    for seed, limit in enumerate(limits):
        core._Dfs(t, s0, pre, random.Random(seed), lost).run(limit, None)
    core._Dfs(t, s0, pre, None, lost).run(main_limit, None)
    monkeypatch.undo()
    if sample is not None:
        marked = random.Random(0).sample(marked, min(sample, len(marked)))
    checked = 0
    for ref in marked:
        fresh = core._Dfs(t, state_of_entry(ref, t), [], None).run(20_000, None)
        assert fresh is None or fresh.verdict == "lost"
        checked += fresh is not None
    return checked


@settings(max_examples=40, **SETTINGS)
@given(blocked_positions())
def test_every_state_marked_lost_is_lost(state):
    """Small positions, where the reversible top-card moves make cycles: every state
    the searches mark lost is lost."""
    with pytest.MonkeyPatch.context() as mp:
        _check_marked(mp, state, (3, 9, 27, 81), 10**9)


def test_states_marked_lost_on_won_deals_are_lost(monkeypatch):
    strict = rules_for("canfield", "strict")
    checked = sum(
        _check_marked(monkeypatch, GameCode(n, 3, strict).state(), (50, 200, 800), 3_000, 40)
        for n in (5, 22, 2, 3)
    )
    assert checked >= 40


def test_a_loss_costs_the_portfolio_about_the_main_search_s_nodes():
    """The restarts leave what they prove lost to the main search (and to each other),
    so proving a loss no longer costs the main search's nodes twice over."""
    strict = rules_for("canfield", "strict")
    state = GameCode(20, 3, strict).state()
    alone, _t = core._search(state, None, None)
    both, _t = core.search(state)
    assert alone.verdict == both.verdict == "lost"
    assert both.nodes <= 1.2 * alone.nodes


def test_plain_search_is_the_depth_first_search_alone():
    """`search(plain=True)` (the benchmark's --deep) runs no restarts: the same nodes as
    the depth-first search on its own, and a won line the engine plays to the end."""
    strict = rules_for("canfield", "strict")
    lost_deal = GameCode(20, 3, strict).state()
    alone, _t = core._search(lost_deal, None, None)
    plain, _t = core.search(lost_deal, None, None, plain=True)
    assert plain.verdict == alone.verdict == "lost"
    assert plain.nodes == alone.nodes
    won_deal = GameCode(56, 3, strict).state()
    plain, tables = core.search(won_deal, None, 100_000, plain=True)
    assert plain.verdict == "won"
    assert replays_to_win(won_deal, core.to_engine_moves(won_deal, plain.path, tables))


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
