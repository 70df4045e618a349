"""Every dialog from the keyboard (Tab, arrows, Enter, Space, Esc) with a visible focus
ring, and dialogs that fit and read at every window size, driven by real key events."""

from __future__ import annotations

import warnings

import pygame
import pytest

from game.engine.game import Game
from game.i18n import LANGUAGES, t
from game.persist import load_settings
from game.ui.dialogs import (
    ConfirmLeaveDialog,
    MenuDialog,
    NewGameDialog,
    SettingsDialog,
)
from game.ui.dialogs.widgets import Choice, ValueSlider
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

KINDS = ("menu", "newgame", "settings", "stats", "rules", "confirm")


def new_driver(size=(1280, 720)) -> Driver:
    return Driver(Game.from_code("CF1-D3-AAAAACL"), size=size, save=True)


def open_kind(d: Driver, kind: str) -> None:
    if kind == "confirm":
        d.app.open_dialog("confirm", text="?")
    else:
        d.app.open_dialog(kind)
    d.step(2)


def tab(d: Driver, times: int = 1, shift: bool = False) -> None:
    for _ in range(times):
        d.key(pygame.K_TAB, pygame.KMOD_SHIFT if shift else 0)


def focus_on(d: Driver, target) -> None:
    """Tab until `target` (a control or a Choice/ValueSlider) has the focus."""
    for _ in range(len(d.app.dialog.focus.items) + 1):
        if d.app.dialog.focus.current.target is target:
            return
        tab(d)
    raise AssertionError(f"Tab never reached {target}")


def ring_around(d: Driver):
    """The focus ring's screen rect and the focused element's."""
    focus = d.app.dialog.focus
    return focus.ring_rect, focus.current.element.rect


@pytest.mark.parametrize("kind", KINDS)
def test_tab_walks_every_control_and_the_ring_follows(kind):
    d = new_driver()
    open_kind(d, kind)
    focus = d.app.dialog.focus
    usable = [i for i, item in enumerate(focus.items) if item.usable]
    assert usable, "a dialog the keyboard can't reach"
    seen = []
    for _ in range(len(usable)):
        ring, element = ring_around(d)
        assert ring.contains(element) and ring != element  # around it, not on it
        seen.append(focus.index)
        tab(d)
    assert sorted(seen) == usable  # every usable control once, then round again
    assert focus.index == seen[0]
    tab(d, shift=True)
    assert focus.index == seen[-1]  # Shift+Tab goes back
    assert_screen_true(d.app)  # the ring is on the presented frame as on a fresh one


def test_disabled_buttons_are_skipped():
    d = new_driver()
    open_kind(d, "menu")
    menu = d.app.dialog
    assert not menu.buttons["undo"].is_enabled  # nothing to undo on a fresh deal
    for _ in range(len(menu.focus.items)):
        assert menu.focus.current.target is not menu.buttons["undo"]
        tab(d)


def test_menu_by_keys_opens_settings_titled_with_the_menu_words():
    d = new_driver()
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.app.dialog, MenuDialog)
    focus_on(d, d.app.dialog.buttons["settings"])
    d.key(pygame.K_RETURN)
    d.step(2)
    assert isinstance(d.app.dialog, SettingsDialog)
    title = d.app.dialog.window.window_display_title
    assert title == t("menu.settings", "en").rstrip("…")
    d.key(pygame.K_ESCAPE)
    assert d.app.dialog is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_dialog_title_is_the_words_of_its_button(lang):
    d = new_driver()
    d.app.apply_setting("language", lang)
    for kind, item in (("newgame", "new"), ("settings",) * 2, ("stats",) * 2, ("rules",) * 2):
        open_kind(d, kind)
        words = t(f"menu.{item}", lang).rstrip("…")
        assert d.app.dialog.window.window_display_title == words
    open_kind(d, "menu")
    assert d.app.dialog.window.window_display_title == t("button.menu", lang)


def test_settings_by_keys_segments_slider_check_and_language(monkeypatch):
    d = new_driver()
    open_kind(d, "settings")
    dialog = d.app.dialog
    assert dialog.focus.current.target is dialog.close_button  # Enter closes
    speed = dialog.menus["animation_speed"]
    focus_on(d, speed)
    d.key(pygame.K_RIGHT)
    assert d.app.settings.animation_speed == "fast" and speed.buttons["fast"].is_selected
    d.key(pygame.K_RIGHT)  # past the end: stays
    assert d.app.settings.animation_speed == "fast"
    d.key(pygame.K_LEFT)
    d.key(pygame.K_LEFT)
    assert d.app.settings.animation_speed == "slow"
    assert load_settings()[0].animation_speed == "slow"
    ring, rect = ring_around(d)
    assert dialog.focus.current.element is speed.buttons["slow"]  # the ring follows the choice
    assert ring.contains(rect)

    played = []
    monkeypatch.setattr(d.app.sounds, "play", played.append)
    focus_on(d, dialog.volume)
    d.key(pygame.K_LEFT)
    assert d.app.settings.volume == pytest.approx(0.75) and played == ["place"]
    assert dialog.volume.label.text == "75 %"

    focus_on(d, dialog.checks["four_colour"])
    before = pygame.image.tobytes(dialog.preview.image, "RGBA")
    d.key(pygame.K_SPACE)
    d.step(2)
    assert d.app.settings.four_colour is True
    assert pygame.image.tobytes(dialog.preview.image, "RGBA") != before  # live preview

    focus_on(d, dialog.menus["felt"])
    d.key(pygame.K_RIGHT)
    assert d.app.settings.felt == "blue"

    focus_on(d, dialog.menus["language"])
    d.key(pygame.K_RIGHT)  # the system's language -> English
    assert d.app.settings.language == "en"
    d.key(pygame.K_RIGHT)  # -> Nederlands, applied at once
    assert d.app.lang == "nl"
    reopened = d.app.dialog
    assert isinstance(reopened, SettingsDialog) and reopened is not dialog
    assert isinstance(reopened.focus.current.target, Choice)  # the keys go on where they were
    assert reopened.focus.current.target is reopened.menus["language"]
    assert_screen_true(d.app)
    d.key(pygame.K_RETURN)  # on a choice, Enter is the primary button: Close
    assert d.app.dialog is None


def test_new_game_by_keys_deals_and_plays_a_typed_code():
    d = new_driver()
    open_kind(d, "newgame")
    dialog = d.app.dialog
    assert isinstance(dialog, NewGameDialog)
    focus_on(d, dialog.draws)
    d.key(pygame.K_RIGHT)  # draw 1
    focus_on(d, dialog.rules)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)  # strict
    assert (dialog.draw, dialog.rules_name) == (1, "strict")
    focus_on(d, dialog.entry)
    for ch in "CF1-D1-QWERTYU":
        d.post(pygame.TEXTINPUT, text=ch)
    d.step(2)
    assert dialog.play_button.is_enabled
    d.key(pygame.K_RETURN)
    d.step(2)
    assert d.app.dialog is None and str(d.session.code) == "CF1-D1-QWERTYU"

    open_kind(d, "newgame")
    again = d.app.dialog
    assert again.focus.current.target is again.deal_button  # primary first
    d.key(pygame.K_RETURN)  # Deal: the fresh game had no move, so no question
    d.settle()
    assert d.app.dialog is None and str(d.session.code) != "CF1-D1-QWERTYU"
    assert (d.state.rules.name, d.state.draw) == (again.rules_name, again.draw)


def test_leave_question_enter_keeps_and_tab_enter_leaves():
    d = new_driver()
    d.click_stock()
    code = str(d.session.code)
    d.key(pygame.K_n)
    assert isinstance(d.app.dialog, ConfirmLeaveDialog)
    d.key(pygame.K_RETURN)  # the focus starts on "Keep playing"
    assert d.app.dialog is None and str(d.session.code) == code
    d.key(pygame.K_n)
    d.key(pygame.K_RIGHT)  # from "Keep playing" to "Leave game" beside it
    assert d.app.dialog.focus.current.target is d.app.dialog.leave_button
    d.key(pygame.K_RETURN)
    d.settle()
    assert str(d.session.code) != code


def test_a_click_moves_the_focus_to_the_control_clicked():
    d = new_driver()
    open_kind(d, "settings")
    dialog = d.app.dialog
    target = dialog.menus["scoring"].buttons["casino"]
    d.click_at(*target.rect.center)
    d.step(2)
    assert dialog.focus.current.target is dialog.menus["scoring"]
    ring, _rect = ring_around(d)
    assert dialog.focus.current.element is target and ring.contains(target.rect)


def _controls(dialog):
    for item in dialog.focus.items:
        target = item.target
        if isinstance(target, Choice):
            yield from target.elements
        elif isinstance(target, ValueSlider):
            yield target.slider
        else:
            yield target


@pytest.mark.parametrize("size", [(800, 600), (3840, 2160)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_dialog_fits_its_texts_and_the_window(size, lang):
    """No text cut off (pygame_gui warns when a label is too small; a button's text must
    fit inside it) and no control outside the window or the screen."""
    d = new_driver(size)
    d.app.apply_setting("language", lang)
    for kind in KINDS:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # "Label Rect is too small for text" fails here
            open_kind(d, kind)
        dialog = d.app.dialog
        window = dialog.window.rect
        assert pygame.Rect((0, 0), size).contains(window), kind
        if kind == "stats":  # the reset question has its own row: it must fit too
            d.click_at(*dialog.reset_button.rect.center)
            d.step(2)
            assert dialog.asking
        for control in _controls(dialog):
            assert window.contains(control.rect), (kind, control)
            text = getattr(control, "text", "")
            if isinstance(text, str) and text and hasattr(control, "font"):
                # pygame_gui pads a button's text and cuts what doesn't fit: leave room.
                room = control.rect.w - control.font.get_point_size()
                assert control.font.size(text)[0] <= room, (kind, text)
        d.app.close_dialog()


@pytest.mark.parametrize("kind", KINDS)
def test_buttons_are_big_enough_at_1080p_and_the_table_is_dimmed(kind):
    d = new_driver((1920, 1080))
    corner = d.app.screen.get_at((5, 1075))
    open_kind(d, kind)
    for control in _controls(d.app.dialog):
        if isinstance(control, pygame_gui_button()):
            assert control.rect.h >= 40, (kind, control.text)
    dimmed = d.app.screen.get_at((5, 1075))
    assert sum(dimmed[:3]) < sum(corner[:3]) * 0.6  # the table under a dialog is dimmed
    primary = d.app.dialog.primary
    if primary is not None:  # the primary action looks different from the other buttons
        others = [
            c
            for c in _controls(d.app.dialog)
            if c is not primary and c.visible and isinstance(c, pygame_gui_button())
        ]
        colour = primary.image.get_at((primary.rect.w // 2, 4))
        assert all(c.image.get_at((c.rect.w // 2, 4)) != colour for c in others)


def pygame_gui_button():
    import pygame_gui

    return pygame_gui.elements.UIButton


def test_clicks_outside_a_dialog_reach_neither_the_table_nor_the_bar():
    d = new_driver()
    open_kind(d, "settings")
    stock_before = len(d.state.stock)
    d.click_stock()
    d.click_at(*d.app.hud.buttons["new"].rect.center)
    d.step(2)
    assert len(d.state.stock) == stock_before
    assert isinstance(d.app.dialog, SettingsDialog)


def test_rules_text_scrolls_from_the_keyboard_and_enter_closes():
    d = new_driver((800, 600))
    open_kind(d, "rules")
    dialog = d.app.dialog
    assert dialog.focus.current.target is dialog.text  # the text has the focus at once
    bar = dialog.text.scroll_bar
    assert bar is not None and bar.start_percentage == 0.0
    d.key(pygame.K_DOWN)
    down = bar.start_percentage
    assert down > 0.0
    d.key(pygame.K_PAGEDOWN)
    assert bar.start_percentage > down
    d.key(pygame.K_END)
    assert bar.start_percentage == pytest.approx(1.0 - bar.visible_percentage, abs=1e-3)
    d.key(pygame.K_HOME)
    assert bar.start_percentage == 0.0
    d.step(2)
    assert_screen_true(d.app)
    d.key(pygame.K_RETURN)
    assert d.app.dialog is None


def test_the_deck_preview_follows_large_corners_too():
    d = new_driver()
    open_kind(d, "settings")
    dialog = d.app.dialog
    before = pygame.image.tobytes(dialog.preview.image, "RGBA")
    d.click_at(*dialog.checks["large_index"].rect.center)
    d.step(2)
    assert d.app.settings.large_index is True
    assert pygame.image.tobytes(dialog.preview.image, "RGBA") != before
    assert_screen_true(d.app)


def test_the_volume_slider_s_arrows_and_the_close_cross_grow_with_the_window():
    """pygame_gui draws a slider's arrow buttons 20 px wide with a 14 px glyph at any
    size: at 4K a sliver. Here their buttons are squares and their glyphs follow the type
    scale, like the close cross."""
    glyphs = {}
    for size in [(800, 600), (3840, 2160)]:
        d = new_driver(size)
        open_kind(d, "settings")
        slider = d.app.dialog.sliders[0][0].slider
        for button in (slider.left_button, slider.right_button):
            assert button.rect.w >= button.rect.h * 0.95, size
        arrow = slider.left_button.font.size(slider.left_button.text)[1]
        cross = d.app.dialog.close_button.font.size(d.app.dialog.close_button.text)[1]
        glyphs[size] = arrow
        assert arrow >= cross * 0.9, size  # as large as the close cross
    assert glyphs[(3840, 2160)] >= 2.5 * glyphs[(800, 600)]


def test_the_rules_scroll_bar_grows_with_the_window_and_has_no_tiny_arrows():
    widths = {}
    for size in [(800, 600), (3840, 2160)]:
        d = new_driver(size)
        open_kind(d, "rules")
        bar = d.app.dialog.text.scroll_bar
        assert bar is not None and bar.top_button is None and bar.bottom_button is None
        widths[size] = bar.rect.w
    assert widths[(3840, 2160)] >= 1.5 * widths[(800, 600)] >= 30


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_leave_question_shows_its_whole_text(size, lang):
    """The question asked over a saved game (the longest, three lines in German) fits its
    note: no scroll bar, nothing cut. Seen cut under Xvfb at 1920x1080 in German."""
    d = new_driver(size)
    d.app.apply_setting("language", lang)
    text = t("confirm.resume_code_text", lang, code="CF1-D1-AAAAAAE")
    d.app.open_dialog("confirm", text=text)
    d.step(2)
    note = d.app.dialog.message
    assert note.scroll_bar is None, (size, lang)
    assert d.app.dialog.window.rect.h <= size[1]
    assert_screen_true(d.app)


def test_the_animation_speed_is_greyed_out_while_animations_are_off():
    """A tester unticked Animations: "Fast" stayed lit and every speed clickable, as if it
    still counted."""
    d = new_driver()
    open_kind(d, "settings")
    dialog = d.app.dialog
    speed = dialog.menus["animation_speed"]
    focus_on(d, dialog.checks["animations"])
    d.key(pygame.K_SPACE)
    d.step(2)
    assert d.app.settings.animations is False
    assert not any(button.is_enabled for button in speed.elements)
    assert all(item.target is not speed for item in dialog.focus.items if item.usable)
    d.key(pygame.K_SPACE)
    d.step(2)
    assert d.app.settings.animations is True and all(b.is_enabled for b in speed.elements)
    d.app.close_dialog()
    d.app.settings.animations = False
    open_kind(d, "settings")  # opened with animations off: greyed out from the start
    assert not any(b.is_enabled for b in d.app.dialog.menus["animation_speed"].elements)
