"""The game in progress in `game.json`, as `{"version": 1, "game": <dict>}`.

The dict is what the UI saves: `{"engine": Game.to_json(), "id", "daily", "elapsed",
"hints", "slots", "slots_redo", "banked", "helped", "band", "stuck_aside"}`.
`load_saved_game` checks all of it before the game is offered again, so a resumed game
can never fail later (on Ctrl+Y, at the finish):

- the engine rebuilds the game by replaying its moves (it is the judge of the rules);
  where a move does not play, the game goes on from the move before it (the moves after
  it and the redo moves are dropped); a game whose deal cannot be set up is set aside
  and a new one is dealt;
- the redo list is replayed too, on the rebuilt game and undone again: a redo list that
  does not play from the position is dropped and the game itself kept (so are its undo
  steps, "redo_joined", when they are not indices of redo moves);
- the id, the daily date, the elapsed seconds and the hints count must be usable (a
  daily date the statistics would refuse, a clock of a year, a count of 10**15); a bad
  one is reset alone;
- the slot choices must be slot numbers or None; bad ones are reset (the UI reads
  whatever is left tolerantly, a missing or short list as "leftmost").

A partly bad save is kept as `game.json.damaged-<n>` and its repaired form stored, as
settings are. Never raises.
"""

from __future__ import annotations

import math
import uuid
from dataclasses import dataclass

from game.engine.cards import SUITS
from game.engine.game import Game
from game.engine.moves import move_from_json
from game.persist import store

GAME_FILE = "game.json"
_WHAT = "saved game"
_SECTION = "game"
_FALLBACK = "A new game is dealt instead."

MAX_MOVES = 20_000  # moves and redo moves together; replaying 20,000 takes about a second
MAX_ELAPSED = 10 * 24 * 3600.0  # seconds: a clock past ten days is damage, not play
MAX_HINTS = 100_000
BANDS = ("easy", "medium", "hard")  # a rated deal's difficulty (game/solver/difficulty.py)
MAX_ID = 200  # characters
_REASON_CHARS = 200  # an engine message quoting a hostile value is cut to this


@dataclass
class SavedGame:
    """A saved game that was checked whole: every move and redo move plays."""

    game: Game
    id: str
    daily: str | None  # ISO date of a daily deal
    elapsed: float  # seconds
    hints: int
    slots: list  # a slot number or None per move (the UI's `slots.normalise` fits the length)
    slots_redo: list
    redo_count: int
    banked: int | None = None  # casino dollars of this deal already in the bank
    helped: bool = False  # the solution was shown: a win counts as solved with help
    band: str | None = None  # the deal's difficulty, where it was rated (solvable deals)
    stuck_aside: int | None = None  # the move count where "No more moves" was set aside


def save_game(data: dict) -> str | None:
    """Write the game in progress atomically; returns None, or a notice if it was not saved."""
    envelope = {"version": store.FORMAT_VERSION, _SECTION: data}
    failure = store.write_json(GAME_FILE, envelope, compact=True)
    return store.save_notice(_WHAT, failure) if failure else None


def load_game() -> tuple[dict | None, str | None]:
    """The saved game dict, its envelope checked only (None when there is none or it is
    unusable), and a notice. Never raises; an unreadable or damaged file is set aside
    (or held where it is, if it cannot be moved). `load_saved_game` checks the rest."""
    result = store.read_section(GAME_FILE, _SECTION)
    if result.missing:
        return None, None
    if result.unreadable or result.damaged:
        return None, store.lost_notice(_WHAT, GAME_FILE, result, _FALLBACK)
    return result.data, None  # type: ignore[return-value]


def load_saved_game() -> tuple[SavedGame | None, str | None]:
    """The saved game, checked whole, and a notice if something was wrong.

    (None, notice): the file was unusable and was set aside (or held), deal a new game.
    (saved, notice): parts were reset (see the module doc) and the game goes on.
    Never raises.
    """
    data, notice = load_game()
    if data is None:
        return None, notice
    game, why, dropped = _rebuild(data)
    if game is None:
        return None, set_aside_game(why)
    bad: list[str] = [dropped] if dropped else []
    engine = data["engine"]
    redo = engine.get("redo", []) if not dropped else []  # they followed the dropped moves
    redo_why = _check_redo(game, redo)
    if redo_why is None:
        try:  # the undo steps of the redo moves (a game saved before groups has none)
            game.join_redo(engine.get("redo_joined", []))
        except Exception as error:  # as in _rebuild
            redo_why = _brief(error)
    if redo_why is not None:
        bad.append(f"the redo moves ({redo_why})")
        game, why, _ = _rebuild(data)  # the same game again, without the redo moves
        if game is None:  # cannot happen (it was rebuilt once), but never crash on it
            return None, set_aside_game(why)
    saved = SavedGame(
        game=game,
        id=_field(data, "id", _is_id, uuid.uuid4().hex, bad, "the game id"),
        daily=_field(data, "daily", _is_daily, None, bad, "the daily date"),
        elapsed=float(_field(data, "elapsed", _is_elapsed, 0.0, bad, "the time")),
        hints=_field(data, "hints", _is_hints, 0, bad, "the hints count"),
        slots=_field(data, "slots", _is_slots, [], bad, "the foundation slots"),
        slots_redo=(
            _field(data, "slots_redo", _is_slots, [], bad, "the foundation slots of the redo")
            if redo_why is None
            else []
        ),
        redo_count=len(redo) if redo_why is None else 0,
        banked=_field(data, "banked", _is_banked, None, bad, "the casino stake"),
        helped=_field(data, "helped", _is_flag, False, bad, "the help mark"),
        band=_field(data, "band", _is_band, None, bad, "the difficulty"),
        stuck_aside=_field(data, "stuck_aside", _is_move_count, None, bad, "the panel mark"),
    )
    if not bad:
        return saved, None
    kept = store.set_aside_and_rewrite(
        GAME_FILE, {"version": store.FORMAT_VERSION, _SECTION: _repaired(saved)}
    )
    return saved, (
        f"The saved game was resumed, but some of it was not valid and was reset: "
        f"{'; '.join(bad)}.{store.kept_note(_WHAT, kept)}"
    )


def _rebuild(data: dict) -> tuple[Game | None, str, str | None]:
    """The game from its moves, without the redo moves: (game, "", None); where a move
    does not play, the game up to it, from its own deal, and what was dropped (game, "",
    part); (None, why, None) if not even the deal can be set up. A damaged move costs the
    moves after it, not the deal and all before it."""
    engine = data.get("engine")
    if not isinstance(engine, dict):
        return None, "it holds no game", None
    moves, redo = engine.get("moves", []), engine.get("redo", [])
    if not isinstance(moves, list):  # the deal itself may be whole: it starts again
        game, _played = _played_prefix(engine, [])
        return (game, "", "the moves (not a list)") if game else (None, "no moves list", None)
    if len(moves) + (len(redo) if isinstance(redo, list) else 0) > MAX_MOVES:
        return None, f"it holds more than {MAX_MOVES} moves", None
    try:
        return Game.from_json({**engine, "redo": [], "redo_joined": []}), "", None
    # Whatever the engine throws at hostile input (a ValueError by its contract, but a
    # deep structure in a message can raise RecursionError) means: this game is unusable.
    except Exception as error:
        why = _brief(error)
    game, played = _played_prefix(engine, moves)
    if game is None:
        return None, why, None
    part = "the undo steps" if played == len(moves) else f"the moves from move {played + 1} on"
    return game, "", f"{part} ({why})"


def _played_prefix(engine: dict, moves: list) -> tuple[Game | None, int]:
    """The saved deal with as many of its moves as play in order (None: no deal)."""
    try:
        game = Game.from_json({**engine, "moves": [], "joined": [], "redo": []})
    except Exception:  # as in _rebuild
        return None, 0
    for played, raw in enumerate(moves):
        try:
            game.play(move_from_json(raw, game.state))
        except Exception:  # as in _rebuild
            return game, played
    return game, len(moves)


def _check_redo(game: Game, redo: object) -> str | None:
    """Replay the redo moves on `game` and undo them again, which leaves exactly the redo
    list `Game.from_json` would have made; returns None, or why they do not play (then
    `game` is left with a partial redo list and must be rebuilt)."""
    if not isinstance(redo, list):
        return "not a list"
    played = 0
    try:
        for raw in redo:
            game.play(move_from_json(raw, game.state))
            played += 1
    except Exception as error:  # as in _rebuild
        return f"move {played + 1}: {_brief(error)}"
    finally:
        for _ in range(played):
            game.undo()
    return None


def _brief(error: BaseException) -> str:
    try:
        text = str(error) or type(error).__name__
    except Exception:  # a message that cannot even be made (RecursionError)
        text = type(error).__name__
    return text if len(text) <= _REASON_CHARS else text[:_REASON_CHARS] + "..."


def _field(data: dict, key: str, check, default, bad: list[str], label: str):
    """`data[key]` if it is usable; the default if it is missing (an older save) or, with
    a note in `bad`, if it is not."""
    if key not in data:
        return default
    if check(data[key]):
        return data[key]
    bad.append(label)
    return default


def _is_id(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_ID


def _is_daily(value: object) -> bool:
    return value is None or store.is_date(value)  # the statistics refuse any other


def _is_elapsed(value: object) -> bool:
    return (
        store.is_number(value)
        and math.isfinite(value)  # type: ignore[arg-type]
        and 0 <= value <= MAX_ELAPSED  # type: ignore[operator]
    )


def _is_banked(value: object) -> bool:
    # What a deal's casino result can be: -$52 stake plus $5 for each card home.
    return value is None or (store.is_int(value) and -52 <= value <= 5 * 52 - 52)


def _is_flag(value: object) -> bool:
    return type(value) is bool


def _is_move_count(value: object) -> bool:
    return value is None or (store.is_count(value) and value <= MAX_MOVES)  # type: ignore[operator]


def _is_band(value: object) -> bool:
    return value is None or value in BANDS


def _is_hints(value: object) -> bool:
    return store.is_count(value) and value <= MAX_HINTS  # type: ignore[operator]


def _is_slots(value: object) -> bool:
    # A slot choice per move: a slot number, or None for "the leftmost empty one".
    return isinstance(value, list) and all(
        c is None or (type(c) is int and 0 <= c < len(SUITS)) for c in value
    )


def _repaired(saved: SavedGame) -> dict:
    return {
        "engine": saved.game.to_json(),
        "id": saved.id,
        "daily": saved.daily,
        "elapsed": saved.elapsed,
        "hints": saved.hints,
        "slots": saved.slots,
        "slots_redo": saved.slots_redo,
        "banked": saved.banked,
        "helped": saved.helped,
        "band": saved.band,
        "stuck_aside": saved.stuck_aside,
    }


def clear_game() -> str | None:
    """Forget the saved game (it was won, lost or abandoned); returns a notice on failure."""
    failure = store.remove(GAME_FILE)
    return f"The finished game could not be removed: {failure}." if failure else None


def set_aside_game(reason: str) -> str:
    """Keep a saved game that cannot be used as `game.json.damaged-<n>` (or hold it where
    it is); returns the notice. `reason` is why it was rejected."""
    return store.damaged_notice(_WHAT, GAME_FILE, reason, _FALLBACK)
