"""Find proven-winnable deals of every kind, for "Solvable deals only" to fall back on.

    python tools/make_proven_deals.py [--count 30] [--tries 300] [--nodes 100000]
        [--kinds chameleon-strict/1,...] [--jobs 2] [--write]

For each kind of deal (game-preset/draw) it solves deal numbers from a fixed pseudo-random
sequence (`candidates`: the same numbers on every machine, spread over the whole range so
the codes do not look alike) with a node budget (the same verdicts on every machine) until
`--count` deals are won or `--tries` numbers are tried, and prints how many it tried and
won; the deals already stored for a kind (made with the same node budget) are kept and
the search goes on after them. Every win is the solver's line replayed by the engine
(`solve` checks it). --write stores the deals and the nodes each took in
game/solver/proven_deals.py (the kinds given; the others kept);
tests/solver/test_proven_deals.py re-proves some of them.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.deal import MAX_DEAL, GameCode  # noqa: E402
from game.engine.rules import DRAW_MODES, PRESETS, VARIANTS, rules_for  # noqa: E402
from game.solver.api import solve  # noqa: E402
from game.solver.difficulty import parse_kind  # noqa: E402

TABLE = ROOT / "game" / "solver" / "proven_deals.py"
BATCH = 10  # deals handed out at a time
SALT = "canfield-proven-v1:"


def all_kinds() -> list[str]:
    """Every kind of deal the New game dialog can ask for."""
    kinds = []
    for game, var in VARIANTS.items():
        for preset in PRESETS:
            draws = (var.fixed_draw,) if var.fixed_draw else DRAW_MODES
            kinds += [f"{game}-{preset}/{d}" for d in draws]
    return kinds


def candidates(kind: str):
    """Deal numbers to try for a kind: SHA-256 of the kind and a counter, so the list
    does not depend on Python's hash() or `random`."""
    for i in itertools.count():
        digest = hashlib.sha256(f"{SALT}{kind}:{i}".encode("ascii")).digest()
        yield int.from_bytes(digest[:8], "big") % (MAX_DEAL + 1)


def prove(args: tuple[str, int, int]) -> tuple[int, int | None]:
    """(deal, nodes) when the solver wins the deal within `nodes`; (deal, None) if not."""
    kind, number, nodes = args
    game, preset, draw = parse_kind(kind)
    result = solve(
        GameCode(number, draw, rules_for(game, preset)).state(), node_budget=nodes, tidy=False
    )
    return number, result.nodes if result.verdict == "won" else None


def collect(
    kind: str, count: int, tries: int, nodes: int, pool: ProcessPoolExecutor, have: tuple = ()
) -> dict:
    """The first `count` deals of the kind's candidates won within `nodes`, trying at most
    `tries` candidates. `have`: deals a run with the same budget found before (the first
    ones, in order): the search goes on after the last of them, so the list is the one a
    single longer run makes."""
    start, won, tried = time.perf_counter(), list(have), 0
    numbers = candidates(kind)
    if have:
        while tried < tries and next(numbers) != have[-1][0]:
            tried += 1
        tried += 1
    while len(won) < count and tried < tries:
        batch = [(kind, next(numbers), nodes) for _ in range(min(BATCH, tries - tried))]
        for number, used in pool.map(prove, batch):
            tried += 1
            if used is not None and len(won) < count:
                won.append((number, used))
    return {"kind": kind, "tried": tried, "won": won, "seconds": time.perf_counter() - start}


def stored() -> tuple[int | None, dict[str, tuple]]:
    """The stored table's node budget and deals (None and nothing before the first run)."""
    try:
        import game.solver.proven_deals as table
    except ImportError:
        return None, {}
    return table.NODE_BUDGET, dict(table.PROVEN)


def write_table(deals: dict[str, tuple], nodes: int) -> None:
    out = [
        '"""Proven-winnable deals per kind of deal: (deal number, positions the search',
        "expanded to win it). Written by tools/make_proven_deals.py; do not edit by hand.",
        '"Solvable deals only" deals one of these when its own search finds none in time."""',
        "",
        f"NODE_BUDGET = {nodes}  # the search's budget per deal when the list was made",
        "PROVEN: dict[str, tuple[tuple[int, int], ...]] = {",
    ]
    for kind, pairs in sorted(deals.items()):
        out.append(f'    "{kind}": (')
        out += [f"        ({number}, {used})," for number, used in pairs]
        out.append("    ),")
    TABLE.write_text("\n".join(out + ["}", ""]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--tries", type=int, default=300)
    parser.add_argument("--nodes", type=int, default=100_000)
    parser.add_argument("--kinds", default=",".join(all_kinds()))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    budget, found = stored()  # the kinds not given are kept
    with ProcessPoolExecutor(args.jobs) as pool:
        for kind in args.kinds.split(","):
            have = found.get(kind, ()) if args.nodes == budget else ()
            r = collect(kind, args.count, args.tries, args.nodes, pool, have[: args.count])
            print(
                f"{kind}: tried {r['tried']}, won {len(r['won'])}; {r['seconds']:.0f} s", flush=True
            )
            found[kind] = tuple(r["won"])
            if args.write:  # after each kind, so a long run keeps what it found
                write_table(found, args.nodes)
    if args.write:
        print(f"wrote {TABLE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
