"""New game: draw mode, rule preset (with its one-line description), solvable deals,
the daily deal, and a game-code field validated as you type."""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine.deal import CodeError, GameCode, parse_code
from game.engine.rules import PRESETS
from game.ui.dialogs.base import Action, Dialog

DRAWS = ((3, "newgame.draw3"), (1, "newgame.draw1"))


def code_problem(text: str, tr) -> tuple[GameCode | None, str]:
    """Parse a typed code: (code, message in the player's language)."""
    try:
        code = parse_code(text)
    except CodeError as e:
        return None, tr(f"code.{e.kind}", **e.params)
    return code, tr("newgame.code_ok", rules=tr(f"preset.{code.rules.name}"), draw=code.draw)


class NewGameDialog(Dialog):
    title_key = "newgame.title"
    width_ems = 34

    def __init__(
        self, *args, draw: int = 3, rules: str = "standard", solvable: bool = False, **kw
    ) -> None:
        self.draw, self.rules_name, self.solvable = draw, rules, solvable
        self.code: GameCode | None = None
        super().__init__(*args, **kw)

    def content_height(self, width: int) -> int:
        return int(12.4 * (self.row_h + self.pad // 2)) + 2 * self.pad + self.title_h

    def build(self) -> None:
        rows, tr = self.rows, self.tr
        self.label(rows.take(), tr("newgame.draw"))
        self.draws = self.segmented(
            rows.take(), [(d, tr(key)) for d, key in DRAWS], self.draw, self._choose_draw
        )
        self.label(rows.take(), tr("newgame.rules"))
        self.rules = self.segmented(
            rows.take(),
            [(name, tr(f"preset.{name}")) for name in PRESETS],
            self.rules_name,
            self._choose_rules,
        )
        self.description = pygame_gui.elements.UITextBox(
            "", rows.take(int(self.row_h * 2.6)), self.manager, container=self.container
        )
        self.solvable_box = self.check(
            rows.take(), tr("newgame.solvable"), self.solvable, tr("newgame.solvable_tip")
        )
        deal, daily = rows.split(rows.take(), 0.5, 0.5)
        self.deal_button = self.button(deal, "newgame.deal", primary=True)
        self.daily_button = self.button(daily, "newgame.daily", tip=tr("newgame.daily_tip"))
        rows.take(self.pad)
        self.label(rows.take(), tr("newgame.code"))
        entry, play = rows.split(rows.take(), 0.62, 0.38)
        self.entry = self.entry_field(entry, tr("newgame.code_placeholder"))
        self.play_button = self.button(play, "newgame.play_code")
        self.play_button.disable()
        self.code_status = self.label(rows.take(), "")
        self._refresh()

    def _choose_draw(self, draw: int) -> None:
        self.draw = draw

    def _choose_rules(self, name: str) -> None:
        self.rules_name = name
        self._refresh()

    def _refresh(self) -> None:
        self.description.set_text(self.tr(f"preset.{self.rules_name}.desc"))

    def validate(self, text: str) -> None:
        """Instant validation: a malformed code shows why and cannot be played."""
        if not text.strip():
            self.code = None
            self.code_status.set_text("")
            self.play_button.disable()
            return
        self.code, message = code_problem(text, self.tr)
        self.code_status.set_text(message)
        self.play_button.enable() if self.code else self.play_button.disable()

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.validate(self.entry.get_text())
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.validate(self.entry.get_text())
            if self.code is not None:
                return Action("code", {"code": self.code})
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            if event.ui_element is self.solvable_box:
                self.solvable = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                return Action("solvable", {"on": self.solvable})
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        return None

    def _pressed(self, element) -> Action | None:
        if element is self.deal_button:
            return Action(
                "deal", {"draw": self.draw, "rules": self.rules_name, "solvable": self.solvable}
            )
        if element is self.daily_button:
            return Action("daily")
        if element is self.play_button and self.code is not None:
            return Action("code", {"code": self.code})
        return None
