"""End to end: what the X server shows in the game's window is the frame of its state.

The game, started with CANFIELD_FRAME_DUMP=<dir>, answers SIGUSR1 (once nothing moves)
by saving `oracle-N.png`: the whole frame drawn from scratch from its current state (fresh
renderer and card art, no cached layer, no dirty rectangles; the pygame_gui widgets in
their current state). `assert_window_matches_oracle` compares it with the window's area of
Xvfb's framebuffer, pixel for pixel.

Which screenshot: the game draws nothing while it renders and saves the oracle (one
thread, 0.3-1 s), so the screen is frozen on the frame presented just before; the
framebuffer is read over and over while waiting for the file, and once more as it
appears. The oracle must equal the last read before it appeared or the one just after (a
dialog redraws at 30 fps, so the next frame may already be up). A stale area persists
over both, so taking either does not hide a defect. Left out of the comparison: the
pointer's image, which Xvfb paints into its framebuffer (the I-beam over a text field),
and any part of the window off the screen.

Every test runs the real program in a window smaller than the screen (settings.json:
"fullscreen": false, 1024x700 on the 1280x800 Xvfb). Positions of dialog widgets come
from the same dialogs laid out in this process at the same window size.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from game.engine.game import Game
from game.persist import Settings
from game.ui.app import App
from game.ui.layout import compute_layout
from tests.e2e import x11
from tests.e2e.conftest import SCREEN
from tests.e2e.test_window import click

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(bool(x11.missing_tools()), reason=f"needs {', '.join(x11.missing_tools())}"),
]

ROOT = Path(__file__).resolve().parents[2]
CODE = "CF1-D3-AAAAACL"
WINDOWED = (1024, 700)
# Largest difference of one colour channel (0-255) allowed between screen and oracle. Both
# sides blit the same images at the same integer positions into 32-bit surfaces, and X11
# shows the presented bytes unchanged (24-bit TrueColor Xvfb, no colour conversion), so
# a still frame must match exactly.
TOLERANCE = 0
ORACLE_NAME = re.compile(r"oracle-(\d+)\.png")


# --- comparing ----------------------------------------------------------------------------


@dataclass
class Difference:
    count: int  # pixels with a channel differing by more than TOLERANCE
    box: pygame.Rect | None  # their bounding box
    largest: int  # the largest channel difference anywhere
    mask: pygame.mask.Mask | None = None


def rgb(surface: pygame.Surface) -> pygame.Surface:
    """A 24-bit copy, alpha dropped (the screen's alpha bytes are 0, the oracle's 255)."""
    return pygame.image.frombytes(pygame.image.tobytes(surface, "RGB"), surface.get_size(), "RGB")


def difference(
    actual: pygame.Surface, expected: pygame.Surface, tolerance: int = TOLERANCE
) -> Difference:
    """Which pixels of two same-size frames differ by more than `tolerance` in a channel."""
    a, b = rgb(actual), rgb(expected)
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return Difference(0, None, 0)
    absdiff = a.copy()
    absdiff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(a - b, 0)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(b - a, 0)
    absdiff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_MAX)  # |a - b|
    largest = max(pygame.image.tobytes(absdiff, "RGB"))
    t = tolerance + 1  # from_threshold keeps channels differing by less than t
    mask = pygame.mask.from_threshold(absdiff, (0, 0, 0, 255), (t, t, t, 255))
    mask.invert()
    count = mask.count()
    box = None
    if count:
        rects = mask.get_bounding_rects()
        box = rects[0].unionall(rects[1:])
    return Difference(count, box, largest, mask)


def save_failure(
    where: Path, label: str, screen: pygame.Surface, oracle: pygame.Surface, diff: Difference
) -> list[Path]:
    """Both frames, the differing pixels marked (magenta, box in yellow), and both frames
    cut to the box."""
    where.mkdir(parents=True, exist_ok=True)
    marked = rgb(screen)
    marked.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_MULT)  # dim: 90/256
    if diff.mask is not None:  # only the differing pixels are painted
        diff.mask.to_surface(marked, setcolor=(255, 0, 255), unsetcolor=None)
    if diff.box is not None:
        pygame.draw.rect(marked, (255, 255, 0), diff.box.inflate(4, 4), 1)
    files = {
        f"{label}-screen.png": rgb(screen),
        f"{label}-oracle.png": rgb(oracle),
        f"{label}-diff.png": marked,
    }
    if diff.box is not None:
        files[f"{label}-box-screen.png"] = rgb(screen).subsurface(diff.box)
        files[f"{label}-box-oracle.png"] = rgb(oracle).subsurface(diff.box)
    saved = []
    for name, surface in files.items():
        pygame.image.save(surface, str(where / name))
        saved.append(where / name)
    return saved


def next_oracle(dumpdir: Path) -> Path:
    numbers = [int(m[1]) for p in dumpdir.iterdir() if (m := ORACLE_NAME.fullmatch(p.name))]
    return dumpdir / f"oracle-{max(numbers, default=0) + 1}.png"


def pointer_area(server: x11.XServer) -> pygame.Rect | None:
    """The screen box the pointer's image covers (Xvfb paints it into the framebuffer)."""
    try:
        area = x11.cursor_area(server)
    except RuntimeError:  # no XFixes: any cursor up to 32x32, wherever its hot spot
        loc = dict(kv.split(":") for kv in server.xdotool("getmouselocation").split())
        return pygame.Rect(int(loc["x"]) - 31, int(loc["y"]) - 31, 63, 63)
    return None if area is None else pygame.Rect(area)


def assert_window_matches_oracle(
    server: x11.XServer,
    proc: subprocess.Popen,
    wid: int,
    dumpdir: Path,
    *,
    label: str = "frame",
    save_to: Path | None = None,
    deadline: float | None = None,
    timeout: float = 6.0,
) -> pygame.Surface:
    """SIGUSR1 the game, wait for its next oracle frame, and assert the window shows it.

    Compared: the part of the window on the screen (one placed partly off it is a defect of
    its own, checked where it matters), except the pointer's image, which is the X
    server's, not the window's. `deadline` (time.monotonic()): only screenshots read by
    then count (a "visible within" check). On failure both frames and their difference
    are saved in `save_to` (default: beside the oracles) and the assertion names the count
    and box of differing pixels. Returns the oracle frame.
    """
    if not pygame.get_init():
        pygame.init()
    dumpdir = Path(dumpdir)
    save_to = dumpdir.parent if save_to is None else save_to
    target = next_oracle(dumpdir)
    geometry = x11.window_geometry(server, wid)
    pointer = [pointer_area(server)]
    os.kill(proc.pid, signal.SIGUSR1)
    sent = time.monotonic()
    latest = in_time = None  # (time read, screenshot): the latest, the latest by `deadline`
    while not target.exists():
        assert proc.poll() is None, f"{label}: the game exited ({proc.returncode})"
        assert time.monotonic() - sent < timeout, f"{label}: no {target.name} in {timeout} s"
        shot = x11.window_surface(server, geometry)
        latest = (time.monotonic(), shot)  # the time it had been read by
        if deadline is None or latest[0] <= deadline:
            in_time = latest
        time.sleep(0.004)
    shot = x11.window_surface(server, geometry)
    after = (time.monotonic(), shot)
    pointer.append(pointer_area(server))
    oracle = rgb(pygame.image.load(str(target)))
    assert oracle.get_size() == geometry[2:], (
        f"{label}: the frame is {oracle.get_size()} but the window is {geometry}"
    )
    shots = [s for s in (in_time, latest, after) if s is not None]
    if deadline is not None:
        # The game draws nothing while it renders the oracle, so a screenshot read during
        # that time (by the deadline) shows the frame the oracle describes.
        shots = [s for s in shots if s[0] <= deadline]
        assert shots, (
            f"{label}: no screenshot by the deadline ({time.monotonic() - sent:.2f} s after "
            f"SIGUSR1, {target.name} arrived {after[0] - deadline:+.2f} s from the deadline)"
        )
    origin = pygame.Rect(geometry).topleft
    on_screen = pygame.Rect(geometry).clip(pygame.Rect(0, 0, server.width, server.height))
    visible = on_screen.move(-origin[0], -origin[1])
    masked = [area.move(-origin[0], -origin[1]) for area in pointer if area is not None]
    diffs = []
    for _t, shot in {id(s): s for s in shots}.values():
        shown = shot.copy()
        for area in masked:  # the pointer's pixels compare equal
            shown.blit(oracle, area, area)
        diffs.append((difference(shown.subsurface(visible), oracle.subsurface(visible)), shot))
    best, shot = min(diffs, key=lambda d: d[0].count)
    if best.count:
        files = save_failure(
            save_to, label, shot.subsurface(visible), oracle.subsurface(visible), best
        )
        part = "" if visible.size == oracle.get_size() else f" (its part {tuple(visible)})"
        raise AssertionError(
            f"{label}: {best.count} pixels of the window{part} differ from {target.name} "
            f"(largest channel difference {best.largest}, tolerance {TOLERANCE}), "
            f"within {tuple(best.box)} (x, y, w, h in the window at {geometry}; pointer "
            f"areas left out: {[tuple(a) for a in masked]}); "
            f"saved {', '.join(p.name for p in files)} in {save_to}"
        )
    return oracle


def differing_pixels(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect | None = None) -> int:
    """How many pixels of two frames differ (within `rect` if given)."""
    if rect is not None:
        a, b = a.subsurface(rect), b.subsurface(rect)
    return difference(a, b, 0).count


# --- the game in a window -----------------------------------------------------------------


def dialog_widgets(size: tuple[int, int], home: Path) -> dict[str, pygame.Rect]:
    """Rects (window coordinates) of the widgets clicked or looked at, laid out by the same
    dialogs at the same window size."""
    os.environ["CANFIELD_HOME"] = str(home)  # never the user's directory (save=False anyway)
    settings = Settings()
    settings.language = "en"
    settings.fullscreen = False
    app = App(Game.from_code(CODE), settings=settings, size=size, fullscreen=False, save=False)
    app.open_dialog("menu")
    rects = {
        "menu.new": app.dialog.buttons["new"].rect.copy(),
        "menu.settings": app.dialog.buttons["settings"].rect.copy(),
        "menu": app.dialog.window.rect.copy(),
    }
    app.open_dialog("newgame")
    rects["entry"] = app.dialog.entry.rect.copy()
    rects["code_status"] = app.dialog.code_status.rect.copy()
    app.open_dialog("settings")
    rects["four_colour"] = app.dialog.checks["four_colour"].rect.copy()
    rects["settings"] = app.dialog.window.rect.copy()
    app.close_dialog()
    return rects


class Windowed:
    """The game in a 1024x700 window, its CANFIELD_HOME and oracle directory in tmp_path."""

    def __init__(
        self, server: x11.XServer, tmp_path: Path, code: str = CODE, full_screen: bool = False
    ) -> None:
        self.server = server
        self.tmp = tmp_path
        self.home = tmp_path / "home"
        self.home.mkdir()
        self.dumps = tmp_path / "oracles"
        self.dumps.mkdir()
        settings = {"fullscreen": full_screen, "window_size": list(WINDOWED), "language": "en"}
        (self.home / "settings.json").write_text(json.dumps({"version": 1, "settings": settings}))
        self.log = (tmp_path / "game.log").open("w+")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "play", code],
            cwd=ROOT,
            env=server.env(
                CANFIELD_HOME=str(self.home),
                CANFIELD_FRAME_DUMP=str(self.dumps),
                PYGAME_HIDE_SUPPORT_PROMPT="1",
                LANGUAGE="en",
            ),
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        self.find(SCREEN if full_screen else WINDOWED)

    def find(self, size: tuple[int, int], drawn: bool = True) -> None:
        """Wait for the window at `size` with the table drawn, then bring the pointer in:
        without a window manager the keyboard focus follows the pointer, and SDL ignores a
        click that comes within 10 ms of the window getting the focus."""
        self.wid, (self.x, self.y, self.w, self.h) = x11.find_window_of_size(
            self.server, self.proc.pid, size, drawn=drawn
        )
        self.server.xdotool("mousemove", str(self.x + self.w // 2), str(self.y + self.h - 10))
        time.sleep(0.25)

    def await_size(self, size: tuple[int, int], timeout: float = 4.0) -> tuple[int, int, int, int]:
        """Wait (at most `timeout` s) for the window to take `size`; whatever it then is,
        take it and return its geometry. The table need not be drawn (a defect may leave
        the felt black)."""
        deadline = time.monotonic() + timeout
        while True:
            self.wid, geometry = x11.find_window_of_size(self.server, self.proc.pid, drawn=False)
            if geometry[2:] == size or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        self.x, self.y, self.w, self.h = geometry
        time.sleep(0.3)  # the resize events reach the game
        return geometry

    def key(self, name: str) -> None:
        self.server.xdotool("key", name)
        time.sleep(0.2)  # the key reaches the game before the SIGUSR1 that follows

    def click(self, rect: pygame.Rect) -> None:
        x, y = rect.center
        click(self.server, self.x + x, self.y + y)
        time.sleep(0.2)

    def matches(self, label: str, **kw) -> pygame.Surface:
        return assert_window_matches_oracle(
            self.server, self.proc, self.wid, self.dumps, label=label, save_to=self.tmp, **kw
        )

    def settings(self) -> dict:
        return json.loads((self.home / "settings.json").read_text())["settings"]

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read()

    def close(self) -> None:
        x11.stop_process(self.proc)
        self.log.close()


@pytest.fixture
def windowed(xserver, tmp_path):
    running = Windowed(xserver, tmp_path)
    try:
        yield running
        assert running.proc.poll() is None, f"the game died\n{running.output()}"
    finally:
        running.close()


@pytest.fixture
def widgets(tmp_path):
    home = tmp_path / "layout-home"
    home.mkdir()
    saved = os.environ.get("CANFIELD_HOME")
    try:
        yield dialog_widgets(WINDOWED, home)
    finally:
        if saved is None:
            os.environ.pop("CANFIELD_HOME", None)
        else:
            os.environ["CANFIELD_HOME"] = saved


# --- tests ----------------------------------------------------------------------------------


def test_f11_to_full_screen_and_back(xserver, windowed):
    assert (windowed.w, windowed.h) == WINDOWED
    windowed.matches("start")
    problems = []

    def check(label: str) -> None:
        try:
            windowed.matches(label)
        except AssertionError as e:
            problems.append(str(e))

    windowed.key("F11")
    geometry = windowed.await_size(SCREEN)
    if geometry != (0, 0, *SCREEN):
        problems.append(f"full screen: the window is at {geometry}, not {(0, 0, *SCREEN)}")
    check("fullscreen")

    windowed.key("F11")
    geometry = windowed.await_size(WINDOWED)
    if geometry[2:] != WINDOWED:
        problems.append(f"back from full screen: the window is {geometry}, not {WINDOWED}")
    check("windowed-again")
    assert not problems, "\n".join(problems)


def test_a_game_started_in_full_screen_leaves_it_for_its_window_size(xserver, tmp_path):
    """A new player's first start is full screen; F11 must then give the saved window size
    (seen under Xvfb: the window kept the screen's size, and that size was saved)."""
    game = Windowed(xserver, tmp_path, full_screen=True)
    try:
        game.key("F11")
        geometry = game.await_size(WINDOWED)
        assert geometry[2:] == WINDOWED, f"the window is {geometry}, not {WINDOWED}"
        game.matches("windowed-from-full-screen")
        assert game.settings()["window_size"] == list(WINDOWED)
        assert game.proc.poll() is None, f"the game died\n{game.output()}"
    finally:
        game.close()


def test_menu_opens_and_closes(windowed, widgets):
    table = windowed.matches("table")
    windowed.key("Escape")
    menu = windowed.matches("menu-open")
    assert differing_pixels(table, menu, widgets["menu"]) > 0, "Esc did not open the menu"
    windowed.key("Escape")
    closed = windowed.matches("menu-closed")
    assert differing_pixels(table, closed) == 0, "the table differs after closing the menu"


def test_typed_game_code_stays_visible(windowed, widgets):
    windowed.key("Escape")
    windowed.click(widgets["menu.new"])
    windowed.click(widgets["entry"])
    before = windowed.matches("code-empty")
    windowed.server.xdotool("type", "--delay", "30", "abc")
    typed = time.monotonic()
    shown = windowed.matches("code-typed", deadline=typed + 0.5)
    # The typed text arrived: "abc" is no code, so the line under the field explains why.
    assert differing_pixels(before, shown, widgets["code_status"]) > 0, "no validation shown"
    assert differing_pixels(before, shown, widgets["entry"]) > 0, "the field did not change"
    time.sleep(3.0)
    later = windowed.matches("code-typed-3s")
    assert differing_pixels(before, later, widgets["code_status"]) > 0


def test_four_colour_deck_applies_at_once(windowed, widgets):
    windowed.key("Escape")
    windowed.click(widgets["menu.settings"])
    before = windowed.matches("settings-open")
    windowed.click(widgets["four_colour"])
    after = windowed.matches("four-colour")
    assert windowed.settings()["four_colour"] is True, "the check box click did not land"
    # 6D (column 4, right of the dialog) changes colour on the oracle frame.
    layout = compute_layout(*WINDOWED)
    six = pygame.Rect(round(layout.columns[3].x), round(layout.columns[3].y), 1, 1)
    six.size = (layout.card_w, layout.card_h)
    visible = six.clip(pygame.Rect(widgets["settings"].right, 0, WINDOWED[0], WINDOWED[1]))
    assert visible.w > 0
    assert differing_pixels(before, after, visible) > 0, "6D kept its colour on the oracle"


def test_new_deal_on_an_untouched_game(windowed):
    first = windowed.matches("first-deal")
    windowed.key("n")
    second = windowed.matches("second-deal")
    layout = compute_layout(*WINDOWED)
    table = pygame.Rect(0, round(layout.hud.bottom), *WINDOWED)
    table = table.clip(pygame.Rect(0, 0, *WINDOWED))
    assert differing_pixels(first, second, table) > 0, "N dealt no new game"


STUCK_FROM_THE_START = "CF1-D3-RUXRGFF"  # no card of this deal can ever reach a foundation


def test_banner_of_a_deal_stuck_from_the_start(xserver, tmp_path):
    """The deal animation ends on a deal where no card can go home: the frame then shows
    the whole end-of-game panel. (About 2 % of random deals are such, so N in
    test_new_deal_on_an_untouched_game meets this case now and then; here it always does.)"""
    game = Windowed(xserver, tmp_path, code=STUCK_FROM_THE_START)
    try:
        game.matches("stuck-banner")  # asked at once: answered when the deal has landed
    finally:
        game.close()


def test_difference_counts_and_boxes_stale_pixels():
    """The comparison itself: equal frames pass, a stale patch is counted and boxed, and
    a channel off by one is a difference (the tolerance is 0)."""
    pygame.init()
    oracle = pygame.Surface((40, 30), depth=24)
    oracle.fill((20, 90, 40))
    assert difference(oracle.copy(), oracle).count == 0
    screen = oracle.copy()
    screen.fill((0, 0, 0), pygame.Rect(5, 6, 3, 2))  # a black patch
    screen.set_at((30, 20), (21, 90, 40))
    found = difference(screen, oracle)
    assert found.count == 3 * 2 + 1
    assert found.box == pygame.Rect(5, 6, 26, 15)
    assert found.largest == 90
