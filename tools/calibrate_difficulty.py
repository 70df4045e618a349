"""Calibrate the difficulty bands: the efforts of winnable deals per kind, cut in thirds.

    python tools/calibrate_difficulty.py [--winnable 300] [--kinds canfield-standard/3,...]
        [--jobs 2] [--write]

For each kind of deal (game-preset/draw) it solves deals 1, 2, 3, ... with the rating
search (a fixed node budget: the same efforts on every machine) until `--winnable` deals
are won, and prints the deals tried, won and not won, the effort quantiles (median, p95)
and the two cut-offs at the first and second thirds of the efforts, with the share of
the winnable deals each band then holds. --write stores the cut-offs and the efforts of
the first few winnable deals (the samples tests/solver/test_difficulty.py re-measures)
in game/solver/difficulty_table.py (each kind given; the others kept); --samples-only
measures and writes only the samples.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.deal import GameCode  # noqa: E402
from game.engine.rules import rules_for  # noqa: E402
from game.solver.difficulty import BANDS, band_of, effort, parse_kind  # noqa: E402

TABLE = ROOT / "game" / "solver" / "difficulty_table.py"
DEFAULT_KINDS = [f"canfield-{p}/{d}" for p in ("standard", "hoyle", "strict") for d in (3, 1)]
BATCH = 20  # deals handed out at a time
SAMPLES = 5  # winnable deals per kind whose efforts the table keeps (more until every band
# has one: the tests take a deal of each band from them), for the staleness test


def measure(args: tuple[str, int]) -> tuple[int, int | None]:
    kind, number = args
    game, preset, draw = parse_kind(kind)
    return number, effort(GameCode(number, draw, rules_for(game, preset)).state())


def in_deal_order(kind: str, pool: ProcessPoolExecutor):
    """(deal, effort or None) for deals 1, 2, 3, ... of a kind, measured BATCH at a time."""
    for first in itertools.count(1, BATCH):
        yield from pool.map(measure, [(kind, first + i) for i in range(BATCH)])


def thirds(efforts: list[int]) -> tuple[int, int]:
    ordered = sorted(efforts)
    n = len(ordered)
    return ordered[n // 3 - 1], ordered[2 * n // 3 - 1]


def calibrate(kind: str, winnable: int, pool: ProcessPoolExecutor) -> dict:
    start, tried = time.perf_counter(), 0
    won: list[tuple[int, int]] = []  # (deal, effort) of the winnable deals, in deal order
    for deal, nodes in in_deal_order(kind, pool):
        tried += 1
        if nodes is not None:
            won.append((deal, nodes))
            if len(won) == winnable:
                break
    efforts = [nodes for _deal, nodes in won]
    low_high = thirds(efforts)
    samples = sample_prefix(won, low_high)
    shares = {b: 0 for b in BANDS}
    for nodes in efforts:
        shares[band_of(nodes, low_high)] += 1
    ordered = sorted(efforts)
    return {
        "kind": kind,
        "tried": tried,
        "won": len(efforts),
        "median": statistics.median(ordered),
        "p95": ordered[int(0.95 * (len(ordered) - 1))],
        "cutoffs": low_high,
        "samples": tuple(samples),
        "shares": shares,
        "seconds": time.perf_counter() - start,
    }


def write_table(cutoffs: dict[str, tuple], samples: dict[str, tuple]) -> None:
    """Store the cut-offs and the sample efforts of the kinds given (the others kept)."""
    import game.solver.difficulty_table as table

    cutoffs = {**table.CUTOFFS, **cutoffs}
    samples = {**table.SAMPLES, **samples}
    head = TABLE.read_text().split("\n\n")[0]  # the docstring
    out = [head, "", "CUTOFFS: dict[str, tuple[int, int]] = {"]
    out += [f'    "{kind}": {tuple(pair)!r},' for kind, pair in sorted(cutoffs.items())]
    out += ["}", "# The first winnable deals of each kind and their efforts when calibrated:"]
    out += ["SAMPLES: dict[str, tuple[tuple[int, int], ...]] = {"]
    for kind, pairs in sorted(samples.items()):
        line = f'    "{kind}": {tuple(pairs)!r},'
        if len(line) <= 100:
            out.append(line)
        else:  # one pair a line, as ruff format would write it
            out += [f'    "{kind}": (', *(f"        {tuple(p)!r}," for p in pairs), "    ),"]
    TABLE.write_text("\n".join(out + ["}", ""]))


def sample_prefix(won, cutoffs: tuple[int, int]) -> tuple:
    """The first SAMPLES winnable deals (deal, effort), and more until each band has one
    (or the deals run out)."""
    out: list[tuple[int, int]] = []
    bands: set[str] = set()
    for deal, nodes in won:
        out.append((deal, nodes))
        bands.add(band_of(nodes, cutoffs))
        if len(out) >= SAMPLES and len(bands) == len(BANDS):
            break
    return tuple(out)


def first_samples(kind: str, pool: ProcessPoolExecutor) -> tuple:
    """`sample_prefix` of a kind, with the stored cut-offs."""
    import game.solver.difficulty_table as table

    won = ((deal, nodes) for deal, nodes in in_deal_order(kind, pool) if nodes is not None)
    return sample_prefix(won, table.CUTOFFS[kind])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--winnable", type=int, default=300)
    parser.add_argument("--kinds", default=",".join(DEFAULT_KINDS))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--write", action="store_true")
    parser.add_argument(
        "--samples-only", action="store_true", help="measure and write only the sample efforts"
    )
    args = parser.parse_args()
    found, samples = {}, {}
    with ProcessPoolExecutor(args.jobs) as pool:
        if args.samples_only:
            samples = {kind: first_samples(kind, pool) for kind in args.kinds.split(",")}
            write_table({}, samples)
            print(f"wrote the samples into {TABLE.relative_to(ROOT)}")
            return
        for kind in args.kinds.split(","):
            r = calibrate(kind, args.winnable, pool)
            shares = " / ".join(f"{b} {r['shares'][b]}" for b in BANDS)
            print(
                f"{kind}: deals 1-{r['tried']}, {r['won']} won within the budget; effort median "
                f"{r['median']:.0f}, p95 {r['p95']}; cut-offs {r['cutoffs']}; {shares}; "
                f"{r['seconds']:.0f} s",
                flush=True,
            )
            found[kind], samples[kind] = r["cutoffs"], r["samples"]
    if args.write:
        write_table(found, samples)
        print(f"wrote {TABLE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
