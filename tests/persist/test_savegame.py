"""The game in progress: envelope, round trip with a real Game, set-aside, clearing."""

import json
import os
from pathlib import Path

import pytest

from game.engine.game import Game
from game.persist import clear_game, load_game, save_game, set_aside_game


def played_game() -> Game:
    """A few varied moves from a known deal, the last one taken back (so redo is non-empty)."""
    game = Game.from_code("CF1-D3-AAAAACL")
    for _ in range(8):
        moves = game.legal_moves()
        not_stock = [m for m in moves if m.src != "stock"]
        game.play((not_stock or moves)[0])
    game.undo()
    assert game.can_redo() and game.move_count == 7
    return game


def saved_dict(game: Game) -> dict:
    data = game.to_json()
    data.update(elapsed=123.5, hints=2, game_id="CF1-D3-AAAAACL@1700000000")
    return data


def test_no_saved_game(home: Path):
    assert load_game() == (None, None)
    assert clear_game() is None


def test_round_trip_with_a_real_game(home: Path):
    game = played_game()
    assert save_game(saved_dict(game)) is None
    data, notice = load_game()
    assert notice is None and data == saved_dict(game)
    assert json.loads((home / "game.json").read_text())["version"] == 1
    assert (data["elapsed"], data["hints"], data["game_id"]) == (
        123.5,
        2,
        "CF1-D3-AAAAACL@1700000000",
    )
    again = Game.from_json(data)
    assert again.state == game.state
    assert again.history == game.history
    assert again.score == game.score and again.code == game.code
    assert again.redo() is not None and game.redo() is not None
    assert again.state == game.state


def test_clear_game(home: Path):
    save_game(saved_dict(played_game()))
    assert clear_game() is None
    assert load_game() == (None, None)
    assert os.listdir(home) == []


@pytest.mark.parametrize(
    "content",
    [
        "",
        "not json at all",
        '{"version": 1, "game": {"code": "CF1-D3',
        "[]",
        '{"version": 1, "game": "CF1-D3-AAAAACL"}',
        '{"version": 7, "game": {}}',
    ],
)
def test_damaged_envelope_is_set_aside(home: Path, content: str):
    home.mkdir()
    (home / "game.json").write_text(content)
    data, notice = load_game()
    assert data is None and notice and "game.json.damaged-1" in notice
    assert (home / "game.json.damaged-1").read_text() == content
    assert load_game() == (None, None)


def test_engine_rejection_is_set_aside_by_the_caller(home: Path):
    data = saved_dict(played_game())
    data["moves"].append({"src": "t1", "dst": "nowhere", "cards": 1})
    save_game(data)
    loaded, notice = load_game()
    assert notice is None  # the envelope is fine; the engine judges the game
    with pytest.raises(ValueError) as error:
        Game.from_json(loaded)
    notice = set_aside_game(str(error.value))
    assert "game.json.damaged-1" in notice and "nowhere" in notice
    assert load_game() == (None, None)
    assert json.loads((home / "game.json.damaged-1").read_text())["game"] == data


def test_set_aside_without_a_file_still_returns_a_notice(home: Path):
    assert set_aside_game("bad")


@pytest.mark.parametrize("unusable_home", ["file", "inside"], indirect=True)
def test_unusable_data_dir(unusable_home: Path):
    data, notice = load_game()
    assert data is None and notice
    assert save_game(saved_dict(played_game()))
    assert clear_game() is None


def test_crash_before_rename_keeps_the_previous_save(home: Path, monkeypatch: pytest.MonkeyPatch):
    first = saved_dict(played_game())
    save_game(first)

    def crash(src: str, dst: str) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", crash)
    assert save_game({**first, "elapsed": 999.0})
    monkeypatch.undo()
    monkeypatch.setenv("CANFIELD_HOME", str(home))
    assert load_game() == (first, None)
    assert os.listdir(home) == ["game.json"]
