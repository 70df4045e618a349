"""Input: mouse presses, drags, drops and clicks, and keys, turned into session calls.

A press on a card that may move (with the cards on it) arms a drag; moving the pointer
a few pixels lifts the cards into the drag layer, which follows the pointer at the grab
offset. Releasing over a pile that takes them plays the move; anywhere else they glide
back. A press and release without moving past the drag threshold is a click
(click-to-play, RULES §9); it never lifts the cards. Two clicks on the same card, in the
same place, within DOUBLE_CLICK_TIME make a double-click: the card goes to its foundation
if it fits, else where click-to-play "foundation then columns" would play it, whatever
the click setting. A first click that played the card has done what the double-click
asks: the second press, landing on the card that lay under it, plays nothing (it played
that card too, and one undo took back only one of the two; a tester's Microsoft
Solitaire habit). The stock is the exception: each press there turns it.

Foundations are aimed at by slot: a start-rank card may go on any empty slot (RULES §3),
so each empty slot is a drop target of its own, and all of them glow while it is held.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import NamedTuple

import pygame

from game.engine.cards import Card
from game.engine.moves import Move, legal_moves, movable_group, pile_cards
from game.ui.layout import Rect, pile_rect
from game.ui.session import Session

DRAG_THRESHOLD = 5  # pixels the pointer must travel before a press becomes a drag
DOUBLE_CLICK_TIME = 0.4  # seconds between the presses of a double-click (common default)


@dataclass
class Hold:
    """A press on cards that may become a drag."""

    pile: str
    cards: list[Card]
    grab_dx: float
    grab_dy: float
    press_x: float
    press_y: float
    dragging: bool = False
    targets: dict[str, Move] = field(default_factory=dict)  # legal drops by pile
    pressed_at: float = 0.0  # the controller's clock at the press
    double: bool = False  # the second press of a double-click (acted on at the release)
    refused: bool = False  # the cards did not lift, and the player was told why


class Click(NamedTuple):
    """A click on a card that may become the first half of a double-click."""

    at: float  # the controller's clock at the press
    x: float
    y: float
    pile: str
    index: int  # the card's place in its pile
    card: Card


class Highlight(NamedTuple):
    """A place to light up while dragging; `hovered` marks the one a release would take."""

    rect: Rect
    hovered: bool


@dataclass
class Actions:
    """What the controller asks of the app beyond the table (window, game, sound)."""

    new_game: callable = None
    restart: callable = None
    toggle_fullscreen: callable = None
    leave_fullscreen: callable = None
    toggle_sound: callable = None
    quit: callable = None
    stock_spent: callable = None  # the stock was clicked with no pass left to turn
    pick_first: callable = None  # the stock was clicked before Selective's base card
    refused: callable = None  # (move): cards dropped on a pile that does not take them
    fixed: callable = None  # (pile, count): cards the player tried to drag do not lift
    unplayed: callable = None  # (pile, count): a click on these cards played nothing


class Controller:
    def __init__(self, session: Session, actions: Actions | None = None) -> None:
        self.session = session
        self.actions = actions or Actions()
        self.hold: Hold | None = None
        self.hover_target: str | None = None  # the pile a release would play to
        self.hover_slot: int | None = None  # its foundation slot, for a foundation
        self.clock = time.monotonic  # real seconds (a test may set its own)
        self.last_click: Click | None = None  # the click a second one would double
        self.last_play: Click | None = None  # a click that played: a second one is its double

    # --- events -------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Handle one event; True if it was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(*event.pos)
        if event.type == pygame.MOUSEMOTION:
            if self.hold is not None and not getattr(event, "buttons", (1,))[0]:
                return self.cancel()  # the release was lost (e.g. outside the window)
            return self.motion(*event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.release(*event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key, event.mod)
        return False

    def key(self, key: int, mod: int) -> bool:
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mod & pygame.KMOD_SHIFT)
        s = self.session
        if ctrl and key == pygame.K_z:
            return s.redo() if shift else s.undo()
        if ctrl and key == pygame.K_y:
            return s.redo()
        if ctrl and key == pygame.K_r:
            return self._call(self.actions.restart)
        if key == pygame.K_SPACE:
            self._turn_stock()
            return True
        if key == pygame.K_n and not ctrl:
            return self._call(self.actions.new_game)
        if key == pygame.K_F11:
            return self._call(self.actions.toggle_fullscreen)
        if key == pygame.K_ESCAPE:
            return self._call(self.actions.leave_fullscreen)
        if key == pygame.K_m and not ctrl:
            return self._call(self.actions.toggle_sound)
        if key == pygame.K_a and not ctrl:
            return s.send_home() or True
        return False

    def _turn_stock(self) -> None:
        """A click on the stock or Space: turn, or say why nothing turns any more (a
        silent click on a spent stock looked like a dead button)."""
        if self.session.turn_stock() is not None:
            return
        if self.session.state.choice:  # Selective: the base card comes first (a tester)
            self._call(self.actions.pick_first)
        elif self.session.state.passes_spent():
            self._call(self.actions.stock_spent)

    @staticmethod
    def _call(action) -> bool:
        if action is None:
            return False
        action()
        return True

    # --- mouse --------------------------------------------------------------------------

    def press(self, x: float, y: float) -> bool:
        s = self.session
        s.finish_animations()
        now = self.clock()
        last, self.last_click = self.last_click, None
        played, self.last_play = self.last_play, None
        layout = s.layout
        if layout.stock.contains(x, y):
            self.hold = Hold("stock", [], 0, 0, x, y)
            return True
        if _doubles(played, now, x, y):
            return True  # the double-click's card was played by its first click
        sprite = s.board.topmost_at(x, y, layout.card_w, layout.card_h)
        if sprite is None or not sprite.face_up:
            return False
        pile, index = sprite.place.pile, sprite.place.index
        if pile == "stock":
            return False
        cards = pile_cards(s.state, pile)[index:]
        self.hold = Hold(pile, list(cards), x - sprite.x, y - sprite.y, x, y, pressed_at=now)
        same = last is not None and (last.pile, last.index, last.card) == (pile, index, sprite.card)
        self.hold.double = same and _doubles(last, now, x, y)
        self.hold.targets = {
            m.dst: m for m in legal_moves(s.state) if m.src == pile and m.cards == len(cards)
        }
        return True

    def motion(self, x: float, y: float) -> bool:
        hold = self.hold
        if hold is None or hold.pile == "stock":
            return False
        if not hold.dragging:
            if math.hypot(x - hold.press_x, y - hold.press_y) < DRAG_THRESHOLD:
                return True  # a click's jiggle: nothing lifts
            if not movable_group(self.session.state, hold.pile, len(hold.cards)):
                if not hold.refused:  # say why, once a press
                    hold.refused = True
                    if self.actions.fixed is not None:
                        self.actions.fixed(hold.pile, len(hold.cards))
                return True
            hold.dragging = True
            self.session.board.lift(hold.cards)
            self.session.sounds.play("pickup")
        layout = self.session.layout
        dy = layout.column_offset(1) if len(hold.cards) > 1 else 0
        self.session.board.drag_to(hold.cards, x - hold.grab_dx, y - hold.grab_dy, dy)
        self.hover_target, self.hover_slot = self._drop_target(hold) or (None, None)
        return True

    def release(self, x: float, y: float) -> bool:
        hold, self.hold = self.hold, None
        self.hover_target = self.hover_slot = None
        if hold is None:
            return False
        s = self.session
        if hold.pile == "stock":
            if s.layout.stock.contains(x, y):
                self._turn_stock()
            return True
        if not hold.dragging:
            if hold.double:
                s.double_click(hold.pile, len(hold.cards))
                return True
            version = (id(s.game), s.game.version)
            s.click(hold.pile, len(hold.cards))
            at, x, y, card = hold.pressed_at, hold.press_x, hold.press_y, hold.cards[0]
            if version != (id(s.game), s.game.version):  # (its pile may be gone: selective)
                self.last_play = Click(at, x, y, hold.pile, -1, card)
            else:  # nothing moved: may be doubled
                index = len(pile_cards(s.state, hold.pile)) - len(hold.cards)
                self.last_click = Click(at, x, y, hold.pile, index, card)
                if self.actions.unplayed is not None:
                    self.actions.unplayed(hold.pile, len(hold.cards))
            return True
        target = self._drop_target(hold)
        if target is not None:
            pile, slot = target
            if s.play(hold.targets[pile], slot=slot) is not None:
                return True
        s.sounds.play("invalid")
        s.show(None)  # glide back to where they came from
        under = self._pile_under(hold)
        if under is not None and self.actions.refused is not None:
            self.actions.refused(Move(hold.pile, under, len(hold.cards)))
        return True

    def cancel(self) -> bool:
        """Drop a press: held cards glide back, nothing is played."""
        hold, self.hold = self.hold, None
        self.hover_target = self.hover_slot = None
        if hold is not None and hold.dragging:
            self.session.show(None)
        return True

    # --- helpers ------------------------------------------------------------------------

    def _drops(self, hold: Hold) -> list[tuple[str, int | None]]:
        """Every place the held cards may go: (pile, None), or (foundation, slot) per slot."""
        drops: list[tuple[str, int | None]] = []
        for pile in hold.targets:
            if pile[0] == "f":
                drops += [(pile, slot) for slot in self.session.target_slots(pile[1])]
            else:
                drops.append((pile, None))
        return drops

    def _drop_area(self, pile: str, slot: int | None) -> Rect:
        s = self.session
        layout = s.layout
        if slot is not None:
            return layout.foundations[slot]
        if pile[0] == "t":
            index = int(pile[1:]) - 1
            return layout.column_area(index, len(s.state.tableau[index]))
        return pile_rect(layout, pile, s.suits)

    def _pile_under(self, hold: Hold) -> str | None:
        """The column or foundation the held cards overlap most, legal or not (None: a
        drop away from every pile or back on their own, which needs no words); a
        foundation as the held card's own ("fS"), since a card goes home to its suit's."""
        columns = [(f"t{i + 1}", None) for i in range(len(self.session.state.tableau))]
        home = f"f{hold.cards[0].suit}"
        slots = [(home, slot) for slot in range(len(self.session.layout.foundations))]
        under = self._most_overlapped(hold, columns + slots)
        pile = None if under is None else under[0]
        return None if pile == hold.pile else pile  # put back where they came from

    def _drop_target(self, hold: Hold) -> tuple[str, int | None] | None:
        """The legal destination (pile, foundation slot) the held cards overlap most, if any."""
        return self._most_overlapped(hold, self._drops(hold))

    def _most_overlapped(
        self, hold: Hold, drops: list[tuple[str, int | None]]
    ) -> tuple[str, int | None] | None:
        """Of these (pile, foundation slot) places, the one the held cards overlap most."""
        layout = self.session.layout
        lead = self.session.board.sprites[hold.cards[0]]
        held = Rect(lead.x, lead.y, layout.card_w, layout.card_h)
        best, best_overlap = None, 0.0
        for drop in drops:
            overlap = held.overlap(self._drop_area(*drop))
            if overlap > best_overlap:
                best, best_overlap = drop, overlap
        return best

    def target_rect(self) -> Rect | None:
        """Where to draw the legal-target highlight while dragging."""
        if self.hover_target is None:
            return None
        s = self.session
        pile = self.hover_target
        if self.hover_slot is not None:
            return s.layout.foundations[self.hover_slot]
        cards = pile_cards(s.state, pile)
        if pile[0] == "t" and cards:
            sprite = s.board.sprites[cards[-1]]
            return Rect(sprite.x, sprite.y, s.layout.card_w, s.layout.card_h)
        return pile_rect(s.layout, pile, s.suits)

    def target_rects(self) -> list[Highlight]:
        """Everything to light up while dragging: every empty foundation slot that takes the
        held card (any of them may be chosen), and the hovered target, last and `hovered`."""
        hold = self.hold
        if hold is None or not hold.dragging:
            return []
        s = self.session
        hovered = (self.hover_target, self.hover_slot)
        lights = [
            Highlight(s.layout.foundations[slot], False)
            for pile, slot in self._drops(hold)
            if slot is not None and not s.state.foundations[pile[1]] and (pile, slot) != hovered
        ]
        target = self.target_rect()
        if target is not None:
            lights.append(Highlight(target, True))
        return lights


def _doubles(first: Click | None, now: float, x: float, y: float) -> bool:
    """Whether a press at (x, y) now is the second of a double-click after `first`."""
    return (
        first is not None
        and now - first.at <= DOUBLE_CLICK_TIME
        and math.hypot(x - first.x, y - first.y) < DRAG_THRESHOLD
    )
