"""Which suit sits in which foundation slot on the table (RULES §3): pure, no pygame.

The engine keeps foundations by suit; the four slots on the table are the player's.
A start-rank card may start its suit on any empty slot (a move without a chosen slot
takes the leftmost); a suit keeps its slot while its pile has cards and frees it when
the pile empties (undo, or a take-back). The slots are a function of the deal, the
played moves and one slot choice per move, so undo, redo and a resumed game show
exactly what the player saw.

A slot tuple names a suit for every slot: empty slots hold the suits not on the table
yet, in a fixed order, so `card_places` and `pile_rect` always get all four suits.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.cards import SUITS
from game.engine.moves import Move
from game.engine.state import State
from game.ui.layout import foundation_order

Choice = int | None  # the slot the player chose for a move; None = the leftmost empty one
SLOT_COUNT = len(SUITS)


def empty_slots(state: State, suits: Sequence[str]) -> list[int]:
    """Slots whose pile is empty, left to right."""
    return [k for k, suit in enumerate(suits) if not state.foundations[suit]]


def target_slots(state: State, suits: Sequence[str], suit: str) -> list[int]:
    """The slots a card of `suit` may be dropped on: its pile's, or any empty one."""
    if state.foundations[suit]:
        return [list(suits).index(suit)]
    return empty_slots(state, suits)


def landing_slot(state: State, suits: Sequence[str], suit: str, choice: Choice = None) -> int:
    """Where a card of `suit` lands: its pile's slot, else the chosen empty slot, else the
    leftmost empty one (an unusable choice counts as no choice)."""
    slots = target_slots(state, suits, suit)
    return choice if _is_slot(choice) and choice in slots else slots[0]


def slot_suits(initial: State, moves: Sequence[Move], choices: Sequence[Choice]) -> tuple[str, ...]:
    """The slot tuple after `moves` from `initial`, with `choices[i]` the slot chosen for
    `moves[i]` (missing or unusable choices mean the leftmost empty slot)."""
    # Only foundation sizes matter, and a move changes them by its card count: no replay.
    sizes = {suit: len(initial.foundations[suit]) for suit in SUITS}
    slots: list[str | None] = [s if sizes[s] else None for s in foundation_order(initial)]
    for i, move in enumerate(moves):
        if move.src[0] == "f":
            suit = move.src[1]
            sizes[suit] -= move.cards
            if sizes[suit] <= 0 and suit in slots:
                slots[slots.index(suit)] = None  # an emptied pile frees its slot
        if move.dst[0] == "f":
            suit = move.dst[1]
            if suit not in slots:
                empty = [k for k, s in enumerate(slots) if s is None]
                choice = choices[i] if i < len(choices) else None
                slots[choice if _is_slot(choice) and choice in empty else empty[0]] = suit
            sizes[suit] += move.cards
    return _filled(slots)


def normalise(raw: object, count: int) -> list[Choice]:
    """`count` choices from saved data: anything but a slot number is None, missing ones too."""
    items = raw if isinstance(raw, list) else []
    choices = [c if _is_slot(c) else None for c in items[:count]]
    return choices + [None] * (count - len(choices))


def _is_slot(value: object) -> bool:
    # bool is an int in Python, but True is no slot number
    return type(value) is int and 0 <= value < SLOT_COUNT


def _filled(slots: list[str | None]) -> tuple[str, ...]:
    """Empty slots get the suits not on the table, in suit order."""
    spare = iter(s for s in SUITS if s not in slots)
    return tuple(s if s is not None else next(spare) for s in slots)
