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
    """The empty outline with a clockwise "go round again" arrow in the middle."""
    _empty(cv)
    c = (st.CARD_W / 2, st.CARD_H / 2)
    r, w, size = 80.0, 20.0, 36.0
    colour = (*WHITE, 150)
    a0, a1 = math.radians(-40), math.radians(250)  # y points down, so this runs clockwise
    cv.outline(arc(c, r, a0, a1, 72), colour, w, closed=False)
    # arrow head just past the end of the arc, pointing along the direction of travel
    ex, ey = c[0] + r * math.cos(a1), c[1] + r * math.sin(a1)
    tx, ty = -math.sin(a1), math.cos(a1)  # unit tangent, increasing angle
    nx, ny = math.cos(a1), math.sin(a1)  # unit normal, outwards
    bx, by = ex - tx * 4, ey - ty * 4
    head = [
        (bx + tx * size * 1.15, by + ty * size * 1.15),
        (bx + nx * size * 0.9, by + ny * size * 0.9),
        (bx - nx * size * 0.9, by - ny * size * 0.9),
    ]
    cv.poly(head, colour)


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
