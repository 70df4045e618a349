"""Which parts of the window a frame must redraw and present.

Presenting the whole window costs far more than drawing a few cards (under X11 a full
1920x1080 present copies 8 MB), so a frame where only cards move redraws and presents just
the areas they left and entered. The cards at rest live in a cached table layer; when it
changes, only the cards that changed (and the pile labels) are redrawn from it.
"""

from __future__ import annotations

import pygame

from game.engine.state import State
from game.ui.layout import Layout
from game.ui.render import Renderer
from game.ui.sprites import LAYER_TABLE, Board, CardSprite

FULL_SCREEN_SHARE = 0.5  # past this share of the window, present it whole


def merge(rects: list[pygame.Rect], screen: pygame.Rect) -> list[pygame.Rect]:
    """Clip to the screen and join overlapping rectangles; one full rect when large."""
    pending = [r.clip(screen) for r in rects]
    pending = [r for r in pending if r.w > 0 and r.h > 0]
    merged: list[pygame.Rect] = []
    while pending:
        current = pending.pop()
        joined = True
        while joined:
            joined = False
            for other in pending[:]:
                if current.colliderect(other):
                    current = current.union(other)
                    pending.remove(other)
                    joined = True
        merged.append(current)
    if sum(r.w * r.h for r in merged) > FULL_SCREEN_SHARE * screen.w * screen.h:
        return [screen.copy()]
    return merged


class Compositor:
    def __init__(self, renderer: Renderer) -> None:
        self.renderer = renderer
        self.layer: pygame.Surface | None = None
        self._resting: dict = {}
        self._labels: tuple | None = None
        self._style: tuple | None = None
        self._previous: list[pygame.Rect] = []  # where moving things were drawn last frame

    def reset(self) -> None:
        self.layer = None
        self._style = None
        self._resting = {}
        self._labels = None
        self._previous = []

    def sprite_rect(self, sprite: CardSprite, alpha: float) -> pygame.Rect:
        layout = self.renderer.layout
        x, y = sprite.draw_position(alpha)
        return pygame.Rect(int(x) - 1, int(y) - 1, layout.card_w + 3, layout.card_h + 3)

    def update_layer(
        self, size: tuple[int, int], board: Board, state: State, suits
    ) -> list[pygame.Rect]:
        """Bring the table layer up to date; returns the areas where it changed."""
        renderer, layout = self.renderer, self.renderer.layout
        resting = {
            s.card: (s.x, s.y, s.face_up, s.covered, s.place.z)
            for s in board.sprites.values()
            if s.layer == LAYER_TABLE
        }
        # Everything `draw_table` shows besides the cards: counts, marks, the start rank.
        labels = (
            len(state.stock),
            len(state.waste),
            len(state.reserve),
            tuple(bool(state.foundations[s]) for s in suits),
            state.start_rank,
            state.pass_no,  # the empty stock's mark: another pass, or none left
            renderer.pass_notes,  # "Pass 1 of 3", "Last pass" by the stock's count, in a language
            # whose pass limit (and so "Last pass"): a Canfield deal after a Rainbow one
            # with the same counts kept Rainbow's note (tester round)
            state.rules,
        )
        style = renderer.style  # colouring, back and index size
        fresh = self.layer is None or self.layer.get_size() != size or style != self._style
        self._style = style  # a new deck or back changes every card: redraw the whole layer
        if fresh:
            self.layer = _display_surface(size)
            self._resting, self._labels = {}, None
        if resting == self._resting and labels == self._labels:
            return []
        changed = [self._card_rect(v) for c, v in self._resting.items() if resting.get(c) != v]
        changed += [self._card_rect(v) for c, v in resting.items() if self._resting.get(c) != v]
        if labels != self._labels:
            changed += _pile_areas(layout)
        sprites = [s for s in board.in_draw_order() if s.layer == LAYER_TABLE]
        # Redraw only the changed areas of the layer (a landing card costs one card's area).
        areas = [self.layer.get_rect()] if fresh else merge(changed, self.layer.get_rect())
        for area in areas:
            self.layer.set_clip(area)
            renderer.draw_table(self.layer, state)
            renderer.draw_cards(
                self.layer, [s for s in sprites if area.colliderect(self._sprite_box(s))], 1.0
            )
        self.layer.set_clip(None)
        self._resting, self._labels = resting, labels
        return changed

    def _sprite_box(self, sprite: CardSprite) -> pygame.Rect:
        return self._card_rect((sprite.x, sprite.y))

    def _card_rect(self, value: tuple) -> pygame.Rect:
        layout = self.renderer.layout
        x, y = value[0], value[1]
        return pygame.Rect(int(x) - 1, int(y) - 1, layout.card_w + 3, layout.card_h + 3)

    def moving_rects(
        self, moving: list[CardSprite], alpha: float, extra: list[pygame.Rect]
    ) -> list[pygame.Rect]:
        """Areas to redraw for things in motion: where they are now and where they were."""
        now = [self.sprite_rect(s, alpha) for s in moving] + extra
        if any(s.dragging for s in moving):
            shadow = self.renderer.shadow
            lead = next(s for s in moving if s.dragging)
            x, y = lead.draw_position(alpha)
            pad = (shadow.get_width() - self.renderer.layout.card_w) // 2
            now.append(
                pygame.Rect(
                    int(x) - pad, int(y) - pad, shadow.get_width() + 8, shadow.get_height() + 8
                )
            )
        rects = now + self._previous
        self._previous = now
        return rects


def _pile_areas(layout: Layout) -> list[pygame.Rect]:
    """The piles whose marks and labels change with the counts (stock, reserve, foundations)."""
    label = int(layout.label_h * 1.6)
    areas = []
    for rect in (layout.stock, layout.reserve):
        areas.append(
            pygame.Rect(int(rect.x) - 2, int(rect.y) - 2, int(rect.w) + 4, int(rect.h) + label + 4)
        )
    # The stock's count may carry a note ("Last pass") wider than the card.
    stock = layout.stock
    areas.append(pygame.Rect(0, int(stock.bottom), int(stock.x + 3 * stock.w), label + 4))
    for rect in layout.foundations:
        areas.append(
            pygame.Rect(int(rect.x) - 2, int(rect.y) - 2, int(rect.w) + 4, int(rect.h) + 4)
        )
    return areas


def _display_surface(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    return surface.convert() if pygame.display.get_surface() is not None else surface
