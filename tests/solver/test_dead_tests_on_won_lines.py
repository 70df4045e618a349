"""The dead-position tests (core docstring, items 6 and 7) against real wins.

A position either test calls dead is never expanded, so a test that calls a winnable
position dead can turn a won deal lost. The exhaustive checks use small positions, which
rarely hold what such a mistake needs: long columns, a full reserve, a column that empties
by a whole-column move onto a card just played from the talon (a version of item 7 that
treated the reserve as a stack got exactly that wrong and passed them). So here the search
runs with no dead test at all on real deals of every game the tests apply to, and every
position along each won line - after each single move, automatic moves included - must be
one the game's dead test lets live. The lines come from the game's own search (the
portfolio, for its quick wins), only without dead tests.
"""

import pytest

import game.solver.core as core
from game.engine.deal import GameCode
from game.engine.rules import rules_for

# Chameleon plays as Rainbow (same building and moves) on three columns; its strict deals
# are rarely won, too rarely for a quick test.
KINDS = [
    ("canfield", "strict", 3),
    ("canfield", "strict", 1),
    ("canfield", "hoyle", 3),
    ("canfield", "hoyle", 1),
    ("superior", "strict", 3),
    ("rainfall", "strict", 1),
    ("rainbow", "strict", 1),
    ("storehouse", "strict", 1),
    ("rush", "strict", 3),
    ("acme", "strict", 1),
]
LINES = 4  # won lines per kind
DEALS = 40  # deals tried per kind at most
NODES = 5_000  # per deal, for the search without dead tests


def _won_lines(game: str, preset: str, draw: int, monkeypatch) -> list:
    build = core.Tables.build

    def without_dead_tests(state):
        t = build(state)
        t.dead_check = 0
        return t

    lines = []
    with monkeypatch.context() as m:
        m.setattr(core.Tables, "build", staticmethod(without_dead_tests))
        for number in range(1, DEALS + 1):
            state = GameCode(number, draw, rules_for(game, preset)).state()
            result, _ = core.search(state, None, NODES)
            if result.verdict == "won":
                lines.append((number, state, result.path))
                if len(lines) == LINES:
                    break
    return lines


@pytest.mark.parametrize(("game", "preset", "draw"), KINDS)
def test_no_position_of_a_won_line_is_called_dead(game, preset, draw, monkeypatch):
    lines = _won_lines(game, preset, draw, monkeypatch)
    assert len(lines) == LINES
    checked = 0
    for number, state, path in lines:
        t = core.Tables.build(state)
        assert t.dead_check in (1, 2)
        dead = core.dead_by_fixpoint if t.dead_check == 2 else core.dead_anywhere
        s = core.root_state(state, t)
        for step in path:
            for move in core._parts(step):  # (one move, or a K_MULTI's in order)
                s = core.apply_internal(s, move, t)
                if not core.is_won(s):
                    assert not dead(s, t), (game, preset, draw, number, move)
                    checked += 1
        assert core.is_won(s)
    assert checked >= 100
