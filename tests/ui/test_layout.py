"""Layout from 800x600 to 4K: every pile on screen, no overlaps, the table centred, cards
as large as the window allows, long columns fitting, and the card-size setting."""

import itertools

import pygame
import pytest

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.state import load_position
from game.persist import load_settings
from game.ui.dialogs import SettingsDialog
from game.ui.layout import (
    CARD_SIZES,
    INDEX_FRACTION,
    LONG_CARDS,
    MIN_CARD_WIDTH,
    MIN_FAN_FRACTION,
    TYPICAL_CARDS,
    Rect,
    card_places,
    compute_layout,
    foundation_order,
    long_budget,
    min_fan,
)
from tests.engine.build import build
from tests.tool_module import load_tool
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

SIZES = [
    (800, 600),
    (1024, 768),
    (1280, 720),
    (1366, 768),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
    (2560, 1080),
    (641, 481),
    (640, 480),
    (3000, 900),
]
GRID = [(size, card_size) for size in SIZES for card_size in CARD_SIZES]


def piles(layout, column_cards=20):
    waste_fan = Rect(
        layout.waste.x, layout.waste.y, layout.card_w + 2 * layout.waste_dx, layout.card_h
    )
    label = layout.label_h * 1.5  # the count under the stock and the reserve
    reserve = Rect(layout.reserve.x, layout.reserve.y, layout.card_w, layout.card_h + label)
    stock = Rect(layout.stock.x, layout.stock.y, layout.card_w, layout.card_h + label)
    return {
        "stock": stock,
        "waste": waste_fan,
        "reserve": reserve,
        **{f"f{i}": r for i, r in enumerate(layout.foundations)},
        **{f"t{i}": layout.column_area(i, column_cards) for i in range(4)},
    }


@pytest.mark.parametrize("size, card_size", GRID)
@pytest.mark.parametrize("column_cards", [1, LONG_CARDS, 20])
def test_every_pile_is_on_screen_below_the_hud_and_nothing_overlaps(size, card_size, column_cards):
    layout = compute_layout(*size, card_size)
    rects = piles(layout, column_cards)
    for name, r in rects.items():
        assert r.x >= 0 and r.y >= layout.hud.bottom, name
        assert r.right <= size[0] and r.bottom <= size[1], name
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert ra.overlap(rb) == 0, (a, b)


@pytest.mark.parametrize("size, card_size", GRID)
def test_the_table_is_centred_across_the_window(size, card_size):
    layout = compute_layout(*size, card_size)
    left = layout.stock.x
    right = size[0] - layout.foundations[-1].right
    assert left > 0 and abs(left - right) < 1
    # The columns sit under the foundations, the reserve under the stock.
    assert [c.x for c in layout.columns] == [f.x for f in layout.foundations]
    assert layout.reserve.x == layout.stock.x and layout.reserve.y == layout.columns[0].y


@pytest.mark.parametrize("size", SIZES)
def test_auto_cards_use_the_screen(size):
    """The largest cards that fit: the table spans the width, or the budgeted column (the
    longer of a typical one at the full fan and a long one at the tightest fan) reaches
    the bottom of the window."""
    layout = compute_layout(*size)
    margin = size[1] - layout.column_bottom
    across = (layout.foundations[-1].right - layout.stock.x) / (size[0] - 2 * margin)
    long_run = (LONG_CARDS - 1) * MIN_FAN_FRACTION * layout.card_h
    budget = max((TYPICAL_CARDS - 1) * layout.fan_dy, long_run)
    down = (layout.columns[0].y + layout.card_h + budget) / layout.column_bottom
    assert max(across, down) > 0.97


@pytest.mark.parametrize(
    "size, smallest", [((800, 600), 90), ((1920, 1080), 170), ((3840, 2160), 340)]
)
def test_cards_are_large_on_common_screens(size, smallest):
    assert compute_layout(*size).card_w >= smallest


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size, card_size", GRID)
def test_typical_columns_keep_the_full_fan_and_long_ones_stay_readable(size, card_size, large):
    layout = compute_layout(*size, card_size, large_index=large)
    # The full fan shows each card's whole corner index (rank over suit).
    assert layout.fan_dy >= INDEX_FRACTION * layout.card_h
    assert layout.column_offset(TYPICAL_CARDS) == layout.fan_dy
    offsets = [layout.column_offset(n) for n in range(1, 30)]
    assert offsets == sorted(offsets, reverse=True)  # longer columns only ever tighten
    # A whole King-to-Ace run still shows the upper part of every rank.
    assert layout.column_offset(LONG_CARDS) >= min_fan(large) * layout.card_h - 1e-9
    assert layout.column_area(0, LONG_CARDS).bottom <= layout.column_bottom + 1e-9


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size, card_size", GRID)
@pytest.mark.parametrize("cards", [14, 15, 16, 20, 24, 27, 35, 52])
def test_a_column_longer_than_a_whole_run_makes_the_cards_smaller_so_every_rank_shows(
    size, card_size, cards, large
):
    # Found in a real window: the solver's lines pile up to 35 cards on one column, which
    # squeezed every card to a sliver (a twentieth of a card) with no rank to read; with
    # the large corner index a 24-card column showed A and 4 alike (a tester).
    layout = compute_layout(*size, card_size, long_cards=long_budget(cards), large_index=large)
    assert layout.column_area(0, cards).bottom <= layout.column_bottom + 1e-9
    if layout.card_w > MIN_CARD_WIDTH:  # only a tiny window goes tighter
        assert layout.column_offset(cards) >= min_fan(large) * layout.card_h - 1e-9
    for name, r in piles(layout, cards).items():
        assert r.right <= size[0] and r.bottom <= size[1], name


def test_the_card_size_changes_in_steps_and_not_to_and_fro():
    assert long_budget(1) == long_budget(LONG_CARDS) == LONG_CARDS
    budget, changes = LONG_CARDS, 0
    for n in [*range(1, 40), *range(40, 0, -1)]:  # a column grows to 39 cards, then empties
        new = long_budget(n, budget)
        assert n <= new  # never squeezed below the tightest fan
        changes += new != budget
        budget = new
    assert budget == LONG_CARDS and changes <= 14
    for n in range(10, 40):  # a card put on and taken off again resizes at most once
        budget, changes = long_budget(n), 0
        for length in [n + 1, n] * 3:
            new = long_budget(length, budget)
            changes += new != budget
            budget = new
        assert changes <= 1, n


@pytest.mark.parametrize("size", SIZES)
def test_a_twenty_card_column_fits(size):
    layout = compute_layout(*size)
    for i in range(4):
        area = layout.column_area(i, 20)
        assert area.bottom <= layout.height
    # It is tightened, never below a visible sliver of each card.
    assert layout.column_offset(20) >= 8


@pytest.mark.parametrize("size", SIZES)
def test_card_sizes_large_and_small_are_smaller_steps_of_auto(size):
    auto, large, small = (compute_layout(*size, name).card_w for name in ("auto", "large", "small"))
    assert auto > large > small >= 0.7 * auto
    # Smaller cards leave long columns more room: a whole run gets a wider fan.
    fans = []
    for name in ("auto", "small"):
        layout = compute_layout(*size, name)
        fans.append(layout.column_offset(LONG_CARDS) / layout.card_h)
    assert fans[1] > fans[0]
    # "large" shows every whole rank of a King-to-Ace run (the rank ends at 0.18 of the
    # card); "small" keeps a dozen cards at the full fan.
    large = compute_layout(*size, "large")
    assert large.column_offset(LONG_CARDS) >= 0.19 * large.card_h
    small = compute_layout(*size, "small")
    assert small.column_offset(12) == small.fan_dy
    assert compute_layout(*size, "no such size") == compute_layout(*size)


@pytest.mark.parametrize("size", SIZES)
def test_cards_grow_with_the_window_and_keep_5_to_7(size):
    layout = compute_layout(*size)
    assert abs(layout.card_h / layout.card_w - 1.4) < 0.02
    assert layout.card_w >= 60


def test_short_columns_show_the_whole_corner_index():
    layout = compute_layout(1920, 1080)
    assert layout.column_offset(7) >= 0.30 * layout.card_h


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


# --- the card-size setting in the running game ---------------------------------------------

RUN = ["KS", "QH", "JC", "TD", "9S", "8H", "7C", "6D", "5S", "4H", "3C", "2D", "AS"]


def test_choosing_a_card_size_relayouts_at_once_and_is_remembered():
    state = build(tableau=[RUN, ["KH"], [], ["QS"]], foundations={"S": ["7S"]})
    d = Driver(Game(state), size=(1280, 720), save=True)
    assert d.layout == compute_layout(1280, 720, "auto")
    d.app.open_dialog("settings")
    small = d.app.dialog.menus["card_size"].buttons["small"]
    d.click_at(*small.rect.center)
    d.step(2)
    assert d.layout == compute_layout(1280, 720, "small")
    assert isinstance(d.app.dialog, SettingsDialog)  # still open to try another size
    # The cards are at their new places now, the last of the long column too.
    last = d.session.board.sprites[d.state.tableau[0][-1]]
    column = d.layout.columns[0]
    assert (last.x, last.y) == (column.x, column.y + 12 * d.layout.column_offset(len(RUN)))
    assert load_settings()[0].card_size == "small"
    again = Driver(Game(state), size=(1280, 720), save=True)
    assert again.layout == compute_layout(1280, 720, "small")
    assert again.layout.card_w < compute_layout(1280, 720).card_w


def long_column_game() -> Game:
    """Standard, a 13-card column (a whole run) and the 3♥ on the waste, which makes it
    one card longer than the table is laid out for."""
    column = ["3C", "2D", "AS", "KH", "QC", "JD"]
    column += ["TS", "9H", "8C", "7D", "6S", "5H", "4C"]
    used = {*column, "QS", "QH", "QD", "KS", "3H"}
    rest = [r + s for s in "SHDC" for r in "A23456789TJQK" if r + s not in used]
    position = {
        "game": "canfield",
        "rules": "standard",
        "draw": 3,
        "start_rank": "7",
        "foundations": {s: [] for s in "SHDC"},
        "tableau": [column, ["QS"], ["QH"], ["QD"]],
        "reserve": ["KS", *rest[:12]],
        "waste": ["3H"],
        "stock": rest[12:],
    }
    return Game(load_position(position))


def test_the_table_shrinks_when_a_column_outgrows_it_and_grows_back_when_it_is_short():
    d = Driver(long_column_game(), size=(1280, 800))
    big = d.layout.card_w
    assert d.layout.long_cards == LONG_CARDS  # a whole run fits as it is
    d.drag("waste", 0, d.card_point("t1"))
    d.settle()
    assert len(d.state.tableau[0]) == 14
    layout = d.layout
    assert layout.long_cards > LONG_CARDS and layout.card_w < big
    assert layout.column_offset(14) >= MIN_FAN_FRACTION * layout.card_h - 1e-9
    assert_screen_true(d.app)
    d.key(pygame.K_z, pygame.KMOD_LCTRL)
    d.settle()
    assert len(d.state.tableau[0]) == 13 and d.layout == layout  # two cards of slack
    d.drag("t1", 7, d.card_point("t2"))  # J♦ and the seven cards on it onto the Q♠
    d.settle()
    assert max(len(col) for col in d.state.tableau) == 9
    assert d.layout.long_cards == LONG_CARDS and d.layout.card_w == big
    assert_screen_true(d.app)


def test_a_new_game_after_a_long_column_is_dealt_at_full_size():
    d = Driver(long_column_game(), size=(1280, 800))
    big = d.layout.card_w
    d.drag("waste", 0, d.card_point("t1"))
    d.settle()
    assert d.layout.card_w < big
    d.app.settings.confirm_leave = False
    d.key(pygame.K_n)
    d.settle(limit=3000)
    assert d.layout.long_cards == LONG_CARDS and d.layout.card_w == big
    assert_screen_true(d.app)


@pytest.mark.parametrize("size", [(700, 1000), (640, 1000), (800, 1200)])
def test_the_pile_counts_of_a_tall_window_are_those_of_a_4_3_window_of_its_width(size):
    # Found in a real window at 700x1000: the stock's and the reserve's counts followed the
    # height alone and stood as tall as a card's index, over tiny figures in the bar.
    tall = compute_layout(*size)
    assert tall.label_h == compute_layout(size[0], size[0] * 3 // 4).label_h


@pytest.mark.parametrize("large", [False, True])
def test_the_tightest_fan_shows_four_fifths_of_the_rank_of_either_index(large):
    # The card art's rank glyph (tools/cardart/style.py): with the large index a 0.16 fan
    # showed two thirds of it and a tester read A and 4 alike in a 24-card column.
    style = load_tool("cardart/style")
    top, height = (
        (style.LARGE_RANK_TOP, style.LARGE_RANK_H) if large else (style.RANK_TOP, style.RANK_H)
    )
    shown = (min_fan(large) * style.CARD_H - top) / height
    assert shown >= 0.8, shown
