"""Foundation slots on the table (RULES §3): a start card goes on any empty slot, a click
takes the leftmost, and undo, redo and a resumed game show the slots the player saw."""

import pygame
import pytest

from game.engine.cards import parse_card
from game.engine.game import Game
from game.engine.moves import Move
from game.ui.app import App
from game.ui.layout import compute_layout
from game.ui.records import Records
from game.ui.session import Session
from game.ui.slots import normalise, slot_suits
from tests.engine.build import build
from tests.ui.driver import Driver


def C(name):
    return parse_card(name)


def five_position(rules="standard"):
    # Start rank 5, hearts on slot 0, three empty slots; 5S then 5C come from the waste.
    # 6H takes 5S back and 6S takes 5H back (take-backs in standard).
    return build(
        tableau=[["6H"], ["6S"], ["KD"], ["KC"]],
        reserve=["2C"],
        waste=["6D", "5C", "5S"],
        foundations={"H": ["5H"]},
        start_rank="5",
        rules=rules,
        draw=1,
    )


def slot_point(d: Driver, slot: int) -> tuple[float, float]:
    rect = d.layout.foundations[slot]
    return rect.x + rect.w * 0.5, rect.y + 20


def slot_of(d: Driver, card: str) -> int | None:
    """The foundation slot where the card is drawn, None if it is on none."""
    sprite = d.session.board.sprites[C(card)]
    for slot, rect in enumerate(d.layout.foundations):
        if (sprite.x, sprite.y) == (rect.x, rect.y):
            return slot
    return None


def on_slot(d: Driver, card: str, slot: int) -> bool:
    """In the engine's foundation, drawn on that slot, and visible there."""
    card_ = C(card)
    return (
        card_ in d.state.foundations[card_.suit]
        and slot_of(d, card) == slot
        and d.shows_card(card_)
    )


def drop_far_away(d: Driver) -> None:
    """Carry the held card to the empty table below the columns and let go: it goes back."""
    x, y = d.layout.width // 2, d.layout.height - 10
    d.post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
    d.post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    d.settle()


# --- the slot rules, pure -----------------------------------------------------------------


def test_slot_suits_follow_the_choices_and_default_to_the_leftmost_empty_slot():
    initial = five_position()
    to_s, to_c = Move("waste", "fS", 1), Move("waste", "fC", 1)
    assert slot_suits(initial, [], []) == ("H", "S", "D", "C")
    assert slot_suits(initial, [to_s], [3]) == ("H", "D", "C", "S")
    assert slot_suits(initial, [to_s, to_c], [3, None]) == ("H", "C", "D", "S")
    # A choice that is no empty slot (taken, out of range, not a number) means the leftmost.
    for bad in (0, 4, -1, True, "2"):
        assert slot_suits(initial, [to_s], [bad]) == ("H", "S", "D", "C")
    assert slot_suits(initial, [to_s, to_c], [2, 2]) == ("H", "C", "S", "D")


def test_an_emptied_foundation_frees_its_slot():
    initial = five_position()
    moves = [Move("waste", "fS", 1), Move("fS", "t1", 1), Move("waste", "fC", 1)]
    assert slot_suits(initial, moves, [3, None, 3]) == ("H", "S", "D", "C")  # 3 is free again
    assert slot_suits(initial, moves, [3, None, None]) == ("H", "C", "S", "D")
    base_back = [Move("fH", "t2", 1), Move("waste", "fS", 1)]
    assert slot_suits(initial, base_back, [None, 2]) == ("H", "D", "S", "C")
    assert slot_suits(initial, base_back, [None, None])[0] == "S"


def test_saved_choices_are_normalised():
    assert normalise([1, None, 3], 3) == [1, None, 3]
    assert normalise([1, 9, "x", True, 2.0], 6) == [1, None, None, None, None, None]
    assert normalise("junk", 2) == [None, None]
    assert normalise([3, 3, 3], 1) == [3]


# --- dragging and clicking ----------------------------------------------------------------


@pytest.mark.parametrize("slot", [1, 2, 3])
def test_a_start_card_dropped_on_any_empty_slot_lands_there(slot):
    d = Driver(Game(five_position()))
    d.drag("waste", 0, slot_point(d, slot))
    assert on_slot(d, "5S", slot)
    assert on_slot(d, "5H", 0)


def test_every_empty_slot_is_highlighted_while_a_start_card_is_dragged():
    d = Driver(Game(five_position()))
    d.drag("waste", 0, slot_point(d, 2), release=False)
    slots = d.layout.foundations
    lights = d.app.controller.target_rects()
    assert sorted(lights, key=lambda h: h.rect.x) == [(slots[k], k == 2) for k in (1, 2, 3)]
    assert lights[-1] == (slots[2], True)  # the hovered one comes last, drawn on top
    assert d.app.controller.target_rect() == slots[2]
    drop_far_away(d)
    assert d.app.controller.target_rects() == []
    assert d.state.waste[-1] == C("5S")


def test_a_start_card_over_a_column_lights_the_column_and_the_empty_slots():
    d = Driver(Game(five_position()))
    d.drag("waste", 0, d.pile_point("t1"), release=False)  # 5S over 6H
    lights = d.app.controller.target_rects()
    assert [h.hovered for h in lights] == [False, False, False, True]
    assert lights[-1].rect == d.app.controller.target_rect()
    assert {h.rect for h in lights[:3]} == set(d.layout.foundations[1:])


def test_a_card_that_starts_no_foundation_lights_no_slot():
    d = Driver(Game(five_position()))
    d.drag("t2", 0, d.pile_point("t3"), release=False)  # 6S over KD, which does not take it
    assert d.app.controller.target_rects() == []


def test_a_click_takes_the_leftmost_empty_slot_and_a_suit_keeps_its_slot():
    d = Driver(Game(five_position()))
    d.drag("waste", 0, slot_point(d, 2))  # 5S to the middle
    d.click("waste")  # 5C: leftmost empty
    assert on_slot(d, "5C", 1) and on_slot(d, "5S", 2)
    d.click("t2")  # 6S goes on the spades, wherever they are
    assert on_slot(d, "6S", 2)


def test_auto_finish_fills_the_leftmost_empty_slots():
    # Spades and hearts done; clubs and diamonds fly home by themselves, 7C first.
    state = build(
        tableau=[
            ["6C", "5D", "4C", "3D", "2C", "AD", "KC", "QD", "JC", "TD", "9C", "8D", "7C"],
            ["6D", "5C", "4D", "3C", "2D", "AC", "KD", "QC", "JD", "TC", "9D", "8C", "7D"],
            [],
            [],
        ],
        reserve=[],
        foundations={
            "S": [r + "S" for r in "789TJQKA23456"],
            "H": [r + "H" for r in "789TJQKA23456"],
        },
        start_rank="7",
    )
    d = Driver(Game(state))
    d.settle(limit=3000)
    first = d.session.game.history[0].dst[1]
    assert d.state.is_won()
    assert d.session.suits[:2] == ("S", "H") and d.session.suits[2] == first


# --- undo, redo, take-back ----------------------------------------------------------------


def test_undo_frees_the_slot_and_redo_takes_the_same_one():
    d = Driver(Game(five_position()))
    d.drag("waste", 0, slot_point(d, 3))
    d.session.undo()
    d.settle()
    assert d.state.waste[-1] == C("5S") and d.session.target_slots("S") == [1, 2, 3]
    d.session.redo()
    d.settle()
    assert on_slot(d, "5S", 3)


def test_a_new_move_after_undo_forgets_the_undone_choice():
    d = Driver(Game(five_position()))
    d.drag("waste", 0, slot_point(d, 3))
    d.session.undo()
    d.settle()
    d.drag("waste", 0, d.pile_point("t1"))  # 5S onto 6H instead: redo is gone
    assert not d.session.redo()
    d.drag("t1", 0, slot_point(d, 2))
    assert on_slot(d, "5S", 2)
    assert d.session.saved_slots() == ([None, 2], [])


@pytest.mark.parametrize("rules, allowed", [("standard", True), ("strict", False)])
def test_a_take_back_frees_the_slot(rules, allowed):
    d = Driver(Game(five_position(rules)))
    d.drag("waste", 0, slot_point(d, 3))
    d.drag("fS", 0, d.pile_point("t1"))  # 5S back onto 6H, standard only
    assert (d.state.tableau[0][-1] == C("5S")) is allowed
    if allowed:
        assert d.session.target_slots("S") == [1, 2, 3]
        d.drag("t1", 0, slot_point(d, 1))
        assert on_slot(d, "5S", 1)


def test_taking_back_the_base_card_frees_the_first_slot():
    d = Driver(Game(five_position()))
    d.drag("fH", 0, d.pile_point("t2"))  # 5H onto 6S
    assert d.state.tableau[1][-1] == C("5H")
    d.drag("waste", 0, slot_point(d, 0))
    assert on_slot(d, "5S", 0)
    d.drag("t2", 0, slot_point(d, 3))
    assert on_slot(d, "5H", 3)


def test_a_hint_points_where_the_card_would_land():
    d = Driver(Game(five_position()))
    d.drag("waste", 0, slot_point(d, 1))
    assert d.session.slot_for(Move("waste", "fC", 1)) == 2
    assert d.session.slot_for(Move("waste", "fS", 1)) == 1
    assert d.session.slot_for(Move("waste", "t1", 1)) is None


# --- saving and resuming ------------------------------------------------------------------


def play_and_leave() -> tuple[tuple[str, ...], Game]:
    """Play 5S to slot 3 and 5C to slot 2, undo the 5C, and close the app (it saves)."""
    d = Driver(Game(five_position()), save=True)
    d.drag("waste", 0, slot_point(d, 3))
    d.drag("waste", 0, slot_point(d, 2))
    d.session.undo()
    d.settle()
    suits, game = d.session.suits, d.session.game
    assert d.session.saved_slots() == ([3], [2])
    d.app.close()
    return suits, game


def test_saved_slots_come_back_through_records():
    suits, game = play_and_leave()
    records = Records()
    resumed = records.resume()
    assert resumed is not None and resumed[0].history == game.history
    assert records.resumed_slots == ([3], [2])
    layout = compute_layout(1280, 720)
    session = Session(resumed[0], layout, deal=False)
    session.restore_slots(*records.resumed_slots)
    assert session.suits == suits
    assert session.board.sprites[C("5S")].place.x == layout.foundations[3].x
    assert session.redo()
    assert session.board.sprites[C("5C")].place.x == layout.foundations[2].x


def test_damaged_saved_slots_mean_leftmost_and_never_crash():
    from game.persist import load_game, save_game

    play_and_leave()
    data, _ = load_game()
    data["slots"], data["slots_redo"] = {"x": 1}, [7, "y"]
    save_game(data)
    records = Records()
    resumed = records.resume()
    assert resumed is not None and records.resumed_slots == ([None], [None])
    del data["slots"], data["slots_redo"]  # a game saved before slots were kept
    save_game(data)
    assert Records().resume() is not None


def test_a_resumed_game_shows_the_slots_the_player_saw():
    suits, _ = play_and_leave()
    again = App(save=True, size=(1280, 720), fullscreen=False)
    layout = again.session.layout
    assert again.session.suits == suits
    assert again.session.board.sprites[C("5S")].place.x == layout.foundations[3].x
    assert again.session.redo()
    assert again.session.board.sprites[C("5C")].place.x == layout.foundations[2].x
