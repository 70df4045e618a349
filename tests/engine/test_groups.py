"""Undo steps of several moves (a send-home), and the send-home moves themselves."""

import json

import pytest

from game.engine.game import Game
from game.engine.home import home_moves
from game.engine.moves import Move, MoveError
from tests.engine.build import build


def home_game() -> Game:
    # 8H (reserve), 9H (waste), 8S and TH (columns) can go home, in that order; 8S leaves
    # its column empty and the reserve's 2C refills it.
    return Game(
        build(
            tableau=[["8S"], ["TH"], ["KC", "QD"], ["KS"]],
            reserve=["2C", "8H"],
            waste=["9H"],
            foundations={"H": ["7H"], "S": ["7S"]},
            start_rank="7",
        )
    )


HOME = [Move("reserve", "fH", 1), Move("waste", "fH", 1), Move("t1", "fS", 1), Move("t2", "fH", 1)]


def test_home_moves_play_reserve_waste_then_columns_and_repeat():
    game = home_game()
    assert home_moves(game.state) == game.home_moves() == HOME
    before = game.state.key()
    game.home_moves()
    assert game.state.key() == before  # worked on a copy


def test_no_home_moves_when_no_card_fits():
    game = Game(build(tableau=[["QC"], ["KD"], ["JS"], ["9D"]], reserve=["2C"], waste=[]))
    assert home_moves(game.state) == []


def test_a_group_is_one_undo_step_and_one_redo_step():
    game = home_game()
    game.play(Move("t3", "t4", 1))  # QC onto KD: a step of its own
    start = game.state.key()
    results = game.play_group(HOME)
    assert [r.move for r in results] == HOME
    assert game.move_count == 5 and game.score == 20
    won = game.state.key()
    undone = game.undo_step()
    assert [r.move for r in undone] == list(reversed(HOME))
    assert game.state.key() == start and game.score == 0 and game.move_count == 1
    assert game.can_undo() and game.can_redo()
    redone = game.redo_step()
    assert [r.move for r in redone] == HOME
    assert game.state.key() == won and game.score == 20 and not game.can_redo()
    game.undo_step()
    game.undo_step()  # the column move, alone
    assert game.move_count == 0 and not game.can_undo()
    assert [r.move for r in game.redo_step()] == [Move("t3", "t4", 1)]
    assert [r.move for r in game.redo_step()] == HOME


def test_join_with_nothing_before_starts_a_step():
    game = home_game()
    game.play(HOME[0], join=True)
    game.play(HOME[1], join=True)
    assert len(game.undo_step()) == 2 and not game.can_undo()


def test_single_move_undo_and_redo_keep_the_groups():
    game = home_game()
    game.play_group(HOME)
    game.undo()  # one move of the group
    game.undo()
    assert game.move_count == 2
    game.redo()
    game.redo()
    assert game.move_count == 4
    assert len(game.undo_step()) == 4


def test_past_states_are_the_step_boundaries():
    game = home_game()
    game.play(Move("t3", "t4", 1))
    game.play_group(HOME)
    past = game.past_states()
    assert len(past) == 2
    game.undo_step()
    assert game.state.key() == past[0].key()
    game.undo_step()
    assert game.state.key() == past[1].key()


def test_a_new_move_clears_grouped_redo():
    game = home_game()
    game.play_group(HOME[:2])
    game.undo_step()
    game.play(HOME[0])
    assert not game.can_redo()


def test_an_illegal_move_in_a_group_keeps_the_ones_before_as_one_step():
    game = home_game()
    with pytest.raises(MoveError):
        game.play_group([HOME[0], Move("t3", "fC", 1)])
    assert game.move_count == 1
    assert len(game.undo_step()) == 1


def test_groups_are_saved_and_loaded():
    game = home_game()
    game.play(Move("t3", "t4", 1))
    game.play_group(HOME)
    game.undo_step()
    game.play_group(HOME[:3])
    game.undo()  # part of a group undone: the redo move stays joined to the move before
    data = json.loads(json.dumps(game.to_json()))
    assert data["joined"] == [2] and data["redo_joined"] == [0]
    again = Game.from_json(data)
    assert again.to_json() == data
    assert again.state.key() == game.state.key()
    assert [r.move for r in again.redo_step()] == [HOME[2]]
    assert len(again.undo_step()) == 3 and len(again.undo_step()) == 1


def test_a_game_without_groups_saves_as_before():
    game = home_game()
    game.play(HOME[0])
    game.play(HOME[1])
    game.undo()
    data = game.to_json()
    assert set(data) == {"code", "initial", "moves", "redo"}
    again = Game.from_json(data)  # an old save: every move a step of its own
    assert len(again.undo_step()) == 1


@pytest.mark.parametrize(
    "bad", [{"joined": 5}, {"joined": [9]}, {"joined": [-1]}, {"joined": ["1"]}, {"joined": [True]}]
)
def test_bad_joined_indices_are_refused(bad):
    game = home_game()
    game.play_group(HOME)
    with pytest.raises(ValueError):
        Game.from_json({**game.to_json(), **bad})


def test_join_redo_marks_the_redo_moves():
    game = home_game()
    game.play_group(HOME)
    game.undo_step()
    data = game.to_json()
    plain = Game.from_json({**data, "redo_joined": []})
    assert len(plain.redo_step()) == 1
    plain = Game.from_json({**data, "redo_joined": []})
    plain.join_redo(data["redo_joined"])
    assert len(plain.redo_step()) == 4
    with pytest.raises(MoveError):
        plain.join_redo([7])
