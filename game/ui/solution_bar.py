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
        # (window size, sizes, longest label, rects) of the line shown: its buttons stay
        # where they are while that place stays clear (they hopped between the row and
        # the felt beside the columns as the columns grew and shrank, away from the
        # player's pointer).
        self._kept: tuple | None = None

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
            self._kept = None
            return
        space = legends(tr)[1]
        labels = {
            "pause": (tr("button.sol_play" if paused else "button.sol_pause"), space),
            "step": (tr("button.sol_step"), "→"),
            "stop": (tr("button.sol_stop"), "Esc"),
        }
        # Sized for the longer of Pause and Play on, so pausing moves nothing either.
        longest = max(tr("button.sol_play"), tr("button.sol_pause"), key=len)
        widths = {**labels, "pause": (longest, space)}
        kept = self._kept
        if kept is not None and kept[:3] == (size, sizes, longest) and _clear(kept[3], cards, size):
            rects = kept[3]
        else:
            rects = _places(widths, size, sizes, cards, band)
        self._kept = (size, sizes, longest, rects)  # a new language sizes them anew
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
    """A row at the bottom centre, above the messages (as the undo offer), or, where the
    row would hide cards, a column in `band` clear of every card and pile in `cards`
    (the top-most such place, then the left-most), above the messages' room."""
    bar_h, font_px = sizes
    h = max(28, bar_h)
    widths = [max(h * 3, int(font_px * 0.62 * len(labels[n][0])) + h) for n in NAMES]
    gap = 12
    x = (size[0] - sum(widths) - gap * (len(NAMES) - 1)) // 2
    y = size[1] - 3 * h
    row = [pygame.Rect(x + sum(widths[:i]) + gap * i, y, w, h) for i, w in enumerate(widths)]
    obstacles = [_pg(card) for card in cards]
    if band is None or not any(rect.collidelist(obstacles) >= 0 for rect in row):
        return row
    w, tall = max(widths), len(NAMES) * (h + gap) - gap
    room = pygame.Rect(int(band.x), int(band.y), int(band.w), int(band.h) - 3 * h)
    xs = [room.x + gap] + [o.right + gap for o in obstacles]
    ys = [room.y + gap] + [o.bottom + gap for o in obstacles]
    for top in sorted(set(ys)):
        for left in sorted(set(xs)):
            stack = pygame.Rect(left, top, w, tall)
            if room.contains(stack) and stack.collidelist(obstacles) < 0:
                return [pygame.Rect(left, top + i * (h + gap), w, h) for i in range(len(NAMES))]
    return row  # no clear place: the row, over the cards after all


def _clear(rects: list[pygame.Rect], cards, size: tuple[int, int]) -> bool:
    """Whether buttons at `rects` lie in the window and hide none of `cards`."""
    window = pygame.Rect(0, 0, *size)
    obstacles = [_pg(card) for card in cards]
    return all(window.contains(r) and r.collidelist(obstacles) < 0 for r in rects)


def _pg(rect) -> pygame.Rect:
    """A layout rectangle (float x, y, w, h) as pygame's, rounded outwards."""
    return pygame.Rect(int(rect.x), int(rect.y), int(rect.w) + 1, int(rect.h) + 1)
