"""Reduction 12 (core docstring): in draw 1 with unlimited passes and no take-backs
(hoyle and strict), a talon card comes onto a column only together with a card put on
it. The verdicts must stay those of a plain exhaustive search, and the reduction must
actually make the search smaller.
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game.solver.core as core
from game.engine.deal import GameCode
from game.engine.rules import PRESETS
from game.solver import solve
from tests.solver.helpers import plain_search, replays_to_win, small_position

BOUND = 20_000


@st.composite
def draw_one_positions(draw_fn):
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
    return small_position(rules, 1, start_rank, counts, placement, order)


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(draw_one_positions())
def test_verdict_matches_plain_search(state):
    expected = plain_search(state, bound=BOUND)
    if expected == "unknown":
        return
    result = solve(state, node_budget=1_000_000)
    assert result.verdict == expected
    if expected == "won":
        assert replays_to_win(state, result.moves)


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
    ("preset", "deal", "verdict"), [("strict", 28, "won"), ("hoyle", 70, "lost")]
)
def test_the_reduction_keeps_the_verdict_in_fewer_nodes(preset, deal, verdict, monkeypatch):
    state = GameCode(deal, 1, PRESETS[preset]).state()
    with_it = solve(state, node_budget=2_000_000)
    build = core.Tables.build

    def without(state):
        t = build(state)
        t.lazy_talon = False
        return t

    monkeypatch.setattr(core.Tables, "build", staticmethod(without))
    plain = solve(state, node_budget=2_000_000)
    assert with_it.verdict == plain.verdict == verdict
    assert with_it.nodes * 2 < plain.nodes
    if verdict == "won":
        assert replays_to_win(state, with_it.moves)


def test_draw_three_and_take_backs_keep_bare_talon_plays():
    for preset, draw in (("strict", 3), ("standard", 1)):
        t, *_ = core._root(GameCode(28, draw, PRESETS[preset]).state())
        assert not t.lazy_talon
