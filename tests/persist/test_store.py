"""The atomic JSON store: data dir, atomic replace, crash safety, set-aside, no raising."""

import json
import os
import time
from pathlib import Path

import pytest

from game.persist import store


def test_data_dir_follows_canfield_home(home: Path):
    assert store.data_dir() == home


def test_data_dir_defaults_to_platform_user_data_dir(monkeypatch: pytest.MonkeyPatch):
    import platformdirs

    monkeypatch.delenv("CANFIELD_HOME", raising=False)
    assert store.data_dir() == Path(platformdirs.user_data_dir("canfield", appauthor=False))


def test_write_creates_the_directory_and_round_trips(home: Path):
    assert not home.exists()
    assert store.write_json("x.json", {"version": 1, "x": {"a": [1, 2], "b": "ü"}}) is None
    assert json.loads((home / "x.json").read_text("utf-8")) == {
        "version": 1,
        "x": {"a": [1, 2], "b": "ü"},
    }
    assert store.read_section("x.json", "x").data == {"a": [1, 2], "b": "ü"}
    assert os.listdir(home) == ["x.json"]  # no temp files left


def test_crash_between_write_and_rename_keeps_old_file_and_no_temp(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    store.write_json("x.json", {"old": True})
    before = (home / "x.json").read_bytes()

    def crash(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", crash)
    failure = store.write_json("x.json", {"old": False})
    assert failure and "could not be written" in failure
    assert (home / "x.json").read_bytes() == before
    assert os.listdir(home) == ["x.json"]


def test_interrupt_during_write_cleans_up_and_propagates(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    store.write_json("x.json", {"old": True})

    def interrupt(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        store.write_json("x.json", {"old": False})
    assert json.loads((home / "x.json").read_text()) == {"old": True}
    assert os.listdir(home) == ["x.json"]


def test_temp_files_left_by_a_killed_run_are_cleaned_up_later(home: Path):
    home.mkdir()
    old = home / ".x.json.abc123.tmp"
    fresh = home / ".x.json.def456.tmp"  # maybe another save right now: left alone
    other = home / ".y.json.abc123.tmp"
    for path in (old, fresh, other):
        path.write_text("half")
    two_hours_ago = time.time() - 7200
    for path in (old, other):
        os.utime(path, (two_hours_ago, two_hours_ago))
    assert store.write_json("x.json", {"a": 1}) is None
    assert sorted(os.listdir(home)) == sorted([fresh.name, other.name, "x.json"])


def test_unserialisable_data_is_a_notice_not_an_exception(home: Path):
    assert store.write_json("x.json", {"bad": object()})
    assert store.write_json("x.json", {"bad": float("nan")})
    assert not (home / "x.json").exists()


@pytest.mark.parametrize("unusable_home", ["file", "inside"], indirect=True)
def test_unusable_directory_never_raises(unusable_home: Path, tmp_path: Path):
    assert store.read_json("x.json").unreadable
    assert store.write_json("x.json", {"a": 1})
    assert store.remove("x.json") is None
    assert (tmp_path / "not-a-dir").read_text() == "I am a file\n"


@pytest.mark.parametrize(
    "content, damage",
    [
        (b"", "empty"),
        (b"  \n", "empty"),
        (b"\xff\xfe garbage \x00", "not text"),
        (b"}{ not json", "not valid JSON"),
        (b'{"version": 1, "x": {"a": ', "not valid JSON"),
        (b"[" * 100_000, "not valid JSON"),  # nesting deep enough to hit the recursion limit
        (b'{"version": 1, "x": {"a": NaN}}', "not valid JSON"),
        (b"[1, 2, 3]", "JSON object"),
        (b"null", "JSON object"),
        (b'{"x": {}}', "no format version"),
        (b'{"version": true, "x": {}}', "no format version"),
        (b'{"version": 99, "x": {}}', "format version 99"),
        (b'{"version": 1, "x": []}', "no 'x' object"),
    ],
)
def test_damage_is_recognised(home: Path, content: bytes, damage: str):
    home.mkdir()
    (home / "x.json").write_bytes(content)
    result = store.read_section("x.json", "x")
    assert result.damaged and damage in result.damaged


def test_set_aside_picks_a_free_name_and_keeps_the_data(home: Path):
    home.mkdir()
    (home / "x.json.damaged-1").write_text("first")
    (home / "x.json").write_text("second")
    aside, failure = store.set_aside("x.json")
    assert (aside, failure) == ("x.json.damaged-2", None)
    assert (home / "x.json.damaged-1").read_text() == "first"
    assert (home / "x.json.damaged-2").read_text() == "second"
    assert not (home / "x.json").exists()


def test_a_directory_where_the_file_should_be_is_reported_not_deleted(home: Path):
    (home / "x.json").mkdir(parents=True)
    assert store.read_json("x.json").unreadable
    assert store.write_json("x.json", {"a": 1})
    assert (home / "x.json").is_dir()
    assert [p for p in os.listdir(home) if p.endswith(".tmp")] == []


def test_persist_never_imports_pygame():
    import subprocess
    import sys

    code = "import sys, game.persist; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], check=True)
