"""Card backs: a framed panel with a symmetric engraved pattern, in three colourways."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from . import style as st
from .canvas import Canvas, Color, Point
from .face import card_canvas
from .suits import draw_suit

MARGIN = 16.0
PANEL = (MARGIN, MARGIN, st.CARD_W - 2 * MARGIN, st.CARD_H - 2 * MARGIN)
PANEL_R = st.RADIUS - 10
CENTRE: Point = (st.CARD_W / 2, st.CARD_H / 2)


def _mix(a: Color, b: Color, t: float) -> Color:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def _lattice(cv: Canvas, base: Color, line: Color) -> None:
    """Diamond trellis with little four-point stars at the crossings."""
    step = 30.0
    h = st.CARD_H
    for k in range(-20, 21):
        x0 = CENTRE[0] + k * step
        cv.line((x0 - h * 0.7, CENTRE[1] - h), (x0 + h * 0.7, CENTRE[1] + h), line, 2.0)
        cv.line((x0 + h * 0.7, CENTRE[1] - h), (x0 - h * 0.7, CENTRE[1] + h), line, 2.0)
    dy = step / 2 / 0.7
    for i in range(-14, 15):
        for j in range(-12, 13):
            x = CENTRE[0] + i * step / 2
            y = CENTRE[1] + j * dy
            if (i + j) % 2 == 0:
                s = 4.5
                cv.poly([(x, y - s), (x + s / 3, y), (x, y + s), (x - s / 3, y)], line)
                cv.poly([(x - s, y), (x, y - s / 3), (x + s, y), (x, y + s / 3)], line)


def _guilloche(cv: Canvas, base: Color, line: Color) -> None:
    """Banknote-style interlaced wavy rings radiating from the centre."""
    for ring in range(15):
        r0 = 26 + ring * 19.0
        for phase in (0.0, math.pi):
            pts = []
            for i in range(721):
                t = i / 720 * 2 * math.pi
                r = r0 + 7.5 * math.sin(18 * t + phase)
                pts.append((CENTRE[0] + r * math.cos(t) * 0.86, CENTRE[1] + r * math.sin(t) * 1.2))
            cv.outline(pts, line, 1.4)


def _quatrefoil(cv: Canvas, base: Color, line: Color) -> None:
    """Overlapping circles forming a tiled four-petal flower pattern."""
    r = 22.0
    for i in range(-12, 13):
        for j in range(-16, 17):
            c = (CENTRE[0] + i * r, CENTRE[1] + j * r)
            if (i + j) % 2 == 0:
                cv.circle(c, r, line, 1.5)
            else:
                cv.circle(c, 3.2, line)


def _medallion(cv: Canvas, base: Color, line: Color, accent: Color) -> None:
    cx, cy = CENTRE
    rx, ry = 74.0, 100.0
    cv.ellipse((cx - rx - 8, cy - ry - 8, 2 * rx + 16, 2 * ry + 16), line)
    cv.ellipse((cx - rx - 4, cy - ry - 4, 2 * rx + 8, 2 * ry + 8), base)
    cv.ellipse((cx - rx, cy - ry, 2 * rx, 2 * ry), accent, 2.5)
    cv.ellipse((cx - rx + 7, cy - ry + 7, 2 * rx - 14, 2 * ry - 14), line, 1.2)
    # the four suits in a cross, the top and left pair turned to read from either end
    d = 42.0
    for suit, (dx, dy) in zip("SHCD", ((0, -d), (d, 0), (0, d), (-d, 0)), strict=True):
        draw_suit(cv, suit, (cx + dx, cy + dy * 1.12), 40.0, accent, flip=dy > 0 or dx < 0)
    cv.circle((cx, cy), 7.0, accent)


def _frame(cv: Canvas, line: Color, accent: Color) -> None:
    x, y, w, h = PANEL
    cv.rect((x + 7, y + 7, w - 14, h - 14), accent, 2.5, PANEL_R - 6)
    cv.rect((x + 12, y + 12, w - 24, h - 24), line, 1.2, PANEL_R - 9)


Pattern = Callable[[Canvas, Color, Color], None]
BACKS: dict[str, tuple[Color, Color, Color, Pattern]] = {
    # name: (panel colour, pattern line colour, accent colour, pattern)
    "blue": ((26, 60, 138), (92, 132, 210), (236, 200, 110), _lattice),
    "red": ((150, 24, 36), (214, 92, 96), (240, 206, 130), _guilloche),
    "green": ((22, 92, 64), (76, 156, 116), (236, 214, 150), _quatrefoil),
}


def draw_back(name: str) -> pygame.Surface:
    base, line, accent, pattern = BACKS[name]
    cv = card_canvas()
    x, y, w, h = PANEL
    cv.rect(PANEL, base, radius=PANEL_R)
    art = cv.layer()
    pattern(art, base, line)
    art.clip_round_rect((x + 16, y + 16, w - 32, h - 32), PANEL_R - 12)
    cv.compose(art)
    _frame(cv, _mix(base, line, 0.8), accent)
    _medallion(cv, base, line, accent)
    return cv.result()
