"""Soak the screen: the random session driver of the tests, for many more steps.

Runs tests/ui/screen_session.py's state machine (a random player over the real App,
headless, every step checked against a from-scratch frame) in seeded batches until the
asked number of steps is reached, and prints the steps, the failures and the seed of
each failing batch. Replay a failure with `--seed S --steps 1` (the same batch runs
again, and hypothesis prints its steps).

    python tools/soak_screen.py [--steps 50000] [--seed 1] [--batch 20] [--length 50]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def run_batch(seed: int, examples: int, length: int) -> str | None:
    """One seeded batch of sessions; the failure's text, or None."""
    import hypothesis.core
    from hypothesis import HealthCheck, Phase, settings
    from hypothesis.stateful import run_state_machine_as_test

    from tests.ui.screen_session import ScreenSession

    hypothesis.core.global_force_seed = seed  # what pytest's --hypothesis-seed sets
    try:
        run_state_machine_as_test(
            ScreenSession,
            settings=settings(
                max_examples=examples,
                stateful_step_count=length,
                phases=[Phase.generate],  # report and go on: no shrinking in a soak
                deadline=None,
                database=None,
                suppress_health_check=list(HealthCheck),
                print_blob=False,
            ),
        )
    except Exception:  # a failing step: keep its report, go on with the next seed
        return traceback.format_exc(limit=-3)
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=50_000, help="checked steps in all")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first batch")
    parser.add_argument("--batch", type=int, default=20, help="sessions per batch")
    parser.add_argument("--length", type=int, default=50, help="actions per session")
    args = parser.parse_args()

    from tests.ui.screen_session import STEPS

    os.environ["CANFIELD_HOME"] = tempfile.mkdtemp(prefix="canfield-soak-")
    failures: list[tuple[int, str]] = []
    seed = args.seed
    start = time.perf_counter()
    while STEPS["count"] < args.steps:
        before = STEPS["count"]
        failure = run_batch(seed, args.batch, args.length)
        done = STEPS["count"] - before
        status = "ok" if failure is None else "FAILED"
        print(f"seed {seed}: {done} steps, {status} (total {STEPS['count']})", flush=True)
        if failure is not None:
            failures.append((seed, failure))
            print(failure, flush=True)
        seed += 1
    seconds = time.perf_counter() - start
    print(
        f"steps {STEPS['count']}, failures {len(failures)}, "
        f"seeds {args.seed}..{seed - 1}, {seconds:.0f} s ({1000 * seconds / STEPS['count']:.0f} "
        "ms a step)"
    )
    for failed, _ in failures:
        print(f"failed: --seed {failed} --batch {args.batch} --length {args.length}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
