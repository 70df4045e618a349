"""Show solution (issue 15): D or the menu asks the solver for the line from the table's
position and plays it out, animated; Space pauses, Right plays one move, Esc stops, and any
press of the player's own takes the table over. A game won that way counts as solved with
help. Real App, real worker, synthetic events."""

from __future__ import annotations

import time

import pygame
import pytest

from game.engine.deal import GameCode
from game.engine.game import Game
from game.engine.rules import rules_for
from game.i18n import t
from game.ui.app import DIALOG_FRAME
from game.ui.dialogs import MenuDialog
from game.ui.guide import pile_at
from game.ui.hints import lost_key
from tests.engine.build import build, built_up, near_won_state
from tests.ui.driver import FRAME, Driver
from tests.ui.oracle import assert_screen_true
from tests.ui.test_saving import flush

# Canfield, standard, draw 1: a deal the solver wins in well under a second.
WINNABLE = GameCode(4, 1, rules_for("canfield", "standard"))


def driver(game: Game, save: bool = False) -> Driver:
    d = Driver(game, save=save)
    d.app.dismiss_guide()
    return d


def wait_for(d: Driver, ready, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while not ready() and time.monotonic() < end:
        d.step()
        time.sleep(0.01)
    assert ready(), "the solver did not answer in time"


def showing(d: Driver) -> Driver:
    d.key(pygame.K_d)
    assert d.app.toast.text == t("solution.searching", "en")
    wait_for(d, lambda: d.app.solution is not None)
    return d


def test_d_plays_the_solution_to_a_win_and_it_counts_as_solved_with_help():
    d = showing(driver(Game(near_won_state()), save=True))
    line = list(d.app.solution.line)
    assert f"move 1 of {len(line)}" in d.app.toast.text  # the first plays at once
    wait_for(d, lambda: d.app.life.won)
    d.step()
    assert d.app.solution is None
    played = d.session.game.history
    assert played[: len(line)] == line[: len(played)]  # the solver's moves, in its order
    d.settle()
    assert_screen_true(d.app)
    summary = d.app.records.stats.summary("standard", 3)
    assert (summary["won"], summary["helped"], summary["played"]) == (0, 1, 1)
    # The result panel says so: no "You won!", no winning streak.
    title, detail = d.app._banner_texts(d.app.banner_kind)
    assert title == "Solved with help" and "not as a win" in detail
    assert "streak" not in detail


def test_space_pauses_right_plays_one_move_esc_stops():
    d = showing(driver(Game.from_code(WINNABLE)))
    assert len(d.app.solution.line) > 10
    d.key(pygame.K_SPACE)
    assert d.app.solution.paused
    moves, elapsed = d.session.game.move_count, d.session.elapsed
    d.step(120)
    assert d.session.game.move_count == moves  # paused: nothing plays
    assert d.session.elapsed == elapsed  # and the clock waits with it
    assert d.app.toast.text.startswith("Solution paused")
    d.key(pygame.K_RIGHT)
    d.settle()
    assert d.session.game.move_count == moves + 1  # one move, and still paused
    assert d.app.solution.paused and d.app.solution.index == 2  # the first played at once
    assert_screen_true(d.app)
    d.key(pygame.K_SPACE)  # plays on
    wait_for(d, lambda: d.session.game.move_count >= moves + 3)
    d.key(pygame.K_ESCAPE)
    assert d.app.solution is None and d.app.dialog is None  # Esc stopped it, no menu
    assert d.app.toast.text == t("solution.stopped", "en")
    stopped_at = d.session.game.move_count
    d.step(120)
    assert d.session.game.move_count == stopped_at
    assert d.app.meta.helped


def test_a_press_of_the_players_own_takes_the_table_over():
    d = showing(driver(Game.from_code(WINNABLE)))
    d.key(pygame.K_SPACE)  # paused, so the press below meets a still table
    waste = len(d.state.waste)
    d.click_stock()
    assert d.app.solution is None  # taken over
    assert len(d.state.waste) != waste or not d.state.stock  # and the click played
    d.step(120)
    assert_screen_true(d.app)


def test_a_press_while_it_searches_calls_the_search_off_and_says_so():
    """The "Looking for a solution" notice went only after its 60 s when a press of the
    player's own called the search off (tester round, stop 50)."""
    d = driver(Game.from_code(WINNABLE))
    d.key(pygame.K_d)
    assert d.app.solution_request is not None
    d.key(pygame.K_LEFT)  # a key of the player's own: takes the table over
    assert d.app.solution_request is None and d.app.solution is None
    assert d.app.toast.text == t("solution.search_stopped", "en")
    d.step(240)  # an answer the worker might still send is not played
    assert d.app.solution is None and d.session.game.move_count == 0
    assert d.app.toast.text != t("solution.searching", "en")
    assert_screen_true(d.app)


def test_a_press_on_the_felt_leaves_the_line_playing():
    """A press where no card or pile lies moves nothing: it stopped the line (a tester;
    a click to bring the window to the front did the same)."""
    d = showing(driver(Game.from_code(WINNABLE)))
    w, h = d.app.screen.get_size()
    felt = (w // 2, h - d.app.session.layout.hud.h * 4)
    assert pile_at(d.session, felt) is None and not d.app.solution_bar.contains(felt)
    played = d.app.solution.index
    d.click_at(*felt)
    assert d.app.solution is not None
    wait_for(d, lambda: d.app.solution.index > played)


@pytest.mark.parametrize("paused", [False, True])
def test_the_lines_progress_goes_for_good_when_the_player_takes_over(paused):
    """A tester saw "Solution paused at move 9 of 169 - Space plays on" come back after
    "Solution stopped: your turn" and stay, its keys no longer the line's."""
    d = showing(driver(Game.from_code(WINNABLE)))
    if paused:
        d.key(pygame.K_SPACE)
    d.click_stock()  # takes over
    assert d.app.solution is None
    assert d.app.toast.text == t("solution.stopped", "en")
    d.step(round(5 / FRAME))
    assert not d.app.toast.visible(d.app.clock)
    assert_screen_true(d.app)


def test_space_while_it_searches_starts_the_line_paused_and_turns_nothing():
    """Space is the line's pause key: pressed during the search it turned the stock as well
    (tester round, stop 50), then called the search off, where a later tester expected
    the pause it names. Now the line waits when it comes; Space again plays it."""
    d = driver(Game.from_code(WINNABLE))
    d.key(pygame.K_d)
    d.key(pygame.K_SPACE)
    assert d.app.solution_request is not None and d.session.game.move_count == 0
    assert d.app.toast.text == t("solution.searching_paused", "en")
    d.step()
    assert_screen_true(d.app)
    wait_for(d, lambda: d.app.solution is not None)
    assert d.app.solution.paused and d.session.game.move_count == 0
    d.step(round(2 / FRAME))
    assert d.session.game.move_count == 0  # it waits
    d.key(pygame.K_SPACE)
    wait_for(d, lambda: d.session.game.move_count > 0)


def lost_position():
    """The 5H lies in the reserve under the 6H, which has nowhere to go (no black 7 is
    left, no column can empty); only the stock (JH QH KH) still turns."""
    return build(
        tableau=[["7H"], ["8H"], ["9H"], ["TH"]],
        reserve=["5H", "6H"],
        waste=[],
        foundations=built_up({"S": 13, "H": 4, "D": 13, "C": 13}, start_rank="A"),
        start_rank="A",
    )


def test_a_hint_at_the_start_of_a_lost_game_says_the_deal_cannot_be_won():
    d = driver(Game(lost_position()))
    d.key(pygame.K_h)
    wait_for(d, lambda: d.app.hints.shown is not None)
    assert d.app.hints.shown.kind == "lost"
    assert d.app.hints.shown.message == t("hint.lost_deal", "en")
    assert lost_key(d.session) == "hint.lost_deal"
    d.key(pygame.K_h)
    d.click_stock()  # one move: from now on a lost position "can no longer be won"
    d.settle()
    assert lost_key(d.session) == "hint.lost"
    assert_screen_true(d.app)


def test_no_line_for_a_lost_position_says_so_and_plays_nothing():
    d = driver(Game(lost_position()))
    d.key(pygame.K_d)
    wait_for(d, lambda: d.app.solution_request is None)
    assert d.app.solution is None and not d.app.meta.helped
    # no move made yet: the game cannot be won, not "no longer" (that would blame the player)
    assert d.app.toast.text == t("solution.lost_deal", "en")
    d.click_stock()
    d.settle()
    d.key(pygame.K_d)
    wait_for(d, lambda: d.app.solution_request is None)
    assert d.app.toast.text == t("solution.lost", "en")
    assert_screen_true(d.app)


def test_the_menu_offers_it_and_the_saved_game_keeps_the_help_mark():
    d = driver(Game.from_code(WINNABLE), save=True)
    d.app.command("menu")
    d.step(2)
    assert isinstance(d.app.dialog, MenuDialog)
    d.click_at(*d.app.dialog.buttons["solution"].rect.center)
    d.step(2)
    assert d.app.dialog is None
    wait_for(d, lambda: d.app.solution is not None)
    d.key(pygame.K_SPACE)  # hold it: the game stays in play, saved after the first move
    d.settle()
    flush(d)
    saved = d.app.records.resume()
    assert saved is not None and saved[1].helped


def test_a_solution_through_a_position_without_moves_but_take_backs_shows_no_panel():
    """RULES §7 calls a position stuck when no card can go home without a take-back; the
    solver's line in `standard` may go on through one with a take-back. While it is
    shown, no "No more moves" panel covers it (the panel is back if the player stops)."""
    from game.engine.state import load_position
    from tests.solver.test_positions import NEEDS_TAKEBACK

    d = driver(Game(load_position(NEEDS_TAKEBACK)))
    d.settle()
    assert d.app.banner_for() == "stuck_start"  # the rulebook's verdict, at the start
    showing(d)
    assert any(move.src.startswith("f") for move in d.app.solution.line)  # a take-back
    seen = set()
    while d.app.solution is not None and not d.app.life.won:
        d.step()
        seen.add(d.app.banner_for())
        time.sleep(0.01)
    assert seen <= {None, "won"}
    assert d.app.life.won


def press(d: Driver, element) -> None:
    d.click_at(*element.rect.center)
    d.step(2)


def test_its_buttons_pause_step_and_stop_for_a_mouse_player():
    """Only the keys paused, stepped or stopped the line, and a click of one's own took
    the table over (tester round, stop 50): buttons do it now, and are there exactly
    while a line is shown."""
    d = driver(Game.from_code(WINNABLE))
    assert not d.app.solution_bar.buttons
    showing(d)
    d.step()
    bar = d.app.solution_bar
    assert set(bar.buttons) == {"pause", "step", "stop"}
    assert bar.buttons["pause"].text == t("button.sol_pause", "en")
    press(d, bar.buttons["pause"])
    assert d.app.solution is not None and d.app.solution.paused  # not taken over
    assert bar.buttons["pause"].text == t("button.sol_play", "en")
    d.settle()
    assert_screen_true(d.app)
    moves = d.session.game.move_count
    press(d, bar.buttons["step"])
    d.settle()
    assert d.session.game.move_count == moves + 1 and d.app.solution.paused
    press(d, bar.buttons["stop"])
    assert d.app.solution is None and d.app.toast.text == t("solution.stopped", "en")
    d.step()
    assert not bar.buttons
    d.settle()
    assert_screen_true(d.app)


def test_its_buttons_stand_beside_the_columns_where_a_row_would_hide_cards():
    from types import SimpleNamespace

    from game.ui.solution_bar import NAMES, _places

    labels = {name: (name.title(), "") for name in NAMES}
    size, sizes = (1280, 800), (30, 16)
    row = _places(labels, size, sizes, (), None)
    assert len({r.y for r in row}) == 1 and row[0].bottom < size[1] - 30  # above the messages
    long_column = SimpleNamespace(x=598.0, y=259.0, w=128.0, h=530.0)
    reserve = SimpleNamespace(x=104.0, y=259.0, w=128.0, h=210.0)  # with its count
    band = pygame.Rect(104, 259, 474, 541)
    beside = _places(labels, size, sizes, (long_column, reserve), band)
    assert len({r.x for r in beside}) == 1 and all(band.contains(r) for r in beside)
    for pile in (long_column, reserve):  # a tester saw them over the reserve's card
        area = pygame.Rect(int(pile.x), int(pile.y), int(pile.w), int(pile.h))
        assert not any(r.colliderect(area) for r in beside)
    narrow = pygame.Rect(104, 259, 60, 541)  # no room: the row, over the cards after all
    assert _places(labels, size, sizes, (long_column,), narrow) == row


def test_the_idle_loop_wakes_for_the_next_move_of_the_line():
    """On a still table the loop sleeps until something is due; the line's next move was
    not, so it played at the clock's next second: about one move a second at any speed
    (tester round, stop 50)."""
    from game.ui.solution import GAP

    d = showing(driver(Game.from_code(WINNABLE)))
    while d.session.busy() or d.app.solution.index == 0:
        d.step()
    show = d.app.solution
    d.session.elapsed = 10.0  # the clock's next second is a whole second away
    assert d.app._idle_wait() <= min(GAP, show.next_at - d.app.clock) + 1e-9
    d.key(pygame.K_SPACE)  # paused: nothing is due
    d.session.elapsed = 10.0
    assert d.app._idle_wait() > GAP


def test_sound_full_screen_and_the_menu_leave_the_line_alone():
    """M, the menu and other commands that move no card stopped the line (tester round,
    stop 50); a dialog over the table makes it wait, and it plays on once it closes. A
    command that changes the game (Undo from the bar) is the player taking over."""
    d = showing(driver(Game.from_code(WINNABLE)))
    d.key(pygame.K_m)  # sound off
    assert d.app.solution is not None
    menu = d.app.hud.buttons["menu"]
    d.click_at(*menu.rect.center)
    d.step(2)
    assert d.app.dialog is not None and d.app.solution is not None
    played = d.app.solution.index
    d.step(120)
    assert d.app.solution.index == played  # waits under the dialog
    d.post(
        pygame.MOUSEMOTION, pos=(2, d.app.screen.get_height() - 2), rel=(0, 0), buttons=(0, 0, 0)
    )
    d.step(2)  # the pointer off the dialog: no widget's tool tip is due either
    # and the loop may sleep meanwhile: the line's due move made the wait 0 (a widget
    # under the pointer, as pygame_gui sees it, rightly keeps it at a dialog's frame)
    assert d.app._idle_wait() >= DIALOG_FRAME
    d.key(pygame.K_ESCAPE)  # closes the menu
    wait_for(d, lambda: d.app.solution.index > played)
    d.settle()
    assert_screen_true(d.app)
    d.app.command("undo")
    assert d.app.solution is None  # taken over


def test_a_long_column_gets_smaller_cards_before_the_next_move_of_the_line():
    """At 800x600 a tester saw column 1 (22 cards) squeezed at full card size, ranks cut
    off, for six moves on end: each move of the line started in the frame the last one
    landed, so the table never had an idle frame to lay itself out for the long column.
    Now every move of the line starts on a table laid out for the columns it finds."""
    from game.solver import solve
    from game.ui.layout import long_budget, longest_column
    from game.ui.solution import SolutionShow

    game = Game.from_code("CF1-D3-AAAAACL")
    line = solve(game.state, node_budget=100_000).moves  # a column of 28 cards at move 95
    for move in line[:80]:  # the table as dealt for these: the line shows the rest
        game.play(move)
    d = Driver(game, size=(800, 600))
    d.app.dismiss_guide()
    d.app.solution = SolutionShow(line[80:110], next_at=d.app.clock)
    stale: list[int] = []
    longest = [0]
    play = d.app._play_solution_move

    def checked() -> None:
        layout = d.session.layout
        longest[0] = max(longest[0], longest_column(d.state))
        if long_budget(longest_column(d.state), layout.long_cards) != layout.long_cards:
            stale.append(d.session.game.move_count)
        play()

    d.app._play_solution_move = checked
    for _ in range(20_000):  # frames of the app's clock, not of the wall clock
        if d.app.solution is None:
            break
        d.step()
    assert d.session.game.move_count == 110 and longest[0] >= 20
    assert stale == []
    d.settle()
    assert_screen_true(d.app)


def test_the_keys_line_and_ring_go_when_the_solution_starts():
    # Found by a tester: "7♣ has nowhere to go" stayed under "Looking for a solution…"
    # and under the line's own words while the solver played.
    d = driver(Game(WINNABLE.state()))
    d.key(pygame.K_RIGHT)
    assert d.app.keys.focus is not None and d.app.keys.message
    d = showing(d)
    assert d.app.keys.focus is None and not d.app.keys.message
    d.key(pygame.K_SPACE)  # paused: the table comes to rest for the frame check
    d.settle()
    assert_screen_true(d.app)


def test_its_buttons_stay_put_while_their_place_stays_clear():
    """A tester saw Pause, One move and Stop hop between the row at the bottom and the
    felt beside the columns as the columns grew and shrank, and move when paused."""
    from types import SimpleNamespace

    from game.ui.solution_bar import SolutionBar

    d = driver(Game.from_code(WINNABLE))
    manager, tr = d.app.hud.manager, d.app.tr
    size, sizes = (1280, 800), (30, 16)
    band = pygame.Rect(104, 259, 474, 541)
    long_column = SimpleNamespace(x=598.0, y=259.0, w=128.0, h=530.0)
    short_column = SimpleNamespace(x=598.0, y=259.0, w=128.0, h=180.0)
    bar = SolutionBar()
    bar.sync(manager, False, size, sizes, tr, (long_column,), band)
    beside = bar.rects()
    assert len({r.x for r in beside}) == 1  # the row would hide the long column
    bar.sync(manager, False, size, sizes, tr, (short_column,), band)
    assert bar.rects() == beside  # the column shrank: they stay
    bar.sync(manager, True, size, sizes, tr, (short_column,), band)
    assert bar.rects() == beside  # paused: the same place, "Play on" in it
    assert bar.buttons["pause"].text == t("button.sol_play", "en")
    covering = SimpleNamespace(x=float(beside[0].x), y=float(beside[0].y), w=20.0, h=20.0)
    bar.sync(manager, True, size, sizes, tr, (short_column, covering), band)
    assert not any(r.colliderect(beside[0]) for r in bar.rects()[:1])  # covered: they move
    bar.sync(manager, None, size, sizes, tr)
    bar.sync(manager, False, size, sizes, tr, (short_column,), band)
    assert len({r.y for r in bar.rects()}) == 1  # a new line starts in the row again


def test_in_the_casino_the_solvers_cards_pay_nothing():
    """A tester let Show solution win deal after deal in casino scoring, +$208 a deal.
    What is home when the line starts is settled; the solver's cards add nothing, and the
    bar and the statistics agree."""
    d = driver(Game(near_won_state()), save=True)
    d.app.apply_setting("scoring", "casino")
    d.app.records.stake(d.session, d.app.meta)  # as a deal dealt in casino scoring
    home = d.session.game.casino_net
    bank = d.app.records.stats.casino_bank
    showing(d)
    wait_for(d, lambda: d.app.life.won)
    d.step(2)
    assert d.app.meta.helped and d.session.game.casino_net > home
    assert d.app.records.stats.casino_bank == bank  # settled at the start, nothing since
    assert d.app.hud_info()["casino"] == bank


def test_a_staked_deal_is_settled_even_after_switching_away_from_casino():
    """A deal staked in casino scoring keeps its stake when the player switches to points:
    if the solution then plays, its cards must not pay into the bank either."""
    d = driver(Game(near_won_state()), save=True)
    d.app.apply_setting("scoring", "casino")
    d.app.records.stake(d.session, d.app.meta)
    d.app.apply_setting("scoring", "standard")
    game = d.session.game
    game.play(next(m for m in game.legal_moves() if m.dst == "fH"))
    home = game.casino_net  # $5 more than the stake paid
    bank = d.app.records.stats.casino_bank
    showing(d)
    wait_for(d, lambda: d.app.life.won)
    d.step(2)
    assert d.app.meta.helped and game.casino_net > home
    assert d.app.records.stats.casino_bank == bank + 5  # the player's card, not the solver's


@pytest.mark.parametrize("answer", [{"verdict": "unknown", "moves": []}, {"error": "deadline"}])
def test_a_known_line_is_shown_when_the_search_finds_none_in_time(answer):
    """A tester's proven Chameleon deal got "no solution in time" three times over, while
    H answered at once along the line that had proved it."""
    from game.solver import solve
    from game.ui.solver_worker import Reply

    d = driver(Game.from_code(WINNABLE))
    state = d.session.game.state
    line = solve(state, node_budget=100_000).moves
    d.app.hints.learn(state, line)
    d.key(pygame.K_d)
    request = d.app.solution_request
    assert request is not None
    d.app.worker.cancel()  # the search's own answer is the one below
    d.app.solution_reply(Reply(request, "solution", answer))
    assert d.app.solution is not None and d.app.solution.line == line
    assert d.app.meta.helped
    d.key(pygame.K_SPACE)  # paused: the table comes to rest for the frame check
    d.settle()
    assert d.session.game.history == line[: d.session.game.move_count]
    assert_screen_true(d.app)
