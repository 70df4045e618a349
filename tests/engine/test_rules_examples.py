"""Every worked example of RULES.md, in each preset where it applies."""

import pytest

from game.engine.cards import Card, fits_on_column, parse_card
from game.engine.game import Game
from game.engine.moves import Move, MoveError, apply_move, legal_moves
from game.engine.state import dump_position
from tests.engine.build import build

PRESETS = ["standard", "hoyle", "strict"]

# The seed layout (RULES §2) with the reserve of §12: ..., JS, QS, 8H, QC (top).
SEED_RESERVE_TOP = ["JS", "QS", "8H", "QC"]


def seed_position(rules: str = "standard", draw: int = 3):
    return build(
        tableau=[["6C"], ["KH"], ["QH"], ["AS"]],
        reserve=SEED_RESERVE_TOP,
        foundations={"H": ["7H"]},
        start_rank="7",
        rules=rules,
        draw=draw,
        rest_to="reserve",
    )


def _fill_seed(state):
    """Move the filler so that reserve has 13 cards and the stock 34, as in the seed."""
    extra = state.reserve[: len(state.reserve) - 13]
    del state.reserve[: len(extra)]
    state.stock[:0] = extra
    return state


@pytest.mark.parametrize("rules", PRESETS)
def test_seed_layout(rules):
    state = _fill_seed(seed_position(rules))
    assert len(state.stock) == 34 and state.waste == []
    assert len(state.reserve) == 13 and str(state.reserve[-1]) == "QC"
    assert state.start_rank == 7
    assert [str(c) for c in state.foundations["H"]] == ["7H"]
    assert all(state.foundations[s] == [] for s in "SDC")
    assert [[str(c) for c in col] for col in state.tableau] == [["6C"], ["KH"], ["QH"], ["AS"]]


@pytest.mark.parametrize("rules", PRESETS)
def test_ace_of_spades_cannot_start_spades_at_start_rank_7(rules):
    state = _fill_seed(seed_position(rules))
    assert not state.foundation_accepts(Card(1, "S"))
    assert state.foundation_accepts(Card(7, "S"))
    assert Move("t4", "fS", 1) not in legal_moves(state)
    with pytest.raises(MoveError):
        apply_move(state, Move("t4", "fS", 1))


@pytest.mark.parametrize("rules", PRESETS)
def test_third_move_of_the_won_game_refills_from_reserve(rules):
    game = Game(_fill_seed(seed_position(rules)))
    game.play(Move("reserve", "t2", 1))  # QC onto KH
    game.play(Move("reserve", "fH", 1))  # 8H home
    result = game.play(Move("t2", "t4", 2))  # KH with QC onto AS
    state = game.state
    assert len(state.reserve) == 10 and str(state.reserve[-1]) == "JS"
    assert [str(c) for c in state.foundations["H"]] == ["7H", "8H"]
    cols = [[str(c) for c in col] for col in state.tableau]
    assert cols == [["6C"], ["QS"], ["QH"], ["AS", "KH", "QC"]]
    assert result.refilled
    assert [(t.src, t.dst, [str(c) for c in t.cards]) for t in result.transfers] == [
        ("t2", "t4", ["KH", "QC"]),
        ("reserve", "t2", ["QS"]),
    ]
    # One action: undo takes back the move and the refill together.
    game.undo()
    assert [[str(c) for c in col] for col in game.state.tableau] == [
        ["6C"],
        ["KH", "QC"],
        ["QH"],
        ["AS"],
    ]
    assert str(game.state.reserve[-1]) == "QS"


@pytest.mark.parametrize(
    "card, target", [("6H", "7S"), ("6H", "7C"), ("KH", "AS"), ("KD", "AC"), ("AS", "2H")]
)
def test_builds_down_in_alternating_colour_with_wrap(card, target):
    assert fits_on_column(parse_card(card), parse_card(target))


@pytest.mark.parametrize(
    "card, target",
    [("6H", "7H"), ("6H", "7D"), ("6S", "7C"), ("5H", "7S"), ("AS", "KH"), ("KH", "AH")],
)
def test_refuses_same_colour_or_wrong_rank(card, target):
    assert not fits_on_column(parse_card(card), parse_card(target))


@pytest.mark.parametrize("rules", PRESETS)
def test_six_of_hearts_goes_on_either_black_seven_and_king_on_ace(rules):
    state = build(
        tableau=[["7S"], ["7C"], ["AS"], ["7D"]], waste=["6H"], reserve=["2C", "KH"], rules=rules
    )
    moves = legal_moves(state)
    # reserve top is KH: onto the black ace only
    assert {m.dst for m in moves if m.src == "reserve"} == {"t3"}
    state.reserve.pop()  # look at the waste card alone: 6H onto 7S or 7C, not 7D
    state.reserve.append(parse_card("KH"))
    assert {m.dst for m in legal_moves(state) if m.src == "waste"} == {"t1", "t2"}


@pytest.mark.parametrize("rules", PRESETS)
def test_foundation_builds_up_in_suit_wrapping_from_start_rank(rules):
    order = ["8", "9", "T", "J", "Q", "K", "A", "2", "3", "4", "5", "6", "7"]
    state = build(
        tableau=[["5C"], ["5D"], ["4C"], ["4H"]],
        reserve=["2C"],
        stock=[r + "S" for r in order],
        foundations={},
        start_rank="8",
        rules=rules,
        draw=1,
    )
    game = Game(state)
    for rank in order:
        game.play(Move("stock", "waste", 1))
        card = game.state.waste[-1]
        assert str(card) == rank + "S"
        assert game.state.foundation_accepts(card)
        game.play(Move("waste", "fS", 1))
    assert [str(c)[0] for c in game.state.foundations["S"]] == order
    assert len(game.state.foundations["S"]) == 13
    # A full foundation takes nothing more, even the next rank round again.
    assert not game.state.foundation_accepts(Card(8, "S"))


@pytest.mark.parametrize("rules", PRESETS)
def test_draw_three_pass_shows_twelve_cards(rules):
    game = Game(_fill_seed(seed_position(rules, draw=3)))
    stock = list(game.state.stock)
    seen = []
    while game.state.stock:
        k = min(3, len(game.state.stock))
        result = game.play(Move("stock", "waste", k))
        # The packet is turned over as a whole: stock[0..2] onto the waste in order.
        assert (
            list(result.transfers[0].cards)
            == stock[len(game.state.waste) - k : len(game.state.waste)]
        )
        seen.append(game.state.waste[-1])
    assert len(seen) == 12
    assert seen == [stock[i] for i in range(2, 34, 3)] + [stock[33]]
    assert game.state.waste == stock
    # Turning the waste back gives the same order again, without shuffling.
    n = len(game.state.waste)
    game.play(Move("waste", "stock", n))
    assert game.state.stock == stock and game.state.waste == []
    assert game.score == 0  # passes cost nothing


def test_draw_three_fan_shows_the_rest_of_the_last_packet():
    game = Game(
        build(
            tableau=[["KS"], ["KH"], ["KD"], ["KC"]],
            stock=["QH", "QD", "7H", "QS"],
            reserve=["2C"],
            draw=3,
        )
    )
    game.play(Move("stock", "waste", 3))
    assert [str(c) for c in game.state.visible_waste()] == ["QH", "QD", "7H"]
    game.play(Move("waste", "fH", 1))
    assert [str(c) for c in game.state.visible_waste()] == ["QH", "QD"]
    game.play(Move("waste", "t1", 1))  # QD on KS
    game.play(Move("waste", "t4", 1))  # QH on KC
    assert game.state.visible_waste() == []


@pytest.mark.parametrize("rules", PRESETS)
def test_draw_one_turns_one_card(rules):
    state = _fill_seed(seed_position(rules, draw=1))
    assert Move("stock", "waste", 1) in legal_moves(state)
    assert Move("stock", "waste", 3) not in legal_moves(state)


def perfect_game_state(rules: str):
    """A deal that plays out card by card: 47 cards in foundation order, 6s last."""
    ranks = ["7", "8", "9", "T", "J", "Q", "K", "A", "2", "3", "4", "5"]
    order = [r + s for r in ranks for s in "HSDC"][1:]  # 7H is the base card
    return build(
        tableau=[["6H"], ["6S"], ["6D"], ["6C"]],
        reserve=list(reversed(order[:13])),
        stock=order[13:],
        foundations={"H": ["7H"]},
        start_rank="7",
        rules=rules,
        draw=1,
    )


@pytest.mark.parametrize("rules", PRESETS)
def test_a_win_without_takebacks_scores_255(rules):
    game = Game(perfect_game_state(rules))
    while game.state.reserve:
        card = game.state.reserve[-1]
        game.play(Move("reserve", f"f{card.suit}", 1))
    while game.state.stock:
        game.play(Move("stock", "waste", 1))
        card = game.state.waste[-1]
        game.play(Move("waste", f"f{card.suit}", 1))
    finish = game.autofinish_moves()
    assert finish is not None and len(finish) == 4
    for move in finish:
        game.play(move)
    assert game.state.is_won()
    assert game.status.value == "won"
    assert game.score == 255
    assert game.casino_net == 208  # $52 paid, $5 for each of the 52 cards


def test_position_json_example_shape():
    state = _fill_seed(seed_position())
    data = dump_position(state)
    assert data["reserve"][-4:] == SEED_RESERVE_TOP
    assert data["foundations"]["H"] == ["7H"]
    assert data["tableau"] == [["6C"], ["KH"], ["QH"], ["AS"]]
    assert data["start_rank"] == "7" and data["rules"] == "standard" and data["draw"] == 3
