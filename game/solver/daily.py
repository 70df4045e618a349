"""The daily deal (RULES §11): one standard, draw-3 deal per calendar date, forever.

    number0 = first 8 bytes (big-endian) of SHA-256("canfield-daily-v1:" + ISO date)
              modulo (MAX_DEAL + 1)
    deal    = the first number at or after number0 (wrapping) that the FROZEN search
              `game.solver.daily_v1_search` wins within DAILY_NODE_BUDGET nodes,
              trying at most DAILY_TRIES numbers (then number0 itself).

The family games (issue 13) have a daily deal each, from the same date:

    number0 = first 8 bytes (big-endian) of SHA-256("canfield-daily-v1:" + game + ":" +
              ISO date) modulo (MAX_DEAL + 1)
    deal    = until 2026-12-07 (released so): number0 itself, standard preset, the game's
              own draw (draw 3 where it leaves the choice). A tester found such deals
              lost (Acme's of 2026-12-07 and the two after), so from FAMILY_SEARCH_FROM
              on: the first of number0 .. number0 + FAMILY_TRIES - 1 that the solver
              (`solve`, node budget FAMILY_NODE_BUDGET, no time limit) wins, else the
              game's shipped list of proven deals (proven_deals.PROVEN, standard preset)
              at number0 modulo its length. Measured for 2026-12-08 .. 17: found by the
              search for every date of Superior, Selective, Rainfall, Storehouse and
              Acme, 9 of 10 Rush, 7 of 10 Rainbow, 1 of 10 Chameleon (the rest from the
              list); at most 4.6 s a date.

These deals are searched with the live solver, not a frozen copy: a change to it that
moves a date's deal breaks tests/solver/test_daily.py's pins for family games; a solver
change must then freeze the search it replaces (as daily_v1_search.py froze Canfield's),
because released dates never move. Canfield's daily deals are exactly what they were.

Nothing here depends on time, machine speed, Python's hash() or `random`, and the
search it uses is a frozen copy of the solver that later solver work never touches.
Changing any constant below, or daily_v1_search.py, would move released dates:
don't. tests/solver/test_daily.py pins several dates to their codes.
"""

from __future__ import annotations

import datetime as _dt
import hashlib

from game.engine.deal import MAX_DEAL, GameCode
from game.engine.moves import apply_move
from game.engine.rules import DEFAULT_GAME, STANDARD, rules_for, variant
from game.solver import daily_v1_search as frozen
from game.solver.api import solve  # the family games' daily: the live solver (docstring)
from game.solver.proven_deals import PROVEN

DAILY_SALT = "canfield-daily-v1:"
FAMILY_SEARCH_FROM = _dt.date(2026, 12, 8)
FAMILY_NODE_BUDGET = 20_000
FAMILY_TRIES = 8
DAILY_NODE_BUDGET = 60_000
DAILY_TRIES = 200
DAILY_DRAW = 3


def daily_start_number(date: _dt.date) -> int:
    digest = hashlib.sha256((DAILY_SALT + date.isoformat()).encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % (MAX_DEAL + 1)


def _frozen_wins(code: GameCode) -> bool:
    state = code.state()
    result, tables = frozen.search(state, deadline=None, node_budget=DAILY_NODE_BUDGET)
    if result.verdict != "won":
        return False
    # Double-check with the engine: a daily deal is only ever a replayed win.
    check = state.copy()
    for move in frozen.to_engine_moves(state, result.path, tables):
        apply_move(check, move)
    return check.is_won()


def family_daily_number(date: _dt.date, game: str) -> int:
    """A family game's daily deal number for a date (not Canfield's: see the docstring)."""
    text = f"{DAILY_SALT}{game}:{date.isoformat()}"
    digest = hashlib.sha256(text.encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % (MAX_DEAL + 1)


def daily_kind(game: str = DEFAULT_GAME) -> tuple[str, int]:
    """The preset and draw every daily deal of `game` is played with (whatever the
    player's own choice): the same for everyone."""
    return STANDARD.name, variant(game).fixed_draw or DAILY_DRAW


def daily_code(date: _dt.date | None = None, game: str = DEFAULT_GAME) -> GameCode:
    """The code of a date's daily deal of `game` (default: Canfield, today's local date)."""
    if date is None:
        date = _dt.date.today()
    if variant(game).name != DEFAULT_GAME:
        return _family_daily(date, game)
    number0 = daily_start_number(date)
    for i in range(DAILY_TRIES):
        code = GameCode((number0 + i) % (MAX_DEAL + 1), DAILY_DRAW, STANDARD)
        if _frozen_wins(code):
            return code
    return GameCode(number0, DAILY_DRAW, STANDARD)


def _family_daily(date: _dt.date, game: str) -> GameCode:
    """A family game's daily deal (the docstring): from FAMILY_SEARCH_FROM on a won one."""
    preset, draw = daily_kind(game)
    rules = rules_for(game, preset)
    number0 = family_daily_number(date, game)
    if date < FAMILY_SEARCH_FROM:
        return GameCode(number0, draw, rules)
    for i in range(FAMILY_TRIES):
        code = GameCode((number0 + i) % (MAX_DEAL + 1), draw, rules)
        if solve(code.state(), node_budget=FAMILY_NODE_BUDGET, tidy=False).verdict == "won":
            return code
    listed = PROVEN[f"{game}-{preset}/{draw}"]
    return GameCode(listed[number0 % len(listed)][0], draw, rules)
