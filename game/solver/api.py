"""Public solver functions: solve, hint (also from another process), find_solvable."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from game.engine.deal import MAX_DEAL, GameCode
from game.engine.moves import Move, MoveError, apply_move, legal_moves
from game.engine.rules import Rules
from game.engine.state import State, load_position
from game.solver.core import search, to_engine_moves
from game.solver.generic import core_covers, search_generic
from game.solver.lines import MAX_SECONDS, tidy_line


@dataclass
class SolveResult:
    verdict: str  # "won" | "lost" | "unknown"
    moves: list[Move] = field(default_factory=list)  # the full winning line when "won"
    nodes: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict:
        return {
            "verdict": self.verdict,
            "moves": [m.to_json() for m in self.moves],
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
        }


def solve(
    position: State,
    budget_seconds: float | None = None,
    node_budget: int | None = None,
    tidy: bool = True,
) -> SolveResult:
    """Decide a position: "won" (with the engine line), "lost" (exhausted) or "unknown".

    With neither budget given the search runs until it decides. With a node budget
    only, the result is deterministic. The position is not modified. A won line is
    tidied (`lines.tidy_line`: no pointless stock cycles, no moves undone later) unless
    `tidy` is False; `nodes` is the search's either way.
    """
    start = time.perf_counter()
    deadline = None if budget_seconds is None else start + budget_seconds
    if getattr(position, "choice", None):
        return _solve_pick(position, start, budget_seconds, node_budget, tidy)
    if not core_covers(position.rules):
        found = search_generic(position, deadline=deadline, node_budget=node_budget)
        _check_win(position, found.moves, found.verdict)
        moves = tidied(position, found.moves) if tidy and found.verdict == "won" else found.moves
        return SolveResult(found.verdict, moves, found.nodes, time.perf_counter() - start)
    result, tables = search(position, deadline=deadline, node_budget=node_budget)
    moves: list[Move] = []
    if result.verdict == "won":
        moves = to_engine_moves(position, result.path, tables)  # validated by the engine
        check = position.copy()
        for move in moves:
            apply_move(check, move)
        if not check.is_won():  # never claim a win the engine does not confirm
            raise AssertionError("solver line does not win; this is a solver bug")
        if tidy:
            moves = tidied(position, moves)
    return SolveResult(result.verdict, moves, result.nodes, time.perf_counter() - start)


def _solve_pick(
    position: State,
    start: float,
    budget_seconds: float | None,
    node_budget: int | None,
    tidy: bool = True,
) -> SolveResult:
    """Selective Canfield before the base card is picked: each pick is a position of
    the compact model; won if one pick wins, lost if every pick is lost. The budget is
    shared: each pick gets an equal part of what is left."""
    picks = legal_moves(position)
    nodes, unknown = 0, False
    for i, pick in enumerate(picks):
        child = position.copy()
        apply_move(child, pick)
        share = None
        if budget_seconds is not None:
            left = budget_seconds - (time.perf_counter() - start)
            share = max(0.0, left) / (len(picks) - i)
        part = None if node_budget is None else max(1, node_budget // len(picks))
        found = solve(child, budget_seconds=share, node_budget=part, tidy=tidy)
        nodes += found.nodes
        if found.verdict == "won":
            moves = [pick, *found.moves]
            _check_win(position, moves, "won")
            return SolveResult("won", moves, nodes, time.perf_counter() - start)
        unknown = unknown or found.verdict == "unknown"
    verdict = "unknown" if unknown else "lost"
    return SolveResult(verdict, [], nodes, time.perf_counter() - start)


def tidied(position: State, moves: list[Move], max_seconds: float = MAX_SECONDS) -> list[Move]:
    """The won line `moves` tidied (lines.tidy_line), if the engine confirms that the
    tidied line wins too; else `moves` itself."""
    line = tidy_line(position, moves, max_seconds)
    if line == moves:
        return moves
    return line if wins(position, line) else moves


def wins(position: State, moves: list[Move]) -> bool:
    """`moves` replays through the engine, by the position's own rules, to a win."""
    check = position.copy()
    try:
        for move in moves:
            apply_move(check, move)
    except MoveError:
        return False
    return check.is_won()


def _check_win(position: State, moves: list[Move], verdict: str) -> None:
    """Never claim a win the engine does not confirm."""
    if verdict != "won":
        return
    check = position.copy()
    for move in moves:
        apply_move(check, move)
    if not check.is_won():
        raise AssertionError("solver line does not win; this is a solver bug")


# --- hints ----------------------------------------------------------------------------


@dataclass
class Hint:
    kind: str  # "win" (next move of a winning line), "lost" (proven), "guess" (heuristic)
    move: Move | None  # None only when won already, proven lost, or no legal move
    nodes: int = 0
    seconds: float = 0.0
    line: list[Move] = field(default_factory=list)  # "win": the whole winning line

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "move": self.move.to_json() if self.move else None,
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
            "line": [m.to_json() for m in self.line],
        }


def _guess(position: State, best_path: list, tables) -> Move | None:
    """A sensible move when undecided: towards the most advanced state the search saw."""
    if best_path:
        try:
            line = to_engine_moves(position, best_path[:1], tables)
            if line:
                return line[0]
        except (AssertionError, ValueError):
            pass
    moves = legal_moves(position)
    if not moves:
        return None

    def score(m: Move) -> int:
        if m.dst[0] == "f":
            return 0 if m.src == "reserve" else 1
        if m.src == "reserve":
            return 2
        if m.src[0] == "t" and m.cards == len(position.tableau[int(m.src[1]) - 1]):
            return 3 if position.reserve else 6
        if m.src == "stock" or m.dst == "stock":
            return 5
        if m.src == "waste":
            return 4
        if m.src[0] == "f":
            return 9
        return 7

    return min(moves, key=score)


def hint(position: State, budget_seconds: float = 1.0, node_budget: int | None = None) -> Hint:
    """The next move of a winning line, "lost", or a flagged heuristic guess. A winning
    line is tidied (as `solve` does) with what is left of the budget."""
    perf = time.perf_counter
    start = perf()
    # keep a share of the budget for turning the line into checked engine moves
    deadline = start + 0.85 * budget_seconds if budget_seconds is not None else None
    if getattr(position, "choice", None):
        budget = None if budget_seconds is None else 0.85 * budget_seconds
        found = _solve_pick(position, start, budget, node_budget, tidy=False)
        seconds = perf() - start
        if found.verdict == "won":
            return Hint("win", found.moves[0], found.nodes, seconds, found.moves)
        if found.verdict == "lost":
            return Hint("lost", None, found.nodes, seconds)
        return Hint("guess", _guess(position, [], None), found.nodes, seconds)
    if not core_covers(position.rules):
        found = search_generic(position, deadline=deadline, node_budget=node_budget)
        seconds = perf() - start
        if found.verdict == "won":
            first = found.moves[0] if found.moves else None
            return Hint("win", first, found.nodes, seconds, found.moves)
        if found.verdict == "lost":
            return Hint("lost", None, found.nodes, seconds)
        guess = found.best[0] if found.best else _guess(position, [], None)
        return Hint("guess", guess, found.nodes, seconds)
    result, tables = search(position, deadline=deadline, node_budget=node_budget)
    seconds = perf() - start
    if result.verdict == "won":
        line = to_engine_moves(position, result.path, tables)
        # what is left of the budget tidies the line the game will remember and follow
        left = MAX_SECONDS if budget_seconds is None else start + 0.9 * budget_seconds - perf()
        if line and left > 0.02:
            line = tidied(position, line, min(left, MAX_SECONDS))
        seconds = perf() - start
        return Hint("win", line[0] if line else None, result.nodes, seconds, line)
    if result.verdict == "lost":
        return Hint("lost", None, result.nodes, seconds)
    return Hint("guess", _guess(position, result.best_path, tables), result.nodes, seconds)


def hint_json(
    position: dict, budget_seconds: float | None = 1.0, node_budget: int | None = None
) -> dict:
    """`hint` for another process: position JSON (RULES §12) in, plain dict out.

    Returns {"kind", "move": {"src","dst","cards"} | None, "nodes", "seconds", "line"}
    ("line": the whole winning line for "win", else empty).
    """
    return hint(load_position(position), budget_seconds, node_budget).to_json()


# --- solvable deals -------------------------------------------------------------------


def find_solvable(
    start_number: int,
    rules: Rules,
    draw: int,
    per_deal_budget: float = 1.0,
    tries: int = 20,
    node_budget: int | None = None,
) -> tuple[GameCode, int, float, bool]:
    """The first deal at or after `start_number` proven winnable.

    Returns (code, tries used, seconds, proven). When no deal within `tries` is proven
    winnable, returns the ordinary deal at `start_number` with proven False.
    """
    start = time.perf_counter()
    used = 0
    for i in range(max(1, tries)):
        number = (start_number + i) % (MAX_DEAL + 1)
        code = GameCode(number, draw, rules)
        used += 1
        result = solve(
            code.state(), budget_seconds=per_deal_budget, node_budget=node_budget, tidy=False
        )
        if result.verdict == "won":
            return code, used, time.perf_counter() - start, True
    return GameCode(start_number, draw, rules), used, time.perf_counter() - start, False
