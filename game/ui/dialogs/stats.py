"""Statistics at a glance, one game of the family at a time (◀ name ▶, the game on the
table first): a table per preset and draw mode, the last games as bars, the win rate over
time, a month of daily deals, the casino bank; reset after a question in the same row.

Everything but the buttons is drawn with pygame (game/ui/charts.py) into one UIImage,
rebuilt by `refresh`."""

from __future__ import annotations

import datetime
from collections.abc import Callable

import pygame
import pygame_gui

from game.engine.deal import CodeError, parse_code
from game.engine.rules import DEFAULT_GAME, PRESETS, VARIANTS, rules_for
from game.ui import charts
from game.ui.dialogs.base import Action, Dialog
from game.ui.hud import format_bank, format_time
from game.ui.render import LABEL, TextCache

STRIP_GAMES = 50
COLUMNS = (
    "stats.played",
    "stats.won",
    "stats.helped",  # won with the solution shown: played, not won (issue 15)
    "stats.win_rate",
    "stats.current_streak",
    "stats.best_streak",
    "stats.best_score",
    "stats.fastest",
    "stats.average_win_time",
)


def table_cells(stats, tr, game: str = DEFAULT_GAME) -> list[list[str]]:
    """The table's text for one game: a header row, then a row per preset and draw mode
    (the game's own draw where it fixes one). One game at a time keeps the table short
    enough for the pictures below it in any window (nine games would need 33 rows)."""
    cells = [[tr("newgame.rules")] + [tr(key) for key in COLUMNS]]
    fixed = VARIANTS[game].fixed_draw
    for rules in PRESETS:
        for draw in (fixed,) if fixed else (3, 1):
            shown = rules_for(game, rules).draw_text(draw)  # Rush: "3, 2, 1"
            name = tr("stats.preset_draw", rules=tr(f"preset.{rules}"), draw=shown)
            cells.append([name, *_figures(stats.summary(rules, draw, game), tr("stats.none"))])
    return cells


def _figures(s: dict, none: str) -> list[str]:
    """One row's figures, `none` where there is nothing to show yet."""

    def when(seconds: float | None) -> str:
        return format_time(seconds) if seconds is not None else none

    played = s["played"]
    return [
        str(played),
        str(s["won"]),
        str(s["helped"]),
        f"{round(100 * s['win_rate'])}%" if played else none,
        str(s["current_streak"]),
        str(s["best_streak"]),
        str(s["best_score"]) if s["best_score"] is not None else none,
        when(s["fastest_win"]),
        when(s["average_win_time"]),
    ]


def games_of(stats, game: str = DEFAULT_GAME) -> list:
    """The history's games of one member of the family, oldest first."""
    return [record for record in stats.history if record.game == game]


def strip_games(
    stats, limit: int = STRIP_GAMES, game: str = DEFAULT_GAME
) -> list[tuple[str, float]]:
    """The last games of `game`, oldest first, as (outcome, seconds): "won", "lost" or
    "helped" (solved with the solution shown)."""
    return [(_outcome(record), record.seconds) for record in games_of(stats, game)[-limit:]]


def _outcome(record) -> str:
    return "won" if record.won else "helped" if record.helped else "lost"


def daily_game(code: str) -> str:
    """The game a daily deal's code deals (Canfield for a code that does not read)."""
    try:
        return parse_code(code).rules.game
    except CodeError:
        return DEFAULT_GAME


def month_days(stats, year: int, month: int, game: str = DEFAULT_GAME) -> dict[int, bool]:
    """Days of the month with a daily deal of `game` played, and whether one was won."""
    prefix = f"{year:04d}-{month:02d}-"
    days: dict[int, bool] = {}
    for result in stats.daily:
        if result.date.startswith(prefix) and daily_game(result.code) == game:
            day = int(result.date[8:10])
            days[day] = days.get(day, False) or result.won
    return days


class StatsDialog(Dialog):
    title_key = "stats.title"
    width_ems = 62

    def __init__(
        self,
        *args,
        stats=None,
        game: str = DEFAULT_GAME,
        month: tuple | None = None,
        bank: Callable[[], int] | None = None,
        **kw,
    ) -> None:
        self.stats = stats
        # The bank as the bar shows it, with the cards of the deal on the table (a tester
        # saw $30 here and $40 in the bar); the statistics alone by default.
        self.bank = bank or (lambda: self.stats.casino_bank)
        self.game = game if game in VARIANTS else DEFAULT_GAME  # the game on the table first
        today = datetime.date.today()
        self.month = month or (today.year, today.month)
        self.text = TextCache()
        self.parts: dict = {}  # what the last drawing placed, for tests
        super().__init__(*args, **kw)

    def content_height(self, width: int) -> int:
        return self.row_h * 21

    def kept(self) -> dict:
        return {"game": self.game, "month": self.month}

    @property
    def text_size(self) -> int:
        """The dialog's font size in TextCache units (which draws at a fraction of it)."""
        return round(self.font / TextCache.DEFAULT_SCALE)

    def build(self) -> None:
        inner_w, inner_h = self.container.get_size()
        image_h = inner_h - self.row_h - 2 * self.pad - self.pad // 2
        self.image_rect = self.rows.take(image_h)
        self.image = pygame_gui.elements.UIImage(
            self.image_rect,
            pygame.Surface(self.image_rect.size),
            self.manager,
            container=self.container,
        )
        side = self.row_h
        self.prev_game_button = self._arrow("◀", "#left_button", side)
        self.next_game_button = self._arrow("▶", "#right_button", side)
        self.prev_button = self._arrow("◀", "#left_button", side)
        self.next_button = self._arrow("▶", "#right_button", side)
        row = self.rows.take()
        font = self.text.font(self.text_size, True)
        self.reset_button, self.close_button = self._buttons_right(
            row, font, ("stats.reset", "button.close"), primary=1
        )
        self.bank_label = self.label(
            pygame.Rect(row.x, row.y, self.reset_button.relative_rect.x - row.x - self.pad, row.h),
            "",
        )
        # Resetting asks first, in the same row: the question, Keep (focused) and Reset.
        # Keep is gold, as the safe default of every question (the leave question's): a
        # gold Reset beside a focused Keep said two things at once (a tester).
        self.keep_button, self.yes_button = self._buttons_right(
            row, font, ("stats.reset_no", "stats.reset_yes"), primary=None
        )
        self.keep_button.change_object_id("#primary")  # its look (Close stays the primary)
        room = pygame.Rect(row.x, row.y, self.keep_button.relative_rect.x - row.x - self.pad, row.h)
        question = self.tr("stats.reset_confirm")
        label_font = self.manager.get_theme().get_font(["#dialog_label"])
        if label_font.size(question)[0] > room.w:  # German at 640 px lost its end
            question = self.tr("stats.reset_confirm_short")
        self.question = self.label(room, question)
        self.asking = False
        self._show_question(False)
        self.refresh()

    def _arrow(self, glyph: str, object_id: str, side: int) -> pygame_gui.elements.UIButton:
        """A month step button (placed beside the calendar by `refresh`)."""
        button = pygame_gui.elements.UIButton(
            pygame.Rect(0, 0, side, side),
            glyph,
            self.manager,
            container=self.container,
            object_id=object_id,
        )
        self.focus.add("button", button)
        return button

    def refresh(self) -> None:
        """Redraw the table and pictures from the statistics (after a reset, a month step)."""
        surface = pygame.Surface(self.image_rect.size)
        surface.fill(charts.PANEL)
        self.parts = self.draw(surface)
        self.image.set_image(surface)
        self.bank_label.set_text(f"{self.tr('stats.bank')}: {format_bank(self.bank())}")
        self._beside(self.parts["month_title"], self.prev_button, self.next_button)
        self._beside(self.parts["game_title"], self.prev_game_button, self.next_game_button)

    def _beside(self, title: pygame.Rect, prev: pygame_gui.elements.UIButton, next_) -> None:
        """Put the two step buttons at the left and right ends of a title in the picture."""
        side = prev.rect.w
        x, y = self.image_rect.x + title.x, self.image_rect.y + title.centery - side // 2
        prev.set_relative_position((x, y))
        next_.set_relative_position((x + title.w - side, y))

    def draw(self, surface: pygame.Surface) -> dict:
        """Lay out and draw the table and the three pictures; returns what was placed."""
        text, w, h = self.text, surface.get_width(), surface.get_height()
        cells = table_cells(self.stats, self.tr, self.game)
        size = charts.fit_table_size(cells, text, self.text_size, w)
        line = text.font(size).get_linesize()
        title_h = max(self.row_h, line + self.pad // 2)
        game_title = self._game_title(surface, title_h, size)
        _, header_h = charts.table_layout(cells, text, size)
        table_h = header_h + (len(cells) - 1) * round(line * 1.3)
        table_rect = pygame.Rect(0, game_title.bottom + self.pad // 2, w, table_h)
        table = charts.draw_table(surface, table_rect, cells, text, size)

        gap = 2 * self.pad
        # the pictures stay put from game to game: room for the most rows a game has
        most = header_h + len(PRESETS) * 2 * round(line * 1.3)
        top = table_rect.y + most + gap
        col_w = (w - 2 * gap) // 3
        boxes = [pygame.Rect(i * (col_w + gap), top, col_w, h - top) for i in range(3)]
        bodies = [pygame.Rect(b.x, b.y + title_h, b.w, b.h - title_h) for b in boxes]

        games = strip_games(self.stats, game=self.game)
        charts.draw_title(surface, boxes[0], self.tr("stats.last_games", n=STRIP_GAMES), text, size)
        legend_y = bodies[0].bottom - line
        strip_rect = pygame.Rect(bodies[0].x, bodies[0].y, bodies[0].w, legend_y - bodies[0].y - 4)
        bars = charts.draw_strip(surface, strip_rect, games, STRIP_GAMES)
        legend = [(charts.GOLD, self.tr("stats.won")), (charts.LOST, self.tr("stats.lost"))]
        if any(outcome == "helped" for outcome, _ in games):  # a third colour only when used
            legend.append((charts.HELPED, self.tr("stats.helped_short")))
        used = charts.draw_legend(surface, (bodies[0].x, legend_y), legend, text, size, bodies[0].w)
        bar_note = None
        if games:  # what a bar's height says: on the title's line, else the legend's
            # (the title's first: the legend grows a third item with the first helped
            # game, and the note jumped between the two from game to game, a tester saw)
            note = text.render(self.tr("stats.bar_height"), size, charts.LABEL_DIM)
            title = text.render(self.tr("stats.last_games", n=STRIP_GAMES), size, bold=True)
            x = bodies[0].right - note.get_width()
            if boxes[0].x + title.get_width() + size <= x:
                y = boxes[0].y + (title_h - note.get_height()) // 2
                bar_note = surface.blit(note, (x, y))
            elif used.right + size <= x:
                y = used.y + (used.h - note.get_height()) // 2
                bar_note = surface.blit(note, (x, y))
        if not games:
            self._empty(surface, strip_rect, size)

        charts.draw_title(surface, boxes[1], self.tr("stats.win_rate_over_time"), text, size)
        rates = charts.cumulative_rates([game.won for game in games_of(self.stats, self.game)])
        points = charts.draw_rate_line(surface, bodies[1], rates, text, size)
        if not rates:
            self._empty(surface, bodies[1], size)

        year, month = self.month
        months = self.tr("stats.months").split()
        title = text.render(f"{months[month - 1]} {year}", size, charts.GOLD, bold=True)
        month_title = pygame.Rect(boxes[2].x, boxes[2].y, boxes[2].w, title_h)
        surface.blit(title, title.get_rect(center=month_title.center))
        days = month_days(self.stats, year, month, self.game)
        weekdays = self.tr("stats.weekdays").split()
        now = datetime.date.today()
        today = now.day if (now.year, now.month) == (year, month) else None
        # The calendar is the daily deals': its key on the last line says so.
        cal_rect = pygame.Rect(bodies[2].x, bodies[2].y, bodies[2].w, bodies[2].h - line)
        cal = charts.draw_calendar(
            surface, cal_rect, year, month, days, weekdays, text, size, today=today
        )
        key = [
            (charts.GOLD, self.tr("stats.calendar_won")),
            (charts.LOST, self.tr("stats.calendar_not_won")),
        ]
        cal_key = charts.draw_legend(
            surface, (bodies[2].x, bodies[2].bottom - line), key, text, size, bodies[2].w
        )
        return {
            "cells": cells,
            "table_size": size,
            "table": table,
            "bars": bars,
            "legend": used,
            "calendar_key": cal_key,
            "bar_note": bar_note,
            "points": points,
            "days": cal,
            "marked": days,
            "today": today,
            "boxes": boxes,
            "month_title": month_title,
            "game_title": game_title,
        }

    def _game_title(self, surface: pygame.Surface, height: int, size: int) -> pygame.Rect:
        """The game's name, centred at the top, with room for its step buttons at both ends;
        returns the row it takes (the buttons' title)."""
        image = self.text.render(self.tr(f"game.{self.game}"), size, charts.GOLD, bold=True)
        names = [self.tr(f"game.{game}") for game in VARIANTS]
        widest = max(self.text.font(size, True).size(name)[0] for name in names)
        row_w = min(surface.get_width(), widest + 2 * (self.row_h + 2 * self.pad))
        row = pygame.Rect((surface.get_width() - row_w) // 2, 0, row_w, height)
        surface.blit(image, image.get_rect(center=row.center))
        return row

    def step_game(self, delta: int) -> None:
        """Show the next (or previous) game of the family, round the list."""
        games = list(VARIANTS)
        self.game = games[(games.index(self.game) + delta) % len(games)]
        self.refresh()

    def _empty(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        """ "No games yet" in an empty picture: a quarter down, between the win rate's
        100% and 50% lines rather than across one (the same height in both pictures)."""
        image = self.text.render(self.tr("stats.no_games"), size, LABEL)
        surface.blit(image, image.get_rect(center=(rect.centerx, rect.y + rect.h * 0.27)))

    def step_month(self, delta: int) -> None:
        year, month = self.month
        index = year * 12 + month - 1 + delta
        self.month = (index // 12, index % 12 + 1)
        self.refresh()

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            return Action("closed")
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.prev_game_button:
            self.step_game(-1)
        elif (
            event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.next_game_button
        ):
            self.step_game(1)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.prev_button:
            self.step_month(-1)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.next_button:
            self.step_month(1)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.reset_button:
            self._show_question(True)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.keep_button:
            self._show_question(False)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.yes_button:
            self._show_question(False)
            return Action("reset_stats")
        return None

    def _buttons_right(self, row: pygame.Rect, font, keys: tuple[str, str], primary: int | None):
        """Two buttons at the right end of `row`, each as wide as its words need."""
        buttons, right = [], row.right
        for i, key in reversed(list(enumerate(keys))):
            w = min(row.w // 3, font.size(self.tr(key))[0] + 4 * self.pad)
            rect = pygame.Rect(right - w, row.y, w, row.h)
            buttons.append(self.button(rect, key, primary=primary == i))
            right = rect.x - self.pad
        buttons.reverse()
        self.focus.items[-2:] = reversed(self.focus.items[-2:])  # left to right for Tab
        return buttons

    def _show_question(self, asking: bool) -> None:
        """Swap the row between (bank, Reset, Close) and (question, Keep, Reset)."""
        self.asking = asking
        for element in (self.bank_label, self.reset_button, self.close_button):
            element.hide() if asking else element.show()
        for element in (self.question, self.keep_button, self.yes_button):
            element.show() if asking else element.hide()
        target = self.keep_button if asking else self.reset_button
        if self.focus.items:
            self.focus.focus_target(target)
