"""Suit symbols as smooth vector outlines built from bezier curves.

Every suit is a list of closed polygons in a unit space: centred on (0, 0), 1 unit tall
(y from -0.5 at the top to +0.5 at the bottom, y pointing down).  Drawing scales them to a
requested pixel height and can rotate them 180 degrees for the lower half of a card.
"""

from __future__ import annotations

from functools import cache

from .canvas import Canvas, Color, Point, arc, cubic, quad, transform

SUITS = "SHDC"


def _heart() -> list[Point]:
    right = (
        cubic((0.0, -0.29), (0.03, -0.44), (0.15, -0.5), (0.27, -0.5))
        + cubic((0.27, -0.5), (0.42, -0.5), (0.53, -0.38), (0.52, -0.21))
        + cubic((0.52, -0.21), (0.51, 0.03), (0.13, 0.24), (0.0, 0.5))
    )
    left = [(-x, y) for x, y in reversed(right[1:])]
    return right + [(0.0, 0.5)] + left


def _stem(top: float) -> list[Point]:
    """The flared foot shared by spades and clubs, from y=top down to the base at 0.5."""
    right = quad((0.035, top), (0.05, 0.40), (0.21, 0.5), 16) + [(0.21, 0.5)]
    left = [(-x, y) for x, y in reversed(right)]
    return right + left


def _spade() -> list[list[Point]]:
    body = [(x * 0.8, -y * 0.74 - 0.13) for x, y in _heart()]
    return [body, _stem(0.0)]


def _club() -> list[list[Point]]:
    r = 0.205
    top, left, right = (0.0, -0.5 + r), (-0.245, 0.075), (0.245, 0.075)
    lobes = [arc(c, r, 0.0, 6.2832, 48) for c in (top, left, right)]
    middle = [(0.0, -0.2), (0.12, 0.02), (0.0, 0.18), (-0.12, 0.02)]
    return lobes + [middle, _stem(0.05)]


def _diamond() -> list[Point]:
    corners = [(0.0, -0.5), (0.4, 0.0), (0.0, 0.5), (-0.4, 0.0)]
    pts: list[Point] = []
    for i in range(4):
        a, b = corners[i], corners[(i + 1) % 4]
        mid = ((a[0] + b[0]) / 2 * 0.9, (a[1] + b[1]) / 2 * 0.9)  # pulled in: gently concave
        pts += quad(a, mid, b, 20)
    return pts


@cache
def suit_polys(suit: str) -> tuple[tuple[Point, ...], ...]:
    """The polygons that make up one suit symbol, in unit space."""
    shapes = {
        "H": lambda: [_heart()],
        "D": lambda: [_diamond()],
        "S": _spade,
        "C": _club,
    }[suit]()
    return tuple(tuple(p) for p in shapes)


def suit_width(suit: str) -> float:
    """Width of the symbol relative to its height."""
    xs = [x for poly in suit_polys(suit) for x, _ in poly]
    return max(xs) - min(xs)


def draw_suit(
    canvas: Canvas, suit: str, center: Point, height: float, color: Color, flip: bool = False
) -> None:
    """Draw a filled suit symbol ``height`` pixels tall centred on ``center``."""
    for poly in suit_polys(suit):
        canvas.poly(transform(poly, height, center, flip), color)


def suit_outline(
    canvas: Canvas,
    suit: str,
    center: Point,
    height: float,
    color: Color,
    width: float,
    flip: bool = False,
) -> None:
    """Stroke the outline of the symbol's main body (used for ornate aces and decorations)."""
    poly = suit_polys(suit)[0]
    canvas.outline(transform(poly, height, center, flip), color, width)
