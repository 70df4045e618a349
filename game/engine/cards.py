"""Cards and their notation (RULES §1).

A card is a `Card(rank, suit)` named tuple: rank 1..13 (A..K), suit one of "SHDC".
`str(card)` gives the notation used everywhere ("7H", "TD", "AS"); `parse_card`
reads it back and also accepts "10" for the ten.
"""

from __future__ import annotations

from typing import NamedTuple

RANKS = "A23456789TJQK"
SUITS = "SHDC"
RED_SUITS = frozenset("HD")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


class CardError(ValueError):
    """A card name that is not one of the 52."""


class Card(NamedTuple):
    rank: int  # 1 = ace .. 13 = king
    suit: str  # "S", "H", "D" or "C"

    def __str__(self) -> str:
        return RANKS[self.rank - 1] + self.suit

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def index(self) -> int:
        """0..51, suit-major in SHDC order: a dense id for tables and bitsets."""
        return SUITS.index(self.suit) * 13 + self.rank - 1


def rank_name(rank: int) -> str:
    return RANKS[rank - 1]


def parse_rank(text: str) -> int:
    """'A'..'K' (or '10') -> 1..13."""
    t = text.strip().upper()
    if t == "10":
        t = "T"
    if len(t) != 1 or t not in RANKS:
        raise CardError(f"unknown rank {text!r} (use A 2-9 T J Q K)")
    return RANKS.index(t) + 1


def parse_card(text: object) -> Card:
    """'7H', '10d', 'qc' -> Card. Raises CardError naming the bad text."""
    if not isinstance(text, str):
        raise CardError(f"a card must be written as text like '7H', not {text!r}")
    t = text.strip().upper()
    if len(t) < 2 or t[-1] not in SUITS:
        raise CardError(f"unknown card {text!r} (expected rank+suit like '7H', 'TD', 'AS')")
    try:
        rank = parse_rank(t[:-1])
    except CardError:
        raise CardError(
            f"unknown card {text!r} (expected rank+suit like '7H', 'TD', 'AS')"
        ) from None
    return Card(rank, t[-1])


def full_deck() -> list[Card]:
    """The 52 cards in the fixed pre-shuffle order: suits S H D C, each A..K."""
    return [Card(rank, suit) for suit in SUITS for rank in range(1, 14)]


def next_rank(rank: int) -> int:
    """Ranks wrap: after K comes A."""
    return rank % 13 + 1


def prev_rank(rank: int) -> int:
    """Before A comes K."""
    return (rank - 2) % 13 + 1


def fits_on_column(card: Card, target: Card) -> bool:
    """Opposite colour and exactly one rank lower, wrapping (K goes on A)."""
    return card.is_red != target.is_red and next_rank(card.rank) == target.rank


def is_run(cards: list[Card] | tuple[Card, ...]) -> bool:
    """True when every card sits legally on the one below it (bottom -> top order)."""
    return all(fits_on_column(cards[i + 1], cards[i]) for i in range(len(cards) - 1))
