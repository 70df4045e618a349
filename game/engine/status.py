"""Won / stuck / playing, and the auto-finish condition (RULES §7).

Stuck: no sequence of moves can put another card on a foundation. We search the
positions reachable (depth first) by moves that do not touch a foundation (foundation plays are
the goal; take-backs are not counted, per §7). If any reachable position has a
foundation play, the game is not stuck. The search is bounded; when the bound is hit
the answer is "not stuck", so the game never calls a live position dead.
"""

from __future__ import annotations

from enum import Enum

from game.engine.cards import SUITS
from game.engine.moves import Move, apply_legal, column_pile, legal_moves
from game.engine.state import State

DEFAULT_STUCK_BOUND = 20_000


class Status(Enum):
    PLAYING = "playing"
    WON = "won"
    STUCK = "stuck"


def _is_foundation_play(move: Move) -> bool:
    return move.dst[0] == "f"


def _is_takeback(move: Move) -> bool:
    return move.src[0] == "f"


def talon_tops(state: State):
    """Each card that shows on top of the waste while turning the stock, with no plays.

    What the waste shows now, each packet turned from the stock in this pass, and then
    each packet of the whole talon in every later pass the rules allow (turning the
    waste back needs a pass left; each pass turns its own number of cards, as Rush's).
    With unlimited passes, later passes repeat the first one that turns the last draw.
    """
    if state.waste:
        yield state.waste[-1]
    yield from _packet_tops(state.stock, state.turn_size)
    rules = state.rules
    talon = state.waste + state.stock  # the order after the waste is turned back
    last = rules.passes if rules.passes is not None else max(state.pass_no + 1, len(rules.draws))
    for pass_no in range(state.pass_no + 1, last + 1):
        yield from _packet_tops(talon, rules.draw_for(state.draw, pass_no))


def _packet_tops(cards: list, draw: int):
    """The top card of each packet of `draw` cards turned from `cards` (the last may be short)."""
    for end in range(draw, len(cards) + draw, draw):
        yield cards[min(end, len(cards)) - 1]


def is_stuck(state: State, bound: int = DEFAULT_STUCK_BOUND) -> bool:
    """True when no sequence of moves can bring another card home (bounded search)."""
    if state.is_won():
        return False
    # Fast, sound exit: turning the stock alone shows a card that goes home.
    if any(state.foundation_accepts(card) for card in talon_tops(state)):
        return False
    # Depth first: a reachable foundation play usually lies deep (a run moved, a card
    # freed, the talon realigned); breadth first wastes the bound on shallow shuffles.
    seen = {state.key()}
    stack = [state]
    while stack:
        current = stack.pop()
        for move in legal_moves(current):
            if _is_foundation_play(move):
                return False
            if _is_takeback(move):
                continue
            nxt = current.copy()
            apply_legal(nxt, move)
            key = nxt.key()
            if key in seen:
                continue
            if len(seen) >= bound:
                return False  # undecided within the bound: never call it stuck
            seen.add(key)
            stack.append(nxt)
    return True


def status_of(state: State, bound: int = DEFAULT_STUCK_BOUND) -> Status:
    if state.is_won():
        return Status.WON
    return Status.STUCK if is_stuck(state, bound) else Status.PLAYING


def autofinish_moves(state: State) -> list[Move] | None:
    """The foundation plays that finish the game, when §7's condition holds; else None.

    Condition: reserve, stock and waste are empty, and playing column top cards to the
    foundations alone brings all 52 home. Cards go lowest (from the start rank) first,
    leftmost column first on ties, so the run looks orderly.
    """
    if state.reserve or state.stock or state.waste or state.is_won():
        return None
    columns = [list(c) for c in state.tableau]
    tops = {s: (state.foundations[s][-1].rank if state.foundations[s] else None) for s in SUITS}
    placed = state.foundation_count()
    moves: list[Move] = []

    def distance(rank: int) -> int:
        return (rank - state.start_rank) % 13

    while True:
        candidates = []
        for i, column in enumerate(columns):
            if not column:
                continue
            card = column[-1]
            top = tops[card.suit]
            wanted = state.start_rank if top is None else top % 13 + 1
            if card.rank == wanted and (top is None or distance(top) < 12):
                candidates.append((distance(card.rank), i))
        if not candidates:
            break
        _, i = min(candidates)
        card = columns[i].pop()
        tops[card.suit] = card.rank
        placed += 1
        moves.append(Move(column_pile(i), f"f{card.suit}", 1))
    return moves if placed == 52 else None
