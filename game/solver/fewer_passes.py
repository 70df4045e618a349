"""Shorter winning lines for Show solution: the same deal won with fewer passes.

Pure Python, never imports pygame. The search spends passes through the stock freely
(a turn-back costs it nothing), so its lines turn the stock many times over; tidying
(`lines.tidy_line`) reorders a line's moves but keeps its plan. `fewer_passes` searches
the position again under its own rules with a pass limit of one turn-back fewer than
the line makes, then one fewer than the new line makes, and so on until a search finds
no win in its budget. A pass limit only forbids moves (a turn-back past it), so every
line won there is a line of the real game; the engine replays each one under the real
rules before it counts, and it is tidied under them too. The shortest line is kept,
never longer than the one given: a game that must make do with fewer passes works the
stock through instead of cycling it. Deals 1-100, draw 3, with these budgets: Canfield
standard lines 204.9 -> 169.7 moves on average (13.3 -> 8.6 passes), strict 176.5 -> 146.1
(12.7 -> 7.8), 0.8 s median (more figures in tools/bench_lines.py).
Tried and not kept: a pass limit as a way to decide deals (a sub-game, as
`Rules.sub_games`). The first 30 of strict's 40 undecided deals (tools/bench_solver.py),
limits of 4, 7 and 10 passes at 60,000 nodes each: one win (deal 83, which the solver
wins at 10 s anyway); the rest unknown, or lost with 4 passes (which says nothing here).
"""

from __future__ import annotations

import time
from dataclasses import replace

from game.engine.moves import Move, apply_move
from game.engine.state import State
from game.solver.api import solve, tidied, wins

SECONDS = 2.0  # all the searches of one line together (Show solution waits for them)
TRY_SECONDS = 0.5  # one search under one pass limit


def turn_backs(moves: list[Move]) -> int:
    """How often a line turns the waste back over to the stock."""
    return sum(1 for move in moves if move.src == "waste" and move.dst == "stock")


def fewer_passes(
    position: State,
    moves: list[Move],
    seconds: float = SECONDS,
    try_seconds: float | None = TRY_SECONDS,
    try_nodes: int | None = None,
) -> list[Move]:
    """The shortest winning line found from `position` by winning with fewer passes than
    the winning line `moves` (itself when none is shorter). Each search under a pass
    limit gets `try_seconds` and/or `try_nodes`; they stop once `seconds` have gone."""
    if position.choice:  # Selective Canfield: the pick stays first
        if not moves:
            return moves
        child = position.copy()
        apply_move(child, moves[0])
        return [moves[0], *fewer_passes(child, moves[1:], seconds, try_seconds, try_nodes)]
    deadline = time.perf_counter() + seconds
    best = moves
    line = moves
    while turn_backs(line) > 0:
        left = deadline - time.perf_counter()
        if left <= 0:
            break
        trial = position.copy()
        # the passes in all, counted from the pass the position is in (kept as it is)
        trial.rules = replace(position.rules, passes=position.pass_no + turn_backs(line) - 1)
        budget = None if try_seconds is None else min(try_seconds, left)
        found = solve(trial, budget_seconds=budget, node_budget=try_nodes, tidy=False)
        if found.verdict != "won" or not wins(position, found.moves):
            break
        line = tidied(position, found.moves)
        if len(line) < len(best):
            best = line
    return best
