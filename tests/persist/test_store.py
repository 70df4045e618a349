"""The atomic JSON store: data dir, atomic replace, crash safety, set-aside, no raising,
no blocking on what is not a regular file, and held files that are never written."""

import json
import os
import socket
import stat
import time
from pathlib import Path

import pytest

from game.persist import store
from tests.persist.hostile import finishes, refuse


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


def test_a_file_that_cannot_be_read_is_named_in_its_notice(home: Path):
    (home / "x.json").mkdir(parents=True)
    notice = store.unreadable_notice("statistics", "x.json", "it is a folder", "They start anew.")
    assert f"from {home / 'x.json'} (it is a folder)" in notice  # the file, not its folder


def test_persist_never_imports_pygame():
    import subprocess
    import sys

    code = "import sys, game.persist; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


# --- files that are not what they seem: never block, never lose, never overwrite ----------


def test_a_fifo_is_never_opened_and_reading_returns_at_once(home: Path):
    home.mkdir()
    os.mkfifo(home / "x.json")  # no writer: a plain open() would wait for ever
    result = finishes(lambda: store.read_json("x.json"))
    assert result.unreadable and "FIFO" in result.unreadable
    assert stat.S_ISFIFO(os.lstat(home / "x.json").st_mode)  # left alone by reading


def test_the_opened_file_is_checked_again_so_a_swap_after_the_check_cannot_block(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    home.mkdir()
    (home / "x.json").write_text('{"a": 1}')
    os.mkfifo(home / "fifo")
    real_open = os.open

    def swapped(path, flags, *args, **kw):  # a FIFO put in its place after the stat
        if os.fspath(path) == os.fspath(home / "x.json"):
            return real_open(home / "fifo", flags, *args, **kw)
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", swapped)
    result = finishes(lambda: store.read_json("x.json"))
    assert result.unreadable and "FIFO" in result.unreadable


@pytest.mark.parametrize("kind", ["folder", "fifo", "socket", "device link", "dangling link"])
def test_what_is_not_a_regular_file_is_unreadable(home: Path, kind: str):
    home.mkdir()
    path = home / "x.json"
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        with socket.socket(socket.AF_UNIX) as sock:
            sock.bind(str(path))
    elif kind == "device link":
        os.symlink("/dev/zero", path)  # reading it would never end
    else:
        os.symlink(home / "nothing-here", path)
    result = finishes(lambda: store.read_json("x.json"))
    assert result.unreadable and not result.missing


def test_a_huge_file_is_refused_without_reading_it(home: Path, monkeypatch: pytest.MonkeyPatch):
    home.mkdir()
    with open(home / "x.json", "wb") as handle:
        handle.truncate(store.MAX_FILE_BYTES + 1)  # sparse: no disk used
    monkeypatch.setattr(os, "read", lambda *a: pytest.fail("the huge file was read"))
    assert store.read_json("x.json").damaged == "the file is far too large"


def test_a_file_that_cannot_be_opened_is_unreadable(home: Path, monkeypatch: pytest.MonkeyPatch):
    home.mkdir()
    (home / "x.json").write_text('{"a": 1}')
    refuse(monkeypatch, "open", home / "x.json")
    assert store.read_json("x.json").unreadable == "permission denied"


def test_keep_sets_aside_or_else_holds_and_a_held_file_is_never_written(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    home.mkdir()
    (home / "x.json").write_text("mine")
    refuse(monkeypatch, "rename", home / "x.json", errno=1)
    kept = store.keep("x.json")
    assert kept.held and kept.aside is None and "not permitted" in kept.failure
    assert store.is_held("x.json") and store.held_files() == ["x.json"]
    assert store.write_json("x.json", {"new": True}) is None  # skipped: told at load
    assert store.remove("x.json") is None
    assert (home / "x.json").read_text() == "mine"
    assert not [p for p in os.listdir(home) if p.endswith(".tmp")]


def test_a_held_file_is_held_only_in_its_own_data_dir(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    home.mkdir()
    (home / "x.json").write_text("mine")
    refuse(monkeypatch, "rename", home / "x.json", errno=1)
    assert store.keep("x.json").held
    monkeypatch.setenv("CANFIELD_HOME", str(tmp_path / "elsewhere"))
    assert not store.is_held("x.json") and store.held_files() == []
    assert store.write_json("x.json", {"a": 1}) is None
    assert (tmp_path / "elsewhere" / "x.json").exists()


def test_keep_without_a_file_neither_sets_aside_nor_holds(home: Path):
    assert store.keep("x.json") == store.Kept(failure="it has disappeared")
    assert not store.is_held("x.json")


def test_writing_never_replaces_a_fifo_or_a_socket(home: Path):
    home.mkdir()
    os.mkfifo(home / "x.json")
    failure = store.write_json("x.json", {"a": 1})
    assert failure and "FIFO" in failure
    assert stat.S_ISFIFO(os.lstat(home / "x.json").st_mode)
    assert store.remove("x.json") and stat.S_ISFIFO(os.lstat(home / "x.json").st_mode)
    assert [p for p in os.listdir(home) if p.endswith(".tmp")] == []
