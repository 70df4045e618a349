"""The Canfield family (issue 13) in the engine: each game's deal and codes, each rule by a
small position (a move it allows and the closest move it forbids), and random playouts."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import full_deck, parse_card
from game.engine.deal import CodeError, GameCode, deal, parse_code
from game.engine.game import Game
from game.engine.moves import Move, is_legal, legal_moves
from game.engine.rules import VARIANTS, rules_for
from game.engine.state import PositionError, dump_position, load_position, validate
from game.engine.status import Status, is_stuck, status_of, talon_tops

FAMILY = [name for name in VARIANTS if name != "canfield"]


def position(game: str, tableau, rules: str = "strict", **piles):
    """A position of `game`: the named piles, every other card in the stock."""
    named = {
        parse_card(c)
        for pile in [*tableau, *piles.get("foundations", {}).values()]
        + [piles.get(k, []) for k in ("reserve", "waste", "stock")]
        for c in pile
    }
    rest = [str(c) for c in full_deck() if c not in named]
    r = rules_for(game, rules)
    data = {
        "game": game,
        "rules": rules,
        "draw": r.draws[0] if r.draws else 3,
        "start_rank": piles.get("start_rank", "7"),
        "foundations": {s: piles.get("foundations", {}).get(s, []) for s in "SHDC"},
        "tableau": tableau,
        "reserve": piles.get("reserve", []),
        "waste": piles.get("waste", []),
        "stock": piles.get("stock", []) + rest,
        "pass": piles.get("pass_no", 1),
    }
    return load_position(data)


# --- deals and codes -----------------------------------------------------------------------


@pytest.mark.parametrize("game", FAMILY)
def test_every_game_deals_all_52_cards_by_its_rules(game):
    r = rules_for(game, "standard")
    state = deal(12345, r)
    validate(state)
    assert len(state.reserve) == r.reserve_size and len(state.tableau) == r.columns
    if r.base_choices > 1:  # selective: the base card and the columns come from a pick
        assert len(state.choice) == r.base_choices and state.foundation_count() == 0
        return
    assert all(len(column) == 1 for column in state.tableau)
    assert state.foundation_count() == r.base_card_count
    assert state.draw == (r.draws[0] if r.draws else 3)


def test_storehouse_and_acme_start_their_foundations_with_the_2s_and_the_aces():
    store = deal(7, rules_for("storehouse"))
    acme = deal(7, rules_for("acme"))
    assert store.start_rank == 2 and all(p[0].rank == 2 for p in store.foundations.values())
    assert acme.start_rank == 1 and all(p[0].rank == 1 for p in acme.foundations.values())
    chameleon = deal(7, rules_for("chameleon"))
    assert (len(chameleon.reserve), len(chameleon.tableau), len(chameleon.stock)) == (12, 3, 36)


@pytest.mark.parametrize("game", FAMILY)
def test_a_code_names_the_game_and_deals_the_same_again(game):
    r = rules_for(game, "hoyle")
    code = GameCode(424242, r.draws[0] if r.draws else 3, r)
    text = str(code)
    assert text.startswith(VARIANTS[game].code_prefix + "-") and text.endswith("-H")
    again = parse_code(text.lower())
    assert again == code and again.state().key() == code.state().key()


def test_canfield_codes_are_unchanged_and_a_fixed_draw_is_checked():
    code = parse_code("CF1-D3-AAAAACL")
    assert code.rules.game == "canfield" and code.rules == rules_for("canfield", "standard")
    with pytest.raises(CodeError) as error:
        parse_code("RB1-D3-AAAAACL")  # rainbow turns one card
    assert error.value.kind == "draw_fixed"
    with pytest.raises(CodeError):
        parse_code("ZZ1-D3-AAAAACL")


def test_the_position_json_says_which_game_and_pass():
    state = deal(99, rules_for("rush", "strict"))
    data = dump_position(state)
    assert data["game"] == "rush" and data["pass"] == 1 and data["rules"] == "strict"
    assert load_position(data) == state
    assert "game" not in dump_position(deal(99)) and "pass" not in dump_position(deal(99))
    data["pass"] = 4  # rush has three passes
    with pytest.raises(PositionError):
        load_position(data)


# --- every rule by a small position ---------------------------------------------------------


def test_rainbow_builds_regardless_of_colour_where_canfield_does_not():
    rainbow = position("rainbow", [["7H"], ["6H"], ["KS"], ["KC"]])
    assert is_legal(rainbow, Move("t2", "t1", 1))
    canfield = position("canfield", [["7H"], ["6H"], ["KS"], ["KC"]], rules="strict")
    assert not is_legal(canfield, Move("t2", "t1", 1))


def test_storehouse_builds_in_suit_only():
    store = position("storehouse", [["7H"], ["6H"], ["6D"], ["KC"]], start_rank="2")
    assert is_legal(store, Move("t2", "t1", 1))
    assert not is_legal(store, Move("t3", "t1", 1))


def test_acme_moves_one_card_at_a_time_and_never_a_king_on_an_ace():
    acme = position(
        "acme", [["8H", "7H"], ["9H"], ["AS"], ["KS"]], start_rank="A", rules="standard"
    )
    assert not is_legal(acme, Move("t1", "t2", 2))  # a run of two
    store = position("storehouse", [["AS"], ["KS"], ["5H"], ["9C"]], start_rank="2")
    assert is_legal(store, Move("t2", "t1", 1))  # storehouse wraps
    acme = position("acme", [["AS"], ["KS"], ["5H"], ["9C"]], start_rank="2")
    assert not is_legal(acme, Move("t2", "t1", 1))  # acme does not


def test_one_pass_games_never_turn_the_waste_back_and_rainfall_has_three():
    rainbow = position("rainbow", [["7H"], ["6H"], ["KS"], ["KC"]])
    rainbow.stock, rainbow.waste = [], [c for c in full_deck() if c not in _on_table(rainbow)]
    validate(rainbow)
    assert Move("waste", "stock", len(rainbow.waste)) not in legal_moves(rainbow)
    rain = position("rainfall", [["7H"], ["6H"], ["KS"], ["KC"]], pass_no=2)
    rain.waste, rain.stock = rain.stock, []
    assert is_legal(rain, Move("waste", "stock", len(rain.waste)))
    rain.pass_no = 3
    assert not is_legal(rain, Move("waste", "stock", len(rain.waste)))


def _all_in_waste(state, top: str):
    """Every card not on the table into the waste, `top` on top, the stock empty."""
    rest = [c for c in full_deck() if c not in _on_table(state) and str(c) != top]
    state.stock, state.waste = [], [*rest, parse_card(top)]
    validate(state)
    return state


def test_no_pass_left_with_home_cards_buried_in_the_waste_is_stuck():
    # The 7s (start rank) lie under 5C in the waste: only turning it back would show them.
    def last_pass(pass_no: int):
        kings = [["KS"], ["KC"], ["KH"], ["KD"]]
        return _all_in_waste(position("rainfall", kings, reserve=["2S"], pass_no=pass_no), "5C")

    assert is_stuck(last_pass(3))
    assert status_of(last_pass(3)) is Status.STUCK
    assert not is_stuck(last_pass(2))  # a pass is left: the waste turns back over


def test_talon_tops_follow_each_pass_its_own_draw_and_the_pass_limit():
    rush = position("rush", [["KS"], ["KC"], ["KH"], ["KD"]], rules="standard")
    talon = rush.waste + rush.stock
    # Rush: pass 1 turns three, pass 2 two, pass 3 one: every card shows once
    assert set(talon_tops(rush)) == set(talon)
    rush.pass_no = 2
    rush.waste, rush.stock = talon[:4], talon[4:]
    tops = list(talon_tops(rush))
    assert tops[:3] == [talon[3], talon[5], talon[7]]  # the waste top, then two at a time
    assert set(tops) == set(talon)  # pass 3 shows every card
    rush.pass_no = 3  # the last pass: only what is still to come in this one
    assert list(talon_tops(rush)) == [talon[3], *talon[4:]]


def _on_table(state) -> set:
    cards = set(state.reserve) | {c for col in state.tableau for c in col}
    return cards | {c for pile in state.foundations.values() for c in pile}


def test_rush_turns_three_then_two_then_one():
    game = Game(position("rush", [["7H"], ["6H"], ["KS"], ["KC"]], rules="standard"))
    turns = []
    while len(turns) < 3:
        move = next(m for m in game.legal_moves() if m.src == "stock" or m.dst == "stock")
        new_pass = not turns or turns[-1][0] != game.state.pass_no
        if move.src == "stock" and new_pass:
            turns.append((game.state.pass_no, move.cards))
        game.play(move)
    assert turns == [(1, 3), (2, 2), (3, 1)]
    while game.state.stock:
        game.play(Move("stock", "waste", game.state.turn_size))
    assert not any(m.dst == "stock" for m in game.legal_moves())  # no fourth pass


def test_superior_fills_an_empty_column_by_choice_from_the_reserve_or_the_waste():
    sup = position(
        "superior",
        [["7H"], ["6C"], ["KS"], ["KC"]],
        reserve=["2D", "9D"],
        waste=["4S"],
        rules="standard",
    )
    game = Game(sup)
    game.play(Move("t2", "t1", 1))
    assert game.state.tableau[1] == []  # no refill from the reserve
    assert is_legal(game.state, Move("reserve", "t2", 1))
    assert is_legal(game.state, Move("waste", "t2", 1))
    assert not is_legal(game.state, Move("t3", "t2", 1))  # a column card does not


# --- random playouts --------------------------------------------------------------------------


@pytest.mark.parametrize("game", FAMILY)
@settings(max_examples=15, deadline=None)
@given(deal_number=st.integers(0, 10**9), picks=st.lists(st.integers(0, 10**6), max_size=60))
def test_playouts_keep_52_cards_and_undo_restores(game, deal_number, picks):
    r = rules_for(game, "standard")
    g = Game(deal(deal_number, r))
    keys = [g.state.key()]
    for pick in picks:
        moves = g.legal_moves()
        if not moves:
            break
        g.play(moves[pick % len(moves)])
        validate(g.state)
        keys.append(g.state.key())
    while g.can_undo():
        keys.pop()
        g.undo()
        assert g.state.key() == keys[-1]


def test_selective_deals_five_cards_to_pick_the_base_from():
    game = Game.from_code(str(GameCode(42, 3, rules_for("selective", "hoyle"))))
    state = game.state
    assert len(state.choice) == 5 and state.start_rank == 0 and not any(state.tableau)
    assert state.foundation_count() == 0 and len(state.stock) == 34
    picks = game.legal_moves()
    assert [m.src for m in picks] == ["c1", "c2", "c3", "c4", "c5"]  # nothing else yet
    data = dump_position(state)
    assert data["choice"] and data["start_rank"] is None and load_position(data) == state
    third = state.choice[2]
    game.play(picks[2])
    s = game.state
    assert s.start_rank == third.rank and s.foundations[third.suit] == [third]
    assert [c[0] for c in s.tableau] == [game.initial.choice[i] for i in (0, 1, 3, 4)]
    assert game.score == 0 and not s.choice  # the base card scores nothing
    assert all(m.src[0] != "c" for m in game.legal_moves())
    game.undo()
    assert game.state == game.initial


def test_a_picked_base_card_taken_back_scores_nothing_when_it_comes_home_again():
    """A tester took Selective's picked base card back and sent it home: +5, and the
    won game scored 260. Undoing the pick makes the card an ordinary one again."""
    for number in range(200):
        game = Game.from_code(str(GameCode(number, 3, rules_for("selective"))))
        for pick in game.legal_moves():
            game.play(pick)
            back = [m for m in game.legal_moves() if m.src[0] == "f" and m.dst[0] == "t"]
            if back:
                break
            game.undo()
        if back:
            break
    game.play(back[0])
    assert game.score == 0
    game.play(Move(back[0].dst, back[0].src, 1))
    assert game.score == 0
    assert [r.move for r in game.undo_step() + game.undo_step() + game.undo_step()] == [
        Move(back[0].dst, back[0].src, 1),
        back[0],
        pick,
    ]
    assert game.state == game.initial and game.score == 0


def test_a_choice_that_is_not_the_deal_is_refused():
    data = dump_position(deal(42, rules_for("selective")))
    data["choice"] = data["choice"][:4]
    data["stock"] = data["stock"] + [dump_position(deal(42, rules_for("selective")))["choice"][4]]
    with pytest.raises(PositionError):
        load_position(data)
