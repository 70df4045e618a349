"""Playing with the keyboard: a focus on a pile (in a column, on a card and the cards on
it), picking cards up with Enter, choosing among their legal targets, dropping them.

The focus moves in screen order: Left/Right along a row, Up/Down between the rows and
along a column's cards; Tab/Shift+Tab cycle through the piles that have a legal move.
Enter picks up the focused cards (when the rules move that group), lights their targets
and selects the first in click-to-play order; the arrows and Tab then cycle through the
targets only, Enter drops, Esc puts the cards back. 1-4, R, W focus a column's top card,
the reserve, the waste; S turns the stock (as Space does); F sends the focused card to its
foundation. Enter plays a hint on show. Each step says what it did in a short line
(`message`), so the player always knows what the keys will do next.

No drawing here (see overlays.draw_keyboard): this module keeps the state and turns keys
into session moves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.cards import Card
from game.engine.click import click_move
from game.engine.moves import Move, column_index, legal_moves, movable_group, pile_cards
from game.i18n import card_label
from game.ui.layout import Rect, pile_rect
from game.ui.refusals import group_rule
from game.ui.session import Session

COLUMN_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4}
COLUMN_KEYS |= {pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3, pygame.K_KP4: 4}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


@dataclass(frozen=True)
class Focus:
    """A pile, and how many cards from its top the focus takes in (1: the top card)."""

    pile: str
    count: int = 1


@dataclass
class Target:
    move: Move
    slot: int | None  # the foundation slot, for a foundation move


@dataclass
class Pickup:
    """Cards picked up with Enter, and where they may go."""

    focus: Focus
    targets: list[Target]
    selected: int = 0

    @property
    def target(self) -> Target:
        return self.targets[self.selected]


def targets_of(state, focus: Focus, slots_of: Callable[[str], list[int]]) -> list[Target]:
    """Where the focused group may go, in the order the arrows visit them: the
    click-to-play choice first, then the foundations, then the columns left to right (a
    start card: each empty foundation slot that takes it, `slots_of(suit)`)."""
    moves = [m for m in legal_moves(state) if m.src == focus.pile and m.cards == focus.count]
    first = click_move(state, focus.pile, focus.count)

    def rank(move: Move) -> tuple:
        column = move.dst[1:] if move.dst[0] == "t" else "0"
        return (move != first, move.dst[0] != "f", int(column))

    targets = []
    for move in sorted(moves, key=rank):
        if move.dst[0] == "f":
            targets += [Target(move, slot) for slot in slots_of(move.dst[1])]
        else:
            targets.append(Target(move, None))
    return targets


class KeyboardPlay:
    def __init__(self, session: Session, tr: Callable[..., str], lang: Callable[[], str]) -> None:
        self.session = session
        self.tr = tr
        self.lang = lang
        self.focus: Focus | None = None  # None: hidden (the mouse is in use)
        self.pickup: Pickup | None = None
        self.message = ""
        self._said_for: tuple = ()  # (game, its version, language) the message describes

    # --- state the painter needs ----------------------------------------------------------

    def key_state(self) -> tuple:
        """What, when it changes, changes the picture (a full frame is drawn)."""
        pickup = self.pickup
        picked = None if pickup is None else (pickup.focus, pickup.selected, len(pickup.targets))
        return (self.focus, picked, self.message)

    def focus_rect(self) -> Rect | None:
        """Around the focused cards (a column card and those on it), or the empty pile."""
        focus = self.pickup.focus if self.pickup is not None else self.focus
        return None if focus is None else self._group_rect(focus)

    def focus_under_a_card(self) -> bool:
        """The focused cards lie on a card of a fanned pile (a column, a fanned reserve),
        whose index shows just above them."""
        focus = self.pickup.focus if self.pickup is not None else self.focus
        if focus is None:
            return False
        s = self.session
        column = column_index(focus.pile) is not None
        fanned = column or (focus.pile == "reserve" and s.layout.reserve_fanned)
        return fanned and len(pile_cards(s.state, focus.pile)) > focus.count

    def target_rects(self) -> list[tuple[Rect, bool]]:
        """The picked cards' targets, the selected one marked True."""
        if self.pickup is None:
            return []
        return [
            (self._target_rect(t), i == self.pickup.selected)
            for i, t in enumerate(self.pickup.targets)
        ]

    # --- input ------------------------------------------------------------------------------

    def hide(self) -> None:
        """The mouse took over: no focus, no cards in hand, no message."""
        self.focus, self.pickup, self.message = None, None, ""

    def escape(self) -> bool:
        """Esc: put picked cards back (True), else nothing to do here (False)."""
        if self.pickup is None:
            return False
        self._say("kb.put_back", card=self._card_text(self.pickup.focus))
        self.pickup = None
        return True

    def key(self, key: int, mod: int, hint: Move | None = None, play_hint=None) -> bool:
        """One key press; True if keyboard play used it. `hint`: the move of a hint on
        show, which Enter plays through `play_hint`."""
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            return False
        shift = bool(mod & pygame.KMOD_SHIFT)
        if self.pickup is not None:
            return self._key_holding(key, shift)
        if key in ENTER and hint is not None and play_hint is not None:
            self.pickup = None
            play_hint()
            return True
        if key in ARROWS or key == pygame.K_TAB:
            if self.focus is None or not self._valid(self.focus):
                self._set(self._first_playable() or Focus("reserve"))
            elif key == pygame.K_TAB:
                self._cycle(-1 if shift else 1)
            else:
                self._arrow(key)
            return True
        if key in COLUMN_KEYS:
            # during selective's pick the keys name its cards, which lie where columns go;
            # a column the game does not have (chameleon's 4) is no pile: nothing happens
            kind = "c" if self.session.state.choice else "t"
            pile = f"{kind}{COLUMN_KEYS[key]}"
            if pile in self._shown():
                self._set(Focus(pile))
            return True
        if key == pygame.K_r:
            self._set(Focus("reserve"))
            return True
        if key == pygame.K_w:
            self._set(Focus("waste"))
            return True
        if key == pygame.K_s:
            self.session.turn_stock()
            self._set(Focus("stock"), say=False)
            self._say_focus()
            return True
        if key == pygame.K_f:
            return self._send_home()
        if key in ENTER:
            if self.focus is None or not self._valid(self.focus):
                self._set(self._first_playable() or Focus("reserve"))
                return True
            return self._pick_up()
        return False

    def after_change(self) -> None:
        """The position changed (a move, undo, a new deal): keep the focus valid."""
        if self.pickup is not None and not self._valid(self.pickup.focus):
            self.pickup = None
        if self.focus is not None and self.focus.pile not in self._shown():
            # a pile that went (selective's pick, or its undo): the first column, or card
            self.focus = Focus("c1" if self.session.state.choice else "t1")
        if self.focus is not None and not self._valid(self.focus):
            cards = len(pile_cards(self.session.state, self.focus.pile))
            self.focus = Focus(self.focus.pile, max(1, min(self.focus.count, cards)))
        if self.message and self._said_for != self._now():
            self._say_again()

    def _now(self) -> tuple:
        game = self.session.game
        return (id(game), game.version, self.lang())

    def _say_again(self) -> None:
        """An undo, a mouse move or a new language changed what the line described: it
        tells the focus as it is now (the last action's words would be stale)."""
        if self.pickup is not None:
            self._say_target()
        elif self.focus is not None:
            self._say_focus()
        else:
            self.message = ""

    # --- holding cards ----------------------------------------------------------------------

    def _key_holding(self, key: int, shift: bool) -> bool:
        pickup = self.pickup
        n = len(pickup.targets)
        if key in (pygame.K_RIGHT, pygame.K_DOWN) or (key == pygame.K_TAB and not shift):
            pickup.selected = (pickup.selected + 1) % n
        elif key in (pygame.K_LEFT, pygame.K_UP) or key == pygame.K_TAB:
            pickup.selected = (pickup.selected - 1) % n
        elif key in ENTER:
            return self._drop()
        else:
            return key in COLUMN_KEYS or key in (pygame.K_r, pygame.K_w, pygame.K_f, pygame.K_s)
        self._say_target()
        return True

    def _pick_up(self) -> bool:
        focus = self.focus
        s = self.session
        if focus.pile == "stock":
            s.turn_stock()
            self._say_focus()
            return True
        cards = pile_cards(s.state, focus.pile)
        if not cards:
            self._say_focus()
            return True
        text = self._card_text(focus)
        if not movable_group(s.state, focus.pile, focus.count):
            self._say("kb.cannot_group", card=text, rule=group_rule(s.state, self.tr))
            s.sounds.play("invalid")
            return True
        targets = self._targets(focus)
        if not targets:
            self._say("kb.nowhere", card=text)
            s.sounds.play("invalid")
            return True
        self.pickup = Pickup(focus, targets)
        s.sounds.play("pickup")
        self._say("kb.picked", card=text, n=len(targets), target=self._target_text(targets[0]))
        return True

    def _drop(self) -> bool:
        pickup, self.pickup = self.pickup, None
        target = pickup.target
        text = self._card_text(pickup.focus)
        where = self._target_text(target)
        if self.session.play(target.move, slot=target.slot) is None:
            return True
        self.focus = Focus(pickup.focus.pile)
        self.after_change()
        self._say("kb.dropped", card=text, target=where)
        return True

    def _send_home(self) -> bool:
        focus = self.focus
        if focus is None or focus.pile in ("stock",):
            return False
        cards = pile_cards(self.session.state, focus.pile)
        if not cards:
            return True
        home = [
            m
            for m in legal_moves(self.session.state)
            if m.src == focus.pile and m.cards == 1 and m.dst[0] == "f"
        ]
        text = card_label(cards[-1].rank, cards[-1].suit, self.lang())
        if not home:
            self._say("kb.no_home", card=text)
            self.session.sounds.play("invalid")
            return True
        self.session.play(home[0])
        self.focus = Focus(focus.pile)
        self.after_change()
        self._say("kb.dropped", card=text, target=self.tr("pile.foundation"))
        return True

    # --- moving the focus -------------------------------------------------------------------

    def _set(self, focus: Focus, say: bool = True) -> None:
        self.focus = focus
        self.after_change()
        if say:
            self._say_focus()

    def _arrow(self, key: int) -> None:
        focus = self.focus
        size = len(pile_cards(self.session.state, focus.pile))
        if focus.pile[0] == "t" and key in (pygame.K_UP, pygame.K_DOWN):
            deeper = focus.count + (1 if key == pygame.K_UP else -1)
            if 1 <= deeper <= size:
                self._set(Focus(focus.pile, deeper))
                return
            if key == pygame.K_DOWN:
                return  # the column's top card: nothing lies below
        rows = self._rows()
        r = next(i for i, row in enumerate(rows) if focus.pile in row)
        row = rows[r]
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            i = row.index(focus.pile) + (1 if key == pygame.K_RIGHT else -1)
            if 0 <= i < len(row):
                self._set(Focus(row[i]))
            return
        r += 1 if key == pygame.K_DOWN else -1
        if 0 <= r < len(rows):
            here = self._centre_x(focus.pile)
            self._set(Focus(min(rows[r], key=lambda p: abs(self._centre_x(p) - here))))

    def _cycle(self, step: int) -> None:
        """Tab: the next pile (in screen order) with a legal move, wrapping round."""
        playable = self._playable()
        if not playable:
            self._say("kb.no_moves")
            return
        piles = [p for row in self._rows() for p in row]
        here, n = piles.index(self.focus.pile), len(piles)

        def ahead(focus: Focus) -> int:  # how far along in the direction of travel
            return (step * (piles.index(focus.pile) - here) - 1) % n

        chosen = min(playable, key=ahead).pile
        self._set(next(f for f in playable if f.pile == chosen))

    def _rows(self) -> list[list[str]]:
        """The piles in screen order, row by row (top row first), left to right."""
        s = self.session
        piles = ["stock", "waste", "reserve"] + [f"f{suit}" for suit in s.suits]
        if s.state.choice:  # selective: the cards to pick the base from, where columns go
            piles += [f"c{i + 1}" for i in range(len(s.state.choice))]
        else:
            piles += [f"t{i + 1}" for i in range(len(s.state.tableau))]
        rects = {p: pile_rect(s.layout, p, s.suits) for p in piles}
        rows: dict[float, list[str]] = {}
        for pile in piles:
            rows.setdefault(round(rects[pile].y), []).append(pile)
        return [sorted(row, key=lambda p: rects[p].x) for _, row in sorted(rows.items())]

    def _centre_x(self, pile: str) -> float:
        rect = pile_rect(self.session.layout, pile, self.session.suits)
        return rect.x + rect.w / 2

    def _playable(self) -> list[Focus]:
        """Each pile with a legal move, focused on the group its first move takes, in
        screen order."""
        state = self.session.state
        moves = legal_moves(state)
        found: dict[str, Focus] = {}
        for move in moves:
            pile = "stock" if move.dst == "stock" else move.src
            if pile not in found:
                found[pile] = Focus(pile, 1 if pile == "stock" else move.cards)
        order = [p for row in self._rows() for p in row]
        return sorted(found.values(), key=lambda f: order.index(f.pile))

    def _first_playable(self) -> Focus | None:
        playable = self._playable()
        return playable[0] if playable else None

    # --- rules --------------------------------------------------------------------------

    def _shown(self) -> set[str]:
        """The piles on the table now: during selective's pick its cards, not the columns
        (empty, and not drawn until the pick is made)."""
        return {pile for row in self._rows() for pile in row}

    def _valid(self, focus: Focus) -> bool:
        if focus.pile not in self._shown():
            return False
        size = len(pile_cards(self.session.state, focus.pile))
        return focus.count == 1 or 1 <= focus.count <= size

    def _targets(self, focus: Focus) -> list[Target]:
        s = self.session
        return targets_of(s.state, focus, s.target_slots)

    # --- places and words -------------------------------------------------------------------

    def _group_rect(self, focus: Focus) -> Rect:
        s = self.session
        cards = pile_cards(s.state, focus.pile)
        base = pile_rect(s.layout, focus.pile, s.suits)
        if not cards or focus.pile == "stock":
            return base
        places = s.places()
        first = places[cards[-min(focus.count, len(cards))]]
        last = places[cards[-1]]
        w, h = s.layout.card_w, s.layout.card_h
        return Rect(first.x, first.y, last.x + w - first.x, last.y + h - first.y)

    def _target_rect(self, target: Target) -> Rect:
        s = self.session
        if target.slot is not None:
            return s.layout.foundations[target.slot]
        cards = pile_cards(s.state, target.move.dst)
        if cards:
            place = s.places()[cards[-1]]
            return Rect(place.x, place.y, s.layout.card_w, s.layout.card_h)
        return pile_rect(s.layout, target.move.dst, s.suits)

    def _card_text(self, focus: Focus) -> str:
        cards = pile_cards(self.session.state, focus.pile)
        if not cards:
            return ""
        card: Card = cards[-min(focus.count, len(cards))]
        return card_label(card.rank, card.suit, self.lang())

    def _pile_text(self, pile: str) -> str:
        if pile[0] == "t":
            return self.tr("kb.column", n=int(pile[1:]))
        if pile[0] == "f":
            return self.tr("kb.foundation")
        if pile[0] == "c":
            return self.tr("kb.choice", n=int(pile[1:]))
        return self.tr(f"kb.{pile}")

    def _target_text(self, target: Target) -> str:
        dst = target.move.dst
        if dst[0] == "f":
            return self.tr("pile.foundation")
        n = int(dst[1:])
        empty = not pile_cards(self.session.state, dst)
        return self.tr("pile.empty_column" if empty else "pile.column", n=n)

    def _stock_text(self) -> str:
        """What Enter does on the stock: turn, turn the waste back, or nothing any more."""
        state = self.session.state
        if state.stock:
            return "kb.on_stock_one" if len(state.stock) == 1 else "kb.on_stock"
        if not state.waste:
            return "kb.on_empty"
        return "kb.on_stock_done" if state.passes_spent() else "kb.on_stock_redeal"

    def _say(self, key: str, **params) -> None:
        self.message = self.tr(key, **params)
        self._said_for = self._now()

    def _say_focus(self) -> None:
        focus = self.focus
        where = self._pile_text(focus.pile)
        if focus.pile == "stock":
            self._say(self._stock_text(), where=where, n=len(self.session.state.stock))
            return
        text = self._card_text(focus)
        if not text:
            self._say("kb.on_empty", where=where)
            return
        # "Enter picks it up" only where the rules could ever move these cards
        fixed = "" if movable_group(self.session.state, focus.pile, focus.count) else "_fixed"
        if focus.count > 1:
            self._say(f"kb.on_group{fixed}", where=where, card=text, n=focus.count)
        else:
            self._say(f"kb.on_card{fixed}", where=where, card=text)

    def _say_target(self) -> None:
        pickup = self.pickup
        self._say(
            "kb.target",
            card=self._card_text(pickup.focus),
            target=self._target_text(pickup.target),
            i=pickup.selected + 1,
            n=len(pickup.targets),
        )
