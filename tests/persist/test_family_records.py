"""Statistics and settings of the Canfield family (issue 13): Canfield's keys stay as they
were, a family game counts under its own key, old files keep working."""

import json
from pathlib import Path

import pytest

from game.persist import Settings, Stats, load_settings, load_stats, save_settings, save_stats
from game.persist.stats import stats_key
from tests.persist.test_stats import record  # one way to record a game in tests


def test_canfield_keys_are_as_before_and_family_keys_name_the_game():
    assert stats_key("standard", 3) == "standard/3"
    assert stats_key("hoyle", 1, "canfield") == "hoyle/1"
    assert stats_key("strict", 1, "rainbow") == "rainbow-strict/1"


def test_a_family_game_counts_in_its_own_row_only():
    stats = Stats()
    record(stats, "a", True, draw=1, game="rainbow", code="RB1-D1-AAAAAAB")
    record(stats, "b", False)
    assert stats.summary("standard", 1, "rainbow")["won"] == 1
    assert stats.summary("standard", 1)["played"] == 0  # Canfield's row is untouched
    assert stats.summary("standard", 3)["played"] == 1
    assert set(stats.presets) == {"rainbow-standard/1", "standard/3"}
    assert stats.history[0].game == "rainbow" and stats.history[1].game == "canfield"


def test_an_unknown_game_is_refused_before_anything_counts():
    stats = Stats()
    with pytest.raises(ValueError):
        record(stats, "a", True, game="klondike")
    assert stats.presets == {} and stats.recorded_ids == []


def test_family_statistics_survive_a_round_trip(home: Path):
    stats = Stats()
    record(stats, "a", True, draw=1, game="chameleon", code="CH1-D1-AAAAAAB")
    record(stats, "b", True)
    assert save_stats(stats) is None
    loaded, notice = load_stats()
    assert notice is None and loaded == stats
    assert loaded.summary("standard", 1, "chameleon")["won"] == 1


def test_an_old_file_without_games_reads_as_canfield(home: Path):
    old = {
        "version": 1,
        "stats": {
            "presets": {"standard/3": {"played": 2, "won": 1}},
            "history": [
                {
                    "when": "2025-01-02T10:00:00",
                    "rules": "standard",
                    "draw": 3,
                    "won": True,
                    "seconds": 90.0,
                    "score": 40,
                }
            ],
        },
    }
    home.mkdir(parents=True, exist_ok=True)
    (home / "stats.json").write_text(json.dumps(old))
    stats, notice = load_stats()
    assert notice is None
    assert stats.summary("standard", 3)["played"] == 2 and set(stats.presets) == {"standard/3"}
    assert stats.history[0].game == "canfield"


def test_a_bad_game_in_the_history_drops_that_entry_alone(home: Path):
    entry = {"when": "2025-01-02T10:00:00", "rules": "standard", "draw": 1, "won": False}
    entry.update(seconds=5.0, score=0)
    data = {"history": [{**entry, "game": "rainbow"}, {**entry, "game": "../x"}]}
    stats, bad = Stats.from_json(data)
    assert [g.game for g in stats.history] == ["rainbow"] and bad == ["history[1]"]


def test_the_chosen_game_is_a_setting(home: Path):
    assert Settings().game == "canfield"
    assert save_settings(Settings(game="acme")) is None
    assert load_settings() == (Settings(game="acme"), None)


@pytest.mark.parametrize("value", ["klondike", "", 3, None, "RAINBOW"])
def test_an_unknown_game_setting_goes_back_to_canfield(home: Path, value):
    home.mkdir(parents=True, exist_ok=True)
    data = Settings(draw=1).to_json()
    data["game"] = value
    (home / "settings.json").write_text(json.dumps({"version": 1, "settings": data}))
    settings, notice = load_settings()
    assert settings == Settings(draw=1) and notice and "game" in notice
