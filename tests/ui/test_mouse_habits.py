"""The mouse habits of other apps (issue 12): a double-click sends a card home (or where
click-to-play would play it), a jiggling click is still a click, Send home (A, the HUD
button) plays every card that can go home as one undo step, and reduce motion."""

from __future__ import annotations

import os

import pygame
import pytest

from game.engine.cards import parse_card
from game.engine.game import Game
from game.engine.moves import Move
from game.ui import controller as controller_module
from game.ui.app import App
from game.ui.session import REDUCED_GLIDE, Options
from tests.engine.build import build, near_won_state
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

CTRL = pygame.KMOD_LCTRL
SHOTS = "/tmp/habits"


def C(name):
    return parse_card(name)


def home_game(reserve=("2C", "8H")) -> Game:
    # 8H (reserve), 9H (waste), 8S and TH (columns) can go home, in that order; QD may go
    # onto KS; 8S leaves its column empty and the reserve's next card refills it.
    return Game(
        build(
            tableau=[["8S"], ["TH"], ["KC", "QD"], ["KS"]],
            reserve=list(reserve),
            waste=["9H"],
            foundations={"H": ["7H"], "S": ["7S"]},
            start_rank="7",
        )
    )


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def driver(game: Game, click_mode: str = "columns", **options) -> Driver:
    return Driver(game, options=Options(click_mode=click_mode, **options))


def press(d: Driver, x: int, y: int) -> None:
    d.post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)


def release(d: Driver, x: int, y: int) -> None:
    d.post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)


def double_click(d: Driver, pile: str) -> None:
    """Two clicks on a card 0.1 s apart by the controller's clock (the real one would make
    the test depend on the machine's speed)."""
    now = [100.0]
    use_clock(d, now)
    x, y = d.card_point(pile)
    for _ in range(2):
        now[0] += 0.1
        press(d, x, y)
        release(d, x, y)
    d.settle()


def use_clock(d: Driver, now: list[float]) -> None:
    d.app.controller.clock = lambda: now[0]


# --- double-click ---------------------------------------------------------------------------


def test_double_click_with_click_to_play_off_sends_a_card_home():
    d = driver(home_game(), "off")
    d.click("reserve")  # one click does nothing with click-to-play off
    assert names(d.state.foundations["H"]) == ["7H"]
    double_click(d, "reserve")
    assert names(d.state.foundations["H"]) == ["7H", "8H"]
    assert names(d.state.reserve) == ["2C"]
    assert_screen_true(d.app)


def test_double_click_with_click_to_play_off_plays_to_a_column_when_no_foundation_takes_it():
    d = driver(home_game(), "off")
    double_click(d, "t3")  # QD: no foundation, onto KS as click-to-play would
    assert names(d.state.tableau[3]) == ["KS", "QD"] and names(d.state.tableau[2]) == ["KC"]
    assert_screen_true(d.app)


def test_double_click_with_click_to_play_on_foundation_plays_to_a_column():
    d = driver(home_game(), "foundation")
    double_click(d, "t3")  # the first click finds no foundation, the second goes on
    assert names(d.state.tableau[3]) == ["KS", "QD"]
    assert d.session.game.move_count == 1


@pytest.mark.parametrize("mode", ["foundation", "everywhere"])
def test_a_double_click_whose_first_click_played_the_card_plays_nothing_more(mode):
    # Click-to-play sends 8H home at the first click; the second lands on JS, the next
    # reserve card. It played JS onto the QD too ("everywhere"), two moves for one
    # double-click, and one undo took back only one of them (a tester's Microsoft
    # Solitaire habit).
    d = driver(home_game(reserve=("JS", "8H")), mode)
    double_click(d, "reserve")
    assert names(d.state.foundations["H"]) == ["7H", "8H"]
    assert names(d.state.reserve) == ["JS"] and names(d.state.tableau[2]) == ["KC", "QD"]
    assert d.session.game.move_count == 1
    assert_screen_true(d.app)


def test_a_click_after_a_played_click_is_its_own_once_the_double_click_time_is_past():
    d = driver(home_game(reserve=("JS", "8H")), "everywhere")
    now = [100.0]
    use_clock(d, now)
    x, y = d.card_point("reserve")
    press(d, x, y)
    release(d, x, y)
    d.settle()
    now[0] += controller_module.DOUBLE_CLICK_TIME + 0.05
    press(d, x, y)
    release(d, x, y)
    d.settle()
    assert names(d.state.tableau[2]) == ["KC", "QD", "JS"] and d.session.game.move_count == 2


def test_fast_clicks_on_the_stock_each_turn_it():
    d = driver(home_game(), "everywhere")
    now = [100.0]
    use_clock(d, now)
    x, y = d.pile_point("stock")
    for _ in range(3):
        now[0] += 0.1
        press(d, x, y)
        release(d, x, y)
    d.settle()
    assert d.session.game.move_count == 3


def test_two_clicks_too_far_apart_in_time_are_two_clicks():
    d = driver(home_game(), "off")
    now = [100.0]
    use_clock(d, now)
    x, y = d.card_point("reserve")
    press(d, x, y)
    release(d, x, y)
    now[0] += controller_module.DOUBLE_CLICK_TIME + 0.05
    press(d, x, y)
    release(d, x, y)
    d.settle()
    assert names(d.state.foundations["H"]) == ["7H"]
    now[0] += 0.1  # the third click is the second's partner
    press(d, x, y)
    release(d, x, y)
    d.settle()
    assert names(d.state.foundations["H"]) == ["7H", "8H"]


def test_two_clicks_in_different_places_or_with_a_drag_are_no_double_click():
    d = driver(home_game(), "off")
    use_clock(d, [100.0])  # no time passes: only the places and the drag decide
    x, y = d.card_point("reserve")
    press(d, x, y)
    release(d, x, y)
    press(d, x + 8, y)  # the same card, but past the drag threshold from the first click
    release(d, x + 8, y)
    d.settle()
    assert names(d.state.foundations["H"]) == ["7H"]
    press(d, x, y)  # a drag that comes back and is let go where it began
    d.post(pygame.MOUSEMOTION, pos=(x + 20, y), rel=(20, 0), buttons=(1, 0, 0))
    d.post(pygame.MOUSEMOTION, pos=(x, y), rel=(-20, 0), buttons=(1, 0, 0))
    release(d, x, y)
    d.settle()
    press(d, x, y)
    release(d, x, y)
    d.settle()
    assert names(d.state.foundations["H"]) == ["7H"]


def test_double_click_on_a_foundation_top_takes_it_back_where_the_preset_allows():
    def with_8h_home(rules: str) -> Game:
        return Game(
            build(
                tableau=[["9S"], ["JD"], ["QC"], ["KH"]],
                reserve=["2C"],
                waste=[],
                foundations={"H": ["7H", "8H"]},
                start_rank="7",
                rules=rules,
            )
        )

    d = driver(with_8h_home("standard"), "columns")
    double_click(d, "fH")
    assert names(d.state.tableau[0]) == ["9S", "8H"]
    strict = with_8h_home("strict")
    d = driver(strict, "columns")
    double_click(d, "fH")
    assert names(d.state.foundations["H"]) == ["7H", "8H"]


# --- a jiggling press is a click ------------------------------------------------------------


@pytest.mark.parametrize("jiggle", [(3, 0), (0, -3), (3, 3), (-2, 3)])
def test_a_press_that_jiggles_a_few_pixels_is_a_click_and_lifts_nothing(jiggle):
    d = driver(home_game(), "columns")
    x, y = d.card_point("reserve")
    press(d, x, y)
    d.post(pygame.MOUSEMOTION, pos=(x + jiggle[0], y + jiggle[1]), rel=jiggle, buttons=(1, 0, 0))
    hold = d.app.controller.hold
    assert hold is not None and not hold.dragging
    assert not any(sprite.dragging for sprite in d.session.board.sprites.values())
    assert d.app.controller.target_rects() == []
    release(d, x, y)
    d.settle()
    assert names(d.state.foundations["H"]) == ["7H", "8H"]  # the click-to-play move
    assert_screen_true(d.app)


def test_moving_past_the_threshold_still_lifts_the_card():
    d = driver(home_game(), "columns")
    x, y = d.card_point("reserve")
    press(d, x, y)
    d.post(pygame.MOUSEMOTION, pos=(x + 6, y), rel=(6, 0), buttons=(1, 0, 0))
    assert d.app.controller.hold.dragging
    release(d, x + 6, y)
    d.settle()
    assert names(d.state.reserve) == ["2C", "8H"]  # dropped nowhere: it glides back


# --- send home --------------------------------------------------------------------------------

HOME_DONE = {"H": ["7H", "8H", "9H", "TH"], "S": ["7S", "8S"]}


def assert_home_done(d: Driver) -> None:
    assert {s: names(d.state.foundations[s]) for s in "HS"} == HOME_DONE
    assert names(d.state.tableau[0]) == ["2C"]  # the refill


def test_a_sends_every_card_home_one_by_one_animated():
    d = driver(home_game())
    d.session.game.play(Move("t3", "t4", 1))  # QD onto KS: a step before
    d.session.show(None, animate=False)
    d.settle()
    assert d.app.available()["home"] and d.app.hud.buttons["home"].is_enabled
    d.key(pygame.K_a)
    # The first card is on its way, the others wait their turn.
    assert d.session.game.move_count == 2 and len(d.session.autoplay) == 3
    assert d.session.board.busy()
    seen = []
    for _ in range(120):
        d.step()
        seen.append(d.session.game.move_count)
        if not d.app.animating():
            break
    assert sorted(set(seen)) == [2, 3, 4, 5]  # one by one, over several frames
    d.settle()
    assert_home_done(d)
    assert not d.app.available()["home"] and not d.app.hud.buttons["home"].is_enabled
    assert_screen_true(d.app)
    d.key(pygame.K_z, CTRL)  # one undo takes them all back
    d.settle()
    assert d.session.game.move_count == 1
    assert names(d.state.reserve) == ["2C", "8H"] and names(d.state.waste) == ["9H"]
    assert_screen_true(d.app)
    d.key(pygame.K_y, CTRL)  # one redo plays them all again
    d.settle()
    assert_home_done(d)
    assert d.session.game.move_count == 5
    assert_screen_true(d.app)
    d.key(pygame.K_z, CTRL)
    d.key(pygame.K_z, CTRL)  # and the move before is a step of its own
    d.settle()
    assert d.session.game.move_count == 0


def test_the_hud_button_sends_home_and_the_menu_item_too():
    d = driver(home_game())
    d.click_at(*d.app.hud.buttons["home"].rect.center)
    d.step(2)
    d.settle()
    assert_home_done(d)
    assert_screen_true(d.app)
    d.key(pygame.K_z, CTRL)
    d.settle()
    d.app.open_dialog("menu")
    d.step(2)
    assert d.app.dialog.buttons["home"].is_enabled
    d.click_at(*d.app.dialog.buttons["home"].rect.center)
    d.step(2)
    d.settle()
    assert d.app.dialog is None
    assert_home_done(d)
    assert_screen_true(d.app)


def test_send_home_without_animations_plays_at_once():
    d = driver(home_game(), animations=False)
    d.key(pygame.K_a)
    assert_home_done(d)
    assert not d.session.autoplay
    d.settle()
    assert_screen_true(d.app)


def test_send_home_does_nothing_when_no_card_can_go():
    game = Game(build(tableau=[["QC"], ["KD"], ["JS"], ["9D"]], reserve=["2C"], waste=[]))
    d = driver(game)
    assert not d.app.available()["home"] and not d.app.hud.buttons["home"].is_enabled
    d.key(pygame.K_a)
    d.settle()
    assert d.session.game.move_count == 0
    assert_screen_true(d.app)


def test_a_new_input_during_send_home_finishes_it_first():
    d = driver(home_game())
    d.key(pygame.K_a)
    d.key(pygame.K_z, CTRL)  # the queued cards land first; the undo takes back all four
    d.settle()
    assert d.session.game.move_count == 0 and not d.session.autoplay
    assert_screen_true(d.app)


def test_a_saved_and_resumed_game_keeps_the_send_home_step():
    d = Driver(home_game(), save=True)
    d.key(pygame.K_a)
    d.settle()
    d.app.close()
    again = Driver.__new__(Driver)
    again.app = App(save=True, size=(1280, 720), fullscreen=False)
    again.settle()
    assert again.session.game.move_count == 4
    again.key(pygame.K_z, CTRL)
    again.settle()
    assert again.session.game.move_count == 0
    assert_screen_true(again.app)
    again.app.close()
    third = Driver.__new__(Driver)
    third.app = App(save=True, size=(1280, 720), fullscreen=False)
    third.settle()
    assert third.session.game.can_redo()
    third.key(pygame.K_y, CTRL)  # the redo is one step too
    third.settle()
    assert_home_done(third)
    assert third.session.game.move_count == 4
    assert_screen_true(third.app)
    third.app.close()


# --- reduce motion ------------------------------------------------------------------------------


def glides(d: Driver) -> list[float]:
    return [s.tween.duration for s in d.session.board.sprites.values() if s.tween is not None]


def test_reduce_motion_makes_every_glide_short_and_ends_in_the_same_places():
    places = {}
    for reduce in (False, True):
        d = driver(home_game(), reduce_motion=reduce)
        d.drag("t3", 0, d.pile_point("t4"), release=False)
        d.post(pygame.MOUSEBUTTONUP, pos=tuple(map(int, d.pile_point("t4"))), button=1)
        durations = glides(d)
        assert durations
        if reduce:
            assert max(durations) <= REDUCED_GLIDE + 1e-9
        else:
            assert max(durations) > REDUCED_GLIDE
        d.settle()
        d.key(pygame.K_a)
        if reduce:
            assert max(glides(d)) <= REDUCED_GLIDE + 1e-9
        d.settle()
        places[reduce] = {c: (s.x, s.y) for c, s in d.session.board.sprites.items()}
        assert_screen_true(d.app)
    assert places[True] == places[False]


def test_reduce_motion_makes_the_deal_short():
    d = driver(home_game(), reduce_motion=True)
    s = d.session
    s.start(Game.from_code("CF1-D3-AAAAACL"), deal_animation=True)
    ends = [
        sp.tween.start + sp.tween.duration - s.now for sp in s.board.sprites.values() if sp.tween
    ]
    assert ends and max(ends) < 0.4
    assert max(glides(d)) <= REDUCED_GLIDE + 1e-9
    d.settle()
    assert_screen_true(d.app)


def test_reduce_motion_skips_the_celebration_and_shows_the_result_at_once():
    d = driver(Game(near_won_state()), reduce_motion=True)
    d.click("waste")  # 4H home; the auto-finish plays the rest
    d.settle()
    assert d.app.life.won and d.app.life.celebrated
    assert d.app.celebration is None
    assert d.app.banner_for() == "won"
    assert_screen_true(d.app)


def test_without_reduce_motion_the_celebration_runs():
    d = driver(Game(near_won_state()))
    d.click_at(*d.card_point("waste"))  # no settling: that would wait out the cascade
    for _ in range(200):
        d.step()
        if d.app.celebration is not None:
            break
    assert d.app.celebration is not None


def test_turning_reduce_motion_on_applies_at_once_and_ends_a_running_celebration():
    d = driver(Game(near_won_state()))
    d.click_at(*d.card_point("waste"))  # no settling: that would wait out the cascade
    for _ in range(200):
        d.step()
        if d.app.celebration is not None:
            break
    d.app.apply_setting("reduce_motion", True)
    assert d.session.options.reduce_motion and d.app.settings.reduce_motion
    assert d.app.celebration is None
    d.settle()
    assert d.app.banner_for() == "won"
    assert_screen_true(d.app)


# --- how the bar looks ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "lang", "shown"),
    [((800, 600), "de", False), ((800, 600), "en", True), ((1920, 1080), "de", True)],
)
def test_the_home_button_fits_the_bar(size, lang, shown):
    """Beside Hint where the bar has room; a bar too narrow for it and the game code (German
    at 800 px) leaves it out: A and the menu still send cards home, and the code shows."""
    d = Driver(home_game(), size=size)
    d.app.apply_setting("language", lang)
    d.settle()
    hud = d.app.hud
    assert ("home" in hud.buttons) == shown
    names_in_order = [n for n in hud.BUTTONS if n in hud.buttons]
    rects = [hud.buttons[n].rect for n in names_in_order]
    if shown:
        assert names_in_order.index("home") == names_in_order.index("hint") + 1
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:], strict=False))
    assert rects[-1].right <= size[0] and hud.sound_rect.right <= hud.buttons_left
    assert "code" in hud.drawn
    if os.path.isdir(SHOTS) or os.environ.get("HABITS_SHOTS"):
        os.makedirs(SHOTS, exist_ok=True)
        bar = d.app.screen.subsurface(pygame.Rect(0, 0, size[0], d.layout.hud.h * 3))
        pygame.image.save(bar, f"{SHOTS}/hud-{size[0]}x{size[1]}-{lang}.png")
        pygame.image.save(d.app.screen, f"{SHOTS}/table-{size[0]}x{size[1]}-{lang}.png")
    assert_screen_true(d.app)
