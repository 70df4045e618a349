"""The life of one game on the table, decided in one place.

    dealing -> playing <-> stuck -> won (final)
    any phase but won -> abandoned (final), when the player leaves it

Undo, redo, the clock, the leave-confirmation and the statistics ask this object instead
of each keeping its own idea of "is the game over". Pure Python: it reads the engine's
`Game`, never pygame.
"""

from __future__ import annotations

from enum import Enum

from game.engine.game import Game
from game.engine.status import Status, status_of


class Phase(Enum):
    DEALING = "dealing"  # the deal animation runs; nothing is played yet
    PLAYING = "playing"
    STUCK = "stuck"  # no card can go home any more; undo may still help
    WON = "won"  # final: the result stands
    ABANDONED = "abandoned"  # final: left for another game


class Life:
    def __init__(self, game: Game, dealing: bool = False) -> None:
        self.game = game
        self.phase = Phase.DEALING if dealing else Phase.PLAYING
        self.celebrated = False  # the win cascade has started (it runs once)
        self._deal_stuck: bool | None = None  # `stuck_from_deal`, worked out once
        self.advance(busy=dealing)

    # --- transitions --------------------------------------------------------------------

    def advance(self, busy: bool) -> Phase:
        """Follow the game: called after every change and every frame.

        A win is final the moment the last card is played (undo locks at once); the stuck
        search waits until nothing is moving, as the engine's answer is costly.
        """
        if self.final:
            return self.phase
        if self.game.state.is_won():
            self.phase = Phase.WON
        elif busy:
            return self.phase
        elif self.game.status is Status.STUCK:
            self.phase = Phase.STUCK
        else:
            self.phase = Phase.PLAYING
        return self.phase

    def abandon(self) -> bool:
        """Leave the game; True if it counts (played and not won: a move was made)."""
        counts = self.counts_when_left
        if not self.final:
            self.phase = Phase.ABANDONED
        return counts

    # --- questions ----------------------------------------------------------------------

    @property
    def final(self) -> bool:
        return self.phase in (Phase.WON, Phase.ABANDONED)

    @property
    def won(self) -> bool:
        return self.phase is Phase.WON

    @property
    def in_play(self) -> bool:
        """The player may move cards, undo and redo (a move during the deal animation
        finishes it first)."""
        return not self.final

    def can_undo(self) -> bool:
        return self.in_play and self.game.can_undo()

    def can_redo(self) -> bool:
        return self.in_play and self.game.can_redo()

    @property
    def counts_when_left(self) -> bool:
        """Leaving now costs a game in the statistics (and so is asked first)."""
        return not self.final and self.game.move_count > 0

    @property
    def stuck_from_deal(self) -> bool:
        """No card of this deal could ever reach a foundation (RULES §7 at the deal), so
        every position of the game is stuck: undo and restart cannot help."""
        if self.game.move_count == 0:
            return self.phase is Phase.STUCK
        if self._deal_stuck is None:
            status = status_of(self.game.initial, self.game.stuck_bound)
            self._deal_stuck = status is Status.STUCK
        return self._deal_stuck

    def clock_runs(self, attentive: bool, stuck_panel: bool = False) -> bool:
        """The game clock: from the first move, while in play and the player is at the
        table (window focused and shown, no menu or dialog open); it stops while "No more
        moves" shows (`stuck_panel`). A player who plays on past the panel (moves remain
        where no card can go home) is timed again: the clock had stood still for good,
        with no mark to say so (a tester)."""
        playing = self.in_play and not (stuck_panel and self.phase is Phase.STUCK)
        return attentive and playing and self.game.move_count > 0
