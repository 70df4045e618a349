"""Leave a game in progress? A question with a "don't ask again" box, asked before any
path abandons a game that has a move (new deal, restart, daily deal, a typed code, a code
on the command line)."""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.dialogs.base import Action, Dialog


class ConfirmLeaveDialog(Dialog):
    title_key = "confirm.abandon_title"
    width_ems = 30

    def __init__(self, *args, text: str = "", restart: bool = False, **kw) -> None:
        self.text_value = text
        self.dont_ask = False
        self.restart = restart  # the question is about playing this deal again
        if restart:
            self.title_key = "confirm.restart_title"
        super().__init__(*args, **kw)

    def content_height(self, width: int) -> int:
        # Title bar, the message (as many lines as it wraps to), the check box, the buttons.
        default = "confirm.restart_text" if self.restart else "confirm.abandon_text"
        self.text_value = self.text_value or self.tr(default)
        self.message_h = max(int(self.row_h * 1.2), self.note_height(self.text_value, width))
        return self.message_h + int(self.row_h * 3.1) + 3 * self.pad

    def build(self) -> None:
        rows, tr = self.rows, self.tr
        self.message = self.note(rows.take(self.message_h), self.text_value)
        self.dont_ask_box = self.check(rows.take(), tr("confirm.dont_ask"), False)
        keep, leave = rows.split(rows.take(), 0.5, 0.5)
        # The gold (default) button is the safe one: the focus starts on it, so Enter
        # keeps playing unless the player moves to Leave (nothing is lost by it).
        self.keep_button = self.button(keep, "confirm.abandon_no", primary=True)
        yes = "confirm.restart_yes" if self.restart else "confirm.abandon_yes"
        self.leave_button = self.button(leave, yes)

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            if event.ui_element is self.dont_ask_box:
                self.dont_ask = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            return None
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        if event.ui_element is self.leave_button:
            return Action("leave", {"dont_ask": self.dont_ask})
        if event.ui_element is self.keep_button:
            return Action("closed")
        return None
