"""Moves: their value type, the legal moves of a position, and applying one.

A move names its source pile, destination pile and number of cards, with piles
written as in the command line: `reserve`, `waste`, `stock`, `t1`..`t4`,
`fS` `fH` `fD` `fC`. Turning the stock is stock -> waste (k cards turned);
turning the waste back is waste -> stock (all of it).

`apply_move` plays one move with its automatic consequence (the reserve refill,
RULES §4) and reports every card transfer, so the UI can animate exactly what happened.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.engine.cards import SUITS, Card
from game.engine.state import State, brief_quote

FOUNDATION_PILES = tuple(f"f{s}" for s in SUITS)
POINTS_PER_FOUNDATION_CARD = 5


class MoveError(ValueError):
    """A move that is malformed or not legal in the position."""


class Move(NamedTuple):
    src: str
    dst: str
    cards: int

    def to_json(self) -> dict:
        return {"src": self.src, "dst": self.dst, "cards": self.cards}

    def __str__(self) -> str:
        return f"{self.src}->{self.dst} ({self.cards})"


def column_pile(index: int) -> str:
    return f"t{index + 1}"


def column_index(pile: str) -> int | None:
    """'t3' -> 2; anything else -> None."""
    if len(pile) == 2 and pile[0] == "t" and pile[1] in "123456789":
        return int(pile[1]) - 1
    return None


def pile_names(state: State) -> tuple[str, ...]:
    cols = tuple(column_pile(i) for i in range(len(state.tableau)))
    picks = tuple(choice_pile(i) for i in range(len(state.choice)))
    return ("reserve", "waste", "stock", *cols, *FOUNDATION_PILES, *picks)


def choice_pile(index: int) -> str:
    """'c1'..'c5': one of the cards Selective Canfield deals to pick the base card from."""
    return f"c{index + 1}"


def move_from_json(data: object, state: State) -> Move:
    """Parse {"src","dst","cards"}; names and counts are checked, legality is not."""
    if not isinstance(data, dict):
        raise MoveError('a move must be a JSON object like {"src": "t1", "dst": "fH", "cards": 1}')
    names = pile_names(state)
    src, dst, cards = data.get("src"), data.get("dst"), data.get("cards")
    for label, pile in (("src", src), ("dst", dst)):
        if not isinstance(pile, str) or pile not in names:
            raise MoveError(f"unknown {label} pile {brief_quote(pile)} (piles: {', '.join(names)})")
    if not isinstance(cards, int) or isinstance(cards, bool) or cards < 1:
        raise MoveError(f"cards must be a positive whole number, not {brief_quote(cards)}")
    return Move(src, dst, cards)


def pile_cards(state: State, pile: str) -> list[Card]:
    """The list behind a pile name (the live list, bottom -> top; stock next-first)."""
    if pile == "reserve":
        return state.reserve
    if pile == "waste":
        return state.waste
    if pile == "stock":
        return state.stock
    if pile[0] == "f":
        return state.foundations[pile[1]]
    if pile[0] == "c" and pile[1:].isdigit() and 1 <= int(pile[1:]) <= len(state.choice):
        i = int(pile[1:]) - 1
        return state.choice[i : i + 1]  # a copy: picking is `_pick_base`'s job
    index = column_index(pile)
    if index is None or index >= len(state.tableau):
        raise MoveError(f"unknown pile {pile!r}")
    return state.tableau[index]


# --- legal moves ----------------------------------------------------------------------


def _column_targets(state: State, card: Card, source: str, whole_column: bool, skip: int):
    """Columns that take `card` (moved from a pile of kind `source`)."""
    for i, column in enumerate(state.tableau):
        if i == skip:
            continue
        if column:
            if state.rules.fits(card, column[-1]):
                yield column_pile(i)
        elif source in state.rules.empty_column_sources and not whole_column:
            yield column_pile(i)


def legal_moves(state: State) -> list[Move]:
    """Every legal move, each once (a whole column into an empty column is no move)."""
    if state.choice:  # Selective Canfield's first move: pick the base card
        return [Move(choice_pile(i), f"f{c.suit}", 1) for i, c in enumerate(state.choice)]
    moves: list[Move] = []
    if state.stock:
        moves.append(Move("stock", "waste", min(state.turn_size, len(state.stock))))
    elif state.waste and state.rules.redeal_allowed(state.pass_no):
        moves.append(Move("waste", "stock", len(state.waste)))

    for pile, kind in (("reserve", "reserve"), ("waste", "waste")):
        cards = pile_cards(state, pile)
        if not cards:
            continue
        card = cards[-1]
        if state.foundation_accepts(card):
            moves.append(Move(pile, f"f{card.suit}", 1))
        moves.extend(Move(pile, t, 1) for t in _column_targets(state, card, kind, False, -1))

    for i, column in enumerate(state.tableau):
        src = column_pile(i)
        if column and state.foundation_accepts(column[-1]):
            moves.append(Move(src, f"f{column[-1].suit}", 1))
        for n in state.rules.group_sizes(len(column)):
            whole = n == len(column)
            targets = _column_targets(state, column[-n], "tableau", whole, i)
            moves.extend(Move(src, t, n) for t in targets)

    if state.rules.foundation_takeback:
        for suit in SUITS:
            pile = state.foundations[suit]
            if pile:
                targets = _column_targets(state, pile[-1], "foundation", False, -1)
                moves.extend(Move(f"f{suit}", t, 1) for t in targets)
    return moves


def movable_group(state: State, pile: str, count: int) -> bool:
    """The rules could ever move the top `count` cards of `pile` together (a take-back
    only where allowed); whether they have somewhere to go now is `legal_moves`'s."""
    if pile[0] == "f":
        return state.rules.foundation_takeback and count == 1
    if pile in ("reserve", "waste"):
        return count == 1
    length = len(pile_cards(state, pile))
    if count == 1 and length:  # a top card may always go home (hoyle too, whose columns
        return True  # move only whole: a tester could not drag one to its foundation)
    return count in state.rules.group_sizes(length)


def is_legal(state: State, move: Move) -> bool:
    return move in legal_moves(state)


def explain_illegal(state: State, move: Move) -> str:
    """A one-line reason why `move` is not legal here."""
    try:
        src = pile_cards(state, move.src)
        pile_cards(state, move.dst)
    except MoveError as e:
        return str(e)
    if move.src == "stock":
        if not state.stock:
            return "the stock is empty: turn the waste back first"
        return f"turning the stock moves {min(state.turn_size, len(state.stock))} card(s) here"
    if move.src == "waste" and move.dst == "stock":
        if state.stock:
            return "the waste turns back only when the stock is empty"
        if not state.rules.redeal_allowed(state.pass_no):
            return f"this was the last pass: {state.rules.game} allows {state.rules.passes}"
        return f"turning the waste back moves all {len(state.waste)} card(s)"
    if move.dst in ("stock", "waste", "reserve"):
        return f"cards cannot be placed on the {move.dst}"
    if len(src) < move.cards:
        return f"{move.src} holds only {len(src)} card(s)"
    if move.src in ("reserve", "waste") and move.cards != 1:
        return f"only the top card of the {move.src} plays"
    if move.src[0] == "f" and not state.rules.foundation_takeback:
        return f"the {state.rules.name} rules do not allow taking cards back from foundations"
    card = src[-move.cards]
    if move.dst[0] == "f":
        if move.cards != 1:
            return "foundations take one card at a time"
        return f"{card} does not go on foundation {move.dst[1]}"
    if column_index(move.src) is not None and move.cards not in state.rules.group_sizes(len(src)):
        return f"the {state.rules.name} rules move {state.rules.group_moves.value} only"
    target = pile_cards(state, move.dst)
    if target:
        return f"{card} does not go on {target[-1]}"
    return f"the empty column {move.dst} does not take a card from the {move.src} now"


# --- applying a move ------------------------------------------------------------------


@dataclass(frozen=True)
class Transfer:
    """Cards that went from one pile to another, in their new order on `dst`."""

    src: str
    dst: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class MoveResult:
    move: Move
    transfers: tuple[Transfer, ...]
    points: int  # 5 when the move put a card on a foundation (before first-time rules)

    @property
    def refilled(self) -> bool:
        return len(self.transfers) > 1  # the only second transfer a move makes is the refill


def apply_move(state: State, move: Move) -> MoveResult:
    """Play `move` on `state` in place (with the reserve refill). Raises MoveError if illegal."""
    if not is_legal(state, move):
        raise MoveError(f"illegal move {move}: {explain_illegal(state, move)}")
    return apply_legal(state, move)


def apply_legal(state: State, move: Move) -> MoveResult:
    """Play a move already known to be legal (no check)."""
    transfers: list[Transfer] = []
    if state.choice:
        return _pick_base(state, move)
    if move.src == "stock":
        packet = state.stock[: move.cards]
        del state.stock[: move.cards]
        state.waste.extend(packet)
        state.fan = len(packet)
        transfers.append(Transfer("stock", "waste", tuple(packet)))
    elif move.src == "waste" and move.dst == "stock":
        state.stock[:0] = state.waste  # the first card turned comes first again
        transfers.append(Transfer("waste", "stock", tuple(state.waste)))
        state.waste.clear()
        state.fan = 0
        if state.rules.counts_passes:
            state.pass_no += 1
    else:
        src = pile_cards(state, move.src)
        moving = src[-move.cards :]
        del src[-move.cards :]
        pile_cards(state, move.dst).extend(moving)
        transfers.append(Transfer(move.src, move.dst, tuple(moving)))
        if move.src == "waste":
            state.fan = max(0, state.fan - 1)
        refills = state.rules.refill_from_reserve
        if refills and not src and column_index(move.src) is not None and state.reserve:
            card = state.reserve.pop()
            src.append(card)
            transfers.append(Transfer("reserve", move.src, (card,)))
    points = POINTS_PER_FOUNDATION_CARD if move.dst[0] == "f" else 0
    return MoveResult(move, tuple(transfers), points)


def _pick_base(state: State, move: Move) -> MoveResult:
    """Selective Canfield: the picked card starts its foundation (its rank is the start
    rank for all four) and the other cards go to the columns in the order dealt."""
    index = int(move.src[1:]) - 1
    base = state.choice[index]
    rest = state.choice[:index] + state.choice[index + 1 :]
    state.choice = []
    state.start_rank = base.rank
    state.foundations[base.suit].append(base)
    transfers = [Transfer(move.src, move.dst, (base,))]
    for i, card in enumerate(rest):
        state.tableau[i].append(card)
        transfers.append(Transfer(f"c{(i if i < index else i + 1) + 1}", column_pile(i), (card,)))
    return MoveResult(move, tuple(transfers), 0)  # the base card scores nothing
