"""Why a drop or a pick-up is refused, in the player's words (an illegal move is bad input,
and bad input gets a clear message: the sound alone said nothing with the sound off).

`why_not(state, move, tr, lang)` for a drop on a pile that does not take the cards,
`why_fixed(state, pile, count, tr, lang)` for cards that do not lift at all.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.cards import Card, next_rank
from game.engine.moves import Move, pile_cards
from game.engine.rules import Building
from game.engine.state import State
from game.i18n import card_label

BUILD_KEYS = {
    Building.ALTERNATE: "why.build.alternate",
    Building.ANY_SUIT: "why.build.any_suit",
    Building.IN_SUIT: "why.build.in_suit",
}


def _label(card: Card, lang: str) -> str:
    return card_label(card.rank, card.suit, lang)


def why_not(state: State, move: Move, tr: Callable[..., str], lang: str) -> str:
    """Why `move` (cards dropped on `move.dst`) is not a move here."""
    source = pile_cards(state, move.src)
    card = source[-move.cards]
    if move.dst[0] == "f":  # whichever slot it was dropped on: its own suit's foundation
        if move.cards > 1:
            return tr("why.home_one")
        pile = state.foundations[card.suit]
        rank = next_rank(pile[-1].rank) if pile else state.start_rank
        if rank == card.rank:  # it goes home, but was dropped on another suit's slot
            return tr("why.home_other", card=_label(card, lang))
        needed = _label(Card(rank, card.suit), lang)
        return tr("why.home_next", card=_label(card, lang), needed=needed)
    if move.src[0] == "t" and move.cards not in state.rules.group_sizes(len(source)):
        # hoyle's top card lifts (it may go home) but moves to a column only with its column
        return tr("why.whole_column", card=_label(card, lang))
    target = pile_cards(state, move.dst)
    if not target:
        return tr("why.empty", card=_label(card, lang))
    key = BUILD_KEYS[state.rules.building]
    return tr(key, card=_label(card, lang), target=_label(target[-1], lang))


def why_fixed(state: State, pile: str, count: int, tr: Callable[..., str], lang: str) -> str:
    """Why the top `count` cards of `pile` do not lift: a foundation without take-backs,
    or cards the rules do not move together."""
    card = pile_cards(state, pile)[-count]
    if pile[0] == "f":
        return tr("why.no_takeback", card=_label(card, lang))
    return tr("kb.cannot_group", card=_label(card, lang))
