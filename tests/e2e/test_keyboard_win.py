"""End to end (issue 12): a whole deal won in a real window with the keyboard only.

The solver's line is turned into the keys a player would press (focus the pile, Up for
each card of a group below the top, Enter, Right until the target is selected, Enter),
sent with xdotool, and the statistics the game writes must then show the win. Two
screenshots are kept for a person to look at: the focus ring, and a pick-up with its
targets lit."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from game.engine.game import Game
from game.solver.api import solve
from tests.e2e import x11
from tests.e2e.test_window import Running
from tests.keyplay import keys_for

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.slow,
    pytest.mark.skipif(bool(x11.missing_tools()), reason=f"needs {', '.join(x11.missing_tools())}"),
]

CODE = "CF1-D1-AAAAAAC"  # standard draw 1: the solver wins it at once, without take-backs
SHOTS = Path(os.environ.get("CANFIELD_SHOTS", "/tmp/canfield-keyboard-shots"))


def send(server: x11.XServer, keys: list[str]) -> None:
    server.xdotool("key", "--delay", "25", *keys)


def shoot(server: x11.XServer, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = x11.screenshot_surface(server)  # BGRA with X's unused alpha byte: keep RGB only
    rgb = pygame.image.frombytes(pygame.image.tobytes(shot, "RGB"), shot.get_size(), "RGB")
    pygame.image.save(rgb, str(SHOTS / f"{name}.png"))


def wins_recorded(home: Path) -> int:
    os.environ["CANFIELD_HOME"] = str(home)
    from game.persist.stats import load_stats

    stats, _notice = load_stats()
    return stats.summary("standard", 1)["won"]


def test_a_whole_deal_won_with_the_keyboard_only(xserver, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    running = Running(xserver, home, args=("play", CODE))
    try:
        time.sleep(1.5)  # the deal animation
        game = Game.from_code(CODE)
        line = solve(game.state, budget_seconds=30).moves
        assert line, "the solver found no win for the test deal"
        shown = False
        for move in line:
            pick, drop = keys_for(game, move)
            send(xserver, pick)
            if drop and not shown:  # once: the pick-up with its targets, for the eye
                time.sleep(0.5)
                shoot(xserver, "pickup-with-targets")
                shown = True
            if drop:
                send(xserver, drop)
            game.play(move)
            if game.autofinish_moves():
                break  # the game plays the rest itself
        # The auto-finish flies the last cards at the normal speed, and a loaded machine
        # (the whole suite on two cores) clamps its frame steps: 20 s was once too short.
        deadline = time.monotonic() + 60
        while wins_recorded(home) < 1 and time.monotonic() < deadline:
            time.sleep(0.3)
        assert wins_recorded(home) == 1, running.output()
        time.sleep(0.5)
        shoot(xserver, "won-by-keys")
        assert running.proc.poll() is None, running.output()
    finally:
        running.close()


def test_the_focus_ring_in_a_real_window(xserver, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    running = Running(xserver, home, args=("play", CODE))
    try:
        time.sleep(1.5)
        before = x11.screenshot_surface(xserver)
        send(xserver, ["2"])
        time.sleep(0.5)
        after = x11.screenshot_surface(xserver)
        shoot(xserver, "focus-ring")
        # The ring around column 2's card and the line at the bottom changed the screen.
        assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
        assert running.proc.poll() is None, running.output()
    finally:
        running.close()
