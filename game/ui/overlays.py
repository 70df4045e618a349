"""Things drawn over the table: a toast message, the thinking spinner, the hint glow
with its arrow."""

from __future__ import annotations

import math
from collections import deque

import pygame

from game.engine.moves import Move, pile_cards
from game.ui.layout import CHOICE_CARDS, Rect, choice_rect, pile_rect
from game.ui.render import Renderer, wrap

GOLD = (240, 210, 110)


class Toast:
    """One short message at the bottom of the table for a few seconds; messages queued
    meanwhile follow one after the other, each for its own seconds. A message about the
    position (a hint's words, the solution's progress) interrupted by another kind ("Sound
    off", a refusal) comes back after it for the seconds it had left."""

    # A moment without a message between two queued ones: the player sees that a new one
    # came, and the frame sees the toast go and come (it redraws on that change).
    GAP = 0.25
    # A lasting notice interrupted with less than this left is not shown again.
    MIN_LEFT = 1.0

    def __init__(self) -> None:
        self.text = ""
        self.start = 0.0  # the message shows from `start` to `until`
        self.until = 0.0
        self.seconds = 0.0
        # (text, seconds, of_position), next first
        self.waiting: deque[tuple[str, float, bool]] = deque()
        self._panels: dict[tuple, pygame.Surface] = {}  # (text, size, width, wrap) -> panel
        self.rect: Rect | None = None  # where it was last drawn (None: not shown)
        self.of_position = False  # the message speaks of the position on the table
        self.lasting = False  # an interruption sends the message back to wait (`show`)

    def show(
        self,
        text: str,
        now: float,
        seconds: float = 4.0,
        of_position: bool = False,
        lasting: bool = False,
    ) -> None:
        """Show `text` at once (an answer to the player); queued messages follow it.
        `of_position`: it speaks of the game on the table (a hint, the solution), so
        `forget_position` takes it away when another game begins. `lasting`: a notice
        the player must get to read (a band's fallback): another message that interrupts
        it sends it back to wait for its remaining seconds (a hint asked at once after
        a new deal took the fallback's words away for good)."""
        if of_position:  # a newer word on the position replaces any older one waiting
            self._drop_waiting(lambda _text, about: about)
        if self.text and now < self.start:  # a queued one not yet shown waits again
            self.waiting.appendleft((self.text, self.seconds, self.of_position))
        elif self._comes_back(text, now, of_position):
            self.waiting.appendleft((self.text, self.until - now, self.of_position))
        self.text, self.start, self.until, self.seconds = text, now, now + seconds, seconds
        self.of_position, self.lasting = of_position, lasting

    def _comes_back(self, text: str, now: float, of_position: bool) -> bool:
        """Whether the message on show, interrupted by `text`, waits to show again: a
        lasting notice, or words on the position interrupted by another kind (M over a
        hint had taken its words away for good, while its glow stayed)."""
        if self.text == text or self.until - now < self.MIN_LEFT:
            return False
        return self.lasting or (self.of_position and not of_position)

    def _drop_waiting(self, dropped) -> None:
        """Take the waiting messages for which `dropped(text, of_position)` holds out."""
        self.waiting = deque(w for w in self.waiting if not dropped(w[0], w[2]))

    def forget_position(self) -> None:
        """Another game begins: a message about the old one's position goes, whether on
        show or waiting."""
        self._drop_waiting(lambda _text, about: about)
        if self.of_position:
            self.hide()
            self.of_position = False

    def holds(self, text: str) -> bool:
        """Whether `text` is the message on show or waits to show."""
        return self.text == text or any(text == waiting for waiting, *_ in self.waiting)

    def withdraw(self, text: str | None) -> None:
        """`text` no longer holds (a hint played or dismissed): it goes, on show or waiting."""
        if text is None:
            return
        self._drop_waiting(lambda waiting, _about: waiting == text)
        if self.text == text:
            self.hide()

    def queue(self, text: str, now: float, seconds: float = 4.0) -> None:
        """Show `text` after the messages before it (at once if none is due). A text
        already due or waiting is not queued again (a save failing on every move)."""
        self._advance(now)
        if not (self.text and now < self.until):
            self.show(text, now, seconds, lasting=True)
        elif text != self.text and all(text != waiting for waiting, *_ in self.waiting):
            self.waiting.append((text, seconds, False))

    def hide(self) -> None:
        """Hide the message showing now; the next queued one, if any, takes its place."""
        self.until = 0.0

    def visible(self, now: float) -> bool:
        # Called every frame (the frame key, the idle wait, drawing): the queue moves here.
        self._advance(now)
        return bool(self.text) and self.start <= now < self.until

    def _advance(self, now: float) -> None:
        """The next queued message follows one that is over, after a short gap; it gets
        its full seconds from then on."""
        while now >= self.until and self.waiting:
            text, seconds, self.of_position = self.waiting.popleft()
            # Words on the position give way to newer ones; a notice waits again.
            self.text, self.seconds, self.lasting = text, seconds, not self.of_position
            self.start, self.until = now + self.GAP, now + self.GAP + seconds

    def draw(
        self,
        screen: pygame.Surface,
        renderer: Renderer,
        now: float,
        avoid: Rect | None = None,
        cards: tuple[Rect, ...] = (),
    ) -> None:
        """At the bottom centre, or, where that would hide cards (`cards`: the long
        columns reach down there), wrapped into the felt left of the columns; above
        `avoid` (the keyboard's status line) where the two would overlap."""
        self.rect = None
        if not self.visible(now):
            return
        layout = renderer.layout
        panel, rect = self.place(renderer, cards)
        if avoid is not None and rect.colliderect(avoid):
            rect.bottom = avoid.top - layout.hud.h // 4
        screen.blit(panel, rect)
        self.rect = rect

    def place(
        self, renderer: Renderer, cards: tuple[Rect, ...] = ()
    ) -> tuple[pygame.Surface, pygame.Rect]:
        """The message's panel and where it goes (before `avoid`)."""
        layout = renderer.layout
        bottom = layout.height - layout.hud.h // 2
        panel = self._panel(renderer, None)
        rect = panel.get_rect(centerx=layout.width // 2, bottom=bottom)
        if not any(rect.colliderect(_pg(card)) for card in cards):
            return panel, rect
        band = free_band(layout)
        if band.w < 4 * layout.hud.h:  # too narrow to read: over the cards after all
            return panel, rect
        panel = self._panel(renderer, int(band.w))
        return panel, panel.get_rect(left=int(band.x), bottom=bottom)

    def beside_columns(self, renderer: Renderer, cards: tuple[Rect, ...]) -> bool:
        """The message moves aside from the columns (a frame's structure changes with it)."""
        return self.place(renderer, cards)[1].centerx != renderer.layout.width // 2

    def _panel(self, renderer: Renderer, width: int | None) -> pygame.Surface:
        """The message on its panel: one line, or lines no wider than `width` in all."""
        layout = renderer.layout
        size = max(18, round(layout.hud.h * 0.72))
        key = (self.text, size, layout.width, width)
        panel = self._panels.get(key)
        if panel is None:
            pad = size // 2
            if width is None:
                lines = [self.text]
            else:
                lines = wrap(self.text, renderer.text.font(size), width - 2 * pad)
            images = [renderer.text.render(line, size, (255, 255, 255)) for line in lines]
            text_w = max(image.get_width() for image in images)
            text_h = sum(image.get_height() for image in images)
            panel = pygame.Surface((text_w + 2 * pad, text_h + pad), pygame.SRCALPHA)
            pygame.draw.rect(panel, (8, 30, 18, 225), panel.get_rect(), border_radius=pad)
            pygame.draw.rect(panel, (*GOLD, 255), panel.get_rect(), width=1, border_radius=pad)
            y = pad // 2
            for image in images:
                panel.blit(image, (pad, y))
                y += image.get_height()
            if len(self._panels) >= 4:  # both shapes of the last messages only
                self._panels.clear()
            self._panels[key] = panel
        return panel


def free_band(layout) -> Rect:
    """The felt left of the columns and right of the reserve (which a face-up reserve
    fans down), from the top of the columns' row to the bottom of the window."""
    left = layout.fan_edge()
    right = min(column.x for column in layout.columns) - layout.card_w * 0.16
    top = layout.columns[0].y
    return Rect(left, top, max(0.0, right - left), layout.height - top)


def clear_place(rect: pygame.Rect, band: Rect, taken: list[Rect]) -> pygame.Rect:
    """`rect` where it covers none of `taken`; else the same size at the same height in
    `band` (the felt beside the columns), or higher up there; else `rect` as it was."""
    blocked = [_pg(area) for area in taken]
    beside = pygame.Rect(int(band.x + (band.w - rect.w) / 2), rect.y, rect.w, rect.h)
    places = [rect] + ([beside, beside.move(0, -2 * rect.h)] if band.w >= rect.w else [])
    return next((p for p in places if p.collidelist(blocked) < 0), rect)


def _pg(rect: Rect) -> pygame.Rect:
    return pygame.Rect(int(rect.x), int(rect.y), int(rect.w) + 1, int(rect.h) + 1)


def draw_spinner(screen: pygame.Surface, center: tuple[int, int], radius: int, now: float) -> None:
    """A rotating arc: the solver is thinking."""
    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = center
    start = (now * 6.0) % (2 * math.pi)
    pygame.draw.arc(screen, GOLD, rect, start, start + 4.2, max(2, radius // 4))


def _group_rect(session, move: Move) -> Rect:
    """The rectangle around the cards a move takes (or the stock)."""
    layout = session.layout
    if move.src == "stock" or move.dst == "stock":
        return layout.stock
    cards = pile_cards(session.state, move.src)
    first = session.board.sprites[cards[-move.cards]]
    last = session.board.sprites[cards[-1]]
    return Rect(first.x, first.y, layout.card_w, last.y + layout.card_h - first.y)


def _target_rect(session, move: Move) -> Rect:
    layout = session.layout
    if move.dst in ("waste", "stock"):
        return layout.waste if move.dst == "waste" else layout.stock
    cards = pile_cards(session.state, move.dst)
    if move.dst[0] == "t" and cards:
        top = session.board.sprites[cards[-1]]
        return Rect(top.x, top.y, layout.card_w, layout.card_h)
    if move.dst[0] == "f":
        return layout.foundations[session.slot_for(move)]  # where a click would put it
    return pile_rect(layout, move.dst, session.suits)


def draw_hint(screen: pygame.Surface, renderer: Renderer, session, move: Move, now: float) -> None:
    """Glow on the suggested cards and their target, with an arrow between them.

    Still, not pulsing: a shown hint must not keep the loop awake.
    """
    src = _group_rect(session, move)
    dst = _target_rect(session, move)
    width = max(3, renderer.layout.card_w // 22)
    colour = GOLD
    for rect in (src, dst) if move.src != "stock" else (src,):
        r = pygame.Rect(
            int(rect.x) - width,
            int(rect.y) - width,
            int(rect.w) + 2 * width,
            int(rect.h) + 2 * width,
        )
        pygame.draw.rect(screen, colour, r, width=width, border_radius=renderer.layout.card_w // 10)
    if move.src == "stock" or move.dst == "stock":
        return
    a = (src.x + src.w / 2, src.y + min(src.h, renderer.layout.card_h) / 2)
    b = (dst.x + dst.w / 2, dst.y + dst.h / 2)
    _arrow(screen, a, b, colour, width)


def _arrow(screen, a, b, colour, width: int) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    head = width * 5
    end = (b[0] - ux * head, b[1] - uy * head)
    pygame.draw.line(screen, colour, a, end, width)
    left = (end[0] - uy * head * 0.6, end[1] + ux * head * 0.6)
    right = (end[0] + uy * head * 0.6, end[1] - ux * head * 0.6)
    pygame.draw.polygon(screen, colour, [b, left, right])


FOCUS_OUTER = (12, 16, 14)  # a dark edge and a light ring: the focus reads on every felt
FOCUS_INNER = (250, 250, 240)  # and on white cards alike
HELD = (240, 210, 110)


def _ring(
    screen: pygame.Surface, rect: Rect, width: int, radius: int, colour, tucked: bool = False
) -> None:
    """A ring around `rect`; `tucked`: its top edge inside it, not over the card above,
    whose index shows just there (a squeezed column shows little else of it)."""
    above = 0 if tucked else 2 * width
    outer = pygame.Rect(int(rect.x) - 2 * width, int(rect.y) - above, int(rect.w) + 4 * width, 0)
    outer.h = int(rect.h) + above + 2 * width
    pygame.draw.rect(screen, FOCUS_OUTER, outer, width=width, border_radius=radius + width)
    inner = outer.inflate(-2 * width, -2 * width)
    pygame.draw.rect(screen, colour, inner, width=width, border_radius=radius)


def draw_keyboard(
    screen: pygame.Surface, renderer: Renderer, keys, hint_line: str = ""
) -> Rect | None:
    """Keyboard play: the focus ring (gold around picked-up cards), the lit targets (the
    selected one marked) and the line that says what the keys do; returns the line's
    rectangle (None without one). `hint_line`: what Enter does while a hint glows, which
    the line says instead (Enter plays the hint, not the focused card)."""
    layout = renderer.layout
    width = max(2, round(layout.card_w / 32))
    radius = max(3, layout.card_w // 12)
    for rect, selected in keys.target_rects():
        renderer.draw_highlight(screen, rect, selected)
        if selected:  # where Enter puts the cards: the focus ring's light, not only a glow
            # (tucked: a column's card above shows its index just over the target's top)
            _ring(screen, rect, width, radius, FOCUS_INNER, tucked=True)
    rect = keys.focus_rect()
    if rect is not None:
        colour = HELD if keys.pickup is not None else FOCUS_INNER
        _ring(screen, rect, width, radius, colour, tucked=keys.focus_under_a_card())
    if keys.message and hint_line and keys.pickup is None:
        return _draw_line(screen, renderer, hint_line)
    if keys.message:
        return _draw_line(screen, renderer, keys.message)
    return None


def _draw_line(screen: pygame.Surface, renderer: Renderer, message: str) -> Rect:
    """The keyboard's status line, at the bottom left of the table (right of a fanned
    reserve, which reaches down there)."""
    layout = renderer.layout
    size = max(14, round(layout.hud.h * 0.6))
    text = renderer.text.render(message, size, (255, 255, 255))
    pad = size // 2
    panel = pygame.Rect(0, 0, text.get_width() + 2 * pad, text.get_height() + pad)
    left = round(layout.fan_edge()) if layout.reserve_fanned else pad
    panel.bottomleft = (left, layout.height - pad)
    back = pygame.Surface(panel.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (8, 30, 18, 225), back.get_rect(), border_radius=pad)
    screen.blit(back, panel.topleft)
    screen.blit(text, (panel.x + pad, panel.y + pad // 2))
    return panel


def draw_choice_prompt(screen: pygame.Surface, renderer: Renderer, text: str) -> None:
    """Selective Canfield's first step, said under the five cards: pick the base card."""
    layout = renderer.layout
    size = max(14, round(layout.hud.h * 0.7))
    label = renderer.text.render(text, size, GOLD, bold=True)
    first = choice_rect(layout, 0, CHOICE_CARDS)
    last = choice_rect(layout, CHOICE_CARDS - 1, CHOICE_CARDS)
    centre = (first.x + last.x + last.w) / 2
    y = first.y + first.h + size * 0.6
    screen.blit(label, (round(centre - label.get_width() / 2), round(y)))
