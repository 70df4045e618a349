"""The Canfield solver (pure Python, never imports pygame).

Public API:
    solve(position, budget_seconds=None, node_budget=None, tidy=True) -> SolveResult
        (a won line tidied: game/solver/lines.py)
    hint(position, budget_seconds=1.0) -> Hint;  hint_json(position_dict) -> dict
    find_solvable(start_number, rules, draw, per_deal_budget, tries)
        -> (GameCode, tries_used, seconds, proven)
    daily_code(date) -> GameCode
    fewer_passes(position, moves) -> list[Move]   (game/solver/fewer_passes.py)
        a won line searched again with fewer passes: Show solution's shorter line

See game/solver/core.py for the model and the soundness arguments.
"""

from game.solver.api import Hint, SolveResult, find_solvable, hint, hint_json, solve
from game.solver.daily import daily_code

__all__ = ["Hint", "SolveResult", "daily_code", "find_solvable", "hint", "hint_json", "solve"]
