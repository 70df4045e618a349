"""Game: a position with its rules, unlimited undo/redo, score and status (RULES §7, §10).

One action is one player move with its automatic consequence (the reserve refill);
auto-finish plays are ordinary actions too. Undo restores a snapshot of the position
and the score exactly, so undo can never drift from what was played.

Undo steps: moves may be grouped into one step (a "send home" plays several cards; one
undo takes them all back and one redo replays them). A move played with `join=True`
belongs to the step of the move before it. The history stays one record per move (the
move count, the saved moves and `undo`/`redo` of one move are as before); `undo_step`
and `redo_step` follow the groups. Saved as the indices of the joined moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import Card
from game.engine.deal import GameCode, parse_code
from game.engine.home import home_moves
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
    joined: bool = False  # part of the undo step of the move before it


class Game:
    def __init__(self, state: State, code: GameCode | None = None) -> None:
        self.code = code
        self.initial = state.copy()
        self.state = state
        self.score = 0
        # Cards already on a foundation at the start (the base card) never earn points.
        self._scored: set[Card] = {c for pile in state.foundations.values() for c in pile}
        self._undo: list[_Record] = []
        self._redo: list[tuple[Move, bool]] = []  # (move, joined), the next one last
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
        """The position before each undo step, most recent first (for "undo to winnable"):
        N `undo_step` calls reach the N-th."""
        return [position for position, _move in self.past_steps()]

    def past_steps(self) -> list[tuple[State, Move]]:
        """`past_states`, each with the first move of the step played from it."""
        return [(r.before, r.result.move) for r in reversed(self._undo) if not r.joined]

    def moves_in_steps(self, steps: int) -> int:
        """How many moves the last `steps` undo steps take back (a send-home is one step
        of several moves; the move counter counts each)."""
        moves = 0
        for record in reversed(self._undo):
            if steps <= 0:
                break
            moves += 1
            steps -= not record.joined
        return moves

    def legal_moves(self) -> list[Move]:
        return legal_moves(self.state)

    def play(self, move: Move, join: bool = False) -> MoveResult:
        """Play a move (with its refill). Raises MoveError and changes nothing if illegal.
        `join`: the move belongs to the undo step of the move before it (if there is one)."""
        result = self._apply(move, join and bool(self._undo))
        self._redo.clear()
        return result

    def play_group(self, moves: list[Move]) -> list[MoveResult]:
        """Play moves as one undo step. Raises MoveError on an illegal one, after which the
        moves before it stay played (as one step)."""
        return [self.play(move, join=i > 0) for i, move in enumerate(moves)]

    def home_moves(self) -> list[Move]:
        """Every card that can go to a foundation now, one by one (see engine.home)."""
        return home_moves(self.state)

    def _apply(self, move: Move, joined: bool = False) -> MoveResult:
        before = self.state.copy()
        result = apply_move(self.state, move)  # raises before changing anything
        newly: Card | None = None
        if move.dst[0] == "f":
            card = result.transfers[0].cards[-1]
            if card not in self._scored:
                # A picked base card scores nothing, now or when it comes back after a
                # take-back (Selective scored it then: a win made 260).
                self._scored.add(card)
                newly = card
        self._undo.append(_Record(result, before, self.score, newly, joined))
        if newly is not None and result.points:
            self.score += POINTS_PER_FOUNDATION_CARD
        self._status = None
        self.version += 1
        return result

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> MoveResult | None:
        """Take back the last move; returns what it had done (None if nothing to undo).
        One move, even inside a step: `undo_step` is the player's undo."""
        if not self._undo:
            return None
        record = self._undo.pop()
        self.state = record.before
        self.score = record.score_before
        if record.newly_scored is not None:
            self._scored.discard(record.newly_scored)
        self._redo.append((record.result.move, record.joined))
        self._status = None
        self.version += 1
        return record.result

    def redo(self) -> MoveResult | None:
        """Replay the next undone move (one move; `redo_step` is the player's redo)."""
        if not self._redo:
            return None
        move, joined = self._redo[-1]
        result = self._apply(move, joined and bool(self._undo))
        self._redo.pop()
        return result

    def undo_step(self) -> list[MoveResult]:
        """Take back the last undo step (a move, or a group); what was undone, last first."""
        undone: list[MoveResult] = []
        while self._undo:
            joined = self._undo[-1].joined
            undone.append(self.undo())
            if not joined:
                break
        return undone

    def redo_step(self) -> list[MoveResult]:
        """Replay the next undo step; what was replayed, in order."""
        done: list[MoveResult] = []
        while self._redo and (not done or self._redo[-1][1]):
            done.append(self.redo())
        return done

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
        redo = list(reversed(self._redo))  # the next move first
        data = {
            "code": str(self.code) if self.code else None,
            "initial": dump_position(self.initial, with_fan=True),
            "moves": [m.to_json() for m in self.history],
            "redo": [m.to_json() for m, _ in redo],
        }
        # Undo steps of several moves: the indices of the moves joined to the one before.
        # Written only when there are some, so a game without groups saves as before.
        joined = [i for i, record in enumerate(self._undo) if record.joined]
        redo_joined = [i for i, (_, j) in enumerate(redo) if j]
        if joined:
            data["joined"] = joined
        if redo_joined:
            data["redo_joined"] = redo_joined
        return data

    @classmethod
    def from_json(cls, data: dict) -> Game:
        """Rebuild by replaying; raises ValueError (PositionError/MoveError/CodeError)."""
        if not isinstance(data, dict):
            raise MoveError("a saved game must be a JSON object")
        code = parse_code(data["code"]) if data.get("code") else None
        game = cls(load_position(data.get("initial")), code)
        moves = data.get("moves", [])
        joined = _indices(data.get("joined", []), len(moves), "joined")
        for i, raw in enumerate(moves):
            game.play(move_from_json(raw, game.state), join=i in joined)
        redo = [move_from_json(raw, game.state) for raw in data.get("redo", [])]
        redo_joined = _indices(data.get("redo_joined", []), len(redo), "redo_joined")
        game._redo = [(move, i in redo_joined) for i, move in reversed(list(enumerate(redo)))]
        return game

    def join_redo(self, indices: object) -> None:
        """Mark redo moves (indices in saved order, the next first) as joined to the move
        before them, as `to_json` gave them ("redo_joined"). Raises MoveError if bad."""
        redo = list(reversed(self._redo))
        marked = _indices(indices, len(redo), "redo_joined")
        self._redo = [(move, i in marked) for i, (move, _) in reversed(list(enumerate(redo)))]


def _indices(raw: object, length: int, name: str) -> set[int]:
    """A saved list of move indices, each in range(length); MoveError if it is not one."""
    if not isinstance(raw, list) or not all(type(i) is int and 0 <= i < length for i in raw):
        raise MoveError(f"{name} must be a list of move indices below {length}")
    return set(raw)
