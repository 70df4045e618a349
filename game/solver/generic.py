"""A plain search over the engine's own moves, the fallback for rules the compact model
in core.py does not describe (today: none of the games offered; `core_covers` says).

Depth-first with a visited set keyed by `State.key()` (which holds the pass number where
the rules count it): single-agent reachability, so "won" (with its line) and "lost"
(everything reachable seen, no win) are exact, and "unknown" means the budget ran out.
The only reduction is move ordering: foundation plays first, stock turns last. Slower
than core.py per position, but its answers need no soundness argument beyond the
engine's legal_moves/apply_legal, which is what the game plays by.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from game.engine.moves import Move, apply_legal, legal_moves
from game.engine.rules import Building, FoundationStart, GroupMoves, Rules
from game.engine.state import State


def core_covers(rules: Rules) -> bool:
    """core.py's model (and its reductions) holds for these rules: Canfield's presets and
    every family member (each building relation, wrap or not, every group-move rule, pass
    limits and draws per pass, foundations from the base card, the 2s or the aces, with
    or without the reserve refill, empty columns from the reserve). This search stays
    as the fallback for rules values outside those."""
    return (
        rules.building in (Building.ALTERNATE, Building.ANY_SUIT, Building.IN_SUIT)
        and rules.foundation_start
        in (FoundationStart.BASE, FoundationStart.TWOS, FoundationStart.ACES)
        and rules.group_moves in tuple(GroupMoves)
        and rules.empty_column_sources <= {"reserve", "waste", "tableau", "foundation"}
        and 1 <= rules.columns <= 4  # core.FOUNDATION (4) follows the column numbers
        and (rules.passes is None or rules.passes >= 1)
        # unlimited passes with a draw that changes per pass: not modelled (none such)
        and (rules.passes is not None or len(set(rules.draws)) <= 1)
    )


@dataclass
class GenericResult:
    verdict: str  # "won" | "lost" | "unknown"
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0
    best: list[Move] = field(default_factory=list)  # the line to the most advanced state


def _order(move: Move) -> int:
    """Foundation plays first, then the reserve, columns, the waste; turns last."""
    if move.dst[0] == "f":
        return 0
    if move.src == "reserve":
        return 1
    if move.src[0] == "t":
        return 2
    if move.src == "waste":
        return 3
    if move.src[0] == "f":
        return 5
    return 4  # stock turns and turn-backs


def search_generic(
    position: State, deadline: float | None = None, node_budget: int | None = None
) -> GenericResult:
    """Decide `position` by its engine moves within the budgets."""
    root = position.copy()
    if root.is_won():
        return GenericResult("won")
    seen = {root.key()}
    # Each frame: the state, its moves not yet tried (best last), the move that led here.
    stack: list[tuple[State, list[Move]]] = [(root, _moves(root))]
    path: list[Move] = []
    best, best_home = [], root.foundation_count()
    nodes = 0
    while stack:
        state, moves = stack[-1]
        if not moves:
            stack.pop()
            if path:
                path.pop()
            continue
        move = moves.pop()
        child = state.copy()
        apply_legal(child, move)
        key = child.key()
        if key in seen:
            continue
        seen.add(key)
        nodes += 1
        path.append(move)
        if child.is_won():
            return GenericResult("won", list(path), nodes)
        home = child.foundation_count()
        if home > best_home:
            best, best_home = list(path), home
        if (node_budget is not None and nodes >= node_budget) or (
            deadline is not None and nodes % 256 == 0 and time.perf_counter() > deadline
        ):
            return GenericResult("unknown", [], nodes, best)
        stack.append((child, _moves(child)))
    return GenericResult("lost", [], nodes, best)


def _moves(state: State) -> list[Move]:
    return sorted(legal_moves(state), key=_order, reverse=True)  # popped from the end
