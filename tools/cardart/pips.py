"""Pip layouts for number cards and the large centre symbol of aces."""

from __future__ import annotations

import math

from .canvas import Canvas, Color, Point, quad, transform
from .style import CARD_H, CARD_W, GOLD_DARK, PAPER
from .suits import draw_suit, suit_polys

LEFT, MID, RIGHT = 122.0, 200.0, 278.0
TOP, BOTTOM = 100.0, 460.0
CENTRE = CARD_H / 2
PIP_H = 78.0
PIP_SCALE = {"D": 1.06}  # diamonds have the least ink; a touch larger looks even
# The large-index faces: a smaller, narrower pip field between the two big indices.
LARGE_LEFT, LARGE_RIGHT = 130.0, 270.0
LARGE_TOP, LARGE_BOTTOM = 176.0, 384.0
LARGE_PIP_H = 56.0


def _rows(n: int, top: float = TOP, bottom: float = BOTTOM) -> list[float]:
    return [top + i * (bottom - top) / (n - 1) for i in range(n)]


def pip_positions(count: int, large: bool = False) -> list[Point]:
    """Standard pip centres for the 2..10 of a suit (card pixel coordinates)."""
    if large:
        left, right, top, bottom = LARGE_LEFT, LARGE_RIGHT, LARGE_TOP, LARGE_BOTTOM
    else:
        left, right, top, bottom = LEFT, RIGHT, TOP, BOTTOM
    r3 = _rows(3, top, bottom)
    r4 = _rows(4, top, bottom)
    sides3 = [(x, y) for y in r3 for x in (left, right)]
    sides4 = [(x, y) for y in r4 for x in (left, right)]
    upper, lower = (r3[0] + r3[1]) / 2, (r3[1] + r3[2]) / 2
    layouts: dict[int, list[Point]] = {
        2: [(MID, top), (MID, bottom)],
        3: [(MID, top), (MID, CENTRE), (MID, bottom)],
        4: [(x, y) for y in (top, bottom) for x in (left, right)],
        5: [(x, y) for y in (top, bottom) for x in (left, right)] + [(MID, CENTRE)],
        6: sides3,
        7: sides3 + [(MID, upper)],
        8: sides3 + [(MID, upper), (MID, lower)],
        9: sides4 + [(MID, CENTRE)],
        10: sides4 + [(MID, (r4[0] + r4[1]) / 2), (MID, (r4[2] + r4[3]) / 2)],
    }
    return layouts[count]


def draw_pips(canvas: Canvas, count: int, suit: str, color: Color, large: bool = False) -> None:
    """Number-card pips; those below the middle are turned upside down like printed cards."""
    for x, y in pip_positions(count, large):
        h = (LARGE_PIP_H if large else PIP_H) * PIP_SCALE.get(suit, 1.0)
        draw_suit(canvas, suit, (x, y), h, color, flip=y > CENTRE + 0.5)


ACE_HEIGHT = {"H": 170.0, "D": 190.0, "C": 170.0, "S": 200.0}


def _leaf(base: Point, angle: float, length: float, width: float) -> list[Point]:
    dx, dy = math.cos(angle), math.sin(angle)
    tip = (base[0] + dx * length, base[1] + dy * length)
    mid = (base[0] + dx * length / 2, base[1] + dy * length / 2)
    a = (mid[0] - dy * width, mid[1] + dx * width)
    b = (mid[0] + dy * width, mid[1] - dx * width)
    return quad(base, a, tip, 10) + quad(tip, b, base, 10)


def _wreath(canvas: Canvas, c: Point, radius: float, color: Color) -> None:
    """Two laurel branches curving up either side of the ace of spades."""
    for side in (-1, 1):
        stem = []
        for i in range(27):
            phi = math.radians(10 + i * 5.2)  # 0 deg = bottom of the circle
            stem.append((c[0] + side * radius * math.sin(phi), c[1] + radius * math.cos(phi)))
        canvas.outline(stem, color, 3.0, closed=False)
        for i in range(12):
            phi = math.radians(20 + i * 11.0)
            p = (c[0] + side * radius * math.sin(phi), c[1] + radius * math.cos(phi))
            travel = math.atan2(-math.sin(phi), side * math.cos(phi))
            length = 30 - i * 1.2
            for tilt in (-0.55, 0.55):
                canvas.poly(_leaf(p, travel + tilt, length, 6.0), color)
    # a ribbon bow where the two branches cross
    bx, by = c[0], c[1] + radius
    for s in (-1, 1):
        loop = [(bx, by), (bx + s * 20, by - 11), (bx + s * 24, by + 2), (bx + s * 16, by + 8)]
        canvas.poly(loop, color)
        tail = [(bx, by), (bx + s * 10, by + 22), (bx + s * 4, by + 20), (bx + s * 1, by + 26)]
        canvas.poly(tail, color)
    canvas.circle((bx, by), 5.5, color)


def draw_ace(canvas: Canvas, suit: str, color: Color, ornate: bool) -> None:
    """A single large centre pip; the ace of spades gets an engraved inline and a wreath."""
    c = (CARD_W / 2, CENTRE)
    h = ACE_HEIGHT[suit]
    if not ornate:
        draw_suit(canvas, suit, c, h, color)
        return
    _wreath(canvas, (c[0], c[1] + 6), 128, GOLD_DARK)
    draw_suit(canvas, suit, c, h, color)
    # engraved white inline just inside the body of the spade
    body = suit_polys(suit)[0]
    mid = -0.16  # rough centre of the spade's body in unit space
    for scale, colour in ((0.9, PAPER), (0.865, color)):
        inner = [(x * scale, mid + (y - mid) * scale) for x, y in body]
        canvas.poly(transform(inner, h, c), colour)
    # a small ornament on the body: a diamond flanked by dots
    cy = c[1] - 0.08 * h
    canvas.poly([(c[0], cy - 16), (c[0] + 10, cy), (c[0], cy + 16), (c[0] - 10, cy)], PAPER)
    canvas.circle((c[0] - 22, cy), 4, PAPER)
    canvas.circle((c[0] + 22, cy), 4, PAPER)
