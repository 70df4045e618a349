"""Table felts (issue 11): each felt is its own table, a change repaints it in the same
frame, and the pictures for the settings pickers (felts, backs, the four-colour deck)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.game import Game
from game.persist.settings import FELTS as FELT_NAMES
from game.persist.settings import Settings
from game.ui.app import App, options_from
from game.ui.assets import CardArt, card_height
from game.ui.render import FELT, FELT_DARK, FELTS, make_felt
from game.ui.thumbs import back_thumbnail, felt_thumbnail, four_colour_preview
from tests.ui.driver import FRAME, Driver
from tests.ui.oracle import assert_screen_true

CODE = "CF1-D1-AAAAAAB"


def rgb(surface: pygame.Surface, point: tuple[int, int]) -> tuple[int, int, int]:
    return tuple(surface.get_at(point))[:3]


def bare_point(d: Driver) -> tuple[int, int]:
    """A point of the table that only the felt covers (below the columns, left edge)."""
    return 4, d.layout.height - 4


# --- the felts ------------------------------------------------------------------------


def test_every_felt_the_settings_offer_has_colours():
    assert set(FELTS) == set(FELT_NAMES)


def test_green_is_the_table_as_it_was():
    assert FELTS["green"] == (FELT, FELT_DARK)
    table = make_felt(320, 200)
    assert rgb(table, (160, 100)) == FELT  # the vignette leaves the middle alone
    assert pygame.image.tobytes(table, "RGB") == pygame.image.tobytes(
        make_felt(320, 200, "green"), "RGB"
    )


def test_each_felt_is_its_own_table():
    centres = {name: rgb(make_felt(320, 200, name), (160, 100)) for name in FELTS}
    corners = {name: rgb(make_felt(320, 200, name), (2, 2)) for name in FELTS}
    assert len(set(centres.values())) == len(FELTS)
    assert len(set(corners.values())) == len(FELTS)
    for name, (base, _dark) in FELTS.items():
        assert centres[name] == base
        assert sum(corners[name]) < sum(base)  # the vignette darkens the edges


def test_an_unknown_felt_is_green():
    assert rgb(make_felt(64, 40, "plaid"), (32, 20)) == FELT


def test_the_table_obeys_the_felt_setting():
    assert options_from(Settings(felt="charcoal")).felt == "charcoal"
    assert options_from(Settings()).felt == "green"


def test_changing_the_felt_repaints_the_table_in_the_same_step():
    d = Driver(Game.from_code(CODE))
    point = bare_point(d)
    seen = {"green": rgb(d.app.screen, point)}
    assert_screen_true(d.app)
    for name in ("blue", "burgundy", "charcoal", "green"):
        d.app.apply_setting("felt", name)
        d.app.step(FRAME)
        assert d.app.settings.felt == name and d.session.options.felt == name
        colour = rgb(d.app.screen, point)
        if name in seen:
            assert colour == seen[name]
        seen[name] = colour
        assert_screen_true(d.app, save_to=None)
    assert len(set(seen.values())) == len(FELTS)


def test_a_felt_change_keeps_the_cards_and_labels_on_the_new_table():
    d = Driver(Game.from_code(CODE))
    x, y = d.card_point("reserve")
    card = rgb(d.app.screen, (x, y + d.layout.card_h // 2))
    d.app.apply_setting("felt", "burgundy")
    d.app.step(FRAME)
    d.app.step(FRAME)  # a quiet frame after it presents only what changed
    assert_screen_true(d.app)
    assert rgb(d.app.screen, (x, y + d.layout.card_h // 2)) == card
    assert rgb(d.app.screen, bare_point(d)) != rgb(make_felt(*d.app.screen.get_size()), (4, 716))


def test_a_saved_felt_is_the_table_from_the_first_frame():
    app = App(
        Game.from_code(CODE),
        settings=Settings(felt="blue", fullscreen=False),
        size=(1280, 720),
        fullscreen=False,
        save=False,
    )
    app.step(FRAME)
    assert rgb(app.screen, (4, 716)) != rgb(make_felt(1280, 720), (4, 716))
    assert_screen_true(app)


# --- the picker thumbnails ------------------------------------------------------------


def colours(surface: pygame.Surface) -> int:
    """How many distinct opaque colours the picture has (a blank one has one or none)."""
    w, h = surface.get_size()
    return len(
        {
            tuple(surface.get_at((x, y)))
            for x in range(0, w, 2)
            for y in range(0, h, 2)
            if surface.get_at((x, y)).a == 255
        }
    )


def test_felt_thumbnails_have_their_size_and_show_their_felt():
    pictures = {name: felt_thumbnail(name, (96, 60)) for name in FELTS}
    for name, picture in pictures.items():
        assert picture.get_size() == (96, 60)
        assert colours(picture) > 10
        assert picture.get_at((0, 0)).a < 128  # rounded corners
        base = FELTS[name][0]
        assert rgb(picture, (48, 5)) == pytest.approx(base, abs=30)
    tops = {rgb(picture, (48, 5)) for picture in pictures.values()}
    assert len(tops) == len(FELTS)


def test_back_thumbnails_are_the_backs_at_the_asked_height():
    art = CardArt()
    pictures = {name: back_thumbnail(art, name, 84) for name in art.back_names()}
    assert len(pictures) >= 2
    for picture in pictures.values():
        assert picture.get_height() == 84
        assert card_height(picture.get_width()) == pytest.approx(84, abs=1)
        assert colours(picture) > 10
    middles = {rgb(p, (p.get_width() // 3, p.get_height() // 3)) for p in pictures.values()}
    assert len(middles) == len(pictures)


def blue_pixels(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    count = 0
    for x in range(w):
        for y in range(h):
            r, g, b, a = surface.get_at((x, y))
            count += a > 200 and b > 150 and b > r + 80 and b > g + 40
    return count


def test_the_four_colour_preview_shows_the_deck_in_each_colouring():
    art = CardArt()
    classic = four_colour_preview(art, False, 90)
    four = four_colour_preview(art, True, 90)
    for picture in (classic, four):
        assert picture.get_height() == 90
        assert picture.get_width() > 90  # a fan, wider than one card
        assert picture.get_flags() & pygame.SRCALPHA
        assert picture.get_at((0, 0)).a == 0  # transparent around the turned cards
        assert colours(picture) > 50
    assert classic.get_size() == four.get_size()
    assert pygame.image.tobytes(classic, "RGBA") != pygame.image.tobytes(four, "RGBA")
    assert blue_pixels(four) > blue_pixels(classic) + 20  # the diamonds turn blue


def test_the_preview_takes_a_renderer_too():
    d = Driver(Game.from_code(CODE))
    picture = four_colour_preview(d.app.renderer, True, 60)
    assert picture.get_height() == 60
    assert back_thumbnail(d.app.renderer, "red", 60).get_height() == 60
