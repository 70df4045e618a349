"""Strict: the stuck-card dead-position pruning (core docstring, item 7) keeps verdicts.

A waits-for cycle needs a column run that wraps from a foundation's base card to the
card 12 distances up, so the positions here have one suit wholly out of the
foundations and most cards in columns. The solver's verdict must equal a plain
exhaustive search over the engine, and the pruning must actually fire.
"""

import random

import game.solver.core as core
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


def test_stuck_card_pruning_agrees_with_plain_search(monkeypatch):
    fired = {"n": 0}
    real = core.dead_strict
    real_full = core.dead_by_stuck_cards

    def counting(*args):
        out = real(*args)
        fired["n"] += out
        return out

    def counting_full(*args):
        out = real_full(*args)
        fired["n"] += out
        return out

    monkeypatch.setattr(core, "dead_strict", counting)
    monkeypatch.setattr(core, "dead_by_stuck_cards", counting_full)
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
    assert core.dead_by_stuck_cards(core.root_state(state, tables), tables)
    assert plain_search(state) == "lost"
    assert solve(state, node_budget=100_000).verdict == "lost"
