"""The timed search on two cores (game/solver/two_cores.py, core._search_two_cores): the
second search in a forked child that trades lost states with the first, answers, and
never outlives its use.

Forking happens in fresh single-threaded interpreters (`run_script`): a pytest-xdist
worker has threads, where `available()` says no and the search keeps to one core."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from game.solver import core, two_cores
from tests.processes import SLACK, ended, wait_ended

ROOT = Path(__file__).resolve().parents[2]

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux") or (os.cpu_count() or 1) < 2,
    reason="the second core is used on Linux with two cores or more",
)


def run_script(code: str, timeout: float = 120.0) -> dict:
    """Run `code` in a fresh interpreter; it prints one JSON line, returned here."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


# --- when it is used ----------------------------------------------------------------------


def test_available_only_where_forking_is_safe_and_a_core_is_free(monkeypatch):
    monkeypatch.setattr(two_cores.threading, "active_count", lambda: 1)
    monkeypatch.setattr(two_cores.os, "cpu_count", lambda: 2)
    monkeypatch.delitem(sys.modules, "pygame", raising=False)
    assert two_cores.available() is sys.platform.startswith("linux")
    if not two_cores.available():
        return
    monkeypatch.setattr(two_cores.threading, "active_count", lambda: 2)
    assert not two_cores.available()  # forking a process with threads is unsafe
    monkeypatch.setattr(two_cores.threading, "active_count", lambda: 1)
    monkeypatch.setattr(two_cores.os, "cpu_count", lambda: 1)
    assert not two_cores.available()  # no second core
    monkeypatch.setattr(two_cores.os, "cpu_count", lambda: 2)
    monkeypatch.setitem(sys.modules, "pygame", sys)
    assert not two_cores.available()  # a process that may have touched SDL
    monkeypatch.delitem(sys.modules, "pygame")
    monkeypatch.setattr(two_cores, "ENABLED", False)
    assert not two_cores.available()


def test_a_test_process_keeps_to_one_core():
    # this very process (threads of pytest-xdist, pygame imported by other tests) must not
    # fork: the solver tests here run the one-core portfolio
    if threading.active_count() > 1 or "pygame" in sys.modules:
        assert not two_cores.available()


def test_the_solver_imports_on_a_system_without_fcntl():
    # Windows has no fcntl: the solver must load there and search on one core
    result = run_script(
        """
        import json, sys

        class NoFcntl:
            def find_spec(self, name, path=None, target=None):
                if name == "fcntl":
                    raise ImportError("no fcntl on this system")

        sys.modules.pop("fcntl", None)
        sys.meta_path.insert(0, NoFcntl())
        from game.solver import solve, two_cores
        print(json.dumps({"loaded": callable(solve) and callable(two_cores.available)}))
        """
    )
    assert result == {"loaded": True}


# --- the lost states traded -------------------------------------------------------------


class FakeChannel:
    def __init__(self, incoming: list):
        self.sent: list = []
        self.incoming = incoming
        self.done = False
        self.kept: list = []

    def send(self, message) -> None:
        self.sent.append(message)

    def news(self) -> list:
        out, self.incoming = self.incoming, []
        return out


def test_lost_news_send_what_this_side_proved_and_take_in_the_others_without_echo():
    import marshal

    from game.engine.deal import GameCode
    from game.engine.rules import rules_for

    t = core.Tables.build(GameCode(20, 3, rules_for("canfield", "strict")).state())
    mine = ((5, 7, ((1,), (2,))), (1, 0, 3))
    theirs = ((4, 9, ((8,), (9,))), (1, 3, 11))
    lost = core.StateTable(t)
    channel = FakeChannel([marshal.dumps([theirs])])
    news = core._LostNews(lost, channel)
    lost.mark(mine)
    news.exchange()
    assert [marshal.loads(m) for m in channel.sent] == [[mine]]  # sent once, as proved
    assert lost.entries[theirs[0]] == [theirs[1]]  # taken in ...
    assert lost.journal == []  # ... and not sent back
    news.exchange()
    assert len(channel.sent) == 1  # nothing new to tell


def test_the_childs_searches_outlive_its_answer(monkeypatch):
    # the child leaves by os._exit, which frees its tables at no cost: freeing them before
    # the answer goes out would make the parent wait for it (0.1-0.4 s after 10 s)
    import gc
    import weakref

    from game.engine.deal import GameCode
    from game.engine.rules import rules_for

    made: list = []
    real = core._BestFirst

    def tracked(*args):
        search = real(*args)
        made.append(weakref.ref(search))
        return search

    monkeypatch.setattr(core, "_BestFirst", tracked)
    channel = FakeChannel([])
    state = GameCode(3, 1, rules_for("rainbow", "standard")).state()  # two searches in turn
    result = core._best_first_alone(state, time.perf_counter() + 0.4, channel)
    assert result.verdict == "unknown" and len(made) == 2
    gc.collect()
    assert made[0]() is None  # the first search's tables went as the second one started
    assert made[1]() is not None  # the last one's stay while the channel is
    del channel
    gc.collect()  # the channel keeps the news, which point back to the channel
    assert made[1]() is None


# --- the pair of processes ------------------------------------------------------------------


@linux_only
def test_news_flow_both_ways_at_once_and_the_child_answers():
    # each side sends 3 x 4 MB while the other does the same: no side may wait on the other
    result = run_script(
        """
        import json, time
        from game.solver import two_cores

        BIG = 4 << 20

        def chat(channel):
            got = []
            for k in range(3):
                channel.send(bytes([k]) * BIG)
                got += [len(m) for m in channel.news()]
            while len(got) < 3 and not channel.done:
                got += [len(m) for m in channel.news()]
                time.sleep(0.001)
            return got

        deadline = time.perf_counter() + 60
        mine, theirs = two_cores.run_pair(chat, chat, lambda mine: False, deadline)
        print(json.dumps({"mine": mine, "theirs": theirs}))
        """
    )
    assert result == {"mine": [4 << 20] * 3, "theirs": [4 << 20] * 3}


@linux_only
def test_a_settled_first_search_kills_the_child_and_reaps_it():
    result = run_script(
        """
        import json, os, time
        from game.solver import two_cores

        def child(channel):
            channel.send(os.getpid())
            channel.flush()
            time.sleep(60)
            return "late"

        def first(channel):
            while True:
                news = channel.news()
                if news:
                    return news[0]
                time.sleep(0.01)

        pid, answer = two_cores.run_pair(first, child, lambda mine: True, time.perf_counter() + 60)
        try:
            os.kill(pid, 0)
            alive = True
        except ProcessLookupError:
            alive = False
        print(json.dumps({"answer": answer, "alive": alive}))
        """
    )
    assert result == {"answer": None, "alive": False}


@linux_only
@pytest.mark.parametrize("how", ["raises", "late"])
def test_a_child_that_fails_or_is_late_is_no_answer(how):
    result = run_script(
        f"""
        import json, time
        from game.solver import two_cores

        two_cores.LATE_MARGIN = 0.2

        def child(channel):
            if {how!r} == "raises":
                raise RuntimeError("a bug in the second search")
            time.sleep(60)

        start = time.perf_counter()
        mine, theirs = two_cores.run_pair(
            lambda channel: "mine", child, lambda mine: False, start + 0.2
        )
        print(json.dumps({{"mine": mine, "theirs": theirs}}))
        """
    )
    assert result == {"mine": "mine", "theirs": None}


@linux_only
def test_the_child_dies_with_its_parent():
    # a solver worker the game cancels is killed: its second search must end with it
    code = """
        import os, sys, time
        from game.solver import two_cores

        def child(channel):
            channel.send(os.getpid())
            channel.flush()
            time.sleep(60)

        def first(channel):
            while True:
                for pid in channel.news():
                    print(pid, flush=True)
                time.sleep(0.01)

        two_cores.run_pair(first, child, lambda mine: True, time.perf_counter() + 60)
        """
    parent = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        child = int(parent.stdout.readline())
        assert not ended(child)
        parent.send_signal(signal.SIGKILL)
        parent.wait(SLACK)
        assert wait_ended(child), "the second search outlived its parent"
    finally:
        parent.kill()
        parent.wait()


# --- the searches -----------------------------------------------------------------------------


@linux_only
def test_two_core_searches_decide_as_one_core_and_their_wins_replay():
    # strict deal 120: the restarts (the child) win it in about 100,000 nodes of both
    # searches, the main search alone needs 378,000; strict 20: the main search proves it
    # lost; the family games:
    # the depth-first search here, best-first in the child.
    result = run_script(
        """
        import json, os, time
        from game.engine.deal import GameCode
        from game.engine.moves import apply_move
        from game.engine.rules import rules_for
        from game.solver import core, solve, two_cores

        assert two_cores.available()
        forks = []
        fork = os.fork
        def counting_fork():
            forks.append(1)
            return fork()
        os.fork = counting_fork

        out = {}
        for game, rules, number in [("canfield", "strict", 120), ("canfield", "strict", 20),
                                    ("rainfall", "standard", 3), ("superior", "standard", 3),
                                    ("storehouse", "standard", 3)]:
            state = GameCode(number, 3, rules_for(game, rules)).state()
            alone, _ = core._search(state, None, 100_000)
            found = solve(state, budget_seconds=60)
            if found.verdict == "won":
                check = state.copy()
                for move in found.moves:
                    apply_move(check, move)
                assert check.is_won()
            out[f"{game} {number}"] = [alone.verdict, found.verdict]
        out["forks"] = len(forks)
        print(json.dumps(out))
        """,
        timeout=300,
    )
    assert result == {
        "canfield 120": ["unknown", "won"],
        "canfield 20": ["lost", "lost"],
        "rainfall 3": ["won", "won"],
        "superior 3": ["won", "won"],
        "storehouse 3": ["lost", "lost"],
        # one each, and two more for storehouse: its two sub-games (no take-backs),
        # searched first, end undecided and the standard game is searched after them
        "forks": 7,
    }


def test_no_second_process_means_one_core_and_nothing_left_open(monkeypatch):
    # a process limit or no memory: the search runs on one core and says the same; no
    # pipe is left open (in-process: the refused fork starts nothing)
    from game.engine.deal import GameCode
    from game.engine.rules import rules_for

    def refuse() -> int:
        raise BlockingIOError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(two_cores.os, "fork", refuse)
    fds = len(os.listdir("/proc/self/fd")) if Path("/proc/self/fd").exists() else None
    state = GameCode(20, 3, rules_for("canfield", "strict")).state()
    deadline = time.perf_counter() + 60
    calls = []

    def one_core():
        calls.append(1)
        return core._search_canfield(state, deadline, None, two=False)

    result, _ = core._search_two_cores(state, deadline, core._restarts_alone, one_core)
    assert result.verdict == "lost" and calls == [1]
    if fds is not None:
        assert len(os.listdir("/proc/self/fd")) == fds
