"""Table marks drawn over the felt: empty pile outline, redeal symbol and a highlight glow.

All marks are card-sized (400x560) so the table can place them exactly where a card goes.
"""

from __future__ import annotations

import math

import pygame

from . import style as st
from .canvas import Canvas, arc

WHITE = (255, 255, 255)
GLOW = (255, 226, 110)


def _empty(cv: Canvas) -> None:
    inset = 4.0
    rect = (inset, inset, st.CARD_W - 2 * inset, st.CARD_H - 2 * inset)
    cv.rect(rect, (*WHITE, 26), radius=st.RADIUS - inset)
    cv.rect(rect, (*WHITE, 110), 5.0, st.RADIUS - inset)


def _redeal(cv: Canvas) -> None:
    _empty(cv)
    c = (st.CARD_W / 2, st.CARD_H / 2)
    r, w = 82.0, 20.0
    start, end = math.radians(-60), math.radians(235)
    cv.outline(arc(c, r, start, end, 64), (*WHITE, 150), w, closed=False)
    # arrow head at the start of the arc, pointing anticlockwise (the direction of travel)
    a = start
    tip_dir = (math.sin(a), -math.cos(a))  # tangent pointing towards decreasing angle
    px, py = c[0] + r * math.cos(a), c[1] + r * math.sin(a)
    nx, ny = math.cos(a), math.sin(a)
    size = 34.0
    head = [
        (px + tip_dir[0] * size, py + tip_dir[1] * size),
        (px + nx * size * 0.85, py + ny * size * 0.85),
        (px - nx * size * 0.85, py - ny * size * 0.85),
    ]
    cv.poly(head, (*WHITE, 150))


def _highlight(cv: Canvas) -> None:
    """A bright rim with a soft glow fading inwards; rings are drawn once each (no blending)."""
    rim = 7.0
    steps = 22
    for i in range(steps, -1, -1):
        inset = rim + i * 1.5
        alpha = round(150 * (1 - i / steps) ** 2)
        rect = (inset, inset, st.CARD_W - 2 * inset, st.CARD_H - 2 * inset)
        cv.rect(rect, (*GLOW, alpha), 2.0, max(4.0, st.RADIUS - inset))
    for i, alpha in enumerate((120, 200, 255)):
        inset = 1.0 + i * 2.0
        rect = (inset, inset, st.CARD_W - 2 * inset, st.CARD_H - 2 * inset)
        cv.rect(rect, (*GLOW, alpha), 7.0 - i * 2.0, st.RADIUS - inset)


MARKS = {"empty": _empty, "redeal": _redeal, "highlight": _highlight}


def draw_mark(name: str) -> pygame.Surface:
    cv = Canvas(st.CARD_W, st.CARD_H, background=(*WHITE, 0) if name != "highlight" else (*GLOW, 0))
    MARKS[name](cv)
    return cv.result()
