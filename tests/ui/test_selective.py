"""Selective Canfield's first step at the table: the five cards to pick the base from are
laid out where the columns go; a click, a drag or the keys pick one."""

from __future__ import annotations

import pygame

from game.engine.deal import GameCode
from game.engine.game import Game
from game.engine.rules import rules_for
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true


def selective() -> Driver:
    return Driver(Game.from_code(GameCode(42, 3, rules_for("selective"))), size=(1280, 720))


def test_the_five_cards_show_and_a_click_picks_the_base():
    d = selective()
    choice = list(d.state.choice)
    assert len(choice) == 5
    assert all(d.shows_card(card) for card in choice[-1:])  # the last lies on top
    assert_screen_true(d.app)
    sprite = d.session.board.sprites[choice[1]]
    d.click_at(int(sprite.x + 8), int(sprite.y + 8))  # the visible left edge of the second
    d.settle()
    assert d.state.start_rank == choice[1].rank and not d.state.choice
    assert [c[0] for c in d.state.tableau] == [choice[i] for i in (0, 2, 3, 4)]
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
