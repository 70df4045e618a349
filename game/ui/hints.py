"""Hints: ask the solver worker, show the answer, and undo to the last winnable position.

A hint belongs to the position it was asked for: any change to the game clears it, and
a late answer for an older position is dropped. A second press while the solver thinks
cancels; a press while a hint is shown dismisses it, except on a guess, which it asks
about again with more time (`THINK_LONGER`, twice); a press after a failure (the worker
died or missed its deadline) asks again.

A winning line, once found, is remembered position by position (`learn`): a hint asked on
any position along it (the player followed it, or came back to it by undo) is that line's
next move at once, and proven, without asking the solver again. Likewise a position
proven lost is remembered: every position played on from it (it lies in the undo history)
is lost too, since a position that reaches a winnable one is winnable, so a hint there
says so at once instead of asking the solver, which might only guess. A new game forgets
both.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.moves import Move, MoveError, apply_move, column_index, pile_cards
from game.engine.state import dump_position
from game.i18n import DEFAULT_LANGUAGE, card_label
from game.ui.solver_worker import HINT_BUDGET, WINNABLE_LOOKBACK, Reply, SolverWorker

# A guess is not the last word: H again while it shows thinks longer about the same
# position, each time this many times the first budget.
THINK_LONGER = (1, 4, 10)


def lost_key(session, prefix: str = "hint") -> str:
    """The text for a lost position: at the deal, the deal cannot be won ("no longer"
    would blame the player for moves never made)."""
    return f"{prefix}.lost_deal" if session.game.move_count == 0 else f"{prefix}.lost"


@dataclass
class Shown:
    kind: str  # "win", "guess", "lost", "none", "failed" (no answer from the solver)
    move: Move | None
    message: str


def _is_turn(move: Move) -> bool:
    return "stock" in (move.src, move.dst)


def turn_runs(steps: list[tuple], undos: list[int]) -> list[tuple[int, list[int]]]:
    """The look back's positions (`undos`: undo counts, most recent first) in runs of
    stock turns: (the run's first position, the later ones, each a turn after the one
    before). A position that turning alone reaches from an earlier one is winnable only
    if that one is, so the solver is asked about each run's first position, and only
    within the first winnable run about the later ones. A player who turned the stock
    through three passes of Rainfall had 105 positions; the 39 most recent and the deal
    were asked about, and the answer was the deal."""
    runs, later = [], []
    for n in undos:
        if n < len(steps) and _is_turn(steps[n][1]):  # n is a turn after position n + 1
            later.append(n)
        else:
            runs.append((n, later[::-1]))
            later = []
    return runs


class Hints:
    def __init__(
        self, worker: SolverWorker, tr, lang_of: Callable[[], str] = lambda: DEFAULT_LANGUAGE
    ) -> None:
        self.worker = worker
        self.tr = tr
        self.lang_of = lang_of  # asked at each hint, so a language change applies at once
        self.asked_at: tuple | None = None  # (move count, position key) of the question
        self.shown: Shown | None = None
        self.winnable_search = False
        self.look_back: list[int] = []  # undos to each position the look back asks about
        self.budget = HINT_BUDGET  # seconds the solver may think for one hint
        self.known: dict[tuple, Move] = {}  # position key -> next move of a known winning line
        self.lost: set[tuple] = set()  # keys of positions proven lost
        self.guesses: dict[tuple, int] = {}  # position key -> guesses given there so far

    @property
    def thinking(self) -> bool:
        return self.worker.pending is not None and self.worker.pending[1] in ("hint", "winnable")

    def press(self, session) -> bool:
        """H: ask for a hint; again while thinking cancels, again while shown dismisses,
        but on a guess thinks longer (`THINK_LONGER`). True when the hint is shown at
        once (the position lies on a known winning line)."""
        if self.thinking:
            self.worker.cancel()
            self.winnable_search = False
            return False
        if self.shown is not None and self.shown.kind not in ("failed", "guess"):
            self.shown = None
            return False
        if (
            self.shown is not None
            and self.shown.kind == "guess"
            and not self.can_think_longer(session)
        ):
            self.shown = None
            return False
        self.shown = None  # a failure's notice says to press again: this asks anew
        self.asked_at = self._where(session)
        move = self.known.get(session.state.key())
        if move is not None:
            session.hints_used += 1
            self.shown = Shown("win", move, self.describe(session, move, guess=False))
            return True
        if self._played_on_from_lost(session):
            session.hints_used += 1
            self.shown = Shown("lost", None, self.tr(lost_key(session)))
            return True
        self.worker.request_hint(dump_position(session.state), self.budget_at(session))
        return False

    def can_think_longer(self, session) -> bool:
        return self.guesses.get(session.state.key(), 0) < len(THINK_LONGER)

    def budget_at(self, session) -> float:
        """Seconds for a hint here: longer after each guess given at this position."""
        tries = min(self.guesses.get(session.state.key(), 0), len(THINK_LONGER) - 1)
        return self.budget * THINK_LONGER[tries]

    def _played_on_from_lost(self, session) -> bool:
        """The position, or one it was played on from (the undo history), is proven lost."""
        if not self.lost:
            return False
        if session.state.key() in self.lost:
            return True
        return any(s.key() in self.lost for s in session.game.past_states())

    def known_line(self, state) -> list[Move]:
        """The known winning line from `state` to the win, or [] where none is known."""
        position, line = state.copy(), []
        while not position.is_won():
            move = self.known.get(position.key())
            if move is None or len(line) > len(self.known):  # off the line, or a loop
                return []
            try:
                apply_move(position, move)
            except MoveError:
                return []
            line.append(move)
        return line

    def learn(self, state, line: list[Move]) -> None:
        """Remember each position of a winning line from `state` with its next move."""
        position = state.copy()
        for move in line:
            self.known[position.key()] = move
            try:
                apply_move(position, move)
            except MoveError:  # never expected: the solver's lines are checked
                return

    def forget(self) -> None:
        """A new game: the lines and losses known belong to the old one."""
        self.known.clear()
        self.lost.clear()
        self.guesses.clear()

    def undo_to_winnable(self, session) -> None:
        """Look back through the undo history for the most recent winnable position.
        Positions played on from one known lost are lost too, so the look back starts
        before the earliest known loss; when that is the deal, the answer is known at
        once and shown in place of "lost". A long history is asked about its recent
        positions and the deal itself: a winnable deal always has a way back, and a lost
        one proves every position of the game lost."""
        steps = session.game.past_steps()  # most recent first
        states = [position for position, _move in steps]
        known = [i for i, s in enumerate(states) if s.key() in self.lost]
        skipped = known[-1] + 1 if known else 0
        undos = list(range(skipped + 1, len(states) + 1))
        if not undos:
            if known:  # the deal itself is proven lost
                self.shown = Shown("none", None, self.tr("hint.never_winnable"))
            return
        runs = turn_runs(steps, undos)
        if len(runs) > WINNABLE_LOOKBACK:
            runs = runs[: WINNABLE_LOOKBACK - 1] + runs[-1:]
        self.look_back = [start for start, _later in runs]
        self.asked_at = self._where(session)
        self.winnable_search = True
        self.worker.request_winnable(
            [dump_position(states[start - 1]) for start, _later in runs],
            [[dump_position(states[n - 1]) for n in later] for _start, later in runs],
        )

    @staticmethod
    def _where(session) -> tuple:
        return session.game.move_count, session.state.key()

    def clear(self) -> None:
        self.shown = None

    def take(self, reply: Reply, session) -> str | None:
        """Use a worker reply; returns "undo:N" when N undos reach a winnable position."""
        if self.asked_at != self._where(session):
            return None  # the game moved on: the answer is stale
        data = reply.data
        if reply.failed:  # no answer at all, which says nothing about the position
            self.winnable_search = False
            self.shown = Shown("failed", None, self.tr("hint.failed"))
            return None
        if reply.kind == "winnable":
            self.winnable_search = False
            index = data.get("index")
            if index is None:
                # Every position asked about proven lost (the deal among them, so every
                # position of the game), or only none proven won.
                lost = bool(data.get("all_lost"))
                if lost:
                    self.lost.update(s.key() for s in session.game.past_states())
                key = "hint.never_winnable" if lost else "hint.no_winnable"
                self.shown = Shown("none", None, self.tr(key))
                return None
            self.shown = None
            return f"undo:{self.look_back[index] - data.get('later', 0)}"
        session.hints_used += 1
        kind = data.get("kind", "guess")
        move = Move(**data["move"]) if data.get("move") else None
        if move is None and kind != "lost":
            self.shown = Shown("none", None, self.tr("hint.none"))
        elif kind == "lost":
            self.lost.add(session.state.key())
            self.shown = Shown("lost", None, self.tr(lost_key(session)))
        else:
            if kind == "guess":
                key = session.state.key()
                self.guesses[key] = self.guesses.get(key, 0) + 1
            self.shown = Shown(kind, move, self.describe(session, move, guess=kind == "guess"))
            if kind == "win":
                self.learn(session.state, [Move(**m) for m in data.get("line", ())])
        return None

    def describe(self, session, move: Move, guess: bool) -> str:
        text = self._move_words(session, move, guess)
        if guess and self.can_think_longer(session):
            text += " · " + self.tr("hint.think_longer")
        return text

    def _move_words(self, session, move: Move, guess: bool) -> str:
        tr = self.tr
        if move.src == "stock":
            return tr("hint.guess_turn" if guess else "hint.turn")
        if move.dst == "stock":
            return tr("hint.guess_turn" if guess else "hint.turn_back")
        card = pile_cards(session.state, move.src)[-move.cards]
        index = column_index(move.dst)
        if index is None:
            target = tr("pile.foundation")
        elif session.state.tableau[index]:
            target = tr("pile.column", n=index + 1)
        else:
            target = tr("pile.empty_column", n=index + 1)
        label = card_label(card.rank, card.suit, self.lang_of())
        return tr("hint.guess" if guess else "hint.win", card=label, target=target)
