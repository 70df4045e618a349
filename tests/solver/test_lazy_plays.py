"""Reductions 12 and 13 (core docstring): in hoyle and strict a reserve card comes onto
a column only together with a move that uses the play, and in draw 1 a talon card only
together with a card put on it. The verdicts must stay those of a plain exhaustive
search, and each reduction must actually make the search smaller.
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game.solver.core as core
from game.engine.deal import GameCode
from game.engine.rules import PRESETS
from game.solver import solve
from tests.solver.helpers import agrees_with_plain_search, replays_to_win, small_position

BOUND = 20_000


@st.composite
def reserve_heavy_positions(draw_fn):
    """Two or three suits partly out, many cards in the reserve: a good share lost."""
    rules = PRESETS[draw_fn(st.sampled_from(["strict", "hoyle"]))]
    start_rank = draw_fn(st.integers(1, 13))
    counts = [13, 13, 13, 13]
    for suit in draw_fn(st.lists(st.integers(0, 3), min_size=2, max_size=3, unique=True)):
        counts[suit] -= draw_fn(st.integers(3, 8))
    placement = draw_fn(
        st.lists(st.sampled_from([0, 0, 0, 0, 1, 1, 2, 3, 4, 5, 6]), min_size=16, max_size=16)
    )
    order = draw_fn(st.lists(st.integers(0, 50), min_size=1, max_size=16))
    draw = draw_fn(st.sampled_from([1, 3]))
    return small_position(rules, draw, start_rank, counts, placement, order)


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(reserve_heavy_positions())
def test_verdict_matches_plain_search(state):
    agrees_with_plain_search(state, BOUND)


@pytest.mark.parametrize("preset", ["strict", "hoyle"])
def test_talon_cards_come_onto_columns_only_to_be_built_on(preset):
    state = GameCode(28, 1, PRESETS[preset]).state()
    t, s0, _pre, _ = core._root(state)
    assert t.lazy_talon
    pairs = 0
    for mv in core.gen_moves(s0, t):
        if mv[0] == core.K_TALON:
            assert mv[3] == core.FOUNDATION or not s0[1][mv[3]]
        elif mv[0] == core.K_MULTI and mv[1][0] == core.K_TALON:
            pairs += 1
            x, j = mv[1][1], mv[1][3]
            after = core.apply_internal(core.apply_internal(s0, mv[1], t), mv[2], t)
            assert after[1][j][len(s0[1][j])] == x
            assert len(after[1][j]) > len(s0[1][j]) + 1  # something lies on x
    assert pairs


@pytest.mark.parametrize(
    ("flag", "preset", "draw", "deal", "verdict"),
    [
        ("lazy_talon", "strict", 1, 28, "won"),
        ("lazy_talon", "hoyle", 1, 70, "lost"),
        ("lazy_reserve", "strict", 3, 22, "won"),
        ("lazy_reserve", "strict", 3, 20, "lost"),
    ],
)
def test_the_reduction_keeps_the_verdict_in_fewer_nodes(
    flag, preset, draw, deal, verdict, monkeypatch
):
    state = GameCode(deal, draw, PRESETS[preset]).state()
    with_it = solve(state, node_budget=2_000_000)
    build = core.Tables.build

    def without(state):
        t = build(state)
        setattr(t, flag, False)
        return t

    monkeypatch.setattr(core.Tables, "build", staticmethod(without))
    plain = solve(state, node_budget=2_000_000)
    assert with_it.verdict == plain.verdict == verdict
    assert with_it.nodes < plain.nodes
    if verdict == "won":
        assert replays_to_win(state, with_it.moves)


def test_reserve_plays_come_with_their_use():
    state = GameCode(22, 3, PRESETS["strict"]).state()
    t, s0, _pre, _ = core._root(state)
    assert t.lazy_reserve
    seen = 0
    stack, visited = [s0], {s0}
    while stack and seen < 200:
        s = stack.pop()
        for mv in core.gen_moves(s, t):
            if mv[0] == core.K_RESERVE and mv[1] != core.FOUNDATION and s[1][mv[1]]:
                assert s[0] == 1 or core.auto_moves(core.apply_internal(s, mv, t), t)[1]
            elif mv[0] == core.K_MULTI and mv[1][0] == core.K_RESERVE:
                seen += 1
                x = t.reserve[s[0] - 1]
                mid = core.apply_internal(s, mv[1], t)
                after = core._child(mid, mv[2], t, True)[0]
                assert after[0] < mid[0] or all(not c or c[-1] != x for c in after[1])
            child = core._child(s, mv, t, True)[0]
            if child not in visited:
                visited.add(child)
                stack.append(child)
    assert seen


def test_where_the_reductions_do_not_hold_plays_stay_bare():
    for preset, draw in (("strict", 3), ("standard", 1)):
        t, *_ = core._root(GameCode(28, draw, PRESETS[preset]).state())
        assert not t.lazy_talon
    t, *_ = core._root(GameCode(28, 3, PRESETS["standard"]).state())
    assert not t.lazy_reserve
