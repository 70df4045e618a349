"""Click-to-play: which move a click on a card makes (RULES §9).

The card goes to its foundation if it fits; otherwise (when the setting allows) to a
column chosen by the preset (longest accepting column, or first from the left), and
only then to the leftmost empty column. Foundation cards never move by a click.
"""

from __future__ import annotations

from enum import Enum

from game.engine.moves import Move, column_index, legal_moves, pile_cards
from game.engine.rules import ColumnChoice
from game.engine.state import State


class ClickMode(Enum):
    OFF = "off"
    FOUNDATION = "foundation"  # foundation only
    COLUMNS = "columns"  # foundation, then columns


def click_move(
    state: State, src: str, cards: int, mode: ClickMode = ClickMode.COLUMNS
) -> Move | None:
    """The move a click on the `cards`-th card from the top of `src` makes, or None."""
    if mode is ClickMode.OFF or src in ("stock",) or src[0] == "f":
        return None
    options = [m for m in legal_moves(state) if m.src == src and m.cards == cards]
    for move in options:
        if move.dst[0] == "f":
            return move
    if mode is ClickMode.FOUNDATION:
        return None
    return column_choice(state, options)


def column_choice(state: State, options: list[Move]) -> Move | None:
    """Of moves to columns, the one click-to-play picks (RULES §9): the preset's choice of
    the columns with cards, else the leftmost empty column."""
    options = [m for m in options if column_index(m.dst) is not None]
    filled = [m for m in options if pile_cards(state, m.dst)]
    if filled:
        if state.rules.column_choice is ColumnChoice.LONGEST:
            return max(filled, key=lambda m: (len(pile_cards(state, m.dst)), -column_index(m.dst)))
        return min(filled, key=lambda m: column_index(m.dst))
    return min(options, key=lambda m: column_index(m.dst)) if options else None
