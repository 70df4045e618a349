"""Cross-check our verdicts with Solvitaire, the C++ reference solver (a development aid).

    python tools/cross_check_solvitaire.py --game rainbow --rules strict --deals 40 --budget 10
    python tools/cross_check_solvitaire.py --game canfield --rules hoyle --numbers 3,7,19

Runs our solver and Solvitaire on the same deals, each for --budget seconds a deal (two
at a time), and prints won / lost / undecided for both, the deals only one of them
decides, and any contradiction (a deal Solvitaire proves won and we prove lost: there
must be none; the other way round is possible, below). Solvitaire must be built first
(../shared/solvitaire/README.md); its runner `solvitaire_run.py` is looked for there or
at $SOLVITAIRE_RUN.

Only rules Solvitaire can nearly express are accepted: no take-backs, the reserve
refilling an emptied column, then the waste alone (strict and hoyle), one pass or
unlimited passes with one draw. So Rainbow and Chameleon (one pass) and Canfield and
Selective's dealt games (unlimited) in strict or hoyle; not Rainfall, Storehouse,
Acme or Rush (2-3 passes, Rush's draw changes per pass), nor Superior (no refill).
One difference stays: once the reserve is empty, Solvitaire's "auto-reserve-then-waste"
allows no column-to-column move while a column is empty (legal_moves.cpp skips them
until the waste fills it), where ours lets the space wait. Its rules are the stricter,
so its "won" must never be our "lost" (a contradiction), but its "lost" may be our
"won" (listed apart: our line replays through our engine, which `solve` checks).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.deal import GameCode  # noqa: E402
from game.engine.rules import Building, GroupMoves, Rules, rules_for  # noqa: E402
from game.engine.state import State  # noqa: E402
from game.solver import solve  # noqa: E402

RUNNER = Path(
    os.environ.get(
        "SOLVITAIRE_RUN",
        Path(__file__).resolve().parents[2] / "shared" / "solvitaire" / "solvitaire_run.py",
    )
)
BUILD = {
    Building.ALTERNATE: "red-black",
    Building.ANY_SUIT: "any-suit",
    Building.IN_SUIT: "same-suit",
}
RANKS = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}


def why_not(rules: Rules) -> str | None:
    """None when Solvitaire can play exactly these rules, else the reason it cannot."""
    if rules.foundation_takeback:
        return "take-backs (Solvitaire has none): use strict or hoyle"
    if not rules.refill_from_reserve or rules.empty_column_sources != {"waste"}:
        return "empty columns other than 'reserve, then the waste'"
    if rules.passes not in (None, 1) or len(set(rules.draws)) > 1:
        return "a pass limit of more than one, or a draw that changes per pass"
    if rules.group_moves not in (GroupMoves.TOP_OR_WHOLE, GroupMoves.WHOLE_COLUMN):
        return f"column moves {rules.group_moves.name}"
    if not rules.wrap or rules.base_choices > 1:
        return "no king on ace, or a base card picked by the player"
    return None


def _card(c) -> str:
    return RANKS.get(c.rank, str(c.rank)) + c.suit


def solvitaire_files(state: State, folder: Path) -> tuple[Path, Path, str]:
    """The deal in the runner's neutral format, Solvitaire's rules, and the binary variant
    (always K on A; 'wpt' lets a whole-pile rule move the top card alone too)."""
    rules = state.rules
    base = next(pile[0] for pile in state.foundations.values() if pile)
    deal = {
        "reserve": [_card(c) for c in state.reserve],
        "base": _card(base),
        "tableau": [[_card(c) for c in col] for col in state.tableau],
        "stock": [_card(c) for c in state.stock],  # the next card to turn first
        "draw": state.draw,
    }
    solv_rules = {
        "tableau piles": {
            "count": rules.columns,
            "build policy": BUILD[rules.building],
            "move built group": "whole-pile",
            "spaces policy": "auto-reserve-then-waste",
        },
        "foundations": {"initial cards": "one", "base card": "random"},
        "stock": {"size": len(state.stock), "deal count": state.draw, "redeal": not rules.passes},
        "reserve": {"size": len(state.reserve), "stacked": True},
    }
    deal_path, rules_path = folder / "deal.json", folder / "rules.json"
    deal_path.write_text(json.dumps(deal))
    rules_path.write_text(json.dumps(solv_rules))
    variant = "fullwrap-wpt" if rules.group_moves is GroupMoves.TOP_OR_WHOLE else "fullwrap"
    return deal_path, rules_path, variant


def _deal(number: int, game: str, preset: str) -> State:
    """Deal `number` of the game (its own draw, else draw 3)."""
    rules = rules_for(game, preset)
    return GameCode(number, rules.draws[0] if rules.draws else 3, rules).state()


def theirs(args: tuple) -> tuple[int, str]:
    number, game, preset, budget = args
    state = _deal(number, game, preset)
    with tempfile.TemporaryDirectory() as folder:
        deal, solv_rules, variant = solvitaire_files(state, Path(folder))
        command = [sys.executable, str(RUNNER), str(deal), "--rules", str(solv_rules)]
        command += ["--variant", variant, "--timeout", str(budget)]
        out = subprocess.run(command, capture_output=True, text=True).stdout.split()
    verdict = {"SOLVABLE": "won", "UNSOLVABLE": "lost", "TIMEOUT": "unknown"}
    return number, verdict.get(out[0] if out else "", "error")


def ours(args: tuple) -> tuple[int, str]:
    number, game, preset, budget = args
    state = _deal(number, game, preset)
    return number, solve(state, budget_seconds=budget).verdict


def disagreements(numbers: list, their: dict, our: dict) -> tuple[list, list]:
    """The deals Solvitaire wins and we call lost (contradictions: its rules are the
    stricter), and those it calls lost and we win (possible: see the module docstring)."""
    clash = [n for n in numbers if their[n] == "won" and our[n] == "lost"]
    looser = [n for n in numbers if their[n] == "lost" and our[n] == "won"]
    return clash, looser


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="canfield")
    parser.add_argument("--rules", default="strict")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--numbers", help='deal numbers instead of 1..--deals: "3,7,19"')
    parser.add_argument("--budget", type=float, default=10.0, help="seconds a deal, each side")
    opts = parser.parse_args()
    reason = why_not(rules_for(opts.game, opts.rules))
    if reason:
        print(f"Solvitaire cannot play {opts.game} {opts.rules}: {reason}")
        return 2
    if not RUNNER.exists():
        print(f"no Solvitaire runner at {RUNNER} (set SOLVITAIRE_RUN)")
        return 2
    numbers = (
        [int(n) for n in opts.numbers.split(",")]
        if opts.numbers
        else list(range(1, opts.deals + 1))
    )
    jobs = [(n, opts.game, opts.rules, opts.budget) for n in numbers]
    with ThreadPoolExecutor(2) as pool:  # each runs a Solvitaire process
        their = dict(pool.map(theirs, jobs))
    with ProcessPoolExecutor(2) as pool:
        our = dict(pool.map(ours, jobs))
    for name, verdicts in (("Solvitaire", their), ("ours", our)):
        counts = {v: sum(1 for x in verdicts.values() if x == v) for v in ("won", "lost")}
        decided = counts["won"] + counts["lost"]
        print(
            f"{name:>10}: won {counts['won']} / lost {counts['lost']} / undecided "
            f"{len(numbers) - decided} ({decided} decided)"
        )
    decided = ("won", "lost")
    for label, mine, other in (("Solvitaire only", their, our), ("ours only", our, their)):
        found = [n for n in numbers if mine[n] in decided and other[n] not in decided]
        print(f"{label}: " + (", ".join(f"{n} {mine[n]}" for n in found) or "none"))
    clash, looser = disagreements(numbers, their, our)
    print(
        "won by us, lost under Solvitaire's stricter empty columns: "
        + (", ".join(map(str, looser)) or "none")
    )
    print("contradictions: " + (", ".join(map(str, clash)) or "none"))
    return 1 if clash else 0


if __name__ == "__main__":
    sys.exit(main())
