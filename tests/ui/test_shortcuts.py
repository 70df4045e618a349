"""The command keys: the table the menu, the bar's tool tips and the rules name them by
(game/ui/shortcuts.py) says only what the keys really do."""

import pygame
import pytest

from game.engine.game import Game
from game.i18n import t
from game.ui.dialogs.rules import shortcuts_html
from game.ui.shortcuts import KEYS, key_code, key_name, with_key
from tests.engine.build import near_won_state
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

CODE = "CF1-D3-AAAAACL"


def press(d: Driver, command: str) -> None:
    ctrl, name = KEYS[command]
    d.key(key_code(name), pygame.KMOD_LCTRL if ctrl else 0)
    d.step(2)


def spy(monkeypatch, owner, name: str) -> list:
    calls: list = []
    real = getattr(owner, name)

    def spied(*args, **kw):
        calls.append(name)
        return real(*args, **kw)

    monkeypatch.setattr(owner, name, spied)
    return calls


def moved(d: Driver) -> None:
    d.click_stock()
    d.settle()


# command -> (set the table up, what pressing the key must have done)
CHECKS = {
    "new": (None, lambda d, calls: d.app.dialog_kind == "newgame" and d.app.dialog),
    "restart": (moved, lambda d, calls: d.app.dialog_kind == "restart" and d.app.dialog),
    "undo": (moved, lambda d, calls: d.session.game.move_count == 0),
    "redo": (
        lambda d: (moved(d), d.session.undo(), d.settle()),
        lambda d, calls: d.session.game.move_count == 1,
    ),
    "hint": (None, lambda d, calls: calls == ["hint"]),
    "solution": (None, lambda d, calls: calls == ["show_solution"]),
    "home": (None, lambda d, calls: calls == ["send_home"]),
    "rules": (None, lambda d, calls: d.app.dialog_kind == "rules" and d.app.dialog),
    "fullscreen": (None, lambda d, calls: d.app.fullscreen),
    "menu": (None, lambda d, calls: d.app.dialog_kind == "menu" and d.app.dialog),
    "quit": (None, lambda d, calls: not d.app.running),
}


def set_up(command: str, monkeypatch, game: Game | None = None) -> tuple[Driver, list]:
    """A table ready for the command's key (CHECKS), and the calls its spy records."""
    d = Driver(game or Game.from_code(CODE), size=(1280, 800))
    setup, _check = CHECKS[command]  # a key named without a check here fails
    if setup is not None:
        setup(d)
    calls = []
    if command in ("hint", "solution"):
        calls = spy(monkeypatch, d.app, {"hint": "hint", "solution": "show_solution"}[command])
    if command == "home":
        calls = spy(monkeypatch, d.session, "send_home")
    return d, calls


@pytest.mark.parametrize("command", list(KEYS))
def test_every_key_the_game_names_does_its_command(command, monkeypatch):
    d, calls = set_up(command, monkeypatch)
    press(d, command)
    assert CHECKS[command][1](d, calls)


@pytest.mark.parametrize("command", [c for c in KEYS if c not in ("menu", "fullscreen")])
def test_the_keys_the_menu_names_work_from_the_open_menu(command, monkeypatch):
    """A tester pressed Ctrl+N with the menu open (it says "New game… (Ctrl+N)"):
    nothing happened. Each key the menu names now closes it and does its command."""
    game = Game(near_won_state()) if command == "home" else None  # cards to send home
    d, calls = set_up(command, monkeypatch, game)
    d.app.open_dialog("menu")
    d.step(2)
    press(d, command)
    menu_open = d.app.dialog is not None and d.app.dialog_kind == "menu"
    assert (command == "quit" or not menu_open) and CHECKS[command][1](d, calls)


def test_ctrl_q_quits_from_any_dialog():
    # A tester pressed Ctrl+Q, as in Aisleriot and PySolFC: nothing happened.
    for kind in ("newgame", "settings", "stats", "rules"):
        d = Driver(Game.from_code(CODE), size=(1280, 800))
        d.app.open_dialog(kind)
        d.step(2)
        press(d, "quit")
        assert not d.app.running, kind


def test_a_greyed_menu_items_key_does_nothing_from_the_menu():
    d = Driver(Game.from_code(CODE), size=(1280, 800))  # no move yet: nothing to undo
    d.app.open_dialog("menu")
    d.step(2)
    press(d, "undo")
    assert d.app.dialog is not None and d.app.dialog_kind == "menu"
    assert d.session.game.move_count == 0
    assert_screen_true(d.app)


def test_ctrl_r_restarts_the_deal_and_after_a_win_deals_it_again():
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.app.settings.confirm_leave = False
    start = d.state.copy()
    moved(d)
    assert d.state != start
    press(d, "restart")
    d.settle()
    assert d.state == start and d.session.game.move_count == 0

    won = Driver(Game(near_won_state()), size=(1280, 800))
    won.drag("waste", 0, won.pile_point("fH"))
    won.settle(limit=3000)
    assert won.app.life.final
    before = won.session.game
    press(won, "restart")
    won.settle()
    assert won.session.game is not before and not won.state.is_won()


def test_ctrl_n_opens_the_new_game_dialog_after_a_win_too():
    # Players of Aisleriot and PySolFC reach for Ctrl+N; N alone deals at once (tester
    # round, stop 51).
    won = Driver(Game(near_won_state()), size=(1280, 800))
    won.drag("waste", 0, won.pile_point("fH"))
    won.settle(limit=3000)
    assert won.app.life.final
    press(won, "new")
    assert won.app.dialog_kind == "newgame" and won.app.dialog is not None
    assert_screen_true(won.app)


def test_the_menu_names_each_key_on_the_keyboard_of_the_language():
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.app.open_dialog("menu")
    d.step(2)
    texts = {name: b.text for name, b in d.app.dialog.buttons.items()}
    assert texts["undo"] == "Undo (Ctrl+Z)" and texts["restart"].endswith("(Ctrl+R)")
    assert texts["solution"] == "Show solution (D)" and texts["fullscreen"].endswith("(F11)")
    assert texts["settings"] == "Settings…"  # no key, no brackets

    def de(key, **params):
        return t(key, "de", **params)

    assert key_name("undo", de) == "Strg+Z"
    assert with_key(de("menu.undo"), "undo", de) == "Rückgängig (Strg+Z)"


def test_the_bar_buttons_tell_their_keys_and_the_rules_list_them_all():
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    tips = {name: b.tool_tip_text for name, b in d.app.hud.buttons.items()}
    assert tips["undo"] == "Undo (Ctrl+Z)" and tips["hint"] == "Hint (H)"
    assert tips["menu"] == "Menu (Esc)" and tips["new"] == "New game (Ctrl+N)"
    html = shortcuts_html(d.app.tr)
    for command in KEYS:
        assert f"<b>{key_name(command, d.app.tr)}</b>" in html


def test_a_bar_buttons_tool_tip_reaches_the_screen_when_it_comes():
    # Found in a real window: the tip came after its delay, but a still table drew no
    # frame for it, so it never showed.
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    centre = d.app.hud.buttons["hint"].rect.center
    d.post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    pygame.mouse.set_pos(centre)  # pygame_gui asks the mouse where it is
    d.step(2)
    assert d.app.hud.tip_shown() is None  # not at once: after the theme's delay
    before = d.app.screen.copy()
    for _ in range(90):
        d.step(1)
    assert d.app.hud.tip_shown() == "hint"
    assert d.app.screen.get_at(centre) == before.get_at(centre)  # the button is as it was
    assert pygame.image.tobytes(d.app.screen, "RGB") != pygame.image.tobytes(before, "RGB")
    assert_screen_true(d.app)
    pygame.mouse.set_pos((640, 500))  # away: the tip goes, and the table under it is whole
    d.post(pygame.MOUSEMOTION, pos=(640, 500), rel=(0, 0), buttons=(0, 0, 0))
    d.step(3)
    assert d.app.hud.tip_shown() is None
    assert_screen_true(d.app)


@pytest.mark.parametrize("language", ["en", "nl"])
def test_a_dialog_buttons_tool_tip_shows_whole_past_the_dialogs_edge(language):
    """The Daily deal tip hangs below the New game dialog: drawn in the dialog's areas
    alone it was cut at the dialog's edge, and its words with it (a tester, 1600x900;
    in Dutch at 900x1300 too). Going away, it leaves the table whole."""
    pygame.display.set_mode((900, 1300))
    d = Driver(Game.from_code(CODE), size=(900, 1300))
    d.app.apply_setting("language", language)
    d.app.open_dialog("newgame")
    d.step(2)
    button = d.app.dialog.daily_button
    pygame.mouse.set_pos(button.rect.center)
    d.post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    d.step(90)
    assert button.tool_tip is not None
    assert not d.app.dialog.window.rect.contains(button.tool_tip.rect)  # it reaches past
    # in two or three lines, not four narrow ones over the buttons beside it
    line = d.app.hud.manager.get_theme().get_font(["tool_tip"]).size("Ág")[1]
    assert button.tool_tip.rect.h < 4 * line
    assert_screen_true(d.app)
    pygame.mouse.set_pos((5, 1290))
    d.post(pygame.MOUSEMOTION, pos=(5, 1290), rel=(0, 0), buttons=(0, 0, 0))
    d.step(3)
    assert button.tool_tip is None
    assert_screen_true(d.app)


def test_the_end_of_game_panel_buttons_tell_their_keys():
    won = Driver(Game(near_won_state()), size=(1280, 800))
    won.drag("waste", 0, won.pile_point("fH"))
    won.settle(limit=3000)
    tips = {name: b.tool_tip_text for name, b in won.app.banner_buttons.items()}
    assert tips == {
        "new": "New game (N)",
        "replay": f"{won.app.tr('button.replay')} (Ctrl+R)",
        "stats": None,
    }
