"""Show solution: the solver's winning line played out on the table, move by move.

The App asks the worker for the line from the position on the table; this plays it at the
animation speed, one move after the cards of the last have landed, and can pause, step
and stop. Any move of the player's own ends it (the player takes over). No pygame here:
the App feeds it the clock and the session.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.moves import Move
from game.engine.state import dump_position
from game.ui.hints import lost_key

GAP = 0.35  # seconds between one move's landing and the next move, at normal speed


@dataclass
class SolutionShow:
    """A line being shown: what is next, whether it waits, and when it plays on."""

    line: list[Move]
    index: int = 0
    paused: bool = False
    next_at: float = 0.0
    played: list[Move] = field(default_factory=list)

    @property
    def done(self) -> bool:
        return self.index >= len(self.line)

    def next_move(self) -> Move | None:
        return None if self.done else self.line[self.index]

    def due(self, now: float, busy: bool) -> bool:
        """The next move should play now: not paused, the last one landed, the gap over."""
        return not (self.paused or self.done or busy) and now >= self.next_at

    def advance(self, now: float, speed: float) -> None:
        """The next move was played."""
        self.played.append(self.line[self.index])
        self.index += 1
        self.next_at = now + GAP / max(speed, 0.1)


class ShowsSolution:
    """The App's part of Show solution (a mixin like Commands): ask, play on, stop."""

    solution: SolutionShow | None = None
    solution_request: int | None = None
    solution_starts_paused: bool = False  # Space pressed while the search runs

    def show_solution(self) -> None:
        """Menu and key: ask the solver for the line from here, or stop the one shown."""
        if self.solution is not None or self.solution_request is not None:
            self.stop_solution()
            return
        if not self.life.in_play or self.session.game.state.is_won() or self.dealing_soon():
            return
        self.session.finish_animations()
        self.hints.clear()
        self.keys.hide()  # the solver plays now: no focus ring, no stale line of the keys
        position = dump_position(self.session.game.state)
        self.solution_request = self.worker.request_solution(position)
        self.solution_starts_paused = False
        self.toast.show(self.tr("solution.searching"), self.clock, seconds=60, of_position=True)

    def pause_search(self) -> None:
        """Space while the search runs: the line, when it comes, waits (Space again: not).
        It had called the search off, where a tester expected the pause the words name."""
        self.solution_starts_paused = not self.solution_starts_paused
        key = "solution.searching_paused" if self.solution_starts_paused else "solution.searching"
        self.toast.show(self.tr(key), self.clock, seconds=60, of_position=True)

    def stop_solution(self) -> None:
        """Call the search off or stop the line; the words say so either way (the
        "Looking for a solution" notice must not outlive its search)."""
        key = "solution.stopped"
        if self.solution_request is not None:
            self.worker.cancel()
            self.solution_request = None
            key = "solution.search_stopped"  # no line was shown: only the search ends
        self.solution = None
        self.toast.forget_position()  # the search's notice or the line's progress ends here
        self.toast.show(self.tr(key), self.clock, seconds=3.0)

    def solution_reply(self, reply) -> bool:
        """Take the worker's line; False when `reply` is not the answer to our request."""
        if reply.kind != "solution" or reply.request != self.solution_request:
            return False
        self.solution_request = None
        verdict = "failed" if reply.failed else reply.data["verdict"]
        state = self.session.game.state
        # A line known already (the one that proved a solvable deal, a hint's) is shown
        # when the search finds none in time: a tester's proven Chameleon deal got "no
        # solution in time" three times while H answered at once along its line.
        known = self.hints.known_line(state) if verdict != "won" else []
        if verdict != "won" and not known:
            key = lost_key(self.session, "solution") if verdict == "lost" else f"solution.{verdict}"
            self.toast.show(self.tr(key), self.clock, seconds=6.0, of_position=True)
            return True
        line = known or [Move(**m) for m in reply.data["moves"]]
        if not known and reply.asked.get("position") == dump_position(state):
            self.hints.learn(state, line)  # hints after a take-over
        self.solution = SolutionShow(line, next_at=self.clock, paused=self.solution_starts_paused)
        staked = self.meta.banked is not None  # also a casino deal played on in points
        if (staked or self.settings.scoring == "casino") and not self.meta.helped:
            self.records.settle_help(self.session, self.meta)  # the solver's cards pay nothing
        self.meta.helped = True  # the statistics count this game as solved with help
        self._solution_status()
        return True

    def pause_solution(self) -> None:
        self.solution.paused = not self.solution.paused
        self._solution_status()

    def step_solution(self) -> None:
        """One move now, then wait (paused)."""
        self.solution.paused = True
        self.session.finish_animations()
        self._play_solution_move()

    def solution_control(self, name: str) -> None:
        """Show solution's buttons (solution_bar.py): what Space, Right and Esc do."""
        if self.solution is None:
            return
        {"pause": self.pause_solution, "step": self.step_solution, "stop": self.stop_solution}[
            name
        ]()

    def take_over(self) -> None:
        """The player acts (a press, a key): the table is theirs again."""
        if self.solution is not None or self.solution_request is not None:
            self.stop_solution()

    @property
    def solution_covered(self) -> bool:
        """A dialog or the guide is over the table: the line waits for it."""
        return self.dialog is not None or self.guide_open

    def tick_solution(self) -> None:
        """Each frame: play the next move of the line when it is due."""
        show = self.solution
        if show is None or self.solution_covered:
            return
        if not self.life.in_play:  # won (the auto-finish may have played the last cards)
            self._end_solution()
        elif show.due(self.clock, self.session.busy()):
            self._play_solution_move()

    def _play_solution_move(self) -> None:
        show, session = self.solution, self.session
        move = show.next_move()
        if move is None or session.play(move, slot=session.slot_for(move)) is None:
            self._end_solution()  # the auto-finish played on: the line is done
            return
        show.advance(self.clock, session.options.speed)
        if show.done:
            self._end_solution()
        else:
            self._solution_status()

    def _end_solution(self) -> None:
        self.solution = None
        self.toast.forget_position()  # its progress, on show or waiting behind "Sound off"

    def _solution_status(self) -> None:
        show = self.solution
        key = "solution.paused" if show.paused else "solution.playing"
        text = self.tr(key, n=show.index, m=len(show.line))
        self.toast.show(text, self.clock, seconds=3600, of_position=True)
