"""Card sprites: float positions that glide to where the layout puts each card.

The board never decides where a card belongs: `sync` receives the targets computed
from the engine state (`layout.card_places`) and tweens every sprite whose target
moved. Animations never change engine state.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.engine.cards import Card
from game.ui.layout import Place
from game.ui.tween import Tween, ease_out_cubic, move_duration

LAYER_TABLE, LAYER_FLYING, LAYER_DRAG = 0, 1, 2


@dataclass
class CardSprite:
    card: Card
    x: float
    y: float
    face_up: bool
    place: Place
    prev_x: float = 0.0
    prev_y: float = 0.0
    tween: Tween | None = None
    dragging: bool = False
    flip_width: float = 1.0  # horizontal squash while turning over
    # the card on this one in its squared pile (for a card hidden at rest)
    above: CardSprite | None = field(default=None, repr=False, compare=False)

    @property
    def layer(self) -> int:
        if self.dragging:
            return LAYER_DRAG
        return LAYER_FLYING if self.tween is not None else LAYER_TABLE

    @property
    def covered(self) -> bool:
        """Wholly under the card on top of it, which rests: not drawn. While that card
        is dragged off or flies in, this one shows (a pile never looks emptier than it is)."""
        return self.place.hidden and (self.above is None or self.above.layer == LAYER_TABLE)

    def draw_position(self, alpha: float) -> tuple[float, float]:
        """Position between the last two fixed steps (render interpolation)."""
        return (
            self.prev_x + (self.x - self.prev_x) * alpha,
            self.prev_y + (self.y - self.prev_y) * alpha,
        )

    def jump(self, x: float, y: float) -> None:
        self.x = self.prev_x = x
        self.y = self.prev_y = y


class Board:
    """All 52 sprites, their tweens, and the drag layer."""

    def __init__(self) -> None:
        self.sprites: dict[Card, CardSprite] = {}
        self.version = 0  # bumps whenever what the table shows may have changed

    # --- targets ------------------------------------------------------------------------

    def place_all(self, places: dict[Card, Place]) -> None:
        """Put every card at its place at once (no animation)."""
        self.sprites = {}
        for card, place in places.items():
            sprite = CardSprite(card, place.x, place.y, place.face_up, place)
            sprite.jump(place.x, place.y)
            self.sprites[card] = sprite
        self._link()
        self.version += 1

    def _link(self) -> None:
        """Give each card hidden at rest the card on it (`CardSprite.covered`)."""
        at = {(s.place.pile, s.place.index): s for s in self.sprites.values()}
        for sprite in self.sprites.values():
            place = sprite.place
            sprite.above = at.get((place.pile, place.index + 1)) if place.hidden else None

    def sync(
        self,
        places: dict[Card, Place],
        now: float,
        animate: bool,
        speed: float = 1.0,
        delays: dict[Card, float] | None = None,
    ) -> float:
        """Send each sprite to its place; returns when the last glide ends (seconds)."""
        if set(places) != set(self.sprites):
            self.place_all(places)
            return now
        end = now
        for card, place in places.items():
            sprite = self.sprites[card]
            sprite.dragging = False
            moved = (sprite.x, sprite.y) != (place.x, place.y) or sprite.face_up != place.face_up
            sprite.place = place
            if not moved:
                continue
            if not animate:
                sprite.tween = None
                sprite.face_up = place.face_up
                sprite.flip_width = 1.0
                sprite.jump(place.x, place.y)
                continue
            distance = math.hypot(place.x - sprite.x, place.y - sprite.y)
            duration = move_duration(distance, speed)
            start = now + (delays or {}).get(card, 0.0)
            sprite.tween = Tween(
                sprite.x,
                sprite.y,
                place.x,
                place.y,
                start,
                duration,
                ease_out_cubic,
                flip=sprite.face_up != place.face_up,
            )
            end = max(end, start + duration)
        self._link()
        self.version += 1
        return end

    def launch(self, card: Card, tween: Tween) -> None:
        """Start a custom glide for one sprite (e.g. the deal); its place stays the target."""
        self.sprites[card].tween = tween
        self.version += 1

    # --- time ---------------------------------------------------------------------------

    def update(self, now: float) -> None:
        """Advance every tween to `now` (one fixed step)."""
        for sprite in self.sprites.values():
            sprite.prev_x, sprite.prev_y = sprite.x, sprite.y
            tween = sprite.tween
            if tween is None:
                continue
            sprite.x, sprite.y = tween.position(now)
            if tween.flip:
                sprite.flip_width = tween.flip_width(now)
                if tween.progress(now) >= 0.5:
                    sprite.face_up = sprite.place.face_up
            if tween.done(now):
                self._land(sprite)
            self.version += 1

    def finish(self) -> bool:
        """Complete every running tween at once; True if anything was moving."""
        moving = False
        for sprite in self.sprites.values():
            if sprite.tween is not None:
                moving = True
                self._land(sprite)
                sprite.prev_x, sprite.prev_y = sprite.x, sprite.y
        if moving:
            self.version += 1
        return moving

    def _land(self, sprite: CardSprite) -> None:
        sprite.tween = None
        sprite.x, sprite.y = sprite.place.x, sprite.place.y
        sprite.face_up = sprite.place.face_up
        sprite.flip_width = 1.0

    def busy(self) -> bool:
        return any(s.tween is not None for s in self.sprites.values())

    # --- drawing order and hit tests ----------------------------------------------------

    def in_draw_order(self) -> list[CardSprite]:
        return sorted(self.sprites.values(), key=lambda s: (s.layer, s.place.z))

    def topmost_at(self, px: float, py: float, w: float, h: float) -> CardSprite | None:
        """The card drawn on top at a point (the stack's lower cards are hidden)."""
        for sprite in reversed(self.in_draw_order()):
            if sprite.x <= px < sprite.x + w and sprite.y <= py < sprite.y + h:
                return sprite
        return None

    # --- dragging -----------------------------------------------------------------------

    def lift(self, cards: list[Card]) -> None:
        for card in cards:
            self.sprites[card].dragging = True
        self.version += 1

    def drag_to(self, cards: list[Card], x: float, y: float, dy: float) -> None:
        """Move the held cards so the first one's corner is at (x, y), fanned by dy."""
        for i, card in enumerate(cards):
            sprite = self.sprites[card]
            sprite.jump(x, y + i * dy)
        self.version += 1
