"""Show solution's lines with fewer passes (game/solver/fewer_passes.py).

- A line won with many passes is searched again under a pass limit: the line found wins
  by the real rules, is never longer, and turns the stock back fewer times (node budgets:
  the same on every machine).
- With limited passes the limit counts from the pass the position is in.
- A line that never turns the waste back, or one no search can better, comes back as it is.
- Selective Canfield's pick stays the first move.
- The solver worker answers "solution" with such a line.
"""

from __future__ import annotations

import math

from game.engine.deal import GameCode
from game.engine.moves import Move, apply_move
from game.engine.rules import rules_for
from game.engine.state import dump_position
from game.solver import solve
from game.solver.fewer_passes import fewer_passes, turn_backs
from game.ui import solver_worker
from tests.solver.helpers import replays_to_win

TRY_NODES = 5_000


def shorter(state, moves: list[Move]) -> list[Move]:
    return fewer_passes(state, moves, math.inf, None, TRY_NODES)


def test_a_line_of_many_passes_becomes_one_of_fewer_passes_and_fewer_moves():
    state = GameCode(5, 3, rules_for("canfield", "strict")).state()
    line = solve(state, node_budget=20_000).moves
    assert turn_backs(line) == 12  # the search's line (tidied) passes the stock 13 times
    short = shorter(state, line)
    assert replays_to_win(state, short)
    assert turn_backs(short) <= 6 and len(short) < len(line) - 20


def test_limited_passes_count_from_the_pass_the_position_is_in():
    state = GameCode(2, 1, rules_for("rainfall", "standard")).state()
    line = solve(state, node_budget=20_000).moves
    back = next(i for i, move in enumerate(line) if move.dst == "stock")
    for move in line[: back + 1]:  # into the second of Rainfall's three passes
        apply_move(state, move)
    assert state.pass_no == 2
    rest = line[back + 1 :]
    short = shorter(state, rest)
    assert replays_to_win(state, short)
    assert len(short) <= len(rest) and turn_backs(short) <= turn_backs(rest) <= 1


def test_a_line_without_turn_backs_is_kept_as_it_is():
    state = GameCode(5, 3, rules_for("canfield", "strict")).state()
    line = solve(state, node_budget=20_000).moves
    last = max(i for i, move in enumerate(line) if move.dst == "stock")
    for move in line[: last + 1]:  # on to the last pass of the line
        apply_move(state, move)
    rest = line[last + 1 :]
    assert turn_backs(rest) == 0 and shorter(state, rest) == rest


def test_selective_canfield_keeps_its_pick_first():
    state = GameCode(3, 3, rules_for("selective", "standard")).state()
    line = solve(state, node_budget=20_000).moves
    assert line and state.choice
    short = shorter(state, line)
    assert short[0] == line[0] and replays_to_win(state, short)
    assert len(short) <= len(line)


def test_the_worker_answers_a_solution_with_the_line_of_fewer_passes():
    state = GameCode(5, 3, rules_for("canfield", "strict")).state()
    answer = solver_worker._answer("solution", {"position": dump_position(state), "budget": 5.0})
    moves = [Move(**move) for move in answer["moves"]]
    assert answer["verdict"] == "won" and replays_to_win(state, moves)
    assert turn_backs(moves) < turn_backs(solve(state, budget_seconds=5.0).moves)
