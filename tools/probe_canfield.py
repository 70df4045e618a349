"""Probe Canfield's solver under a node budget (deterministic, unlike bench_solver's
seconds): verdicts and nodes for deals 1..N or for game codes.

    python tools/probe_canfield.py --rules strict --deals 100 --nodes 100000
    python tools/probe_canfield.py --rules strict CF1-D3-OHULLOZ CF1-D3-RTNFWCB
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.deal import GameCode, parse_code  # noqa: E402
from game.engine.rules import rules_for  # noqa: E402
from game.solver import solve  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("codes", nargs="*", help="game codes (their deal numbers under --rules)")
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--draw", type=int, default=3)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=100_000)
    parser.add_argument("--verbose", "-v", action="store_true")
    opts = parser.parse_args()
    rules = rules_for("canfield", opts.rules)
    if opts.codes:
        numbers = [parse_code(code).deal_number for code in opts.codes]
    else:
        numbers = list(range(opts.first, opts.first + opts.deals))
    counts = {"won": 0, "lost": 0, "unknown": 0}
    total = 0
    start = time.perf_counter()
    for number in numbers:
        result = solve(GameCode(number, opts.draw, rules).state(), node_budget=opts.nodes)
        counts[result.verdict] += 1
        total += result.nodes
        if opts.verbose or opts.codes:
            print(f"{number:10d} {result.verdict:8s} {result.nodes:8d} {result.seconds:7.2f}")
    print(
        f"{opts.rules} draw {opts.draw}, {len(numbers)} deals, {opts.nodes:,} nodes: "
        f"won {counts['won']} / lost {counts['lost']} / unknown {counts['unknown']}; "
        f"{total:,} nodes in {time.perf_counter() - start:.1f} s"
    )


if __name__ == "__main__":
    main()
