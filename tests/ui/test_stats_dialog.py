"""The statistics dialog: its table's figures, the bars of recent games, the win-rate line,
the daily-deal calendar, reset, and a layout that fits small and large windows."""

import datetime

import pygame
import pytest

from game.engine.deal import GameCode
from game.engine.game import Game
from game.engine.rules import VARIANTS, rules_for
from game.i18n import t
from game.persist import Settings, save_settings
from game.ui import charts
from game.ui.dialogs import StatsDialog
from game.ui.dialogs.stats import strip_games, table_cells
from game.ui.render import TextCache
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true


def open_stats(size=(1280, 720), lang: str | None = None, games=()) -> tuple[Driver, StatsDialog]:
    if lang is not None:
        save_settings(Settings(language=lang))
    d = Driver(Game.from_code("CF1-D3-AAAAACL"), size=size, save=True)
    for i, game in enumerate(games):
        record(d, f"g{i}", **game)
    d.app.open_dialog("stats")
    d.step(2)
    dialog = d.app.dialog
    assert isinstance(dialog, StatsDialog)
    return d, dialog


def record(d: Driver, game_id: str, won: bool, **kw) -> None:
    args = dict(rules="standard", draw=3, score=50, seconds=100.0, moves=60, hints=0)
    args |= dict(casino_net=None, daily_date=None, code="")
    args.update(kw)
    d.app.records.stats.record_game(game_id, won=won, **args)


def image_bytes(dialog: StatsDialog) -> bytes:
    return pygame.image.tobytes(dialog.image.image, "RGB")


def row_of(cells: list[list[str]], label: str) -> list[str]:
    return next(row for row in cells if row[0] == label)


def test_the_table_holds_each_presets_figures():
    games = [
        dict(won=True, seconds=120, score=90),
        dict(won=True, seconds=60, score=70),
        dict(won=False, seconds=300, score=10),
        dict(won=True, seconds=200, score=40),
        dict(won=False, rules="hoyle", draw=1, seconds=50, score=-5),
        dict(won=True, seconds=30, score=255, helped=True),  # the solution shown: not a win
    ]
    d, dialog = open_stats(games=games)
    cells = dialog.parts["cells"]
    assert cells[0] == [
        "Rules",
        "Played",
        "Won",
        "Solved with help",
        "Win rate",
        "Current streak",
        "Best streak",
        "Best score",
        "Fastest win",
        "Average win time",
    ]
    assert len(cells) == 7  # a header and 3 presets x 2 draw modes
    assert row_of(cells, "Standard, draw 3")[1:] == [
        "5",
        "3",
        "1",
        "60%",
        "0",  # a game solved with help ends the streak
        "2",
        "90",
        "1:00",
        "2:06",  # (120 + 60 + 200) / 3 wins
    ]
    assert row_of(cells, "Hoyle, draw 1")[1:] == ["1", "0", "0", "0%", "0", "0", "-5", "—", "—"]
    assert row_of(cells, "Strict, draw 3")[1:] == ["0", "0", "0", "—", "0", "0", "—", "—", "—"]
    assert cells == table_cells(d.app.records.stats, d.app.tr)
    assert dialog.bank_label.text == "Casino bank: $0"


def test_the_table_is_drawn_as_a_grid_with_numbers_right_aligned():
    text = TextCache()
    cells = [["Rules", "Played"], ["Standard", "7"], ["Hoyle", "1234"]]
    surf = pygame.Surface((300, 120))
    placed = charts.draw_table(surf, pygame.Rect(0, 0, 300, 120), cells, text, 20)
    assert [len(row) for row in placed] == [2, 2, 2]
    # Columns line up from row to row, and the rows stack without overlapping.
    assert {row[1].x for row in placed} == {placed[0][1].x}
    assert placed[1][0].bottom <= placed[2][0].y

    def ink_right(cell: pygame.Rect) -> int:
        inked = [
            x
            for x in range(cell.x, cell.right)
            for y in range(cell.y + 2, cell.bottom - 2)
            if surf.get_at((x, y))[0] > 150
        ]
        return max(inked)

    # "7" and "1234" end at the same right edge; the labels start at the left.
    assert abs(ink_right(placed[1][1]) - ink_right(placed[2][1])) <= 1
    assert ink_right(placed[1][1]) > placed[1][1].centerx


def test_the_picture_changes_with_the_figures():
    d, dialog = open_stats(games=[dict(won=True)])
    before = image_bytes(dialog)
    dialog.refresh()
    assert image_bytes(dialog) == before  # the same figures draw the same picture
    record(d, "more", won=False, seconds=500)
    dialog.refresh()
    assert image_bytes(dialog) != before
    assert row_of(dialog.parts["cells"], "Standard, draw 3")[1] == "2"


def test_the_strip_has_a_bar_per_game_up_to_fifty():
    games = [dict(won=True, seconds=100), dict(won=False, seconds=400), dict(won=True, seconds=200)]
    d, dialog = open_stats(games=games)
    bars = dialog.parts["bars"]
    assert len(bars) == 3
    assert bars[0].right <= bars[1].x and bars[1].right <= bars[2].x  # oldest at the left
    assert bars[1].h > bars[2].h > bars[0].h  # taller for a longer game
    image = dialog.image.image
    assert image.get_at(bars[0].center)[:3] == charts.GOLD
    assert image.get_at(bars[1].center)[:3] == charts.LOST
    for i in range(60):
        record(d, f"more{i}", won=i % 2 == 0, seconds=10 + i)
    dialog.refresh()
    bars = dialog.parts["bars"]
    assert len(bars) == 50
    assert bars[-1].h == max(bar.h for bar in bars)  # the newest game was the longest


def test_the_win_rate_line_follows_the_games():
    assert charts.cumulative_rates([True, False, False, True]) == [1.0, 0.5, 1 / 3, 0.5]
    d, dialog = open_stats(games=[dict(won=True), dict(won=False), dict(won=False)])
    points = dialog.parts["points"]
    assert len(points) == 3
    assert points[0][1] < points[1][1] < points[2][1]  # 100%, 50%, 33%: going down
    assert points[0][0] < points[1][0] < points[2][0]


def day(n: int, year: int | None = None, month: int | None = None) -> str:
    """Day n of a month, this month by default: taken when called, just before the
    dialog opens, so a run across a month's last midnight still agrees with the dialog."""
    today = datetime.date.today()
    return f"{year or today.year:04d}-{month or today.month:02d}-{n:02d}"


def test_the_calendar_marks_daily_deals_played_and_won():
    earlier = (datetime.date.today().replace(day=1) - datetime.timedelta(days=1)).replace(day=1)
    games = [
        dict(won=True, daily_date=day(3)),
        dict(won=False, daily_date=day(5)),
        dict(won=False, daily_date=day(7)),
        dict(won=True, daily_date=day(7)),  # won on the second try: a won day
        dict(won=True),  # not a daily deal
        dict(won=True, daily_date=day(9, earlier.year, earlier.month)),
    ]
    d, dialog = open_stats(games=games)
    assert dialog.parts["marked"] == {3: True, 5: False, 7: True}
    image, cells = dialog.image.image, dialog.parts["days"]

    def count(n: int, colour) -> int:
        cell = cells[n]
        return sum(
            1
            for x in range(cell.x, cell.right)
            for y in range(cell.y, cell.bottom)
            if image.get_at((x, y))[:3] == colour
        )

    assert count(3, charts.GOLD) > count(5, charts.GOLD) == 0
    assert count(5, charts.LOST) > 0 and count(3, charts.LOST) == 0
    assert count(4, charts.GOLD) == count(4, charts.LOST) == 0  # not played
    press(d, dialog.prev_button)
    assert dialog.month == (earlier.year, earlier.month)
    assert dialog.parts["marked"] == {9: True}
    press(d, dialog.next_button)
    assert dialog.parts["marked"] == {3: True, 5: False, 7: True}


def press(d: Driver, element) -> None:
    d.click_at(*element.rect.center)
    d.step(2)


def test_reset_empties_the_table_and_the_pictures():
    games = [dict(won=True, daily_date=day(2), casino_net=30), dict(won=False)]
    d, dialog = open_stats(games=games)
    assert dialog.parts["bars"] and dialog.parts["points"] and dialog.parts["marked"]
    press(d, dialog.reset_button)
    # The safe answer is the gold one, as in the leave question (a tester saw a gold Reset
    # beside the focused Keep).
    assert "#primary" in dialog.keep_button.get_object_ids()
    assert "#primary" not in dialog.yes_button.get_object_ids()
    assert dialog.focus.current.target is dialog.keep_button
    # By the keys, as a keyboard player answers: Keep has the focus, Tab to Reset, Enter.
    d.key(pygame.K_TAB)
    assert dialog.focus.current.target is dialog.yes_button
    d.key(pygame.K_RETURN)
    d.step(2)
    assert d.app.dialog is dialog
    assert dialog.parts["bars"] == [] and dialog.parts["points"] == []
    assert dialog.parts["marked"] == {}
    assert row_of(dialog.parts["cells"], "Standard, draw 3")[1:5] == ["0", "0", "0", "—"]
    assert dialog.bank_label.text == "Casino bank: $0"
    assert d.app.records.stats.history == []


def elements_inside(dialog: StatsDialog) -> None:
    window = dialog.window.rect
    container = dialog.container.rect
    assert container.contains(dialog.image.rect) and window.contains(container)
    steps = (
        dialog.prev_button,
        dialog.next_button,
        dialog.prev_game_button,
        dialog.next_game_button,
    )
    for element in (dialog.reset_button, dialog.bank_label, *steps):
        assert container.contains(element.rect), element
    # Everything drawn stays inside the picture.
    bounds = pygame.Rect((0, 0), dialog.image_rect.size)
    assert bounds.contains(dialog.parts["table"][-1][-1].union(dialog.parts["table"][0][0]))
    for rect in [*dialog.parts["boxes"], *dialog.parts["days"].values(), *dialog.parts["bars"]]:
        assert bounds.contains(rect), rect
    # The month buttons sit on the calendar's title row, left and right of the month.
    for name, prev, next_ in (
        ("month_title", dialog.prev_button, dialog.next_button),
        ("game_title", dialog.prev_game_button, dialog.next_game_button),  # and the game's
    ):
        title = dialog.parts[name].move(dialog.image.rect.topleft)
        assert prev.rect.centerx < title.centerx < next_.rect.centerx
        assert abs(prev.rect.centery - title.centery) <= 1
    # The table ends above the pictures, which keep room for their bars and days.
    table_bottom = max(rect.bottom for row in dialog.parts["table"] for rect in row)
    assert table_bottom < min(box.y for box in dialog.parts["boxes"])
    assert all(box.h > 4 * dialog.row_h for box in dialog.parts["boxes"])


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_dialog_fits_the_window(size, lang, tmp_path):
    games = [dict(won=i % 3 == 0, seconds=60 + 7 * i, daily_date=day(1 + i)) for i in range(20)]
    d, dialog = open_stats(size=size, lang=lang, games=games)
    assert dialog.window.rect.w <= size[0] and dialog.window.rect.h <= size[1]
    elements_inside(dialog)
    header = dialog.parts["cells"][0]
    assert header[1] == t("stats.played", lang)
    # The table's columns are wide enough for their longest entry (nothing cut off).
    text, size_used = dialog.text, dialog.parts["table_size"]
    for row_cells, rects in zip(dialog.parts["cells"][1:], dialog.parts["table"][1:], strict=True):
        for value, rect in zip(row_cells, rects, strict=True):
            assert text.font(size_used).size(value)[0] < rect.w
    pygame.image.save(d.app.screen, str(tmp_path / f"stats_{size[0]}x{size[1]}_{lang}.png"))


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_every_game_of_the_family_played_still_fits_one_page_each(size):
    # Found in a real window: with rows for every game played the table ran over the
    # pictures. Each game now has its own page, and each page only its own games.
    games = [
        dict(
            won=i % 2 == 0, rules=rules, draw=draw, game=game, daily_date=day(1 + i % 20), code=code
        )
        for i, (game, rules, draw, code) in enumerate(
            (
                game,
                rules,
                VARIANTS[game].fixed_draw or 3,
                str(GameCode(7, VARIANTS[game].fixed_draw or 3, rules_for(game, rules))),
            )
            for game in VARIANTS
            for rules in ("standard", "hoyle", "strict")
        )
    ]
    d, dialog = open_stats(size=size, games=games)
    for step in range(len(VARIANTS)):
        game = dialog.game
        assert game == list(VARIANTS)[step]
        elements_inside(dialog)
        assert [int(row[1]) for row in dialog.parts["cells"][1:] if row[1] != "0"] == [1, 1, 1]
        assert len(dialog.parts["bars"]) == 3  # this game's three games
        assert len(dialog.parts["marked"]) == 3  # and its three daily deals
        assert dialog.parts["cells"] == table_cells(d.app.records.stats, d.app.tr, game)
        press(d, dialog.next_game_button)
    assert dialog.game == "canfield"  # round the family
    assert_screen_true(d.app)


def test_a_game_solved_with_help_has_its_own_colour_and_today_is_marked():
    games = [dict(won=True), dict(won=True, helped=True), dict(won=False)]
    before = datetime.date.today()
    d, dialog = open_stats(games=games)
    after = datetime.date.today()  # a run across midnight: the dialog took one of the two
    image, bars = dialog.image.image, dialog.parts["bars"]
    colours = [image.get_at(bar.center)[:3] for bar in bars]
    assert colours == [charts.GOLD, charts.HELPED, charts.LOST]  # not a red "lost" bar
    today = dialog.parts["today"]
    assert today in {before.day, after.day}
    cell = dialog.parts["days"][today]
    below = [
        image.get_at((x, y))[:3]
        for x in range(cell.x, cell.right)
        for y in range(cell.centery, cell.bottom)
    ]
    assert charts.GOLD in below  # the bar under today's number
    press(d, dialog.prev_button)
    assert dialog.parts["today"] is None


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("size", [(640, 480), (1280, 720)])
def test_the_strip_says_what_a_bar_s_height_means(size, lang):
    """Bars of different heights with nothing to say why read as better and worse
    (tester round, stop 50): "Height = time" says it, in the same place whether or not
    the legend has its third colour (it jumped from the legend's line to the title's from
    one game's page to the next, a tester saw)."""
    games = [dict(won=True, seconds=100), dict(won=False, seconds=400), dict(won=True, seconds=30)]
    d, dialog = open_stats(size=size, lang=lang, games=games)
    dialog.refresh()
    note, box = dialog.parts["bar_note"], dialog.parts["boxes"][0]
    assert note is not None and box.contains(note)
    assert not note.colliderect(dialog.parts["legend"])
    assert_screen_true(d.app)
    helped = [*games[:2], dict(won=True, helped=True, seconds=30)]
    _d, with_help = open_stats(size=size, lang=lang, games=helped)
    assert with_help.parts["bar_note"] == note


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
def test_the_bar_note_finds_room_with_three_colours_and_the_calendar_has_a_key(size, lang):
    """With "With help" in the legend the note did not fit there and was left out; the
    calendar did not say it was the daily deals' (tester round, stop 50)."""
    games = [dict(won=True), dict(won=False), dict(won=True, helped=True, seconds=30)]
    d, dialog = open_stats(size=size, lang=lang, games=games)
    assert [o for o, _ in strip_games(d.app.records.stats)] == ["won", "lost", "helped"]
    note, box = dialog.parts["bar_note"], dialog.parts["boxes"][0]
    assert note is not None and box.contains(note)
    assert not note.colliderect(dialog.parts["legend"])
    key, calendar = dialog.parts["calendar_key"], dialog.parts["boxes"][2]
    assert calendar.contains(key) and all(
        key.y >= cell.bottom for cell in dialog.parts["days"].values()
    )
    assert_screen_true(d.app)


def test_the_bank_says_what_the_bar_says_with_the_deal_on_the_table():
    """A tester's bar said $40 and the statistics $30: the cards sent home since the
    deal's stake were left out."""
    from game.engine.moves import Move
    from game.ui.hud import format_bank
    from tests.engine.build import near_won_state

    d = Driver(Game(near_won_state()), save=True)
    d.app.apply_setting("scoring", "casino")
    d.app.apply_setting("autofinish", False)  # the game stays in play, its cards unbanked
    d.app.records.stake(d.session, d.app.meta)
    d.session.play(Move("waste", "fH", 1))
    d.settle()
    bar = d.app.hud_info()["casino"]
    assert bar == d.app.records.stats.casino_bank + 5  # the card home, not yet banked
    d.app.open_dialog("stats")
    d.step(2)
    assert d.app.dialog.bank_label.text == f"Casino bank: {format_bank(bar)}"
