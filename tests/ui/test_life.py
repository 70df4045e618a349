"""The life of a game and what reaches the screen (issue 9's defects), with real events
over the real App, each checked on the model and against the frame oracle."""

import time

import pygame
import pygame_gui
import pytest

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import load_position
from game.ui.app import PANEL_KEY_PAUSE
from game.ui.dialogs import (
    ConfirmLeaveDialog,
    MenuDialog,
    NewGameDialog,
    SettingsDialog,
    StatsDialog,
)
from game.ui.life import Life, Phase
from tests.engine.build import near_won_state
from tests.engine.test_game import STUCK
from tests.ui.driver import FRAME, Driver
from tests.ui.oracle import assert_screen_true

CODE = "CF1-D3-AAAAACL"
CTRL = pygame.KMOD_LCTRL
_TABLE = {"KS", "KC", "KH", "KD", "2S", "5C", "8S", "7S"}
LAST_PASS = {
    "game": "rainfall",
    "rules": "strict",
    "draw": 1,
    "start_rank": "7",
    "pass": 3,
    "foundations": {s: [] for s in "SHDC"},
    "tableau": [["KS"], ["KC"], ["KH"], ["KD"]],
    "reserve": ["2S"],
    "waste": [c + s for s in "SHDC" for c in "A23456789TJQK" if c + s not in _TABLE]
    + ["5C", "8S", "7S"],
    "stock": [],
}


def press(d: Driver, element) -> None:
    d.click_at(*element.rect.center)
    d.step(2)


def near_won() -> Game:
    return Game(near_won_state())


def win(d: Driver) -> None:
    d.drag("waste", 0, d.pile_point("fH"))
    d.settle(limit=3000)
    assert d.state.is_won() and d.app.life.won


def wait_for_panel_keys(d: Driver) -> None:
    """Past the moment the result panel's keys wait after it comes."""
    d.step(round(PANEL_KEY_PAUSE / FRAME) + 2)


# --- 1. a won game stays won --------------------------------------------------------------


def test_a_won_game_cannot_be_undone_by_keys_buttons_or_menu():
    d = Driver(near_won(), save=True)
    win(d)
    moves, score = d.session.game.move_count, d.session.game.score
    d.key(pygame.K_z, CTRL)
    d.key(pygame.K_y, CTRL)
    d.key(pygame.K_z, CTRL | pygame.KMOD_LSHIFT)
    d.settle()
    assert d.state.is_won() and d.session.game.move_count == moves
    assert d.session.game.score == score
    for name in ("undo", "redo", "hint"):
        assert not d.app.hud.buttons[name].is_enabled, name
    d.app.command("undo")
    assert d.state.is_won()
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.app.dialog, MenuDialog)
    for name in ("undo", "redo", "hint"):
        assert not d.app.dialog.buttons[name].is_enabled, name
    d.key(pygame.K_ESCAPE)
    d.settle()
    assert d.app.banner_kind == "won"  # the result panel stays
    assert set(d.app.banner_buttons) == {"new", "replay", "stats"}
    assert_screen_true(d.app)


def test_a_won_game_ignores_drags_off_the_foundations():
    d = Driver(near_won())
    win(d)
    d.drag("fH", 0, d.pile_point("t3"))  # a take-back would un-win it in standard
    assert d.state.is_won()


def celebrating(d: Driver) -> None:
    x, y = d.pile_point("fH")
    d.drag("waste", 0, (x, y), release=False)
    d.post(pygame.MOUSEBUTTONUP, pos=(int(x), int(y)), button=1)
    for _ in range(400):
        d.step()
        if d.app.celebration is not None:
            break
    assert d.app.celebration is not None and not d.app.celebration.done


def test_a_casino_win_says_what_the_deal_paid_and_the_bank():
    """A tester's casino win said "Score 255": the bar shows the bank, not the points."""
    from game.ui.hud import format_bank

    d = Driver(near_won(), save=True)
    d.app.dismiss_guide()
    d.app.apply_setting("scoring", "casino")
    d.app.records.stake(d.session, d.app.meta)
    win(d)
    assert d.session.game.casino_net == 208  # every card home, less the stake
    bank = d.app.records.stats.casino_bank
    detail = d.app._banner_texts("won")[1]
    assert detail.startswith(f"This deal +$208 · Bank {format_bank(bank)} · Time ")
    assert d.app.hud_info()["casino"] == bank
    assert_screen_true(d.app)


def test_esc_skips_the_celebration_and_opens_no_menu():
    # Found by a tester: Esc opened the menu over the frozen cascade.
    d = Driver(near_won())
    celebrating(d)
    d.key(pygame.K_ESCAPE)
    assert d.app.celebration is None and d.app.dialog is None
    d.settle()
    assert d.app.banner_kind == "won"
    assert_screen_true(d.app)


def test_a_click_skips_the_celebration_and_the_panel_stays():
    d = Driver(near_won())
    celebrating(d)
    d.click_at(5, d.layout.height - 5)
    d.settle()
    assert d.app.celebration is None and d.app.banner_kind == "won"
    d.step(2)
    assert_screen_true(d.app)
    d.step(600)  # the panel waits for the player
    assert d.app.banner_kind == "won"


def test_play_this_deal_again_from_the_panel():
    d = Driver(Game.from_code(CODE))
    game = d.session.game
    for move in [Move("t4", "t2", 1)]:
        d.session.play(move)
    d.settle()
    d.app.banner_command("replay")  # a move was made and not won: asks first
    assert isinstance(d.app.dialog, ConfirmLeaveDialog)
    press(d, d.app.dialog.leave_button)
    d.settle()
    assert d.state == game.initial and str(d.session.code) == CODE


def test_the_deal_again_keeps_its_rating_and_the_line_that_proved_it():
    # Found by a tester: "Play this deal again" dropped "Easy deal" from the top bar.
    from game.solver import solve

    d = Driver(Game.from_code(CODE))
    d.app.settings.confirm_leave = False
    d.app.meta.band = "easy"
    line = solve(d.state, node_budget=50_000).moves
    d.app.hints.learn(d.state, line)
    d.session.play(line[0])
    d.settle()
    d.app.command("restart")
    d.settle()
    assert d.session.game.move_count == 0 and d.app.hud_info()["band"] == "easy"
    assert d.app.hints.known.get(d.state.key()) == line[0]  # the first hint at once
    d.key(pygame.K_h)
    assert d.app.hints.shown is not None and d.app.hints.shown.move == line[0]
    assert not d.app.worker.busy


def test_the_result_panel_buttons_answer_the_keys():
    # Found in a keyboard-only win: Tab, the arrows and Enter did nothing on the panel,
    # so "Play this deal again" and "Statistics" needed the mouse.
    d = Driver(near_won(), save=True)
    win(d)
    d.step(2)
    # The default button wears the ring, as a dialog's (a tester expected one Enter to
    # press it), but the keys wait a moment: the Enter that played the last hinted move,
    # pressed again, dealt the next game before the player saw the panel (another tester).
    assert list(d.app.banner_buttons)[d.app.banner_focus] == "new"
    d.key(pygame.K_RETURN)
    d.key(pygame.K_TAB)
    assert d.state.is_won() and list(d.app.banner_buttons)[d.app.banner_focus] == "new"
    wait_for_panel_keys(d)
    d.key(pygame.K_TAB)
    assert list(d.app.banner_buttons)[d.app.banner_focus] == "replay"
    d.key(pygame.K_LEFT)
    d.settle()
    assert_screen_true(d.app)  # the ring is on the screen
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_TAB)  # round to the first
    d.key(pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert list(d.app.banner_buttons)[d.app.banner_focus] == "stats"
    d.key(pygame.K_LEFT)
    assert list(d.app.banner_buttons)[d.app.banner_focus] == "replay"
    d.settle()
    assert_screen_true(d.app)
    d.key(pygame.K_RETURN)  # play this deal again
    d.settle()
    assert d.session.game.move_count == 0 and not d.state.is_won()
    assert d.state == near_won().initial


def test_the_panel_ring_stays_under_a_dialog():
    # Found in a real window: Statistics pressed by the keys opened the dialog, and the
    # panel's ring was drawn on top of it, a white frame across the calendar.
    d = Driver(near_won(), save=True)
    win(d)
    wait_for_panel_keys(d)
    for key in (pygame.K_RIGHT, pygame.K_RIGHT):
        d.key(key)
    assert list(d.app.banner_buttons)[d.app.banner_focus] == "stats"
    ring_area = d.app.banner_buttons["stats"].rect.inflate(16, 16)
    d.key(pygame.K_RETURN)
    d.settle()
    assert d.app.dialog is not None and d.app.dialog_kind == "stats"
    covered = ring_area.clip(d.app.dialog.window.rect)
    assert covered.w and covered.h  # the dialog lies over the ring's place
    with_ring = d.app.screen.subsurface(covered).copy()
    d.app.banner_focus = None
    d.step(1)
    without_ring = d.app.screen.subsurface(covered).copy()
    assert pygame.image.tobytes(with_ring, "RGB") == pygame.image.tobytes(without_ring, "RGB")
    assert_screen_true(d.app)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_result_panel_is_one_opaque_box_holding_its_buttons(size):
    # Found by a tester: the panel was translucent (the cards showed through its words)
    # and its buttons hung below its border, which looked unfinished.
    d = Driver(near_won(), save=True, size=size)
    win(d)
    d.step(2)
    panel = d.app._banner_panel_rect(d.app.banner_kind)
    for button in d.app.banner_buttons.values():
        assert panel.contains(button.rect)
    # Opaque: the panel's fill is the same colour over the cards and over the felt.
    inner = panel.inflate(-panel.w // 10, -panel.h // 10)
    colours = {tuple(d.app.screen.get_at((x, inner.y + 2))) for x in range(inner.x, inner.right, 7)}
    assert len(colours) == 1, colours
    assert_screen_true(d.app)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)])
def test_the_result_panel_stands_below_the_foundations(size):
    # Seen in a real window at 1024x768: the panel's top edge cut across the foundations'
    # cards, the whole deck of a won game.
    d = Driver(near_won(), size=size)
    win(d)
    d.step(2)
    panel = d.app._banner_panel_rect(d.app.banner_kind)
    assert panel.top >= d.layout.foundations[0].bottom
    assert panel.bottom <= d.layout.height
    assert_screen_true(d.app)


def test_a_panel_with_long_words_fits_a_narrow_window():
    # Found by a tester: a Dutch title ran off both sides of an 800x600 window.
    d = Driver(near_won(), size=(800, 600))
    renderer = d.app.renderer
    title = "Geen enkele kaart van dit spel kan naar een fundament, wat u ook doet."
    detail = "Neem zetten terug of begin een nieuw spel met andere kaarten. " * 3
    rect = renderer.banner_rect(title, detail, (600, 30))
    assert d.app.screen.get_rect().contains(rect)
    panel = renderer._banner(title, detail, (600, 30))
    assert panel.get_height() > renderer._banner(title, "x", (600, 30)).get_height()


# --- 2. display changes and expose events repaint the whole window ------------------------


@pytest.mark.parametrize(
    "event",
    [pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN],
)
def test_an_expose_or_restore_repaints_the_whole_window(event):
    d = Driver(Game.from_code(CODE))
    d.app.screen.fill((0, 0, 0))  # what the window system lost
    d.post(event)
    assert_screen_true(d.app)


def test_f11_twice_leaves_a_true_frame():
    d = Driver(Game.from_code(CODE))
    d.click_stock()
    d.key(pygame.K_F11)
    d.settle()
    assert_screen_true(d.app)
    d.key(pygame.K_F11)
    d.settle()
    assert_screen_true(d.app)


@pytest.mark.parametrize("key", [pygame.K_F11, pygame.K_m])
def test_f11_and_the_sound_key_leave_a_shown_hint_on_the_table(key):
    # Found by a tester: F11 dropped the hint's glow and arrow (Enter no longer played
    # it), while a resize by the window's edge kept them.
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    shown = shown_hint(d)
    d.key(key)
    d.settle()
    assert d.app.hints.shown is shown and d.app.hint_glows()
    assert_screen_true(d.app)
    d.key(pygame.K_RETURN)  # and Enter still plays it
    d.settle()
    assert d.session.game.history[-1] == shown.move


def shown_hint(d: Driver):
    d.app.dismiss_guide()
    d.key(pygame.K_h)
    for _ in range(3000):
        if d.app.hint_glows():
            break
        d.step()
        time.sleep(0.005)
    assert d.app.hint_glows()
    return d.app.hints.shown


def test_the_sound_key_lends_a_hints_words_their_place_for_a_moment():
    # Found by a tester: M over a shown hint put "Sound off" in place of its words for
    # good, while the glow stayed and said nothing.
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    words = shown_hint(d).message
    d.key(pygame.K_m)
    assert d.app.toast.text == d.app.tr("notice.sound_off")
    d.step(round(3 / FRAME))
    assert d.app.toast.visible(d.app.clock) and d.app.toast.text == words
    assert_screen_true(d.app)


def test_a_hint_played_while_the_sound_notice_shows_does_not_come_back_after_it():
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    words = shown_hint(d).message
    d.key(pygame.K_m)
    d.key(pygame.K_RETURN)  # plays the hint
    d.settle()
    d.step(round(3 / FRAME))
    assert not d.app.toast.holds(words)
    assert not (d.app.toast.visible(d.app.clock) and d.app.toast.text == words)


def resize(d: Driver, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    d.step(2)


@pytest.mark.parametrize("kind", ["newgame", "menu", "stats", "settings", "rules"])
def test_a_dialog_stays_open_when_the_window_changes_size(kind):
    # Found in a real window: a resize (or F11) closed whatever dialog was open.
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.app.open_dialog(kind)
    d.step(2)
    before = type(d.app.dialog)
    resize(d, (800, 600))
    assert type(d.app.dialog) is before and d.app.dialog_kind == kind
    assert d.app.screen.get_rect().contains(d.app.dialog.window.rect)
    assert_screen_true(d.app)


def test_a_resize_keeps_what_the_player_chose_and_typed_in_the_new_game_dialog():
    # Found in a real window: F11 over a half-filled New game dialog reopened it as it
    # first was - the game back to the table's, the rules and draw reset, the code
    # being typed gone.
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.app.open_dialog("newgame")
    d.step(2)
    dialog = d.app.dialog
    press(d, dialog.rules.buttons["hoyle"])
    press(d, dialog.draws.buttons[1])  # Canfield's own draw, kept for it under Superior's 3
    press(d, dialog.picker.buttons["superior"])
    press(d, dialog.entry)
    for ch in "CF1-D3-ABC":
        d.post(pygame.TEXTINPUT, text=ch)
    d.step(2)
    status = dialog.code_status.text
    resize(d, (900, 640))
    again = d.app.dialog
    assert isinstance(again, NewGameDialog) and again is not dialog
    assert (again.game, again.rules_name, again.draw) == ("superior", "hoyle", 1)
    assert again.picker.value == "superior" and again.rules.value == "hoyle"
    assert again.draws.value == 1
    assert again.entry.get_text() == "CF1-D3-ABC" and again.code_status.text == status
    assert again.focus.current.target is again.entry  # typing goes on where it was
    assert_screen_true(d.app)
    d.post(pygame.TEXTINPUT, text="D")
    d.step(2)
    assert again.entry.get_text() == "CF1-D3-ABCD"


def test_a_resize_keeps_the_game_and_month_the_statistics_showed():
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.app.open_dialog("stats")
    d.step(2)
    d.app.dialog.step_game(1)
    d.app.dialog.step_month(-3)
    shown = (d.app.dialog.game, d.app.dialog.month)
    resize(d, (1000, 700))
    assert isinstance(d.app.dialog, StatsDialog)
    assert (d.app.dialog.game, d.app.dialog.month) == shown
    assert_screen_true(d.app)


def test_a_resize_keeps_the_place_the_player_had_read_the_rules_to():
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.app.open_dialog("rules")
    d.step(2)
    for _ in range(3):
        d.key(pygame.K_PAGEDOWN)
    d.step(4)
    read = d.app.dialog.text.scroll_bar.start_percentage
    assert read > 0.2
    resize(d, (1000, 700))
    d.step(4)
    again = d.app.dialog.text.scroll_bar
    assert abs(again.start_percentage - min(read, 1 - again.visible_percentage)) < 0.02
    assert_screen_true(d.app)


def test_a_pending_leave_question_survives_a_resize_and_its_answer_still_counts():
    # Found in a real window: with a launch code waiting for "Leave this game?", a resize
    # closed the question, and the code the player asked for was silently dropped.
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.click_stock()
    answers = []
    text = d.app.tr("confirm.resume_code_text", code="CF1-D3-AAAAACM")
    d.app.open_dialog("confirm", text=text)
    d.app.leaving = (lambda: answers.append("leave"), lambda: answers.append("keep"))
    d.step(2)
    resize(d, (1000, 700))
    assert isinstance(d.app.dialog, ConfirmLeaveDialog) and answers == []
    assert d.app.dialog_text == text
    assert_screen_true(d.app)
    press(d, d.app.dialog.leave_button)
    assert answers == ["leave"]


def test_a_second_launch_with_a_code_is_asked_about_over_a_game_in_play():
    # A second launch no longer opens a second window on the same files (whose saves
    # overwrote each other's): it hands its code to this window, which asks, as a
    # launch code over a saved game is asked about.
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.click_stock()
    d.settle()
    played = d.session.game
    d.app.answer_launch("cf1-d1-aaaaabq")
    d.step(2)
    assert isinstance(d.app.dialog, ConfirmLeaveDialog)
    assert d.app.dialog_text == d.app.tr("confirm.resume_code_text", code="CF1-D1-AAAAABQ")
    assert d.session.game is played
    assert_screen_true(d.app)
    d.key(pygame.K_ESCAPE)  # keep playing
    d.step(2)
    assert d.app.dialog is None and d.session.game is played and d.app.waiting_code is None
    d.app.answer_launch("CF1-D1-AAAAABQ")
    d.step(2)
    press(d, d.app.dialog.leave_button)
    d.settle()
    assert str(d.session.code) == "CF1-D1-AAAAABQ"
    assert_screen_true(d.app)


def test_a_second_launch_without_moves_to_lose_plays_its_code_and_junk_changes_nothing():
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.app.answer_launch("not a code")  # only raises the window
    d.app.answer_launch(None)
    assert str(d.session.code) == CODE and d.app.dialog is None
    d.app.answer_launch("CF1-D1-AAAAABQ")  # nothing played yet: nothing to ask
    d.settle()
    assert str(d.session.code) == "CF1-D1-AAAAABQ" and d.app.dialog is None
    assert_screen_true(d.app)


def test_the_window_asks_not_to_be_resized_below_its_smallest_size():
    # Found in a real window: 320x240 cut off columns and buttons; a window manager now
    # stops a resize at MIN_WINDOW (the table still lays out below it: no window manager).
    import warnings

    from game.ui.app import MIN_WINDOW

    d = Driver(Game.from_code(CODE), size=(1000, 700))
    d.key(pygame.K_F11)
    d.key(pygame.K_F11)  # the window made again on leaving full screen
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert pygame.Window.from_display_module().minimum_size == MIN_WINDOW


def test_a_resize_in_mid_drag_puts_the_held_cards_back():
    # Found in a real window: cards held in a drag through a resize (or F11) were drawn
    # under the table's cards. The drag ends: they go back, and the release plays nothing.
    d = Driver(Game.from_code(CODE), size=(1280, 800))
    d.click_stock()
    before = d.state.copy()
    d.drag("waste", 0, (640, 700), release=False)
    assert d.app.controller.hold is not None and d.app.controller.hold.dragging
    resize(d, (1000, 500))
    assert d.app.controller.hold is None
    d.post(pygame.MOUSEMOTION, pos=(500, 400), rel=(0, 0), buttons=(1, 0, 0))
    d.post(pygame.MOUSEBUTTONUP, pos=(500, 400), button=1)
    d.settle()
    assert d.state == before
    assert_screen_true(d.app)


# --- 3. the empty foundations show this deal's start rank ---------------------------------


def test_a_new_untouched_deal_shows_its_start_rank_at_once():
    d = Driver(Game.from_code(CODE))
    before = d.state.start_rank
    for _ in range(6):
        d.key(pygame.K_n)
        d.settle()
        assert d.app.dialog is None  # no move made: nothing to confirm
        assert_screen_true(d.app)
        if d.state.start_rank != before:
            return
    pytest.fail("six new deals all had the same start rank")


# --- 5. dialogs reach the screen every frame ------------------------------------------------


def test_typed_code_stays_on_screen_without_moving_the_mouse():
    d = Driver(Game.from_code(CODE))
    d.app.open_dialog("newgame")
    dialog = d.app.dialog
    assert isinstance(dialog, NewGameDialog)
    press(d, dialog.entry)
    for ch in "abc":
        d.post(pygame.TEXTINPUT, text=ch)
    d.step(2)
    assert dialog.entry.get_text() == "abc"
    assert_screen_true(d.app)
    d.step(int(3.5 * 60))  # three and a half seconds of frames, the cursor blinking
    assert_screen_true(d.app)


def test_four_colour_deck_reaches_the_cards_at_once():
    d = Driver(Game.from_code(CODE))
    d.app.open_dialog("settings")
    dialog = d.app.dialog
    assert isinstance(dialog, SettingsDialog)
    press(d, dialog.checks["four_colour"])
    assert d.app.settings.four_colour
    assert_screen_true(d.app)
    d.key(pygame.K_ESCAPE)
    d.settle()
    assert_screen_true(d.app)


def test_reset_statistics_confirmation_shows_at_once():
    d = Driver(Game.from_code(CODE))
    d.app.open_dialog("stats")
    press(d, d.app.dialog.reset_button)
    assert d.app.dialog.asking and d.app.dialog.question.visible
    assert_screen_true(d.app)


# --- 6. leaving a game asks, and counts the same way on every path ---------------------------


def played_driver(**kw) -> Driver:
    d = Driver(Game.from_code(CODE), save=True, **kw)
    d.click_stock()
    return d


def leave_paths():
    def by_n(d):
        d.key(pygame.K_n)

    def by_restart(d):
        d.app.command("restart")

    def by_deal(d):
        d.app.open_dialog("newgame")
        press(d, d.app.dialog.deal_button)

    def by_code(d):
        from game.engine.deal import parse_code

        d.app.open_dialog("newgame")
        d.app.dialog_action(
            d.app.dialog.on_event(
                pygame.event.Event(
                    pygame_gui.UI_TEXT_ENTRY_FINISHED,
                    {"ui_element": d.app.dialog.entry, "text": "CF1-D1-AAAAAAB"},
                )
            )
            or _code_action(parse_code("CF1-D1-AAAAAAB"))
        )

    return {"N": by_n, "restart": by_restart, "deal": by_deal, "code": by_code}


def _code_action(code):
    from game.ui.dialogs import Action

    return Action("code", {"code": code})


@pytest.mark.parametrize("path", list(leave_paths()))
def test_every_way_of_leaving_asks_and_counts_one_loss(path):
    d = played_driver()
    stats = d.app.records.stats
    stats.presets.clear()
    leave_paths()[path](d)
    d.step(2)
    assert isinstance(d.app.dialog, ConfirmLeaveDialog)
    # A restart says so: "Restart this deal?" and "Restart", not "Leave this game?"
    restart = path == "restart"
    title = d.app.tr("confirm.restart_title" if restart else "confirm.abandon_title")
    yes = d.app.tr("confirm.restart_yes" if restart else "confirm.abandon_yes")
    assert d.app.dialog.window.window_display_title == title
    assert d.app.dialog.leave_button.text == yes
    assert d.app.dialog.primary is d.app.dialog.keep_button  # gold where Enter goes: stay
    assert stats.summary("standard", 3)["played"] == 0  # nothing counted while asking
    press(d, d.app.dialog.keep_button)  # "Keep playing": nothing changes
    assert d.session.game.move_count == 1 and d.app.dialog is None
    leave_paths()[path](d)
    d.step(2)
    press(d, d.app.dialog.leave_button)
    d.settle()
    summary = stats.summary("standard", 3)
    assert (summary["played"], summary["won"], summary["current_streak"]) == (1, 0, 0)
    assert d.session.game.move_count == 0


def test_esc_on_the_question_keeps_the_game():
    d = played_driver()
    d.key(pygame.K_n)
    d.key(pygame.K_ESCAPE)
    assert d.app.dialog is None and d.session.game.move_count == 1


def test_dont_ask_again_is_remembered():
    d = played_driver()
    d.key(pygame.K_n)
    dialog = d.app.dialog
    press(d, dialog.dont_ask_box)
    press(d, dialog.leave_button)
    d.settle()
    assert d.app.settings.confirm_leave is False
    d.click_stock()
    d.key(pygame.K_n)  # now leaves at once
    d.settle()
    assert d.app.dialog is None and d.session.game.move_count == 0
    assert d.app.records.stats.summary("standard", 3)["played"] == 2
    from game.persist import load_settings

    assert load_settings()[0].confirm_leave is False


def test_a_game_without_a_move_is_never_counted_nor_asked_about():
    d = Driver(Game.from_code(CODE), save=True)
    d.key(pygame.K_n)
    d.settle()
    d.app.command("restart")
    d.settle()
    assert d.app.dialog is None
    assert d.app.records.stats.summary("standard", 3)["played"] == 0


def test_casino_charges_the_stake_for_every_new_deal_including_a_restart():
    d = Driver(Game.from_code(CODE), save=True)
    d.app.apply_setting("scoring", "casino")
    bank = d.app.records.stats.casino_bank
    d.key(pygame.K_n)  # untouched: not counted as a game, but the new deal costs its stake
    d.settle()
    assert d.app.records.stats.casino_bank == bank - 47  # $52 less the base card's $5
    d.app.command("restart")
    d.settle()
    assert d.app.records.stats.casino_bank == bank - 2 * 47
    assert d.app.records.stats.summary("standard", 3)["played"] == 0
    assert d.app.hud_info()["casino"] == bank - 2 * 47


def test_the_bar_shows_the_bank_of_the_statistics_once_a_deal_is_won():
    """A tester won a casino deal: the bar said $596 where Statistics said $341, the
    deal's $255 added again on top of the bank that already held it."""
    d = Driver(near_won(), save=True)
    d.app.apply_setting("scoring", "casino")
    before = d.app.hud_info()["casino"]
    win(d)
    d.step(2)
    bank = d.app.records.stats.casino_bank
    assert d.app.hud_info()["casino"] == bank and bank > before
    assert_screen_true(d.app)


@pytest.mark.parametrize("kind", ["restart", "new"])
def test_with_casino_scoring_the_leave_question_names_the_next_stake(kind):
    """Restarting cost another $52 and the question said nothing of it (tester round,
    stop 50)."""
    d = Driver(Game.from_code(CODE), save=True)
    d.app.dismiss_guide()
    d.click_stock()  # a move: leaving now costs a game, so it asks
    stake = d.app.tr("confirm.casino_stake")
    d.app.banner_command("restart" if kind == "restart" else "new")
    d.step(2)
    assert isinstance(d.app.dialog, ConfirmLeaveDialog)
    assert stake not in d.app.dialog.text_value  # standard scoring: nothing is paid
    d.app.close_dialog()
    d.app.apply_setting("scoring", "casino")
    d.app.banner_command("restart" if kind == "restart" else "new")
    d.step(2)
    assert d.app.dialog.text_value.endswith(stake)
    assert_screen_true(d.app)


def test_a_code_on_the_command_line_over_a_saved_game_asks_first():
    from game.ui.app import App

    first = Driver(Game.from_code(CODE), save=True)
    first.click_stock()
    first.app.close()
    pygame.init()
    # Declined: the saved game comes back as it was.
    app = App(Game.from_code("CF1-D1-AAAAAAB"), size=(1280, 720), fullscreen=False, deal=True)
    d = Driver.__new__(Driver)
    d.app = app
    d.settle()
    assert isinstance(app.dialog, ConfirmLeaveDialog)
    # Behind the question: the saved game, the one the player would leave (its code too).
    assert str(d.session.code) == CODE and d.session.game.move_count == 1
    assert app.hud_info()["code"] == CODE
    assert_screen_true(app)
    press(d, app.dialog.keep_button)
    d.settle()
    assert str(d.session.code) == CODE and d.session.game.move_count == 1
    assert app.records.stats.summary("standard", 3)["played"] == 0
    app.close()
    pygame.init()
    # Accepted: the saved game counts as played and not won, the code plays.
    app = App(Game.from_code("CF1-D1-AAAAAAB"), size=(1280, 720), fullscreen=False, deal=True)
    d.app = app
    d.settle()
    press(d, app.dialog.leave_button)
    assert d.session.busy()  # the code's deal is dealt with its animation
    d.settle()
    assert str(d.session.code) == "CF1-D1-AAAAAAB" and d.session.game.move_count == 0
    assert_screen_true(app)
    assert app.records.stats.summary("standard", 3)["played"] == 1
    app.close()


# --- 7. N deals the kind of game on the table -----------------------------------------------


@pytest.mark.parametrize("code", ["CF1-D1-AAAAAAB", "CF1-D3-AAAAAAB-S", "CF1-D1-AAAAAAC-H"])
def test_n_deals_the_same_draw_and_preset_as_the_table(code):
    d = Driver(Game.from_code(code))
    d.app.settings.draw, d.app.settings.rules = 3, "standard"  # what the dialog last chose
    kind = (d.state.draw, d.state.rules.name)
    d.key(pygame.K_n)
    d.settle()
    assert str(d.session.code) != code
    assert (d.state.draw, d.state.rules.name) == kind


def test_the_won_panel_new_game_deals_the_same_kind():
    game = near_won()
    d = Driver(game)
    win(d)
    d.app.settings.draw = 1
    press(d, d.app.banner_buttons["new"])
    d.settle()
    assert d.state.draw == 3 and d.session.game.move_count == 0


# --- 8. the stuck panel offers only what can work ---------------------------------------------


def test_a_deal_stuck_as_dealt_offers_only_a_new_game_after_a_move_too():
    """No card of this deal can ever reach a foundation: after a stock turn the panel
    still offers only a new game (it offered Undo and Restart, which no undo could
    help; tester round, stop 50). A game stuck only after play offers them: below."""
    game = Game(load_position(STUCK))
    turn = next(m for m in game.legal_moves() if m.src == "stock")
    game.play(turn)
    d = Driver(game)
    d.step(2)
    assert d.app.life.phase is Phase.STUCK and d.session.game.move_count == 1
    assert d.app.banner_kind == "stuck_start" and set(d.app.banner_buttons) == {"new"}
    assert_screen_true(d.app)


# STUCK with 3H to play home from the waste (4H buried in the reserve), and 4D on which
# 3S could be taken back from its foundation.
TAKE_BACK_LEFT = dict(
    STUCK,
    reserve=["4H", "QC", "JH", "QH", "QD", "5S"],
    tableau=[STUCK["tableau"][0], ["4D"], *STUCK["tableau"][2:]],
    stock=[{"3H": "AS", "4H": "3C"}.get(c, c) for c in STUCK["stock"]],
    waste=["KS", "AC", "3H"],
)


@pytest.mark.parametrize("rules", ["standard", "hoyle"])
def test_no_more_moves_says_when_a_card_may_still_be_taken_back(rules):
    """A tester met "No more moves" in standard and then won the deal with Show
    solution: its line took cards back. Stuck leaves take-backs out (RULES §7), so the
    panel says that one may still be taken back wherever one can."""
    d = Driver(Game(load_position(dict(TAKE_BACK_LEFT, rules=rules))))
    d.app.dismiss_guide()
    d.session.play(Move("waste", "fH", 1))
    d.settle()
    assert d.app.life.phase is Phase.STUCK and d.app.banner_kind == "stuck"
    takeback = any(m.src == "fS" for m in d.session.game.legal_moves())
    assert takeback == (rules == "standard")
    detail = d.app._banner_texts("stuck")[1]
    expected = "banner.stuck_takeback_detail" if takeback else "banner.stuck_detail"
    assert detail == d.app.tr(expected)
    assert_screen_true(d.app)


def test_the_stuck_panel_makes_way_once_the_player_moves_on_or_presses_esc():
    """The panel stayed over the cards a player went on moving (a move still exists
    when no card can reach a foundation), and Esc opened the menu over it (tester
    round, stop 51). An undo that leaves the game stuck shows it again."""
    d = Driver(Game(load_position(STUCK)))
    d.app.dismiss_guide()
    d.step(2)
    assert d.app.banner_kind == "stuck_start"
    d.click_stock()  # the player plays on
    d.settle()
    assert d.app.life.phase is Phase.STUCK and d.app.banner_kind is None
    assert not d.app.banner_buttons
    assert_screen_true(d.app)
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.settle()
    assert d.session.game.move_count == 0 and d.app.banner_kind == "stuck_start"
    assert_screen_true(d.app)
    d.key(pygame.K_ESCAPE)  # sets it aside; no menu over the table
    d.step(2)
    assert d.app.dialog is None and d.app.banner_kind is None
    assert_screen_true(d.app)
    d.key(pygame.K_ESCAPE)  # with no panel, Esc is the menu's again
    assert d.app.dialog is not None


def test_a_hint_over_the_stuck_panel_takes_its_place():
    """H over "No more moves" glowed and pointed under the panel, out of sight (stop 54's
    notes): a hint with a move takes the panel's place; dismissed, the panel is back."""
    from game.ui.hints import Shown

    d = Driver(Game(load_position(STUCK)))
    d.app.dismiss_guide()
    d.step(2)
    assert d.app.banner_kind == "stuck_start"
    turn = next(m for m in d.session.game.legal_moves() if m.src == "stock")
    d.app.hints.shown = Shown("guess", turn, "turn")
    d.step(2)
    assert d.app.banner_kind is None and d.app.hint_glows()
    assert_screen_true(d.app)
    d.key(pygame.K_ESCAPE)  # the hint goes: nothing else changed, the panel comes back
    d.step(2)
    assert d.app.hints.shown is None and d.app.banner_kind == "stuck_start"
    assert_screen_true(d.app)


def test_the_stuck_panel_set_aside_stays_aside_after_a_relaunch_until_a_move():
    """Esc set "Blocked from the start" aside, yet it came back over the table at every
    relaunch (stop 53's notes). A move forgets the mark; its undo comes back to the
    position set aside, which stays aside, as in one session."""
    from game.ui.app import App

    d = Driver(Game(load_position(STUCK)), save=True)
    d.app.dismiss_guide()
    d.step(2)
    d.key(pygame.K_ESCAPE)
    d.step(2)
    assert d.app.banner_kind is None
    d.app.close()
    pygame.init()
    app = App(size=(1280, 720), fullscreen=False)  # resumes the saved game
    d = Driver.around(app)
    d.step(2)
    assert d.app.life.phase is Phase.STUCK and d.app.banner_kind is None
    assert_screen_true(d.app)
    d.click_stock()
    d.settle()
    assert d.app.meta.stuck_aside is None
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.settle()
    assert d.session.game.move_count == 0 and d.app.banner_kind is None
    assert d.app.meta.stuck_aside == 0
    d.app.close()


def test_the_last_pass_running_out_shows_the_stuck_panel():
    # Rainfall in its third and last pass, the stock used up: once 7S (the start rank) and
    # 8S go home from the waste, 5C shows, and 9S and the other 7s lie buried under it.
    game = Game(load_position(LAST_PASS))
    d = Driver(game)
    d.app.dismiss_guide()
    d.click("waste")
    d.step(30)
    assert d.app.life.phase is Phase.PLAYING and d.session.elapsed > 0  # the clock runs
    d.click("waste")
    assert str(d.state.foundations["S"][-1]) == "8S"
    assert d.app.life.phase is Phase.STUCK
    assert set(d.app.banner_buttons) == {"undo", "restart", "new"}
    assert_screen_true(d.app)
    elapsed = d.session.elapsed
    d.step(30)
    assert d.session.elapsed == elapsed  # and stops while nothing can go home
    press(d, d.app.banner_buttons["undo"])
    d.settle()
    assert d.app.life.phase is Phase.PLAYING
    d.step(30)
    assert d.session.elapsed > elapsed  # the undo brought a move back: it runs again


def test_the_clock_stops_while_the_stuck_panel_shows_and_runs_when_the_player_plays_on():
    # Found by a tester: past "No more moves" (moves remain where no card can go home)
    # the clock stood still for good, with no mark to say it had stopped.
    d = Driver(Game(load_position(LAST_PASS)))
    d.app.dismiss_guide()
    d.click("waste")
    d.click("waste")
    d.settle()
    assert d.app.life.phase is Phase.STUCK and d.app.stuck_panel_shows()
    elapsed = d.session.elapsed
    d.step(30)
    assert d.session.elapsed == elapsed
    for _ in range(2):  # F11 takes the panel down for a frame: the clock crept on
        d.key(pygame.K_F11)
        d.step(3)
    assert d.app.stuck_panel_shows() and d.session.elapsed == elapsed
    d.key(pygame.K_ESCAPE)  # set aside: the player plays on
    d.step(30)
    assert d.app.life.phase is Phase.STUCK and not d.app.stuck_panel_shows()
    assert d.session.elapsed > elapsed


def test_the_panel_comes_back_where_nothing_at_all_can_be_played():
    """A tester turned Rainfall's last stock to its end past "No more moves" (set aside
    by the first turn) and met a silent table with no move at all: the panel returns."""
    game = Game(load_position(LAST_PASS))
    for _ in range(2):  # 7S and 8S home: stuck, no move left
        game.play(game.legal_moves()[0])
    state = game.state.copy()
    state.stock = [state.waste.pop() for _ in range(3)]  # three of them not turned yet
    state.fan = 0
    d = Driver(Game(state))
    d.app.dismiss_guide()
    d.step(2)
    assert d.app.life.phase is Phase.STUCK and d.app.banner_kind == "stuck_start"
    d.click_stock()  # the player moves on: the panel makes way
    d.settle()
    assert d.app.banner_kind is None
    while d.state.stock:
        d.click_stock()
        d.settle()
    assert not d.session.game.legal_moves() and d.app.banner_kind == "stuck_start"
    assert_screen_true(d.app)
    d.key(pygame.K_ESCAPE)  # set aside here, it stays aside here
    d.step(2)
    assert d.app.banner_kind is None and d.app.dialog is None
    assert_screen_true(d.app)


# --- 9. hints -------------------------------------------------------------------------------


def test_h_again_dismisses_a_shown_hint():
    from game.ui.hints import Shown

    d = Driver(Game.from_code(CODE))
    d.app.hints.shown = Shown("win", Move("t4", "t2", 1), "6D")
    d.step()
    d.key(pygame.K_h)
    assert d.app.hints.shown is None and not d.app.hints.thinking
    d.settle()
    assert_screen_true(d.app)


def test_esc_dismisses_a_shown_hint_before_it_opens_the_menu():
    """A tester pressed Esc with a hint glowing: the menu opened and the glow stayed
    behind it. Esc now takes the hint away first; the next Esc opens the menu."""
    from game.ui.hints import Shown

    d = Driver(Game.from_code(CODE))
    d.app.hints.shown = Shown("win", Move("t4", "t2", 1), "6D")
    d.app.toast.show("6D", d.app.clock)
    d.step()
    assert d.app.hint_glows()
    d.key(pygame.K_ESCAPE)
    assert d.app.hints.shown is None and d.app.dialog is None
    assert not d.app.toast.visible(d.app.clock)
    d.settle()
    assert_screen_true(d.app)
    d.key(pygame.K_ESCAPE)
    assert d.app.dialog is not None and d.app.dialog_kind == "menu"


# --- 10. sound toggle feedback ------------------------------------------------------------


def test_m_toggles_sound_with_a_notice():
    d = Driver(Game.from_code(CODE))
    on = d.app.settings.sound
    d.key(pygame.K_m)
    assert d.app.settings.sound is not on
    assert d.app.toast.visible(d.app.clock)
    assert d.app.toast.text == d.app.tr("notice.sound_off" if on else "notice.sound_on")
    assert d.app.hud_info()["sound"] is (not on)
    d.step(2)
    assert_screen_true(d.app)


def test_without_an_audio_device_the_sound_icon_is_off_and_m_says_why():
    # The icon showed "on" though nothing could sound, and M flipped the setting unheard.
    d = Driver(Game.from_code(CODE))
    d.app.sounds.available = False  # as Sounds() finds it without a device
    assert d.app.settings.sound and d.app.hud_info()["sound"] is False
    d.key(pygame.K_m)
    assert d.app.settings.sound  # kept for a machine with sound
    assert d.app.toast.visible(d.app.clock)
    assert d.app.toast.text == d.app.tr("notice.no_audio")
    d.step(2)
    assert_screen_true(d.app)


# --- 11. the clock pauses --------------------------------------------------------------------


def test_the_clock_pauses_under_dialogs_and_without_focus():
    d = Driver(Game.from_code(CODE))
    d.click_stock()
    t0 = d.session.elapsed
    d.step(60)
    assert d.session.elapsed > t0
    d.key(pygame.K_ESCAPE)  # the menu
    t1 = d.session.elapsed
    d.step(60)
    assert d.session.elapsed == t1 and d.app.hud_info()["paused"]
    d.key(pygame.K_ESCAPE)
    d.post(pygame.WINDOWFOCUSLOST)
    t2 = d.session.elapsed
    d.step(60)
    assert d.session.elapsed == t2 and d.app.hud_info()["paused"]
    d.post(pygame.WINDOWFOCUSGAINED)
    d.post(pygame.WINDOWMINIMIZED)
    t3 = d.session.elapsed
    d.step(60)
    assert d.session.elapsed == t3
    d.post(pygame.WINDOWRESTORED)
    d.step(60)
    assert d.session.elapsed > t3 and not d.app.hud_info()["paused"]


# --- the life, on its own ---------------------------------------------------------------------


def test_life_phases():
    game = near_won()
    life = Life(game, dealing=True)
    assert life.phase is Phase.DEALING and life.in_play
    life.advance(busy=False)
    assert life.phase is Phase.PLAYING and not life.counts_when_left
    game.play(Move("waste", "fH", 1))
    assert life.counts_when_left and life.can_undo()
    for move in game.autofinish_moves():
        game.play(move)
    life.advance(busy=True)  # won at once, even while cards still fly
    assert life.won and life.final and not life.can_undo()
    assert not life.abandon() and life.won  # leaving a won game costs nothing
    assert not life.clock_runs(attentive=True)


def test_a_resumed_casino_game_is_not_charged_its_stake_twice():
    from game.ui.app import App

    d = Driver(Game.from_code(CODE), save=True)
    d.app.apply_setting("scoring", "casino")
    d.key(pygame.K_n)  # a new casino deal pays its stake now
    d.settle()
    d.click_stock()
    bank = d.app.records.stats.casino_bank
    d.app.close()
    pygame.init()
    app = App(size=(1024, 700), fullscreen=False)  # resumes the saved game
    assert app.meta.banked == -47
    assert app.hud_info()["casino"] == bank
    app.settings.confirm_leave = False
    app.command("restart")  # leaving it: counted, and its stake is not paid again
    assert app.records.stats.casino_bank == bank - 47  # only the restart's new stake
    app.close()


def test_an_open_dialog_wakes_the_loop_only_while_something_in_it_can_change():
    from game.ui.app import DIALOG_FRAME

    d = Driver(Game.from_code(CODE))
    d.app.open_dialog("newgame")
    d.post(pygame.MOUSEMOTION, pos=(2, d.layout.height - 2), rel=(0, 0), buttons=(0, 0, 0))
    d.step(2)
    assert d.app._idle_wait() > DIALOG_FRAME  # nothing blinks: the loop may sleep
    press(d, d.app.dialog.entry)  # the code field has the focus: its cursor blinks
    d.post(pygame.MOUSEMOTION, pos=(2, d.layout.height - 2), rel=(0, 0), buttons=(0, 0, 0))
    assert d.app._idle_wait() <= DIALOG_FRAME


def test_the_result_panel_shows_the_streak_and_a_personal_best():
    d = Driver(near_won(), save=True)
    win(d)
    title, detail = d.app._banner_texts("won")
    assert d.app.tr("banner.streak", n=1) in detail
    assert d.app.tr("banner.best_time") in detail  # the first win is the fastest so far
    assert_screen_true(d.app)
    d.app.banner_command("replay")
    d.settle()
    d.session.elapsed = 10_000.0  # a slower win with the same score: no personal best
    win(d)
    _, detail = d.app._banner_texts("won")
    assert d.app.tr("banner.streak", n=2) in detail
    assert d.app.tr("banner.best_time") not in detail
    assert d.app.tr("banner.best_score") not in detail


def test_a_click_on_the_spent_stock_says_no_pass_is_left():
    """A silent click on a stock with no pass left looked like a dead button (tester
    round, stop 50): it changes nothing and says why, for Space too."""
    d = Driver(Game(load_position(LAST_PASS)))
    d.app.dismiss_guide()
    assert d.state.passes_spent()
    before = d.state.key()
    d.click_stock()
    assert d.state.key() == before and d.session.game.move_count == 0
    assert d.app.toast.text == d.app.tr("notice.no_passes")
    assert_screen_true(d.app)
    d.app.toast.hide()
    d.key(pygame.K_SPACE)
    assert d.app.toast.text == d.app.tr("notice.no_passes")


def test_a_click_on_a_stock_that_turns_says_nothing():
    d = Driver(Game.from_code(CODE))
    d.app.dismiss_guide()
    d.click_stock()
    assert d.session.game.move_count == 1 and not d.state.passes_spent()
    assert d.app.toast.text != d.app.tr("notice.no_passes")


def test_tab_brings_the_ring_to_the_no_more_moves_panel_and_esc_takes_it_back():
    """The stuck panel's buttons needed the mouse: Tab went round the table's piles only
    (tester round, stop 50). Tab now brings the ring to the panel, Esc back to the table."""
    d = Driver(Game(load_position(LAST_PASS)))
    d.app.dismiss_guide()
    d.click("waste")
    d.click("waste")
    d.settle()
    assert set(d.app.banner_buttons) == {"undo", "restart", "new"}
    d.key(pygame.K_RIGHT)  # a table key: the table's focus, not the panel's
    assert d.app.banner_focus is None and d.app.keys.focus is not None
    d.key(pygame.K_TAB)
    assert list(d.app.ring_buttons())[d.app.banner_focus] == "undo"
    assert d.app.keys.focus is None  # one focus at a time
    d.settle()
    assert_screen_true(d.app)  # the ring is on the screen
    d.key(pygame.K_ESCAPE)
    assert d.app.banner_focus is None and d.app.dialog is None
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)  # Undo
    d.settle()
    assert d.session.game.move_count == 1 and d.app.life.phase is Phase.PLAYING


def test_tab_reaches_the_offer_to_undo_to_a_winnable_position():
    d = Driver(Game(load_position(LAST_PASS)))
    d.app.dismiss_guide()
    d.click("waste")
    d.settle()
    d.app.hints.look_back = [1]
    d.app.winnable_undos = 1
    d.app._offer_undo_to_winnable()
    d.key(pygame.K_TAB)
    assert list(d.app.ring_buttons())[d.app.banner_focus] == "undo_winnable"
    d.settle()
    assert_screen_true(d.app)
    d.key(pygame.K_RETURN)
    d.settle()
    assert d.session.game.move_count == 0 and d.app.offer is None


def test_no_tool_tip_for_a_pile_the_panel_hides():
    # Found by a tester: resting on the "Blocked from the start" panel named the column
    # under it ("Column 1 — 1 card"), as if the panel were not there.
    from game.ui.guide import HOVER_DELAY, pile_at

    d = Driver(Game(load_position(STUCK)), size=(800, 600))
    d.app.dismiss_guide()
    d.settle()
    panel = d.app._banner_panel_rect(d.app.banner_kind)
    spot = next(
        (x, y)
        for y in range(panel.top + 4, panel.bottom - 4, 6)
        for x in range(panel.left + 4, panel.right - 4, 6)
        if pile_at(d.session, (x, y)) is not None
        and not any(b.rect.collidepoint(x, y) for b in d.app.banner_buttons.values())
    )
    d.post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    d.step(round((HOVER_DELAY + 0.3) / FRAME))
    assert d.app.tooltip is None


def test_the_offer_to_undo_to_a_winnable_position_stays_off_the_cards():
    # Found by a tester: at the bottom centre it covered the corner of a long column's
    # last card, and it stays until the game changes.
    from tests.ui.test_layout import long_column_game

    d = Driver(long_column_game(), size=(1280, 720))
    d.app.dismiss_guide()
    d.settle()
    d.app.toast.show("A winnable position is 2 moves back.", d.app.clock, 6.0)
    d.app._offer_undo_to_winnable()
    offer = d.app.offer.rect
    for area in d.app.card_areas():
        assert not offer.colliderect(pygame.Rect(area.x, area.y, area.w, area.h))
    toast = d.app.toast.place(d.app.renderer, d.app.card_areas())[1]
    assert not offer.colliderect(pygame.Rect(toast.x, toast.y, toast.w, toast.h))
    d.step(2)
    assert_screen_true(d.app)
