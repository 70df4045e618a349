"""A solver worker for the random sessions: it answers in the app's own process, from a
node budget rather than a time budget, after a number of frames drawn from the session's
seed.

Why: the real worker answers when its process is done, so the frame an answer lands in
(mid-flight, mid-drag, under a dialog, after the game moved on) and the answer itself (a
proven line or a guess) depended on the machine's load. A session that failed in CI then
could not be replayed, and hypothesis reported it as flaky instead of printing its steps.
Here both are the seed's: the same session gets the same answers in the same frames on
every run, and the delays still reach every moment the real worker's can.
"""

from __future__ import annotations

import random

from game.engine.deal import MAX_DEAL, GameCode
from game.engine.rules import DEFAULT_GAME, rules_for
from game.solver.api import solve
from game.ui.solver_worker import Reply, SolverWorker, _answer

# Frames: a card's flight takes about 10-20, a step of a session a few to a hundred.
DELAYS = (0, 1, 2, 4, 8, 15, 30, 60, 120, 240)
NOT_LISTED = {"listed": False}  # never a deal of the shipped list
NODES = 3000  # per search: about 0.1 s, answers of every kind (win, guess, lost)


def deterministic_answer(kind: str, payload: dict, nodes: int = NODES) -> dict:
    """What the worker process answers, from node budgets: its own answer with no time
    budget (hints, solutions, the look back; the daily deal has only nodes anyway), and
    for a solvable deal a quicker stand-in."""
    if kind == "solvable":
        return _solvable(payload, nodes)
    return _answer(kind, payload | {"budget": None, "nodes": nodes})


def _solvable(payload: dict, nodes: int, tries: int = 3) -> dict:
    """A stand-in for the worker's search for a solvable deal, with its answer's shape:
    the first of a few deals won within the node budget, else the first deal, unproven
    (the worker's own rates each deal with 50,000 nodes: seconds a request here)."""
    rules = rules_for(payload.get("game", DEFAULT_GAME), payload["rules"])
    codes = [
        GameCode((payload["start"] + i) % (MAX_DEAL + 1), payload["draw"], rules)
        for i in range(tries)
    ]
    for i, code in enumerate(codes):
        if solve(code.state(), node_budget=nodes, tidy=False).verdict == "won":
            band = payload.get("band") or "hard"
            return {"code": str(code), "tries": i + 1, "proven": True, "band": band} | NOT_LISTED
    return {"code": str(codes[0]), "tries": tries, "proven": False, "band": None} | NOT_LISTED


class StepWorker(SolverWorker):
    """`SolverWorker`'s interface with no process: a request is answered by the poll
    that comes a drawn number of frames after it (the app polls once a frame)."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__()
        self._rng = rng
        self._wait = 0

    def start(self) -> None:
        pass  # nothing to start: the answers are computed here

    def _send(self, kind: str, payload: dict) -> int:
        self._next += 1
        self.pending = (self._next, kind)
        self._asked = payload
        self._wait = self._rng.choice(DELAYS)
        return self._next

    def poll(self) -> Reply | None:
        if self.pending is None:
            return None
        if self._wait > 0:
            self._wait -= 1
            return None
        return self._finish(deterministic_answer(self.pending[1], self._asked))

    def cancel(self) -> None:
        self.pending, self._asked = None, {}

    def close(self) -> None:
        self.cancel()
