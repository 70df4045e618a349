"""The saved game and the statistics, kept in step with play.

The game in progress (with its undo history) is saved after every action and resumed at
the next launch. A game counts once in the statistics: when it is won, or when it is
abandoned for another one with at least one move made.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass, field

from game.engine.game import Game
from game.persist import (
    clear_game,
    data_dir,
    load_saved_game,
    load_stats,
    save_game,
    save_stats,
)
from game.persist.writer import LatestWriter
from game.ui.slots import Choice, normalise

log = logging.getLogger(__name__)


@dataclass
class GameMeta:
    """What the statistics need to know about a game beyond the engine's record."""

    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    daily: str | None = None  # ISO date of a daily deal
    # Casino dollars of this deal already in the bank: the stake is paid when the deal is
    # dealt, so leaving an untouched deal still costs it (None: not a casino deal).
    banked: int | None = None
    helped: bool = False  # the solution was shown: a win counts as solved with help
    band: str | None = None  # the deal's difficulty, where it was rated (solvable, daily)
    # The move count where the player set "No more moves" aside: it stays aside after a
    # relaunch at that move (it came back over the table every time, a tester saw).
    stuck_aside: int | None = None


def damage_key(what: str, notice: str | None) -> str:
    """The player's notice for a damaged file of `what` ("settings", "stats"): set aside
    whole, or only repaired (its good parts kept: `Notice.partial`)."""
    return (
        f"notice.{what}_repaired" if getattr(notice, "partial", False) else f"notice.{what}_damaged"
    )


class Records:
    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        # Notices for the player as translation keys with parameters; details go to the log.
        self.notices: list[tuple[str, dict]] = []
        # Writes the saved game off the frame's thread when the App gives one; else `save`
        # writes at once.
        self.writer: LatestWriter | None = None
        if enabled:
            self.stats, notice = load_stats()
            self._note(damage_key("stats", notice), notice)
        else:
            from game.persist import Stats

            self.stats = Stats()

    def _note(self, key: str, detail: str | None, **params) -> None:
        if not detail:
            return
        log.warning("%s", detail)
        if (key, params) not in self.notices:
            self.notices.append((key, params))

    def _saved(self, detail: str | None) -> None:
        self._note("notice.cannot_save", detail, path=str(data_dir()))

    # --- the saved game -------------------------------------------------------------------

    def resume(self) -> tuple[Game, GameMeta, float, int] | None:
        """The saved game (game, meta, elapsed seconds, hints used), or None.

        The persist layer checked all of it (every move and redo move plays, the clock and
        the counts are sane), so nothing here can fail later. Its foundation-slot choices
        are left in `resumed_slots` for `Session.restore_slots` (missing or damaged ones
        read as "leftmost": the game itself is still good)."""
        self.resumed_slots: tuple[list[Choice], list[Choice]] = ([], [])
        if not self.enabled:
            return None
        saved, notice = load_saved_game()
        # Set aside (or held where it is: the App tells that), or repaired and resumed.
        self._note("notice.game_damaged" if saved is None else "notice.game_repaired", notice)
        if saved is None:
            return None
        meta = GameMeta(
            saved.id, saved.daily, saved.banked, saved.helped, saved.band, saved.stuck_aside
        )
        if self.stats.has_recorded(meta.id):
            return None  # already counted (won): start afresh
        self.resumed_slots = (
            normalise(saved.slots, saved.game.move_count),
            normalise(saved.slots_redo, saved.redo_count),
        )
        return saved.game, meta, saved.elapsed, saved.hints

    def save(self, session, meta: GameMeta) -> None:
        """Save the game in progress as it is now, with its undo history.

        The dict is taken at once (a snapshot: later moves do not change it). With a
        `writer` (a LatestWriter the App gives us) the file is written on its thread, the
        latest snapshot winning; without one it is written here."""
        if not self.enabled:
            return
        data = {
            "engine": session.game.to_json(),
            "id": meta.id,
            "daily": meta.daily,
            "elapsed": round(session.elapsed, 2),
            "hints": session.hints_used,
            "banked": meta.banked,  # the casino stake paid at the deal: never charged twice
            "helped": meta.helped,
            "band": meta.band,
            "stuck_aside": meta.stuck_aside,
        }
        # Beside "engine", whose position JSON knows nothing of the table's slots.
        data["slots"], data["slots_redo"] = session.saved_slots()
        writer = self.writer
        if writer is None:
            self._saved(save_game(data))
            return
        home = data_dir()

        def write() -> None:
            # Never into another home: CANFIELD_HOME may change between games (tests).
            if data_dir() == home:
                self._saved(save_game(data))

        writer.submit(write)

    # --- statistics ---------------------------------------------------------------------

    def stake(self, session, meta: GameMeta) -> None:
        """Casino scoring: pay this deal's stake into the bank as it is dealt (once)."""
        if meta.banked is not None:
            return
        meta.banked = session.game.casino_net  # the stake less the base card's $5
        self.stats.casino_bank += meta.banked
        if self.enabled:
            self._saved(save_stats(self.stats))

    def settle_help(self, session, meta: GameMeta) -> None:
        """Casino scoring, as the solution starts to play: this deal's cards home so far go
        into the bank, and from here on it pays nothing more (`_unbanked`). A tester
        watched Show solution win deal after deal, $208 each."""
        if meta.banked is None:
            self.stake(session, meta)  # a deal dealt before casino scoring: its stake now
            return
        self.stats.casino_bank += session.game.casino_net - meta.banked
        meta.banked = session.game.casino_net
        if self.enabled:
            self._saved(save_stats(self.stats))

    @staticmethod
    def _unbanked(session, meta: GameMeta) -> int:
        """This deal's casino dollars not yet in the bank; once the solution has played
        (settled by `settle_help`), only the cards taken back since, never a gain."""
        net = session.game.casino_net - (meta.banked or 0)
        return min(0, net) if meta.helped and meta.banked is not None else net

    def deal_net(self, session, meta: GameMeta) -> int:
        """This deal's casino dollars, the stake included: what `finish` banks (or has)."""
        if meta.banked is None:
            return session.game.casino_net
        return meta.banked + self._unbanked(session, meta)

    def bank_now(self, session, meta: GameMeta, casino: bool = True) -> int:
        """The casino bank as the HUD shows it: with this deal's cards home so far (once
        the deal is counted the bank holds them: the bar had added a won deal twice),
        where the deal counts in it (`finish`: scored in casino, or staked)."""
        if self.stats.has_recorded(meta.id) or not (casino or meta.banked is not None):
            return self.stats.casino_bank
        return self.stats.casino_bank + self._unbanked(session, meta)

    def finish(self, session, meta: GameMeta, casino: bool) -> bool:
        """Count the game once (won, or abandoned after a move). True if it was counted."""
        game = session.game
        won = game.state.is_won()
        if self.stats.has_recorded(meta.id) or (game.move_count == 0 and not won):
            return False
        casino_net = None
        if meta.banked is not None:
            casino_net = self._unbanked(session, meta)  # the stake was paid at the deal
        elif casino:
            casino_net = game.casino_net
        self.stats.record_game(
            game_id=meta.id,
            rules=game.state.rules.name,
            draw=game.state.draw,
            won=won,
            score=game.score,
            seconds=session.elapsed,
            moves=game.move_count,
            hints=session.hints_used,
            casino_net=casino_net,
            daily_date=meta.daily,
            code=str(game.code) if game.code else "",
            game=game.state.rules.game,  # a family game counts in its own rows
            helped=meta.helped,
        )
        if self.enabled:
            self._saved(save_stats(self.stats))
            if won:
                self._saved(clear_game())
        return True

    def finish_won(self, session, meta: GameMeta, casino: bool) -> dict:
        """Count a won game and say what the result panel shows of the statistics: the
        streak now, and whether the time or the score is a personal best."""
        state = session.game.state
        kind = (state.rules.name, state.draw, state.rules.game)
        before = self.stats.summary(*kind)
        counted = self.finish(session, meta, casino)
        after = self.stats.summary(*kind)

        def beaten(key: str, better) -> bool:
            new, old = after[key], before[key]
            return counted and new is not None and (old is None or better(new, old))

        return {
            "streak": after["current_streak"],
            "best_time": beaten("fastest_win", lambda new, old: new < old),
            "best_score": beaten("best_score", lambda new, old: new > old),
        }

    def reset_stats(self) -> None:
        self.stats.reset()
        if self.enabled:
            self._saved(save_stats(self.stats))
