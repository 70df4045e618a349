"""Rules as data: one `Rules` value per preset (RULES §8).

Nothing else in the engine asks "which preset is this?"; it asks the rules object
what it allows. A new member of the Canfield family is a new `Rules(...)` here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class GroupMoves(Enum):
    """Which groups of cards may move from one column to another."""

    ANY_RUN = "any run"  # any number of top cards (all columns are runs)
    WHOLE_COLUMN = "whole column"
    TOP_OR_WHOLE = "top card or whole column"


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

    def group_sizes(self, column_length: int) -> range | tuple[int, ...]:
        """How many top cards of a column of this length may move together."""
        if column_length == 0:
            return ()
        if self.group_moves is GroupMoves.ANY_RUN:
            return range(1, column_length + 1)
        if self.group_moves is GroupMoves.WHOLE_COLUMN:
            return (column_length,)
        return (1,) if column_length == 1 else (1, column_length)


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
