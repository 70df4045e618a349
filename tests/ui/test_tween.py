"""Tweens at exact fixed steps, and the board that runs them."""

import pytest

from game.engine.cards import parse_card
from game.ui.layout import Place
from game.ui.sprites import Board
from game.ui.tween import EASINGS, Tween, ease_out_cubic, linear, move_duration


def test_linear_tween_exact_values():
    t = Tween(0, 0, 100, 50, start=1.0, duration=0.5, easing=linear)
    assert t.position(1.0) == (0, 0)
    assert t.position(1.25) == (50, 25)
    assert t.position(1.5) == (100, 50)
    assert t.position(9.0) == (100, 50) and t.done(1.5) and not t.done(1.49)
    assert t.position(0.5) == (0, 0)  # not started yet


def test_ease_out_cubic_exact_values():
    t = Tween(0, 0, 80, 0, start=0, duration=0.2, easing=ease_out_cubic)
    for step in range(5):
        now = step * 0.05
        p = now / 0.2
        assert t.position(now)[0] == pytest.approx(80 * (1 - (1 - p) ** 3))


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_0_and_end_at_1(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0) and f(1.0) == pytest.approx(1.0)


def test_duration_grows_with_distance_within_120_to_300_ms():
    assert move_duration(0) == pytest.approx(0.12)
    assert move_duration(300) > move_duration(50)
    assert move_duration(10_000) == pytest.approx(0.30)
    assert move_duration(10_000, speed_factor=2) == pytest.approx(0.15)


def test_flip_squashes_to_zero_halfway():
    t = Tween(0, 0, 10, 0, start=0, duration=1.0, flip=True)
    assert t.flip_width(0) == pytest.approx(1) and t.flip_width(0.5) == pytest.approx(0, abs=1e-9)
    assert t.flip_width(1.0) == pytest.approx(1)


def place(x, y, face=True, z=0):
    return Place(x, y, face, z, "t1", 0)


def test_board_steps_a_glide_exactly_and_lands():
    card = parse_card("7H")
    board = Board()
    board.place_all({card: place(0, 0)})
    end = board.sync({card: place(300, 0)}, now=0.0, animate=True)
    sprite = board.sprites[card]
    duration = move_duration(300)
    assert end == pytest.approx(duration)
    step = 1 / 120
    now = 0.0
    while now + step < duration:
        now += step
        board.update(now)
        assert sprite.x == pytest.approx(300 * ease_out_cubic(now / duration))
        assert sprite.prev_x <= sprite.x
    board.update(duration + step)
    assert (sprite.x, sprite.tween) == (300, None)


def test_interpolation_between_steps():
    card = parse_card("7H")
    board = Board()
    board.place_all({card: place(0, 0)})
    board.sync({card: place(100, 0)}, now=0.0, animate=True)
    board.update(0.02)
    board.update(0.04)
    sprite = board.sprites[card]
    mid = sprite.draw_position(0.5)[0]
    assert sprite.prev_x < mid < sprite.x


def test_finish_completes_every_running_tween():
    cards = [parse_card(c) for c in ("7H", "8S")]
    board = Board()
    board.place_all({c: place(0, 0) for c in cards})
    board.sync(
        {cards[0]: place(100, 50), cards[1]: place(10, 200, face=False)}, now=0, animate=True
    )
    board.update(0.01)
    assert board.busy() and board.finish()
    assert not board.busy()
    assert (board.sprites[cards[0]].x, board.sprites[cards[0]].y) == (100, 50)
    assert board.sprites[cards[1]].face_up is False


def test_face_turns_at_half_of_a_flip():
    card = parse_card("7H")
    board = Board()
    board.place_all({card: place(0, 0, face=False)})
    board.sync({card: place(100, 0, face=True)}, now=0, animate=True)
    duration = board.sprites[card].tween.duration
    board.update(duration * 0.4)
    assert board.sprites[card].face_up is False
    board.update(duration * 0.6)
    assert board.sprites[card].face_up is True
