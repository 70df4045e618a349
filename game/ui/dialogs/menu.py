"""The menu: one button per command."""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.dialogs.base import Action, Dialog
from game.ui.shortcuts import command_of_key, with_key

ITEMS = (
    "new",
    "restart",
    "undo",
    "redo",
    "hint",
    "solution",
    "home",
    "settings",
    "stats",
    "rules",
    "fullscreen",
    "quit",
)


class MenuDialog(Dialog):
    title_key = "menu.title"
    width_ems = 23  # the longest item with its key: "Dit spel opnieuw beginnen (Ctrl+R)"

    def __init__(self, *args, fullscreen: bool = False, **kw) -> None:
        self.fullscreen = fullscreen
        super().__init__(*args, **kw)

    def content_height(self, width: int) -> int:
        return len(ITEMS) * (self.row_h + self.pad // 2) + self.pad * 2 + self.row_h

    def build(self) -> None:
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for item in ITEMS:
            key = f"menu.{item}"
            if item == "fullscreen" and self.fullscreen:
                key = "menu.windowed"
            label = with_key(self.tr(key), item, self.tr)
            self.buttons[item] = self.button(self.rows.take(), key, text=label)

    def set_available(self, available: dict[str, bool]) -> None:
        for name, able in available.items():
            button = self.buttons[name]
            if able and not button.is_enabled:
                button.enable()
            elif not able and button.is_enabled:
                button.disable()

    def key(self, event: pygame.event.Event) -> Action | bool:
        """The keys the menu names beside its items do their command from the open menu
        too (Ctrl+N did nothing there, a tester saw); a greyed item's key does nothing."""
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        command = command_of_key(event.key, ctrl)
        if command in self.buttons and command != "fullscreen":  # F11: the app's own key
            return Action(command) if self.buttons[command].is_enabled else True
        return super().key(event)

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    return Action(name)
        return None
