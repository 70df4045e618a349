"""Statistics in `stats.json`: per game, rule preset and draw mode, the casino bank, daily deals.

Canfield's keys are "standard/3" as they always were (old files keep working); a family
game's (issue 13) put the game first: "rainbow-standard/1".

Each game is recorded once, by an id the caller chooses (e.g. the game code plus its
start time), so a game that is both "finished" and later "abandoned" by a new deal,
or recorded again after a crash, never counts twice. The recorded ids are kept in a
bounded list (the last `MAX_RECORDED_IDS`), which is far more than any double-record
window needs.

A bounded history of recent games (the last `MAX_HISTORY`: when, rules, draw, won, time,
score) feeds the statistics screen's pictures.

A damaged entry is dropped or reset on its own; the rest of the statistics survive. A row
of counters is one entry (its figures rest on each other): a damaged one is counted again
from the history where that holds every game ever counted, else it starts from zero. (A
recount lets the score of a game left after its solution was shown be the best score; the
history does not mark such games.)
"""

from __future__ import annotations

import datetime
import re
from dataclasses import asdict, dataclass, field, fields

from game.engine.deal import parse_code
from game.engine.moves import POINTS_PER_FOUNDATION_CARD
from game.engine.rules import DEFAULT_GAME, PRESETS, VARIANTS
from game.persist import store

STATS_FILE = "stats.json"
_WHAT = "statistics"
_SECTION = "stats"
_FALLBACK = "The statistics start again from zero."

MAX_RECORDED_IDS = 1000
MAX_ID = 200  # characters (the UI's ids are 32)
MAX_DAILY = 3660  # ten years of daily deals
MAX_SCORE = 52 * POINTS_PER_FOUNDATION_CARD  # every card home once
MAX_HISTORY = 500  # recent games for the pictures; enough for a long trend, small on disk
DRAWS = (1, 3)
_KEY = re.compile(r"[a-z0-9_-]{1,40}/[0-9]{1,2}")  # "standard/3"; unknown presets are kept


_GAME = re.compile(r"[a-z0-9_]{1,40}")  # a game's name in the history (unknown ones kept)


def stats_key(rules: str, draw: int, game: str = DEFAULT_GAME) -> str:
    """The key of one game, preset and draw mode: "standard/3" for Canfield (as it always
    was), "rainbow-standard/1" for a member of the family."""
    return f"{rules}/{draw}" if game == DEFAULT_GAME else f"{game}-{rules}/{draw}"


@dataclass
class PresetStats:
    """The counters of one preset and draw mode."""

    played: int = 0
    won: int = 0
    current_streak: int = 0  # wins in a row up to the last game (0 after a loss)
    best_streak: int = 0
    best_score: int | None = None
    fastest_win: float | None = None  # seconds
    total_time: float = 0.0  # seconds over all recorded games (for the average)
    won_time: float = 0.0  # seconds over won games (for the average winning time)
    hints: int = 0
    helped: int = 0  # games won with the solution shown (not counted as won)

    @property
    def win_rate(self) -> float:
        """Won / played as a fraction 0..1 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0

    def count(self, won: bool, helped_win: bool, seconds: float, score: int | None) -> None:
        """One more game: won by the player, or solved with help (`helped_win`), or
        neither; `score` None where it may not set the best score (the solution was
        shown)."""
        self.played += 1
        self.total_time += seconds
        if helped_win:
            self.helped += 1
        if won:
            self.won += 1
            self.won_time += seconds
            self.current_streak += 1
            self.best_streak = max(self.best_streak, self.current_streak)
            if self.fastest_win is None or seconds < self.fastest_win:
                self.fastest_win = seconds
        else:
            self.current_streak = 0
        if score is not None and (self.best_score is None or score > self.best_score):
            self.best_score = score

    def consistent(self) -> bool:
        """Whether the counters can stand together: no more wins (with help or not) than
        games, no longer run of wins than wins, no winning time without a win."""
        if self.won + self.helped > self.played:
            return False
        if max(self.current_streak, self.best_streak) > self.won:
            return False
        return self.won > 0 or (self.fastest_win is None and self.won_time == 0)


@dataclass
class DailyResult:
    """One daily-deal game."""

    date: str  # "YYYY-MM-DD"
    code: str
    won: bool
    seconds: float
    moves: int


@dataclass
class GameRecord:
    """One recorded game, for the history pictures."""

    when: str  # local date and time, ISO "YYYY-MM-DDTHH:MM:SS"
    rules: str
    draw: int
    won: bool
    seconds: float
    score: int
    game: str = DEFAULT_GAME
    helped: bool = False  # won with the solution shown (so `won` is False)


@dataclass
class Stats:
    """All statistics; mutate through `record_game` and `reset`, then `save_stats`."""

    presets: dict[str, PresetStats] = field(default_factory=dict)
    casino_bank: int = 0  # dollars across all casino games; may go negative
    daily: list[DailyResult] = field(default_factory=list)
    recorded_ids: list[str] = field(default_factory=list)  # oldest first, bounded
    history: list[GameRecord] = field(default_factory=list)  # oldest first, bounded

    def record_game(
        self,
        game_id: str,
        rules: str,
        draw: int,
        won: bool,
        score: int,
        seconds: float,
        moves: int,
        hints: int,
        casino_net: int | None,
        daily_date: str | None,
        code: str,
        played_at: str | None = None,
        game: str = DEFAULT_GAME,
        helped: bool = False,
    ) -> None:
        """Count one finished or abandoned game; a second call with the same id is ignored.

        `played_at` (ISO date and time) is when the game ended; now when not given.
        `game` is the member of the Canfield family (default: Canfield itself).
        `helped`: the solution was shown; a win then counts as solved with help, not won
        (no streak, time or score record), as if the player had not finished it.
        Raises ValueError for an unknown game, preset, draw mode or a malformed daily date
        (caller bugs, caught before anything is counted).
        """
        if game not in VARIANTS:
            raise ValueError(f"unknown game {game!r}")
        if rules not in PRESETS:
            raise ValueError(f"unknown rule preset {rules!r}")
        if draw not in DRAWS or isinstance(draw, bool):
            raise ValueError(f"draw must be 1 or 3, not {draw!r}")
        if daily_date is not None and not _is_date(daily_date):
            raise ValueError(f"daily date must be YYYY-MM-DD, not {daily_date!r}")
        if played_at is not None and not _is_when(played_at):
            raise ValueError(f"played_at must be an ISO date and time, not {played_at!r}")
        if game_id in self.recorded_ids:
            return
        self.recorded_ids.append(game_id)
        del self.recorded_ids[:-MAX_RECORDED_IDS]

        seconds = max(0.0, float(seconds))
        entry = self.presets.setdefault(stats_key(rules, draw, game), PresetStats())
        entry.hints += max(0, hints)
        solved_with_help = bool(won and helped)
        won = won and not helped  # with help: the solver's win, not the player's
        entry.count(won, solved_with_help, seconds, None if helped else score)
        if casino_net is not None:
            self.casino_bank += casino_net
        if daily_date is not None:
            self.daily.append(DailyResult(daily_date, code, bool(won), seconds, max(0, moves)))
            del self.daily[:-MAX_DAILY]
        when = played_at or datetime.datetime.now().isoformat(timespec="seconds")
        record = GameRecord(when, rules, draw, bool(won), seconds, score, game, solved_with_help)
        self.history.append(record)
        del self.history[:-MAX_HISTORY]

    def has_recorded(self, game_id: str) -> bool:
        """Whether `game_id` was already counted (so the UI can skip an "abandon" prompt)."""
        return game_id in self.recorded_ids

    def summary(self, rules: str, draw: int, game: str = DEFAULT_GAME) -> dict:
        """The figures a statistics screen shows for one game, preset and draw mode.

        Keys: played, won, win_rate (fraction 0..1), current_streak, best_streak,
        best_score, fastest_win (seconds), average_time (seconds over all recorded games),
        plus average_win_time and hints; the times and best score are None until known.
        """
        entry = self.presets.get(stats_key(rules, draw, game), PresetStats())
        return {
            "played": entry.played,
            "won": entry.won,
            "win_rate": entry.win_rate,
            "current_streak": entry.current_streak,
            "best_streak": entry.best_streak,
            "best_score": entry.best_score,
            "fastest_win": entry.fastest_win,
            "average_time": entry.total_time / entry.played if entry.played else None,
            "average_win_time": entry.won_time / entry.won if entry.won else None,
            "hints": entry.hints,
            "helped": entry.helped,
        }

    def reset(self) -> None:
        """Start the statistics over (counters, bank, daily history, game history).

        The recorded game ids are kept, so a game counted before the reset and recorded
        again afterwards (say, abandoned later) still counts only once.
        """
        self.presets.clear()
        self.casino_bank = 0
        self.daily.clear()
        self.history.clear()

    # --- JSON -------------------------------------------------------------------------

    def to_json(self) -> dict:
        return {
            "presets": {key: asdict(entry) for key, entry in self.presets.items()},
            "casino_bank": self.casino_bank,
            "daily": [asdict(d) for d in self.daily],
            "recorded_ids": list(self.recorded_ids),
            "history": [asdict(g) for g in self.history],
        }

    @classmethod
    def from_json(cls, data: dict) -> tuple[Stats, list[str]]:
        """Stats from a JSON object, and where values were bad (each dropped or reset alone)."""
        stats, bad = cls(), []
        ids = data.get("recorded_ids", [])
        # Ids are short (a uuid); megabytes of them would be rewritten after every game.
        if isinstance(ids, list) and all(isinstance(i, str) and len(i) <= MAX_ID for i in ids):
            stats.recorded_ids = ids[-MAX_RECORDED_IDS:]
        else:
            bad.append("recorded_ids")
        stats.history = _entries(data, "history", _game_from_json, MAX_HISTORY, bad)
        # Every game ever counted is in the history (none dropped by its bound, by a reset
        # or as damage): a damaged row can be counted again from it.
        whole = not bad and len(stats.recorded_ids) == len(stats.history) < MAX_HISTORY
        presets = data.get("presets", {})
        if isinstance(presets, dict):
            for key, raw in presets.items():
                if not isinstance(key, str) or not _KEY.fullmatch(key) or not isinstance(raw, dict):
                    bad.append(f"presets[{key!r}]")
                    continue
                history = stats.history if whole else None
                stats.presets[key] = _preset_from_json(raw, key, bad, history)
        else:
            bad.append("presets")
        bank = data.get("casino_bank", 0)
        if store.is_int(bank) and store.is_number(bank):
            stats.casino_bank = bank
        else:
            bad.append("casino_bank")
        stats.daily = _entries(data, "daily", _daily_from_json, MAX_DAILY, bad)
        return stats, bad


def _entries(data: dict, key: str, parse, limit: int, bad: list[str]) -> list:
    """The list `data[key]`, each entry read by `parse` (None: damaged, dropped and named
    in `bad`), the last `limit` kept."""
    raw_list = data.get(key, [])
    if not isinstance(raw_list, list):
        bad.append(key)
        return []
    entries = []
    for i, raw in enumerate(raw_list):
        entry = parse(raw)
        if entry is None:
            bad.append(f"{key}[{i}]")
        else:
            entries.append(entry)
    return entries[-limit:]


_is_date = store.is_date


def _is_code(value: object) -> bool:
    """A game code the statistics screen can show (a megabyte of junk would stall it)."""
    if not isinstance(value, str) or len(value) > 40:
        return False
    if not value:
        return True  # recorded for a game without a code
    try:
        parse_code(value)
    except ValueError:
        return False
    return True


def _is_seconds(value: object) -> bool:
    return store.is_number(value) and value >= 0  # type: ignore[operator]


_PRESET_CHECKS = {
    "played": store.is_count,
    "won": store.is_count,
    "current_streak": store.is_count,
    "best_streak": store.is_count,
    # no game scores more than every card once (the history keeps any score the caller gave)
    "best_score": lambda v: v is None or (store.is_int(v) and 0 <= v <= MAX_SCORE),
    "fastest_win": lambda v: v is None or _is_seconds(v),
    "total_time": _is_seconds,
    "won_time": _is_seconds,
    "hints": store.is_count,
    "helped": store.is_count,
}


def _preset_from_json(
    raw: dict, key: str, bad: list[str], history: list[GameRecord] | None
) -> PresetStats:
    """One row of counters. A bad value, or values that contradict each other, damage
    the row as a whole (a reset count beside the figures that rest on it said "played 0,
    solved with help 1", a tester saw): it is counted again from `history` when that
    holds every game, else it starts from zero. The hints count stands alone."""
    values, damaged = {}, False
    for f in fields(PresetStats):
        if f.name not in raw:
            continue
        value = raw[f.name]
        if _PRESET_CHECKS[f.name](value):
            values[f.name] = float(value) if f.name.endswith("time") else value
        else:
            bad.append(f"{key}.{f.name}")
            damaged = damaged or f.name != "hints"
    entry = PresetStats(**values)
    if entry.fastest_win is not None:
        entry.fastest_win = float(entry.fastest_win)
    if not damaged and entry.consistent():
        return entry
    if not damaged:
        bad.append(key)
    recounted = PresetStats(hints=entry.hints)
    for game in history or ():
        if stats_key(game.rules, game.draw, game.game) == key:
            recounted.count(
                game.won, game.helped, game.seconds, None if game.helped else game.score
            )
    return recounted


def _daily_from_json(raw: object) -> DailyResult | None:
    if not isinstance(raw, dict):
        return None
    date, code, won = raw.get("date"), raw.get("code"), raw.get("won")
    seconds, moves = raw.get("seconds"), raw.get("moves")
    if not (_is_date(date) and _is_code(code) and isinstance(won, bool)):
        return None
    if not (_is_seconds(seconds) and store.is_count(moves)):
        return None
    return DailyResult(date, code, won, float(seconds), moves)  # type: ignore[arg-type]


def _is_when(value: object) -> bool:
    """An ISO date and time (bounded: the screen parses every one)."""
    if not isinstance(value, str) or len(value) > 40 or not _is_date(value[:10]):
        return False
    try:
        datetime.datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _game_from_json(raw: object) -> GameRecord | None:
    if not isinstance(raw, dict):
        return None
    when, rules, draw, won = raw.get("when"), raw.get("rules"), raw.get("draw"), raw.get("won")
    seconds, score = raw.get("seconds"), raw.get("score")
    if not (_is_when(when) and isinstance(rules, str) and _KEY.fullmatch(f"{rules}/1")):
        return None  # an unknown but well-formed preset is kept, as in `presets`
    if not (draw in DRAWS and store.is_int(draw) and isinstance(won, bool)):
        return None
    if not (_is_seconds(seconds) and store.is_int(score) and store.is_number(score)):
        return None
    game = raw.get("game", DEFAULT_GAME)  # older files have Canfield games only
    if not (isinstance(game, str) and _GAME.fullmatch(game)):
        return None
    helped = raw.get("helped", False)  # older files: no game was solved with help
    if not isinstance(helped, bool) or (helped and won):
        return None
    return GameRecord(when, rules, draw, won, float(seconds), score, game, helped)  # type: ignore[arg-type]


def load_stats() -> tuple[Stats, str | None]:
    """The saved statistics (empty when none) and a notice if something was wrong.

    Never raises: a damaged file is set aside; partly bad statistics keep their good parts.
    """
    stats, notice, bad, kept = store.load_model(
        STATS_FILE, _SECTION, _WHAT, _FALLBACK, Stats, Stats.from_json, _envelope
    )
    if not bad:
        return stats, notice
    shown = ", ".join(bad[:5]) + (", ..." if len(bad) > 5 else "")
    notice = store.Notice(
        "Some statistics were damaged and were reset; the rest are kept "
        f"({shown}).{store.kept_note(_WHAT, kept)}",
        partial=True,
    )
    return stats, notice


def save_stats(stats: Stats) -> str | None:
    """Write the statistics atomically; returns None, or a notice if they were not saved."""
    failure = store.write_json(STATS_FILE, _envelope(stats))
    return store.save_notice(_WHAT, failure) if failure else None


def _envelope(stats: Stats) -> dict:
    return {"version": store.FORMAT_VERSION, _SECTION: stats.to_json()}
