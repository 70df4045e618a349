"""The solver off the UI thread: one worker process, requests over a pipe.

Requests: a hint for a position, the most recent winnable position of an undo history,
a solvable deal, the daily deal.

The worker imports only the engine and the solver (never pygame) and is started with
"spawn", so it shares nothing with SDL. Cancelling a request terminates the worker;
the next request starts a fresh one. The table polls `poll()` every frame and keeps
animating while the solver thinks.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import os
from dataclasses import dataclass
from multiprocessing.connection import Connection

HINT_BUDGET = 1.0  # seconds the solver may think for one hint
WINNABLE_BUDGET = 0.6  # seconds per earlier position when looking for a winnable one
WINNABLE_LOOKBACK = 40  # earlier positions examined, most recent first
SOLVABLE_BUDGET = 1.0  # seconds per candidate deal
SOLVABLE_TRIES = 20


@dataclass
class Reply:
    request: int
    kind: str  # "hint" or "winnable"
    data: dict


def _answer(kind: str, payload: dict) -> dict:  # runs in the worker process
    import datetime

    from game.engine.rules import preset
    from game.engine.state import load_position
    from game.solver.api import find_solvable, hint_json, solve
    from game.solver.daily import daily_code

    if kind == "hint":
        return hint_json(payload["position"], payload.get("budget", HINT_BUDGET))
    if kind == "winnable":  # the index of the first proven-winnable position in the list
        all_lost = True
        for index, position in enumerate(payload["positions"]):
            result = solve(load_position(position), budget_seconds=payload["budget"])
            if result.verdict == "won":
                return {"index": index}
            all_lost = all_lost and result.verdict == "lost"
        return {"index": None, "all_lost": all_lost}
    if kind == "solvable":
        code, tries, seconds, proven = find_solvable(
            payload["start"],
            preset(payload["rules"]),
            payload["draw"],
            SOLVABLE_BUDGET,
            SOLVABLE_TRIES,
        )
        return {"code": str(code), "tries": tries, "proven": proven}
    if kind == "daily":
        return {"code": str(daily_code(datetime.date.fromisoformat(payload["date"])))}
    raise ValueError(f"unknown request {kind!r}")


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


class SolverWorker:
    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._process: mp.process.BaseProcess | None = None
        self._conn: Connection | None = None
        self._next = 0
        self.pending: tuple[int, str] | None = None  # (request id, kind) being worked on

    def start(self) -> None:
        """Start the worker now (it takes a moment), so the first hint is quick."""
        if self._process is not None and self._process.is_alive():
            return
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
        return self._next

    def request_hint(self, position: dict, budget: float = HINT_BUDGET) -> int:
        return self._send("hint", {"position": position, "budget": budget})

    def request_winnable(self, positions: list[dict], budget: float = WINNABLE_BUDGET) -> int:
        return self._send(
            "winnable", {"positions": positions[:WINNABLE_LOOKBACK], "budget": budget}
        )

    def request_solvable(self, start: int, rules: str, draw: int) -> int:
        return self._send("solvable", {"start": start, "rules": rules, "draw": draw})

    def request_daily(self, date: str) -> int:
        return self._send("daily", {"date": date})

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def poll(self) -> Reply | None:
        """The finished reply to the pending request, if it has arrived."""
        if self.pending is None or self._conn is None:
            return None
        try:
            if not self._conn.poll():
                if not self._process.is_alive():  # the worker died: report it as unsure
                    request, kind = self.pending
                    self.pending = None
                    self._process = None
                    return Reply(request, kind, {"error": "the solver stopped"})
                return None
            request, kind, data = self._conn.recv()
        except (EOFError, OSError):
            request, kind = self.pending
            self.pending = None
            self._process = None
            return Reply(request, kind, {"error": "the solver stopped"})
        if (request, kind) != self.pending:
            return None  # a stale answer to a cancelled request
        self.pending = None
        return Reply(request, kind, data)

    def cancel(self) -> None:
        """Stop thinking at once: the worker is ended and restarted on the next request."""
        self.pending = None
        self.close()

    def close(self) -> None:
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
            with contextlib.suppress(AssertionError):  # a process that never started
                self._process.join(timeout=1)
        if self._conn is not None:
            self._conn.close()
        self._process = None
        self._conn = None
