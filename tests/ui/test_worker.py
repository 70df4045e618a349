"""The hint worker fails honestly: a worker that dies or stops answering ends its request
with a failure (never "no move"), is replaced, and never leaves a process behind.

Real worker processes, killed (SIGKILL) or stopped (SIGSTOP) from outside."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pygame
import pytest

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.state import dump_position
from game.i18n import t
from game.ui import solver_worker
from game.ui.solver_worker import (
    SOLVER_LATE,
    SOLVER_STOPPED,
    Reply,
    SolverWorker,
    deadline_seconds,
)
from tests.processes import children_of, wait_ended
from tests.ui.driver import Driver

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="POSIX signals")

# The solver cannot decide this deal within several seconds (300,000 positions, strict deal 1;
# deal 8 was this until the restart portfolio won it in 693): a hint for it thinks for its
# whole budget. The easy deal gets a proven hint within a few thousand nodes.
HARD = "CF1-D3-AAAAAAB-S"
EASY = "CF1-D3-AAAAACL"
SLACK = 15.0  # seconds beyond a deadline before a test gives up waiting: a loaded machine


def position(code: str) -> dict:
    return dump_position(parse_code(code).state())


def gone(pid: int) -> bool:
    """No such process, not even a zombie waiting to be reaped."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.fixture
def signalled():
    """Pids the test stops or kills: any still there at the end are killed, so a failing
    test leaves nothing behind either."""
    pids: list[int] = []
    yield pids
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, ChildProcessError):
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)


@pytest.fixture
def worker():
    w = SolverWorker()
    yield w
    w.close()


def wait_reply(w: SolverWorker, limit: float) -> tuple[Reply | None, float]:
    """Poll as the table does until a reply comes; returns it and the seconds it took."""
    start = time.monotonic()
    while time.monotonic() - start < limit:
        reply = w.poll()
        if reply is not None:
            return reply, time.monotonic() - start
        time.sleep(0.01)
    return None, time.monotonic() - start


def wait_started(w: SolverWorker) -> int:
    """Start the worker and wait until it serves requests; returns its pid."""
    w.request_hint(position(EASY), 5.0)
    reply, _ = wait_reply(w, 60)
    assert reply is not None and not reply.failed
    return w.pid


def stop(pid: int, signalled: list[int]) -> None:
    signalled.append(pid)
    os.kill(pid, signal.SIGSTOP)


def assert_replaced(w: SolverWorker, old_pid: int) -> None:
    """The old worker is gone and reaped; a fresh one answers a hint."""
    assert gone(old_pid)
    assert not w.busy
    assert w.pid is not None and w.pid != old_pid
    w.request_hint(position(EASY), 5.0)
    reply, _ = wait_reply(w, 60)
    assert reply is not None and not reply.failed
    assert reply.data["kind"] == "win" and reply.data["move"] is not None


# --- deadlines ----------------------------------------------------------------------------


def test_each_request_has_a_deadline_from_its_budget():
    margin = solver_worker.DEADLINE_MARGIN
    assert deadline_seconds("hint", {"budget": 1.0}) == pytest.approx(1.5 + margin)
    # a solution's line is then searched again with fewer passes, for up to `shorten` s
    solution = {"budget": 1.0, "shorten": 2.0}
    assert deadline_seconds("solution", solution) == pytest.approx(4.5 + margin)
    winnable = {"positions": [{}] * 40, "budget": 0.6}
    assert deadline_seconds("winnable", winnable) == pytest.approx(36 + margin)
    turns = {"positions": [{}] * 2, "runs": [[{}] * 64, []], "budget": 0.6}  # 7 halvings
    assert deadline_seconds("winnable", turns) == pytest.approx(0.6 * 9 * 1.5 + margin)
    solvable = {"budget": 1.0, "tries": 20}
    rating = solver_worker.RATING_SECONDS * 20  # each try may run the rating search too
    assert deadline_seconds("solvable", solvable) == pytest.approx(30 + rating * 1.5 + margin)
    # a listed deal is rated and its line found: the worker was killed mid-line under load
    listed = deadline_seconds("solvable", solvable | {"listed": 0})
    assert listed == pytest.approx(30 + (rating + solver_worker.LISTED_SECONDS) * 1.5 + margin)
    assert deadline_seconds("daily", {"date": "2025-01-01"}) == solver_worker.DAILY_DEADLINE


@pytest.mark.parametrize("kind", ["hint", "winnable", "solvable", "daily"])
def test_a_stopped_worker_misses_the_deadline_and_is_replaced(kind, worker, signalled, monkeypatch):
    monkeypatch.setattr(solver_worker, "DAILY_DEADLINE", 1.0)  # the real one is minutes
    pid = wait_started(worker)
    stop(pid, signalled)
    hard = position(HARD)
    if kind == "hint":
        worker.request_hint(hard, 0.3)
        deadline = deadline_seconds(kind, {"budget": 0.3})
    elif kind == "winnable":
        worker.request_winnable([hard] * 3, budget=0.2)
        deadline = deadline_seconds(kind, {"positions": [hard] * 3, "budget": 0.2})
    elif kind == "solvable":
        worker.request_solvable(1, "strict", 3, budget=0.2, tries=2)
        deadline = deadline_seconds(kind, {"budget": 0.2, "tries": 2})
    else:
        worker.request_daily("2025-01-01")
        deadline = 1.0
    reply, took = wait_reply(worker, deadline + SLACK)
    assert reply is not None, "no reply: the spinner would turn for ever"
    assert reply.kind == kind and reply.failed and reply.data["error"] == SOLVER_LATE
    assert took >= deadline - 0.05  # not before the deadline: the budget was honoured
    assert_replaced(worker, pid)


def test_a_killed_worker_fails_its_request_and_is_replaced(worker, signalled):
    pid = wait_started(worker)
    worker.request_hint(position(HARD), 30.0)
    time.sleep(0.3)
    assert worker.poll() is None  # still thinking
    signalled.append(pid)
    os.kill(pid, signal.SIGKILL)
    reply, _ = wait_reply(worker, SLACK)
    assert reply is not None and reply.failed and reply.data["error"] == SOLVER_STOPPED
    assert_replaced(worker, pid)


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or (os.cpu_count() or 1) < 2,
    reason="the worker searches on two cores on Linux with two cores or more",
)
def test_a_killed_worker_takes_its_second_core_search_with_it(worker, signalled):
    # the worker forks the second half of a timed search (game/solver/two_cores.py); when
    # the game kills the worker, that child must end too, not think on for its budget
    pid = wait_started(worker)
    worker.request_hint(position(HARD), 30.0)
    start, kids = time.monotonic(), []
    while not kids and time.monotonic() - start < SLACK:
        kids = children_of(pid)
        time.sleep(0.02)
    assert kids, "the worker thinks on one core"
    signalled.extend([pid, *kids])
    os.kill(pid, signal.SIGKILL)
    reply, _ = wait_reply(worker, SLACK)
    assert reply is not None and reply.failed
    assert all(wait_ended(kid) for kid in kids), "the second search outlived its worker"
    assert_replaced(worker, pid)


# --- cancel and close ---------------------------------------------------------------------


@contextlib.contextmanager
def ignoring_sigterm():
    """Workers started inside ignore SIGTERM (the disposition survives fork and exec).
    Linux ends a stopped process with a default SIGTERM at once; one that ignores or
    handles it stays, and only SIGKILL ends it."""
    old = signal.signal(signal.SIGTERM, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


def stopped_worker(w: SolverWorker, signalled: list[int], thinking: bool, stubborn: bool) -> int:
    if stubborn:
        with ignoring_sigterm():
            w.start()
    pid = wait_started(w)
    if thinking:
        w.request_hint(position(HARD), 30.0)
    stop(pid, signalled)
    return pid


@pytest.mark.parametrize("stubborn", [False, True], ids=["plain", "ignores-sigterm"])
@pytest.mark.parametrize("thinking", [True, False], ids=["thinking", "idle"])
def test_cancel_ends_a_stopped_worker(thinking, stubborn, worker, signalled):
    pid = stopped_worker(worker, signalled, thinking, stubborn)
    worker.cancel()
    assert_replaced(worker, pid)


@pytest.mark.parametrize("stubborn", [False, True], ids=["plain", "ignores-sigterm"])
@pytest.mark.parametrize("thinking", [True, False], ids=["thinking", "idle"])
def test_close_ends_a_stopped_worker(thinking, stubborn, worker, signalled):
    pid = stopped_worker(worker, signalled, thinking, stubborn)
    worker.close()
    assert gone(pid)
    assert worker.pid is None and not worker.busy


def test_leaving_python_ends_a_stopped_worker_nobody_closed(tmp_path: Path):
    """Multiprocessing's own exit handler would wait for ever on a stopped daemon that
    ignores SIGTERM."""
    script = tmp_path / "leave.py"
    script.write_text(
        textwrap.dedent(
            """
            import os, signal, sys, time
            sys.path.insert(0, sys.argv[1])
            from game.ui.solver_worker import SolverWorker

            if __name__ == "__main__":
                w = SolverWorker()
                signal.signal(signal.SIGTERM, signal.SIG_IGN)
                w.start()
                signal.signal(signal.SIGTERM, signal.SIG_DFL)
                time.sleep(0.5)
                print(w.pid, flush=True)
                os.kill(w.pid, signal.SIGSTOP)
            """
        )
    )
    root = str(Path(__file__).resolve().parents[2])
    proc = subprocess.Popen([sys.executable, str(script), root], stdout=subprocess.PIPE, text=True)
    pid = int(proc.stdout.readline())
    try:
        assert proc.wait(timeout=30) == 0
        deadline = time.monotonic() + 10  # reaped by the exiting parent, or by init
        while not gone(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert gone(pid)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        proc.kill()
        proc.wait()
        proc.stdout.close()


# --- the app ------------------------------------------------------------------------------


@pytest.fixture
def driver():
    made: list[Driver] = []

    def make(code: str) -> Driver:
        made.append(Driver(Game.from_code(code)))
        return made[-1]

    yield make
    for d in made:
        d.app.worker.close()


def watch_replies(d: Driver) -> list[Reply]:
    """Record each reply the app takes."""
    replies: list[Reply] = []
    take = d.app.solver_reply

    def record(reply: Reply) -> None:
        replies.append(reply)
        take(reply)

    d.app.solver_reply = record
    return replies


def step_while_thinking(d: Driver, limit: float) -> None:
    deadline = time.monotonic() + limit
    while d.app.worker.busy and time.monotonic() < deadline:
        d.step()
        time.sleep(0.005)


def assert_failed_hint_then_a_real_one(d: Driver) -> None:
    """The app says the hint failed (not "no move"), then H asks again and gets one."""
    lang = d.app.lang
    shown = d.app.hints.shown
    assert shown is not None and shown.kind == "failed" and shown.move is None
    assert d.app.toast.text == t("hint.failed", lang) != t("hint.none", lang)
    assert not d.app.worker.busy and not d.app.hints.thinking
    assert d.session.hints_used == 0  # no hint was given
    d.app.hints.budget = 1.0
    d.key(pygame.K_h)
    assert d.app.hints.thinking  # a fresh request, not a dismissal
    step_while_thinking(d, 60)
    shown = d.app.hints.shown
    assert shown is not None and shown.kind in ("win", "guess") and shown.move is not None
    assert d.app.toast.text == shown.message
    assert d.session.hints_used == 1


def test_app_a_worker_killed_mid_hint_says_the_hint_failed_and_h_tries_again(driver, signalled):
    d = driver(HARD)
    replies = watch_replies(d)
    d.app.hints.budget = 30.0
    d.key(pygame.K_h)
    for _ in range(30):  # half a second of frames: the worker is up and thinking
        d.step()
        time.sleep(0.01)
    assert d.app.hints.thinking
    pid = d.app.worker.pid
    signalled.append(pid)
    os.kill(pid, signal.SIGKILL)
    step_while_thinking(d, SLACK)
    assert [r.data.get("error") for r in replies] == [SOLVER_STOPPED]
    assert gone(pid)
    assert_failed_hint_then_a_real_one(d)


def test_app_a_stopped_worker_gives_up_at_the_deadline_and_h_tries_again(driver, signalled):
    d = driver(HARD)
    replies = watch_replies(d)
    d.app.hints.budget = 0.3
    d.key(pygame.K_h)
    pid = d.app.worker.pid
    stop(pid, signalled)  # at once: the hint takes its 0.3 s budget, it cannot be done yet
    step_while_thinking(d, deadline_seconds("hint", {"budget": 0.3}) + SLACK)
    assert [r.data.get("error") for r in replies] == [SOLVER_LATE]
    assert gone(pid)  # killed and reaped
    assert_failed_hint_then_a_real_one(d)


def test_app_a_failed_solvable_search_deals_an_ordinary_game_of_the_kind_asked(driver, signalled):
    d = driver(EASY)
    d.app.settings.solvable_deals = True
    d.app.new_game(kind=(1, "hoyle"))
    assert d.app.worker.busy
    pid = d.app.worker.pid
    signalled.append(pid)
    os.kill(pid, signal.SIGKILL)
    step_while_thinking(d, SLACK)
    assert not d.app.worker.busy  # no second search that might fail the same way
    assert d.session.game.code.draw == 1 and d.session.game.code.rules.name == "hoyle"
    assert d.app.toast.text == t("newgame.failed", d.app.lang)


def test_app_a_failed_solvable_search_of_a_family_game_deals_that_game(driver, signalled):
    d = driver(EASY)
    d.app.settings.solvable_deals = True
    d.app.new_game(kind=(1, "strict", "rainfall"))
    assert d.app.worker.busy
    pid = d.app.worker.pid
    signalled.append(pid)
    os.kill(pid, signal.SIGKILL)
    step_while_thinking(d, SLACK)
    code = d.session.game.code
    assert (code.rules.game, code.rules.name, code.draw) == ("rainfall", "strict", 1)
    assert d.app.toast.text == t("newgame.failed", d.app.lang)


def test_the_solvable_search_takes_the_game(worker):
    worker.request_solvable(1, "standard", 3, budget=2.0, tries=3, game="rush")
    reply, _ = wait_reply(worker, deadline_seconds("solvable", {"budget": 2.0, "tries": 3}))
    assert reply is not None and not reply.failed, reply
    assert reply.data["code"].startswith("RU1-D3-") and reply.data["proven"]


def test_solvable_and_daily_answers_carry_the_line_that_proved_the_deal():
    """The app learns it (hints along it need no search): it must win the deal dealt."""
    from game.engine.moves import Move
    from tests.solver.helpers import replays_to_win

    daily = solver_worker._answer("daily", {"date": "2026-12-09"})
    solvable = solver_worker._answer(
        "solvable", {"start": 7, "rules": "strict", "draw": 3, "budget": 1.0, "tries": 5}
    )
    # A family game's daily deal (unrated: no rating search) and a deal of a shipped list
    # (dealt when the search finds none) came without a line, so the first hint on a deal
    # the game called winnable guessed (a tester, Rainbow's daily deal of 2026-12-07).
    family_daily = solver_worker._answer("daily", {"date": "2026-12-07", "game": "rainbow"})
    shipped = solver_worker._answer(
        "solvable",
        {
            "start": 9,
            "rules": "standard",
            "draw": 1,
            "game": "chameleon",
            "budget": 0.1,
            "tries": 1,
            "seconds": 0,
            "listed": 3,
        },
    )
    assert shipped["listed"]
    for answer in (daily, solvable, family_daily, shipped):
        state = parse_code(answer["code"]).state()
        line = [Move(**move) for move in answer["line"]]
        assert line and replays_to_win(state, line), answer["code"]


def test_the_look_back_gives_the_deal_what_the_other_positions_left():
    """A tester turned a winnable Rush deal's stock through its three passes and asked for
    a hint: "no earlier position could be proven winnable". The recent positions are
    proven lost in a few nodes each; the deal needs about 9,000, more than its share."""
    game = Game.from_code("RU1-D3-MFFIGKX")
    while game.move_count < 65:
        game.play(next(m for m in game.legal_moves() if m.dst in ("waste", "stock")))
    states = game.past_states()  # as the hints ask: the 39 most recent and the deal
    positions = [dump_position(state) for state in states[:39] + states[-1:]]
    assert positions[-1] == dump_position(game.initial)
    payload = {"positions": positions, "budget": None, "nodes": 1000}
    assert solver_worker._answer("winnable", payload) == {"index": 39, "later": 0}


@pytest.mark.parametrize("length", [0, 1, 2, 7, 64])
def test_the_look_back_halves_a_run_of_turns_for_its_latest_winnable_position(monkeypatch, length):
    """Turning reaches each position of a run from those before it: once one is lost, all
    after it are, so halving finds the latest winnable in a few searches."""
    from types import SimpleNamespace

    asked: list[int] = []

    def verdict(position, seconds, nodes):
        asked.append(position)
        won = position == "start" or position < winnable
        return SimpleNamespace(verdict="won" if won else "lost", nodes=1)

    monkeypatch.setattr(solver_worker, "_verdict", verdict)
    for winnable in range(length + 1):
        asked.clear()
        answer = solver_worker._first_winnable(["start"], [list(range(length))], 0.1, None)
        assert answer == {"index": 0, "later": winnable}
        assert len(asked) <= 1 + length.bit_length()
