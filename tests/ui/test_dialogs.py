"""Menus, dialogs, settings, saved games, statistics and hints, driven by real events."""

import json
import secrets
import time
from unittest import mock

import pygame
import pytest

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import load_position
from game.persist import load_settings
from game.solver.api import solve
from game.solver.difficulty import RATING_NODES
from game.ui.app import App
from game.ui.dialogs import MenuDialog, NewGameDialog, SettingsDialog, StatsDialog
from game.ui.records import GameMeta
from tests.engine.test_game import STUCK
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

# A strict draw-3 position that the solver proves winnable, and a move that loses it.
WINNABLE = json.loads(
    '{"rules": "strict", "draw": 3, "reserve": ["AH", "3H", "7C", "QC", "9C", "2S", "5C", "AD",'
    ' "3D", "JS", "KC"], "foundations": {"S": ["6S", "7S", "8S", "9S", "TS"], "H": ["6H", "7H",'
    ' "8H", "9H"], "D": ["6D", "7D"], "C": ["6C"]}, "tableau": [["5S", "4H", "3C", "2D", "AS"],'
    ' ["QD"], ["KD", "QS"], ["KH"]], "stock": ["2C", "TC", "QH", "2H", "4D", "JD"], "waste":'
    ' ["JH", "4C", "8D", "4S", "8C", "5H", "9D", "JC", "TH", "KS", "AC", "5D", "TD", "3S"],'
    ' "start_rank": "6"}'
)
LOSING_MOVE = Move("t4", "t1", 1)


def press(d: Driver, element) -> None:
    """Click a pygame_gui element and let its event come back."""
    d.click_at(*element.rect.center)
    d.step(2)


def type_text(d: Driver, entry, text: str) -> None:
    press(d, entry)
    for ch in text:
        d.post(pygame.TEXTINPUT, text=ch)
    d.step(2)


def agree_to_leave(d: Driver) -> None:
    """Answer the leave-this-game question with "Leave game"."""
    from game.ui.dialogs import ConfirmLeaveDialog

    assert isinstance(d.app.dialog, ConfirmLeaveDialog)
    press(d, d.app.dialog.leave_button)
    d.settle()


def new_driver(**kw) -> Driver:
    return Driver(Game.from_code("CF1-D3-AAAAACL"), save=True, **kw)


# --- menu ---------------------------------------------------------------------------------


def test_esc_opens_the_menu_and_closes_any_dialog():
    d = new_driver()
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.app.dialog, MenuDialog)
    press(d, d.app.dialog.buttons["settings"])
    assert isinstance(d.app.dialog, SettingsDialog)
    d.key(pygame.K_ESCAPE)
    assert d.app.dialog is None


def test_f1_opens_the_rules_of_the_game_on_the_table_and_esc_closes_them():
    d = Driver(Game.from_code("RB1-D1-AAAAACL"), save=True)
    d.key(pygame.K_F1)
    assert d.app.dialog_kind == "rules" and d.app.dialog.game == "rainbow"
    d.key(pygame.K_SPACE)  # the table waits while the page is open
    assert d.state.waste == []
    d.key(pygame.K_ESCAPE)
    assert d.app.dialog is None


def test_menu_button_and_commands():
    d = new_driver()
    press(d, d.app.hud.buttons["menu"])
    assert isinstance(d.app.dialog, MenuDialog)
    press(d, d.app.dialog.buttons["new"])
    assert isinstance(d.app.dialog, NewGameDialog)


def test_table_ignores_input_while_a_dialog_is_open():
    d = new_driver()
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_SPACE)
    d.click_stock()
    assert d.state.waste == []


def test_menu_restart_returns_to_the_deal():
    d = new_driver()
    d.click_stock()
    d.key(pygame.K_ESCAPE)
    press(d, d.app.dialog.buttons["restart"])
    agree_to_leave(d)
    assert d.state == d.session.game.initial and str(d.session.code) == "CF1-D3-AAAAACL"


# --- new game -----------------------------------------------------------------------------


def test_new_game_dialog_starts_a_draw_one_strict_game_and_remembers_it():
    d = new_driver()
    d.app.open_dialog("newgame")
    dialog = d.app.dialog
    press(d, dialog.draws.buttons[1])
    press(d, dialog.rules.buttons["strict"])
    assert "waste card" in dialog.description.html_text
    press(d, dialog.deal_button)
    d.settle()
    assert d.app.dialog is None
    assert (d.state.draw, d.state.rules.name) == (1, "strict")
    assert str(d.session.code).endswith("-S") and str(d.session.code).startswith("CF1-D1-")
    assert (load_settings()[0].draw, load_settings()[0].rules) == (1, "strict")


def test_entering_a_valid_code_deals_it():
    d = new_driver()
    d.app.open_dialog("newgame")
    dialog = d.app.dialog
    type_text(d, dialog.entry, " cf1-d1-qwertyu-h ")
    assert dialog.play_button.is_enabled
    assert "Hoyle" in dialog.code_status.text
    d.key(pygame.K_RETURN)
    d.settle()
    assert str(d.session.code) == "CF1-D1-QWERTYU-H" and d.app.dialog is None


def test_the_pointer_is_an_arrow_again_after_a_code_of_another_game(monkeypatch):
    """A tester typed a Chameleon code: the pointer stayed an I-beam over the whole table
    (a new layout's new UI manager took it for an arrow)."""
    set_to = []
    monkeypatch.setattr(
        pygame.mouse,
        "set_cursor",
        lambda c: set_to.append(c if isinstance(c, pygame.Cursor) else pygame.Cursor(c)),
    )
    d = new_driver()
    d.app.open_dialog("newgame")
    entry = d.app.dialog.entry
    # pygame_gui reads the pointer from get_pos, which the dummy driver never moves
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: entry.rect.center)
    d.step(2)
    assert set_to[-1] == pygame.Cursor(pygame.SYSTEM_CURSOR_IBEAM)
    type_text(d, entry, "CH1-D1-BVEEMQH")
    d.key(pygame.K_RETURN)
    d.settle()
    assert str(d.session.code) == "CH1-D1-BVEEMQH" and d.app.dialog is None
    assert set_to[-1] == pygame.Cursor(pygame.SYSTEM_CURSOR_ARROW)


@pytest.mark.parametrize(
    "text, words",
    [
        ("CF1-D2-AAAAAAA", "D1 or D3"),
        ("CF1-D3-AAA", "7 letters"),
        ("hello", "CF1-D3-ABCDEFG"),
        ("RU1-D1-AAAAAAL", "RU1-D3"),  # Canfield Rush turns 3, 2, then 1 card
        ("ZZ1-D1-AAAAAAL", "RF1"),  # the known versions, not only Canfield's
    ],
)
def test_a_malformed_code_says_why_and_changes_nothing(text, words):
    d = new_driver()
    before = d.state.copy()
    d.app.open_dialog("newgame")
    dialog = d.app.dialog
    type_text(d, dialog.entry, text)
    assert words in dialog.code_status.text
    assert not dialog.play_button.is_enabled
    d.key(pygame.K_RETURN)
    press(d, dialog.play_button)
    assert d.app.dialog is dialog and d.state == before


def test_solvable_deals_toggle_is_remembered_and_deals_a_proven_game():
    d = new_driver()
    d.app.open_dialog("newgame")
    press(d, d.app.dialog.solvable_box)
    assert load_settings()[0].solvable_deals is True
    with mock.patch.object(secrets, "randbelow", lambda _n: 1):  # the search starts at deal 1
        press(d, d.app.dialog.deal_button)
    frames = d.app.frames
    deadline = time.time() + 60
    while d.app.worker.busy and time.time() < deadline:
        d.step()
    assert d.app.frames > frames  # the table kept drawing while the solver searched
    d.settle()
    # The worker's rating search, repeated: a node budget proves it whatever the load.
    assert solve(d.session.game.initial, node_budget=RATING_NODES).verdict == "won"


def test_a_game_chosen_while_a_solvable_deal_is_searched_for_stays_on_the_table():
    """N with solvable deals only, then a code typed in the New game dialog before the
    search is done: the code's game is played, and the search's answer, which once came
    seconds later and replaced it (and the moves made in it), never comes."""
    d = new_driver()
    d.app.apply_setting("solvable_deals", True)
    d.app.settings.confirm_leave = False
    d.key(pygame.K_n)
    assert d.app.worker.pending[1] == "solvable"
    d.app.open_dialog("newgame")
    type_text(d, d.app.dialog.entry, "CF1-D1-AAAAABQ")
    d.key(pygame.K_RETURN)
    d.step(2)
    chosen = d.session.game
    assert str(d.session.code) == "CF1-D1-AAAAABQ" and not d.app.worker.busy
    searching = d.app.tr("newgame.searching")
    assert not (d.app.toast.text == searching and d.app.toast.visible(d.app.clock))
    for _ in range(120):  # two seconds of frames, the old search long done
        d.step()
        time.sleep(0.01)
    assert d.session.game is chosen
    assert_screen_true(d.app)


def test_daily_deal_button():
    from datetime import date

    from game.solver.daily import daily_code

    d = new_driver()
    d.app.open_dialog("newgame")
    press(d, d.app.dialog.daily_button)
    deadline = time.time() + 90
    while d.app.worker.busy and time.time() < deadline:
        d.step()
    d.settle()
    assert str(d.session.code) == str(daily_code(date.today()))
    assert d.app.meta.daily == date.today().isoformat()


# --- settings -----------------------------------------------------------------------------


def open_settings(d):
    d.app.open_dialog("settings")
    return d.app.dialog


def test_click_to_play_off_stops_clicks_and_survives_a_restart():
    d = new_driver()
    dialog = open_settings(d)
    press(d, dialog.menus["click_mode"].buttons["off"])
    assert d.app.settings.click_mode == "off"
    assert dialog.menus["click_mode"].buttons["off"].is_selected
    d.key(pygame.K_ESCAPE)
    d.click("t4")  # 6D would go onto 7C with click to play on
    assert [str(c) for c in d.state.tableau[3]] == ["6D"]
    again = Driver(Game.from_code("CF1-D3-AAAAACL"), save=True)
    assert again.app.settings.click_mode == "off" and again.session.options.click_mode == "off"


def test_check_boxes_apply_at_once_and_are_remembered():
    d = new_driver()
    dialog = open_settings(d)
    for name in ("sound", "animations", "autofinish"):
        press(d, dialog.checks[name])
    assert d.app.sounds.enabled is False
    assert d.session.options.animations is False and d.session.options.autofinish is False
    press(d, dialog.checks["four_colour"])
    assert d.session.options.four_colour is True
    saved = load_settings()[0]
    assert (saved.sound, saved.animations, saved.autofinish, saved.four_colour) == (
        False,
        False,
        False,
        True,
    )


def test_volume_slider_shows_its_value_and_plays_a_sample_on_release(monkeypatch):
    d = new_driver()
    dialog = open_settings(d)
    played = []
    monkeypatch.setattr(d.app.sounds, "play", played.append)
    slider = dialog.volume.slider
    # Drag the handle to the left end of the track, as a player would. pygame_gui follows
    # the pointer through pygame.mouse.get_pos, which the dummy video driver never moves.
    handle = slider.sliding_button.rect.center
    pointer = list(handle)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: tuple(pointer))
    d.post(pygame.MOUSEBUTTONDOWN, button=1, pos=handle)
    for x in range(handle[0], slider.rect.x, -10):
        pointer[0] = x
        d.post(pygame.MOUSEMOTION, pos=(x, handle[1]), rel=(-10, 0), buttons=(1, 0, 0))
    assert played == []  # no sample while dragging
    d.post(pygame.MOUSEBUTTONUP, button=1, pos=(slider.rect.x, handle[1]))
    d.step(2)
    assert d.app.settings.volume < 0.2
    assert dialog.volume.label.text == f"{round(d.app.settings.volume * 100)} %"
    assert played == ["place"]  # one sample, on release
    assert load_settings()[0].volume == pytest.approx(d.app.settings.volume)


@pytest.mark.parametrize("lang, word", [("nl", "Punten"), ("de", "Punkte"), ("en", "Score")])
def test_language_changes_every_text_at_once(lang, word):
    from game.i18n import t

    d = new_driver()
    dialog = open_settings(d)
    press(d, dialog.menus["language"].buttons[lang])
    assert d.app.lang == lang and load_settings()[0].language == lang
    assert d.app.hud.buttons["undo"].text == t("button.undo", lang)
    assert t("hud.score", lang) == word
    assert isinstance(d.app.dialog, SettingsDialog)  # reopened in the new language
    assert d.app.dialog.window.window_display_title == t("settings.title", lang)


def test_scoring_casino_shows_the_bank():
    d = new_driver()
    dialog = open_settings(d)
    press(d, dialog.menus["scoring"].buttons["casino"])
    assert d.app.settings.scoring == "casino"
    d.app.close_dialog()
    d.app._drawn_key = None
    d.step()
    # The bank is the deal's running result: $5 for the base card minus the $52 stake.
    assert d.session.game.casino_net == -47


# --- saved game and statistics ------------------------------------------------------------


def test_the_game_is_saved_after_every_action_and_resumed_with_its_history():
    d = new_driver()
    d.click_stock()
    d.drag("t4", 0, d.pile_point("t2"))
    d.key(pygame.K_z, pygame.KMOD_LCTRL)
    d.settle()
    state, history = d.state.copy(), d.session.game.history
    d.app.close()
    again = App(save=True, size=(1280, 720), fullscreen=False)
    assert again.session.state == state and again.session.game.history == history
    assert again.session.game.can_redo()
    assert again.session.redo()
    assert [str(c) for c in again.session.state.tableau[1]] == ["7C", "6D"]


def test_abandoned_and_won_games_count_once():
    d = new_driver()
    d.click_stock()
    d.key(pygame.K_n)  # abandon after one move: counts as played, not won
    agree_to_leave(d)
    d.key(pygame.K_n)  # no move made in this one: not counted
    d.settle()
    summary = d.app.records.stats.summary("standard", 3)
    assert (summary["played"], summary["won"]) == (1, 0)


def test_statistics_reset_asks_first_and_keep_keeps():
    d = new_driver()
    d.click_stock()
    d.key(pygame.K_n)
    agree_to_leave(d)
    d.app.open_dialog("stats")
    dialog = d.app.dialog
    assert isinstance(dialog, StatsDialog)
    press(d, dialog.reset_button)
    assert dialog.asking and dialog.question.visible and not dialog.reset_button.visible
    assert dialog.focus.current.target is dialog.keep_button  # Enter keeps them
    d.key(pygame.K_RETURN)
    assert not dialog.asking and d.app.records.stats.summary("standard", 3)["played"] == 1
    press(d, dialog.reset_button)
    press(d, dialog.yes_button)
    assert d.app.records.stats.summary("standard", 3)["played"] == 0
    assert not dialog.asking and d.app.dialog is dialog


def test_damaged_settings_file_gives_a_notice_and_defaults(tmp_path):
    import os

    home = os.environ["CANFIELD_HOME"]
    os.makedirs(home, exist_ok=True)
    with open(os.path.join(home, "settings.json"), "w") as f:
        f.write('{"version": 1, "settings": {"sound": tr')
    d = new_driver()
    assert d.app.settings.sound is True
    from game.i18n import t

    assert d.app.toast.text == t("notice.settings_damaged", d.app.lang)


# --- hints --------------------------------------------------------------------------------


def wait_for_worker(d: Driver, limit: float = 60.0) -> int:
    frames = d.app.frames
    deadline = time.time() + limit
    while (d.app.worker.busy or d.app.hints.thinking) and time.time() < deadline:
        d.step()
        time.sleep(0.005)  # a frame's worth of pause: leave the other core to the solver
    return d.app.frames - frames


def test_hint_shows_a_move_on_a_winning_line_while_frames_keep_coming():
    d = Driver(Game(load_position(WINNABLE)), save=True)
    d.app.hints.budget = 20.0
    d.key(pygame.K_h)
    assert d.app.hints.thinking
    frames = wait_for_worker(d)
    assert frames > 0  # the table kept stepping and drawing while the worker thought
    shown = d.app.hints.shown
    assert shown is not None and shown.kind == "win" and shown.move is not None
    assert d.session.hints_used == 1
    d.session.play(shown.move)
    assert solve(d.session.state, budget_seconds=10).verdict == "won"


def test_hints_along_a_known_winning_line_come_at_once_and_lead_to_the_win():
    """The first hint's line is remembered: every later hint on it is shown in the same
    frame, proven, with its words and sound, without asking the solver again."""
    d = Driver(Game(load_position(WINNABLE)), save=True)
    d.app.hints.budget = 20.0
    d.key(pygame.K_h)
    wait_for_worker(d)
    asked = 1
    while not d.state.is_won():
        shown = d.app.hints.shown
        assert shown is not None and shown.kind == "win"
        assert d.app.toast.text == shown.message
        d.session.play(shown.move)
        d.settle()
        # The hint's words go once its move is played (they stayed, even over the win).
        assert not (d.app.toast.visible(d.app.clock) and d.app.toast.text == shown.message)
        if d.state.is_won():  # the auto-finish may play the last cards
            break
        d.key(pygame.K_h)
        assert not d.app.hints.thinking  # answered from the line, not by the solver
        asked += 1
        assert d.session.hints_used == asked
        d.step()
        assert_screen_true(d.app)
    assert asked > 1
    d.app.begin(Game(load_position(WINNABLE)), d.app.meta)
    assert not d.app.hints.known  # a new game forgets the old one's lines


def test_a_hint_that_comes_while_a_card_flies_back_glows_once_it_lands():
    """The glow is left out while cards move; when the answer comes in that time, the frame
    the cards stop in must bring the glow (it once stayed missing until the next redraw)."""
    d = Driver(Game(load_position(WINNABLE)), save=True)
    d.app.hints.budget = 20.0
    d.key(pygame.K_h)
    deadline = time.time() + 60
    reply = None
    while reply is None and time.time() < deadline:  # the answer, held back from the app
        reply = d.app.worker.poll()
        time.sleep(0.005)
    assert reply is not None and reply.data["move"] is not None
    felt = (d.layout.width - 10, d.layout.height - 10)
    d.drag("t1", 0, felt, release=False)
    d.post(pygame.MOUSEBUTTONUP, pos=felt, button=1)  # dropped on the felt: it flies back
    assert d.session.busy()
    d.app.solver_reply(reply)  # the answer arrives mid-flight
    d.step()
    assert d.app.hints.shown.move is not None and d.session.busy()
    d.settle()
    assert_screen_true(d.app)


def test_second_press_cancels_the_hint():
    d = Driver(Game(load_position(WINNABLE)), save=True)
    d.key(pygame.K_h)
    d.key(pygame.K_h)
    assert not d.app.hints.thinking and d.app.hints.shown is None


def hint_on_a_lost_position() -> Driver:
    """The winnable deal after its losing move, and a hint there: "lost" on show."""
    game = Game(load_position(WINNABLE))
    game.play(LOSING_MOVE)
    d = Driver(game, save=True)
    d.app.hints.budget = 20.0  # proving the loss takes ~0.3 s on an idle core; don't race load
    d.key(pygame.K_h)
    deadline = time.time() + 60
    while d.app.hints.shown is None and time.time() < deadline:
        d.step()
        time.sleep(0.005)
    assert d.app.hints.shown.kind == "lost"
    return d


def test_lost_position_offers_undo_to_the_last_winnable_one():
    d = hint_on_a_lost_position()
    assert d.app.hints.winnable_search  # looks back before offering anything
    assert d.app.offer is None
    wait_for_worker(d, limit=90)
    assert d.app.offer is not None  # offered once a winnable position is known
    words = d.app.tr("hint.winnable_back_one", n=1)
    d.app.clock += 120  # the words stay with the offer (a tester met the button alone)
    d.step()
    assert d.app.toast.visible(d.app.clock) and d.app.toast.text == words
    assert_screen_true(d.app)
    press(d, d.app.offer)
    d.settle()
    assert d.session.game.move_count == 0
    assert d.state == load_position(WINNABLE)
    assert not d.app.toast.visible(d.app.clock)  # and go with it


@pytest.mark.parametrize("how", ["language", "window"])
def test_the_offer_and_its_words_come_back_with_new_widgets(how):
    """A tester changed the language: the button went with the old widgets, and its words
    stayed for good in the old language. They come back together, in the new words."""
    d = hint_on_a_lost_position()
    wait_for_worker(d, limit=90)
    assert d.app.offer is not None and d.app.toast.visible(d.app.clock)
    if how == "language":
        d.app.apply_setting("language", "de")
    else:
        d.key(pygame.K_F11)
    d.step()
    assert d.app.offer is not None and d.app.offer.ui_manager is d.app.hud.manager
    assert d.app.offer.text == d.app.tr("hint.undo_winnable")
    assert d.app.toast.text == d.app.tr("hint.winnable_back_one", n=1)
    assert_screen_true(d.app)
    press(d, d.app.offer)
    d.settle()
    assert d.session.game.move_count == 0


def test_esc_takes_the_offer_and_its_words_away_before_the_menu():
    d = hint_on_a_lost_position()
    wait_for_worker(d, limit=90)
    d.key(pygame.K_ESCAPE)
    d.step()
    assert d.app.dialog is None and d.app.offer is None
    assert not d.app.toast.visible(d.app.clock)
    assert_screen_true(d.app)
    d.key(pygame.K_ESCAPE)
    assert d.app.dialog is not None  # then the menu


def test_h_after_a_verdicts_words_have_gone_says_it_again():
    """A tester's look back ended in "No earlier position could be proven winnable"; once
    that had faded, H did nothing for 24 s (it dismissed the unseen verdict) and only the
    next H worked. Now the first says the verdict again."""
    d = Driver(Game(load_position(STUCK)))
    d.app.dismiss_guide()
    d.app.hints.budget = 20.0
    d.key(pygame.K_h)
    deadline = time.time() + 60
    while (d.app.hints.shown is None or d.app.hints.thinking) and time.time() < deadline:
        d.step()
        time.sleep(0.005)
    shown = d.app.hints.shown
    assert shown is not None and shown.kind == "lost" and not d.app.hints.thinking
    d.app.toast.hide()  # its words have gone
    d.step()
    d.key(pygame.K_h)
    again = d.app.hints.shown
    assert again is not None and again.kind == "lost"
    assert d.app.toast.visible(d.app.clock) and d.app.toast.text.startswith(again.message)


def test_positions_played_on_from_a_lost_one_are_lost_at_once():
    """A position proven lost is remembered: a hint on a position played on from it says
    "lost" at once, without asking the solver (which might only guess there), and looks
    back for a winnable position; back before the loss, the solver is asked again."""
    d = hint_on_a_lost_position()
    wait_for_worker(d, limit=90)  # the look back, which ends in the offer to undo
    d.session.play(d.session.game.legal_moves()[0])
    d.settle()
    used = d.session.hints_used
    d.key(pygame.K_h)
    shown = d.app.hints.shown
    assert shown is not None and shown.kind == "lost"  # in the same frame, proven
    assert d.app.toast.text.startswith(shown.message) and d.session.hints_used == used + 1
    assert d.app.hints.winnable_search  # the look back for a winnable position
    assert d.app.toast.text.endswith(d.app.tr("hint.looking_back"))  # and it says so
    d.step()
    assert_screen_true(d.app)
    wait_for_worker(d, limit=90)
    assert d.app.offer is not None  # the verdict then names the way back
    assert d.app.toast.text == d.app.tr("hint.winnable_back", n=2)  # the deal, 2 back
    while d.session.game.move_count:
        d.key(pygame.K_z, pygame.KMOD_LCTRL)
        d.settle()
    assert d.app.hints.shown is None  # an undo clears the hint on show
    d.key(pygame.K_h)
    assert d.app.hints.thinking  # the deal itself is not known to be lost: asked anew
    d.app.begin(Game(load_position(WINNABLE)), d.app.meta)
    assert not d.app.hints.lost  # a new game forgets the old one's losses


def test_a_deal_proven_lost_ends_the_look_back_at_once():
    """Rainbow deal 4 is lost from the deal: once that is proven, a hint two moves on says
    so at once, and the look back, knowing the deal lost, says that no position of the
    game can be won in the same frame instead of searching the history again."""
    d = Driver(Game.from_code("RB1-D1-AAAAAAE"), save=True)
    d.app.hints.budget = 20.0  # the proof takes ~0.3 s on an idle core; don't race load
    d.key(pygame.K_h)
    wait_for_worker(d, limit=90)
    assert d.app.hints.shown.kind == "lost"
    assert not d.app.hints.winnable_search  # at the deal there is nothing to look back to
    for _ in range(2):
        d.session.play(next(m for m in d.session.game.legal_moves() if m.src == "stock"))
        d.settle()
    d.key(pygame.K_h)
    shown = d.app.hints.shown
    assert shown is not None and shown.kind == "none"
    assert shown.message == d.app.tr("hint.never_winnable") == d.app.toast.text
    assert not d.app.hints.winnable_search and not d.app.worker.busy  # no solver asked
    d.step()
    assert_screen_true(d.app)
    # Another deal: the words about this one go with it (they stayed over the next deal).
    d.app.begin(Game.from_code("CF1-D3-AAAAACL"), GameMeta())
    d.step()
    assert not d.app.toast.visible(d.app.clock)


def test_the_look_back_starts_before_the_earliest_known_loss():
    """Positions played on from a lost one are not searched again: the look back asks
    the solver only about positions older than the earliest known loss, and the offer
    still undoes to the right one."""
    d = hint_on_a_lost_position()
    wait_for_worker(d, limit=90)
    for _ in range(2):
        d.session.play(d.session.game.legal_moves()[0])
        d.settle()
    sent = []
    request = d.app.worker.request_winnable
    d.app.worker.request_winnable = lambda past, *a: sent.append(past) or request(past, *a)
    d.key(pygame.K_h)
    assert d.app.hints.shown.kind == "lost"
    assert [len(past) for past in sent] == [1]  # the deal only, not the two played on from the loss
    wait_for_worker(d, limit=90)
    press(d, d.app.offer)
    d.settle()
    assert d.session.game.move_count == 0 and d.state == load_position(WINNABLE)


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_hud_text_never_runs_into_the_buttons_at_800x600(lang):
    from game.persist import Settings

    settings = Settings()
    settings.language = lang
    app = App(
        Game.from_code("CF1-D3-AAAAACL"),
        settings=settings,
        size=(800, 600),
        fullscreen=False,
        save=False,
    )
    app.step(1 / 60)
    assert app.hud.code_rect.right <= app.hud.buttons_left - 10
    assert app.hud.code_rect.w > 0  # the code still fits at 800 px


# --- the panel ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 600), (3840, 2160)])
def test_a_dialog_s_panel_is_rounded_with_its_title_band_and_drawn_by_us(size):
    """The window's rounded panel is drawn once by PanelWindow (pygame_gui's own rounded
    window cost 1 s of a 1.3 s opening, uncached); it must still look the part: clear
    outside the rounded corners, the body's colour inside, the title band on top."""
    from game.ui import look
    from game.ui.dialogs.panel import PanelWindow

    d = new_driver(size=size)
    d.app.open_dialog("menu")
    d.step(2)
    window = d.app.dialog.window
    assert isinstance(window, PanelWindow)
    assert type(window.drawable_shape).__name__ == "RectDrawableShape"  # the cheap one
    image, shadow = window.image, window.shadow_width
    w, h = image.get_size()
    assert image.get_at((shadow, h - shadow - 1)).a < 128  # outside the rounded corner
    assert image.get_at((w // 2, h - shadow - 4))[:3] == pygame.Color(look.PANEL)[:3]
    assert image.get_at((w // 2, shadow + 3))[:3] == pygame.Color(look.TITLE)[:3]
    assert image.get_at((w // 2, shadow))[:3] == pygame.Color(look.BORDER)[:3]
    assert_screen_true(d.app)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(640, 480), (1919, 500), (1280, 800)])
@pytest.mark.parametrize("kind", ["settings", "menu", "newgame", "rules", "stats"])
def test_every_dialog_keeps_its_controls_inside_the_smallest_windows(kind, size, lang):
    # Found in a real window: at 640x480 (the smallest window) and 1919x500 the Settings
    # dialog's Close button lay below its frame, cut off by the window's edge.
    from game.persist import Settings

    settings = Settings(language=lang, intro_seen=True)
    app = App(
        Game.from_code("CF1-D3-AAAAACL"), settings=settings, size=size, fullscreen=False, save=False
    )
    app.open_dialog(kind)
    app.step(1 / 60)
    dialog = app.dialog
    container = dialog.container.rect
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(dialog.window.rect)
    for item in dialog.focus.items:  # every control the keys reach, the mouse must too
        target = item.target
        parts = [target.slider, target.label] if hasattr(target, "slider") else [target]
        for part in getattr(target, "elements", parts):
            assert container.contains(part.rect), (part, part.rect, container)


def test_h_on_a_guess_thinks_longer_about_the_same_position():
    """Every hint had 1 s, so asking again on a hard position never got further (tester
    round, stop 50): H on a guess asks again with 4 s, then 10 s, and says so; after the
    last, H dismisses as on any hint."""
    from game.ui.hints import THINK_LONGER
    from game.ui.solver_worker import Reply

    d = Driver(Game(load_position(WINNABLE)), save=True)
    budgets = []
    worker = d.app.worker

    def request_hint(position: dict, budget: float) -> int:
        budgets.append(budget)
        worker.pending = (len(budgets), "hint")
        return len(budgets)

    worker.request_hint = request_hint
    worker.poll = lambda: None  # the answers come from this test
    turn = {"src": "stock", "dst": "waste", "cards": 3}
    for n in range(len(THINK_LONGER)):
        d.key(pygame.K_h)
        assert budgets[-1] == d.app.hints.budget * THINK_LONGER[n]
        if n:
            assert d.app.toast.text == d.app.tr("hint.thinking_longer", s=round(budgets[-1]))
        worker.pending = None
        d.app.solver_reply(Reply(len(budgets), "hint", {"kind": "guess", "move": turn}))
        d.settle()
        assert d.app.hints.shown.kind == "guess"
        more = n + 1 < len(THINK_LONGER)
        assert (d.app.tr("hint.think_longer") in d.app.toast.text) == more
        assert_screen_true(d.app)
    d.key(pygame.K_h)  # no longer search left: this dismisses the guess
    assert d.app.hints.shown is None and len(budgets) == len(THINK_LONGER)


def test_a_longer_search_called_off_or_overtaken_takes_its_notice_along():
    from game.ui.solver_worker import Reply

    d = Driver(Game(load_position(WINNABLE)), save=True)
    worker = d.app.worker
    worker.poll = lambda: None  # the answers come from this test
    worker.request_hint = lambda position, budget: setattr(worker, "pending", (1, "hint")) or 1
    turn = {"src": "stock", "dst": "waste", "cards": 3}
    for leave in ("H", "move"):
        d.key(pygame.K_h)
        worker.pending = None
        d.app.solver_reply(Reply(1, "hint", {"kind": "guess", "move": turn}))
        d.settle()
        d.key(pygame.K_h)  # think longer
        notice = d.app.toast.text
        assert notice.startswith("Thinking longer") and d.app.toast.visible(d.app.clock)
        if leave == "H":
            d.key(pygame.K_h)  # called off
        else:
            d.click_stock()  # the game moves on: the answer would be stale
        worker.pending = None  # no spinner: the search is over either way
        d.step()
        assert not (d.app.toast.visible(d.app.clock) and d.app.toast.text == notice)
        assert_screen_true(d.app)


def test_h_and_d_wait_while_the_deal_asked_for_is_searched():
    """H while a daily deal was searched cancelled the search: the deal never came and
    nothing said so (tester round, stop 50)."""
    d = Driver(Game(load_position(WINNABLE)), save=True)
    worker = d.app.worker
    asked = []
    worker.request_hint = lambda *a, **k: asked.append("hint")
    worker.request_solution = lambda *a, **k: asked.append("solution")
    worker.poll = lambda: None
    worker.pending = (7, "daily")
    d.key(pygame.K_h)
    d.key(pygame.K_d)
    assert asked == [] and worker.pending == (7, "daily")
    worker.pending = None
    d.key(pygame.K_h)
    assert asked == ["hint"]
