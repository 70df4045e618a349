"""Settings: defaults, round trip, damaged files set aside, bad fields reset one by one."""

import json
import os
import stat
from dataclasses import fields
from pathlib import Path

import pytest

from game.persist import Settings, load_settings, save_settings
from tests.persist.hostile import finishes, refuse


def write(home: Path, content: object) -> None:
    home.mkdir(parents=True, exist_ok=True)
    text = content if isinstance(content, str) else json.dumps(content)
    (home / "settings.json").write_text(text)


def test_defaults_when_there_is_no_file(home: Path):
    settings, notice = load_settings()
    assert settings == Settings() and notice is None
    assert settings.volume == 0.8 and settings.window_size == (1280, 800)
    assert settings.language is None and settings.draw == 3 and settings.rules == "standard"
    assert not home.exists()  # loading alone writes nothing


def test_round_trip_of_every_field(home: Path):
    changed = Settings(
        sound=False,
        volume=0.25,
        animations=False,
        animation_speed="fast",
        click_mode="foundation",
        autofinish=False,
        fullscreen=False,
        window_size=(1024, 700),
        four_colour=True,
        card_back="red",
        scoring="casino",
        language="nl",
        solvable_deals=True,
        difficulty="hard",
        rules="hoyle",
        draw=1,
        confirm_leave=False,
        card_size="small",
        felt="burgundy",
        intro_seen=True,
        reduce_motion=True,
        large_index=True,
        game="rainbow",
        listed_next=7,
        list_first=("chameleon/strict/1/any", "rainbow/hoyle/1/hard"),
    )
    assert all(getattr(changed, f.name) != f.default for f in fields(Settings))
    assert save_settings(changed) is None
    assert load_settings() == (changed, None)


def test_unknown_keys_are_ignored_and_missing_keys_default(home: Path):
    write(home, {"version": 1, "settings": {"volume": 0.3, "from_the_future": 7}})
    assert load_settings() == (Settings(volume=0.3), None)
    assert (home / "settings.json").exists()


@pytest.mark.parametrize(
    "content",
    [
        "",
        "garbage \x00\x01 ~~~",
        '{"version": 1, "settings": {"sound": fal',  # truncated
        "[1, 2, 3]",
        '"just a string"',
        '{"version": 1, "settings": ["sound"]}',
        '{"version": 2, "settings": {}}',
        '{"sound": true}',  # no envelope
    ],
)
def test_damaged_file_is_set_aside_with_a_notice(home: Path, content: str):
    write(home, content)
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice and "settings.json.damaged-1" in notice
    assert not (home / "settings.json").exists()
    assert (home / "settings.json.damaged-1").read_text() == content
    # The next save writes a fresh file next to the kept one.
    assert save_settings(settings) is None
    assert load_settings() == (Settings(), None)
    assert (home / "settings.json.damaged-1").exists()


BAD_VALUES = {
    "sound": ["yes", 1, None],
    "volume": [1.5, -0.1, "loud", True, None],
    "animations": [0, "true"],
    "animation_speed": ["warp", 1],
    "click_mode": ["double", None],
    "autofinish": [None, "no"],
    "fullscreen": [1],
    "window_size": [[100, 800], [1280], "1280x800", [1280.0, 800], [True, 800], None],
    "four_colour": ["false"],
    "card_back": ["", 3, "../../etc/passwd", "Blue Sky"],
    "scoring": ["vegas"],
    "language": ["fr", 0, "EN"],
    "solvable_deals": ["1"],
    "difficulty": ["extreme", None, 1],
    "rules": ["klondike", None],
    "draw": [2, "3", 3.0, True],
    "listed_next": [-1, "3", 1.0, True, None, 2**31],
    "list_first": [
        "chameleon/strict/1/any",
        ["chameleon/strict/2/any"],
        ["klondike/strict/1/any"],
        ["chameleon/strict/1"],
        [None],
        {"chameleon/strict/1/any": 1},
    ],
}


@pytest.mark.parametrize(
    "name, value", [(name, value) for name, values in BAD_VALUES.items() for value in values]
)
def test_one_bad_value_resets_only_that_field(home: Path, name: str, value: object):
    good = Settings(sound=False, volume=0.5, rules="strict", draw=1, language="de")
    data = good.to_json()
    data[name] = value
    write(home, {"version": 1, "settings": data})
    settings, notice = load_settings()
    expected = {f.name: getattr(good, f.name) for f in fields(Settings)}
    expected[name] = getattr(Settings(), name)
    assert {f.name: getattr(settings, f.name) for f in fields(Settings)} == expected
    assert notice and name in notice and "settings.json.damaged-1" in notice
    # The original is kept and the repaired settings are already stored: next start is clean.
    assert json.loads((home / "settings.json.damaged-1").read_text())["settings"][name] == value
    assert load_settings() == (settings, None)


def test_several_bad_values_are_all_named(home: Path):
    write(home, {"version": 1, "settings": {"volume": 9, "draw": 2, "sound": False}})
    settings, notice = load_settings()
    assert settings == Settings(sound=False)
    assert notice and "volume" in notice and "draw" in notice


def test_volume_edges_and_integer_volume_are_accepted(home: Path):
    for volume in (0, 1, 0.0, 1.0):
        write(home, {"version": 1, "settings": {"volume": volume}})
        settings, notice = load_settings()
        assert notice is None and settings.volume == float(volume)
        assert isinstance(settings.volume, float)


@pytest.mark.parametrize("unusable_home", ["file", "inside"], indirect=True)
def test_unusable_data_dir_gives_defaults_and_notices(unusable_home: Path):
    settings, notice = load_settings()
    assert settings == Settings() and notice
    failure = save_settings(Settings(volume=0.1))
    assert failure and "could not be saved" in failure


def test_crash_before_rename_keeps_old_settings(home: Path, monkeypatch: pytest.MonkeyPatch):
    save_settings(Settings(volume=0.2))

    def crash(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    assert save_settings(Settings(volume=0.9))
    monkeypatch.undo()
    monkeypatch.setenv("CANFIELD_HOME", str(home))
    assert load_settings() == (Settings(volume=0.2), None)
    assert os.listdir(home) == ["settings.json"]


# --- values the game cannot use, though well formed ----------------------------------------

BACKS = ["blue", "green", "red"]


@pytest.mark.parametrize("back", ["purple", "gold", "blue2"])
def test_a_card_back_the_game_does_not_have_goes_back_to_the_default(home: Path, back: str):
    write(home, {"version": 1, "settings": {"card_back": back, "volume": 0.3}})
    settings, notice = load_settings(card_backs=BACKS)
    assert settings == Settings(volume=0.3) and settings.card_back == "blue"
    assert notice and "card_back" in notice and "settings.json.damaged-1" in notice
    kept = json.loads((home / "settings.json.damaged-1").read_text())
    assert kept["settings"]["card_back"] == back
    assert load_settings(card_backs=BACKS) == (settings, None)  # repaired on disk


def test_a_card_back_the_game_has_is_kept(home: Path):
    write(home, {"version": 1, "settings": {"card_back": "green"}})
    assert load_settings(card_backs=BACKS) == (Settings(card_back="green"), None)


def test_without_the_default_back_the_first_the_game_has_is_used(home: Path):
    settings, notice = load_settings(card_backs=["red", "gold"])
    assert settings.card_back == "gold" and notice is None  # no file: nothing was wrong
    write(home, {"version": 1, "settings": {"card_back": "blue"}})
    settings, notice = load_settings(card_backs=["red", "gold"])
    assert settings.card_back == "gold" and notice and "card_back" in notice


def test_the_card_backs_of_the_real_assets_are_the_ones_checked():
    from game.ui.assets import CardArt

    backs = CardArt().back_names()
    assert "blue" in backs and Settings().card_back == "blue"
    assert Settings.from_json({"card_back": "purple"}, backs) == (Settings(), ["card_back"])


def test_the_languages_are_those_with_texts():
    from game.i18n import LANGUAGES

    for lang in LANGUAGES:
        assert Settings.from_json({"language": lang}) == (Settings(language=lang), [])
    assert Settings.from_json({"language": "fr"}) == (Settings(), ["language"])


def test_numbers_beyond_floats_are_bad_values(home: Path):
    text = '{"version": 1, "settings": {"volume": 1e999, "window_size": [1e999, 800]}}'
    write(home, text)
    settings, notice = load_settings()
    assert settings == Settings() and "volume" in notice and "window_size" in notice


# --- files that cannot be read or moved ----------------------------------------------------


def test_an_unreadable_file_is_moved_aside_before_anything_is_saved(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    write(home, {"version": 1, "settings": {"volume": 0.1}})
    before = (home / "settings.json").read_bytes()
    refuse(monkeypatch, "open", home / "settings.json", 13)
    settings, notice = load_settings()
    assert settings == Settings()
    assert "permission denied" in notice and "settings.json.damaged-1" in notice
    assert save_settings(Settings(volume=0.9)) is None
    assert (home / "settings.json.damaged-1").read_bytes() == before


def test_an_unreadable_file_that_cannot_be_moved_is_never_written(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    write(home, {"version": 1, "settings": {"volume": 0.1}})
    before = (home / "settings.json").read_bytes()
    refuse(monkeypatch, "open", home / "settings.json", 13)
    refuse(monkeypatch, "rename", home / "settings.json", 1)
    settings, notice = load_settings()
    assert settings == Settings()
    assert "left as it is" in notice and "will not be saved" in notice
    assert save_settings(Settings(volume=0.9)) is None  # skipped, as the notice said
    assert (home / "settings.json").read_bytes() == before
    assert os.listdir(home) == ["settings.json"]


def test_a_partly_bad_file_that_cannot_be_moved_is_not_repaired_over(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    write(home, {"version": 1, "settings": {"volume": 0.1, "draw": 2}})
    before = (home / "settings.json").read_bytes()
    refuse(monkeypatch, "rename", home / "settings.json", 1)
    settings, notice = load_settings()
    assert settings == Settings(volume=0.1)  # the good values are used all the same
    assert "draw" in notice and "will not be saved" in notice
    save_settings(settings)
    assert (home / "settings.json").read_bytes() == before


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_fifo_or_folder_named_settings_is_set_aside_and_start_goes_on(home: Path, kind: str):
    home.mkdir()
    path = home / "settings.json"
    os.mkfifo(path) if kind == "fifo" else path.mkdir()
    settings, notice = finishes(load_settings)  # a FIFO used to block here for ever
    assert settings == Settings() and "settings.json.damaged-1" in notice
    aside = os.lstat(home / "settings.json.damaged-1").st_mode
    assert stat.S_ISFIFO(aside) if kind == "fifo" else stat.S_ISDIR(aside)
    assert save_settings(Settings(volume=0.4)) is None
    assert load_settings() == (Settings(volume=0.4), None)


def test_the_persist_layer_s_bands_are_the_solver_s():
    from game.persist.savegame import BANDS
    from game.persist.settings import DIFFICULTIES
    from game.solver.difficulty import BANDS as SOLVER_BANDS

    assert BANDS == SOLVER_BANDS and ("any", *SOLVER_BANDS) == DIFFICULTIES
