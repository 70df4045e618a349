"""How long each dialog takes to open (construct and draw its first frame).

    python tools/bench_dialogs.py [--size 1920x1080] [--times 5]

Prints the median and the worst seconds per dialog, headless (SDL's dummy driver).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("CANFIELD_HOME", tempfile.mkdtemp(prefix="bench-dialogs-"))

from game.engine.game import Game  # noqa: E402
from game.ui.app import App  # noqa: E402

DIALOGS = ("menu", "newgame", "settings", "stats", "rules", "confirm")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--times", type=int, default=5)
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    app = App(Game.from_code("CF1-D3-AAAAACL"), size=size, fullscreen=False, save=False)
    app.dismiss_guide()
    app.step(1 / 60)
    print(f"{args.size}, {args.times} times each: median / worst seconds to open")
    for kind in DIALOGS:
        times = []
        for _ in range(args.times):
            start = time.perf_counter()
            app.open_dialog(kind, text="A question?" if kind == "confirm" else None)
            app.step(1 / 60)
            times.append(time.perf_counter() - start)
            app.close_dialog()
            app.step(1 / 60)
        print(f"  {kind:9} {statistics.median(times):.3f} / {max(times):.3f}")
    app.close()


if __name__ == "__main__":
    main()
