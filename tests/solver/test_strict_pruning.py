"""Strict: the dead-position pruning (core docstring, item 7: cards that can never go
home, a least fixpoint) keeps verdicts.

Blocked cards need a column run that wraps from a foundation's base card to the card
12 distances up, so the positions here have one suit wholly out of the foundations and
most cards in columns. The solver's verdict must equal a plain exhaustive search over
the engine, and the pruning must actually fire.
"""

import random

import pytest

import game.solver.core as core
from game.engine.deal import GameCode
from game.engine.moves import apply_move
from game.engine.rules import PRESETS
from game.engine.state import load_position
from game.solver import solve
from tests.solver.helpers import plain_search, replays_to_win, small_position

BOUND = 20_000


def _positions(n: int, seed: int):
    rng = random.Random(seed)
    rules = PRESETS["strict"]
    for _ in range(n):
        draw = rng.choice([1, 3])
        start_rank = rng.randint(1, 13)
        counts = [13, 13, 13, 13]
        a, b = rng.sample(range(4), 2)
        counts[a] = 0
        counts[b] -= rng.randint(1, 3)
        # mostly columns (codes 3..6), a little stock, waste and reserve
        placement = [rng.choice([3, 4, 5, 6, 3, 4, 5, 6, 1, 2, 0]) for _ in range(14)]
        order = [rng.randint(0, 50) for _ in range(14)]
        yield small_position(rules, draw, start_rank, counts, placement, order)


def test_dead_position_pruning_agrees_with_plain_search(monkeypatch):
    fired = {"n": 0}
    real = core.dead_by_fixpoint

    def counting(*args):
        out = real(*args)
        fired["n"] += out
        return out

    monkeypatch.setattr(core, "dead_by_fixpoint", counting)
    checked = {"won": 0, "lost": 0}
    for state in _positions(60, seed=7):
        expected = plain_search(state, bound=BOUND)
        if expected == "unknown":
            continue
        result = solve(state, node_budget=1_000_000)
        assert result.verdict == expected
        if result.verdict == "won":
            assert replays_to_win(state, result.moves)
        checked[expected] += 1
    assert checked["lost"] >= 10 and checked["won"] >= 10
    assert fired["n"] > 0


def _home(suit: str, k: int) -> list[str]:
    return ["A23456789TJQK"[i] + suit for i in range(k)]


def test_wrapped_run_over_a_base_card_is_lost():
    """AD lies under KS and QD; AH and KC are home, so KS and QD are stuck (each leaves
    its column only home) and QD waits for JD .. AD: a cycle, lost at the root."""
    data = {
        "rules": "strict",
        "draw": 3,
        "start_rank": "A",
        "reserve": [],
        "foundations": {"S": _home("S", 12), "H": _home("H", 13), "D": [], "C": _home("C", 13)},
        "tableau": [["AD", "KS", "QD"], ["JD"], ["TD"], ["9D"]],
        "stock": ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "KD"],
        "waste": [],
    }
    state = load_position(data)
    tables = core.Tables.build(state)
    assert core.dead_by_fixpoint(core.root_state(state, tables), tables)
    assert plain_search(state) == "lost"
    assert solve(state, node_budget=100_000).verdict == "lost"


def _ranks(suit: str, low: int, high: int) -> list[str]:
    return ["A23456789TJQK"[r - 1] + suit for r in range(low, high + 1)]


def test_two_columns_holding_each_others_fitting_card_are_lost():
    """No card is stuck on its own: each top's other fitting card lies in another column
    (2H fits on 3S below it and on 3C, under 2D; KS on AH below it and on AD, under
    KC). But 2H and 2D can each leave only onto the other's column card or home after
    AH and AD, which lie under KS and KC, which in turn can leave only onto AD and AH or
    home after the spade and club bases 3S and 3C, under 2H and 2D. The talon's black
    cards fit nowhere that frees any of them. The fixpoint finds that no heart, diamond,
    spade or club beyond the home ones can ever go home."""
    data = {
        "rules": "strict",
        "draw": 3,
        "start_rank": "3",
        "reserve": [],
        "foundations": {"S": [], "H": _ranks("H", 3, 13), "D": _ranks("D", 3, 13), "C": []},
        "tableau": [["3S", "2H"], ["3C", "2D"], ["AH", "KS"], ["AD", "KC"]],
        "stock": _ranks("S", 4, 12) + ["AS", "2S"] + _ranks("C", 4, 12) + ["AC", "2C"],
        "waste": [],
    }
    state = load_position(data)
    tables = core.Tables.build(state)
    root = core.root_state(state, tables)
    for col in root[1]:  # no top stuck in the old sense: a fitting card elsewhere, not home
        top = col[-1]
        assert any(root[2][a // 13] <= tables.dist[a] and a not in col for a in tables.fits_on[top])
    assert core.dead_by_fixpoint(root, tables)
    assert plain_search(state) == "lost"
    result = solve(state, node_budget=100_000)
    assert result.verdict == "lost" and result.nodes == 1


WON_DEALS = (2, 3, 5, 8, 10)  # strict draw 3: won within a few thousand nodes


@pytest.mark.parametrize("number", WON_DEALS)
def test_no_position_of_a_winning_line_is_called_dead(number):
    """Along a won line every position can still be won, so none may be pruned."""
    state = GameCode(number, 3, PRESETS["strict"]).state()
    result = solve(state, node_budget=200_000, tidy=False)
    assert result.verdict == "won"
    for move in result.moves:
        tables = core.Tables.build(state)
        assert not core.dead_by_fixpoint(core.root_state(state, tables), tables)
        apply_move(state, move)
    assert state.is_won()
