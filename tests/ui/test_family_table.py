"""The table lays out each game of the Canfield family (issue 13): three columns centred
for chameleon, superior's face-up reserve fanned so every index shows, the pass on the
stock and in the bar, foundations started by 2s or aces; every frame equals a
from-scratch render."""

from __future__ import annotations

import os

import pygame
import pytest

from game.engine.deal import GameCode
from game.engine.game import Game
from game.engine.moves import legal_moves
from game.engine.rules import rules_for, variant
from game.ui.dialogs.stats import table_cells
from game.ui.layout import INDEX_FRACTION, card_places, compute_layout
from game.ui.render import LABEL, NOTE
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

GAMES = ["superior", "rainfall", "rainbow", "storehouse", "chameleon", "rush", "acme"]
SHOTS = "/tmp/family"


def fits_game(layout, rules) -> bool:
    """The layout was made for a table of this game's shape (columns, reserve fan)."""
    columns = len(layout.columns) == rules.columns
    return columns and layout.reserve_fanned == bool(rules.reserve_face_up)


def game_of(name: str, deal: int = 5) -> Game:
    return Game.from_code(GameCode(deal, variant(name).fixed_draw or 3, rules_for(name)))


def play_some(d: Driver, count: int) -> int:
    """Play up to `count` legal moves that are not the stock's (then one turn of the
    stock if nothing else plays); returns how many were played."""
    played = 0
    for _ in range(count):
        moves = [m for m in legal_moves(d.state) if "stock" not in (m.src, m.dst)]
        move = moves[0] if moves else None
        if move is None:
            if d.session.turn_stock() is None:
                break
        elif d.session.play(move) is None:
            break
        d.settle()
        played += 1
    return played


def run_through_pass(d: Driver) -> None:
    """Turn the stock until it is empty (one whole pass)."""
    for _ in range(60):
        if not d.state.stock:
            break
        d.click_stock()
    assert not d.state.stock


def all_cards_inside(d: Driver) -> None:
    places = d.session.places()
    layout = d.layout
    assert len(places) == 52
    for card, place in places.items():
        assert place.x >= 0 and place.x + layout.card_w <= layout.width, card
        assert layout.hud.h <= place.y and place.y + layout.card_h <= layout.height, card


@pytest.mark.parametrize("name", GAMES)
def test_each_game_is_screen_true_after_the_deal_moves_and_a_pass(name, tmp_path):
    d = Driver(game_of(name))
    save = str(tmp_path / name)
    assert fits_game(d.layout, d.state.rules)
    assert_screen_true(d.app, save)
    assert play_some(d, 4) > 0
    assert_screen_true(d.app, save)
    run_through_pass(d)
    assert_screen_true(d.app, save)
    if d.session.turn_stock() is not None:  # the waste turns back while a pass is left
        d.settle()
        assert d.state.pass_no == 2 or not d.state.rules.counts_passes
        assert_screen_true(d.app, save)
    d.session.undo()
    d.settle()
    assert_screen_true(d.app, save)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_every_card_is_inside_the_window(name, size):
    d = Driver(game_of(name), size=size)
    all_cards_inside(d)
    play_some(d, 6)
    all_cards_inside(d)
    assert_screen_true(d.app)


def strips(fan: list, card_h: float) -> list[float]:
    """How much of each fanned card shows: down to the next card of its lane, or whole."""
    return [
        next((b.y - a.y for b in fan[i + 1 :] if b.x == a.x), card_h) for i, a in enumerate(fan)
    ]


SIZES = [(800, 600), (1280, 720), (1920, 1080), (640, 480), (1900, 600), (700, 900)]


@pytest.mark.parametrize("card_size", ["auto", "large", "small"])
@pytest.mark.parametrize("size", SIZES)
def test_superior_reserve_shows_every_index_and_the_top_card_whole(size, card_size):
    rules = rules_for("superior")
    state = GameCode(5, 3, rules).state()
    layout = compute_layout(*size, card_size=card_size, rules=rules)
    assert layout.reserve_fanned
    places = card_places(state, layout, ("S", "H", "D", "C"))
    fan = [places[c] for c in state.reserve]
    assert len(fan) == 13 and all(p.face_up and not p.hidden for p in fan)
    # Each card's strip (the part the next card of its lane leaves) shows its whole
    # corner index, rank and suit: a tester could not tell 4♠ from 4♣ by rank alone.
    assert min(strips(fan, layout.card_h)) >= INDEX_FRACTION * layout.card_h - 1
    top = fan[-1]
    assert top.z > max(p.z for p in fan[:-1])
    assert top.y + layout.card_h <= layout.height  # the top card lies wholly in view
    # and it is the lowest and rightmost: no other card shows more of itself
    assert top.y == max(p.y for p in fan) and top.x == max(p.x for p in fan)
    area = layout.reserve_area(13)
    assert area.bottom <= layout.height
    assert area.x + area.w < min(c.x for c in layout.columns)  # the lanes end short of them
    assert area.y > layout.waste.y + layout.card_h  # and under the waste's row


@pytest.mark.parametrize("large_index", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_superior_reserve_top_card_stays_the_only_whole_one_as_cards_leave(size, large_index):
    """However many reserve cards are left, the top one lies lowest and rightmost and
    every other card has a later one over part of it: a tester saw a buried card, left
    bare at the bottom of the first lane, look like the one to play."""
    rules = rules_for("superior")
    layout = compute_layout(*size, rules=rules, large_index=large_index)
    w, h = layout.card_w, layout.card_h
    rows, _step = layout.reserve_fan
    first_lane = [layout.reserve_spot(i, 13) for i in range(min(rows, 13))]
    for n in range(1, 14):
        spots = [layout.reserve_spot(i, n) for i in range(n)]
        assert len(set(spots)) == n  # no two alike
        top = spots[-1]
        assert top[1] == max(y for _x, y in spots) and top[0] == max(x for x, _y in spots)
        for i, (x, y) in enumerate(spots[:-1]):  # each lies partly under a later card
            assert any(abs(a - x) < w and 0 <= b - y < h for a, b in spots[i + 1 :]), (n, i)
        area = layout.reserve_area(n)
        assert (area.x, area.y) == (layout.reserve.x, layout.reserve.y)
        for x, y in spots:
            assert x + w <= area.x + area.w + 1e-6 and y + h <= area.y + area.h + 1e-6
        # the first lane never moves: only the last lane's cards step down as cards leave
        lane = [s for s in spots if s[0] == layout.reserve.x]
        assert lane == first_lane[: len(lane)]


@pytest.mark.parametrize("large_index", [False, True])
@pytest.mark.parametrize("size", [(1920, 1080), (800, 600), (1900, 600)])
def test_superior_reserve_indices_show_on_the_screen(size, large_index):
    """Each card's corner index, rank and suit, is on the screen pixel for pixel (the
    cards of a later lane lie over the rest of it)."""
    d = Driver(game_of("superior"), size=size)
    if large_index:
        d.app.apply_setting("large_index", True)
        d.settle()
    board, layout = d.session.board, d.layout
    reserve = d.state.reserve
    assert d.shows_card(reserve[-1])
    art = d.app.renderer.art
    shown_strips = strips([d.session.places()[c] for c in reserve], layout.card_h)
    width = int(layout.index_size[0] * layout.card_w) - 1
    height = int(layout.index_size[1] * layout.card_h) - 1
    for card, strip in zip(reserve[:-1], shown_strips, strict=False):
        sprite = board.sprites[card]
        rect = pygame.Rect(round(sprite.x), round(sprite.y), width, min(round(strip), height))
        face = art.face(str(card), layout.card_w, d.session.options.four_colour)
        shown = d.app.screen.subsurface(rect)
        want = face.subsurface(pygame.Rect(0, 0, rect.w, rect.h))
        checked = 0
        for y in range(0, rect.h, 3):  # the index is the card's own, pixel for pixel
            for x in range(0, rect.w, 3):
                if want.get_at((x, y)).a == 255:  # not a rounded corner's see-through pixel
                    assert shown.get_at((x, y))[:3] == want.get_at((x, y))[:3], (card, x, y)
                    checked += 1
        assert checked > 20


def test_superior_reserve_top_card_plays_and_lower_cards_do_not():
    d = Driver(game_of("superior"))
    reserve = list(d.state.reserve)
    d.click("reserve", 5)  # a card under others: nothing happens
    assert d.state.reserve == reserve
    top_moves = [m for m in legal_moves(d.state) if m.src == "reserve"]
    if top_moves:
        d.session.play(top_moves[0])
        d.settle()
        assert d.state.reserve == reserve[:-1]
        assert_screen_true(d.app)


def test_chameleon_has_three_columns_centred_under_the_foundations():
    rules = rules_for("chameleon")
    for size in [(800, 600), (1280, 720), (1920, 1080)]:
        layout = compute_layout(*size, rules=rules)
        four = compute_layout(*size)
        assert len(layout.columns) == 3
        assert layout.card_w == four.card_w  # the same card size as Canfield
        found = layout.foundations
        middle = (found[0].x + found[-1].right) / 2
        cols = layout.columns
        assert abs((cols[0].x + cols[-1].right) / 2 - middle) < 1
        pitch = cols[1].x - cols[0].x
        assert pitch == pytest.approx(found[1].x - found[0].x)
    d = Driver(game_of("chameleon"))
    assert len(d.layout.columns) == 3 and len(d.state.tableau) == 3
    assert len(d.state.reserve) == 12


@pytest.mark.parametrize("name, rank", [("storehouse", 2), ("acme", 1)])
def test_start_cards_sit_one_per_foundation_slot(name, rank):
    d = Driver(game_of(name))
    assert sorted(d.session.suits) == sorted("SHDC")
    for slot, suit in enumerate(d.session.suits):
        pile = d.state.foundations[suit]
        assert [c.rank for c in pile] == [rank]
        place = d.session.places()[pile[0]]
        rect = d.layout.foundations[slot]
        assert (place.x, place.y) == (rect.x, rect.y)
        assert d.shows_card(pile[0])
    assert_screen_true(d.app)


def last_pass_shown(d: Driver) -> bool:
    """The stock's count carries the gold "Last pass" note, on the screen."""
    stock, screen = d.layout.stock, d.app.screen
    band = pygame.Rect(0, int(stock.bottom), int(stock.x + 3 * stock.w), d.layout.label_h * 2)
    band = band.clip(screen.get_rect())
    return any(
        screen.get_at((x, y))[:3] == NOTE
        for y in range(band.top, band.bottom)
        for x in range(band.left, band.right)
    )


def test_the_bar_shows_the_pass_of_the_limit_and_the_last_pass_is_marked():
    d = Driver(game_of("rainfall"))  # three passes
    assert d.app.hud_info()["pass"] == 1 and d.app.hud_info()["passes"] == 3
    assert "Pass 1 of 3" in d.app.tr("hud.pass_of", n=1, m=3)
    assert not last_pass_shown(d)
    for expected in (2, 3):
        run_through_pass(d)
        d.click_stock()  # turn the waste back: the next pass
        assert d.state.pass_no == expected
        assert d.app.hud_info()["pass"] == expected
        assert_screen_true(d.app)
        # the stock says when it is turned for the last time (issue 13)
        assert last_pass_shown(d) == (expected == 3)
    run_through_pass(d)
    assert d.state.waste and not d.state.rules.redeal_allowed(d.state.pass_no)
    assert not last_pass_shown(d)  # the stock turns no more: its barred mark says so
    assert_screen_true(d.app)
    # The empty stock shows the barred mark, not the redeal mark.
    stock = d.layout.stock
    centre = (int(stock.x + stock.w / 2), int(stock.y + stock.h / 2))
    mark = d.app.renderer.no_pass_mark()
    assert mark.get_at((mark.get_width() // 2, mark.get_height() // 2)).a > 0
    assert d.app.screen.get_at(centre)[:3] != d.app.renderer.felt.get_at(centre)[:3]
    d.click_stock()  # nothing left to turn
    assert not d.state.stock and d.state.pass_no == 3


def stock_label_span(d: Driver) -> int:
    """How wide the text under the stock is on the screen (its count and its note)."""
    stock, screen = d.layout.stock, d.app.screen
    band = pygame.Rect(0, int(stock.bottom), int(stock.x + 3 * stock.w), d.layout.label_h * 2)
    band = band.clip(screen.get_rect())
    xs = [
        x
        for y in range(band.top, band.bottom)
        for x in range(band.left, band.right)
        if screen.get_at((x, y))[:3] in (LABEL, NOTE)
    ]
    return max(xs) - min(xs) if xs else 0


def test_the_stock_says_the_pass_where_a_small_window_drops_it_from_the_bar():
    """A tester at 800x600 in German: the bar had no room for "Durchgang 1 von 3", and
    nothing said the pass until "Last pass". The stock's count carries it, and an empty
    stock waiting to be turned back shows it alone."""
    d = Driver(game_of("rainfall"), size=(800, 600))
    d.app.apply_setting("language", "de")
    d.step(2)
    assert not any("Durchgang" in text for text, *_ in d.app.hud.drawn.values())
    count = d.app.renderer.text.render(str(len(d.state.stock)), 14).get_width()
    assert stock_label_span(d) > 4 * count  # "31 · Durchgang 1 von 3"
    assert_screen_true(d.app)
    run_through_pass(d)
    assert not d.state.stock and d.state.pass_no == 1
    assert stock_label_span(d) > 4 * count  # "Durchgang 1 von 3" under the empty stock
    assert_screen_true(d.app)
    d.app.apply_setting("language", "en")
    d.click_stock()  # turned back: pass 2 (its note stays in the count's colour)
    assert d.state.stock and d.state.pass_no == 2 and not last_pass_shown(d)


def test_rush_says_the_draw_of_the_pass_in_play():
    """Canfield Rush turns three cards, then two, then one: the bar says which, and its
    statistics rows name all three (a tester saw "Draw 3" in every pass)."""
    d = Driver(game_of("rush"))
    for expected in (3, 2, 1):
        assert d.app.hud_info()["draw"] == expected
        assert d.app.hud.drawn["mode"][0].startswith(f"Canfield Rush · Draw {expected}")
        run_through_pass(d)
        if expected > 1:
            d.click_stock()  # the next pass
    assert_screen_true(d.app)
    rows = [row[0] for row in table_cells(d.app.records.stats, d.app.tr, "rush")[1:]]
    assert rows[0] == "Standard, draw 3, 2, 1" and len(rows) == 3


def test_canfield_keeps_its_open_ended_pass_text():
    d = Driver(Game.from_code("CF1-D3-AAAAACL"))
    assert d.app.hud_info()["passes"] is None
    assert d.app.hud_info()["pass"] == 1
    assert not d.layout.reserve_fanned and len(d.layout.columns) == 4


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_pass_text_in_each_language(lang):
    import game.i18n

    text = game.i18n.t("hud.pass_of", lang, n=2, m=3)
    word = {"en": "Pass", "nl": "Ronde", "de": "Durchgang"}[lang]
    assert text.startswith(word) and "2" in text and "3" in text


@pytest.mark.parametrize("name", GAMES)
def test_screenshot_per_game(name):
    """One picture per game at 1280x720 in /tmp/family/ (for a look)."""
    d = Driver(game_of(name), size=(1280, 720))
    play_some(d, 3)
    d.click_stock()
    os.makedirs(SHOTS, exist_ok=True)
    pygame.image.save(d.app.screen, os.path.join(SHOTS, f"{name}.png"))
    assert_screen_true(d.app)


def test_a_new_game_of_another_shape_gets_its_own_layout():
    from game.ui.records import GameMeta

    d = Driver(Game.from_code("CF1-D3-AAAAACL"))
    d.app.begin(game_of("chameleon"), GameMeta())
    d.settle()
    assert fits_game(d.layout, d.state.rules)
    d.app.begin(game_of("superior"), GameMeta())
    d.settle()
    assert fits_game(d.layout, d.state.rules)
    assert_screen_true(d.app)
