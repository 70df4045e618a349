"""Saving the moment a move is played (issue 10): the real App headless with a real home.

The engine holds the new state as soon as a move is played; the cards still flying are not
part of it. So the file on disk must hold a move while its cards are still moving, a burst
of moves must leave the last one saved, a win must clear the file for good (no older
snapshot written back after it), and closing must not lose the last snapshot. The file is
written by a background thread: `flush` waits for it.
"""

from __future__ import annotations

import secrets
import threading
import time
from unittest import mock

import pygame
import pytest

from game.engine.game import Game
from game.persist import Settings, data_dir, load_game, save_settings
from game.persist.writer import LatestWriter
from game.solver.api import solve
from game.solver.difficulty import RATING_NODES
from game.ui import records as records_module
from game.ui.app import App
from tests.engine.build import near_won_state
from tests.ui.driver import FRAME, Driver
from tests.ui.oracle import assert_screen_true

CODE = "CF1-D3-AAAAACL"
CTRL = pygame.KMOD_LCTRL


def flush(d: Driver) -> None:
    """Wait until the app's background writer (if it has one) has written everything."""
    writer = getattr(d.app.records, "writer", None)
    if writer is not None:
        assert writer.flush(timeout=10), "the writer did not finish"


def saved() -> dict | None:
    data, notice = load_game()
    assert notice is None
    return data


def assert_saved_as_played(d: Driver) -> None:
    data = saved()
    assert data is not None, "no game.json"
    assert data["engine"] == d.session.game.to_json()
    assert [data["slots"], data["slots_redo"]] == list(d.session.saved_slots())


@pytest.fixture
def slow_writes(monkeypatch):
    """save_game waits at a gate first, so a write is still running when the next comes."""
    gate = threading.Event()
    real = records_module.save_game

    def save_game(data):
        assert gate.wait(10), "the gate was never opened"
        return real(data)

    monkeypatch.setattr(records_module, "save_game", save_game)
    yield gate
    gate.set()


def open_later(gate: threading.Event, seconds: float) -> None:
    threading.Timer(seconds, gate.set).start()


# --- the App --------------------------------------------------------------------------------


def test_a_move_is_on_disk_while_its_cards_still_fly():
    d = Driver(Game.from_code(CODE), save=True)
    for n in range(1, 4):
        d.key(pygame.K_SPACE)  # one frame: the turned cards have only begun to move
        assert d.session.busy()
        flush(d)
        assert_saved_as_played(d)
        assert len(saved()["engine"]["moves"]) == n
    d.app.close()


def test_a_burst_of_moves_while_animating_leaves_the_last_one_saved():
    d = Driver(Game.from_code(CODE), save=True)
    space, undo, redo = (pygame.K_SPACE, 0), (pygame.K_z, CTRL), (pygame.K_y, CTRL)
    for key, mod in [space] * 6 + [undo] * 3 + [redo, space]:
        d.key(key, mod)  # one frame each: every move starts while the last still flies
    # Three keys in one frame, too.
    for _ in range(3):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode="", scancode=0)
        )
    d.step()
    assert d.session.busy() and d.session.game.move_count == 8
    flush(d)
    assert_saved_as_played(d)
    d.app.close()


def test_undo_and_redo_are_saved_at_once():
    d = Driver(Game.from_code(CODE), save=True)
    d.key(pygame.K_SPACE)
    d.key(pygame.K_SPACE)
    d.key(pygame.K_z, CTRL)
    flush(d)
    data = saved()
    assert (len(data["engine"]["moves"]), len(data["engine"]["redo"])) == (1, 1)
    d.key(pygame.K_y, CTRL)
    flush(d)
    assert (len(saved()["engine"]["moves"]), len(saved()["engine"]["redo"])) == (2, 0)
    d.app.close()


def test_a_win_clears_the_file_and_no_older_snapshot_brings_it_back(slow_writes):
    d = Driver(Game(near_won_state()), save=True)
    open_later(slow_writes, 0.4)  # the 4H snapshot is still being written at the win
    d.drag("waste", 0, d.pile_point("fH"))  # then auto-finish plays the last three cards
    d.settle(limit=3000)
    assert d.state.is_won() and d.app.life.won
    flush(d)
    time.sleep(0.1)
    flush(d)
    assert saved() is None
    assert d.app.records.stats.has_recorded(d.app.meta.id)
    d.app.close()
    assert saved() is None


def test_close_writes_the_last_snapshot(slow_writes):
    d = Driver(Game.from_code(CODE), save=True)
    d.key(pygame.K_SPACE)
    d.key(pygame.K_SPACE)
    open_later(slow_writes, 0.3)
    game = d.session.game
    d.app.close()
    data = saved()
    assert data is not None and data["engine"] == game.to_json()


def test_a_failed_background_write_is_told_to_the_player(tmp_path, monkeypatch):
    d = Driver(Game.from_code(CODE), save=True)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("CANFIELD_HOME", str(blocker / "home"))  # a folder inside a file
    d.key(pygame.K_SPACE)
    flush(d)
    d.step()
    assert d.app.toast.visible(d.app.clock)
    assert d.app.toast.text == d.app.tr("notice.cannot_save", path=str(data_dir()))
    d.app.close()


# --- the writer -----------------------------------------------------------------------------


def gated_jobs(writer: LatestWriter, names: list[str], ran: list[str], gate: threading.Event):
    def job(name: str):
        def run() -> None:
            gate.wait(10)
            ran.append(name)

        return run

    for name in names:
        writer.submit(job(name))
        time.sleep(0.02)  # the first one is running before the next comes


def test_the_writer_runs_the_running_job_and_only_the_latest_waiting_one():
    writer, ran, gate = LatestWriter(), [], threading.Event()
    gated_jobs(writer, ["a", "b", "c", "d"], ran, gate)
    gate.set()
    assert writer.flush(5)
    assert ran == ["a", "d"] and writer.dropped == 2
    writer.close()


def test_discard_drops_the_waiting_job_and_waits_for_the_running_one():
    writer, ran, gate = LatestWriter(), [], threading.Event()
    gated_jobs(writer, ["a", "b"], ran, gate)
    open_later(gate, 0.2)
    writer.discard()
    assert ran == ["a"]  # finished before discard returned
    assert writer.flush(5) and ran == ["a"]
    writer.close()


def test_the_writer_thread_ends_when_idle_and_comes_back():
    writer, ran = LatestWriter(name="test-idle-writer", idle_exit=0.05), []
    writer.submit(lambda: ran.append(1))
    assert writer.flush(5)
    time.sleep(0.3)
    assert "test-idle-writer" not in [t.name for t in threading.enumerate()]
    writer.submit(lambda: ran.append(2))
    assert writer.flush(5) and ran == [1, 2]
    writer.close()
    assert "test-idle-writer" not in [t.name for t in threading.enumerate()]


def test_a_failing_job_does_not_stop_the_writer():
    writer, ran = LatestWriter(), []

    def bad() -> None:
        raise RuntimeError("boom")

    writer.submit(bad)
    assert writer.flush(5)
    writer.submit(lambda: ran.append(1))
    assert writer.flush(5) and ran == [1]
    writer.close()


@pytest.mark.parametrize(
    "game, rules, draw, expected",
    [
        ("chameleon", "strict", 3, ("chameleon", "strict", 1)),  # its draw is fixed: 1
        ("selective", "hoyle", 1, ("selective", "hoyle", 3)),  # and 3
        ("canfield", "strict", 1, ("canfield", "strict", 1)),
    ],
)
def test_a_launch_without_a_saved_game_deals_the_game_last_chosen(game, rules, draw, expected):
    # The player chose Chameleon in the New game dialog, won, quit: no game.json. The next
    # launch dealt Canfield (found in a real window after a won Acme game).
    assert save_settings(Settings(game=game, rules=rules, draw=draw)) is None
    assert saved() is None
    app = App(None, size=(1280, 720), fullscreen=False, save=True)
    try:
        state = app.session.state
        assert (state.rules.game, state.rules.name, state.draw) == expected
        assert not app.notices  # a fresh deal, not "your game was resumed"
    finally:
        app.close()


def test_a_first_launch_deals_an_easy_deal_proven_winnable(first_launch):
    # Found by a tester: a new player's very first deal was lost before it began ("This
    # game cannot be won" at the first hint, "No more moves" three turns later).
    from game.solver.proven_deals import PROVEN

    listed = sorted(PROVEN["canfield-standard/3"], key=lambda deal: deal[1])
    easiest = {number for number, _ in listed[: len(listed) // 3]}
    app = App(None, size=(1280, 720), fullscreen=False, save=True)
    try:
        code = app.session.game.code
        assert app.guide_open  # a first launch indeed
        assert (code.rules.game, code.rules.name, code.draw) == ("canfield", "standard", 3)
        assert code.deal_number in easiest
        # rated easy, and the bar says so as for a solvable deal (a tester saw no band)
        assert app.meta.band == "easy" and app.hud_info()["band"] == "easy"
    finally:
        app.close()


def test_a_damaged_save_is_told_after_the_solvable_launch_deal_comes():
    # "Solvable deals only" and a damaged game.json: the search's "Looking for a solvable
    # deal" replaced the notice, and the player never read why their game was gone
    # (tester round, stop 51).
    assert save_settings(Settings(game="canfield", rules="standard", solvable_deals=True)) is None
    (data_dir() / "game.json").write_text("garbage{{{")
    app = App(None, size=(1280, 720), fullscreen=False, save=True)
    try:
        seen = [app.toast.text]  # the messages shown, in turn
        deadline = time.time() + 60
        after = 60  # frames after the deal came: past the gap between two messages
        while (app.worker.busy or after) and time.time() < deadline:
            after -= not app.worker.busy
            app.step(1 / 60)
            if app.toast.visible(app.clock) and app.toast.text != seen[-1]:
                seen.append(app.toast.text)
        assert app.stand_in is None  # the proven deal came
        assert seen == [app.tr("newgame.searching"), app.tr("notice.game_damaged")]
    finally:
        app.close()


def test_a_launch_with_solvable_deals_only_deals_a_proven_game():
    # With "Solvable deals only" ticked the launch dealt an ordinary shuffle, unproven.
    assert save_settings(Settings(game="canfield", rules="standard", solvable_deals=True)) is None
    with mock.patch.object(secrets, "randbelow", lambda _n: 1):  # both start at deal 1
        app = App(None, size=(1280, 720), fullscreen=False, save=True)
    try:
        stand_in = app.session.game
        assert app.worker.pending[1] == "solvable"
        assert not app.session.busy()  # the stand-in is not dealt with its animation
        assert app.session.turn_stock() is not None  # a move before the answer comes
        app.session.finish_animations()
        deadline = time.time() + 60
        while app.worker.busy and time.time() < deadline:
            app.step(1 / 60)
        assert app.session.game is not stand_in
        assert app.session.busy()  # the proven deal is dealt with its animation
        assert app.records.stats.history == []  # the stand-in, never chosen, is not counted
        assert app.meta.band is not None  # rated, as only a proven deal is
        assert solve(app.session.game.initial, node_budget=RATING_NODES).verdict == "won"
        Driver.around(app).settle()
        assert_screen_true(app)  # the proven deal on the screen, not the stand-in
    finally:
        app.close()


def test_the_clock_is_saved_every_few_seconds_while_nothing_is_played():
    # A tester's window closed from outside (no clean shutdown) came back with the time
    # of the last move: 0:27 instead of 0:45.
    d = Driver(Game.from_code("CF1-D3-AAAAACL"), save=True)
    d.app.dismiss_guide()
    d.click_stock()
    d.settle()
    flush(d)
    before = saved()["elapsed"]
    for _ in range(round(12 / FRAME)):  # 12 s at the table, nothing played
        d.app.step(FRAME)
    flush(d)
    assert saved()["elapsed"] >= before + 10  # at most 10 s of it would be lost
