"""One game as the table plays it: engine moves, their animation and sound, auto-finish,
the game clock, and the end-of-game state.

The engine `Game` is the single source of truth. After every change the sprites are
sent to `card_places(state)`; nothing here edits piles by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.engine.cards import Card
from game.engine.click import ClickMode, click_move, column_choice
from game.engine.deal import GameCode
from game.engine.game import Game
from game.engine.home import home_move
from game.engine.moves import Move, MoveError, MoveResult, legal_moves
from game.engine.status import Status
from game.ui.layout import Layout, card_places
from game.ui.slots import Choice, landing_slot, normalise, slot_suits, target_slots
from game.ui.sprites import Board
from game.ui.tween import MAX_MOVE, Tween, ease_out_cubic

SPEEDS = {"slow": 0.45, "normal": 1.0, "fast": 1.7}
AUTOFINISH_INTERVAL = 0.085  # seconds between cards flying home
DEAL_STAGGER = 0.035  # seconds between dealt cards
REFILL_DELAY = 0.10  # the reserve card follows the emptying move
# The stuck search runs on the UI thread once the cards have landed; this bound keeps its
# rare worst case near 0.2 s (a hit bound means "not stuck", never a wrong "stuck").
UI_STUCK_BOUND = 4000
# Reduce motion: every glide lasts at most this long (the deal and the auto-finish and
# send-home queues speed up alike); the cards end where they always do.
REDUCED_GLIDE = 0.08


class SoundPlayer(Protocol):
    def play(self, name: str) -> None: ...


class _Silent:
    def play(self, name: str) -> None:
        pass


@dataclass
class Options:
    """The settings the table obeys (the app copies them from the saved settings)."""

    animations: bool = True
    animation_speed: str = "normal"
    autofinish: bool = True
    click_mode: str = "columns"
    four_colour: bool = False
    large_index: bool = False  # faces with big corner indices (the "-large" card decks)
    card_back: str = "blue"
    felt: str = "green"  # the table's cloth, a name in game/ui/render.py FELTS
    reduce_motion: bool = False  # short glides, a short deal, no win celebration

    @property
    def speed(self) -> float:
        """How much faster than "normal" cards move; with reduced motion no glide lasts
        longer than REDUCED_GLIDE seconds."""
        speed = SPEEDS.get(self.animation_speed, 1.0)
        if self.reduce_motion:
            speed = max(speed, MAX_MOVE / REDUCED_GLIDE)
        return speed

    @property
    def click(self) -> ClickMode:
        try:
            return ClickMode(self.click_mode)
        except ValueError:
            return ClickMode.COLUMNS


class Session:
    def __init__(
        self,
        game: Game,
        layout: Layout,
        options: Options | None = None,
        sounds=None,
        deal: bool = False,
    ) -> None:
        self.options = options or Options()
        self.sounds: SoundPlayer = sounds or _Silent()
        self.board = Board()
        self.now = 0.0
        self.layout = layout
        self.autoplay: list[Move] = []
        self.auto_join = False  # the queued moves join the step before (a send-home)
        self.next_auto = 0.0
        self._home: tuple[tuple, bool] = ((), False)  # (game, version) -> a card can go home
        self.elapsed = 0.0  # game clock, seconds of play
        self.hints_used = 0
        self.start(game, deal_animation=deal)

    # --- set-up -------------------------------------------------------------------------

    @property
    def state(self):
        return self.game.state

    @property
    def code(self) -> GameCode | None:
        return self.game.code

    def start(self, game: Game, deal_animation: bool = True, elapsed: float = 0.0) -> None:
        self.game = game
        game.stuck_bound = UI_STUCK_BOUND
        # One foundation-slot choice per played move, and a stack for the undone ones.
        self.slot_choices: list[Choice] = [None] * game.move_count
        self._redo_slots: list[Choice] = []
        self.suits = self._slot_suits()
        self.autoplay = []
        self.auto_join = False
        self.elapsed = elapsed
        self.hints_used = 0
        self.board.place_all(self.places())
        if deal_animation and self.options.animations:
            self._animate_deal()
        self.sounds.play("deal")
        self._after_change()

    def relayout(self, layout: Layout) -> None:
        """The window changed size: cards jump to their new places."""
        self.layout = layout
        self.board.finish()
        self.board.place_all(self.places())

    def places(self) -> dict:
        return card_places(self.game.state, self.layout, self.suits)

    # --- foundation slots (RULES §3: any empty slot takes a start card) -------------------

    def _slot_suits(self) -> tuple[str, ...]:
        return slot_suits(self.game.initial, self.game.history, self.slot_choices)

    def slot_for(self, move: Move, slot: int | None = None) -> int | None:
        """The foundation slot `move` puts its card on, `slot` chosen for a start card (None:
        not a foundation move). Hints point there too."""
        if move.dst[:1] != "f" or move.dst[1:] not in self.game.state.foundations:
            return None
        return landing_slot(self.game.state, self.suits, move.dst[1], slot)

    def _start_slot(self, move: Move, slot: int | None) -> Choice:
        """The slot of a move that starts a foundation pile; None for any other move.
        Recording the resolved slot, not "leftmost", keeps the replay exact."""
        starts = move.dst[:1] == "f" and self.game.state.foundations.get(move.dst[1:]) == []
        return self.slot_for(move, slot) if starts else None

    def target_slots(self, suit: str) -> list[int]:
        """The slots a card of `suit` may be dropped on now: its pile's, or every empty one."""
        return target_slots(self.game.state, self.suits, suit)

    def saved_slots(self) -> tuple[list[Choice], list[Choice]]:
        """The slot choices to save: one per played move, and per redo move (next first)."""
        return list(self.slot_choices), list(reversed(self._redo_slots))

    def restore_slots(self, choices: Sequence[Choice] = (), redo: Sequence[Choice] = ()) -> None:
        """Take the slot choices of a resumed game (as `saved_slots` gave them; bad ones are
        treated as "leftmost"). The cards only jump when that changes the slots."""
        self.slot_choices = normalise(list(choices), self.game.move_count)
        self._redo_slots = list(reversed(normalise(list(redo), len(redo))))
        suits = self._slot_suits()
        if suits != self.suits:
            self.suits = suits
            self.board.place_all(self.places())

    def _animate_deal(self) -> None:
        """Cards fly from the stock to their places, one after another in deal order."""
        stock = self.layout.stock
        order = sorted(
            self.board.sprites.values(), key=lambda s: (s.place.pile == "stock", s.place.z)
        )
        speed = self.options.speed
        for i, sprite in enumerate(order):
            if sprite.place.pile == "stock":
                continue
            sprite.jump(stock.x, stock.y)
            sprite.face_up = False
            start = self.now + i * DEAL_STAGGER / speed
            tween = Tween(
                stock.x,
                stock.y,
                sprite.place.x,
                sprite.place.y,
                start,
                0.25 / speed,
                ease_out_cubic,
            )
            tween.flip = sprite.place.face_up
            self.board.launch(sprite.card, tween)

    # --- playing ------------------------------------------------------------------------

    def finish_animations(self) -> None:
        """New input completes running tweens and pending auto-moves at once."""
        self.board.finish()
        while self.autoplay:
            self._play_now(self.autoplay.pop(0), animate=False, join=self.auto_join)

    def play(
        self, move: Move, animate: bool | None = None, slot: int | None = None
    ) -> MoveResult | None:
        """Play a player's move; an illegal one is refused (returns None), nothing changes.
        `slot`: the foundation slot chosen for a start card (None: the leftmost empty)."""
        self.finish_animations()
        return self._play_now(move, animate, slot)

    def _play_now(
        self, move: Move, animate: bool | None = None, slot: int | None = None, join: bool = False
    ) -> MoveResult | None:
        choice = self._start_slot(move, slot)
        try:
            result = self.game.play(move, join=join)
        except MoveError:
            self.sounds.play("invalid")
            return None
        self.slot_choices.append(choice)
        self._redo_slots.clear()  # the engine dropped its redo moves too
        self.suits = self._slot_suits()
        self.show(result, animate)
        self._sound_for(result)
        self._after_change()
        return result

    def show(self, result: MoveResult | None, animate: bool | None = None) -> None:
        """Send every card to where the position puts it (the refill card a beat later)."""
        animate = self.options.animations if animate is None else animate
        delays: dict[Card, float] = {}
        if result is not None and result.refilled:
            for card in result.transfers[-1].cards:
                delays[card] = REFILL_DELAY / self.options.speed
        self.board.sync(self.places(), self.now, animate, self.options.speed, delays)

    def _sound_for(self, result: MoveResult) -> None:
        move = result.move
        if move.src == "stock":
            self.sounds.play("flip")
        elif move.dst == "stock":
            self.sounds.play("riffle")
        elif move.dst[0] == "f":
            self.sounds.play("foundation")
        else:
            self.sounds.play("place")

    def turn_stock(self) -> MoveResult | None:
        """Click on the stock: turn cards, or turn the waste back over."""
        for move in legal_moves(self.game.state):
            if move.src == "stock" or move.dst == "stock":
                return self.play(move)
        return None

    def click(self, pile: str, cards: int) -> MoveResult | None:
        """Click to play (RULES §9). Returns None when the click makes no move."""
        self.finish_animations()
        move = click_move(self.game.state, pile, cards, self.options.click)
        if move is None:
            return None
        return self._play_now(move)

    def double_click(self, pile: str, cards: int) -> MoveResult | None:
        """A double-click on a card: to its foundation if it fits, else where click-to-play
        "foundation then columns" would play it, whatever the click setting (a foundation's
        top card, where the preset takes cards back, to a column chosen the same way)."""
        self.finish_animations()
        state = self.game.state
        move = click_move(state, pile, cards, ClickMode.COLUMNS)
        if move is None and pile[:1] == "f" and state.rules.foundation_takeback and cards == 1:
            move = column_choice(state, [m for m in legal_moves(state) if m.src == pile])
        if move is None:
            return None
        return self._play_now(move)

    def can_send_home(self) -> bool:
        """At least one card can go to a foundation now (asked every frame: cached)."""
        key = (id(self.game), self.game.version)
        if self._home[0] != key:
            self._home = (key, home_move(self.game.state) is not None)
        return self._home[1]

    def send_home(self) -> bool:
        """Send every card that can go to a foundation there, one by one, animated like
        the auto-finish; one undo step takes them all back. False if none can go."""
        self.finish_animations()
        moves = self.game.home_moves()
        if not moves:
            return False
        # Queued first, so the first card's play does not queue the auto-finish instead.
        self.autoplay, self.auto_join = list(moves[1:]), True
        animate = self.options.animations
        self.next_auto = self.now + (AUTOFINISH_INTERVAL / self.options.speed if animate else 0)
        self._play_now(moves[0])
        if not animate:
            self.finish_animations()
        return True

    def undo(self) -> bool:
        """Take back one undo step (a move, or every card of a send-home)."""
        self.finish_animations()
        if self.game.state.is_won():  # the auto-finish it cut short has won: a won game
            return False  # stays won (an undo took its last card back; a tester)
        results = self.game.undo_step()
        if not results:
            return False
        for _ in results:
            self._redo_slots.append(self.slot_choices.pop() if self.slot_choices else None)
        self.suits = self._slot_suits()
        self.show(None)
        self.sounds.play("place")
        self._after_change(auto=False)
        return True

    def redo(self) -> bool:
        """Replay one undo step."""
        self.finish_animations()
        results = self.game.redo_step()
        if not results:
            return False
        for _ in results:
            self.slot_choices.append(self._redo_slots.pop() if self._redo_slots else None)
        result = results[-1]
        self.suits = self._slot_suits()
        self.show(result)
        self._sound_for(result)
        self._after_change(auto=False)
        return True

    def _after_change(self, auto: bool = True) -> None:
        """Queue the auto-finish when its condition holds; announce a win."""
        if auto and self.options.autofinish and not self.autoplay:
            moves = self.game.autofinish_moves()
            if moves:
                self.autoplay, self.auto_join = list(moves), False
                self.next_auto = self.now + (0.15 if self.options.animations else 0.0)
        if self.game.state.is_won():
            self.sounds.play("win")

    # --- time ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """One fixed step of `dt` seconds."""
        self.now += dt
        self.board.update(self.now)
        if self.autoplay and self.now >= self.next_auto:
            move = self.autoplay.pop(0)
            self._play_now(move, join=self.auto_join)
            self.next_auto = self.now + AUTOFINISH_INTERVAL / self.options.speed

    @property
    def status(self) -> Status:
        return self.game.status

    def busy(self) -> bool:
        """Something is moving or about to move by itself."""
        return self.board.busy() or bool(self.autoplay)
