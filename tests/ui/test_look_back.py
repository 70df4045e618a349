"""The look back for a winnable position after a lost hint, on a long game (hints.py)."""

from __future__ import annotations

from types import SimpleNamespace

from game.engine.game import Game
from game.engine.state import dump_position, load_position
from game.i18n import t
from game.ui.hints import Hints
from game.ui.solver_worker import WINNABLE_LOOKBACK, Reply
from tests.ui.test_dialogs import LOSING_MOVE, WINNABLE


class AskedWorker:
    """Records the look back's question instead of searching."""

    pending = None

    def __init__(self) -> None:
        self.asked: list[list[dict]] = []

    def request_winnable(self, positions: list[dict]) -> int:
        self.asked.append(positions)
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


def test_a_long_game_is_asked_about_its_recent_positions_and_the_deal():
    """Only the last 40 positions were asked about, so a winnable deal 46 moves back was
    never found ("No earlier position could be proven winnable"; tester round, stop 50)."""
    hints, worker, session = looking_back()
    (asked,) = worker.asked
    past = session.game.past_states()
    assert len(past) == 46 and len(asked) == WINNABLE_LOOKBACK
    assert asked[:-1] == [dump_position(s) for s in past[: WINNABLE_LOOKBACK - 1]]
    assert asked[-1] == dump_position(session.game.initial)  # the deal, last
    winnable_deal = Reply(1, "winnable", {"index": WINNABLE_LOOKBACK - 1})
    assert hints.take(winnable_deal, session) == "undo:46"  # all the way back


def test_a_lost_deal_makes_every_position_of_the_game_lost():
    hints, worker, session = looking_back()
    assert hints.take(Reply(1, "winnable", {"index": None, "all_lost": True}), session) is None
    assert hints.shown.message == t("hint.never_winnable", "en")
    assert all(s.key() in hints.lost for s in session.game.past_states())
    hints.shown = None
    hints.undo_to_winnable(session)  # asked again: known at once, the solver not asked
    assert len(worker.asked) == 1 and hints.shown.message == t("hint.never_winnable", "en")


def test_a_recent_winnable_position_is_undone_to_by_its_own_count():
    hints, worker, session = looking_back()
    assert hints.take(Reply(1, "winnable", {"index": 3}), session) == "undo:4"
