"""The solver off the UI thread: one worker process, requests over a pipe.

Requests: a hint for a position, the most recent winnable position of an undo history,
a solvable deal, the daily deal.

The worker imports only the engine and the solver (never pygame) and is started with
"spawn", so it shares nothing with SDL. The table polls `poll()` every frame and keeps
animating while the solver thinks.

A request ends in exactly one reply, and never in a process left behind:
- an answer from the worker;
- a failure (`Reply.failed`, an "error" in its data) when the worker dies (killed,
  crashed) or misses the request's deadline (stopped, hung). A worker that missed its
  deadline is killed; either way a fresh worker is started at once, so asking again works.
Cancelling kills the worker and starts a fresh one. `cancel()` and `close()` make sure
the process has ended and is reaped: terminate, a short join, then SIGKILL and join
again (SIGTERM ends neither a worker that ignores it nor, until it is continued, a
stopped one that handles it). An exit handler closes every worker: with the daemon flag
alone, multiprocessing's exit would terminate and then join without a timeout, for ever
for such a worker.

A hint, solution or look-back request may also carry "nodes", a node budget: with
"budget" None its answer is then the same on every machine (the screen tests' sessions).

Deadlines (`deadline_seconds`): a request's budget, plus half of it again, plus
DEADLINE_MARGIN for starting a worker and for the work after the timed search (turning a
line into checked engine moves) in a low-priority process on a busy machine:
- hint: budget x 1.5 + 5 s (6.5 s for the usual 1 s);
- winnable: budget x (positions + the halvings of the longest run of stock turns) x 1.5
  + 5 s (41 s for 40 positions at 0.6 s, no turns);
- solvable: ((budget + RATING_SECONDS) x tries + LISTED_SECONDS where a listed deal may
  be dealt) x 1.5 + 5 s (95 s for 20 tries at 1 s, 110 s with a list):
  each try runs the rating search (a node budget) before the timed one. The search stops
  trying new deals after SOLVABLE_SECONDS and then deals one from the shipped list of
  proven deals (difficulty.listed_deal), so the player waits seconds, not the deadline;
  a kind that fell back so is asked with no search the next time (Chameleon and Rainbow
  strict deals are rarely proven in a second: about 8 s for nothing each time);
- daily: DAILY_DEADLINE, 120 s: that search is bounded by nodes, not time; most dates
  take well under a second, the slowest measured took 19 s on a loaded machine.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing as mp
import multiprocessing.util  # noqa: F401 -- before our exit handler, so that runs first
import os
import time
import weakref
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from game.engine.rules import DEFAULT_GAME
from game.solver.difficulty import LINE_SECONDS
from game.solver.fewer_passes import SECONDS as FEWER_SECONDS

HINT_BUDGET = 1.0  # seconds the solver may think for one hint
WINNABLE_BUDGET = 0.6  # seconds per earlier position when looking for a winnable one
WINNABLE_LOOKBACK = 40  # earlier positions examined, most recent first
SOLVABLE_BUDGET = 1.0  # seconds per candidate deal
SOLUTION_BUDGET = 10.0  # seconds for the whole line of "Show solution"
SOLVABLE_TRIES = 20
SOLVABLE_SECONDS = 6.0  # then a deal from the shipped list of proven deals
RATING_SECONDS = 2.0  # the rating search's node budget (50,000) in seconds, generously
# A deal of the shipped list (`find_rated`): rated (the rating search), then its winning
# line found (`winning_line`: twice the rating's nodes, then LINE_SECONDS). Left out of
# the deadline, a loaded machine killed the worker mid-line and dealt an unproven deal.
LISTED_SECONDS = RATING_SECONDS * 3 + LINE_SECONDS

DEADLINE_MARGIN = 5.0  # seconds beyond every budget (see the module docstring)
DEADLINE_SLACK = 0.5  # and this share of the budget again
DAILY_DEADLINE = 120.0  # the daily search has no time budget (see the module docstring)
STOP_GRACE = 0.5  # seconds a terminated worker has to end before it is killed
REAP_WAIT = 5.0  # seconds to wait for a killed worker to be reaped

SOLVER_STOPPED = "the solver stopped"
SOLVER_LATE = "the solver missed its deadline"


@dataclass
class Reply:
    request: int
    kind: str  # "hint", "solution", "winnable", "solvable" or "daily"
    data: dict  # the answer, or {"error": why} when the request failed
    asked: dict = field(default_factory=dict)  # the request's payload (budget, rules, draw…)

    @property
    def failed(self) -> bool:
        """No answer: the worker failed, died or missed the deadline."""
        return "error" in self.data


def deadline_seconds(kind: str, payload: dict) -> float:
    """How long a request may take before its worker counts as hung."""
    if kind == "daily":
        return DAILY_DEADLINE
    if kind == "hint":
        budget = payload["budget"]
    elif kind == "solution":
        budget = payload["budget"] + payload.get("shorten", FEWER_SECONDS)
    elif kind == "winnable":
        runs = payload.get("runs") or [[]]
        halvings = max(len(run) for run in runs).bit_length()  # `_latest_won`
        budget = payload["budget"] * (len(payload["positions"]) + halvings)
    elif kind == "solvable":  # each try: the rating search, then maybe the timed one
        budget = (payload["budget"] + RATING_SECONDS) * payload["tries"]
        if payload.get("listed") is not None:
            budget += LISTED_SECONDS
    else:
        raise ValueError(f"unknown request {kind!r}")
    return budget * (1 + DEADLINE_SLACK) + DEADLINE_MARGIN


def _answer(kind: str, payload: dict) -> dict:  # runs in the worker process
    import datetime

    from game.engine.rules import rules_for
    from game.engine.state import load_position
    from game.solver.api import hint_json, solve, tidied
    from game.solver.daily import daily_code
    from game.solver.difficulty import find_rated, prove_and_rate, rated, winning_line
    from game.solver.fewer_passes import fewer_passes

    nodes = payload.get("nodes")
    if kind == "hint":
        return hint_json(payload["position"], payload.get("budget", HINT_BUDGET), nodes)
    if kind == "solution":  # the whole winning line from the position, when one is found
        position = load_position(payload["position"])
        result = solve(position, budget_seconds=payload["budget"], node_budget=nodes)
        line = []
        if result.verdict == "won":  # a line to watch: as few passes as a short search finds
            line = fewer_passes(position, result.moves, payload.get("shorten", FEWER_SECONDS))
        moves = [move.to_json() for move in line]
        return {"verdict": result.verdict, "moves": moves}
    if kind == "winnable":  # the index of the first proven-winnable position in the list
        runs = payload.get("runs") or [[] for _ in payload["positions"]]
        return _first_winnable(payload["positions"], runs, payload["budget"], nodes)
    if kind == "solvable":
        found = find_rated(
            payload["start"],
            rules_for(payload.get("game", DEFAULT_GAME), payload["rules"]),
            payload["draw"],
            payload.get("band"),
            payload.get("budget", SOLVABLE_BUDGET),
            payload.get("tries", SOLVABLE_TRIES),
            seconds=payload.get("seconds", SOLVABLE_SECONDS),
            listed=payload.get("listed", 0),
        )
        return {
            "code": str(found.code),
            "tries": found.tries,
            "proven": found.proven,
            "band": found.band,
            "listed": found.listed,
            "line": [move.to_json() for move in found.line],  # hints follow it at once
        }
    if kind == "daily":  # a proven-winnable deal (daily.py), rated like a solvable one
        game = payload.get("game", DEFAULT_GAME)
        code = daily_code(datetime.date.fromisoformat(payload["date"]), game)
        state = code.state()
        band = None  # a kind without bands is not rated
        if rated(state.rules, state.draw):
            proof = prove_and_rate(state, None)
            band = proof.band or "hard"  # proven winnable, but not within the rating's budget
            line = tidied(state, list(proof.moves))
        else:  # found by a search of fewer nodes, or from the shipped list (daily.py)
            line = winning_line(state)
        return {"code": str(code), "band": band, "line": [move.to_json() for move in line]}
    raise ValueError(f"unknown request {kind!r}")


def _first_winnable(
    positions: list[dict], runs: list[list[dict]], budget: float | None, nodes: int | None
) -> dict:
    """The look back: each position gets `budget` seconds (or `nodes`), and the last, the
    deal itself, also what the others left of theirs. Positions proven lost at once left
    a Rush deal proven in 2 s with its 0.6 s, and "no earlier position could be proven
    winnable" where a winnable deal always has a way back (a tester). `runs[i]`: the
    positions after positions[i] reached from it by stock turns alone (hints.turn_runs):
    "later" says how many of them are still proven winnable."""
    all_lost = True
    start, used = time.monotonic(), 0
    for index, position in enumerate(positions):
        seconds, most = budget, nodes
        if index == len(positions) - 1:
            if seconds is not None:
                seconds = max(seconds, seconds * len(positions) - (time.monotonic() - start))
            if most is not None:
                most = max(most, most * len(positions) - used)
        result = _verdict(position, seconds, most)
        used += result.nodes
        if result.verdict == "won":
            return {"index": index, "later": _latest_won(runs[index], budget, nodes)}
        all_lost = all_lost and result.verdict == "lost"
    return {"index": None, "all_lost": all_lost}


def _verdict(position: dict, seconds: float | None, nodes: int | None):
    from game.engine.state import load_position
    from game.solver.api import solve

    state = load_position(position)  # a verdict only: no line to tidy
    return solve(state, budget_seconds=seconds, node_budget=nodes, tidy=False)


def _latest_won(run: list[dict], budget: float | None, nodes: int | None) -> int:
    """How many positions of `run` (each a stock turn after the one before, the one before
    the first proven winnable) are proven winnable, by halving: turning reaches each from
    those before it, so once one is lost, all after it are."""
    low, high = 0, len(run)
    while low < high:
        middle = (low + high + 1) // 2
        if _verdict(run[middle - 1], budget, nodes).verdict == "won":
            low = middle
        else:
            high = middle - 1
    return low


def _serve(conn: Connection) -> None:  # runs in the worker process
    if hasattr(os, "nice"):
        # The table must stay smooth on a busy machine: the solver yields the CPU to it.
        with contextlib.suppress(OSError):
            os.nice(10)
    while True:
        try:
            request, kind, payload = conn.recv()
        except (EOFError, OSError):
            return
        try:
            data = _answer(kind, payload)
        except Exception as e:  # never let one bad request end the worker silently
            data = {"error": f"{type(e).__name__}: {e}"}
        try:
            conn.send((request, kind, data))
        except (BrokenPipeError, OSError):
            return


def _end(process: BaseProcess, grace: float) -> None:
    """End a worker process for certain and reap it; `grace` > 0 asks politely first."""
    if process.pid is None:  # never started
        return
    if grace > 0 and process.exitcode is None:
        process.terminate()
        process.join(grace)
    if process.exitcode is None:
        process.kill()  # SIGKILL: no process can ignore it, stopped or not
        process.join(REAP_WAIT)
    with contextlib.suppress(ValueError):  # still running after all: nothing more to do
        process.close()


_workers: weakref.WeakSet[SolverWorker] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    # Runs before multiprocessing's own exit handler, which joins without a timeout.
    for worker in list(_workers):
        worker.close()


class SolverWorker:
    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._next = 0
        self.pending: tuple[int, str] | None = None  # (request id, kind) being worked on
        self._asked: dict = {}  # the pending request's payload
        self._deadline = 0.0  # time.monotonic() by which the pending request must answer
        _workers.add(self)

    @property
    def pid(self) -> int | None:
        """The worker process's id, while there is one."""
        return self._process.pid if self._process is not None else None

    def start(self) -> None:
        """Start the worker now (it takes a moment), so the first hint is quick."""
        if self._process is not None and self._process.is_alive():
            return
        self._stop(grace=0)  # a worker that died while idle: reap it
        ours, theirs = self._ctx.Pipe()
        self._process = self._ctx.Process(
            target=_serve, args=(theirs,), daemon=True, name="canfield-solver"
        )
        self._process.start()
        theirs.close()
        self._conn = ours

    def _send(self, kind: str, payload: dict) -> int:
        if self.pending is not None:
            self.cancel()
        self.start()
        self._next += 1
        self._conn.send((self._next, kind, payload))
        self.pending = (self._next, kind)
        self._asked = payload
        self._deadline = time.monotonic() + deadline_seconds(kind, payload)
        return self._next

    def request_hint(self, position: dict, budget: float = HINT_BUDGET) -> int:
        return self._send("hint", {"position": position, "budget": budget})

    def request_solution(self, position: dict, budget: float = SOLUTION_BUDGET) -> int:
        return self._send("solution", {"position": position, "budget": budget})

    def request_winnable(
        self, positions: list[dict], runs: list[list[dict]] | None = None, budget=WINNABLE_BUDGET
    ) -> int:
        """The first proven winnable of `positions` (see `_first_winnable` for `runs`)."""
        runs = runs or [[] for _ in positions]
        payload = {"positions": positions[:WINNABLE_LOOKBACK], "runs": runs[:WINNABLE_LOOKBACK]}
        return self._send("winnable", {**payload, "budget": budget})

    def request_solvable(
        self,
        start: int,
        rules: str,
        draw: int,
        budget: float = SOLVABLE_BUDGET,
        tries: int = SOLVABLE_TRIES,
        game: str = "canfield",
        band: str | None = None,
        listed: int = 0,
        seconds: float = SOLVABLE_SECONDS,
    ) -> int:
        """The first proven-winnable deal of `game` (of difficulty `band`, if given) from
        deal number `start` on, searched for `seconds` (0: no search), else deal `listed`
        of the shipped list of proven deals; the answer names its band and says whether
        it came from the list."""
        payload = {"start": start, "rules": rules, "draw": draw, "budget": budget, "tries": tries}
        extra = {"game": game, "band": band, "listed": listed, "seconds": seconds}
        return self._send("solvable", payload | extra)

    def request_daily(self, date: str, game: str = DEFAULT_GAME) -> int:
        return self._send("daily", {"date": date, "game": game})

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def poll(self) -> Reply | None:
        """The reply to the pending request once there is one: the answer, or a failure
        when the worker died or missed the deadline (it is then replaced at once)."""
        if self.pending is None:
            return None
        try:
            if self._conn.poll():
                request, kind, data = self._conn.recv()
                if (request, kind) != self.pending:
                    return None  # a stale answer to a cancelled request
                return self._finish(data)
            if not self._process.is_alive():
                return self._fail(SOLVER_STOPPED)
        except (EOFError, OSError):  # the worker's end of the pipe closed: it died
            return self._fail(SOLVER_STOPPED)
        if time.monotonic() > self._deadline:
            return self._fail(SOLVER_LATE)
        return None

    def _finish(self, data: dict) -> Reply:
        request, kind = self.pending
        reply = Reply(request, kind, data, self._asked)
        self.pending, self._asked = None, {}
        return reply

    def _fail(self, why: str) -> Reply:
        self._stop(grace=0)  # dead, stopped or hung: only SIGKILL is sure
        self._restart()
        return self._finish({"error": why})

    def cancel(self) -> None:
        """Stop thinking at once: the worker is ended and a fresh one started."""
        self.pending, self._asked = None, {}
        self._stop(STOP_GRACE)
        self._restart()

    def close(self) -> None:
        """End the worker for good (it starts again on the next request)."""
        self.pending, self._asked = None, {}
        self._stop(STOP_GRACE)

    def _restart(self) -> None:
        # A fresh worker at once, so asking again works and is quick; if none can be
        # started now, the next request tries again.
        with contextlib.suppress(OSError):
            self.start()

    def _stop(self, grace: float) -> None:
        if self._conn is not None:
            self._conn.close()
        if self._process is not None:
            _end(self._process, grace)
        self._process = None
        self._conn = None
