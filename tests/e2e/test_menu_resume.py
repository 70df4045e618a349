"""End to end (issue 6): open the menu, start a draw-1 strict game through the dialog,
play a move, quit, relaunch, and find the game resumed."""

import json
import os
import time

import pygame
import pytest

from game.engine.game import Game
from game.engine.moves import Move
from game.persist import Settings
from game.ui.app import App
from game.ui.layout import card_places, compute_layout, foundation_order
from tests.e2e import x11
from tests.e2e.test_window import Running, check_card, click, settle

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(bool(x11.missing_tools()), reason=f"needs {', '.join(x11.missing_tools())}"),
]


def dialog_buttons(size: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """Centres of the buttons we click, laid out exactly as the game lays them out."""
    os.environ["CANFIELD_HOME"] = os.environ.get("CANFIELD_HOME", "/nonexistent-canfield-home")
    settings = Settings()
    settings.language = "en"
    app = App(
        Game.from_code("CF1-D3-AAAAACL"), settings=settings, size=size, fullscreen=False, save=False
    )
    app.open_dialog("menu")
    centres = {"menu.new": app.dialog.buttons["new"].rect.center}
    app.open_dialog("newgame")
    dialog = app.dialog
    centres["draw1"] = dialog.draws.buttons[1].rect.center
    centres["strict"] = dialog.rules.buttons["strict"].rect.center
    centres["deal"] = dialog.deal_button.rect.center
    app.close_dialog()
    return centres


def saved_game(home) -> dict:
    return json.loads((home / "game.json").read_text())["game"]


def test_menu_new_strict_draw_one_game_is_resumed_after_a_relaunch(xserver, tmp_path, art):
    home = tmp_path / "home"
    home.mkdir()
    first = Running(xserver, home)
    try:
        origin = (first.x, first.y)
        buttons = dialog_buttons((first.w, first.h))
        hud_h = compute_layout(first.w, first.h).hud.h
        xserver.xdotool("key", "Escape")  # opens the menu
        time.sleep(0.4)
        for name in ("menu.new", "draw1", "strict", "deal"):
            x, y = buttons[name]
            click(xserver, origin[0] + x, origin[1] + y)
            time.sleep(0.4)
        settle(xserver, below=int(hud_h) + 2)
        layout = compute_layout(first.w, first.h)
        stock = layout.stock
        click(xserver, origin[0] + stock.x + stock.w / 2, origin[1] + stock.y + stock.h / 2)
        settle(xserver, below=int(hud_h) + 2)
        saved = saved_game(home)
        game = Game.from_json(saved["engine"])
        assert (game.state.rules.name, game.state.draw) == ("strict", 1)
        assert str(game.code).startswith("CF1-D1-") and str(game.code).endswith("-S")
        assert game.history == [Move("stock", "waste", 1)]
        os.kill(first.proc.pid, 15)
        assert first.wait() == 0, first.output()
    finally:
        first.close()

    second = Running(xserver, home, args=("play",))  # no code: resume the saved game
    try:
        settle(xserver, below=int(hud_h) + 2)
        resumed = Game.from_json(saved_game(home)["engine"])
        assert resumed.code == game.code and resumed.state == game.state
        # The screen shows the resumed position: the turned card on the waste.
        shot = x11.screenshot_surface(xserver)
        rgb = pygame.image.frombytes(pygame.image.tobytes(shot, "RGB"), shot.get_size(), "RGB")
        pygame.image.save(rgb, str(tmp_path / "resumed.png"))  # X leaves alpha at 0
        places = card_places(game.state, layout, foundation_order(game.initial))
        top = game.state.waste[-1]
        at = (round(places[top].x), round(places[top].y))
        check_card(shot, art, _felt(layout), layout, str(top), at, (second.x, second.y))
        os.kill(second.proc.pid, 15)
        assert second.wait() == 0, second.output()
    finally:
        second.close()


def _felt(layout):
    from game.ui.render import make_felt

    return make_felt(layout.width, layout.height)
