"""The shared shape of a dialog: a centred pygame_gui window, a row-by-row layout helper,
and actions handed back to the app."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pygame_gui

Translate = Callable[..., str]


@dataclass
class Action:
    """What a dialog asks the app to do: a name and its arguments."""

    name: str
    args: dict = field(default_factory=dict)


class Rows:
    """Places widgets top to bottom inside a window's container."""

    def __init__(self, width: int, row_h: int, pad: int) -> None:
        self.width, self.row_h, self.pad = width, row_h, pad
        self.y = pad

    def take(self, height: int | None = None) -> pygame.Rect:
        h = height or self.row_h
        rect = pygame.Rect(self.pad, self.y, self.width - 2 * self.pad, h)
        self.y += h + self.pad // 2
        return rect

    def split(self, rect: pygame.Rect, *fractions: float) -> list[pygame.Rect]:
        """Cut a row into side-by-side cells by width fractions."""
        cells, x = [], rect.x
        gap = self.pad // 2
        usable = rect.w - gap * (len(fractions) - 1)
        for f in fractions:
            w = int(usable * f)
            cells.append(pygame.Rect(x, rect.y, w, rect.h))
            x += w + gap
        return cells


class Dialog:
    """A modal-looking window centred on the screen. Subclasses build widgets in `build`."""

    title_key = ""
    width_ems = 30  # width in font sizes

    def __init__(
        self, manager: pygame_gui.UIManager, tr: Translate, font_size: int, screen: tuple[int, int]
    ) -> None:
        self.manager = manager
        self.tr = tr
        self.font = font_size
        self.row_h = int(font_size * 2.1)
        self.pad = max(8, font_size // 2)
        w = min(int(font_size * self.width_ems), screen[0] - 20)
        h = min(self.content_height(w), screen[1] - 20)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (screen[0] // 2, screen[1] // 2)
        self.window = pygame_gui.elements.UIWindow(
            rect,
            manager,
            window_display_title=tr(self.title_key),
            draggable=True,
            always_on_top=True,
        )
        inner = self.window.get_container().get_size()
        self.rows = Rows(inner[0], self.row_h, self.pad)
        self.build()

    def content_height(self, width: int) -> int:
        """Window height wanted (the screen may cap it)."""
        return self.row_h * 8

    def build(self) -> None:
        raise NotImplementedError

    @property
    def container(self):
        return self.window.get_container()

    def button(self, rect: pygame.Rect, key: str, **kw) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            rect, self.tr(key, **kw), self.manager, container=self.container
        )

    def label(self, rect: pygame.Rect, text: str) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(
            rect, text, self.manager, container=self.container, object_id="#dialog_label"
        )

    def check(self, rect: pygame.Rect, text: str, state: bool, tip: str | None = None):
        """A check box: the square at the row's left, its text in a label beside it."""
        side = int(rect.h * 0.7)
        square = pygame.Rect(rect.x, rect.y + (rect.h - side) // 2, side, side)
        box = pygame_gui.elements.UICheckBox(
            square,
            "",
            self.manager,
            container=self.container,
            initial_state=state,
            tool_tip_text=tip,
        )
        gap = side // 2
        self.label(pygame.Rect(square.right + gap, rect.y, rect.w - side - gap, rect.h), text)
        return box

    def handle(self, event: pygame.event.Event) -> Action | None:
        """Turn one pygame_gui event into an action (or None)."""
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            return Action("closed")
        return self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> Action | None:
        return None

    def set_available(self, available: dict[str, bool]) -> None:
        """Which commands can work now (the menu enables its items to match the HUD)."""

    @property
    def alive(self) -> bool:
        return self.window.alive()

    def close(self) -> None:
        if self.window.alive():
            self.window.kill()
