"""Soak kill -9 during fast play: tests/e2e/test_kill.py's run, many more times.

Each run launches the real game in a window on one private Xvfb, sends a seeded burst of
about 20 actions a second with xdotool (Space, Ctrl+Z, Ctrl+Y), stops and kills the game
at a random moment and reads game.json (see the test's docstring for how "applied" and
"lost" are counted). Prints one line per run, then the runs, the actions lost per run
(max, median), how many runs lost at most one, and the seed of each run that lost more.
Replay one with `--seed S --runs 1`. Needs Xvfb and xdotool (and ss, or every action
sent counts as read). Target: 50 of 50 runs lose at most one action.

    python tools/kill_soak.py [--runs 50] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # this process only reads files
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50, help="kills in all")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first run")
    args = parser.parse_args()

    from tests.e2e import x11

    missing = x11.missing_tools()
    if missing:
        print(f"kill_soak: needs {', '.join(missing)} on PATH", file=sys.stderr)
        return 2
    from tests.e2e.test_kill import ALLOWED_LOST, RATE, run_once

    print(
        f"kill soak: {args.runs} runs from seed {args.seed}, {RATE:g} actions a second, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}",
        flush=True,
    )
    lost: list[int] = []
    bad: list[int] = []
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kill-soak-") as tmp:
        server = x11.start_xvfb(1280, 800, Path(tmp) / "xvfb")
        try:
            for seed in range(args.seed, args.seed + args.runs):
                try:
                    result = run_once(server, Path(tmp) / f"home-{seed}", seed)
                except Exception as error:  # a run that could not even be judged
                    print(f"seed {seed}: error: {error}", flush=True)
                    bad.append(seed)
                    continue
                lost.append(result.lost)
                if result.lost > ALLOWED_LOST:
                    bad.append(seed)
                print(
                    f"seed {seed:4d}: sent {result.sent:3d}, unread {result.unread}, "
                    f"applied {result.applied:3d}, saved {result.saved:3d}, "
                    f"lost {result.lost}",
                    flush=True,
                )
        finally:
            server.stop()
    print()
    print(f"runs: {args.runs} (seeds {args.seed}..{args.seed + args.runs - 1})")
    if lost:
        print(
            f"actions lost per run: max {max(lost)}, median {statistics.median(lost):g}, "
            f"mean {statistics.fmean(lost):.2f}"
        )
    ok = args.runs - len(bad)
    print(f"runs losing at most {ALLOWED_LOST}: {ok} of {args.runs}")
    if bad:
        print(f"seeds of the other runs: {' '.join(map(str, bad))}")
    print(f"time: {time.monotonic() - started:.0f} s")
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
