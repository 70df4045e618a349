"""Rules as data: one `Rules` value per preset (RULES §8), and per member of the
Canfield family (issue 13) over the preset the player chose.

Nothing else in the engine asks "which preset (or game) is this?"; it asks the rules
object what it allows. A new member of the Canfield family is a new `Variant(...)` here:
what it changes over Canfield, as field values; `rules_for(game, preset)` combines it
with the player's preset (the family's "as Canfield" where the game leaves a choice).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from game.engine.cards import Card, next_rank


class GroupMoves(Enum):
    """Which groups of cards may move from one column to another."""

    ANY_RUN = "any run"  # any number of top cards (all columns are runs)
    WHOLE_COLUMN = "whole column"
    TOP_OR_WHOLE = "top card or whole column"
    ONE_CARD = "one card at a time"


class Building(Enum):
    """How a card goes on a column's top card: always one rank lower (a king on an ace)."""

    ALTERNATE = "down, alternating colour"
    ANY_SUIT = "down, regardless of colour"
    IN_SUIT = "down, in suit"


class FoundationStart(Enum):
    """What starts the foundations (and so the start rank)."""

    BASE = "base card"  # the card dealt after the reserve
    TWOS = "the four 2s"  # taken out of the deck before the deal
    ACES = "the four aces"


class ColumnChoice(Enum):
    """Which column click-to-play picks when several accept the card."""

    LONGEST = "longest"  # ties: leftmost
    LEFTMOST = "leftmost"


@dataclass(frozen=True)
class Rules:
    name: str
    code_suffix: str  # "" for the default preset, else the letter after the code
    description: str
    group_moves: GroupMoves
    # Sources that may fill an empty column (which exists only once the reserve is empty):
    # any of "waste", "tableau", "foundation".
    empty_column_sources: frozenset[str]
    foundation_takeback: bool
    column_choice: ColumnChoice
    base_card_count: int = 1  # cards dealt to foundations at the start
    reserve_size: int = 13
    columns: int = 4
    # --- what a family member may change (Canfield's values by default) ---------------
    game: str = "canfield"
    building: Building = Building.ALTERNATE
    wrap: bool = True  # a king goes on an ace in the columns
    reserve_face_up: bool = False  # every reserve card shows (fanned); only the top plays
    refill_from_reserve: bool = True  # an emptied column takes the reserve top at once
    passes: int | None = None  # passes through the stock in all (None: no limit)
    draws: tuple[int, ...] = ()  # cards turned per pass, fixed by the game (): the player's
    foundation_start: FoundationStart = FoundationStart.BASE
    base_choices: int = 1  # cards dealt face up for the player to pick the base card from

    def group_sizes(self, column_length: int) -> range | tuple[int, ...]:
        """How many top cards of a column of this length may move together."""
        if column_length == 0:
            return ()
        if self.group_moves is GroupMoves.ANY_RUN:
            return range(1, column_length + 1)
        if self.group_moves is GroupMoves.WHOLE_COLUMN:
            return (column_length,)
        if self.group_moves is GroupMoves.ONE_CARD:
            return (1,)
        return (1,) if column_length == 1 else (1, column_length)

    def fits(self, card: Card, target: Card) -> bool:
        """`card` goes on a column whose top card is `target` (one rank lower; K on A
        where the rules wrap)."""
        if next_rank(card.rank) != target.rank or (not self.wrap and card.rank == 13):
            return False
        if self.building is Building.ALTERNATE:
            return card.is_red != target.is_red
        if self.building is Building.IN_SUIT:
            return card.suit == target.suit
        return True

    def draw_for(self, draw: int, pass_no: int) -> int:
        """Cards turned at a time in pass `pass_no` (1 = the first) of a game of `draw`."""
        if not self.draws:
            return draw
        return self.draws[min(pass_no, len(self.draws)) - 1]

    def sub_games(self) -> list[Rules]:
        """Games every move of which these rules allow, so that a win there is a win
        here (the solver tries them first, strictest first): without take-backs (a
        foundation card into an empty column is one too), and that game with a top card
        or the whole column where any run may move and only the waste and the reserve
        filling empty columns (over the standard preset, the strict one). Empty where
        these rules have no take-backs (nothing to leave out)."""
        if not self.foundation_takeback:
            return []
        no_takebacks = replace(
            self,
            foundation_takeback=False,
            empty_column_sources=self.empty_column_sources - {"foundation"},
        )
        groups = self.group_moves
        narrow = replace(
            no_takebacks,
            empty_column_sources=self.empty_column_sources & {"waste", "reserve"},
            group_moves=GroupMoves.TOP_OR_WHOLE if groups is GroupMoves.ANY_RUN else groups,
        )
        return [narrow] if narrow == no_takebacks else [narrow, no_takebacks]

    @property
    def counts_passes(self) -> bool:
        """The pass number matters (a limit, or a draw per pass): positions keep it."""
        return self.passes is not None or bool(self.draws)

    def draw_text(self, draw: int) -> str:
        """The cards a turn takes, as a player reads it: "3", or pass by pass "3, 2, 1"."""
        if len(self.draws) > 1:
            return ", ".join(str(d) for d in self.draws)
        return str(self.draw_for(draw, 1))

    def redeal_allowed(self, pass_no: int) -> bool:
        """The waste may be turned back over for another pass."""
        return self.passes is None or pass_no < self.passes


STANDARD = Rules(
    name="standard",
    code_suffix="",
    description="Move any run; an empty column takes anything; take cards back from foundations.",
    group_moves=GroupMoves.ANY_RUN,
    empty_column_sources=frozenset({"waste", "tableau", "foundation"}),
    foundation_takeback=True,
    column_choice=ColumnChoice.LONGEST,
)

HOYLE = Rules(
    name="hoyle",
    code_suffix="H",
    description="Hoyle's rules: only whole columns move; empty columns take the waste card.",
    group_moves=GroupMoves.WHOLE_COLUMN,
    empty_column_sources=frozenset({"waste"}),
    foundation_takeback=False,
    column_choice=ColumnChoice.LEFTMOST,
)

STRICT = Rules(
    name="strict",
    code_suffix="S",
    description="Move the top card or the whole column; empty columns take the waste card.",
    group_moves=GroupMoves.TOP_OR_WHOLE,
    empty_column_sources=frozenset({"waste"}),
    foundation_takeback=False,
    column_choice=ColumnChoice.LEFTMOST,
)

PRESETS: dict[str, Rules] = {r.name: r for r in (STANDARD, HOYLE, STRICT)}
DEFAULT_PRESET = STANDARD
DRAW_MODES = (1, 3)


@dataclass(frozen=True)
class Variant:
    """A member of the Canfield family: its code prefix and what it changes over the
    Canfield preset the player chose ("as Canfield" is whatever it does not change).
    The research behind each row is in family_notes.py."""

    name: str
    code_prefix: str  # the game part of its codes, e.g. "RB1" (CF1 is Canfield)
    changes: tuple[tuple[str, object], ...] = ()

    def rules(self, preset_rules: Rules) -> Rules:
        return replace(preset_rules, game=self.name, **dict(self.changes))

    @property
    def fixed_draw(self) -> int | None:
        """The draw mode the game fixes (its first pass), or None when the player picks."""
        draws = dict(self.changes).get("draws")
        return draws[0] if draws else None

    @property
    def example_code(self) -> str:
        """What the game's codes look like, for messages: "RB1-D1-ABCDEFG"."""
        return f"{self.code_prefix}-D{self.fixed_draw or 3}-ABCDEFG"


_TOP_OR_WHOLE = ("group_moves", GroupMoves.TOP_OR_WHOLE)
VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant("canfield", "CF1"),
        Variant(
            "superior",
            "SU1",
            (
                ("reserve_face_up", True),
                ("refill_from_reserve", False),
                _TOP_OR_WHOLE,
                ("empty_column_sources", frozenset({"reserve", "waste"})),
                ("draws", (3,)),
            ),
        ),
        Variant("selective", "SE1", (("base_choices", 5), ("draws", (3,)))),
        Variant("rainfall", "RF1", (("draws", (1,)), ("passes", 3))),
        Variant(
            "rainbow",
            "RB1",
            (("building", Building.ANY_SUIT), _TOP_OR_WHOLE, ("draws", (1,)), ("passes", 1)),
        ),
        Variant(
            "storehouse",
            "SH1",
            (
                ("building", Building.IN_SUIT),
                _TOP_OR_WHOLE,
                ("draws", (1,)),
                ("passes", 3),
                ("foundation_start", FoundationStart.TWOS),
                ("base_card_count", 4),
            ),
        ),
        Variant(
            "chameleon",
            "CH1",
            (
                ("reserve_size", 12),
                ("columns", 3),
                ("building", Building.ANY_SUIT),
                _TOP_OR_WHOLE,
                ("draws", (1,)),
                ("passes", 1),
            ),
        ),
        Variant("rush", "RU1", (("draws", (3, 2, 1)), ("passes", 3))),
        Variant(
            "acme",
            "AC1",
            (
                ("building", Building.IN_SUIT),
                ("wrap", False),
                ("group_moves", GroupMoves.ONE_CARD),
                ("draws", (1,)),
                ("passes", 2),
                ("foundation_start", FoundationStart.ACES),
                ("base_card_count", 4),
            ),
        ),
    )
}
DEFAULT_GAME = "canfield"


def variant(name: str) -> Variant:
    try:
        return VARIANTS[name.strip().lower()]
    except (KeyError, AttributeError):
        known = ", ".join(VARIANTS)
        raise RulesError(f"unknown game {name!r} (known: {known})") from None


def rules_for(game: str = DEFAULT_GAME, preset_name: str = DEFAULT_PRESET.name) -> Rules:
    """The rules of `game` played with the Canfield preset `preset_name`."""
    return variant(game).rules(preset(preset_name))


class RulesError(ValueError):
    """Unknown preset name or draw mode."""


def preset(name: str) -> Rules:
    try:
        return PRESETS[name.strip().lower()]
    except (KeyError, AttributeError):
        known = ", ".join(PRESETS)
        raise RulesError(f"unknown rule preset {name!r} (known: {known})") from None


def preset_by_suffix(suffix: str) -> Rules:
    for rules in PRESETS.values():
        if rules.code_suffix == suffix:
            return rules
    raise RulesError(f"unknown preset suffix {suffix!r}")


def check_draw(draw: object) -> int:
    if draw not in DRAW_MODES or isinstance(draw, bool):
        raise RulesError(f"draw must be 1 or 3, not {draw!r}")
    return int(draw)  # type: ignore[arg-type]
