"""Layout from 800x600 to 4K: every pile on screen, no overlaps, a 20-card column fits."""

import itertools

import pytest

from game.engine.deal import parse_code
from game.ui.layout import Rect, card_places, compute_layout, foundation_order

SIZES = [(800, 600), (1280, 720), (1920, 1080), (3840, 2160), (1024, 768), (2560, 1080), (640, 480)]


def piles(layout):
    waste_fan = Rect(
        layout.waste.x, layout.waste.y, layout.card_w + 2 * layout.waste_dx, layout.card_h
    )
    label = layout.label_h * 1.4
    reserve = Rect(layout.reserve.x, layout.reserve.y, layout.card_w, layout.card_h + label)
    stock = Rect(layout.stock.x, layout.stock.y, layout.card_w, layout.card_h + label)
    return {
        "stock": stock,
        "waste": waste_fan,
        "reserve": reserve,
        **{f"f{i}": r for i, r in enumerate(layout.foundations)},
        **{f"t{i}": layout.column_area(i, 20) for i in range(4)},
    }


@pytest.mark.parametrize("size", SIZES)
def test_every_pile_is_on_screen_and_nothing_overlaps(size):
    layout = compute_layout(*size)
    rects = piles(layout)
    for name, r in rects.items():
        assert (
            r.x >= 0 and r.y >= layout.hud.bottom and r.right <= size[0] and r.bottom <= size[1]
        ), name
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert ra.overlap(rb) == 0, (a, b)


@pytest.mark.parametrize("size", SIZES)
def test_a_twenty_card_column_fits(size):
    layout = compute_layout(*size)
    for i in range(4):
        area = layout.column_area(i, 20)
        assert area.bottom <= layout.height
    # It is tightened, never below a visible sliver of each card.
    assert layout.column_offset(20) >= 8


@pytest.mark.parametrize("size", SIZES)
def test_cards_grow_with_the_window_and_keep_5_to_7(size):
    layout = compute_layout(*size)
    assert abs(layout.card_h / layout.card_w - 1.4) < 0.02
    assert layout.card_w >= 60


def test_short_columns_show_the_whole_corner_index():
    layout = compute_layout(1920, 1080)
    assert layout.column_offset(8) >= 0.30 * layout.card_h


def test_odd_window_sizes_still_lay_out():
    for size in [(1, 1), (320, 200), (5000, 400), (400, 3000)]:
        layout = compute_layout(*size)
        assert layout.card_w > 0 and layout.column_offset(30) >= 1


def test_card_places_cover_all_52_cards_and_follow_the_piles():
    state = parse_code("CF1-D3-AAAAACL").state()
    layout = compute_layout(1280, 720)
    suits = foundation_order(state)
    assert suits[0] == "S"  # the base card's suit comes first
    places = card_places(state, layout, suits)
    assert len(places) == 52
    top = state.reserve[-1]
    assert places[top].face_up and not places[state.reserve[0]].face_up
    assert all(not places[c].face_up for c in state.stock)
    zs = sorted(p.z for p in places.values())
    assert zs == list(range(52))
