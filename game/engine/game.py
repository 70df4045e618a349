"""Game: a position with its rules, unlimited undo/redo, score and status (RULES §7, §10).

One action is one player move with its automatic consequence (the reserve refill);
auto-finish plays are ordinary actions too. Undo restores a snapshot of the position
and the score exactly, so undo can never drift from what was played.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import Card
from game.engine.deal import GameCode, parse_code
from game.engine.moves import (
    POINTS_PER_FOUNDATION_CARD,
    Move,
    MoveError,
    MoveResult,
    apply_move,
    legal_moves,
    move_from_json,
)
from game.engine.state import State, dump_position, load_position
from game.engine.status import DEFAULT_STUCK_BOUND, Status, autofinish_moves, status_of

CASINO_STAKE = 52  # dollars paid for a deal; each card on a foundation pays back 5


@dataclass(frozen=True)
class _Record:
    result: MoveResult
    before: State
    score_before: int
    newly_scored: Card | None


class Game:
    def __init__(self, state: State, code: GameCode | None = None) -> None:
        self.code = code
        self.initial = state.copy()
        self.state = state
        self.score = 0
        # Cards already on a foundation at the start (the base card) never earn points.
        self._scored: set[Card] = {c for pile in state.foundations.values() for c in pile}
        self._undo: list[_Record] = []
        self._redo: list[Move] = []
        self._status: Status | None = None
        self.stuck_bound = DEFAULT_STUCK_BOUND
        self.version = 0  # counts changes (play, undo, redo): savers compare it

    @classmethod
    def from_code(cls, code: GameCode | str) -> Game:
        code = parse_code(code) if isinstance(code, str) else code
        return cls(code.state(), code)

    # --- playing ----------------------------------------------------------------------

    @property
    def rules(self):
        return self.state.rules

    @property
    def move_count(self) -> int:
        return len(self._undo)

    @property
    def history(self) -> list[Move]:
        return [r.result.move for r in self._undo]

    def past_states(self) -> list[State]:
        """The position before each action, most recent first (for "undo to winnable")."""
        return [r.before for r in reversed(self._undo)]

    def legal_moves(self) -> list[Move]:
        return legal_moves(self.state)

    def play(self, move: Move) -> MoveResult:
        """Play a move (with its refill). Raises MoveError and changes nothing if illegal."""
        result = self._apply(move)
        self._redo.clear()
        return result

    def _apply(self, move: Move) -> MoveResult:
        before = self.state.copy()
        result = apply_move(self.state, move)  # raises before changing anything
        newly: Card | None = None
        if move.dst[0] == "f":
            card = result.transfers[0].cards[-1]
            if card not in self._scored:
                self._scored.add(card)
                newly = card
        self._undo.append(_Record(result, before, self.score, newly))
        if newly is not None:
            self.score += POINTS_PER_FOUNDATION_CARD
        self._status = None
        self.version += 1
        return result

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> MoveResult | None:
        """Take back the last action; returns what it had done (None if nothing to undo)."""
        if not self._undo:
            return None
        record = self._undo.pop()
        self.state = record.before
        self.score = record.score_before
        if record.newly_scored is not None:
            self._scored.discard(record.newly_scored)
        self._redo.append(record.result.move)
        self._status = None
        self.version += 1
        return record.result

    def redo(self) -> MoveResult | None:
        if not self._redo:
            return None
        return self._apply(self._redo.pop())

    def restart(self) -> None:
        """Back to the deal, keeping nothing of the play."""
        self.__init__(self.initial.copy(), self.code)

    # --- questions --------------------------------------------------------------------

    @property
    def status(self) -> Status:
        if self._status is None:
            self._status = status_of(self.state, self.stuck_bound)
        return self._status

    def autofinish_moves(self) -> list[Move] | None:
        return autofinish_moves(self.state)

    @property
    def casino_net(self) -> int:
        """This deal's casino result in dollars: $5 per foundation card minus the $52 stake."""
        return POINTS_PER_FOUNDATION_CARD * self.state.foundation_count() - CASINO_STAKE

    # --- saving -----------------------------------------------------------------------

    def to_json(self) -> dict:
        """Start position, played moves and redo moves: enough to rebuild the game exactly."""
        return {
            "code": str(self.code) if self.code else None,
            "initial": dump_position(self.initial, with_fan=True),
            "moves": [m.to_json() for m in self.history],
            "redo": [m.to_json() for m in reversed(self._redo)],
        }

    @classmethod
    def from_json(cls, data: dict) -> Game:
        """Rebuild by replaying; raises ValueError (PositionError/MoveError/CodeError)."""
        if not isinstance(data, dict):
            raise MoveError("a saved game must be a JSON object")
        code = parse_code(data["code"]) if data.get("code") else None
        game = cls(load_position(data.get("initial")), code)
        for raw in data.get("moves", []):
            game.play(move_from_json(raw, game.state))
        redo = [move_from_json(raw, game.state) for raw in data.get("redo", [])]
        game._redo = list(reversed(redo))
        return game
