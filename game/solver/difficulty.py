"""How hard a winnable deal is: easy, medium or hard, from the solver's effort to win it.

The measure is the number of positions the solver's search expands before it finds a
win, under a fixed node budget (`RATING_NODES`), so the rating of a deal is the same on
every machine and at any load. Why this measure: the search tries the moves a player
would weigh first (cards home, the reserve, columns) and backs out of dead ends, so
its count of positions grows with how much trial and error a deal asks for: a deal
whose obvious moves win is rated easy, one whose win hides behind many plausible
losing lines is rated hard. A deal the search does not win within the budget (lost, or
undecided) has no rating.

The two cut-offs per kind of deal (game, preset, draw) are the first and second thirds
of the efforts of 300 winnable deals, measured by `tools/calibrate_difficulty.py` and
kept in `difficulty_table.py`; so each band holds about a third of the winnable deals.
The efforts depend on the search itself: the tool re-measures them after the solver
changes, and tests/solver/test_difficulty.py checks that the table's sample deals still
cost what they cost when it was calibrated. Deals won only past the budget (12 % of
deals 1-339 in standard draw 3) have no band yet. Pure Python, never imports pygame.
"""

from __future__ import annotations

from game.engine.rules import Rules
from game.engine.state import State
from game.solver.api import solve
from game.solver.difficulty_table import CUTOFFS

RATING_NODES = 50_000  # the rating search's node budget (about 1 s on one core)
BANDS = ("easy", "medium", "hard")


def kind_of(rules: Rules, draw: int) -> str:
    """The key of a kind of deal in the cut-off table: "canfield-standard/3"."""
    return f"{rules.game}-{rules.name}/{draw}"


def parse_kind(kind: str) -> tuple[str, str, int]:
    """The game, preset and draw of a kind key (the inverse of `kind_of`)."""
    game_preset, draw = kind.split("/")
    game, preset = game_preset.split("-")
    return game, preset, int(draw)


def effort(position: State) -> int | None:
    """Positions the search expands to win `position`; None if it is not won in budget."""
    result = solve(position, node_budget=RATING_NODES)
    return result.nodes if result.verdict == "won" else None


def band_of(nodes: int, cutoffs: tuple[int, int]) -> str:
    """The band of an effort: up to the first cut-off easy, up to the second medium."""
    low, high = cutoffs
    return BANDS[0] if nodes <= low else BANDS[1] if nodes <= high else BANDS[2]


def rate(position: State) -> str | None:
    """ "easy", "medium" or "hard"; None where the deal is not won within the rating
    budget or its kind has no calibration yet."""
    cutoffs = CUTOFFS.get(kind_of(position.rules, position.draw))
    if cutoffs is None:
        return None
    nodes = effort(position)
    return None if nodes is None else band_of(nodes, cutoffs)
