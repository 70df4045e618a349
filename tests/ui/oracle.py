"""The frame oracle: the current state drawn from scratch, compared with what the window
presents.

From scratch means a fresh renderer and text cache over card art that the app never
touched (its own cache of scaled images), cards placed by `layout(state)` rather than
where sprites are, no table layer and no dirty rectangles. Widgets are drawn by the same
pygame_gui manager: it is the widgets' state, not a cache of the frame.

Tolerance: none. Both sides blit the same images at the same integer positions, so a
still frame must match pixel for pixel (RGB); any difference is a stale area.
"""

from __future__ import annotations

import pygame

from game.ui.assets import CardArt
from game.ui.render import Renderer, TextCache

_ART: CardArt | None = None  # the oracle's own art cache, shared by oracle frames only


def reference_art() -> CardArt:
    global _ART
    if _ART is None:
        _ART = CardArt()
    return _ART


def oracle_frame(app) -> pygame.Surface:
    """The frame `app` should present now, drawn from its state alone."""
    surface = pygame.Surface(app.screen.get_size()).convert(app.screen)
    renderer = Renderer(reference_art(), TextCache())
    renderer.set_felt(app.session.options.felt)  # the table's cloth is a setting too
    app.paint_from_scratch(surface, renderer)
    return surface


def presented(app) -> pygame.Surface:
    """What the window shows (headless: the display surface after the last present)."""
    return app.screen


def frame_difference(app) -> tuple[int, pygame.Rect | None]:
    """How many pixels differ between the presented frame and the oracle's, and the
    bounding box of the differences (None when equal)."""
    expected = oracle_frame(app)
    actual = presented(app)
    return surface_difference(actual, expected)


def surface_difference(actual: pygame.Surface, expected: pygame.Surface):
    a = pygame.image.tobytes(actual, "RGB")
    b = pygame.image.tobytes(expected, "RGB")
    if a == b:
        return 0, None
    w = actual.get_width()
    xs, ys, count = [], [], 0
    for i in range(0, len(a), 3):
        if a[i : i + 3] != b[i : i + 3]:
            count += 1
            p = i // 3
            xs.append(p % w)
            ys.append(p // w)
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    return count, box


def assert_screen_true(app, save_to: str | None = None) -> None:
    """The presented frame equals the oracle's; on failure save both for a look."""
    count, box = frame_difference(app)
    saved = ""
    if count and save_to:
        pygame.image.save(presented(app), f"{save_to}-presented.png")
        pygame.image.save(oracle_frame(app), f"{save_to}-oracle.png")
        saved = f" (both frames saved as {save_to}-*.png)"
    assert count == 0, f"{count} pixels differ from a from-scratch render, within {box}{saved}"
