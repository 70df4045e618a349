"""Game: score, undo/redo, take-back scoring, stuck, auto-finish, saving."""

import pytest

from game.engine.game import Game
from game.engine.moves import Move, MoveError
from game.engine.state import load_position
from game.engine.status import Status, autofinish_moves, is_stuck
from tests.engine.build import build, built_up


def takeback_game():
    # 8H can go home from the waste, come back onto 9S, and go home again.
    return Game(
        build(
            tableau=[["9S"], ["JD"], ["QC"], ["KH"]],
            reserve=["2C"],
            waste=["8H"],
            foundations={"H": ["7H"]},
            start_rank="7",
            rules="standard",
        )
    )


def test_foundation_play_scores_five_and_undo_removes_it():
    game = takeback_game()
    result = game.play(Move("waste", "fH", 1))
    assert result.points == 5 and game.score == 5
    game.undo()
    assert game.score == 0


def test_takeback_loses_no_points_and_a_card_scores_only_once():
    game = takeback_game()
    game.play(Move("waste", "fH", 1))
    game.play(Move("fH", "t1", 1))  # take 8H back onto 9S
    assert game.score == 5
    game.play(Move("t1", "fH", 1))  # home again: no new points
    assert game.score == 5


def test_base_card_taken_back_and_replayed_earns_nothing():
    game = Game(
        build(
            tableau=[["8S"], ["JD"], ["QC"], ["KH"]],
            reserve=["2C"],
            foundations={"H": ["7H"]},
            start_rank="7",
        )
    )
    game.play(Move("fH", "t1", 1))
    game.play(Move("t1", "fH", 1))
    assert game.score == 0


def test_illegal_move_changes_nothing():
    game = takeback_game()
    before = game.state.copy()
    with pytest.raises(MoveError, match="does not go on"):
        game.play(Move("waste", "t2", 1))
    assert game.state == before and game.move_count == 0 and game.score == 0


def test_undo_redo_exactly():
    game = takeback_game()
    start = game.state.copy()
    game.play(Move("waste", "fH", 1))
    game.play(Move("stock", "waste", 3))
    after = game.state.copy()
    assert game.undo() and game.undo()
    assert game.state == start and game.score == 0 and game.undo() is None
    assert game.redo() and game.redo()
    assert game.state == after and game.score == 5 and game.redo() is None


def test_a_new_move_clears_redo():
    game = takeback_game()
    game.play(Move("stock", "waste", 3))
    game.undo()
    assert game.can_redo()
    game.play(Move("waste", "fH", 1))
    assert not game.can_redo()


def test_restart_returns_to_the_deal():
    game = Game.from_code("CF1-D1-QWERTYU-S")
    game.play(game.legal_moves()[0])
    game.restart()
    assert game.state == game.initial and game.move_count == 0 and game.score == 0


def test_save_and_load_round_trip_with_undo_history():
    game = Game.from_code("CF1-D3-BCDEFGH-H")
    for _ in range(15):
        game.play(game.legal_moves()[-1])
    game.undo()
    game.undo()
    again = Game.from_json(game.to_json())
    assert again.state == game.state and again.score == game.score
    assert again.history == game.history and again.code == game.code
    assert again.redo() is not None and game.redo() is not None
    assert again.state == game.state


# Reached by random play from CF1-D3-AAAAACL. Stuck because: the foundations want 2C
# (under AH in column 4), 3H (stock), 3D and 4S (buried in column 4); the stock and waste
# cycle shows only AS KD TC 8C 9H 4C 6H QS 6C as tops in draw 3 and none fits a column
# (tops 5C, QD, AD, AH); no column move is possible, so nothing can change the cycle.
STUCK = {
    "rules": "standard",
    "draw": 3,
    "start_rank": "2",
    "reserve": ["3C", "QC", "JH", "QH", "4D", "5S"],
    "foundations": {"S": ["2S", "3S"], "H": ["2H"], "D": ["2D"], "C": []},
    "tableau": [
        ["9S", "8D", "7C", "6D", "5C"],
        ["QD"],
        ["AD"],
        ["TS", "9D", "8S", "7D", "6S", "5H", "4S", "3D", "2C", "AH"],
    ],
    "stock": [
        "JD",
        "KC",
        "KD",
        "TD",
        "3H",
        "TC",
        "JS",
        "9C",
        "8C",
        "4H",
        "8H",
        "9H",
        "TH",
        "5D",
        "4C",
        "KH",
        "7H",
        "6H",
        "7S",
        "JC",
        "QS",
        "6C",
    ],
    "waste": ["KS", "AC", "AS"],
}


def test_stuck_position():
    game = Game(load_position(STUCK))
    assert game.status is Status.STUCK
    # With a bound too small to finish the search, the game is never called stuck.
    game = Game(load_position(STUCK))
    game.stuck_bound = 2
    assert game.status is Status.PLAYING


def test_not_stuck_while_a_turn_can_bring_a_card_home():
    data = dict(
        STUCK, waste=["KS", "AC", "3H"], stock=[c if c != "3H" else "AS" for c in STUCK["stock"]]
    )
    assert not is_stuck(load_position(data))


def test_autofinish_refused_when_columns_block_each_other():
    # RULES §7's example: start rank 7, columns `7H 6S` and `5S 4H` block each other.
    state = build(
        tableau=[
            ["7H", "6S", "5H", "4C", "3H", "2C", "AH", "KC", "QH", "JC", "TH", "9C", "8H"],
            ["5S", "4H", "3C", "2H", "AC", "KH", "QC", "JH", "TC", "9H"],
            ["6C"],
            ["6H", "5C"],
        ],
        reserve=[],
        foundations={
            "S": [r + "S" for r in "789TJQKA234"],
            "D": [r + "D" for r in "789TJQKA23456"],
            "C": ["7C", "8C"],
        },
        start_rank="7",
    )
    assert state.stock == [] and autofinish_moves(state) is None


def test_autofinish_moves_bring_everything_home():
    state = build(
        tableau=[["6S"], ["4H"], ["6H"], ["5H"]],
        reserve=[],
        foundations=built_up({"S": 12, "H": 10, "D": 13, "C": 13}),
        start_rank="7",
    )
    game = Game(state)
    moves = game.autofinish_moves()
    # Lowest rank (from the start rank) first, leftmost on ties.
    assert moves == [
        Move("t2", "fH", 1),
        Move("t4", "fH", 1),
        Move("t1", "fS", 1),
        Move("t3", "fH", 1),
    ]
    for move in moves:
        game.play(move)
    assert game.status is Status.WON


def test_no_autofinish_while_stock_or_waste_hold_cards():
    state = build(
        tableau=[["KH"], ["KD"], ["QH"], ["QD"]], reserve=[], start_rank="A", rest_to="stock"
    )
    assert autofinish_moves(state) is None


def test_talon_tops_cover_one_full_cycle_without_plays():
    from game.engine.status import talon_tops

    state = build(tableau=[["KH"], ["KD"], ["QH"], ["QD"]], reserve=["2C"], waste=["AS"], draw=3)
    stock = state.stock
    tops = list(talon_tops(state))
    n = len(stock)
    expected = [state.waste[-1]] + [stock[min(e, n) - 1] for e in range(3, n + 3, 3)]
    talon = state.waste + stock
    expected += [talon[min(e, len(talon)) - 1] for e in range(3, len(talon) + 3, 3)]
    assert tops == expected
    # Draw 1 shows every talon card.
    state.draw = 1
    assert set(talon_tops(state)) == set(talon)


def test_moves_in_steps_counts_each_move_of_a_joined_step():
    # A tester read "a winnable position is 21 moves back" and the counter fell by 24:
    # a send-home is one undo step of several moves.
    game = Game.from_code("CF1-D1-AAAAACL")
    turn = Move("stock", "waste", 1)
    game.play(turn)
    game.play_group([turn, turn, turn])
    assert game.moves_in_steps(0) == 0
    assert game.moves_in_steps(1) == 3
    assert game.moves_in_steps(2) == 4
    assert game.moves_in_steps(9) == 4
