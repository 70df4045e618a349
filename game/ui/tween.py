"""Tweens: a value gliding from a start to an end over a duration, with easing.

Time is passed in explicitly (seconds since the tween's clock started), so tests can
step a tween by hand and check exact intermediate values.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a card that lands with weight."""
    c1 = 1.2
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "out_cubic": ease_out_cubic,
    "in_out_cubic": ease_in_out_cubic,
    "out_back": ease_out_back,
}

MIN_MOVE = 0.12  # seconds: the shortest glide
MAX_MOVE = 0.30  # the longest, whatever the distance
SPEED = 3200.0  # pixels per second at which the duration grows with distance


def move_duration(distance: float, speed_factor: float = 1.0) -> float:
    """Duration of a glide by distance: 120 ms for a hop, up to 300 ms across the table."""
    base = MIN_MOVE + distance / SPEED
    return min(MAX_MOVE, base) / speed_factor


@dataclass
class Tween:
    """From (x0, y0) to (x1, y1), starting at `start` (seconds), lasting `duration`."""

    x0: float
    y0: float
    x1: float
    y1: float
    start: float
    duration: float
    easing: Easing = ease_out_cubic
    flip: bool = False  # the card turns over on the way

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (now - self.start) / self.duration))

    def position(self, now: float) -> tuple[float, float]:
        p = self.easing(self.progress(now))
        return self.x0 + (self.x1 - self.x0) * p, self.y0 + (self.y1 - self.y0) * p

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration

    def flip_width(self, now: float) -> float:
        """Horizontal squash of a turning card, 1 -> 0 -> 1 (the face shows after half)."""
        if not self.flip:
            return 1.0
        return abs(math.cos(math.pi * self.progress(now)))
