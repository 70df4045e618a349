"""Persistence: settings, statistics and the game in progress as JSON files.

Files live in the user data directory (`platformdirs.user_data_dir("canfield")`), or
in `$CANFIELD_HOME` when set. Nothing here raises on a bad disk or a damaged file:
loads fall back to defaults and saves report failure, each with a short notice for the
UI to show, so the game always goes on. A file whose content is not used is set aside
as `<name>.damaged-<n>`; one that cannot even be moved is held (`is_held`): left as it
is and never written this run. Never imports pygame.
"""

from game.persist.savegame import (
    GAME_FILE,
    SavedGame,
    clear_game,
    load_game,
    load_saved_game,
    save_game,
    set_aside_game,
)
from game.persist.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from game.persist.stats import STATS_FILE, DailyResult, PresetStats, Stats, load_stats, save_stats
from game.persist.store import data_dir, held_files, is_held

__all__ = [
    "GAME_FILE",
    "SETTINGS_FILE",
    "STATS_FILE",
    "DailyResult",
    "PresetStats",
    "SavedGame",
    "Settings",
    "Stats",
    "clear_game",
    "data_dir",
    "held_files",
    "is_held",
    "load_game",
    "load_saved_game",
    "load_settings",
    "load_stats",
    "save_game",
    "save_settings",
    "save_stats",
    "set_aside_game",
]
