"""Persistence: settings, statistics and the game in progress as JSON files.

Files live in the user data directory (`platformdirs.user_data_dir("canfield")`), or
in `$CANFIELD_HOME` when set. Nothing here raises on a bad disk or a damaged file:
loads fall back to defaults and saves report failure, each with a short notice for the
UI to show, so the game always goes on. Never imports pygame.
"""

from game.persist.savegame import clear_game, load_game, save_game, set_aside_game
from game.persist.settings import Settings, load_settings, save_settings
from game.persist.stats import DailyResult, PresetStats, Stats, load_stats, save_stats
from game.persist.store import data_dir

__all__ = [
    "DailyResult",
    "PresetStats",
    "Settings",
    "Stats",
    "clear_game",
    "data_dir",
    "load_game",
    "load_settings",
    "load_stats",
    "save_game",
    "save_settings",
    "save_stats",
    "set_aside_game",
]
