"""The look back for a winnable position after a lost hint, on a long game (hints.py)."""

from __future__ import annotations

from types import SimpleNamespace

from game.engine.game import Game
from game.engine.state import dump_position, load_position
from game.i18n import t
from game.ui.hints import Hints
from game.ui.solver_worker import Reply
from tests.ui.test_dialogs import LOSING_MOVE, WINNABLE


class AskedWorker:
    """Records the look back's question instead of searching."""

    pending = None

    def __init__(self) -> None:
        self.asked: list[list[dict]] = []
        self.runs: list[list[list[dict]]] = []

    def request_winnable(self, positions: list[dict], runs: list[list[dict]]) -> int:
        self.asked.append(positions)
        self.runs.append(runs)
        return len(self.asked)


def long_lost_game() -> SimpleNamespace:
    """The winnable deal, its losing move, then 45 stock turns: 46 moves, all lost."""
    game = Game(load_position(WINNABLE))
    game.play(LOSING_MOVE)
    for _ in range(45):
        game.play(next(m for m in game.legal_moves() if "stock" in (m.src, m.dst)))
    return SimpleNamespace(game=game, state=game.state, hints_used=0)


def looking_back() -> tuple[Hints, AskedWorker, SimpleNamespace]:
    worker = AskedWorker()
    hints = Hints(worker, lambda key, **kw: t(key, "en", **kw))
    session = long_lost_game()
    hints.undo_to_winnable(session)
    return hints, worker, session


def test_stock_turns_are_asked_about_as_one_run_after_the_position_they_start_from():
    """A tester turned Rainfall's stock through its three passes (105 moves) and asked
    for a hint: the 39 most recent positions and the deal were asked about, and the look
    back undid the whole game. Positions that turning alone reaches from an earlier one
    are asked about only after it, within the first winnable run."""
    hints, worker, session = looking_back()
    (asked,), (runs,) = worker.asked, worker.runs
    past = session.game.past_states()
    assert len(past) == 46  # the losing move, then 45 turns
    assert asked == [dump_position(past[44]), dump_position(session.game.initial)]
    assert runs == [[dump_position(s) for s in reversed(past[:44])], []]
    assert hints.look_back == [45, 46]
    assert hints.take(Reply(1, "winnable", {"index": 1}), session) == "undo:46"


def test_a_winnable_run_is_undone_to_its_latest_winnable_position():
    for later, undos in ((0, 45), (5, 40), (44, 1)):
        hints, worker, session = looking_back()
        reply = Reply(1, "winnable", {"index": 0, "later": later})
        assert hints.take(reply, session) == f"undo:{undos}"


def test_runs_of_turns_split_at_every_other_move():
    from game.engine.moves import Move
    from game.ui.hints import turn_runs

    turn, back, play = Move("stock", "waste", 1), Move("waste", "stock", 5), Move("t1", "t2", 1)
    # Most recent first, the move played from each position (7 = the deal): position n
    # is reached from n + 1 by steps[n].
    steps = [(None, m) for m in (play, turn, back, turn, play, turn, play)]
    assert turn_runs(steps, list(range(1, 8))) == [(4, [3, 2, 1]), (6, [5]), (7, [])]
    assert turn_runs(steps, list(range(3, 8))) == [(4, [3]), (6, [5]), (7, [])]


def test_a_lost_deal_makes_every_position_of_the_game_lost():
    hints, worker, session = looking_back()
    assert hints.take(Reply(1, "winnable", {"index": None, "all_lost": True}), session) is None
    assert hints.shown.message == t("hint.never_winnable", "en")
    assert all(s.key() in hints.lost for s in session.game.past_states())
    hints.shown = None
    hints.undo_to_winnable(session)  # asked again: known at once, the solver not asked
    assert len(worker.asked) == 1 and hints.shown.message == t("hint.never_winnable", "en")
