"""End to end in a real window: the real program under a private Xvfb, driven by xdotool.

The deal CF1-D3-AAAAACL has columns 9S | 7C | AD | 6D, reserve top TS and stock KS AC AS
first. One click on the stock turns KS AC AS (AS on top of the waste fan); dragging 6D
onto 7C is legal and refills column 4 from the reserve with TS. The screenshot (Xvfb's
memory-mapped framebuffer, see x11.py) must show exactly those cards where the layout puts
them: each region is compared with the card's own image, blended on the felt, by mean
absolute difference; every one of the other 51 faces must fail the same comparison.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.engine.game import Game
from game.engine.moves import Move
from game.ui.assets import CardArt
from game.ui.layout import Layout, card_places, compute_layout, foundation_order
from game.ui.render import make_felt
from tests.e2e import x11
from tests.e2e.conftest import SCREEN

pytestmark = pytest.mark.e2e

_missing = x11.missing_tools()
if _missing:
    pytest.skip(
        f"real-window tests need {' and '.join(_missing)} on PATH "
        "(Debian: apt-get install xvfb xdotool)",
        allow_module_level=True,
    )

ROOT = Path(__file__).resolve().parents[2]
CODE = "CF1-D3-AAAAACL"

ALL_CARDS = [r + s for s in "SHDC" for r in "A23456789TJQK"]
# Mean absolute difference per colour channel (0-255) between a screen region and the
# expected card. The right card measures about 0-1 (smoothscale/blend rounding); the
# closest wrong faces (8D for 6D, TC for TS, AC for AS) measure 4.5 or more.
MATCH_MAD = 2.5


class Running:
    """The game's process, its window and its private CANFIELD_HOME."""

    def __init__(
        self, server: x11.XServer, home: Path, args: tuple[str, ...] = ("play", CODE)
    ) -> None:
        self.server = server
        self.home = home
        self.log = (home.parent / f"{home.name}.log").open("a+")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", *args],
            cwd=ROOT,
            env=server.env(CANFIELD_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1", LANGUAGE="en"),
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        self.wid = x11.find_window(server, self.proc.pid)
        self.x, self.y, self.w, self.h = x11.window_geometry(server, self.wid)
        # Bring the pointer in first: SDL ignores a click that comes within 10 ms of the
        # window getting the focus, and focus follows the pointer without a window manager.
        server.xdotool("mousemove", str(self.x + self.w // 2), str(self.y + self.h - 10))
        time.sleep(0.25)

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read()

    def wait(self, timeout: float = 10.0) -> int:
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the game did not quit within {timeout} s\n{self.output()}")

    def close(self) -> None:
        x11.stop_process(self.proc)
        self.log.close()


@pytest.fixture
def game(xserver, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    running = Running(xserver, home)
    try:
        yield running
    finally:
        running.close()


# --- helpers ----------------------------------------------------------------------------


def click(server: x11.XServer, x: float, y: float, hold: float = 0.06) -> None:
    """Press and release, held `hold` seconds as a hand does (0: xdotool's instant click)."""
    server.xdotool("mousemove", str(round(x)), str(round(y)))
    time.sleep(0.05)
    if hold <= 0:
        server.xdotool("click", "1")
        return
    server.xdotool("mousedown", "1")
    time.sleep(hold)
    server.xdotool("mouseup", "1")


def drag(server: x11.XServer, start: tuple[float, float], end: tuple[float, float]) -> None:
    """Press, move in steps (each seen as a motion event), release."""
    (x0, y0), (x1, y1) = start, end
    server.xdotool("mousemove", str(round(x0)), str(round(y0)))
    time.sleep(0.08)
    server.xdotool("mousedown", "1")
    time.sleep(0.08)
    steps = 10
    for i in range(1, steps + 1):
        t = i / steps
        server.xdotool("mousemove", str(round(x0 + (x1 - x0) * t)), str(round(y0 + (y1 - y0) * t)))
        time.sleep(0.03)
    time.sleep(0.08)
    server.xdotool("mouseup", "1")


def settle(server: x11.XServer, below: int, quiet: int = 3, timeout: float = 6.0) -> None:
    """Wait until the table (the screen rows from `below` down) stops changing.

    The HUD above is left out: its clock ticks every second.
    """
    last, same = None, 0
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        _w, _h, bytes_per_line, pixels = x11.screen_bytes(server)
        table = pixels[below * bytes_per_line :]
        same = same + 1 if table == last else 0
        if same >= quiet:
            return
        last = table
        time.sleep(0.12)
    raise AssertionError(f"the table kept changing for {timeout} s")


def mad(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean absolute difference of two same-size surfaces, per RGB channel."""
    ra, rb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    assert len(ra) == len(rb)
    return sum(abs(p - q) for p, q in zip(ra, rb, strict=True)) / len(ra)


def expected_face(
    art: CardArt, felt: pygame.Surface, card: str, rect: pygame.Rect, width: int
) -> pygame.Surface:
    surf = pygame.Surface(rect.size)
    surf.blit(felt, (0, 0), rect)
    surf.blit(art.face(card, width), (0, 0))
    return surf


def check_card(
    shot: pygame.Surface,
    art: CardArt,
    felt: pygame.Surface,
    layout: Layout,
    card: str,
    at: tuple[int, int],
    origin: tuple[int, int],
) -> float:
    """Assert the screen shows `card` at `at` (window coordinates) and no other face fits."""
    rect = pygame.Rect(at, (layout.card_w, layout.card_h))
    region = shot.subsurface(rect.move(origin)).copy()
    scores = {c: mad(region, expected_face(art, felt, c, rect, layout.card_w)) for c in ALL_CARDS}
    right = scores.pop(card)
    closest = min(scores, key=scores.get)
    assert right <= MATCH_MAD, f"{card} at {at}: difference {right:.2f} > {MATCH_MAD}"
    # Not an absolute bar for the wrong faces: 2C and 2S differ by only 2.2 at 129 px (the
    # pips are small), so the right face must be three times nearer than the nearest wrong one.
    assert scores[closest] > 3 * right, (
        f"a wrong card nearly passes: {closest} differs from the {card} region by "
        f"{scores[closest]:.2f}, the right face by {right:.2f}"
    )
    return right


def expected_game() -> Game:
    game = Game.from_code(CODE)
    game.play(Move("stock", "waste", 3))
    game.play(Move("t4", "t2", 1))
    return game


def top_left(places, card: str) -> tuple[int, int]:
    place = next(p for c, p in places.items() if str(c) == card)
    return round(place.x), round(place.y)  # the renderer blits at rounded positions


def check_saved(path: Path, state) -> None:
    """game.json ({"version", "game": ...}) replays to the position on the table.

    The engine's `Game.to_json()` is the "game" dict itself or its "engine" entry.
    """
    game = json.loads(path.read_text())["game"]
    engine = game.get("engine", game)
    restored = Game.from_json(engine)
    assert restored.state.key() == state.key(), "game.json does not match the table"


# --- tests ------------------------------------------------------------------------------


def test_play_in_a_real_window_then_sigterm(xserver, game, art, tmp_path):
    assert xserver.xdotool("getwindowname", str(game.wid)).strip() == "Canfield"
    # Full screen at the desktop resolution by default.
    assert (game.w, game.h) == SCREEN, "the window should fill the screen"
    origin = (game.x, game.y)
    layout = compute_layout(game.w, game.h)
    suits = foundation_order(Game.from_code(CODE).initial)

    def screen(x: float, y: float) -> tuple[float, float]:
        return origin[0] + x, origin[1] + y

    settle(xserver, below=round(layout.hud.bottom))
    click(xserver, *screen(layout.stock.x + layout.card_w / 2, layout.stock.y + layout.card_h / 2))
    settle(xserver, below=round(layout.hud.bottom))

    # Drag 6D (column 4) by its middle until it lies where column 2's second card goes.
    before = Game.from_code(CODE).state
    grab = (layout.card_w / 2, layout.card_h / 2)
    src = layout.columns[3]
    dst = layout.columns[1]
    dst_y = dst.y + layout.column_offset(len(before.tableau[1]) + 1)
    drag(
        xserver,
        screen(src.x + grab[0], src.y + grab[1]),
        screen(dst.x + grab[0], dst_y + grab[1]),
    )
    settle(xserver, below=round(layout.hud.bottom))

    shot = x11.screenshot_surface(xserver)
    png = tmp_path / "table.png"
    pygame.image.save(shot, str(png))
    assert game.proc.poll() is None, f"the game died\n{game.output()}"

    # What the table must show: the engine's position after the same two moves.
    want = expected_game()
    state = want.state
    assert [str(c) for c in state.waste] == ["KS", "AC", "AS"]
    assert [str(c) for c in state.tableau[1]] == ["7C", "6D"]
    assert [str(c) for c in state.tableau[3]] == ["TS"]
    places = card_places(state, layout, suits)
    felt = make_felt(game.w, game.h)
    for card in ("AS", "6D", "TS"):
        check_card(shot, art, felt, layout, card, top_left(places, card), origin)
    # The waste fan: AS lies on the right of the three, where the layout fans it.
    assert top_left(places, "AS")[0] == round(layout.waste.x + 2 * layout.waste_dx)

    # A saved game, if the program keeps one, must hold the same position.
    saved = game.home / "game.json"
    if saved.exists():
        check_saved(saved, state)

    game.proc.terminate()  # SIGTERM
    assert game.wait() == 0, game.output()
    if saved.exists():  # written on the way out, perhaps
        check_saved(saved, state)


def test_wrong_card_is_rejected(art):
    """The comparison itself: a card drawn where another is expected fails it."""
    layout = compute_layout(*SCREEN)
    felt = make_felt(*SCREEN)
    rect = pygame.Rect(round(layout.columns[1].x), round(layout.columns[1].y), layout.card_w, 1)
    rect.h = layout.card_h
    shown = expected_face(art, felt, "6H", rect, layout.card_w)
    screen = felt.copy()
    screen.blit(shown, rect)
    with pytest.raises(AssertionError, match="6D"):
        check_card(screen, art, felt, layout, "6D", rect.topleft, (0, 0))
    check_card(screen, art, felt, layout, "6H", rect.topleft, (0, 0))


def test_window_close_request_quits_with_status_0(xserver, game):
    if x11.libx11() is None:
        pytest.skip("libX11 not loadable: cannot send WM_DELETE_WINDOW")
    x11.send_wm_delete(xserver, game.wid)
    assert game.wait() == 0, game.output()
    # Closing saves the settings in CANFIELD_HOME, never in the real user directory.
    assert (game.home / "settings.json").exists()


def test_instant_click_on_the_stock_turns_it(xserver, game, art):
    layout = compute_layout(game.w, game.h)
    origin = (game.x, game.y)
    stock = layout.stock
    x, y = origin[0] + stock.x + stock.w / 2, origin[1] + stock.y + stock.h / 2
    click(xserver, x, y, hold=0)  # press and release in the same instant
    settle(xserver, below=round(layout.hud.bottom))
    shot = x11.screenshot_surface(xserver)
    state = Game.from_code(CODE).state
    state_after = Game(state)
    state_after.play(Move("stock", "waste", 3))
    places = card_places(state_after.state, layout, foundation_order(state))
    felt = make_felt(game.w, game.h)
    check_card(shot, art, felt, layout, "AS", top_left(places, "AS"), origin)
