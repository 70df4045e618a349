"""Supersampled drawing surface: draw at N x scale, then smoothscale down for anti-aliasing.

All coordinates passed to :class:`Canvas` methods are in final-image pixels (floats allowed);
the canvas multiplies them by its supersampling factor.  pygame's primitive drawing is not
anti-aliased, but drawing at 4x and box-filtering down gives smooth, deterministic edges.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

Point = tuple[float, float]
Color = tuple[int, int, int] | tuple[int, int, int, int]

SS = 4  # default supersampling factor


class Canvas:
    """A transparent RGBA drawing surface at ``ss`` times the final size."""

    def __init__(
        self, width: int, height: int, ss: int = SS, background: Color = (0, 0, 0, 0)
    ) -> None:
        self.width = width
        self.height = height
        self.ss = ss
        self.surf = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
        self.surf.fill(background)

    # -- coordinate helpers -------------------------------------------------------------
    def _p(self, pts: Iterable[Point]) -> list[tuple[float, float]]:
        s = self.ss
        return [(x * s, y * s) for x, y in pts]

    def _r(self, rect: Sequence[float]) -> pygame.Rect:
        s = self.ss
        x, y, w, h = rect
        return pygame.Rect(round(x * s), round(y * s), round(w * s), round(h * s))

    # -- primitives ---------------------------------------------------------------------
    def poly(self, pts: Sequence[Point], color: Color, width: float = 0) -> None:
        if len(pts) < 3:
            return
        pygame.draw.polygon(self.surf, color, self._p(pts), round(width * self.ss))

    def outline(
        self, pts: Sequence[Point], color: Color, width: float, closed: bool = True
    ) -> None:
        """Stroke a polyline with round joins so thick lines look smooth."""
        w = max(1, round(width * self.ss))
        p = self._p(pts)
        if closed:
            p = p + [p[0]]
        pygame.draw.lines(self.surf, color, False, p, w)
        if w > 2:
            for x, y in p:
                pygame.draw.circle(self.surf, color, (x, y), w / 2 - 0.5)

    def line(self, a: Point, b: Point, color: Color, width: float) -> None:
        self.outline([a, b], color, width, closed=False)

    def circle(self, c: Point, r: float, color: Color, width: float = 0) -> None:
        s = self.ss
        pygame.draw.circle(self.surf, color, (c[0] * s, c[1] * s), r * s, round(width * s))

    def ellipse(self, rect: Sequence[float], color: Color, width: float = 0) -> None:
        pygame.draw.ellipse(self.surf, color, self._r(rect), round(width * self.ss))

    def rect(
        self, rect: Sequence[float], color: Color, width: float = 0, radius: float = 0
    ) -> None:
        pygame.draw.rect(
            self.surf, color, self._r(rect), round(width * self.ss), round(radius * self.ss)
        )

    def blit(self, src: pygame.Surface, pos: Point, flags: int = 0) -> None:
        """Blit a surface that is already at supersampled resolution."""
        self.surf.blit(src, (round(pos[0] * self.ss), round(pos[1] * self.ss)), special_flags=flags)

    def layer(self) -> Canvas:
        """A new empty canvas of the same geometry, for drawing things that need blending."""
        return Canvas(self.width, self.height, self.ss)

    def compose(self, other: Canvas, flags: int = 0) -> None:
        """Alpha-blend another same-sized canvas on top of this one."""
        self.surf.blit(other.surf, (0, 0), special_flags=flags)

    def clip_round_rect(self, rect: Sequence[float], radius: float) -> None:
        """Make everything outside a rounded rectangle fully transparent."""
        mask = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        pygame.draw.rect(mask, (255, 255, 255, 255), self._r(rect), 0, round(radius * self.ss))
        self.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def result(self) -> pygame.Surface:
        """The final, anti-aliased image at 1x size."""
        return pygame.transform.smoothscale(self.surf, (self.width, self.height))


# -- geometry helpers -------------------------------------------------------------------
def cubic(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 24) -> list[Point]:
    """Points along a cubic bezier, excluding the end point (so segments chain cleanly)."""
    out = []
    for i in range(n):
        t = i / n
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append(
            (
                a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
            )
        )
    return out


def quad(p0: Point, p1: Point, p2: Point, n: int = 24) -> list[Point]:
    """Points along a quadratic bezier, excluding the end point."""
    out = []
    for i in range(n):
        t = i / n
        u = 1 - t
        out.append(
            (
                u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
            )
        )
    return out


def arc(c: Point, r: float, a0: float, a1: float, n: int = 32) -> list[Point]:
    """Points on a circular arc from angle a0 to a1 (radians, y down), both ends included."""
    return [
        (c[0] + r * math.cos(a0 + (a1 - a0) * i / n), c[1] + r * math.sin(a0 + (a1 - a0) * i / n))
        for i in range(n + 1)
    ]


def transform(
    pts: Iterable[Point], scale: float = 1.0, offset: Point = (0.0, 0.0), flip: bool = False
) -> list[Point]:
    """Scale unit-space points, optionally rotate 180 degrees, then translate."""
    sgn = -1.0 if flip else 1.0
    ox, oy = offset
    return [(ox + sgn * x * scale, oy + sgn * y * scale) for x, y in pts]


def mirror_x(pts: Iterable[Point], axis: float) -> list[Point]:
    """Reflect points across the vertical line x = axis (order reversed to keep winding)."""
    return [(2 * axis - x, y) for x, y in reversed(list(pts))]


def offset_polygon(pts: Sequence[Point], inset: float) -> list[Point]:
    """Move every vertex of a closed polygon ``inset`` pixels inwards along its normal."""
    n = len(pts)
    area = sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n))
    sign = 1.0 if area > 0 else -1.0
    out = []
    for i in range(n):
        (x0, y0), (x1, y1), (x2, y2) = pts[i - 1], pts[i], pts[(i + 1) % n]
        ax, ay = x1 - x0, y1 - y0
        bx, by = x2 - x1, y2 - y1
        la = math.hypot(ax, ay) or 1.0
        lb = math.hypot(bx, by) or 1.0
        nx = -(ay / la + by / lb)
        ny = ax / la + bx / lb
        ln = math.hypot(nx, ny) or 1.0
        out.append((x1 + sign * nx / ln * inset, y1 + sign * ny / ln * inset))
    return out
