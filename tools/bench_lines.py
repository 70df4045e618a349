"""How long the solver's winning lines are, before and after `tidy_line`.

    python tools/bench_lines.py --deals 100 --nodes 200000
    python tools/bench_lines.py --kinds canfield:standard:1 rainfall:standard:1 --deals 20
    python tools/bench_lines.py --cache /tmp/lines --deals 100   # solve once, tidy again later

Each kind is GAME:PRESET:DRAW (a game that fixes its draw ignores DRAW). Deals 1..--deals
are solved with a node budget (deterministic) and without tidying; for the won ones the
line is tidied, replayed through the engine to a win, and both lines are measured: moves,
stock turns plus turn-backs ("talon"), passes through the stock, idle passes (in all: a
pass that plays no waste card), undone moves (in all: a block's next move takes it back
where it came from) and the tidy time (median and worst). --cache keeps the untidied
lines (one JSON file per kind and budget), so a second run only tidies.

Measured (deals 1..100; node budget 200,000, the family games 50,000; average moves
before -> after, stock turns and turn-backs, passes; tidy seconds median / worst on a
shared two-core machine):
    canfield standard D3  94 won  283.9 -> 232.7  talon 147.0 -> 112.6  passes 17.8 -> 13.8
    canfield standard D1  99 won  358.8 -> 215.1  talon 285.6 -> 142.7  passes 13.4 -> 7.0
    canfield strict D3    63 won  212.5 -> 176.2  talon 141.8 -> 105.7  passes 16.9 -> 12.7
    rainfall D1           57 won  208.7 -> 196.7  talon  78.8 ->  76.5  passes 3.00 -> 2.98
    superior D3           71 won  231.7 -> 191.9  talon 154.5 -> 115.8  passes 18.5 -> 13.9
    tidy: median 0.06-0.11 s, worst 0.38 s

Then Show solution's search with fewer passes (`fewer_passes`, --fewer-passes), after the
tidy (2026-12-07; deals 1..100 draw 3, the family 1..20; average moves and passes, tidied
-> fewer passes; -1 is the game's budgets, 2 s in all, on a shared two-core machine):
    canfield standard D3  30,000 nodes  204.9 -> 174.3  passes 13.3 -> 9.0   1.8 s median
    canfield standard D3  -1            204.9 -> 169.7  passes 13.3 -> 8.6   0.85 s median
    canfield strict D3    30,000 nodes  176.5 -> 143.2  passes 12.7 -> 7.4
    canfield strict D3    -1            176.5 -> 146.1  passes 12.7 -> 7.8   0.81 s median
    canfield hoyle D3     30,000 nodes  176.3 -> 140.1  passes 12.8 -> 7.2
    canfield standard D1  30,000 nodes  216.6 -> 176.3  passes 7.4 -> 4.4  (deals 1..20)
    superior D3           30,000 nodes  197.6 -> 175.7  passes 14.1 -> 11.2 (deals 1..20)
    rainfall D1           30,000 nodes  175.0 -> 172.8  passes 2.84 -> 2.58 (deals 1..20)
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.deal import GameCode  # noqa: E402
from game.engine.moves import Move, apply_move, pile_cards  # noqa: E402
from game.engine.rules import rules_for  # noqa: E402
from game.engine.state import State  # noqa: E402
from game.solver.api import solve  # noqa: E402
from game.solver.fewer_passes import fewer_passes  # noqa: E402
from game.solver.lines import MAX_SECONDS, tidy_line  # noqa: E402

DEFAULT_KINDS = (
    "canfield:standard:3",
    "canfield:standard:1",
    "canfield:strict:3",
    "rainfall:standard:1",
    "rush:standard:3",
    "superior:standard:3",
)


def code_of(kind: str, number: int) -> GameCode:
    game, preset, draw = kind.split(":")
    return GameCode(number, int(draw), rules_for(game, preset))


def talon_moves(moves: list[Move]) -> int:
    """Stock turns and waste turn-backs."""
    return sum(1 for m in moves if m.src == "stock" or m.dst == "stock")


def passes(moves: list[Move]) -> int:
    """Passes through the stock: one more than the turn-backs."""
    return 1 + sum(1 for m in moves if m.dst == "stock")


def undone(state: State, moves: list[Move]) -> int:
    """Moves undone later: a block moved from P to Q whose next move is back from Q to P
    (a card to a column and back, a foundation take-back that goes home again)."""
    s = state.copy()
    last: dict = {}  # card -> its last move
    count = 0
    for move in moves:
        if not (move.src == "stock" or move.dst == "stock"):
            card = pile_cards(s, move.src)[-move.cards]
            before = last.get(card)
            if before and (before.src, before.dst, before.cards) == (
                move.dst,
                move.src,
                move.cards,
            ):
                count += 1
            last[card] = move
        apply_move(s, move)
    return count


def idle_passes(state: State, moves: list[Move]) -> int:
    """Passes through the stock (turn-back to turn-back) that play no waste card."""
    count, played = 0, False
    for move in moves:
        if move.dst == "stock":
            count += not played
            played = False
        elif move.src == "waste":
            played = True
    return count


def wins(state: State, moves: list[Move]) -> bool:
    check = state.copy()
    for move in moves:
        apply_move(check, move)
    return check.is_won()


def raw_lines(kind: str, deals: int, nodes: int, cache: Path | None) -> dict[int, list[Move]]:
    """The untidied won lines of deals 1..deals (from the cache where it has them)."""
    path = None if cache is None else cache / f"{kind.replace(':', '-')}-{nodes}.json"
    stored: dict[str, list | None] = {}
    if path is not None and path.exists():
        stored = json.loads(path.read_text())
    lines: dict[int, list[Move]] = {}
    for number in range(1, deals + 1):
        if str(number) not in stored:
            result = solve(code_of(kind, number).state(), node_budget=nodes, tidy=False)
            won = result.verdict == "won"
            stored[str(number)] = [list(m) for m in result.moves] if won else None
            if path is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps(stored))
        line = stored[str(number)]
        if line is not None:
            lines[number] = [Move(*m) for m in line]
    return lines


def bench_kind(
    kind: str,
    deals: int,
    nodes: int,
    cache: Path | None,
    verbose: bool,
    seconds: float,
    fewer_nodes: int = 0,
) -> None:
    lines = raw_lines(kind, deals, nodes, cache)
    before, after, times, states = [], [], [], []
    fewer, fewer_times = [], []
    for number, moves in lines.items():
        state = code_of(kind, number).state()
        start = time.perf_counter()
        tidy = tidy_line(state, moves, max_seconds=seconds)
        times.append(time.perf_counter() - start)
        assert wins(state, tidy), f"{code_of(kind, number)}: the tidied line does not win"
        assert len(tidy) <= len(moves), f"{code_of(kind, number)}: the tidied line is longer"
        before.append(moves)
        after.append(tidy)
        states.append(state)
        if fewer_nodes:
            start = time.perf_counter()
            if fewer_nodes > 0:
                short = fewer_passes(state, tidy, math.inf, None, fewer_nodes)
            else:  # as Show solution does: the time budgets of fewer_passes.py
                short = fewer_passes(state, tidy)
            fewer_times.append(time.perf_counter() - start)
            assert wins(state, short) and len(short) <= len(tidy), f"{code_of(kind, number)}"
            fewer.append(short)
        if verbose:
            print(
                f"  {code_of(kind, number)}: {len(moves)} -> {len(tidy)} moves, "
                f"talon {talon_moves(moves)} -> {talon_moves(tidy)}, "
                f"passes {passes(moves)} -> {passes(tidy)}, {times[-1] * 1000:.0f} ms"
                + (f"; fewer passes {len(fewer[-1])} / {passes(fewer[-1])}" if fewer else "")
            )
    same = sum(1 for b, a in zip(before, after, strict=True) if a == b)
    print(f"{kind}, deals 1..{deals}, node budget {nodes}: {len(lines)} won, {same} kept as is")
    if not lines:
        return

    def figures(group: list[list[Move]]) -> str:
        lengths = [len(m) for m in group]
        pairs = zip(states, group, strict=True)
        return (
            f"moves avg {statistics.mean(lengths):6.1f} median {statistics.median(lengths):5.0f}, "
            f"talon avg {statistics.mean(talon_moves(m) for m in group):6.1f}, "
            f"passes avg {statistics.mean(passes(m) for m in group):5.2f}, "
            f"idle passes {sum(idle_passes(*p) for p in zip(states, group, strict=True))}, "
            f"undone moves {sum(undone(*p) for p in pairs)}"
        )

    print(f"  before: {figures(before)}")
    print(f"  after:  {figures(after)}")
    if fewer:
        print(f"  fewer passes: {figures(fewer)}")
        print(
            f"  fewer passes seconds: median {statistics.median(fewer_times):.2f}, "
            f"worst {max(fewer_times):.2f} "
            + (f"({fewer_nodes} nodes a search)" if fewer_nodes > 0 else "(the game's budgets)")
        )
    print(
        f"  tidy seconds: median {statistics.median(times):.3f}, worst {max(times):.3f}"
        f" (mean {statistics.mean(times):.3f})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kinds", nargs="+", default=list(DEFAULT_KINDS))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--nodes", type=int, default=200_000)
    parser.add_argument("--cache", type=Path, default=None)
    parser.add_argument("--verbose", "-v", action="store_true")
    parser.add_argument("--seconds", type=float, default=MAX_SECONDS, help="tidy time budget")
    parser.add_argument(
        "--fewer-passes",
        type=int,
        default=0,
        metavar="NODES",
        help="also search each tidied line again with fewer passes (fewer_passes), NODES a "
        "search (deterministic), or -1: the time budgets Show solution gives it",
    )
    opts = parser.parse_args(argv)
    for kind in opts.kinds:
        bench_kind(
            kind, opts.deals, opts.nodes, opts.cache, opts.verbose, opts.seconds, opts.fewer_passes
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
