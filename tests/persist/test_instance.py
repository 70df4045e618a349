"""One game window per data directory (game/persist/instance.py): a second launch hands
its request to the running game instead of opening a window that would overwrite the
first one's saved game and statistics."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.persist import instance, store


def test_the_second_lock_is_refused_while_the_first_is_held_and_free_after(home: Path):
    first = instance.acquire()
    assert first is not None
    assert instance.acquire() is None  # another open of the file: as a second process
    first.release()
    again = instance.acquire()
    assert again is not None
    again.release()


def test_a_request_is_taken_once(home: Path):
    lock = instance.acquire()
    assert lock is not None
    assert lock.take_request() is None
    assert instance.send_request("CF1-D3-AAAAACL")
    assert lock.take_request() == {"code": "CF1-D3-AAAAACL"}
    assert lock.take_request() is None
    assert instance.send_request(None)
    assert lock.take_request() == {"code": None}
    lock.release()


def test_a_damaged_request_only_raises_the_window(home: Path):
    lock = instance.acquire()
    (home / instance.REQUEST_FILE).write_text('{"code": 12')
    assert lock.take_request() == {"code": None}
    assert not (home / instance.REQUEST_FILE).exists()  # not read again every second
    (home / instance.REQUEST_FILE).write_text('{"code": ["CF1"]}')
    assert lock.take_request() == {"code": None}
    lock.release()


def test_a_request_left_from_an_earlier_run_is_not_taken(home: Path):
    home.mkdir(parents=True)
    (home / instance.REQUEST_FILE).write_text('{"code": "CF1-D3-AAAAACL"}')
    lock = instance.acquire()
    assert lock.take_request() is None
    lock.release()


def test_without_a_usable_data_directory_the_game_runs_unguarded(unusable_home: Path):
    lock = instance.acquire()
    assert lock is not None and lock.take_request() is None
    assert instance.acquire() is not None  # nothing to hold: no launch is ever refused
    lock.release()


def test_a_second_launch_hands_its_code_to_the_running_game_and_ends(home: Path):
    lock = instance.acquire()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run(
        [sys.executable, "-m", "game", "play", "cf1-d1-aaaaabq"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert proc.returncode == 0
    assert "already running" in proc.stderr
    assert lock.take_request() == {"code": "CF1-D1-AAAAABQ"}
    assert store.read_json("game.json").missing  # it opened no game of its own
    lock.release()
