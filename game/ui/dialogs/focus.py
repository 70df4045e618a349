"""Keyboard focus inside a dialog: which control the keys act on, and a ring that shows it.

pygame_gui focuses text fields and check boxes (they take typing, Space and Enter) but
has no traversal between controls, so the order lives here: Tab / Shift+Tab and
Up / Down walk the controls in reading order, skipping disabled ones. The ring is a
pygame_gui image in the dialog's window, drawn above its controls, so it moves with the
window and is drawn wherever the window is."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIImage

from game.ui.dialogs.widgets import Choice, ValueSlider

RING = (250, 244, 214)  # reads on the dark panel, on the gold of a selected option and on a tile


@dataclass
class Focusable:
    """A control the keys can act on. `kind` says how: button (Enter/Space press it),
    check (pygame_gui toggles it), choice and slider (Left/Right), entry (typing)."""

    kind: str
    target: object

    @property
    def element(self):
        """The pygame_gui element the ring surrounds."""
        if isinstance(self.target, Choice):
            return self.target.focus_element
        if isinstance(self.target, ValueSlider):
            return self.target.slider
        return self.target

    def owns(self, element: object) -> bool:
        if isinstance(self.target, Choice):
            return any(element is button for button in self.target.elements)
        if isinstance(self.target, ValueSlider):
            slider = self.target.slider
            parts = (slider, slider.left_button, slider.right_button, slider.sliding_button)
            return any(element is part for part in parts)
        return element is self.target

    @property
    def usable(self) -> bool:
        element = self.element
        return element.alive() and element.is_enabled and element.visible


class _Ring(UIImage):
    """The focus ring: drawn, never hovered or clicked (the control under it is)."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return False


class FocusRing:
    def __init__(self, manager: pygame_gui.UIManager, container, width: int) -> None:
        self.manager = manager
        self.container = container
        self.width = max(2, width)
        self.items: list[Focusable] = []
        self.index = -1
        self._ring: _Ring | None = None

    def add(self, kind: str, target: object) -> None:
        self.items.append(Focusable(kind, target))

    @property
    def current(self) -> Focusable | None:
        return self.items[self.index] if 0 <= self.index < len(self.items) else None

    def focus(self, index: int) -> None:
        """Put the focus on item `index` and the ring around it."""
        self.index = index
        item = self.current
        if item is None:
            return
        if item.kind in ("check", "entry"):
            self.manager.set_focus_set(item.element)  # they take Space/Enter/typing
        else:
            self.manager.set_focus_set(None)
        self.show()

    def restore(self, index: int) -> None:
        """Focus item `index` again in a dialog built anew (a resize), if it is usable."""
        if 0 <= index < len(self.items) and self.items[index].usable:
            self.focus(index)

    def focus_target(self, target: object) -> bool:
        """Focus the item that owns `target` (a control the mouse used)."""
        for i, item in enumerate(self.items):
            if item.owns(target):
                if i != self.index:
                    self.focus(i)
                else:
                    self.show()
                return True
        return False

    def move(self, step: int) -> None:
        """To the next (or previous) usable control, wrapping round."""
        n = len(self.items)
        for k in range(1, n + 1):
            i = (self.index + step * k) % n
            if self.items[i].usable:
                self.focus(i)
                return

    def show(self) -> None:
        """Place the ring around the focused control (it may have moved or changed)."""
        item = self.current
        if item is None:
            return
        gap = self.width + 1
        rect = item.element.get_relative_rect().inflate(2 * gap, 2 * gap)
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = min(rect.h // 2, self.width * 3 + gap)
        pygame.draw.rect(surface, RING, surface.get_rect(), self.width, border_radius=radius)
        if self._ring is None or not self._ring.alive():
            self._ring = _Ring(rect, surface, self.manager, container=self.container)
        else:
            self._ring.set_relative_position(rect.topleft)
            self._ring.set_dimensions(rect.size)
            self._ring.set_image(surface)

    @property
    def ring_rect(self) -> pygame.Rect | None:
        """Where the ring is on the screen (None before any focus)."""
        return self._ring.rect.copy() if self._ring is not None and self._ring.alive() else None
