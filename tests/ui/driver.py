"""Drive the real App headless with real pygame events, one fixed frame at a time."""

from __future__ import annotations

import itertools

import pygame

from game.engine.game import Game
from game.engine.moves import pile_cards
from game.ui.app import App
from game.ui.session import Options

FRAME = 1 / 60


def apart(app: App) -> None:
    """Synthetic presses come a second apart by the controller's clock, so two clicks in
    a row are two clicks on any machine, never a double-click (a test that wants one
    sets the clock itself)."""
    ticks = itertools.count(start=1000)
    app.controller.clock = lambda: float(next(ticks))


class Driver:
    def __init__(
        self, game: Game, size=(1280, 720), options: Options | None = None, save: bool = False
    ):
        self.app = App(game, size=size, fullscreen=False, save=save)
        apart(self.app)
        if options is not None:
            self.app.session.options = options
        self.settle()

    @classmethod
    def around(cls, app: App) -> Driver:
        """A driver of an app made elsewhere, as it is (no frame stepped)."""
        driver = cls.__new__(cls)
        driver.app = app
        return driver

    @property
    def session(self):
        return self.app.session

    @property
    def state(self):
        return self.app.session.state

    @property
    def layout(self):
        return self.app.session.layout

    def step(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(FRAME)

    def settle(self, limit: int = 600) -> None:
        """Step until nothing moves (animations, auto-finish)."""
        for _ in range(limit):
            self.app.step(FRAME)
            if not self.app.animating():
                break
        self.app.step(FRAME)

    def post(self, type_, **kw) -> None:
        pygame.event.post(pygame.event.Event(type_, **kw))
        self.app.step(FRAME)

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)

    def card_point(self, pile: str, index_from_top: int = 0) -> tuple[int, int]:
        """A point on the visible part of a pile's card (0 = the top card)."""
        cards = pile_cards(self.state, pile)
        card = cards[len(cards) - 1 - index_from_top]
        sprite = self.session.board.sprites[card]
        return int(sprite.x + self.layout.card_w * 0.5), int(sprite.y + 6)

    def click_at(self, x: int, y: int) -> None:
        self.post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)

    def click(self, pile: str, index_from_top: int = 0) -> None:
        self.click_at(*self.card_point(pile, index_from_top))
        self.settle()

    def click_stock(self) -> None:
        stock = self.layout.stock
        self.click_at(int(stock.x + stock.w / 2), int(stock.y + stock.h / 2))
        self.settle()

    def drag(
        self, pile: str, index_from_top: int, to: tuple[float, float], release: bool = True
    ) -> None:
        """Press a card, move in steps to `to` (a point for the card's grab spot), release."""
        x0, y0 = self.card_point(pile, index_from_top)
        self.post(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)
        steps = 8
        for i in range(1, steps + 1):
            x = x0 + (to[0] - x0) * i / steps
            y = y0 + (to[1] - y0) * i / steps
            self.post(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(1, 0, 0))
        if release:
            self.post(pygame.MOUSEBUTTONUP, pos=(int(to[0]), int(to[1])), button=1)
            self.settle()

    def pile_point(self, pile: str) -> tuple[float, float]:
        """Where to drop onto a pile: over its top card (or its empty slot)."""
        cards = pile_cards(self.state, pile)
        if cards and pile[0] == "t":
            sprite = self.session.board.sprites[cards[-1]]
            return sprite.x + self.layout.card_w * 0.5, sprite.y + 20
        from game.ui.layout import pile_rect

        rect = pile_rect(self.layout, pile, self.session.suits)
        return rect.x + rect.w * 0.5, rect.y + 20

    def shows_card(self, card) -> bool:
        """The screen shows this card's face, unobscured, where its sprite is."""
        sprite = self.session.board.sprites[card]
        w, h = self.layout.card_w, self.layout.card_h
        screen = self.app.screen
        rect = pygame.Rect(round(sprite.x), round(sprite.y), w, h).clip(screen.get_rect())
        actual = screen.subsurface(rect).copy()
        expected = actual.copy()
        face = self.app.renderer.art.face(str(card), w, self.session.options.four_colour)
        expected.blit(face, (0, 0))
        a = pygame.image.tobytes(actual, "RGB")
        b = pygame.image.tobytes(expected, "RGB")
        same = sum(1 for i in range(0, len(a), 3) if a[i : i + 3] == b[i : i + 3])
        return same / (len(a) // 3) > 0.97
