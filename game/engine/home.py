"""Send home: every card that can go to a foundation now, played one by one.

The reserve's top card first, then the waste's, then the columns' tops from the left,
and again from the reserve after each card (a card sent home may free another, and the
reserve refill may bring one), until none can go. Pure: works on a copy of the state.
"""

from __future__ import annotations

from game.engine.moves import Move, apply_move, legal_moves
from game.engine.state import State


def home_move(state: State) -> Move | None:
    """The first card, in send-home order, that can go to its foundation now."""
    found = {
        m.src: m
        for m in legal_moves(state)
        if m.dst[:1] == "f" and m.cards == 1 and m.src[:1] != "f" and m.src != "stock"
    }
    order = ["reserve", "waste", *(f"t{i + 1}" for i in range(len(state.tableau)))]
    return next((found[src] for src in order if src in found), None)


def home_moves(state: State) -> list[Move]:
    """Every move of a send-home from `state`, in the order they are played."""
    state = state.copy()
    moves: list[Move] = []
    while (move := home_move(state)) is not None:
        apply_move(state, move)
        moves.append(move)
    return moves
