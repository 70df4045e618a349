"""One damaged file never costs the others."""

from pathlib import Path

import pytest

from game.engine.game import Game
from game.persist import (
    Settings,
    Stats,
    load_game,
    load_settings,
    load_stats,
    save_game,
    save_settings,
    save_stats,
)


def save_all() -> tuple[Settings, Stats, dict]:
    settings = Settings(volume=0.3, draw=1)
    stats = Stats()
    stats.record_game("g", "standard", 1, True, 80, 200.0, 90, 1, None, None, "CF1-D1-X")
    game = Game.from_code("CF1-D3-AAAAACL").to_json()
    assert save_settings(settings) is None
    assert save_stats(stats) is None
    assert save_game(game) is None
    return settings, stats, game


@pytest.mark.parametrize("damaged", ["settings.json", "stats.json", "game.json"])
def test_one_damaged_file_leaves_the_others(home: Path, damaged: str):
    settings, stats, game = save_all()
    (home / damaged).write_text("{garbage")
    loaded_settings, settings_notice = load_settings()
    loaded_stats, stats_notice = load_stats()
    loaded_game, game_notice = load_game()
    notices = {
        "settings.json": settings_notice,
        "stats.json": stats_notice,
        "game.json": game_notice,
    }
    assert notices.pop(damaged) is not None
    assert list(notices.values()) == [None, None]
    if damaged != "settings.json":
        assert loaded_settings == settings
    if damaged != "stats.json":
        assert loaded_stats == stats
    if damaged != "game.json":
        assert loaded_game == game
    assert (home / f"{damaged}.damaged-1").read_text() == "{garbage"
