"""Selective Canfield's first step at the table: the five cards to pick the base from are
laid out where the columns go; a click, a drag or the keys pick one."""

from __future__ import annotations

import pygame
import pytest

from game.engine.deal import GameCode
from game.engine.game import Game
from game.engine.rules import rules_for
from game.i18n import card_label
from game.ui.guide import HOVER_DELAY, pile_text
from game.ui.layout import choice_rect
from tests.ui.driver import FRAME, Driver
from tests.ui.oracle import assert_screen_true


def selective() -> Driver:
    return Driver(Game.from_code(GameCode(42, 3, rules_for("selective"))), size=(1280, 720))


def test_the_five_cards_show_and_a_click_picks_the_base():
    d = selective()
    choice = list(d.state.choice)
    assert len(choice) == 5
    assert all(d.shows_card(card) for card in choice)
    assert_screen_true(d.app)
    sprites = d.session.board.sprites
    before = {card: (sprites[card].x, sprites[card].y) for card in choice}
    sprite = sprites[choice[1]]
    d.click_at(int(sprite.x + 8), int(sprite.y + 8))
    d.settle()
    assert d.state.start_rank == choice[1].rank and not d.state.choice
    assert [c[0] for c in d.state.tableau] == [choice[i] for i in (0, 2, 3, 4)]
    # the cards right of the pick already lay where their columns start
    sprites = d.session.board.sprites
    for card in choice[2:]:
        assert abs(sprites[card].x - before[card][0]) < 0.01
        assert abs(sprites[card].y - before[card][1]) < 0.01
    assert_screen_true(d.app)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1024, 768), (800, 600)])
def test_the_pick_lies_apart_in_the_columns_row_clear_of_the_reserve(size):
    # Found in a real window: the five cards overlapped under the four columns with half
    # the row empty beside them.
    layout = Driver(Game.from_code(GameCode(42, 3, rules_for("selective"))), size=size).layout
    rects = [choice_rect(layout, i, 5) for i in range(5)]
    assert rects[-1].x == layout.columns[-1].x  # the last ends the row, as column 4
    pitch = layout.columns[1].x - layout.columns[0].x
    assert all(abs(b.x - a.x - pitch) < 1e-6 for a, b in zip(rects, rects[1:], strict=False))
    assert rects[0].x > layout.reserve.x + layout.reserve.w
    assert rects[-1].x + rects[-1].w <= layout.width


def test_resting_on_a_card_of_the_pick_names_it_and_the_click():
    # Found in a real window: the tip named the empty column under the card ("Column 2 -
    # 0 cards").
    d = selective()
    d.app.apply_setting("language", "de")
    card = d.state.choice[3]
    rect = choice_rect(d.layout, 3, 5)
    spot = (int(rect.x + rect.w / 2), int(rect.y + rect.h / 2))
    d.post(pygame.MOUSEMOTION, pos=spot, rel=(1, 0), buttons=(0, 0, 0))
    d.step(round((HOVER_DELAY + 0.1) / FRAME))
    assert d.app.tooltip is not None and d.app.tooltip[0] == "c4"
    label = card_label(card.rank, card.suit, "de")
    assert pile_text(d.session, "c4", d.app.tr, d.app.lang).startswith(label + " — klicken")
    assert_screen_true(d.app)


def test_the_keys_pick_the_base_too():
    d = selective()
    choice = list(d.state.choice)
    d.key(pygame.K_TAB)  # the first pile that can move: the first card of the pick
    assert d.app.keys.focus.pile == "c1"
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)  # picks the second card up: its targets are the foundations
    assert d.app.keys.pickup is not None
    assert_screen_true(d.app)
    d.key(pygame.K_RETURN)
    d.settle()
    assert d.state.start_rank == choice[1].rank
    assert_screen_true(d.app)


def test_the_number_keys_name_the_pick_s_cards_and_no_key_crashes():
    # Found in a real window: 1-4 focused columns not yet drawn, and the next arrow or Tab
    # crashed the game (StopIteration, ValueError); so did an arrow after undoing the pick.
    d = selective()
    d.key(pygame.K_2)
    assert d.app.keys.focus.pile == "c2" and "2" in d.app.keys.message
    for key in (pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_TAB):
        d.key(key)
        assert not d.app.keys.focus.pile.startswith("t")  # the columns are not drawn yet
    d.key(pygame.K_1)
    d.key(pygame.K_RETURN)  # the first card picked up, and put on a foundation
    d.key(pygame.K_RETURN)
    d.settle()
    assert not d.state.choice
    d.key(pygame.K_z, pygame.KMOD_LCTRL)  # the pick undone: its cards are back
    d.settle()
    assert d.state.choice and d.app.keys.focus.pile.startswith("c")
    for key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_3, pygame.K_DOWN):
        d.key(key)
        assert not d.app.keys.focus.pile.startswith("t")
    assert_screen_true(d.app)


def test_a_column_key_beyond_the_game_s_columns_does_nothing():
    d = Driver(Game.from_code(GameCode(42, 1, rules_for("chameleon"))), size=(1280, 720))
    d.key(pygame.K_2)
    d.key(pygame.K_4)  # chameleon has three columns
    assert d.app.keys.focus.pile == "t2"
    d.key(pygame.K_3)
    assert d.app.keys.focus.pile == "t3"


def test_the_stock_clicked_before_the_pick_says_the_base_comes_first():
    # Found by a tester: a click on the stock did nothing and said nothing.
    d = selective()
    d.app.dismiss_guide()
    stock = len(d.state.stock)
    d.click_stock()
    assert len(d.state.stock) == stock and d.state.choice
    assert d.app.toast.visible(d.app.clock)
    assert d.app.toast.text == d.app.tr("choice.prompt")
    assert_screen_true(d.app)


def test_a_reserve_card_dropped_on_the_pick_says_the_base_comes_first():
    # Found by a tester: 3♦ dropped on a card of the pick said "3♦ can't go into the empty
    # column: an empty column takes any card".
    d = selective()
    d.app.dismiss_guide()
    reserve = list(d.state.reserve)
    target = choice_rect(d.layout, 1, 5)
    d.drag("reserve", 0, (target.x + target.w / 2, target.y + target.h / 2))
    d.settle()
    assert d.state.reserve == reserve and d.state.choice
    assert d.app.toast.text == d.app.tr("choice.prompt")
    assert_screen_true(d.app)
