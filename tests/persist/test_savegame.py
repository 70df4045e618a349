"""The game in progress: envelope, round trip with a real Game, set-aside, clearing, and
the whole saved game checked before it is offered (moves, redo moves, clock, counts)."""

import json
import os
import stat
from pathlib import Path

import pytest

from game.engine.game import Game
from game.persist import clear_game, load_game, load_saved_game, save_game, set_aside_game
from tests.persist.hostile import finishes, refuse


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


# --- the whole saved game is checked before it is offered ------------------------------------


def ui_dict(game: Game, **over) -> dict:
    """The dict the UI saves (records.save): the engine's record beside its own fields."""
    redo = len(game.to_json()["redo"])
    data = {
        "engine": game.to_json(),
        "id": "abc123",
        "daily": None,
        "elapsed": 123.5,
        "hints": 2,
        "slots": [None] * game.move_count,
        "slots_redo": [None] * redo,
    }
    data.update(over)
    return data


def with_engine(data: dict, **over) -> dict:
    return {**data, "engine": {**data["engine"], **over}}


ILLEGAL = {"src": "t1", "dst": "fS", "cards": 5}


def test_a_good_saved_game_comes_back_whole(home: Path):
    game = played_game()
    slots = [None, 2, None, None, 1, None, None]
    save_game(ui_dict(game, daily="2024-05-01", slots=slots, band="medium"))
    saved, notice = load_saved_game()
    assert notice is None and saved.band == "medium"
    assert saved.game.state == game.state and saved.game.history == game.history
    assert (saved.id, saved.daily, saved.elapsed, saved.hints) == ("abc123", "2024-05-01", 123.5, 2)
    assert saved.slots == [None, 2, None, None, 1, None, None] and saved.redo_count == 1
    assert saved.game.redo() is not None and game.redo() is not None
    assert saved.game.state == game.state
    assert os.listdir(home) == ["game.json"]  # nothing to repair


def test_an_illegal_redo_move_drops_the_redo_list_and_keeps_the_game(home: Path):
    game = played_game()
    data = ui_dict(game)
    data = with_engine(data, redo=data["engine"]["redo"] + [ILLEGAL])
    save_game(data)
    saved, notice = load_saved_game()
    assert saved is not None and saved.game.history == game.history
    assert not saved.game.can_redo() and saved.game.redo() is None  # Ctrl+Y cannot crash
    assert saved.redo_count == 0 and saved.slots_redo == []
    assert "redo moves" in notice and "move 2" in notice and "game.json.damaged-1" in notice
    assert json.loads((home / "game.json.damaged-1").read_text())["game"] == data
    again, notice = load_saved_game()  # the repaired game was stored: the next start is clean
    assert notice is None and again.game.history == game.history and again.redo_count == 0


def test_redo_moves_are_checked_in_sequence_not_one_by_one(home: Path):
    # The first card of column 1 may go home once; the same move again is illegal.
    game = Game.from_code("CF1-D3-AAAAACL")
    twice = None
    for move in game.legal_moves():
        probe = Game(game.state.copy())
        probe.play(move)
        if move not in probe.legal_moves():
            twice = [move.to_json(), move.to_json()]
            break
    assert twice is not None
    save_game(ui_dict(game, engine={**game.to_json(), "redo": twice}))
    saved, notice = load_saved_game()
    assert saved is not None and not saved.game.can_redo() and "move 2" in notice


def test_the_redo_check_leaves_the_game_as_the_engine_builds_it(home: Path):
    game = played_game()
    for _ in range(3):
        game.undo()
    save_game(ui_dict(game))
    saved, notice = load_saved_game()
    assert notice is None and saved.redo_count == 4
    rebuilt = Game.from_json(game.to_json())
    assert saved.game.state == rebuilt.state and saved.game.score == rebuilt.score
    assert saved.game.to_json() == rebuilt.to_json()


@pytest.mark.parametrize("redo", [{"a": 1}, "t1fS", 7, [None], [{"src": "nowhere"}]])
def test_a_malformed_redo_list_is_dropped(home: Path, redo: object):
    save_game(with_engine(ui_dict(played_game()), redo=redo))
    saved, notice = load_saved_game()
    assert saved is not None and not saved.game.can_redo() and "redo moves" in notice


@pytest.mark.parametrize(
    "change",
    [
        {"initial": None},
        {"code": 12},
        {"code": "CF9-XX"},
        {"moves": [{"src": "stock", "dst": "waste", "cards": 3}] * 20_001},
    ],
)
def test_a_game_whose_moves_do_not_play_is_set_aside(home: Path, change: dict):
    data = with_engine(ui_dict(played_game()), **change)
    save_game(data)
    saved, notice = load_saved_game()
    assert saved is None and "game.json.damaged-1" in notice
    assert json.loads((home / "game.json.damaged-1").read_text())["game"] == data
    assert load_saved_game() == (None, None)


@pytest.mark.parametrize("bad_at", [0, 3, 6])
def test_a_move_that_does_not_play_costs_the_moves_from_it_not_the_game(home: Path, bad_at: int):
    """A tester broke move 30 of a saved 48-move game: a new deal came, the deal and the 29
    good moves lost. The game now goes on from the move before (the file kept)."""
    game = played_game()
    data = ui_dict(game)
    moves = data["engine"]["moves"]
    data = with_engine(data, moves=moves[:bad_at] + [ILLEGAL] + moves[bad_at + 1 :])
    save_game(data)
    saved, notice = load_saved_game()
    assert saved is not None and saved.game.move_count == bad_at
    assert saved.game.history == game.history[:bad_at] and not saved.game.can_redo()
    assert f"the moves from move {bad_at + 1} on" in notice and "game.json.damaged-1" in notice
    assert json.loads((home / "game.json.damaged-1").read_text())["game"] == data
    again, notice = load_saved_game()  # the repaired game was stored
    assert notice is None and again.game.history == saved.game.history


@pytest.mark.parametrize("moves", [{"a": 1}, "oops", None])
def test_moves_that_are_not_a_list_cost_the_moves_not_the_deal(home: Path, moves: object):
    """A tester set a Rainfall save's moves to "oops": a new Canfield deal came, though the
    deal was whole. It now starts again from the deal (the file kept)."""
    game = played_game()
    data = with_engine(ui_dict(game), moves=moves)
    save_game(data)
    saved, notice = load_saved_game()
    assert saved is not None and saved.game.move_count == 0
    assert saved.game.state == game.initial and not saved.game.can_redo()
    assert "the moves (not a list)" in notice and "game.json.damaged-1" in notice
    assert json.loads((home / "game.json.damaged-1").read_text())["game"] == data


@pytest.mark.parametrize("engine", [None, [1, 2], "CF1-D3-AAAAACL"])
def test_a_saved_game_without_a_game_is_set_aside(home: Path, engine: object):
    save_game({**ui_dict(played_game()), "engine": engine})
    saved, notice = load_saved_game()
    assert saved is None and "game.json.damaged-1" in notice


def test_a_deeply_nested_move_is_damage_not_a_crash(home: Path):
    home.mkdir()
    text = json.dumps({"version": 1, "game": ui_dict(played_game())})
    deep = "[" * 900 + "1" + "]" * 900
    (home / "game.json").write_text(text.replace('"redo": [', '"redo": [{"src": ' + deep + "}, "))
    saved, notice = load_saved_game()
    assert saved is not None and not saved.game.can_redo() and "redo moves" in notice


@pytest.mark.parametrize(
    "field, value, default",
    [
        ("elapsed", -1, 0.0),
        ("elapsed", 10 * 24 * 3600 + 1, 0.0),
        ("elapsed", "12", 0.0),
        ("elapsed", True, 0.0),
        ("elapsed", None, 0.0),
        ("elapsed", 10**400, 0.0),
        ("hints", -5, 0),
        ("hints", 10**30, 0),
        ("hints", 2.5, 0),
        ("hints", "3", 0),
        ("hints", False, 0),
        ("daily", "2024-02-30", None),
        ("daily", 20240101, None),
        ("daily", "x" * 10_000, None),
        ("slots", {"x": 1}, []),
        ("slots", [True, 7, "y"], []),
        ("slots_redo", "abc", []),
        ("band", "impossible", None),
        ("band", 3, None),
        ("band", ["easy"], None),
        ("stuck_aside", -1, None),
        ("stuck_aside", True, None),
        ("stuck_aside", 10**9, None),
        ("stuck_aside", "0", None),
    ],
)
def test_a_bad_value_is_reset_with_a_notice_and_the_game_kept(
    home: Path, field: str, value: object, default: object
):
    game = played_game()
    save_game(ui_dict(game, **{field: value}))
    saved, notice = load_saved_game()
    assert saved is not None and saved.game.history == game.history
    assert getattr(saved, field) == default
    assert notice and "game.json.damaged-1" in notice
    assert saved.hints == (2 if field != "hints" else 0)  # the others are kept


@pytest.mark.parametrize("text", ["1e999", "-1e999"])
def test_an_infinite_clock_or_count_is_reset(home: Path, text: str):
    home.mkdir()
    raw = json.dumps({"version": 1, "game": ui_dict(played_game())})
    raw = raw.replace('"elapsed": 123.5', f'"elapsed": {text}').replace(
        '"hints": 2', f'"hints": {text}'
    )
    (home / "game.json").write_text(raw)
    saved, notice = load_saved_game()
    assert (saved.elapsed, saved.hints) == (0.0, 0) and "time" in notice and "hints" in notice


@pytest.mark.parametrize("value", [None, 5, {}, "", "x" * 201, [["deep"]]])
def test_a_bad_game_id_is_replaced_by_a_new_one(home: Path, value: object):
    save_game(ui_dict(played_game(), id=value))
    saved, notice = load_saved_game()
    assert isinstance(saved.id, str) and 0 < len(saved.id) <= 200 and "game id" in notice


def test_fields_an_older_save_lacks_take_their_defaults_quietly(home: Path):
    game = played_game()
    save_game({"engine": game.to_json(), "id": "old"})
    saved, notice = load_saved_game()
    assert notice is None and (saved.elapsed, saved.hints, saved.daily) == (0.0, 0, None)
    assert saved.band is None
    assert saved.slots == [] and saved.slots_redo == []


def test_a_repair_that_cannot_set_the_file_aside_holds_it(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    save_game(with_engine(ui_dict(played_game()), redo=[ILLEGAL]))
    before = (home / "game.json").read_bytes()
    refuse(monkeypatch, "rename", home / "game.json", 1)
    saved, notice = load_saved_game()
    assert saved is not None and "will not be saved" in notice
    assert save_game(ui_dict(saved.game)) is None and clear_game() is None
    assert (home / "game.json").read_bytes() == before


# --- unreadable and non-regular game files ------------------------------------------------------


def test_an_unreadable_game_is_moved_aside_not_overwritten(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    save_game(ui_dict(played_game()))
    before = (home / "game.json").read_bytes()
    refuse(monkeypatch, "open", home / "game.json", 13)
    saved, notice = load_saved_game()
    assert saved is None and "permission denied" in notice and "game.json.damaged-1" in notice
    assert save_game(ui_dict(played_game())) is None
    assert (home / "game.json.damaged-1").read_bytes() == before


def test_an_unreadable_game_that_cannot_be_moved_is_never_written_or_removed(
    home: Path, monkeypatch: pytest.MonkeyPatch
):
    save_game(ui_dict(played_game()))
    before = (home / "game.json").read_bytes()
    refuse(monkeypatch, "open", home / "game.json", 13)
    refuse(monkeypatch, "rename", home / "game.json", 1)
    saved, notice = load_saved_game()
    assert saved is None and "will not be saved" in notice
    assert save_game(ui_dict(Game.from_code("CF1-D1-AAAAAAB"))) is None
    assert clear_game() is None  # a won game would remove it: not this one
    assert (home / "game.json").read_bytes() == before


def test_a_fifo_named_game_json_does_not_block_and_is_kept(home: Path):
    home.mkdir()
    os.mkfifo(home / "game.json")
    saved, notice = finishes(load_saved_game)
    assert saved is None and "FIFO" in notice and "game.json.damaged-1" in notice
    assert stat.S_ISFIFO(os.lstat(home / "game.json.damaged-1").st_mode)
