"""The piles of one position, and the position JSON of RULES §12.

Pile order conventions (the same as the JSON):
- `reserve`, each column of `tableau`, each foundation and `waste`: bottom -> top.
- `stock`: the next card to be turned first.

`fan` is how many cards of the last turned packet are still on the waste; the table
fans that many (RULES §6). It is display state, kept so undo and saved games restore
the waste exactly as it looked.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from game.engine.cards import (
    RANKS,
    SUITS,
    Card,
    CardError,
    full_deck,
    next_rank,
    parse_card,
    parse_rank,
)
from game.engine.rules import (
    DEFAULT_GAME,
    DEFAULT_PRESET,
    Rules,
    RulesError,
    check_draw,
    rules_for,
)


class PositionError(ValueError):
    """A position that breaks the rules of §12; the message names the problem."""


@dataclass
class State:
    rules: Rules
    draw: int
    start_rank: int
    reserve: list[Card]
    foundations: dict[str, list[Card]]
    tableau: list[list[Card]]
    stock: list[Card]
    waste: list[Card]
    fan: int = 0
    pass_no: int = 1  # the pass through the stock (1: the first), where the rules count it
    # Selective Canfield before its first move: the cards to pick the base card from (the
    # start rank is 0 until then); the others then go to the columns, in this order.
    choice: list[Card] = field(default_factory=list)

    def copy(self) -> State:
        return State(
            rules=self.rules,
            draw=self.draw,
            start_rank=self.start_rank,
            reserve=list(self.reserve),
            foundations={s: list(p) for s, p in self.foundations.items()},
            tableau=[list(c) for c in self.tableau],
            stock=list(self.stock),
            waste=list(self.waste),
            fan=self.fan,
            pass_no=self.pass_no,
            choice=list(self.choice),
        )

    # --- questions about the position -------------------------------------------------

    def foundation_count(self) -> int:
        return sum(len(p) for p in self.foundations.values())

    def is_won(self) -> bool:
        return self.foundation_count() == 52

    def passes_spent(self) -> bool:
        """The stock is empty and the waste may not be turned back: no pass is left."""
        return not self.stock and bool(self.waste) and not self.rules.redeal_allowed(self.pass_no)

    def foundation_accepts(self, card: Card) -> bool:
        pile = self.foundations[card.suit]
        if not pile:
            return card.rank == self.start_rank
        return len(pile) < 13 and next_rank(pile[-1].rank) == card.rank

    def column_accepts(self, index: int, card: Card) -> bool:
        """A non-empty column takes `card` when it fits on its top card."""
        column = self.tableau[index]
        return bool(column) and self.rules.fits(card, column[-1])

    def visible_waste(self) -> list[Card]:
        """The waste cards the table fans: the rest of the last packet, or the top alone."""
        if not self.waste:
            return []
        return self.waste[-max(1, min(self.fan, len(self.waste))) :]

    def key(self) -> tuple:
        """Hashable identity of the position (rules, draw and fan excluded; the pass only
        where it changes what may happen: limited passes, a draw per pass)."""
        key = (
            tuple(self.reserve),
            tuple(tuple(self.foundations[s]) for s in SUITS),
            tuple(tuple(c) for c in self.tableau),
            tuple(self.stock),
            tuple(self.waste),
        )
        if self.rules.counts_passes:
            key += (self.pass_no,)
        if self.choice:
            key += (tuple(self.choice),)
        return key

    @property
    def turn_size(self) -> int:
        """Cards a turn of the stock moves now (the game may fix it per pass)."""
        return self.rules.draw_for(self.draw, self.pass_no)


def _names(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def dump_position(state: State, with_fan: bool = False) -> dict:
    """The position JSON of §12 (as a dict). `with_fan` adds the waste fan (saved games)."""
    data = {
        "rules": state.rules.name,
        "draw": state.draw,
        "reserve": _names(state.reserve),
        "foundations": {s: _names(state.foundations[s]) for s in SUITS},
        "tableau": [_names(c) for c in state.tableau],
        "stock": _names(state.stock),
        "waste": _names(state.waste),
        "start_rank": RANKS[state.start_rank - 1] if state.start_rank else None,
    }
    if state.choice:
        data["choice"] = _names(state.choice)
    if state.rules.game != DEFAULT_GAME:
        data = {"game": state.rules.game, **data}
    if state.rules.counts_passes:
        data["pass"] = state.pass_no
    if with_fan:
        data["waste_fan"] = state.fan
    return data


def dumps_position(state: State) -> str:
    return json.dumps(dump_position(state))


def brief_quote(value: object) -> str:
    """A short quote of bad JSON input, so an error message stays one short line."""
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        text = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else "a huge number"
        return text if len(text) <= 30 else text[:27] + "..."
    # Never repr a list or object: it may be huge or nested deeper than repr can go.
    return f"a JSON {_json_kind(value)}"


def _json_kind(value: object) -> str:
    kinds = ((bool, "boolean"), (str, "string"), (int, "number"), (float, "number"))
    for kind, name in (*kinds, (list, "array"), (dict, "object")):
        if isinstance(value, kind):
            return name
    return "null" if value is None else type(value).__name__


def _card_list(value: object, where: str) -> list[Card]:
    if not isinstance(value, list):
        raise PositionError(f"{where} must be a list of cards, not {brief_quote(value)}")
    cards = []
    for v in value:
        # Checked here so that a card's error message never quotes a huge or nested value.
        if not isinstance(v, str) or len(v) > 10:
            raise PositionError(
                f"{where}: unknown card {brief_quote(v)} (write cards like '7H', 'TD')"
            )
        try:
            cards.append(parse_card(v))
        except CardError as e:
            raise PositionError(f"{where}: {e}") from None
    return cards


def _chosen_rules(data: dict, rules: Rules | None) -> Rules:
    if rules is not None:
        return rules
    name = data.get("rules", DEFAULT_PRESET.name)
    if not isinstance(name, str) or len(name) > 30:
        raise PositionError(
            f"rules must be a preset name (standard, hoyle or strict), not {brief_quote(name)}"
        )
    game = data.get("game", DEFAULT_GAME)
    if not isinstance(game, str) or len(game) > 30:
        raise PositionError(f"game must be a game name such as rainbow, not {brief_quote(game)}")
    try:
        return rules_for(game, name)
    except RulesError as e:
        raise PositionError(str(e)) from None


def _pass_no(data: dict, rules: Rules) -> int:
    raw = data.get("pass", 1)
    top = rules.passes if rules.passes is not None else 10**6
    if not isinstance(raw, int) or isinstance(raw, bool) or not 1 <= raw <= top:
        raise PositionError(f"pass must be a whole number from 1 to {top}, not {brief_quote(raw)}")
    return raw


def _draw(data: dict, rules: Rules) -> int:
    fixed = rules.draws[0] if rules.draws else None
    draw = data.get("draw", fixed or 3)
    if fixed is not None and draw != fixed:
        raise PositionError(f"{rules.game} turns {fixed} card(s) first: draw must be {fixed}")
    if not isinstance(draw, int) or isinstance(draw, bool):
        raise PositionError(f"draw must be 1 or 3, not {brief_quote(draw)}")
    try:
        return check_draw(draw)
    except RulesError:
        raise PositionError(f"draw must be 1 or 3, not {brief_quote(draw)}") from None


def _start_rank(data: dict) -> int:
    if "start_rank" not in data:
        raise PositionError("start_rank is missing")
    raw = data["start_rank"]
    if raw is None and data.get("choice"):
        return 0  # Selective Canfield: the base card is not picked yet
    if isinstance(raw, int) and not isinstance(raw, bool) and 1 <= raw <= 10:
        raw = str(raw)  # a number such as 7 is read as the rank "7"
    if not isinstance(raw, str) or len(raw) > 10:
        raise PositionError(f'start_rank must be a rank like "7" or "K", not {brief_quote(raw)}')
    try:
        return parse_rank(raw)
    except CardError as e:
        raise PositionError(f"start_rank: {e}") from None


def load_position(data: object, rules: Rules | None = None, *, reachable: bool = False) -> State:
    """Build a State from position JSON (a dict), validating everything §12 lists.

    `rules` overrides the preset named in the data. `reachable` also rejects positions
    that no game can reach (`check_reachable`): wanted for outside input such as the
    command line's; hand-built test positions (spare cards in the stock) may break it
    and still play by the rules.
    """
    if not isinstance(data, dict):
        raise PositionError("a position must be a JSON object")
    chosen = _chosen_rules(data, rules)
    draw = _draw(data, chosen)
    start_rank = _start_rank(data)

    for name in ("reserve", "foundations", "tableau", "stock", "waste"):
        if name not in data:
            raise PositionError(f"{name} is missing")
    reserve = _card_list(data["reserve"], "reserve")
    stock = _card_list(data["stock"], "stock")
    waste = _card_list(data["waste"], "waste")

    raw_f = data["foundations"]
    if not isinstance(raw_f, dict):
        raise PositionError("foundations must be an object with keys S, H, D, C")
    unknown = [key for key in raw_f if key not in SUITS]
    if unknown:
        raise PositionError(
            f"foundations: unknown suit key {brief_quote(unknown[0])} (use S, H, D, C)"
        )
    foundations = {s: _card_list(raw_f.get(s, []), f"foundation {s}") for s in SUITS}

    raw_t = data["tableau"]
    if not isinstance(raw_t, list) or len(raw_t) != chosen.columns:
        raise PositionError(f"tableau must be a list of {chosen.columns} columns")
    tableau = [_card_list(col, f"column {i + 1}") for i, col in enumerate(raw_t)]

    fan = data.get("waste_fan", min(len(waste), draw))
    if not isinstance(fan, int) or isinstance(fan, bool) or not 0 <= fan <= len(waste):
        raise PositionError(f"waste_fan must be a whole number from 0 to {len(waste)}")

    pass_no = _pass_no(data, chosen)
    choice = _card_list(data.get("choice", []), "choice")
    state = State(
        chosen, draw, start_rank, reserve, foundations, tableau, stock, waste, fan, pass_no, choice
    )
    validate(state)
    if reachable:
        check_reachable(state)
    return state


def loads_position(text: str, rules: Rules | None = None, *, reachable: bool = False) -> State:
    """`load_position` of JSON text; every way the text can fail to parse is a PositionError."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise PositionError(
            f"not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})"
        ) from None
    except RecursionError:
        raise PositionError("not valid JSON: nested too deeply") from None
    except ValueError:  # the only other one: an integer past Python's digit limit
        raise PositionError("not valid JSON: a number has too many digits") from None
    return load_position(data, rules, reachable=reachable)


def validate(state: State) -> None:
    """Raise PositionError naming the first problem found."""
    seen: dict[Card, str] = {}
    piles: list[tuple[str, list[Card]]] = [
        ("reserve", state.reserve),
        *((f"foundation {s}", state.foundations[s]) for s in SUITS),
        *((f"column {i + 1}", c) for i, c in enumerate(state.tableau)),
        ("stock", state.stock),
        ("waste", state.waste),
        ("choice", state.choice),
    ]
    for where, pile in piles:
        for card in pile:
            if card in seen:
                raise PositionError(f"card {card} appears twice ({seen[card]} and {where})")
            seen[card] = where
    missing = [str(c) for c in full_deck() if c not in seen]
    if missing:
        raise PositionError(f"card(s) missing: {' '.join(missing)}")

    for suit in SUITS:
        pile = state.foundations[suit]
        rank = state.start_rank
        for card in pile:
            if card.suit != suit:
                raise PositionError(f"foundation {suit} holds {card}, of another suit")
            if card.rank != rank:
                expected = Card(rank, suit)
                raise PositionError(
                    f"foundation {suit} is not a run up from the start rank: "
                    f"found {card} where {expected} belongs"
                )
            rank = next_rank(rank)

    if state.choice:
        _check_choosing(state)
        return
    if not state.start_rank:
        raise PositionError("start_rank is missing")
    refills = state.rules.refill_from_reserve
    if refills and state.reserve and any(not c for c in state.tableau):
        raise PositionError("a column is empty while the reserve still holds cards")
    for i, column in enumerate(state.tableau):
        for lower, upper in zip(column, column[1:], strict=False):
            if not state.rules.fits(upper, lower):
                raise PositionError(f"column {i + 1} is not a valid run: {upper} on {lower}")


def _check_choosing(state: State) -> None:
    """Before the base card is picked (Selective Canfield) only the deal can be here."""
    rules = state.rules
    if len(state.choice) != rules.base_choices or rules.base_choices < 2:
        raise PositionError(f"choice must hold {rules.base_choices} cards in {rules.game}")
    dealt = state.foundation_count() or any(state.tableau) or state.waste
    if dealt or state.start_rank:
        raise PositionError(
            "while the base card is picked, foundations, columns and waste are empty"
        )


def check_reachable(state: State) -> None:
    """Raise PositionError when no game under the position's rules can reach it.

    Each check is an invariant of every deal (RULES §2) and every move (moves.py), so a
    position reached by play always passes:
    - the reserve is dealt 13 cards and nothing is ever placed on it (§5);
    - the stock and waste are dealt 34 cards between them and only give cards away: a
      turn and a turn-back move cards between the two, every other move takes the top
      waste card away and none puts a card on either (§6);
    - the waste fans the rest of the last turned packet, and a turn moves at most `draw`
      cards (§6);
    - without foundation take-back (hoyle, strict) a foundation card never leaves, so the
      base card's foundation is never empty; with take-back (standard) even the base
      card may go back to a column, so there every foundation may be empty (§8).
    Foundation runs, column runs and the reserve refill are `validate`'s checks.
    """
    rules = state.rules
    if len(state.reserve) > rules.reserve_size:
        raise PositionError(
            f"the reserve holds {len(state.reserve)} cards, but it is dealt "
            f"{rules.reserve_size} and never receives one"
        )
    talon = 52 - rules.reserve_size - rules.base_card_count - rules.columns
    if len(state.stock) + len(state.waste) > talon:
        raise PositionError(
            f"stock and waste hold {len(state.stock) + len(state.waste)} cards together, "
            f"but they are dealt {talon} and never receive one"
        )
    if state.fan > state.draw:
        raise PositionError(
            f"waste_fan is {state.fan}, but a turn in draw {state.draw} turns at most "
            f"{state.draw} card(s)"
        )
    if not rules.foundation_takeback and state.foundation_count() < rules.base_card_count:
        raise PositionError(
            f"no card is on a foundation, but the base card never leaves its foundation "
            f"under the {rules.name} rules"
        )
