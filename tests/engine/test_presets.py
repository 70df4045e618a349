"""Each preset difference of RULES §8, both ways, and click-to-play (§9)."""

import pytest

from game.engine.click import ClickMode, click_move
from game.engine.moves import Move, legal_moves
from tests.engine.build import build


def moves_from(state, src):
    return {(m.dst, m.cards) for m in legal_moves(state) if m.src == src}


@pytest.mark.parametrize(
    "rules, allowed",
    [
        ("standard", {("t2", 2), ("t3", 1), ("t4", 3)}),
        ("hoyle", {("t4", 3)}),
        ("strict", {("t3", 1), ("t4", 3)}),
    ],
)
def test_column_to_column_groups_by_preset(rules, allowed):
    # t1 = 9S 8H 7C; t2 top 9C (takes 8H+7C), t3 top 8D (takes 7C), t4 top TH (takes 9S..)
    state = build(
        tableau=[["9S", "8H", "7C"], ["9C"], ["8D"], ["TH"]],
        reserve=["2C"],
        start_rank="A",
        rules=rules,
    )
    assert moves_from(state, "t1") == allowed


def reserve_empty_with_empty_column(rules):
    # Reserve gone, column 4 empty, waste shows 5C, column 1 has a run of two.
    return build(
        tableau=[["9S", "8H"], ["JD"], ["QC"], []],
        reserve=[],
        waste=["5C"],
        start_rank="A",
        foundations={"H": ["AH"]},
        rules=rules,
    )


def test_standard_empty_column_takes_anything():
    state = reserve_empty_with_empty_column("standard")
    dst4 = {(m.src, m.cards) for m in legal_moves(state) if m.dst == "t4"}
    # The waste card, the top of column 1 and the take-back of AH; single-card columns
    # would move whole, which is no move.
    assert dst4 == {("waste", 1), ("t1", 1), ("fH", 1)}


@pytest.mark.parametrize("rules", ["hoyle", "strict"])
def test_hoyle_and_strict_empty_column_takes_only_the_waste_card(rules):
    state = reserve_empty_with_empty_column(rules)
    dst4 = {(m.src, m.cards) for m in legal_moves(state) if m.dst == "t4"}
    assert dst4 == {("waste", 1)}


@pytest.mark.parametrize("rules", ["standard", "hoyle", "strict"])
def test_whole_column_into_an_empty_column_is_no_move(rules):
    state = reserve_empty_with_empty_column(rules)
    assert Move("t2", "t4", 1) not in legal_moves(state)
    assert Move("t1", "t4", 2) not in legal_moves(state)


def takeback_position(rules):
    # 8H on foundation hearts may come back onto 9S (column 1) in standard.
    return build(
        tableau=[["9S"], ["JD"], ["QC"], ["KH"]],
        reserve=["2C"],
        foundations={"H": ["7H", "8H"]},
        start_rank="7",
        rules=rules,
    )


def test_standard_allows_foundation_takeback():
    state = takeback_position("standard")
    assert Move("fH", "t1", 1) in legal_moves(state)


@pytest.mark.parametrize("rules", ["hoyle", "strict"])
def test_hoyle_and_strict_forbid_foundation_takeback(rules):
    state = takeback_position(rules)
    assert not [m for m in legal_moves(state) if m.src[0] == "f"]


def test_takeback_of_the_base_card_into_an_empty_column():
    state = build(
        tableau=[["9S"], ["JD"], ["QC"], []], reserve=[], foundations={"H": ["7H"]}, start_rank="7"
    )
    assert Move("fH", "t4", 1) in legal_moves(state)


def test_takeback_never_by_a_click():
    state = takeback_position("standard")
    assert click_move(state, "fH", 1) is None


# --- click to play --------------------------------------------------------------------


def click_position(rules, waste="6H"):
    # 6H fits on 7S (t2, length 1) and on 7C (t3, length 3): longest = t3, leftmost = t2.
    return build(
        tableau=[["KD"], ["7S"], ["9H", "8C", "7D", "6S", "5D"], ["8D", "7C"]],
        reserve=["2C"],
        waste=[waste],
        start_rank="A",
        rules=rules,
    )


def test_standard_click_picks_the_longest_accepting_column():
    state = click_position("standard")
    assert click_move(state, "waste", 1) == Move("waste", "t4", 1)


@pytest.mark.parametrize("rules", ["hoyle", "strict"])
def test_hoyle_and_strict_click_pick_the_first_column_from_the_left(rules):
    state = click_position(rules)
    assert click_move(state, "waste", 1) == Move("waste", "t2", 1)


def test_click_longest_ties_go_left():
    state = build(
        tableau=[["KD"], ["7S"], ["7C"], ["QS"]], reserve=["2C"], waste=["6H"], start_rank="A"
    )
    assert click_move(state, "waste", 1) == Move("waste", "t2", 1)


@pytest.mark.parametrize("rules", ["standard", "hoyle", "strict"])
def test_click_prefers_the_foundation(rules):
    state = build(
        tableau=[["KD"], ["7S"], ["8C"], ["QS"]],
        reserve=["2C"],
        waste=["7H"],
        foundations={"H": ["AH", "2H", "3H", "4H", "5H", "6H"]},
        start_rank="A",
        rules=rules,
    )
    assert click_move(state, "waste", 1) == Move("waste", "fH", 1)
    assert click_move(state, "waste", 1, ClickMode.FOUNDATION) == Move("waste", "fH", 1)


def test_click_foundation_only_does_not_go_to_columns():
    state = click_position("standard")
    assert click_move(state, "waste", 1, ClickMode.FOUNDATION) is None
    assert click_move(state, "waste", 1, ClickMode.OFF) is None


@pytest.mark.parametrize("rules, expected", [("standard", "t4"), ("hoyle", "t4"), ("strict", "t4")])
def test_click_empty_column_last(rules, expected):
    state = build(
        tableau=[["KD"], ["QS"], ["JD"], []], reserve=[], waste=["6H"], start_rank="A", rules=rules
    )
    assert click_move(state, "waste", 1) == Move("waste", expected, 1)


def test_click_inside_a_column_moves_the_group_where_allowed():
    # Clicking 8C (second card) of 9H 8C 7D: the 3-card... here 2 cards (8C 7D) onto 9D.
    base = dict(
        tableau=[["9H", "8C", "7D"], ["9D"], ["KS"], ["QS"]], reserve=["2C"], start_rank="A"
    )
    assert click_move(build(**base, rules="standard"), "t1", 2) == Move("t1", "t2", 2)
    assert click_move(build(**base, rules="strict"), "t1", 2) is None
    assert click_move(build(**base, rules="hoyle"), "t1", 2) is None


def test_strict_click_on_the_bottom_card_moves_the_whole_column():
    base = dict(tableau=[["9H", "8C"], ["TS"], ["KS"], ["QS"]], reserve=["2C"], start_rank="A")
    assert click_move(build(**base, rules="strict"), "t1", 2) == Move("t1", "t2", 2)
