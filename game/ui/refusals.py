"""Why a drop or a pick-up is refused, in the player's words (an illegal move is bad input,
and bad input gets a clear message: the sound alone said nothing with the sound off).

`why_not(state, move, tr, lang)` for a drop on a pile that does not take the cards,
`why_fixed(state, pile, count, tr, lang)` for cards that do not lift at all,
`why_no_click(state, pile, count, mode, tr, lang)` for a click that plays nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.cards import SUITS, Card, next_rank
from game.engine.click import ClickMode
from game.engine.moves import Move, movable_group, pile_cards
from game.engine.state import State
from game.i18n import card_label

# A move's source pile as `Rules.empty_column_sources` names it.
SOURCE_OF = {"t": "tableau", "f": "foundation"}


def _label(card: Card, lang: str) -> str:
    return card_label(card.rank, card.suit, lang)


def why_not(state: State, move: Move, tr: Callable[..., str], lang: str) -> str:
    """Why `move` (cards dropped on `move.dst`) is not a move here."""
    if state.choice:  # Selective before its pick: "an empty column takes any card" said 3♦
        return tr("choice.prompt")
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
        sources = state.rules.empty_column_sources
        if SOURCE_OF.get(move.src[0], move.src) in sources:
            return tr("why.empty", card=_label(card, lang))  # its time has not come
        rule = tr("desc.empty." + "_".join(sorted(sources)))  # what the column takes
        return tr("why.empty_rule", card=_label(card, lang), rule=rule)
    top = target[-1]
    key, parts = _takes(state, top, tr, lang)
    return tr(key, card=_label(card, lang), target=_label(top, lang), **parts)


def _takes(state: State, top: Card, tr: Callable[..., str], lang: str) -> tuple[str, dict]:
    """What goes on the column top `top`, by the rules' own relation, card by card ("10♥
    or 10♦"; nothing on an ace where kings do not wrap): its words' key and parts."""
    fits = state.rules.fits
    fitting = [Card(r, s) for r in range(1, 14) for s in SUITS if fits(Card(r, s), top)]
    if not fitting:
        return "why.takes.none", {}
    names = [_label(card, lang) for card in fitting]
    needed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {tr('word.or')} {names[-1]}"
    return "why.takes", {"needed": needed}


def why_fixed(state: State, pile: str, count: int, tr: Callable[..., str], lang: str) -> str:
    """Why the top `count` cards of `pile` do not lift: a foundation without take-backs,
    or cards the rules do not move together."""
    card = pile_cards(state, pile)[-count]
    if pile[0] == "f":
        return tr("why.no_takeback", card=_label(card, lang))
    if pile in ("reserve", "waste"):  # a card under the top (a fan shows them)
        return tr(f"why.{pile}_top")
    return tr("kb.cannot_group", card=_label(card, lang), rule=group_rule(state, tr))


def group_rule(state: State, tr: Callable[..., str]) -> str:
    """Which cards move from a column, as the New game dialog says it: every column is a
    run, so this rule is what keeps a group of its cards from lifting."""
    return tr(f"desc.moves.{state.rules.group_moves.name.lower()}")


def why_no_click(
    state: State, pile: str, count: int, mode: ClickMode, tr: Callable[..., str], lang: str
) -> str | None:
    """Why a click on the top `count` cards of `pile` played nothing (a tester clicked
    Acme's 8♥ with 7♥ on it: nothing moved and nothing said why, where a drag did); None
    where a click never plays (click to play off, a foundation's card: "never by a
    click", RULES §8)."""
    if mode is ClickMode.OFF or pile[0] == "f":
        return None
    if state.choice:
        return tr("choice.prompt")
    if not movable_group(state, pile, count):
        return why_fixed(state, pile, count, tr, lang)
    card = pile_cards(state, pile)[-count]
    if mode is ClickMode.FOUNDATION:  # the foundation was all the click looked at
        return why_not(state, Move(pile, f"f{card.suit}", count), tr, lang)
    return tr("kb.nowhere", card=_label(card, lang))
