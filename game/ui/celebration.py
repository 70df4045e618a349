"""The win celebration: cards leap off the foundations one by one, bounce along the
bottom of the window and leave a trail, like the solitaire of old.

Physics runs in the app's fixed steps; each step stamps the flying card onto a trail
surface made once, so a frame costs one full-screen blit and one card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.engine.cards import Card

LAUNCH_EVERY = 0.11  # seconds between cards; several fly at once (about 9 s in all)
GRAVITY = 2.6  # in window heights per second squared
BOUNCE = 0.72  # speed kept at each bounce


@dataclass
class Flyer:
    card: Card
    x: float
    y: float
    vx: float
    vy: float


class Celebration:
    def __init__(
        self,
        queue: list[tuple[Card, float, float]],
        size: tuple[int, int],
        card_size: tuple[int, int],
        seed: int = 0,
    ) -> None:
        """`queue`: cards with their start corners, in launch order (top cards first)."""
        self.queue = list(queue)
        self.width, self.height = size
        self.card_w, self.card_h = card_size
        self.rng = random.Random(seed)  # visuals only; nothing about the deal depends on it
        self.flyers: list[Flyer] = []
        self.clock = 0.0
        self.next_launch = 0.0
        self.trail: pygame.Surface | None = None
        self.stamps: list[tuple[Card, float, float]] = []  # drawn on the next render
        self.launched: set[Card] = set()

    @property
    def done(self) -> bool:
        return not self.queue and not self.flyers

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.queue and self.clock >= self.next_launch:
            card, x, y = self.queue.pop(0)
            speed = self.width * self.rng.uniform(0.28, 0.55)
            vx = speed if self.rng.random() < 0.5 else -speed
            vy = -self.height * self.rng.uniform(0.0, 0.6)
            self.flyers.append(Flyer(card, x, y, vx, vy))
            self.launched.add(card)
            self.next_launch = self.clock + LAUNCH_EVERY
        floor = self.height - self.card_h
        for f in self.flyers:
            f.vy += GRAVITY * self.height * dt
            f.x += f.vx * dt
            f.y += f.vy * dt
            if f.y > floor:
                f.y = floor
                f.vy = -abs(f.vy) * BOUNCE
            self.stamps.append((f.card, f.x, f.y))
        self.flyers = [f for f in self.flyers if -self.card_w <= f.x <= self.width]

    def stamp(self, background: pygame.Surface, image_of) -> list[pygame.Rect]:
        """Stamp the new positions on the trail (made from `background` the first time);
        returns the areas that changed."""
        if self.trail is None or self.trail.get_size() != background.get_size():
            self.trail = background.copy()
        changed = []
        for card, x, y in self.stamps:
            changed.append(self.trail.blit(image_of(card), (round(x), round(y))))
        self.stamps.clear()
        return changed
