"""Show solution's buttons for the mouse: Pause (or Play on), One move, Stop.

The keys (Space, Right, Esc) did all this alone, so a player who started the solution
from the menu could only stop it by a click of their own. `sync` is called before every
frame: the buttons exist exactly while a line is shown, labelled for its state, placed
for the window, in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.ui.shortcuts import legends

NAMES = ("pause", "step", "stop")


class SolutionBar:
    def __init__(self) -> None:
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._made_for: tuple | None = None

    def sync(
        self,
        manager: pygame_gui.UIManager,
        paused: bool | None,
        size: tuple[int, int],
        sizes: tuple[int, int],
        tr: Callable[..., str],
        cards: tuple = (),
        band: pygame.Rect | None = None,
    ) -> None:
        """The buttons as they should be now: none while no line is shown (`paused`
        None). `sizes`: the bar's height and font size; `cards`: where cards lie, which
        a row at the bottom centre must not hide (then the buttons stand one above the
        other in `band`, the felt beside the columns, where it is wide enough). Made
        again only when something changed (the HUD's manager is new after a resize)."""
        if paused is None:
            self.hide()
            return
        space = legends(tr)[1]
        labels = {
            "pause": (tr("button.sol_play" if paused else "button.sol_pause"), space),
            "step": (tr("button.sol_step"), "→"),
            "stop": (tr("button.sol_stop"), "Esc"),
        }
        rects = _places(labels, size, sizes, cards, band)
        wanted = (id(manager), paused, tuple(map(tuple, rects)), tr("button.sol_pause"))
        if wanted == self._made_for:
            return
        self.hide()
        self._made_for = wanted
        for name, rect in zip(NAMES, rects, strict=True):
            text, key = labels[name]
            self.buttons[name] = pygame_gui.elements.UIButton(
                rect, text, manager=manager, tool_tip_text=f"{text} ({key})"
            )

    def hide(self) -> None:
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}
        self._made_for = None

    def named(self, element) -> str | None:
        return next((n for n, b in self.buttons.items() if b is element), None)

    def contains(self, pos: tuple[int, int]) -> bool:
        return any(b.rect.collidepoint(pos) for b in self.buttons.values())

    def rects(self) -> list[pygame.Rect]:
        return [b.rect.copy() for b in self.buttons.values()]


def _places(labels: dict, size: tuple[int, int], sizes: tuple[int, int], cards, band):
    """A row at the bottom centre, above the messages (as the undo offer), or a column
    at the top of `band` where the row would hide cards."""
    bar_h, font_px = sizes
    h = max(28, bar_h)
    widths = [max(h * 3, int(font_px * 0.62 * len(labels[n][0])) + h) for n in NAMES]
    gap = 12
    x = (size[0] - sum(widths) - gap * (len(NAMES) - 1)) // 2
    y = size[1] - 3 * h
    row = [pygame.Rect(x + sum(widths[:i]) + gap * i, y, w, h) for i, w in enumerate(widths)]
    hides = any(rect.colliderect(_pg(card)) for rect in row for card in cards)
    if not hides or band is None or band.w < max(widths) + 2 * gap:
        return row
    x, y, w = int(band.x) + gap, int(band.y) + gap, max(widths)
    return [pygame.Rect(x, y + i * (h + gap), w, h) for i in range(len(NAMES))]


def _pg(rect) -> pygame.Rect:
    """A layout rectangle (float x, y, w, h) as pygame's, rounded outwards."""
    return pygame.Rect(int(rect.x), int(rect.y), int(rect.w) + 1, int(rect.h) + 1)
