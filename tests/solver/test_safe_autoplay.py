"""Reduction 5's wider safe rule: a card goes home automatically also when a card that
fits on it is not home but could go home now and can never hold a card itself."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.rules import PRESETS
from game.solver import core
from tests.solver.helpers import agrees_with_plain_search, small_position
from tests.solver.test_exhaustive import BOUND, SETTINGS

FIVE_OF_SPADES = 4  # suit-major S H D C, rank - 1


def _tables(counts: list[int]) -> core.Tables:
    state = small_position(PRESETS["strict"], 3, 1, counts, [1], [0])
    return core.Tables.build(state)


def test_a_card_is_safe_when_the_cards_that_fit_on_it_can_never_be_needed_there():
    # 5S takes 4H and 4D. 4H is home; 4D is not, but 3D is home and both cards that
    # fit on 4D (3S, 3C) are home: 4D could go home now and never holds a card.
    t = _tables([4, 4, 3, 3])
    assert core._safe(FIVE_OF_SPADES, (4, 4, 3, 3), t.safe_needs)
    # the closest case that is not safe: 3C is out, so 4D may be needed to hold it
    assert not core._safe(FIVE_OF_SPADES, (4, 4, 3, 2), t.safe_needs)
    # nor when 4D could not go home yet (3D out)
    assert not core._safe(FIVE_OF_SPADES, (4, 4, 2, 3), t.safe_needs)


def _basic_safe(x: int, f: tuple, t: core.Tables) -> bool:
    return all(f[su] > e for su, e, _ in t.safe_needs[x])


def _fires_at_root(state) -> bool:
    """Some card the root's automatic moves play is safe only by the wider rule."""
    t = core.Tables.build(state)
    s = core.root_state(state, t)
    _s, played = core.auto_moves(s, t)
    for mv in played:
        if not _basic_safe(_card_of_move(mv, s, t), s[2], t):  # s[2]: the foundations
            return True
        s = core.apply_internal(s, mv, t)
    return False


def _card_of_move(mv: tuple, s: tuple, t: core.Tables) -> int:
    if mv[0] == core.K_RESERVE:
        return t.reserve[s[0] - 1]
    if mv[0] == core.K_TALON:
        return mv[1]
    return s[1][mv[1]][-1]


@st.composite
def most_cards_home(draw_fn):
    """Every suit a few cards short: where the wider rule has something to decide."""
    rules = PRESETS[draw_fn(st.sampled_from(["strict", "hoyle"]))]
    draw = draw_fn(st.sampled_from([1, 3]))
    start_rank = draw_fn(st.integers(1, 13))
    counts = [13 - draw_fn(st.integers(1, 4)) for _ in range(4)]
    placement = draw_fn(st.lists(st.integers(0, 6), min_size=4, max_size=14))
    order = draw_fn(st.lists(st.integers(0, 50), min_size=1, max_size=14))
    return small_position(rules, draw, start_rank, counts, placement, order)


@settings(max_examples=80, **SETTINGS)
@given(most_cards_home())
def test_wider_safe_rule_agrees_with_plain_search(state):
    agrees_with_plain_search(state, BOUND)


def test_the_wider_rule_decides_something_in_such_positions():
    count = 0
    for seed in range(300):
        rng = random.Random(seed)
        counts = [13 - rng.randint(1, 4) for _ in range(4)]
        placement = [rng.randint(0, 6) for _ in range(10)]
        order = [rng.randint(0, 50) for _ in range(10)]
        state = small_position(PRESETS["strict"], 1, 1 + seed % 13, counts, placement, order)
        count += _fires_at_root(state)
    assert count >= 200  # of 300
