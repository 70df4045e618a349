"""Statistics: per preset and draw mode, the daily deals, the casino bank; reset after
a confirmation."""

from __future__ import annotations

import html

import pygame
import pygame_gui

from game.engine.rules import PRESETS
from game.ui.dialogs.base import Action, Dialog
from game.ui.hud import format_time


def stats_html(stats, tr) -> str:
    """The statistics as text-box HTML (only the tags pygame_gui understands)."""
    none = tr("stats.none")

    def when(seconds) -> str:
        return format_time(seconds) if seconds is not None else none

    parts = []
    for rules in PRESETS:
        for draw in (3, 1):
            s = stats.summary(rules, draw)
            title = tr("stats.preset_draw", rules=tr(f"preset.{rules}"), draw=draw)
            rate = f"{round(100 * s['win_rate'])}%" if s["played"] else none
            best = s["best_score"] if s["best_score"] is not None else none
            lines = [
                f"{tr('stats.played')}: {s['played']}",
                f"{tr('stats.won')}: {s['won']}",
                f"{tr('stats.win_rate')}: {rate}",
                f"{tr('stats.current_streak')}: {s['current_streak']}",
                f"{tr('stats.best_streak')}: {s['best_streak']}",
                f"{tr('stats.best_score')}: {best}",
                f"{tr('stats.fastest')}: {when(s['fastest_win'])}",
                f"{tr('stats.average_time')}: {when(s['average_time'])}",
                f"{tr('stats.hints')}: {s['hints']}",
            ]
            rows = [" · ".join(lines[i : i + 3]) for i in range(0, len(lines), 3)]
            parts.append(f"<b>{html.escape(title)}</b><br>" + "<br>".join(rows))
    parts.append(f"<b>{tr('stats.bank')}</b>: ${stats.casino_bank}")
    daily = [f"<b>{tr('stats.daily')}</b>"]
    for result in reversed(stats.daily[-30:]):
        outcome = tr("stats.daily_won") if result.won else tr("stats.daily_not_won")
        daily.append(
            f"{result.date} · {html.escape(result.code)} · {outcome} · {when(result.seconds)}"
        )
    if len(daily) == 1:
        daily.append(tr("stats.no_daily"))
    parts.append("<br>".join(daily))
    return "<br><br>".join(parts)


class StatsDialog(Dialog):
    title_key = "stats.title"
    width_ems = 40

    def __init__(self, *args, stats=None, **kw) -> None:
        self.stats = stats
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        super().__init__(*args, **kw)

    def content_height(self, width: int) -> int:
        return self.row_h * 16

    def build(self) -> None:
        inner_h = self.container.get_size()[1]
        text_h = inner_h - self.row_h - 2 * self.pad
        self.text = pygame_gui.elements.UITextBox(
            stats_html(self.stats, self.tr),
            self.rows.take(text_h),
            self.manager,
            container=self.container,
        )
        self.reset_button = self.button(self.rows.take(), "stats.reset")

    def refresh(self) -> None:
        self.text.set_text(stats_html(self.stats, self.tr))

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.reset_button:
            rect = pygame.Rect(0, 0, max(260, self.font * 22), max(200, self.font * 10))
            rect.center = self.window.rect.center
            self.confirm = pygame_gui.windows.UIConfirmationDialog(
                rect,
                self.tr("stats.reset_confirm"),
                self.manager,
                window_title=self.tr("stats.reset"),
                action_short_name=self.tr("stats.reset_yes"),
                always_on_top=True,
            )
        elif (
            event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
            and event.ui_element is self.confirm
        ):
            self.confirm = None
            return Action("reset_stats")
        return None

    def close(self) -> None:
        if self.confirm is not None and self.confirm.alive():
            self.confirm.kill()
        super().close()
