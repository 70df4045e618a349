"""The daily deal (RULES §11): one standard, draw-3 deal per calendar date, forever.

    number0 = first 8 bytes (big-endian) of SHA-256("canfield-daily-v1:" + ISO date)
              modulo (MAX_DEAL + 1)
    deal    = the first number at or after number0 (wrapping) that the FROZEN search
              `game.solver.daily_v1_search` wins within DAILY_NODE_BUDGET nodes,
              trying at most DAILY_TRIES numbers (then number0 itself).

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
from game.engine.rules import STANDARD
from game.solver import daily_v1_search as frozen

DAILY_SALT = "canfield-daily-v1:"
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


def daily_code(date: _dt.date | None = None) -> GameCode:
    """The code of a date's daily deal (default: today's local date)."""
    if date is None:
        date = _dt.date.today()
    number0 = daily_start_number(date)
    for i in range(DAILY_TRIES):
        code = GameCode((number0 + i) % (MAX_DEAL + 1), DAILY_DRAW, STANDARD)
        if _frozen_wins(code):
            return code
    return GameCode(number0, DAILY_DRAW, STANDARD)
