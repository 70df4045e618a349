"""Solver lines on real deals replay through the engine to a win, in every mode."""

import pytest

from game.engine.deal import deal
from game.engine.rules import PRESETS
from game.solver import find_solvable, hint, solve
from tests.solver.helpers import replays_to_win

MODES = [(name, draw) for name in sorted(PRESETS) for draw in (1, 3)]


@pytest.mark.parametrize("name, draw", MODES)
def test_won_lines_replay_to_a_win(name, draw):
    won = 0
    for number in range(1, 9):
        state = deal(number, PRESETS[name], draw)
        result = solve(state, node_budget=20_000)
        assert result.verdict in ("won", "lost", "unknown")
        if result.verdict == "won":
            won += 1
            assert replays_to_win(state, result.moves)
        else:
            assert result.moves == []
    assert won >= 2  # the replay is the point here; strength is measured by the benchmark


def test_solve_does_not_modify_the_position():
    state = deal(3, PRESETS["standard"], 3)
    before = state.key()
    solve(state, node_budget=5_000)
    assert state.key() == before


def test_hint_is_the_first_move_of_a_win_or_a_legal_guess():
    from game.engine.moves import legal_moves

    for number in range(1, 6):
        state = deal(number, PRESETS["strict"], 3)
        h = hint(state, budget_seconds=0.3)
        assert h.kind in ("win", "lost", "guess")
        if h.kind != "lost":
            assert h.move in legal_moves(state)


@pytest.mark.parametrize("game", ["canfield", "selective", "storehouse"])
def test_a_winning_hint_carries_its_whole_line(game):
    """The line the game remembers for instant hints: it starts with the hint's move and
    replays to a win (Canfield, a family game, and Selective Canfield before its pick)."""
    from game.engine.deal import GameCode
    from game.engine.rules import rules_for

    for number in range(1, 30):
        state = GameCode(number, 3, rules_for(game, "standard")).state()
        h = hint(state, budget_seconds=None, node_budget=20_000)
        if h.kind == "win":
            assert h.line[0] == h.move and replays_to_win(state, h.line)
            assert h.to_json()["line"][0] == h.move.to_json()
            raw = solve(state, node_budget=20_000, tidy=False).moves  # the same search
            assert len(h.line) <= len(raw)
            return
        assert h.line == []
    raise AssertionError("no deal won within the budget")


def test_hint_json_from_another_process():
    from concurrent.futures import ProcessPoolExecutor

    from game.engine.state import dump_position
    from game.solver import hint_json

    data = dump_position(deal(2, PRESETS["standard"], 3))
    with ProcessPoolExecutor(max_workers=1) as pool:
        answer = pool.submit(hint_json, data, 1.0).result(timeout=60)
    assert answer["kind"] == "win"
    assert set(answer["move"]) == {"src", "dst", "cards"}


def test_find_solvable_returns_a_deal_the_solver_wins():
    code, tries, seconds, proven = find_solvable(1, PRESETS["standard"], 3, 1.0, 10)
    assert proven and 1 <= tries <= 10 and seconds >= 0
    assert code.deal_number >= 1
    result = solve(code.state(), budget_seconds=10)
    assert result.verdict == "won"
    assert replays_to_win(code.state(), result.moves)


def test_find_solvable_falls_back_to_the_start_deal():
    # deal 4 (standard, draw 3) is proven lost at once; with one try there is no win
    code, tries, _seconds, proven = find_solvable(4, PRESETS["standard"], 3, 1.0, 1)
    assert (code.deal_number, tries, proven) == (4, 1, False)
