"""The game in progress in `game.json`, as `{"version": 1, "game": <dict>}`.

The dict is `Game.to_json()` (start position, moves and redo moves) plus whatever the
UI adds (elapsed seconds, hints used, game id). Only the envelope is checked here:
the engine is the judge of the game itself, so the UI rebuilds it with
`Game.from_json` and, if that raises ValueError, calls `set_aside_game` so the bad
save is kept for a bug report and never offered again.
"""

from __future__ import annotations

from game.persist import store

GAME_FILE = "game.json"
_WHAT = "saved game"
_SECTION = "game"
_FALLBACK = "A new game is dealt instead."


def save_game(data: dict) -> str | None:
    """Write the game in progress atomically; returns None, or a notice if it was not saved."""
    failure = store.write_json(GAME_FILE, {"version": store.FORMAT_VERSION, _SECTION: data})
    return store.save_notice(_WHAT, failure) if failure else None


def load_game() -> tuple[dict | None, str | None]:
    """The saved game dict (None when there is none or it is unusable) and a notice.

    Never raises; a file with a bad envelope is set aside.
    """
    result = store.read_section(GAME_FILE, _SECTION)
    if result.missing:
        return None, None
    if result.unreadable:
        return None, store.unreadable_notice(_WHAT, result.unreadable, _FALLBACK)
    if result.damaged:
        return None, store.damaged_notice(_WHAT, GAME_FILE, result.damaged, _FALLBACK)
    return result.data, None  # type: ignore[return-value]


def clear_game() -> str | None:
    """Forget the saved game (it was won, lost or abandoned); returns a notice on failure."""
    failure = store.remove(GAME_FILE)
    return f"The finished game could not be removed: {failure}." if failure else None


def set_aside_game(reason: str) -> str:
    """Keep a saved game the engine rejected as `game.json.damaged-<n>`; returns the notice.

    `reason` is why it was rejected (e.g. the ValueError's message).
    """
    return store.damaged_notice(_WHAT, GAME_FILE, reason, _FALLBACK)
